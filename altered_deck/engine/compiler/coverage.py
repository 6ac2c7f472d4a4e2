"""How much of the card pool's text the engine models, counted honestly.

The unit is a *distinct effect text*: every different main-effect text and every different
echo (Reserve) text, in English, over all Heroes and deck cards (tokens, foilers and Mana
cards left out). Each text is cut into abilities like the compiler does, and each ability
falls in one class:

* ``modelled``: the compiler turns it into effects the engine executes, goldfishing too;
* ``matchup_only``: it only acts on an opponent (removal, Sabotage, Tough, Ascend, After
  You...) and the engine executes it in matchups (kinds whose declaration says they do
  not act in goldfish: ``core/effects.Kind``); nothing to hit when goldfishing;
* ``opponent_only``: it only touches an opponent and is still inert (parsed as nothing);
* ``partial``: the compiler reads it, but not all of it runs: a sentence swallowed as inert
  (``E_NOTHING``, see :data:`INERT_ALLOWED`), a choice ("Choose one", "Choose two", "Choose up
  to...") whose options are not all compiled to effects the engine executes, or an effect kind
  with no handler (:func:`ability_misses` says which);
* ``unmodelled``: the compiler does not understand it, or drops it when it reads the whole
  text as a deck does (a second ``{T}`` ability: the engine gives a card one).

A text is ``unmodelled`` when any ability is, else ``partial``, else ``opponent_only``, else
``matchup_only`` when any ability is, else ``modelled``; ``modelled_ratio`` = (modelled +
matchup-only texts) / distinct texts: the engine executes both, every sentence of them.
Partial and opponent-only text is never counted as modelled. A text is *acting in a goldfish
game* (``goldfish_ratio``) when it is ``modelled``: some effect of it can change a game with
no opponent; an effect that only counts an opponent's cards (:data:`MATCHUP_COUNTS`) is
matchup only.

A text that acts on each player or on both sides ("Each player draws", "Each Character gains",
"per card in each player's Reserve") is ``modelled``: a duel runs both halves, a goldfish game
the own half (the empty opponent's does nothing).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.abilities import (
    parse_ability,
    parse_card_text,
    parse_echo_ability,
)
from altered_deck.engine.compiler.deck import _KINDS
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import HOLDS_STATICS
from altered_deck.engine.core.effects import OPPONENT_STATIC_KINDS
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.text.body import is_inert
from altered_deck.errors import UsageError

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore

MODELLED = "modelled"
MATCHUP_ONLY = "matchup_only"
OPPONENT_ONLY = "opponent_only"
PARTIAL = "partial"
UNMODELLED = "unmodelled"
CLASSES = (MODELLED, MATCHUP_ONLY, OPPONENT_ONLY, PARTIAL, UNMODELLED)

LEFT_OUT = ("TOKEN", "FOILER")
TYPE_NAMES = {
    "HERO": "Hero",
    "CHARACTER": "Character",
    "SPELL": "Spell",
    "PERMANENT": "Permanent",
    "LANDMARK_PERMANENT": "Landmark",
    "EXPEDITION_PERMANENT": "Gear",
}

PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (label, re.compile(regex, re.IGNORECASE))
    for label, regex in (
        ("landmark tokens (Manaseed, Aerolith)", r"manaseed|aerolith"),
        ("Rush, Defect, After You", r"\[(rush|defect)\b"),
        ("named counters (Trial, Food, Sap...)", r"counters?\b"),
        ("sacrifice", r"sacrifice"),
        ("activate {J}/{R} abilities", r"activate|\{[jrh]\} abilit"),
        ("when you play/create/roll", r"when(ever)? you (play|create|roll)"),
        ("when a Character joins/leaves", r"when(ever)? (an?|another|target|one) .*(joins|leaves)"),
        ("Reserve and Hand moves, discarding from Reserve", r"reserve|from your hand"),
        ("Mana-zone effects", r"\bmana\b"),
        ("movement, fails to move forward, Ascend", r"move|ascend"),
        ("removal forms", r"(discard|return|send|sacrifice) (up to \w+ )?(another )?target"),
        ("cost modifiers", r"costs? \{?\d*\}? ?(less|more)|cost(s)? less"),
        ("scaled boosts", r"boosts?.*(for each|where x|equal to)"),
        ("switching expeditions", r"other expedition|switch|swap"),
        ("exhaust / ready", r"exhaust|ready"),
        ("terrain changes and conditions", r"\[?(forest|mountain|water)\]?"),
        ("keywords or statuses granted to others", r"gains? \[\[?\w"),
        (
            "conditions (behind, Boosted, subtype counts...)",
            r"^if |\bif you\b|\bas long as\b|behind",
        ),
    )
)
"""Unmodelled ability shapes, first match wins; anything else is ``other``."""


def _matchup(kind: tuple[str, int]) -> bool:
    """Whether a kind of :func:`_kinds_of` (its role and value) acts only in matchups, as the
    mechanic that owns it declares (core/effects.Kind: it does not act in goldfish)."""
    declared = fx.KINDS.get(kind)
    return declared is not None and not declared.acts_in_goldfish


MATCHUP_COUNTS = frozenset(
    (
        (fx.E_BOOST_PER, fx.PER_FACING),
        (fx.E_COUNTERS_PER, fx.PER_FACING),
    )
)
"""Effects (kind, argument) that only count an opponent's cards: 0 when goldfishing, so
matchup only (counted as boosts per opposing Character)."""


def _intern(_spec: fx.TokenSpec) -> int:
    return 0


SLOTS = (
    "on_hand",
    "on_reserve",
    "on_join",
    "at_noon",
    "at_dusk",
    "on_leave",
    "on_leave_fleeting",
    "on_resolve",
    "support",
    "tap",
)


def _statics(parsed: fx.ParsedText) -> list[fx.Static]:
    """The statics of ``parsed``, those a static holds (a Feat's Completed ones) in its place."""
    found: list[fx.Static] = []
    for static in parsed.statics:
        if static[0] in HOLDS_STATICS:
            found += static[2]
        else:
            found.append(static)
    return found


def _kinds_of(parsed: fx.ParsedText) -> set[tuple[str, int]]:
    """The effect kinds an ability compiled into (E_NOTHING left out; the effects inside
    conditions, choices and costs rather than their wrappers) and its static kinds, each as
    its role and value."""
    kinds: set[tuple[str, int]] = set()
    for slot in SLOTS:
        _leaf_kinds(getattr(parsed, slot), kinds)
    for kind, _n, arg in _statics(parsed):
        inner = [x for x in (arg if isinstance(arg, tuple) else ()) if is_effects(x)]
        if is_effects(arg):
            inner.append(arg)
        if inner and kind not in OPPONENT_STATIC_KINDS:  # a trigger: what it runs counts
            for effects in inner:
                _leaf_kinds(effects, kinds)
        else:
            kinds.add((fx.STATIC, kind))
    return kinds


def is_effects(value: object) -> bool:
    """Whether ``value`` is a non-empty sequence of effect tuples ``(op, n, arg)``."""
    return (
        isinstance(value, tuple | list)
        and bool(value)
        and all(isinstance(e, tuple) and len(e) == 3 and type(e[0]) is int for e in value)
    )


def _leaf_kinds(effects: Iterable[fx.Effect], kinds: set[tuple[str, int]]) -> None:
    for op, _n, arg in effects:
        if op == fx.E_NOTHING:
            continue
        inner = [x for x in (arg if isinstance(arg, tuple) else ()) if is_effects(x)]
        if is_effects(arg):
            inner.append(arg)
        if inner:  # a wrapper (If, Choose one, a cost paid for...): what it runs counts
            for effects_inside in inner:
                _leaf_kinds(effects_inside, kinds)
        elif type(arg) is int and (op, arg) in MATCHUP_COUNTS:
            kinds.add((fx.EFFECT, removal_kinds.E_BOOST_PER_OPP))
        else:
            kinds.add((fx.EFFECT, op))


INERT_ALLOWED: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"^\(.*\)\.?$"),
        "reminder text: it restates a keyword's rule, which the engine applies through the "
        "keyword (split_abilities drops it before parsing; a stray one is the same)",
    ),
)
"""What a sentence read as nothing (``E_NOTHING``) may be and still count as modelled, and
why: reminder text only. Every other inert sentence (an opponent's card, a choice made by an
opponent, a tier of an opponent's loss...) changes a game, so it makes its ability
``partial`` even when the rest of the ability runs."""

