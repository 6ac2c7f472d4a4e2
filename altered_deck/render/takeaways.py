"""The report's plain sentences: what each section says, in words a player reads first.

Each function returns one sentence (no markup) from the computed data, e.g. "Wins by day 4
in 87.3% of games, by day 5 in 99.8%; the mean win day is 4.13." Numbers use the same
formats as the tables beside them, so the sentence and the table agree to the digit.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath

from altered_deck.cards.model import Card
from altered_deck.decks.model import ResolvedDeck
from altered_deck.formats.validate import ValidationResult
from altered_deck.render.decks import type_label
from altered_deck.render.numbers import format_percent
from altered_deck.render.tune import threshold_label
from altered_deck.sim.goldfish import GoldfishRun
from altered_deck.sim.tune import (
    BETTER,
    NO_EFFECT,
    TOO_SMALL,
    UNCLEAR,
    WORSE,
    SwapResult,
    TuneResult,
)
from altered_deck.stats.deck import RARITY_LABELS, DeckStats, DrawOdds

DECK_SUFFIXES = (".txt", ".json", ".text", ".deck")
"""File suffixes whose stem names a deck that carries no name of its own."""


def _series(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def deck_name(deck: ResolvedDeck) -> str | None:
    """The deck's own name, else its file's stem (``sierra`` for ``decks/sierra.txt``);
    None for a deck read from a code or stdin."""
    if deck.deck.name:
        return deck.deck.name
    source = deck.deck.source or ""
    if PurePath(source).suffix.lower() in DECK_SUFFIXES:
        return PurePath(source).stem
    return None


def page_title(deck: ResolvedDeck, hero_name: str | None) -> str:
    """``Sierra & Oddball · sierra``: the Hero and the deck's name, whichever are known."""
    hero = deck.hero.english_name if deck.hero is not None else hero_name
    parts = [p for p in (hero, deck_name(deck)) if p]
    return " · ".join(parts) or "Deck report"


def deck_sentence(stats: DeckStats) -> str:
    """``39 cards besides the Hero: 25 Characters, 3 Spells and 11 Landmark Permanents
    (31 Common, 8 Rare).``"""
    comp = stats.composition
    types = [f"{n} {type_label(t, n)}" for t, n in comp.by_type if n]
    rarities = [f"{n} {RARITY_LABELS.get(r, r.title())}" for r, n in comp.by_rarity if n]
    hero = "besides the Hero" if stats.heroes else "and no Hero"
    text = f"{stats.cards} cards {hero}"
    if types:
        text += ": " + _series(types)
    if rarities:
        text += f" ({', '.join(rarities)})"
    return text + "."


def legality_sentence(result: ValidationResult) -> str:
    """``Legal in standard on 2026-03-01.`` / ``Not legal in standard on …: 1 violation.``"""
    basis = result.basis
    where = f"in {basis.format} on {basis.as_of.isoformat()}"
    warnings = len(result.warnings)
    warned = f" ({warnings} warning{'s' * (warnings != 1)})" if warnings else ""
    if result.legal:
        return f"Legal {where}{warned}."
    count = len(result.violations)
    return f"Not legal {where}: {count} violation{'s' * (count != 1)}{warned}."


def curve_sentence(stats: DeckStats) -> str:
    """The most common Hand Cost and the strongest terrain, e.g. ``Most cards cost 3 from
    hand (17 of 39; average 2.85); Mountain is the strongest terrain (2.16 per Character,
    Forest 1.84, Water 1.84).``"""
    curve = stats.curve
    peak = max(curve.buckets, key=lambda b: b.hand, default=None)
    if peak is None or peak.hand == 0:
        text = "No card has a Hand Cost"
    else:
        mean = "" if curve.average_hand is None else f"; average {curve.average_hand:.2f}"
        text = f"Most cards cost {peak.cost} from hand ({peak.hand} of {stats.cards}{mean})"
    terrain = stats.terrain.stats
    best = max((s.total for s in terrain), default=0)
    if stats.terrain.characters == 0 or best == 0:
        return text + "; no Character, so no terrain power."
    strongest = [s for s in terrain if s.total == best]
    names = _series([s.terrain.title() for s in strongest])
    others = ", ".join(
        f"{s.terrain.title()} {s.average:.2f}"
        for s in terrain
        if s not in strongest and s.average is not None
    )
    per = strongest[0].average or 0.0
    verb = "is the strongest terrain" if len(strongest) == 1 else "are the strongest terrains"
    return f"{text}; {names} {verb} ({per:.2f} per Character{', ' if others else ''}{others})."


