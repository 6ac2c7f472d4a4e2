"""Deck-construction checks: one :class:`Rule` subclass a ``check`` kind, each with a stable
code, yielding violations (the model: :mod:`altered_deck.formats.rulemodel`).

A :class:`Rule` is built from one rule entry of ``data/rules/formats.json`` (its ``check`` names the
class in :data:`CHECKS`); its numbers come from the entry's ``params``, never from code. A
check looks at a :class:`ResolvedDeck` and yields every :class:`Violation` it finds, each with
the numbers in its message and the offending references with their input lines.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Mapping
from datetime import date
from operator import attrgetter
from typing import Any

from altered_deck.cards.model import Card, key_of
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.standin import UNKNOWN_FACTION
from altered_deck.errors import CardDataError
from altered_deck.formats.listrules import OnAllowlist, Released
from altered_deck.formats.rulemodel import (
    BAN_LIST_RULE,
    Offender,
    Rule,
    RuleContext,
    Violation,
    faction_name,
    group_entries,
    is_deck_card,
    offender,
    plural,
    refs_text,
    single_hero,
    stand_ins,
)

# --- the checks -------------------------------------------------------------------------


class HeroCount(Rule):
    """Number of Hero cards between ``min`` and ``max``."""

    kind = "hero_count"

    def numbers(self) -> str:
        """``exactly 1``, ``0-1``."""
        low, high = self._int("min"), self._int("max")
        return f"exactly {low}" if low == high else f"{low}-{high}"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Too few or too many Heroes."""
        count = sum(e.quantity for e in deck.heroes)
        low, high = self._int("min"), self._int("max")
        if low <= count <= high:
            return
        bound = f"exactly {low}" if low == high else f"{low}-{high}"
        heroes = [offender(e) for e in deck.heroes]
        detail = f": {refs_text(heroes)}" if heroes else ""
        yield self.violation(
            f"{plural(count, 'Hero', 'Heroes')} ({bound} required){detail}", heroes
        )


class DeckSize(Rule):
    """Number of cards (``count``: ``all`` or ``non_hero``) at least ``min`` / at most ``max``."""

    kind = "deck_size"

    def _what(self) -> str:
        return (
            "non-Hero cards"
            if self.params.get("count") == "non_hero"
            else "cards including the Hero"
        )

    def numbers(self) -> str:
        """``min 40 cards including the Hero``, ``exactly 12 non-Hero cards``."""
        low, high = self.params.get("min"), self.params.get("max")
        if low is not None and low == high:
            return f"exactly {low} {self._what()}"
        parts = ([f"min {low}"] if low is not None else []) + (
            [f"max {high}"] if high is not None else []
        )
        return f"{', '.join(parts)} {self._what()}"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """The deck is too small or too big."""
        non_hero = self.params.get("count") == "non_hero"
        count = sum(e.quantity for e in deck.entries if not (non_hero and e.card.is_hero))
        low, high = self.params.get("min"), self.params.get("max")
        what = "non-Hero card" if non_hero else "card"
        with_hero = not non_hero and any(True for _ in deck.heroes)
        counted = plural(count, what) + (" including the Hero" if with_hero else "")
        if low is not None and low == high:
            if count != low:
                yield self.violation(f"{counted} (exactly {low})")
        elif low is not None and count < low:
            yield self.violation(f"{counted} (min {low})")
        elif high is not None and count > high:
            yield self.violation(f"{counted} (max {high})")


