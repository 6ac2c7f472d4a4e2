"""Checks against lists kept as data: release dates (``data/rules/sets.json``) and the
community formats' allowlists (``data/rules/allowlists/``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from operator import attrgetter

from altered_deck.decks.model import ResolvedDeck
from altered_deck.formats.releases import ReleaseTable
from altered_deck.formats.rulemodel import (
    WARNING,
    Rule,
    RuleContext,
    Violation,
    group_entries,
    offender,
    plural,
    refs_text,
)


class Released(Rule):
    """Only cards of sets released on the date (1.1.7.a: officially printed cards)."""

    kind = "released"

    def numbers(self) -> str:
        """``set released``."""
        return "set released"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation per set not yet released, listing its cards."""
        if ctx.releases is None:
            return
        releases, as_of = ctx.releases, ctx.as_of
        by_set = group_entries(
            deck.entries,
            attrgetter("set_code"),
            lambda c: releases.unreleased(c.set_code, as_of) is not None,
        )
        for set_code, entries in by_set.items():
            release = ctx.releases.sets[set_code]
            off = [offender(e) for e in entries]
            count = sum(o.quantity for o in off)
            if not release.legal:
                by = f" by {release.decided_by}" if release.decided_by else ""
                why = f"not legal yet (refused{by} until it makes the set legal)"
            else:
                assert release.start is not None  # unreleased() returns dated or refused sets
                why = f"not released before {release.start.isoformat()}"
            yield replace(
                self.violation(
                    f"{plural(count, 'card')} of set {set_code} ({release.name}), {why}: "
                    f"{refs_text(off)}",
                    off,
                ),
                source=release.source if release.decided_by else "",
            )


HOW_TO_GIVE = ": give the community's list with --rules FILE or `altered-deck rules update`"

WARN_SET_DATE = "WARN-SET-DATE"
"""Warning: a card's set has no known release date; its cards are accepted (1.1.7.a)."""


def undated_set_warnings(deck: ResolvedDeck, releases: ReleaseTable) -> list[Violation]:
    """One warning per set of ``deck`` with no known release date, naming how to give one."""
    by_set = group_entries(
        deck.entries, attrgetter("set_code"), lambda c: releases.undated(c.set_code)
    )
    warnings = []
    for set_code, entries in by_set.items():
        release = releases.sets.get(set_code)
        name = f" ({release.name})" if release and release.name != set_code else ""
        off = [offender(e) for e in entries]
        count = sum(o.quantity for o in off)
        warnings.append(
            Violation(
                WARN_SET_DATE,
                f"{plural(count, 'card')} of set {set_code}{name}, whose release date is not "
                f"known: accepted as released; give the date with --rules FILE "
                f'("sets": [{{"set": "{set_code}", "from": "YYYY-MM-DD"}}]) or '
                f"`altered-deck rules update`: {refs_text(off)}",
                "1.1.7.a",
                tuple(off),
                WARNING,
            )
        )
    return warnings


class OnAllowlist(Rule):
    """Every Unique is on the format's allowlist (``list``: the format whose list it is)."""

    kind = "allowlist"

    def numbers(self) -> str:
        """``uniques on the allowlist``."""
        return "uniques on the allowlist"

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """One violation listing every Unique the list lacks, naming the list."""
        name = str(self.params["list"])
        allowlist = ctx.allowlists.get(name)
        if allowlist is not None:
            allowlist = allowlist.on(ctx.as_of)  # with the pool in force on the date
        entries = [
            e
            for e in deck.entries
            if e.card.is_unique and not (allowlist and allowlist.allows(e.card))
        ]
        if not entries:
            return
        off = [offender(e) for e in entries]
        count = sum(o.quantity for o in off)
        where = allowlist.path if allowlist and allowlist.path else f"the {name} allowlist"
        if allowlist and allowlist.pool:
            where += f", pool {allowlist.pool.describe()}"
        elif allowlist and allowlist.dated:
            where += f" (no pool in force on {ctx.as_of.isoformat()}{HOW_TO_GIVE})"
        if not allowlist or (allowlist.size == 0 and not allowlist.dated):
            where += f" (empty{HOW_TO_GIVE})"
        yield self.violation(
            f"{plural(count, 'unique card')} not on the {name} allowlist, {where}: "
            f"{refs_text(off)}",
            off,
        )
