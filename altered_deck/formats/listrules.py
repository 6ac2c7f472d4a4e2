"""Checks against lists kept as data: release dates (``data/rules/sets.json``) and the
community formats' allowlists (``data/rules/allowlists/``)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from altered_deck.decks.model import ResolvedDeck, ResolvedEntry
from altered_deck.formats.rulemodel import Rule, RuleContext, Violation, offender, plural, refs_text


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
        by_set: dict[str, list[ResolvedEntry]] = defaultdict(list)
        for entry in deck.entries:
            if ctx.releases.unreleased(entry.card.set_code, ctx.as_of) is not None:
                by_set[entry.card.set_code].append(entry)
        for set_code, entries in by_set.items():
            release = ctx.releases.sets[set_code]
            assert release.start is not None  # unreleased() only returns dated sets
            off = [offender(e) for e in entries]
            count = sum(o.quantity for o in off)
            yield self.violation(
                f"{plural(count, 'card')} of set {set_code} ({release.name}), not released "
                f"before {release.start.isoformat()}: {refs_text(off)}",
                off,
            )


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
        entries = [
            e
            for e in deck.entries
            if e.card.is_unique and not (allowlist and allowlist.allows(e.card))
        ]
        if entries:
            off = [offender(e) for e in entries]
            count = sum(o.quantity for o in off)
            where = allowlist.path if allowlist and allowlist.path else f"the {name} allowlist"
            size = allowlist.size if allowlist else 0
            empty = " (empty: give the community's list with --rules)" if size == 0 else ""
            yield self.violation(
                f"{plural(count, 'unique card')} not on the {name} allowlist, {where}{empty}: "
                f"{refs_text(off)}",
                off,
            )
