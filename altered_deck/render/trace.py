"""Render a traced goldfish game (a list of ``DayTrace``) as readable text, day by day."""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.engine.core.record import DayTrace, TraceEvent

WIDTH = 80
"""Lines are wrapped to fit an 80-column terminal."""


def render_trace(trace: Sequence[DayTrace]) -> str:
    """One block per day: the hand at Noon, Mana Orbs, events in order (Day 1's Mana cards or
    the Expand, Noon triggers, plays and what they did), each expedition at Dusk (region,
    terrains, sums, Characters, move), the events of Dusk and Night after it, and the Reserve,
    Landmarks and deck after the Night.
    Long lists wrap onto indented lines within 80 columns."""
    lines: list[str] = []
    for day in trace:
        lines.append(f"Day {day.day}")
        lines += _fit([f"hand at Noon ({len(day.hand)}):", *_listed(day.hand, ";", "-")])
        lines.append(f"  mana: {day.mana} orb{'' if day.mana == 1 else 's'}")
        dusk = len(day.events) if day.dusk_at < 0 else day.dusk_at
        lines += [f"  {_event_text(e)}" for e in day.events[:dusk] if e[0] != "decided"]
        for exp in day.expeditions:
            move = f"moves to region {exp.position_after}" if exp.moved else "does not move"
            lines += _fit(
                [
                    f"Dusk, {exp.name} expedition on region {exp.region} ({exp.terrains}):",
                    f"F {exp.forest} M {exp.mountain} W {exp.water}",
                    f"-> {move}",
                ]
            )
            if exp.characters:
                lines += _fit(_listed(exp.characters, " ·", ""), "    ", "      ")
        lines += [f"  {_event_text(e)}" for e in day.events[dusk:] if e[0] != "decided"]
        lines += _fit(
            [
                *_bracketed("Night: Reserve", day.reserve),
                *_bracketed(" Landmarks", day.landmarks),
                f" deck {day.deck_left}",
            ]
        )
        if day.won:
            lines.append(f"  Won on day {day.day}.")
    return "\n".join(lines) + ("\n" if lines else "")


def _listed(items: Sequence[str], separator: str, empty: str) -> list[str]:
    """One piece per item, each but the last followed by ``separator``; ``[empty]`` if none."""
    if not items:
        return [empty]
    return [f"{item}{separator}" for item in items[:-1]] + [items[-1]]


def _bracketed(label: str, items: Sequence[str]) -> list[str]:
    """``label [A; B]`` as pieces ``["label [A;", "B]"]`` (``["label []"]`` for no item)."""
    pieces = _listed(items, ";", "")
    pieces[0] = f"{label} [{pieces[0]}"
    pieces[-1] += "]"
    return pieces


def _fit(pieces: Sequence[str], indent: str = "  ", more: str = "    ") -> list[str]:
    """Join ``pieces`` with spaces into lines of at most :data:`WIDTH` columns, breaking only
    between pieces (never inside a card name); continuation lines start with ``more``."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if line and len(line) + 1 + len(piece) > WIDTH:
            lines.append(line)
            line = more + piece.lstrip()
        elif line:
            line = f"{line} {piece}"
        else:
            line = indent + piece
    lines.append(line)
    return lines


_EVENT_TEXTS = {
    "mana": "to Mana: {1}",
    "expand": "Expand: {1}",
    "token": "  token {1} -> {2}",
    "resupply": "  Resupply: {1} to Reserve",
    "to-reserve": "  {1} from hand to Reserve",
    "support": "use {1} from Reserve (discarded)",
    "tap": "exhaust {1}",
    "die": "  die roll: {1}",
    "hero": "  {1} exhausts",
}
"""How each kind of trace event reads; ``{n}`` is the event's ``n``-th word."""


def _event_text(event: TraceEvent) -> str:
    what = event[0]
    if what == "play":
        _what, source, name, cost, where = event
        target = f" -> {where}" if where else ""
        return f"play {name} from {source} for {cost}{target}"
    text = _EVENT_TEXTS.get(what)
    return " ".join(event) if text is None else text.format(*event)