_CHOICE = re.compile(r"\bchoose (?:one|two|three|up to|x\s*\+\s*\d)[^•]*•", re.IGNORECASE)
CHOICE_KINDS = frozenset((choices_kinds.E_CHOOSE,))
"""Effect kinds that hold a choice's options (each option a tuple of effects)."""
CHOICE_STATICS = frozenset((costs_kinds.ST_NOON_RESERVE,))
"""Static kinds whose argument is a choice's options."""
BRANCH_KINDS = frozenset(
    (
        dice_kinds.E_DIE,
        dice_kinds.E_DIE_TARGET,
        dice_kinds.E_DIE_SPEND,
        reserve_kinds.E_REMOVE_BOOSTS_TIERS,
    )
)
"""Effect kinds whose argument is branches, ``((low, high, effects), ...)``."""
NUMBERS_STATICS = frozenset((watchers_kinds.ST_EXTRA_MOVE,))
"""Static kinds whose argument is numbers only, though shaped like effects (die branches
of extra regions)."""


def _options(arg: object) -> list[fx.Effects]:
    """The options a choice kind's argument holds (an empty option is not one)."""
    found: list[fx.Effects] = []
    for part in arg if isinstance(arg, tuple) else ():
        if is_effects(part):
            found.append(part)
        elif isinstance(part, tuple) and part and all(is_effects(o) for o in part):
            found.extend(part)
    return found