class HeroFaction(Rule):
    """Every deck card's faction (``mainFaction``) is the Hero's faction."""

    kind = "hero_faction"

    def numbers(self) -> str:
        """``1 faction``."""
        return "1 faction"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Cards of another faction; skipped unless the Heroes (one, or several copies or
        Heroes of one faction: the Hero rule reports those) give a single faction."""
        hero_factions = {e.card.faction for e in deck.heroes}
        if len(hero_factions) != 1:
            return
        (faction,) = hero_factions
        # Refused types (foilers, Mana Convergence) are reported by their own rules alone.
        off = [
            offender(e)
            for e in deck.non_hero
            if is_deck_card(e.card) and e.card.faction not in (faction, UNKNOWN_FACTION)
        ]
        if off:
            factions = {e.card.reference: e.card.faction for e in deck.non_hero}
            count = sum(o.quantity for o in off)
            yield self.violation(
                f"{plural(count, 'card')} not in the Hero's faction ({faction}): "
                f"{refs_text(off, factions)}",
                off,
            )

    def undecided(self, deck: ResolvedDeck, ctx: RuleContext) -> list[str]:
        """Stand-ins: a Unique's faction is its card's, not its reference's letters."""
        if len({e.card.faction for e in deck.heroes}) != 1:
            return []
        return [e.card.reference for e in stand_ins(deck)]


class NameMax(Rule):
    """At most ``max`` cards of one family (same English name), all versions together."""

    kind = "name_max"

    def numbers(self) -> str:
        """``max 3 per name``."""
        return f"max {self._int('max')} per name"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per family over the cap."""
        limit = self._int("max")
        families = group_entries(deck.entries, attrgetter("family"), is_deck_card)
        for entries in families.values():
            count = sum(e.quantity for e in entries)
            if count > limit:
                off = [offender(e) for e in entries]
                name = entries[0].card.english_name
                yield self.violation(
                    f'{count} cards named "{name}" (max {limit}): {refs_text(off)}', off
                )


RARITY_WORDS = {"RARE": "rare", "UNIQUE": "unique", "EXALTED": "exalted", "COMMON": "common"}


class RarityMax(Rule):
    """At most ``max`` non-Hero cards of ``rarity`` (0 is a limit too)."""

    kind = "rarity_max"

    def numbers(self) -> str:
        """``max 15 rare``."""
        return f"max {self._int('max')} {RARITY_WORDS.get(self.params['rarity'], '?')}"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Too many cards of the rarity; heroes have no rarity (2.2.5.c)."""
        rarity, limit = str(self.params["rarity"]), self._int("max")
        entries = [e for e in deck.non_hero if e.card.rarity == rarity]
        count = sum(e.quantity for e in entries)
        if count > limit:
            off = [offender(e) for e in entries]
            word = RARITY_WORDS.get(rarity, rarity.lower())
            yield self.violation(
                f"{plural(count, word + ' card')} (max {limit}): {refs_text(off)}", off
            )


class UniqueOnce(Rule):
    """Each unique reference at most once."""

    kind = "unique_once"

    def numbers(self) -> str:
        """``max 1 per unique``."""
        return "max 1 per unique"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per unique held more than once."""
        by_key = group_entries(deck.entries, attrgetter("key"), attrgetter("is_unique"))
        for entries in by_key.values():
            count = sum(e.quantity for e in entries)
            if count > 1:
                card = entries[0].card
                lines = tuple(sorted({n for e in entries for n in e.lines}))
                yield self.violation(
                    f'{count} copies of unique {card.reference} "{card.english_name}" (max 1)',
                    [Offender(card.reference, count, lines)],
                )


class VersionMax(Rule):
    """At most ``max`` copies of each version (family + rarity code), printings together."""

    kind = "version_max"

    def numbers(self) -> str:
        """``max 1 per version``."""
        return f"max {self._int('max')} per version"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per version over the cap (uniques: see the unique rule)."""
        limit = self._int("max")
        versions = group_entries(
            deck.non_hero, attrgetter("version"), lambda c: is_deck_card(c) and not c.is_unique
        )
        for version, entries in versions.items():
            count = sum(e.quantity for e in entries)
            if count > limit:
                off = [offender(e) for e in entries]
                name = entries[0].card.english_name
                yield self.violation(
                    f'{count} copies of version {version} "{name}" (max {limit}): {refs_text(off)}',
                    off,
                )


