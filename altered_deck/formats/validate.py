"""The validation entry point: one resolved deck, one format, one date -> a result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date

from altered_deck.cards.model import Card
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.standin import UNKNOWN_FACTION
from altered_deck.errors import EXIT_ILLEGAL, EXIT_OK, EXIT_USAGE, UsageError
from altered_deck.formats.allowlists import Allowlist, load_allowlists
from altered_deck.formats.bans import BanTable, load_bans
from altered_deck.formats.catalog import Catalog, Format, load_catalog
from altered_deck.formats.listrules import WARN_SET_DATE, undated_set_warnings
from altered_deck.formats.releases import ReleaseTable, load_releases
from altered_deck.formats.rulemodel import (
    BAN_LIST_RULE,
    WARNING,
    Offender,
    RuleContext,
    Violation,
    faction_name,
    offender,
    single_hero,
)
from altered_deck.formats.rules import pool_counts
from altered_deck.formats.rulesfolder import RulesOrigin

LEGAL = "LEGAL"
ILLEGAL = "ILLEGAL"
UNREADABLE = "UNREADABLE"
NO_CARD_DATA = "NO-CARD-DATA"

WARN_API_FLAG = "WARN-API-FLAG"
"""Warning: the API's isSuspended/isBanned flag disagrees with the dated ban table."""

WARN_FORMAT_DATE = "WARN-FORMAT-DATE"
"""Warning: the deck is judged on a date before the format existed (its first day is given)."""

WARN_POOL_UNCHECKED = "WARN-POOL-UNCHECKED"
"""Warning: a pool format judged without ``--pool``: the deck was not checked against a pool."""

WARNING_CODES = (WARN_API_FLAG, WARN_FORMAT_DATE, WARN_POOL_UNCHECKED, WARN_SET_DATE)


@dataclass(frozen=True)
class Basis:
    """What decks are judged against: format, date, rules version and ban list."""

    format: str
    as_of: date
    rules_version: str
    ban_list: str | None
    bans_apply: bool
    rules_file: str | None = None
    numbering: str = ""
    rules_data: RulesOrigin | None = None
    """The rules data judged by (bundled or updated)."""

    def ban_list_label(self) -> str:
        """``ban list of 2026-02-12``, ``no ban list yet`` or ``ban list not applied``."""
        if not self.bans_apply:
            return "ban list not applied"
        return f"ban list of {self.ban_list}" if self.ban_list else "no ban list yet"


def basis_for(
    format_name: str,
    as_of: date,
    *,
    catalog: Catalog | None = None,
    bans: BanTable | None = None,
    rules_file: str | None = None,
    rules_data: RulesOrigin | None = None,
) -> Basis:
    """The format, rules version and ban list that apply on ``as_of`` (``rules_file``: the
    organiser's file merged into the built-in rules, named in reports; ``rules_data``: the
    rules data judged by, default the data in force)."""
    if rules_data is None:
        from altered_deck.rulesdata import in_force

        rules_data = in_force().origin()
    catalog = catalog or load_catalog()
    bans = bans or load_bans()
    fmt = catalog.get(format_name)
    return Basis(
        format=fmt.name,
        as_of=as_of,
        rules_version=catalog.rules_version_on(as_of).describe(),
        ban_list=bans.label_on(as_of) if fmt.bans else None,
        bans_apply=fmt.bans,
        rules_file=rules_file,
        numbering=catalog.rules_version_on(as_of).numbering,
        rules_data=rules_data,
    )


@dataclass(frozen=True)
class UnreadableDeck:
    """A DECK argument that could not be read or resolved: no verdict, an error instead."""

    label: str
    message: str
    details: tuple[str, ...] = ()
    exit_code: int = EXIT_USAGE

    @property
    def verdict(self) -> str:
        """``UNREADABLE`` (bad input) or ``NO-CARD-DATA`` (card data unavailable)."""
        return UNREADABLE if self.exit_code == EXIT_USAGE else NO_CARD_DATA


@dataclass(frozen=True)
class DeckCounts:
    """The numbers a verdict line and ``--json`` show."""

    cards: int
    heroes: int
    non_hero: int
    rare: int
    unique: int
    exalted: int
    mana_convergence: int
    factions: dict[str, int]