def odds_sentence(odds: DrawOdds) -> str | None:
    """How often a card you run the most copies of is seen by Day 1 and by the last day
    shown, e.g. ``A card you run 3 copies of is in your first 6 cards in 40.3% of games,
    and among the 12 seen by Day 4 in 68.0%.``; None for an empty deck."""
    families = [r for r in odds.rows if r.group == "family" and r.at_least == 1]
    if not families or not odds.days:
        return None
    row = max(families, key=lambda r: r.copies)
    first, last = odds.cards_seen[0], odds.cards_seen[-1]
    copies = "1 copy" if row.copies == 1 else f"{row.copies} copies"
    return (
        f"A card you run {copies} of is in your first {first} cards in "
        f"{format_percent(row.probabilities[0])} of games, and among the {last} seen by "
        f"Day {odds.days[-1]} in {format_percent(row.probabilities[-1])}."
    )


def goldfish_sentence(part: GoldfishRun) -> str:
    """``Wins by day 4 in 87.3% of games, by day 5 in 99.8%; the mean win day is 4.13.``"""
    summary = part.summary
    rows = [r for r in summary.win_days if r.day <= part.max_days]
    won = [r for r in rows if r.by_day.count]
    if not won:
        return f"Won no game by day {part.max_days} (the day cap)."
    half = next((r for r in rows if (r.by_day.share or 0.0) >= 0.5), None)
    if half is None:
        last = rows[-1]
        return (
            f"Wins by day {last.day} (the day cap) in only "
            f"{format_percent(last.by_day.share)} of games."
        )
    text = f"Wins by day {half.day} in {format_percent(half.by_day.share)} of games"
    after = next((r for r in rows if r.day == half.day + 1), None)
    if after is not None and (half.by_day.share or 0.0) < 1:
        text += f", by day {after.day} in {format_percent(after.by_day.share)}"
    mean = summary.win_day_mean.mean
    return text + ("." if mean is None else f"; the mean win day is {mean:.2f}.")


def card_words(card: Card) -> str:
    """A card's name, with its rarity code when not a Common (two versions differ)."""
    if card.rarity_code == "C":
        return card.english_name
    return f"{card.english_name} ({card.rarity_code})"


def _days(value: float) -> str:
    if abs(value) < 0.0005:
        return "the same day"
    return f"{abs(value):.3f} days {'earlier' if value < 0 else 'later'}"


def _points(value: float) -> str:
    if abs(value) < 0.00005:
        return "as many games"
    return f"{100 * abs(value):.2f} points {'more' if value > 0 else 'fewer'} games"


_VERDICT_WORDS = {
    BETTER: "significantly better",
    WORSE: "significantly worse",
    TOO_SMALL: "significant but below the practical threshold",
    UNCLEAR: "not significant",
    NO_EFFECT: "no effect",
}


def swap_sentence(result: SwapResult, tuned: TuneResult) -> str:
    """``Swapping Three Little Pigs for Walrus Scout wins 0.015 days earlier on average
    (95% CI 0.032 earlier to 0.002 later; not significant).``"""
    d = result.difference
    day = tuned.metric.by_day
    words = _days if day is None else _points
    if day is not None:
        effect = f"wins by day {day} in {_points(d.mean)}"
    elif abs(d.mean) < 0.0005:
        effect = "wins on the same day"
    else:
        effect = f"wins {_days(d.mean)} on average"
    verdict = _VERDICT_WORDS.get(result.verdict, result.verdict)
    if d.low == d.high:  # no spread: every paired game gave the same difference
        interval = f"the same in each of the {d.n:,} games"
    else:
        low, high = (words(v).replace(" games", "").replace(" days", "") for v in (d.low, d.high))
        interval = f"95% CI {low} to {high}"
    return (
        f"Swapping {card_words(result.swap.out)} for {card_words(result.swap.into)} "
        f"{effect} ({interval}; {verdict})."
    )


def tuning_sentence(tuned: TuneResult) -> str:
    """How many swaps are better or worse (each swap's verdict, as ``tune`` gives it: significant
    and at least the practical threshold), in words."""
    count = len(tuned.results)
    if count == 0:
        return "No swap to simulate."
    what = "the mean win day" if tuned.metric.by_day is None else "the share won by that day"
    verdicts = [r.verdict for r in tuned.results]
    better, worse, small = (verdicts.count(v) for v in (BETTER, WORSE, TOO_SMALL))
    test = f"(Holm-adjusted, α {tuned.alpha:g}; at least {threshold_label(tuned)})"
    changes = f"{small} change{'s' * (small == 1)}"
    smaller = f"; {changes} it significantly, by less than that" if small else ""
    if not better and not worse:
        if count == 1:
            return f"The swap does not make {what} better or worse{smaller} {test}:"
        none = f"None of the {count} swaps makes {what} better or worse"
        return f"{none}{smaller} {test}; the best first:"
    worsen = f"; {worse} make{'s' * (worse == 1)} it worse" if worse else ""
    if not better:
        return f"No swap improves {what}{worsen}{smaller} {test}. The best first:"
    return (
        f"{better} of {count} swaps improve{'s' * (better == 1)} {what}{worsen}{smaller} "
        f"{test}. The best first:"
    )