class UniqueMaxByHero(Rule):
    """At most N unique cards, N depending on the Hero (``by_hero`` by first name, ``default``)."""

    kind = "unique_max_by_hero"

    def numbers(self) -> str:
        """``max 3-5 unique by Hero``."""
        caps = {int(v) for v in self.params["by_hero"].values()} | {self._int("default")}
        return f"max {min(caps)}-{max(caps)} unique by Hero (default {self._int('default')})"

    def cap_for(self, hero: Card | None) -> int:
        """The unique cap for ``hero`` (its English name's first word before ``&``)."""
        if hero is None:
            return self._int("default")
        first_name = hero.english_name.split("&")[0].strip()
        return int(self.params["by_hero"].get(first_name, self._int("default")))

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Too many uniques for the Hero."""
        hero = single_hero(deck)
        limit = self.cap_for(hero)
        entries = [e for e in deck.non_hero if e.card.rarity == "UNIQUE"]
        count = sum(e.quantity for e in entries)
        if count > limit:
            off = [offender(e) for e in entries]
            who = f"for {hero.english_name}" if hero else "without a Hero"
            yield self.violation(
                f"{plural(count, 'unique card')} (max {limit} {who}): {refs_text(off)}", off
            )


TYPE_WORDS = {
    "TOKEN": "token",
    "TOKEN_LANDMARK_PERMANENT": "token",
    "TOKEN_MANA": "Mana Convergence",
    "FOILER": "foiler",
}


class CardTypes(Rule):
    """No card of the ``refused`` types."""

    kind = "card_types"

    def numbers(self) -> str:
        """``none of: token, foiler``."""
        words = dict.fromkeys(TYPE_WORDS.get(t, t) for t in self.params["refused"])
        return "none of: " + ", ".join(words)

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation listing every refused card."""
        refused = set(self.params["refused"])
        entries = [e for e in deck.entries if e.card.card_type in refused]
        if entries:
            off = [offender(e) for e in entries]
            notes = {
                e.card.reference: TYPE_WORDS.get(e.card.card_type, e.card.card_type)
                for e in entries
            }
            count = sum(o.quantity for o in off)
            why = self.params.get("why", "of a type not allowed in a deck")
            yield self.violation(f"{plural(count, 'card')} {why}: {refs_text(off, notes)}", off)