@dataclass(frozen=True)
class ValidationResult:
    """The verdict on one deck: every violation and warning, and what it was judged against."""

    deck: ResolvedDeck
    basis: Basis
    violations: tuple[Violation, ...]
    warnings: tuple[Violation, ...]
    counts: DeckCounts
    hero: Card | None
    undecided: tuple[str, ...] = ()
    """Uniques without card data that some rule in force could not judge (see ``decided``)."""

    @property
    def decided(self) -> bool:
        """False when the deck breaks no rule but a rule could not judge a Unique without
        its card data: the verdict needs that data (``check_deck`` makes it exit 3)."""
        return bool(self.violations) or not self.undecided

    @property
    def label(self) -> str:
        """Where the deck came from (path, ``<stdin>``...), else its name."""
        return self.deck.deck.source or self.deck.name

    @property
    def legal(self) -> bool:
        """True when no rule is violated (warnings do not count)."""
        return not self.violations

    @property
    def verdict(self) -> str:
        """``LEGAL`` or ``ILLEGAL``."""
        return LEGAL if self.legal else ILLEGAL


def count_deck(deck: ResolvedDeck) -> DeckCounts:
    """Card, Hero, rarity and faction counts (heroes have no rarity)."""
    heroes = sum(e.quantity for e in deck.heroes)
    by_rarity: dict[str, int] = {}
    factions: dict[str, int] = {}
    mana = 0
    for entry in deck.entries:
        # Mana Convergence has no faction (1.1.5.c); a stand-in's faction is unknown.
        if entry.card.faction not in ("NE", UNKNOWN_FACTION):
            factions[entry.card.faction] = factions.get(entry.card.faction, 0) + entry.quantity
        if entry.card.card_type == "TOKEN_MANA":
            mana += entry.quantity
        if not entry.card.is_hero:
            by_rarity[entry.card.rarity] = by_rarity.get(entry.card.rarity, 0) + entry.quantity
    return DeckCounts(
        cards=deck.total,
        heroes=heroes,
        non_hero=deck.total - heroes,
        rare=by_rarity.get("RARE", 0),
        unique=by_rarity.get("UNIQUE", 0),
        exalted=by_rarity.get("EXALTED", 0),
        mana_convergence=mana,
        factions=dict(sorted(factions.items(), key=lambda kv: (-kv[1], kv[0]))),
    )


def flag_warnings(deck: ResolvedDeck, bans: BanTable, as_of: date) -> list[Violation]:
    """Cards the API flags (isSuspended/isBanned) otherwise than the dated table on ``as_of``."""
    warnings: list[Violation] = []
    label = bans.label_on(as_of)
    seen: set[str] = set()
    for entry in deck.entries:
        card = entry.card
        if card.key in seen:
            continue
        seen.add(card.key)
        flagged = "banned" if card.is_banned else "suspended" if card.is_suspended else None
        ban = bans.entry_for(card, as_of)
        listed = ban.status if ban else None
        # A card the table lists but the API does not flag is already a violation: no warning.
        if flagged is None or flagged == listed:
            continue
        api = f"the API flags it {flagged}"
        if label is None:
            table = "no ban list was in force yet"
        elif listed:
            table = f"the ban list of {label} has it {listed}"
        else:
            table = f"the ban list of {label} does not list it"
        warnings.append(
            Violation(
                WARN_API_FLAG,
                f'{card.reference} "{card.english_name}" ({card.rarity_code}, '
                f"{faction_name(card.faction)}): {api}, {table}; the dated table is used",
                f"{BAN_LIST_RULE}:{label}" if label else BAN_LIST_RULE,
                (offender(entry),),
                WARNING,
            )
        )
    return warnings


def format_date_warnings(fmt: Format, as_of: date) -> list[Violation]:
    """A warning when ``as_of`` is before the format's first day (it did not exist yet)."""
    if fmt.exists_on(as_of):
        return []
    assert fmt.start is not None
    source = f" ({fmt.source})" if fmt.source else ""
    return [
        Violation(
            WARN_FORMAT_DATE,
            f"{fmt.title} did not exist yet on {as_of.isoformat()}: it starts on "
            f"{fmt.start.isoformat()}{source}; its current rules are applied",
            f"format:{fmt.name}",
            (),
            WARNING,
        )
    ]


