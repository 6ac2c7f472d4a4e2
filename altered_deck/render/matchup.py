"""Matchup and gauntlet results as terminal text (80 columns) and as JSON-ready dicts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.render.columns import table, wrap_items
from altered_deck.render.data import attributes
from altered_deck.render.goldfish import (
    format_share_interval,
    proportion_to_dict,
    unmodelled_plays_phrase,
    unmodelled_plays_to_dict,
)
from altered_deck.render.numbers import format_percent
from altered_deck.sim.matchup import (
    DeckCoverage,
    GauntletResult,
    MatchupResult,
    Side,
    TracedDuel,
)
from altered_deck.stats.intervals import CONFIDENCE
from altered_deck.stats.plays import DEPENDENCE_THRESHOLD, UnmodelledPlays


def _games(count: int) -> str:
    return f"{count:,} game" if count == 1 else f"{count:,} games"


def deck_label(deck: DeckCoverage) -> str:
    """The Hero's name, or the deck name for a deck without a Hero."""
    return deck.hero or deck.name


def decks_lines(tags: Sequence[str], decks: Sequence[DeckCoverage]) -> list[str]:
    """``A: Hero · deck name``, one line per deck."""
    return [
        f"{tag}: {deck.hero or 'no Hero'} · {deck.name}"
        for tag, deck in zip(tags, decks, strict=True)
    ]


def coverage_lines(tag: str, deck: DeckCoverage, plays: UnmodelledPlays | None = None) -> list[str]:
    """What of the deck the engine does not play: unmodelled text (and its share of the deck's
    plays), opponent-aimed text."""
    count = len(deck.unmodelled)
    verb = "has" if count == 1 else "have"
    head = f"{tag} {deck.name}: {count} of {deck.distinct_cards} distinct cards {verb} unmodelled"
    lines = wrap_items(head + " text" + (": " if count else "."), list(deck.unmodelled), hang=6)
    if count and plays is not None and plays.counted:
        lines.append("    — " + unmodelled_plays_phrase(plays))
    aimed = len(deck.opponent_only)
    if aimed:
        lines += wrap_items(
            f"    {aimed} aim text at the opponent, not modelled in duels: ",
            list(deck.opponent_only),
            hang=6,
        )
    return lines


def dependence_lines(sides: Sequence[tuple[str, Side]]) -> list[str]:
    """A warning (two lines) per deck whose plays were more than a tenth cards with
    unmodelled text."""
    lines: list[str] = []
    for tag, side in sides:
        plays = side.unmodelled_plays
        if plays is not None and plays.depends:
            lines += [
                f"Warning: {tag} {deck_label(side.deck)} depends on unmodelled cards for "
                f"{format_percent(plays.share.share)} of its plays,",
                f"    more than {DEPENDENCE_THRESHOLD:.0%}: the engine ignores some of their text.",
            ]
    return lines


def _side_row(tag: str, side: Side) -> list[str]:
    wins = side.wins
    return [
        f"{tag} {deck_label(side.deck)}",
        f"{wins.count:,}",
        format_percent(wins.share),
        format_share_interval(wins),
        format_percent(side.wins_first.share),
        format_percent(side.wins_second.share),
    ]


def _results(result: MatchupResult, tags: tuple[str, str]) -> list[str]:
    lines = table(
        ["Deck", "wins", "share", "95% CI", "first", "second"],
        [_side_row(tags[0], result.a), _side_row(tags[1], result.b)],
    )
    lines.append(
        f"Draws (not decided by day {result.max_days}): {result.draws:,} · "
        f"games that went to the Arena (tiebreakers): {result.tiebreaks:,}"
    )
    lines.append(
        f"Shares are of all {_games(result.games)}; first/second: in the games that deck "
        "started / did not start."
    )
    return lines


def _histogram(result: MatchupResult, tags: tuple[str, str]) -> list[str]:
    days_a, days_b = result.a.win_days, result.b.win_days
    days = [d for d in range(1, len(days_a)) if days_a[d] or days_b[d]]
    if not days:
        return [f"No game decided by day {result.max_days}."]
    rows = [[f"{d:>2}", f"{days_a[d]:,}", f"{days_b[d]:,}"] for d in range(days[0], days[-1] + 1)]
    return table(["Win day", f"{tags[0]} won", f"{tags[1]} won"], rows)