class BanStatus(Rule):
    """No card version with this ``status`` (suspended or banned) on the date."""

    kind = "ban_status"

    def numbers(self) -> str:
        """``suspended on the date`` (``formats NAME`` shows the counts on the date)."""
        return f"{self.params['status']} on the date"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per suspended (or banned) card."""
        status = str(self.params["status"])
        for entry in deck.entries:
            ban = ctx.bans.entry_for(entry.card, ctx.as_of)
            if ban is not None and ban.status == status:
                card = entry.card
                by = f" by {ban.decided_by}" if ban.decided_by else ""
                yield Violation(
                    self.code,
                    f'{card.reference} "{card.english_name}" ({card.rarity_code}, '
                    f"{faction_name(card.faction)}) {status} since {ban.start.isoformat()}{by}",
                    f"{BAN_LIST_RULE}:{ban.start.isoformat()}",
                    (offender(entry),),
                    source=ban.source,
                )

    def undecided(self, deck: ResolvedDeck, ctx: RuleContext) -> list[str]:
        """Stand-ins that a faction-bound entry may target (an any-faction entry decides)."""
        return [
            e.card.reference
            for e in stand_ins(deck)
            if ctx.bans.entry_for(e.card, ctx.as_of) is None
            and ctx.bans.faction_bound(e.card, ctx.as_of)
        ]


class FactionCount(Rule):
    """At most ``max`` factions, the Hero's included, ``ignore`` (NE) not counted."""

    kind = "faction_count"

    def numbers(self) -> str:
        """``max 3 factions``."""
        return f"max {self._int('max')} factions"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Too many factions; offenders are the cards of the factions past the cap.

        Tokens and foilers do not count: the card-type rule reports them alone."""
        # A stand-in's faction is unknown: undecided() reports it.
        limit, ignored = self._int("max"), {*self.params.get("ignore", ()), UNKNOWN_FACTION}
        per_faction = group_entries(
            deck.entries,
            attrgetter("faction"),
            lambda c: is_deck_card(c) and c.faction not in ignored,
        )
        if len(per_faction) <= limit:
            return
        hero = single_hero(deck)

        def weight(faction: str) -> tuple[bool, int, str]:
            # The Hero's faction first, then the biggest ones: the rest push the deck over.
            size = sum(e.quantity for e in per_faction[faction])
            return (hero is None or faction != hero.faction, -size, faction)

        ordered = sorted(per_faction, key=weight)
        sizes = ", ".join(f"{f} {sum(e.quantity for e in per_faction[f])}" for f in ordered)
        off = [offender(e) for f in ordered[limit:] for e in per_faction[f]]
        yield self.violation(f"{len(per_faction)} factions (max {limit}): {sizes}", off)

    def undecided(self, deck: ResolvedDeck, ctx: RuleContext) -> list[str]:
        """Stand-ins, when their factions could push a deck within the cap over it."""
        unknown = stand_ins(deck)
        limit, ignored = self._int("max"), set(self.params.get("ignore", ()))
        known = {
            e.card.faction
            for e in deck.entries
            if is_deck_card(e.card) and e.card.faction not in ignored | {UNKNOWN_FACTION}
        }
        if len(known) > limit or len(known) + len(unknown) <= limit:
            return []
        return [e.card.reference for e in unknown]


class PoolSubset(Rule):
    """With a pool: every deck card (``exempt`` types aside) is in it, by exact reference."""

    kind = "pool_subset"

    def numbers(self) -> str:
        """``deck ⊆ pool``."""
        return "deck ⊆ pool"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation listing what the pool lacks (how many of each reference)."""
        if ctx.pool is None:
            return
        exempt = set(self.params.get("exempt", ()))
        wanted = group_entries(deck.entries, attrgetter("key"), lambda c: c.card_type not in exempt)
        missing: list[Offender] = []
        notes: dict[str, str] = {}
        for key, entries in wanted.items():
            count = sum(e.quantity for e in entries)
            have = ctx.pool.get(key, 0)
            if count > have:
                ref = entries[0].card.reference
                lines = tuple(sorted({n for e in entries for n in e.lines}))
                missing.append(Offender(ref, count - have, lines))
                notes[ref] = f"deck {count}, pool {have}"
        if missing:
            total = sum(o.quantity for o in missing)
            yield self.violation(
                f"{plural(total, 'card')} missing from the pool: {refs_text(missing, notes)}",
                missing,
            )


CHECKS: dict[str, type[Rule]] = {
    cls.kind: cls
    for cls in (
        HeroCount,
        DeckSize,
        HeroFaction,
        NameMax,
        RarityMax,
        UniqueOnce,
        VersionMax,
        UniqueMaxByHero,
        CardTypes,
        BanStatus,
        FactionCount,
        PoolSubset,
        Released,
        OnAllowlist,
    )
}
"""Every check a rule entry may name, by its ``check`` value."""


def pool_counts(quantities: Mapping[str, int]) -> dict[str, int]:
    """A pool's quantities keyed by cache key (``NE_1`` == ``NE_01``, any case)."""
    counts: dict[str, int] = defaultdict(int)
    for ref, quantity in quantities.items():
        counts[key_of(ref)] += quantity
    return dict(counts)


def build_rule(raw: Mapping[str, Any], where: str) -> Rule:
    """A :class:`Rule` from one rule entry of the formats data (malformed: CardDataError)."""
    try:
        cls = CHECKS[raw["check"]]
        start = date.fromisoformat(raw["from"]) if raw.get("from") else None
        end = date.fromisoformat(raw["until"]) if raw.get("until") else None
        number = raw["number"]
        if isinstance(number, Mapping):
            number = {str(k): str(v) for k, v in number.items()}
        elif not isinstance(number, str) or not number:
            raise ValueError(f"'number' must be a rule id or an object, not {number!r}")
        return cls(
            code=str(raw["code"]),
            summary=str(raw["summary"]),
            number=number,
            params=dict(raw.get("params", {})),
            start=start,
            end=end,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"{where}: malformed rule ({type(exc).__name__}: {exc})") from None
