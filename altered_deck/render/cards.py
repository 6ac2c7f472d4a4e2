"""Cards, card tables, sync summaries and cache info as terminal text and JSON-ready dicts."""

from __future__ import annotations

import textwrap
from typing import Any

from tabulate import tabulate

from altered_deck.cards.model import DEFAULT_LOCALE, FACTION_NAMES, Card
from altered_deck.cards.store import CacheInfo
from altered_deck.cards.sync import SyncSummary
from altered_deck.render.data import attributes
from altered_deck.render.safe import one_line

TABLE_WIDTH = 80
MIN_NAME_WIDTH = 9


def _label(code: str) -> str:
    """``LANDMARK_PERMANENT`` → ``Landmark Permanent``."""
    return code.replace("_", " ").title()


def _faction(code: str) -> str:
    return f"{FACTION_NAMES.get(code, code)} ({code})"


def _num(value: int | None) -> str:
    return "-" if value is None else str(value)


def card_to_json(card: Card, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    """A card as a JSON-ready dict (stable keys; ``name`` in ``locale``)."""
    return {
        "reference": card.reference,
        "name": card.name_in(locale),
        "names": dict(card.names),
        "family": card.family,
        "set": card.set_code,
        "faction": card.faction,
        "faction_name": FACTION_NAMES.get(card.faction, card.faction),
        "type": card.card_type,
        "subtypes": list(card.subtypes),
        **attributes(
            card,
            "rarity",
            "rules_rarity",
            "is_unique",
            "hand_cost",
            "reserve_cost",
            "forest",
            "mountain",
            "water",
            "reserve_limit",
            "landmark_limit",
        ),
        "main_effect": dict(card.main_effect),
        "echo_effect": dict(card.echo_effect),
        **attributes(card, "is_suspended", "is_banned", "is_errated", "image_path"),
    }


def format_card(card: Card, locale: str = DEFAULT_LOCALE) -> str:
    """One card as labelled lines: name, faction, type, rarity, costs, stats, effects, flags."""
    kind = _label(card.card_type)
    if card.subtypes:
        kind += " — " + ", ".join(_label(s) for s in card.subtypes)
    rows = [
        ("Faction", _faction(card.faction)),
        ("Type", kind),
        (
            "Rarity",
            _label(card.rules_rarity) if card.rules_rarity else "none (the rules give it none)",
        ),
        ("Set", card.set_code),
        ("Family", card.family),
        ("Cost", f"hand {_num(card.hand_cost)}, reserve {_num(card.reserve_cost)}"),
    ]
    if card.is_hero:
        rows.append(
            ("Limits", f"reserve {_num(card.reserve_limit)}, landmarks {_num(card.landmark_limit)}")
        )
    if (card.forest, card.mountain, card.water) != (None, None, None):
        stats = f"forest {_num(card.forest)}, mountain {_num(card.mountain)}"
        rows.append(("Power", f"{stats}, water {_num(card.water)}"))
    if card.effect_text(locale):
        rows.append(("Effect", card.effect_text(locale)))
    if card.echo_text(locale):
        rows.append(("Echo", card.echo_text(locale)))
    flags = [
        name
        for name, on in (
            ("suspended", card.is_suspended),
            ("banned", card.is_banned),
            ("errated", card.is_errated),
        )
        if on
    ]
    if flags:
        rows.append(("Flags", ", ".join(flags) + " (as the source says; see the dated ban table)"))
    width = max(len(label) for label, _ in rows)
    indent = " " * (width + 4)
    lines = [f"{one_line(card.name_in(locale))}  {card.reference}"]
    for label, value in rows:
        # Effects run to 300 characters: wrap them under their label, within 80 columns.
        lines += textwrap.wrap(
            value,
            TABLE_WIDTH,
            initial_indent=f"  {label.ljust(width)}  ",
            subsequent_indent=indent,
            break_on_hyphens=False,
        )
    return "\n".join(lines)


def _short_type(code: str) -> str:
    """``LANDMARK_PERMANENT`` → ``Landmark``: the table's type column must stay narrow."""
    if code != "PERMANENT":
        code = code.removesuffix("_PERMANENT")
    return _label(code)


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def format_card_table(cards: list[Card], locale: str = DEFAULT_LOCALE) -> str:
    """Cards as a table of at most 80 columns (names cut with ``…`` when they must be):
    reference, name, faction, type, rarity, hand/reserve cost, forest/mountain/water."""
    headers = ["reference", "name", "fac", "type", "rarity", "cost", "F/M/W"]
    rows = [
        [
            card.reference,
            one_line(card.name_in(locale)),
            card.faction,
            _short_type(card.card_type),
            _label(card.rules_rarity) if card.rules_rarity else "-",
            f"{_num(card.hand_cost)}/{_num(card.reserve_cost)}",
            "/".join(_num(v) for v in (card.forest, card.mountain, card.water)),
        ]
        for card in cards
    ]
    widths = [max([len(h)] + [len(row[i]) for row in rows]) for i, h in enumerate(headers)]
    room = TABLE_WIDTH - sum(widths) + widths[1] - 2 * (len(headers) - 1)
    widths[1] = min(widths[1], max(MIN_NAME_WIDTH, room))
    lines = [headers, ["-" * w for w in widths]]
    lines += [[row[0], _fit(row[1], widths[1]), *row[2:]] for row in rows]
    return "\n".join(
        "  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip()
        for line in lines
    )


def sync_summary_to_json(summary: SyncSummary) -> dict[str, Any]:
    """A sync summary as a JSON-ready dict."""
    return {
        **attributes(summary, "source", "locales", "per_set", "total", "uniques"),
        "skipped": summary.skipped.count,
        "seconds": round(summary.seconds, 3),
    }


def format_sync_summary(summary: SyncSummary) -> str:
    """Cards per set, the total, the source, the locales and the time taken."""
    rows = [[code, count] for code, count in summary.per_set.items()]
    rows.append(["total", summary.total])
    table = tabulate(rows, headers=["set", "cards"], tablefmt="simple", colalign=("left", "right"))
    uniques = f"\nand {summary.uniques} Unique card(s)" if summary.uniques else ""
    return (
        f"{table}{uniques}\n"
        f"from {summary.source} ({', '.join(summary.locales)}) in {summary.seconds:.1f}s"
    )


def cache_info_to_json(info: CacheInfo) -> dict[str, Any]:
    """Cache info as a JSON-ready dict."""
    return {
        "path": str(info.path),
        **attributes(
            info,
            "exists",
            "size_bytes",
            "source",
            "locales",
            "synced_at",
            "card_count",
            "unique_count",
            "per_set",
            "per_locale",
        ),
    }


def format_cache_info(info: CacheInfo) -> str:
    """Location, source, sync time and counts per set and locale."""
    if not info.exists:
        return f"location  {info.path}\nstatus    empty (no cache file yet)"
    lines = [
        f"location  {info.path} ({info.size_bytes / 1_048_576:.1f} MiB)",
        f"source    {info.source or 'unknown'}",
        f"synced    {info.synced_at or 'never'}",
        f"locales   {', '.join(info.locales) or '-'}",
        f"cards     {info.card_count} ({info.unique_count} Unique)",
    ]
    if info.per_locale:
        named = ", ".join(f"{loc} {n}" for loc, n in info.per_locale.items())
        lines.append(f"names     {named}")
    if info.per_set:
        table = tabulate(
            [[code, n] for code, n in info.per_set.items()],
            headers=["set", "cards"],
            tablefmt="simple",
            colalign=("left", "right"),
        )
        lines += ["", table]
    return "\n".join(lines)