def pilots_label(result: MatchupResult) -> str:
    """``greedy pilot``, or ``A: search (budget 64), B: greedy pilots``."""
    a, b = result.pilots
    return f"{a.label} pilot" if a == b else f"A: {a.label}, B: {b.label} pilots"


def _run_line(games: int, result: MatchupResult, per: str = "") -> str:
    return (
        f"seed {result.seed} · {_games(games)}{per} · {pilots_label(result)} · "
        f"day cap {result.max_days} · reshuffle rule {result.rules.reshuffle_rule}"
    )


def _moved(points: float) -> str:
    return f"{100 * points:+.1f} points"


def sensitivity_lines(result: MatchupResult, tags: tuple[str, str]) -> list[str]:
    """What a share measures, and how far the pilot's budget moves it (``--sensitivity``)."""
    lines = [
        "These shares measure the decks as these pilots play them: another pilot can move them."
    ]
    found = result.sensitivity
    if found is None:
        return lines
    a, b = result.pilots
    full = (a if a.name == "search" else b).search_budget
    return [
        *lines,
        f"The same games with a search budget of {found.budget} instead of {full}:",
        f"  {tags[0]} {format_percent(found.a_wins.share)} (at {full}: {_moved(found.a_moved)}), "
        f"{tags[1]} {format_percent(found.b_wins.share)} (at {full}: {_moved(found.b_moved)}).",
    ]


def render_matchup(result: MatchupResult, command: str) -> str:
    """The matchup: run line, win rates with CIs, win-day histogram per side, coverage."""
    tags = ("A", "B")
    blocks = [
        [_run_line(result.games, result), *decks_lines(tags, [result.a.deck, result.b.deck])],
        [*_results(result, tags), *dependence_lines([("A", result.a), ("B", result.b)])],
        sensitivity_lines(result, tags),
        _histogram(result, tags),
        [
            "Coverage:",
            *coverage_lines("A", result.a.deck, result.a.unmodelled_plays),
            *coverage_lines("B", result.b.deck, result.b.unmodelled_plays),
        ],
        [f"Replay: {command}"],
    ]
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def render_gauntlet(result: GauntletResult, command: str) -> str:
    """The gauntlet: overall win rate, one row per opponent, then each matchup's details."""
    first = result.matchups[0]
    overall = result.overall
    rows = [
        [
            f"O{index} {deck_label(m.b.deck)}",
            f"{m.a.wins.count:,}",
            format_percent(m.a.wins.share),
            format_share_interval(m.a.wins),
            f"{m.b.wins.count:,}",
            f"{m.draws:,}",
        ]
        for index, m in enumerate(result.matchups, 1)
    ]
    blocks = [
        [
            _run_line(first.games, first, " per opponent"),
            *decks_lines(
                ["A", *(f"O{i}" for i in range(1, len(result.matchups) + 1))],
                [result.deck, *(m.b.deck for m in result.matchups)],
            ),
        ],
        [
            f"{deck_label(result.deck)}: won {overall.count:,} of {_games(overall.total)}, "
            f"{format_percent(overall.share)} (95% CI {format_share_interval(overall)})",
            # The columns are the deck's (A's) games, never the opponent's: say so in each name.
            *table(["A vs", "A won", "share", "95% CI", "A lost", "draws"], rows),
        ],
    ]
    for index, m in enumerate(result.matchups, 1):
        tags = ("A", f"O{index}")
        warnings = dependence_lines([("A", m.a), (f"O{index}", m.b)])
        blocks.append([f"A vs O{index} {deck_label(m.b.deck)}:", *_results(m, tags), *warnings])
        if m.sensitivity is not None:
            blocks.append(sensitivity_lines(m, tags)[1:])
        blocks.append(_histogram(m, tags))
    blocks.insert(2, sensitivity_lines(first, ("A", "O"))[:1])
    coverage = coverage_lines("A", result.deck, result.unmodelled_plays)
    for index, m in enumerate(result.matchups, 1):
        coverage += coverage_lines(f"O{index}", m.b.deck, m.b.unmodelled_plays)
    blocks += [["Coverage:", *coverage], [f"Replay: {command}"]]
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def _outcome(traced: TracedDuel) -> str:
    record = traced.record
    if record.winner is None:
        return f"not decided by day {record.days}: a draw"
    arena = " in the Arena" if record.tiebreak else ""
    return f"P{record.winner} wins on day {record.won_day}{arena}"