def _walk(effects: Iterable[fx.Effect], seen: list[fx.Effect]) -> None:
    """Every effect of ``effects``, the ones nested in wrappers too, into ``seen``."""
    for effect in effects:
        seen.append(effect)
        _walk_arg(effect[2], effect[0] in BRANCH_KINDS, seen)


def _walk_arg(arg: object, branches: bool, seen: list[fx.Effect]) -> None:
    """The effects nested in an effect's (or a static's) argument into ``seen``:
    ``branches`` when it is ``((low, high, effects), ...)`` (a die roll, tiers)."""
    if branches:
        for _low, _high, inner in arg if isinstance(arg, tuple) else ():
            _walk(inner, seen)
    elif is_effects(arg):
        _walk(arg, seen)  # type: ignore[arg-type]
    else:
        for part in arg if isinstance(arg, tuple) else ():
            if is_effects(part):
                _walk(part, seen)
            elif isinstance(part, tuple) and part and all(is_effects(o) for o in part):
                for option in part:
                    _walk(option, seen)


def _all_effects(parsed: fx.ParsedText) -> tuple[list[fx.Effect], list[fx.Effects]]:
    """Every effect ``parsed`` holds, nested ones included, and the options of its choices."""
    seen: list[fx.Effect] = []
    options: list[fx.Effects] = []
    for slot in SLOTS:
        _walk(getattr(parsed, slot), seen)
    for kind, _n, arg in _statics(parsed):
        if kind in CHOICE_STATICS:
            options += _options(arg)
        if kind not in NUMBERS_STATICS:
            _walk_arg(arg, False, seen)
    for op, _n, arg in seen:
        if op in CHOICE_KINDS:
            options += _options(arg)
    return seen, options


def ability_misses(ability: str, parsed: fx.ParsedText) -> list[str]:
    """Why the compiled ``parsed`` of ``ability`` is only part of it (empty: all of it
    runs): swallowed sentences, choice options not compiled, effect kinds with no handler."""
    misses: list[str] = []
    seen, options = _all_effects(parsed)
    for op, _n, arg in seen:
        if op == fx.E_NOTHING:
            said = arg if isinstance(arg, str) else ""
            if not any(p.search(said) for p, _why in INERT_ALLOWED):
                misses.append(f"read as nothing: {said or 'an inert part'}")
        elif op not in interpreter.HANDLERS:
            misses.append(f"effect kind {op} has no handler")
    if _CHOICE.search(ability):
        wanted = ability.count("•")
        acting = [o for o in options if any(e[0] != fx.E_NOTHING for e in o)]
        if len(acting) < wanted:
            misses.append(f"choice: {len(acting)} of {wanted} options compiled to effects")
    return misses


