"""The log of ``engine scenario``: the lines each action adds, read from the seats' traces
(the trace is trimmed to the day in play before each action, so the work per action stays
the same however many came before), and what the position file cannot hold, in words."""

from __future__ import annotations

from altered_deck.engine.core.state import GameState

_DAY_STATE = (
    ("hand_plays", "{n} card(s) played from hand today"),
    ("reserve_plays", "{n} card(s) played from Reserve today"),
    ("cost_cuts", "cost changes waiting for the next cards played"),
    ("subtype_cuts", "cost changes waiting for the next card of a subtype"),
    ("pending", "effects waiting for the next card played"),
    ("next_boosts", "boosts waiting for the next Character played"),
    ("next_reserve_boosts", "boosts waiting for the next Character played from Reserve"),
    ("next_anchor", "Anchored waiting for the next Character played"),
    ("next_unfleeting", "a lost Fleeting waiting for the next card played"),
    ("next_reserve_fx", "a Reserve ability waiting for the next Character played from hand"),
    ("after_rest", "effects waiting until after Rest"),
    ("no_move", "expeditions that can't move forward this Day"),
    ("ascended", "Ascended expeditions"),
)
"""What an effect leaves until the end of the day or the next play: state of the engine that a
position file does not hold (a replay starts the day without it), said in words."""


def unsaved(seats: list[GameState]) -> list[str]:
    """What each seat holds that a position file does not (:data:`_DAY_STATE`), in words."""
    return [
        f"P{p}: {words.format(n=value)}"
        for p, seat in enumerate(seats)
        for name, words in _DAY_STATE
        if (value := getattr(seat, name, None))
    ]


def trim(g: GameState) -> None:
    """Forget the trace's lines already in the log: each action's snapshot copies the trace,
    so a trace kept whole makes every action cost as much as all before it."""
    trace, today = g.trace, g.day_trace
    if trace is None or today is None:
        return
    trace[:] = [today]
    today.events.clear()
    today.expeditions.clear()
    today.dusk_at = -1


def cursor(g: GameState) -> tuple[int, int, int]:
    """Where the seat's trace stands: (days, events of the last day, its Dusk lines)."""
    trace = g.trace or []
    last = trace[-1] if trace else None
    return (len(trace), len(last.events) if last else 0, len(last.expeditions) if last else 0)


BEFORE_DUSK, DUSK, AFTER_DUSK = 0, 1, 2
"""When in its day a log line happened: the lines of both players sort by day, then by this."""

Line = tuple[int, int, str | None]
"""A log line: (day, when in the day, text); text None: where a decision was answered."""


def new_lines(g: GameState, cursor: tuple[int, int, int], prefix: str) -> list[Line]:
    """The trace's entries since ``cursor``, as :data:`Line`: the day's events up to its Dusk,
    the Dusk lines, then the events of the Dusk and the Night (Clean-up's decisions)."""
    trace = g.trace or []
    days, events, dusks = cursor
    lines: list[Line] = []
    for k in range(max(days - 1, 0), len(trace)):
        day = trace[k]
        same = k == days - 1
        first = events if same else 0
        for i, event in enumerate(day.events[first:], start=first):
            when = AFTER_DUSK if 0 <= day.dusk_at <= i else BEFORE_DUSK
            if event[0] == "decided":
                lines.append((day.day, when, None))
            elif event[0] != "play":  # the decision's own line says it
                lines.append((day.day, when, f"day {day.day} {prefix}- {' '.join(event)}"))
        for exp in day.expeditions[dusks if same else 0 :]:
            move = f"moves to region {exp.position_after}" if exp.moved else "does not move"
            lines.append(
                (
                    day.day,
                    DUSK,
                    f"day {day.day} {prefix}Dusk: {exp.name} expedition on region {exp.region} "
                    f"({exp.terrains}) F {exp.forest} M {exp.mountain} W {exp.water}, {move}",
                )
            )
    return lines


def place_answers(log: list[str], answered: int, lines: list[Line]) -> list[str]:
    """The log's lines once an action is over: ``lines`` (both players', sorted) after
    ``log``, but the answers given after that day's Dusk (Clean-up's discards: the last of the
    ``answered`` lines at the end of ``log``) moved from ``log`` to where they were given."""
    late = [i for i, (_day, when, text) in enumerate(lines) if text is None and when == AFTER_DUSK]
    moved = min(len(late), answered)
    kept, answers = (log[: len(log) - moved], log[len(log) - moved :]) if moved else (log, [])
    slots = dict(zip(late[len(late) - moved :], answers, strict=True))
    return kept + [
        text if text is not None else slots[i]
        for i, (_day, _when, text) in enumerate(lines)
        if text is not None or i in slots
    ]