def render_traced_duel(traced: TracedDuel, decks: Sequence[DeckCoverage], command: str) -> str:
    """The run's first game: who is P0/P1, every decision and each Dusk, the outcome."""
    record = traced.record
    lines = [
        *decks_lines(["P0", "P1"], decks),
        f"first player on Day 1: P{record.first}",
        "",
        *traced.log,
        "",
        f"{_outcome(traced)} · distances {record.distances[0]} and {record.distances[1]}",
        f"Replay: {command}",
    ]
    return "\n".join(lines) + "\n"


def traced_duel_to_dict(traced: TracedDuel, command: str | None = None) -> dict[str, Any]:
    """The traced game as JSON-ready data."""
    record = traced.record
    return {
        "command": command,
        "game_seed": record.seed,
        **attributes(record, "first", "winner", "won_day", "tiebreak", "days"),
        "distances": list(record.distances),
        "log": list(traced.log),
    }


# --- JSON ----------------------------------------------------------------------------------


def _deck(deck: DeckCoverage) -> dict[str, Any]:
    return {
        "name": deck.name,
        "hero": deck.hero,
        "distinct_cards": deck.distinct_cards,
        "unmodelled_cards": list(deck.unmodelled),
        "opponent_only_cards": list(deck.opponent_only),
    }


def _side(side: Side) -> dict[str, Any]:
    return {
        "deck": _deck(side.deck),
        "wins": proportion_to_dict(side.wins),
        "wins_first": proportion_to_dict(side.wins_first),
        "wins_second": proportion_to_dict(side.wins_second),
        "win_days": [
            {"day": day, "won": count} for day, count in enumerate(side.win_days) if day >= 1
        ],
        "unmodelled_plays": unmodelled_plays_to_dict(side.unmodelled_plays),
    }


def matchup_to_dict(result: MatchupResult, command: str | None = None) -> dict[str, Any]:
    """The matchup as JSON-ready data (stable field names)."""
    return {
        "command": command,
        "seed": result.seed,
        "games": result.games,
        "pilot": result.pilot,
        "pilot_b": result.pilots[1].name,
        "budget": result.budget,
        "max_days": result.max_days,
        "reshuffle_rule": result.rules.reshuffle_rule,
        "confidence": CONFIDENCE,
        "intervals": "wilson",
        "a": _side(result.a),
        "b": _side(result.b),
        "draws": result.draws,
        "tiebreaks": result.tiebreaks,
        "depends_on_unmodelled": result.depends_on_unmodelled,
        "sensitivity": _sensitivity(result),
    }


def _sensitivity(result: MatchupResult) -> dict[str, Any] | None:
    found = result.sensitivity
    if found is None:
        return None
    return {
        "budget": found.budget,
        "a_wins": proportion_to_dict(found.a_wins),
        "b_wins": proportion_to_dict(found.b_wins),
        "a_moved": found.a_moved,
        "b_moved": found.b_moved,
    }


def gauntlet_to_dict(result: GauntletResult, command: str | None = None) -> dict[str, Any]:
    """The gauntlet as JSON-ready data: the deck, its overall win rate, each matchup."""
    return {
        "command": command,
        "seed": result.seed,
        "deck": _deck(result.deck),
        "overall": proportion_to_dict(result.overall),
        "unmodelled_plays": unmodelled_plays_to_dict(result.unmodelled_plays),
        "confidence": CONFIDENCE,
        "matchups": [matchup_to_dict(m) for m in result.matchups],
    }