def compile_ability(ability: str, kind: int, echo: bool = False) -> fx.ParsedText | None:
    """What the compiler records for one ability of a card of ``kind`` (``echo``: Reserve
    text), None when it does not read it."""
    parsed = fx.ParsedText()
    if echo:
        if not parse_echo_ability(ability, parsed, _intern) and not is_inert(ability):
            return None
    elif not parse_ability(ability, kind, parsed, _intern):
        return None
    return parsed


def classify_ability(ability: str, kind: int, echo: bool = False) -> str:
    """The class of one ability of a card of ``kind`` (``K_*``); ``echo`` for Reserve text."""
    parsed = compile_ability(ability, kind, echo)
    if parsed is None:
        return UNMODELLED
    kinds = _kinds_of(parsed)
    if ability_misses(ability, parsed):  # all of it read as nothing: opponent-only text
        return PARTIAL if kinds or parsed.keywords or parsed.tap_cost >= 0 else OPPONENT_ONLY
    duel = {k for k in kinds if _matchup(k)}
    if parsed.keywords or parsed.scout or kinds - duel:
        return MODELLED
    if duel:
        return MATCHUP_ONLY
    return MODELLED if parsed.tap_cost >= 0 else OPPONENT_ONLY


def ability_classes(text: str, kind: int, echo: bool = False) -> list[tuple[str, str]]:
    """Each ability of a text with its class; an ability the deck compiler drops when it
    reads the whole text (a second ``{T}`` ability: a card has one) is unmodelled."""
    whole = (
        parse_card_text("", text, kind, _intern)
        if echo
        else parse_card_text(text, "", kind, _intern)
    )
    return [
        (ability, UNMODELLED if ability in whole.ignored else classify_ability(ability, kind, echo))
        for ability in fx.split_abilities(text)
    ]


def classify_text(text: str, kind: int, echo: bool = False) -> tuple[str, list[str]]:
    """The class of a whole text, and its unmodelled and partial abilities."""
    classes = []
    missing = []
    for ability, found in ability_classes(text, kind, echo):
        classes.append(found)
        if found in (UNMODELLED, PARTIAL):
            missing.append(ability)
    if UNMODELLED in classes:
        return UNMODELLED, missing
    if PARTIAL in classes:
        return PARTIAL, missing
    if OPPONENT_ONLY in classes:
        return OPPONENT_ONLY, missing
    if MATCHUP_ONLY in classes:
        return MATCHUP_ONLY, missing
    return MODELLED, missing


def cards_of_classes(
    cards: Iterable[Card], classes: Collection[str], skip: Collection[str] = ()
) -> tuple[str, ...]:
    """The English names (sorted) of ``cards`` with a main or echo text of one of
    ``classes``, ``skip`` (e.g. the deck's unmodelled cards) left out."""
    found: set[str] = set()
    for card in cards:
        name = card.english_name
        if name in skip or name in found:
            continue
        kind = _KINDS.get(card.card_type, 0)
        for echo, text in ((False, card.effect_text()), (True, card.echo_text())):
            if text.strip() and classify_text(text, kind, echo)[0] in classes:
                found.add(name)
                break
    return tuple(sorted(found))


def pattern_of(ability: str) -> str:
    """The label of the first :data:`PATTERNS` entry ``ability`` matches, else ``other``."""
    for label, regex in PATTERNS:
        if regex.search(ability):
            return label
    return "other"


@dataclass
class ClassCounts:
    """Distinct texts per class in one group (a set, a card type, the whole pool)."""

    distinct_texts: int = 0
    modelled: int = 0
    matchup_only: int = 0
    opponent_only: int = 0
    partial: int = 0
    unmodelled: int = 0

    def add(self, cls: str) -> None:
        """Count one distinct text of class ``cls``."""
        self.distinct_texts += 1
        setattr(self, cls, getattr(self, cls) + 1)

    @property
    def executed(self) -> int:
        """Texts the engine executes: modelled ones and matchup-only ones."""
        return self.modelled + self.matchup_only

    @property
    def modelled_ratio(self) -> float | None:
        """Executed (modelled + matchup-only) texts over distinct texts (None when none)."""
        return self.executed / self.distinct_texts if self.distinct_texts else None

    @property
    def goldfish_ratio(self) -> float | None:
        """Texts that act in a goldfish game (``modelled``, matchup-only left out) over
        distinct texts (None when none)."""
        return self.modelled / self.distinct_texts if self.distinct_texts else None


