"""How much of the card pool's text the engine models, counted honestly.

The unit is a *distinct effect text*: every different main-effect text and every different
echo (Reserve) text, in English, over all Heroes and deck cards (tokens, foilers and Mana
cards left out). Each text is cut into abilities like the compiler does, and each ability
falls in one class:

* ``modelled``: the compiler turns it into effects the engine executes, goldfishing too;
* ``matchup_only``: it only acts on an opponent (removal, Sabotage, Tough, Ascend, After
  You...) and the engine executes it in matchups (``duel_ops`` kinds); nothing to hit when
  goldfishing;
* ``opponent_only``: it only touches an opponent and is still inert (parsed as nothing);
* ``unmodelled``: the compiler does not understand it. "Choose one" counts as modelled only
  when every option is.

A text that acts on each player or on both sides ("Each player draws", "Each Character gains",
"per card in each player's Reserve") is ``modelled``: a duel runs both halves, a goldfish game
the own half (the empty opponent's does nothing).

A text is ``unmodelled`` when any ability is, else ``opponent_only`` when any ability is,
else ``matchup_only`` when any ability is, else ``modelled``; ``modelled_ratio`` = (modelled
+ matchup-only texts) / distinct texts: the engine executes both. Opponent-only text is never
counted as modelled.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.abilities import parse_ability, parse_echo_ability
from altered_deck.engine.compiler.body import is_inert, parse_body
from altered_deck.engine.compiler.deck import _KINDS
from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.errors import UsageError

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore

MODELLED = "modelled"
MATCHUP_ONLY = "matchup_only"
OPPONENT_ONLY = "opponent_only"
UNMODELLED = "unmodelled"
CLASSES = (MODELLED, MATCHUP_ONLY, OPPONENT_ONLY, UNMODELLED)

_LEFT_OUT = ("TOKEN", "FOILER")
_TYPE_NAMES = {
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


_MATCHUP = removal_kinds.DUEL_OPS | turns_kinds.TURNS_MATCHUP | counters_kinds.COUNTERS2_MATCHUP
"""Kinds that only act on (or need) an opponent: executed in matchups."""


def _intern(_spec: fx.TokenSpec) -> int:
    return 0


_SLOTS = (
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


def _kinds_of(parsed: fx.ParsedText) -> set[int]:
    """The effect kinds an ability compiled into (E_NOTHING left out; the effects inside
    conditions, choices and costs rather than their wrappers) and its static kinds (+1000)."""
    kinds: set[int] = set()
    for slot in _SLOTS:
        _leaf_kinds(getattr(parsed, slot), kinds)
    for kind, _n, arg in parsed.statics:
        inner = [x for x in (arg if isinstance(arg, tuple) else ()) if _is_effects(x)]
        if _is_effects(arg):
            inner.append(arg)
        if inner and kind not in _MATCHUP:  # a trigger: what it runs counts
            for effects in inner:
                _leaf_kinds(effects, kinds)
        else:
            kinds.add(kind + 1_000)
    return kinds


def _is_effects(value: object) -> bool:
    return (
        isinstance(value, tuple | list)
        and bool(value)
        and all(isinstance(e, tuple) and len(e) == 3 and type(e[0]) is int for e in value)
    )


def _leaf_kinds(effects: Iterable[fx.Effect], kinds: set[int]) -> None:
    for op, _n, arg in effects:
        if op == fx.E_NOTHING:
            continue
        inner = [x for x in (arg if isinstance(arg, tuple) else ()) if _is_effects(x)]
        if _is_effects(arg):
            inner.append(arg)
        if inner:  # a wrapper (If, Choose one, a cost paid for...): what it runs counts
            for effects_inside in inner:
                _leaf_kinds(effects_inside, kinds)
        else:
            kinds.add(op)


def _choices_modelled(ability: str) -> bool:
    """False when a "Choose one" in ``ability`` has an option the compiler cannot parse."""
    lowered = ability.lower()
    if "choose one" not in lowered:
        return True
    body = ability[lowered.index("choose one") :]
    options = [o.strip() for o in body.split("•")[1:]]
    return bool(options) and all(parse_body(o, _intern) is not None for o in options)


def classify_ability(ability: str, kind: int, echo: bool = False) -> str:
    """The class of one ability of a card of ``kind`` (``K_*``); ``echo`` for Reserve text."""
    parsed = fx.ParsedText()
    if echo:
        if not parse_echo_ability(ability, parsed, _intern):
            return OPPONENT_ONLY if is_inert(ability) else UNMODELLED
    elif not parse_ability(ability, kind, parsed, _intern):
        return UNMODELLED
    if not _choices_modelled(ability):
        return UNMODELLED
    kinds = _kinds_of(parsed)
    duel = {k for k in kinds if k % 1_000 in _MATCHUP}
    if parsed.keywords or parsed.scout or kinds - duel:
        return MODELLED
    if duel:
        return MATCHUP_ONLY
    return MODELLED if parsed.tap_cost >= 0 else OPPONENT_ONLY


def classify_text(text: str, kind: int, echo: bool = False) -> tuple[str, list[str]]:
    """The class of a whole text, and its unmodelled abilities."""
    classes = []
    missing = []
    for ability in fx.split_abilities(text):
        found = classify_ability(ability, kind, echo)
        classes.append(found)
        if found == UNMODELLED:
            missing.append(ability)
    if UNMODELLED in classes:
        return UNMODELLED, missing
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
        if card.card_type.startswith(_LEFT_OUT) or (wanted and card.set_code != wanted):
            continue
        coverage.records += 1
        kind = _KINDS.get(card.card_type, 0)
        kind_name = _TYPE_NAMES.get(card.card_type, card.card_type.title())
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
                for ability in fx.split_abilities(text):
                    coverage.abilities.add(classify_ability(ability, kind, echo))
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


def store_coverage(store: CardStore, set_code: str | None = None) -> Coverage:
    """:func:`measure_coverage` over every card in a card store (empty: CacheEmptyError); a
    set the store does not hold is a :class:`UsageError` naming the sets it does."""
    store.ensure_filled()
    cards = store.search(set_code=set_code)
    if set_code and not cards:
        held = ", ".join(store.info().per_set)
        raise UsageError(f"set {set_code.upper()} is not in the card data; it has: {held}")
    return measure_coverage(cards, set_code)
