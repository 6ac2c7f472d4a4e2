"""The census of a card pool: every distinct text played in positions built from it, each of
its abilities checked by the rules of :mod:`altered_deck.engine.census.checks`.

The unit is the distinct text of :mod:`~altered_deck.engine.compiler.coverage` (a main or a
Reserve text). For each, the abilities a position can make act (:func:`~.text.fired_abilities`)
are played once per setup a check reads (:mod:`~.positions`), and every check that applies to
an ability judges it. A text *fails* a check when one of its abilities does and no exception
(:mod:`~.exceptions`) covers it; it is *faithful by census* when the coverage classes count it
modelled and it fails no check. Abilities no position makes act are counted as not exercised:
only F6 (which reads no play) judges them; so are the abilities the compiler does not read
(the play holds none of them: the coverage classes count the text unmodelled).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from altered_deck.cards.model import Card
from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.checks import CHECKS
from altered_deck.engine.census.exceptions import Exception_, find_exception, load_exceptions
from altered_deck.engine.census.positions import Fire, names_contact, stand_in
from altered_deck.engine.census.probe import Probe, play
from altered_deck.engine.census.text import all_abilities, fired_abilities
from altered_deck.engine.compiler.coverage import (
    LEFT_OUT,
    MATCHUP_ONLY,
    MODELLED,
    UNMODELLED,
    classify_ability,
    classify_text,
    store_cards,
)
from altered_deck.engine.compiler.deck import _KINDS

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore


@dataclass(frozen=True)
class Finding:
    """One ability of one text failing one check."""

    check: str
    card: str  # the English name of the first card (by reference) with the text
    reference: str
    echo: bool
    ability: str
    why: str


@dataclass(frozen=True)
class TextCensus:
    """The census of one distinct text."""

    card: str
    reference: str
    echo: bool
    modelled: bool  # counted modelled (or matchup only) by the coverage classes
    abilities: int
    exercised: int  # abilities a position made act
    findings: tuple[Finding, ...]  # failing, no exception
    excused: tuple[tuple[Finding, Exception_], ...]  # failing, listed with a rules reason

    @property
    def faithful(self) -> bool:
        return self.modelled and not self.findings


@dataclass
class SetFigure:
    texts: int = 0
    faithful: int = 0

    @property
    def ratio(self) -> float | None:
        return self.faithful / self.texts if self.texts else None


@dataclass
class Census:
    """The census of a pool (or one set's cards)."""

    set_code: str | None
    texts: list[TextCensus] = field(default_factory=list)
    by_set: dict[str, SetFigure] = field(default_factory=dict)

    @property
    def total(self) -> SetFigure:
        return SetFigure(len(self.texts), sum(t.faithful for t in self.texts))

    @property
    def of_modelled(self) -> SetFigure:
        """The texts the coverage classes count modelled, and how many are faithful: the
        figure an audit of a sample of modelled texts measures."""
        modelled = [t for t in self.texts if t.modelled]
        return SetFigure(len(modelled), sum(t.faithful for t in modelled))

    def failing(self, check: str) -> list[TextCensus]:
        """The texts failing ``check`` (an id)."""
        return [t for t in self.texts if any(f.check == check for f in t.findings)]

    def counts(self) -> dict[str, int]:
        """Failing texts per check id, every check listed."""
        return {check.id: len(self.failing(check.id)) for check in CHECKS}

    def excused(self) -> list[tuple[Finding, Exception_]]:
        """What the engine still decides or skips, with the rules reason listed for it."""
        return [pair for t in self.texts for pair in t.excused]


class _Plays:
    """The plays of one card, each made once: (how, setup, with a textless stand-in), its
    expeditions In Contact with ``contact``."""

    def __init__(self, card: Card, contact: bool = False) -> None:
        self.card = card
        self.contact = contact
        self.made: dict[tuple[str, str, bool], Probe] = {}

    def __call__(self, how: str, setup: str, standing_in: bool) -> Probe:
        key = (how, setup, standing_in)
        if key not in self.made:
            card = stand_in(self.card) if standing_in else self.card
            self.made[key] = play(Fire(how, card, self.card, self.contact), setup)
        return self.made[key]


def _verdict(check: Check, variants: Sequence[_Plays], context: Context) -> str | None:
    """``check``'s verdict on the ability of ``context``, played in each of ``variants`` (In
    Contact or not: each branch of "If I'm [In Contact], ... Otherwise, ..." acts in one of
    them): it passes where one play passes; else the first failure; None when no play can
    tell."""
    setup = check.setup_for(context.how)
    if setup is None:
        return check.judge(context)
    found: list[str] = []
    for plays in variants:
        probe = plays(context.how, setup, False)
        if not probe.fired:
            continue
        why = check.judge(dataclasses.replace(context, probe=probe, play=plays))
        if why == "":
            return ""
        if why is not None:
            found.append(why)
    return found[0] if found else None


def census_text(
    text: str,
    card: Card,
    echo: bool,
    exceptions: Sequence[Exception_] = (),
    checks: Sequence[Check] = CHECKS,
) -> TextCensus:
    """Play and check one distinct text of ``card`` (its main text, or ``echo``: Reserve)."""
    kind = _KINDS.get(card.card_type, 0)
    cls, _missing = classify_text(text, kind, echo)
    fired = fired_abilities(text, card.card_type, echo)
    plays = _Plays(card)
    in_contact = _Plays(card, contact=True)
    findings: list[Finding] = []
    excused: list[tuple[Finding, Exception_]] = []
    exercised: set[str] = set()
    plan = [(how, ability) for how, abilities in fired.items() for ability in abilities]
    plan += [("", a) for a in all_abilities(text) if all(a != b for _h, b in plan)]
    for how, ability in plan:
        unread = classify_ability(ability, kind, echo) == UNMODELLED
        variants = (plays, in_contact) if names_contact(ability) else (plays,)
        for check in checks:
            if how not in check.hows or not check.applies(ability):
                continue
            setup = check.setup_for(how)
            if setup is not None and unread:
                continue  # the play holds none of it: the classes count it unmodelled
            context = Context(ability, card, how, echo, None, plays)
            why = _verdict(check, variants, context)
            if why is None:
                continue
            if setup is not None:
                exercised.add(ability)
            if not why:
                continue
            finding = Finding(check.id, card.english_name, card.reference, echo, ability, why)
            excuse = find_exception(exceptions, finding.check, finding.card, ability)
            if excuse is None:
                findings.append(finding)
            else:
                excused.append((finding, excuse))
    return TextCensus(
        card=card.english_name,
        reference=card.reference,
        echo=echo,
        modelled=cls in (MODELLED, MATCHUP_ONLY),
        abilities=len(all_abilities(text)),
        exercised=len(exercised),
        findings=tuple(dict.fromkeys(findings)),
        excused=tuple(excused),
    )


def distinct_texts(
    cards: Iterable[Card], set_code: str | None = None
) -> tuple[dict[tuple[bool, str], Card], dict[str, set[tuple[bool, str]]]]:
    """Each distinct (echo, text) with its first card by reference, and the texts per set."""
    wanted = set_code.upper() if set_code else None
    first: dict[tuple[bool, str], Card] = {}
    per_set: dict[str, set[tuple[bool, str]]] = {}
    for card in sorted(cards, key=lambda c: c.reference):
        if card.card_type.startswith(LEFT_OUT) or (wanted and card.set_code != wanted):
            continue
        for echo, text in ((False, card.effect_text()), (True, card.echo_text())):
            if text.strip():
                first.setdefault((echo, text), card)
                per_set.setdefault(card.set_code, set()).add((echo, text))
    return first, per_set


def measure_census(
    cards: Iterable[Card],
    set_code: str | None = None,
    exceptions: Sequence[Exception_] = (),
) -> Census:
    """The census of every distinct text of ``cards`` (only set ``set_code``'s)."""
    first, per_set = distinct_texts(cards, set_code)
    results = {
        key: census_text(key[1], card, key[0], exceptions) for key, card in sorted(first.items())
    }
    census = Census(set_code=set_code.upper() if set_code else None)
    census.texts = sorted(results.values(), key=lambda t: (t.card, t.reference, t.echo))
    for code in sorted(per_set):
        figure = census.by_set.setdefault(code, SetFigure())
        for key in per_set[code]:
            figure.texts += 1
            figure.faithful += results[key].faithful
    return census


def store_census(store: CardStore, set_code: str | None = None) -> Census:
    """:func:`measure_census` over the cards of a card store (see
    :func:`~altered_deck.engine.compiler.coverage.store_cards`), the shipped exceptions
    applied."""
    return measure_census(store_cards(store, set_code), set_code, load_exceptions())