@dataclass(frozen=True)
class PatternCount:
    """An unmodelled ability shape: card records with it, distinct texts, an example."""

    pattern: str
    records: int
    texts: int
    example: str


@dataclass
class Coverage:
    """The engine's text coverage of a card pool (see the module docstring)."""

    set_code: str | None
    records: int  # card records looked at (Heroes and deck cards, every version)
    total: ClassCounts = field(default_factory=ClassCounts)
    main: ClassCounts = field(default_factory=ClassCounts)
    echo: ClassCounts = field(default_factory=ClassCounts)
    by_set: dict[str, ClassCounts] = field(default_factory=dict)
    by_type: dict[str, ClassCounts] = field(default_factory=dict)
    abilities: ClassCounts = field(default_factory=ClassCounts)  # per ability instance
    patterns: list[PatternCount] = field(default_factory=list)


def measure_coverage(cards: Iterable[Card], set_code: str | None = None) -> Coverage:
    """Classify every distinct English effect text of ``cards`` (only set ``set_code``)."""
    wanted = set_code.upper() if set_code else None
    coverage = Coverage(set_code=wanted, records=0)
    seen: dict[tuple[bool, str], str] = {}
    seen_in: dict[str, set[tuple[bool, str]]] = {}
    pattern_records: Counter[str] = Counter()
    pattern_texts: dict[str, set[str]] = {}
    for card in cards:
        if card.card_type.startswith(LEFT_OUT) or (wanted and card.set_code != wanted):
            continue
        coverage.records += 1
        kind = _KINDS.get(card.card_type, 0)
        kind_name = TYPE_NAMES.get(card.card_type, card.card_type.title())
        card_patterns: set[str] = set()
        for echo, text in ((False, card.effect_text()), (True, card.echo_text())):
            if not text.strip():
                continue
            key = (echo, text)
            cls, missing = classify_text(text, kind, echo)
            for ability in missing:
                label = pattern_of(ability)
                card_patterns.add(label)
                pattern_texts.setdefault(label, set()).add(ability)
            if key not in seen:
                seen[key] = cls
                coverage.total.add(cls)
                (coverage.echo if echo else coverage.main).add(cls)
                coverage.by_type.setdefault(kind_name, ClassCounts()).add(cls)
                for _ability, found in ability_classes(text, kind, echo):
                    coverage.abilities.add(found)
            in_set = seen_in.setdefault(card.set_code, set())
            if key not in in_set:
                in_set.add(key)
                coverage.by_set.setdefault(card.set_code, ClassCounts()).add(cls)
        pattern_records.update(card_patterns)
    coverage.patterns = [
        PatternCount(label, count, len(pattern_texts[label]), _shortest(pattern_texts[label]))
        for label, count in pattern_records.most_common()
    ]
    coverage.by_set = dict(sorted(coverage.by_set.items()))
    coverage.by_type = dict(sorted(coverage.by_type.items()))
    return coverage


def _shortest(texts: set[str]) -> str:
    return min(texts, key=lambda t: (len(t), t))


def store_cards(store: CardStore, set_code: str | None = None) -> list[Card]:
    """Every card in a card store, or set ``set_code``'s (empty store: CacheEmptyError); a
    set the store does not hold is a :class:`UsageError` naming the sets it does."""
    store.ensure_filled()
    cards = store.search(set_code=set_code)
    if set_code and not cards:
        held = ", ".join(store.info().per_set)
        raise UsageError(f"set {set_code.upper()} is not in the card data; it has: {held}")
    return cards


def store_coverage(store: CardStore, set_code: str | None = None) -> Coverage:
    """:func:`measure_coverage` over the cards of a card store (see :func:`store_cards`)."""
    return measure_coverage(store_cards(store, set_code), set_code)