def pool_warnings(
    fmt: Format, as_of: date, numbering: str, pool: Mapping[str, int] | None
) -> list[Violation]:
    """A warning when a pool format is judged without its pool (its pool rule could not run)."""
    if pool is not None:
        return []
    checks = [r for r in fmt.rules_on(as_of) if r.kind == "pool_subset"]
    if not checks:
        return []
    return [
        Violation(
            WARN_POOL_UNCHECKED,
            f"{fmt.title}: judged without its pool, so whether the deck's cards come from the "
            "pool was not checked; give the pool with --pool FILE",
            checks[0].rule_id(numbering),
            (),
            WARNING,
        )
    ]


def validate(
    resolved_deck: ResolvedDeck,
    format_name: str = "standard",
    as_of: date | None = None,
    pool: Mapping[str, int] | None = None,
    *,
    catalog: Catalog | None = None,
    bans: BanTable | None = None,
    releases: ReleaseTable | None = None,
    allowlists: Mapping[str, Allowlist] | None = None,
) -> ValidationResult:
    """Judge ``resolved_deck`` against ``format_name`` as of ``as_of`` (required: inject today).

    ``pool`` (Limited and Booster War only) maps references to the quantities available; the
    deck must be part of it. Every rule in force runs and every violation is reported.
    ``releases`` (release dates) and ``allowlists`` (community formats) default to the
    built-in data.
    """
    if as_of is None:
        raise UsageError("validate needs the date to judge by (as_of)")
    catalog = catalog or load_catalog()
    bans = bans or load_bans()
    fmt = catalog.get(format_name)
    basis = basis_for(fmt.name, as_of, catalog=catalog, bans=bans)
    if pool is not None and not fmt.takes_pool:
        raise UsageError(f"format {fmt.name} takes no pool (--pool is for Limited and Booster War)")
    ctx = RuleContext(
        as_of=as_of,
        bans=bans,
        pool=pool_counts(pool) if pool is not None else None,
        releases=releases or load_releases(),
        allowlists=load_allowlists() if allowlists is None else allowlists,
    )
    violations: list[Violation] = []
    undecided: dict[str, None] = {}
    numbering = catalog.rules_version_on(as_of).numbering
    for rule in fmt.rules_on(as_of):
        if resolved_deck.missing_data:
            undecided.update(dict.fromkeys(rule.undecided(resolved_deck, ctx)))
        found = list(rule.check(resolved_deck, ctx))
        if found:  # the rule id only when needed: most rules of most decks find nothing
            rule_id = rule.rule_id(numbering, basis.ban_list)
            violations += [v if v.rule_number else replace(v, rule_number=rule_id) for v in found]
    warnings = format_date_warnings(fmt, as_of)
    warnings += flag_warnings(resolved_deck, bans, as_of) if fmt.bans else []
    warnings += pool_warnings(fmt, as_of, numbering, pool)
    if ctx.releases is not None and any(r.kind == "released" for r in fmt.rules_on(as_of)):
        warnings += undated_set_warnings(resolved_deck, ctx.releases)
    return ValidationResult(
        deck=resolved_deck,
        basis=basis,
        violations=tuple(violations),
        warnings=tuple(warnings),
        counts=count_deck(resolved_deck),
        hero=single_hero(resolved_deck),
        undecided=tuple(undecided),
    )


def exit_code(outcomes: Sequence[ValidationResult | UnreadableDeck]) -> int:
    """The run's exit code: the worst outcome wins (3 no card data > 2 unreadable > 1 illegal)."""
    code = EXIT_OK
    for outcome in outcomes:
        if isinstance(outcome, UnreadableDeck):
            code = max(code, outcome.exit_code)
        elif not outcome.legal:
            code = max(code, EXIT_ILLEGAL)
    return code


__all__ = [
    "ILLEGAL",
    "LEGAL",
    "NO_CARD_DATA",
    "UNREADABLE",
    "WARNING_CODES",
    "WARN_API_FLAG",
    "WARN_FORMAT_DATE",
    "WARN_POOL_UNCHECKED",
    "WARN_SET_DATE",
    "Basis",
    "DeckCounts",
    "Offender",
    "UnreadableDeck",
    "ValidationResult",
    "basis_for",
    "count_deck",
    "exit_code",
    "validate",
]
