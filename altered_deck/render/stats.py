"""Deck statistics as terminal text (plain, aligned, 80 columns) and as a JSON-ready dict."""

from __future__ import annotations

from typing import Any

from altered_deck.cards.model import FACTION_NAMES
from altered_deck.render.data import attributes
from altered_deck.render.numbers import format_percent
from altered_deck.stats.deck import (
    FAMILY_COPY_LIMIT,
    RARITY_LABELS,
    TYPE_LABELS,
    Composition,
    Curve,
    DeckStats,
    DrawOdds,
    OddsRow,
    Terrain,
)

WIDTH = 80
BAR_WIDTH = 28
BLOCK = "█"


def _faction(code: str) -> str:
    return FACTION_NAMES.get(code, code)


def _clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, with an ellipsis when cut."""
    return text if len(text) <= width else text[: width - 1] + "…"


def _wrap_joined(prefix: str, items: list[str], sep: str = " · ") -> list[str]:
    """``items`` joined by ``sep`` after ``prefix``, wrapped at 80 columns with a hanging indent."""
    lines: list[str] = []
    current = prefix
    indent = " " * len(prefix)
    for i, item in enumerate(items):
        piece = item if i == 0 else sep + item
        if i > 0 and len(current) + len(piece) > WIDTH:
            lines.append(current.rstrip())
            current = indent + item
        else:
            current += piece
    lines.append(current)
    return lines


def _average(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


# --- text ---------------------------------------------------------------------------------


def render_stats_text(stats: DeckStats, *, show_all: bool = False) -> str:
    """The four sections (curve, terrain, composition, draw odds) as plain text."""
    blocks = [
        _header(stats),
        _curve(stats.curve, stats.cards),
        _terrain(stats.terrain),
        _composition(stats.composition),
        _odds(stats.odds, show_all),
    ]
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def _header(stats: DeckStats) -> list[str]:
    heroes = stats.heroes
    if len(heroes) == 1 and heroes[0].quantity == 1:
        hero = f"{heroes[0].name} ({_faction(heroes[0].faction)})"
        size = f"{stats.cards} cards + hero"
    else:
        count = sum(h.quantity for h in heroes)
        hero = "no hero" if not heroes else f"{count} heroes: " + ", ".join(h.name for h in heroes)
        size = f"{stats.cards} cards"
    return _wrap_joined("", [hero, size])


def _bar(count: int, scale: int) -> str:
    if count == 0:
        return ""
    if scale <= BAR_WIDTH:
        return BLOCK * count
    return BLOCK * max(1, round(count * BAR_WIDTH / scale))


def _curve(curve: Curve, cards: int) -> list[str]:
    column = BAR_WIDTH + 6
    scale = max([b.hand for b in curve.buckets] + [b.reserve for b in curve.buckets] + [0])
    lines = [f"Curve ({cards} cards, hero excluded)", f"{'  cost':<7}{'hand':<{column}}reserve"]
    for b in curve.buckets:
        hand = f"{_bar(b.hand, scale)} {b.hand}".lstrip()
        reserve = f"{_bar(b.reserve, scale)} {b.reserve}".lstrip()
        lines.append(f"  {b.cost:>3}  {hand:<{column}}{reserve}")
    hand_avg = f"average {_average(curve.average_hand)}"
    lines.append(f"{'':7}{hand_avg:<{column}}average {_average(curve.average_reserve)}")
    if curve.without_hand_cost or curve.without_reserve_cost:
        lines.append(
            f"  without a cost: {curve.without_hand_cost} (hand), "
            f"{curve.without_reserve_cost} (reserve)"
        )
    return lines


def _terrain(terrain: Terrain) -> list[str]:
    title = f"Terrain power ({terrain.characters} characters)"
    if terrain.characters == 0:
        return [f"{title}: no Character in the deck"]
    label = 30
    lines = [f"{title:<{label}}" + "".join(f"{s.terrain.title():>10}" for s in terrain.stats)]
    lines.append(f"{'  total':<{label}}" + "".join(f"{s.total:>10}" for s in terrain.stats))
    lines.append(
        f"{'  average per character':<{label}}"
        + "".join(f"{_average(s.average):>10}" for s in terrain.stats)
    )
    lines.append(
        f"{'  characters above 0':<{label}}"
        + "".join(f"{s.characters_above_zero:>10}" for s in terrain.stats)
    )
    return lines


def _counts(pairs: tuple[tuple[str, int], ...], labels: dict[str, str]) -> list[str]:
    items = [f"{labels.get(k, k)} {n}" for k, n in pairs if n]
    return items or ["none"]


def _composition(comp: Composition) -> list[str]:
    lines = ["Composition"]
    lines += _wrap_joined("  type      ", _counts(comp.by_type, TYPE_LABELS))
    lines += _wrap_joined("  rarity    ", _counts(comp.by_rarity, RARITY_LABELS))
    lines += _wrap_joined("  faction   ", _counts(comp.by_faction, FACTION_NAMES))
    lines += _wrap_joined("  set       ", _counts(comp.by_set, {}))
    lines.append(f"  families  {len(comp.families)} (copies per name, all versions together)")
    cells = [
        f"{fam.copies:>3}{'*' if fam.over_limit else ' '} {_clip(fam.name, 32):<32}"
        for fam in comp.families
    ]
    half = (len(cells) + 1) // 2
    right_column = cells[half:] + [""] * (2 * half - len(cells))
    for left, right in zip(cells[:half], right_column, strict=True):
        lines.append(f"  {left} {right}".rstrip())
    if any(fam.over_limit for fam in comp.families):
        lines.append(
            f"  * more than {FAMILY_COPY_LIMIT} copies of one name "
            "(information; `validate` judges legality)"
        )
    return lines


def _odds_label(row: OddsRow, width: int) -> str:
    suffix = f" ({row.copies})"
    head = f"≥{row.at_least} "
    return head + _clip(row.label, width - len(head) - len(suffix)) + suffix


def _odds(odds: DrawOdds, show_all: bool) -> list[str]:
    title = f"Draw odds ({odds.deck_size}-card deck, hero excluded)"
    if odds.deck_size == 0:
        return [f"{title}: no card to draw"]
    label = 38
    rows = [r for r in odds.rows if show_all or r.featured]
    lines = [
        f"{title:<{label}}" + "".join(f"{f'Day {d}':>10}" for d in odds.days),
        f"{'  chance to have seen ≥N (copies)':<{label}}"
        + "".join(f"{f'{n} cards':>10}" for n in odds.cards_seen),
    ]
    previous = None
    for row in rows:
        if previous is not None and row.group != previous:
            lines.append("")
        previous = row.group
        lines.append(
            f"  {_odds_label(row, label - 4):<{label - 2}}"
            + "".join(f"{format_percent(p):>10}" for p in row.probabilities)
        )
    hidden = len(odds.rows) - len(rows)
    if hidden:
        lines.append(f"  ({hidden} more rows with --all: every family, and ≥2, ≥3 ... copies)")
    return lines


# --- JSON ---------------------------------------------------------------------------------


def stats_to_dict(stats: DeckStats, *, show_all: bool = False) -> dict[str, Any]:
    """The statistics as a JSON-ready dict with stable field names (see docs/players/stats.md)."""
    odds = stats.odds
    return {
        "deck": {
            "name": stats.name,
            "source": stats.source,
            "cards": stats.cards,
            "heroes": [
                {
                    **attributes(h, "reference", "name", "faction", "quantity"),
                }
                for h in stats.heroes
            ],
        },
        "curve": {
            "buckets": [
                {"cost": b.cost, "hand": b.hand, "reserve": b.reserve} for b in stats.curve.buckets
            ],
            **attributes(
                stats.curve,
                "average_hand",
                "average_reserve",
                "without_hand_cost",
                "without_reserve_cost",
            ),
        },
        "terrain": {
            "characters": stats.terrain.characters,
            **{
                s.terrain: {
                    "total": s.total,
                    "average": s.average,
                    "characters_above_zero": s.characters_above_zero,
                }
                for s in stats.terrain.stats
            },
        },
        "composition": {
            "by_type": dict(stats.composition.by_type),
            "by_rarity": dict(stats.composition.by_rarity),
            "by_faction": dict(stats.composition.by_faction),
            "by_set": dict(stats.composition.by_set),
            "families": [
                {"family": f.family, "name": f.name, "copies": f.copies, "over_limit": f.over_limit}
                for f in stats.composition.families
            ],
        },
        "draw_odds": {
            "deck_size": odds.deck_size,
            "rows_shown": "all" if show_all else "default",
            "days": [
                {"day": d, "cards_seen": n} for d, n in zip(odds.days, odds.cards_seen, strict=True)
            ],
            "rows": [
                {
                    **attributes(r, "group", "key", "label", "copies", "at_least"),
                    "probabilities": list(r.probabilities),
                }
                for r in odds.rows
                if show_all or r.featured
            ],
        },
    }
