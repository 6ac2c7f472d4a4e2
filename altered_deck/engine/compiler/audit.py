"""A coverage audit: random modelled texts beside what the compiler made of them.

``altered-deck engine coverage --audit N`` draws N distinct texts among those
:mod:`~altered_deck.engine.compiler.coverage` counts as modelled (``modelled`` and
``matchup_only``), seeded, and gives each ability's compiled record as a tree of named
effects (op names, counts, arguments; the effects inside a condition, a choice or a die
roll nested under it), for a person to read beside the card text and judge.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from altered_deck.cards.model import Card
from altered_deck.engine.compiler import coverage as cov
from altered_deck.engine.compiler.abilities import parse_ability, parse_echo_ability
from altered_deck.engine.compiler.deck import _KINDS
from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.engine.registry import kind_modules

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore

DEFAULT_AUDIT_SEED = 1
"""The seed of ``--audit`` when ``--seed`` is not given."""

_KIND_MODULES: tuple[ModuleType, ...] = tuple(kind_modules())
"""Where the kinds' names come from: the core's shared vocabulary and every mechanic's
``kinds.py`` (found by the registry)."""


def _names(prefix: str) -> dict[int, str]:
    return {
        value: name
        for module in _KIND_MODULES
        for name, value in vars(module).items()
        if name.startswith(prefix) and type(value) is int
    }


EFFECT_NAMES = _names("E_")
STATIC_NAMES = _names("ST_")
CONDITION_NAMES = _names("C_")
KEYWORD_NAMES = _names("KW_")
_CONDITIONAL = frozenset((fx.E_IF, fx.E_IF_ELSE))
_IF_DO, _IF_DONT = "if you do", "if you don't"
GROUP_LABELS: dict[int, dict[int, str]] = {
    fx.E_IF: {2: "then"},
    fx.E_IF_ELSE: {2: "then", 3: "else"},
    boosts_kinds.E_DISCARD_RESERVE: {3: _IF_DO},
    sacrifice_kinds.E_SACRIFICE: {3: _IF_DO, 4: _IF_DONT},
    sacrifice_kinds.E_SACRIFICE_ME: {1: _IF_DO},
    sacrifice_kinds.E_HAND_KIND_TO_RESERVE: {1: _IF_DONT},
    sabotage_kinds.E_OPP_ELSE: {0: "on the opponent", 1: _IF_DONT},
    sabotage_kinds.E_OPP_IF_DONE: {0: "on the opponent", 1: _IF_DO},
    sabotage_kinds.E_SAC_FOR_OPP: {1: "on the opponent"},
    turns_kinds.E_RUSH: {2: _IF_DO, 3: _IF_DONT},
    turns_kinds.E_MAY_PASS: {1: _IF_DO, 2: _IF_DONT},
}
"""The labels of the effect groups of the kinds whose argument holds more than one, by
position in the argument (the ``(...)`` comment of each kind in its ``kinds.py``)."""


@dataclass(frozen=True)
class EffectNode:
    """One compiled effect: its kind's name, its count, its scalar arguments (a condition
    by name) and the effects nested in it, each group with a label (``option 2``,
    ``then``, ``on 4-6``...)."""

    op: str
    n: int
    args: tuple[str, ...]
    groups: tuple[tuple[str, tuple[EffectNode, ...]], ...] = ()


@dataclass(frozen=True)
class AuditAbility:
    """One ability: its text, class, why it is partial (if so), and what it compiled to,
    by slot (``on_join``, ``on_resolve``, ``statics``...)."""

    text: str
    cls: str
    misses: tuple[str, ...]
    keywords: tuple[str, ...]
    slots: tuple[tuple[str, tuple[EffectNode, ...]], ...]
    tokens: tuple[str, ...]


@dataclass(frozen=True)
class AuditEntry:
    """One drawn text: the first card that prints it, main or echo, its class."""

    card: str
    set_code: str
    card_type: str
    echo: bool
    text: str
    cls: str
    abilities: tuple[AuditAbility, ...]


def _branch_label(low: int, high: int) -> str:
    if high >= 1_000:  # a tier with no top ("9+")
        return f"on {low}+"
    return f"on {low}" if low == high else f"on {low}-{high}"


def _parts(
    op: int, arg: Any, branches: bool, static: bool
) -> tuple[list[str], list[tuple[str, fx.Effects]]]:
    """An argument's scalars (as text) and its nested effect groups, each with a label."""
    if branches:
        return [], [(_branch_label(low, high), inner) for low, high, inner in arg or ()]
    if cov.is_effects(arg):
        return [], [("effects", arg)]
    if op == choices_kinds.E_CHOOSE:  # (head, texts, *options): the prompt as printed
        return [repr(arg[1][0])], [(f"option {i}", o) for i, o in enumerate(arg[2:], 1)]
    choice = op in cov.CHOICE_KINDS or op in cov.CHOICE_STATICS
    by_position = {} if static else GROUP_LABELS.get(op, {})
    scalars: list[str] = []
    groups: list[tuple[str, fx.Effects]] = []
    items = arg if isinstance(arg, tuple) else (arg,)
    for index, part in enumerate(items):
        if index in by_position and (part == () or cov.is_effects(part)):
            if part:  # an empty group (no "Otherwise", no "If you don't"): left out
                groups.append((by_position[index], part))
        elif cov.is_effects(part):
            groups.append(("effects", part))
        elif isinstance(part, tuple) and part and all(cov.is_effects(o) for o in part):
            groups += [("effects", option) for option in part]
        elif index == 0 and not static and op in _CONDITIONAL and type(part) is int:
            scalars.append(CONDITION_NAMES.get(part, str(part)))
        elif part is not None or len(items) > 1:
            scalars.append(repr(part))
    if choice:
        groups = [(f"option {i}", effects) for i, (_l, effects) in enumerate(groups, 1)]
    return scalars, groups


def effect_node(effect: fx.Effect, static: bool = False) -> EffectNode:
    """``effect`` (a static's record when ``static``) as a named tree."""
    op, n, arg = effect
    names = STATIC_NAMES if static else EFFECT_NAMES
    if static and op in cov.CHOICE_STATICS:
        options = [o for o in arg if cov.is_effects(o)]  # (after the options' texts)
        scalars, groups = [], [(f"option {i}", o) for i, o in enumerate(options, 1)]
    elif static and op in cov.NUMBERS_STATICS:
        scalars, groups = [repr(arg)], []
    else:
        scalars, groups = _parts(op, arg, not static and op in cov.BRANCH_KINDS, static)
    return EffectNode(
        names.get(op, str(op)),
        n,
        tuple(scalars),
        tuple((label, tuple(effect_node(e) for e in inner)) for label, inner in groups),
    )


def audit_ability(ability: str, kind: int, echo: bool = False) -> AuditAbility:
    """One ability of a card of ``kind`` beside what it compiles to."""
    specs: list[fx.TokenSpec] = []

    def intern(spec: fx.TokenSpec) -> int:
        specs.append(spec)
        return len(specs) - 1

    parsed = fx.ParsedText()
    read = (
        parse_echo_ability(ability, parsed, intern)
        if echo
        else parse_ability(ability, kind, parsed, intern)
    )
    cls = cov.classify_ability(ability, kind, echo)
    slots = [
        (slot, tuple(effect_node(e) for e in getattr(parsed, slot)))
        for slot in cov.SLOTS
        if getattr(parsed, slot)
    ]
    if parsed.tap_cost >= 0:
        slots.append(("tap_cost", (EffectNode("{T}", parsed.tap_cost, ()),)))
    if parsed.statics:
        slots.append(("statics", tuple(effect_node(s, static=True) for s in parsed.statics)))
    keywords = [name for bit, name in sorted(KEYWORD_NAMES.items()) if parsed.keywords & bit]
    if parsed.scout:
        keywords.append(f"SCOUT {parsed.scout}")
    misses = cov.ability_misses(ability, parsed) if read else []
    tokens = tuple(
        f"{i}: [{s.name} {s.forest}/{s.mountain}/{s.water}] {s.subtype}".rstrip()
        for i, s in enumerate(specs)
    )
    return AuditAbility(ability, cls, tuple(misses), tuple(keywords), tuple(slots), tokens)


def audit_texts(
    cards: Iterable[Card], count: int, seed: int = DEFAULT_AUDIT_SEED, set_code: str | None = None
) -> list[AuditEntry]:
    """``count`` distinct modelled texts of ``cards`` (only set ``set_code``; every text
    when fewer), drawn with ``random.Random(seed)`` from the texts in sorted order, each
    beside its compiled effects."""
    wanted = set_code.upper() if set_code else None
    first: dict[tuple[bool, str], Card] = {}
    for card in cards:
        if card.card_type.startswith(cov.LEFT_OUT) or (wanted and card.set_code != wanted):
            continue
        for echo, text in ((False, card.effect_text()), (True, card.echo_text())):
            if text.strip():
                first.setdefault((echo, text), card)
    modelled = []
    for (echo, text), card in sorted(first.items()):
        cls, _missing = cov.classify_text(text, _KINDS.get(card.card_type, 0), echo)
        if cls in (cov.MODELLED, cov.MATCHUP_ONLY):
            modelled.append((echo, text, card, cls))
    drawn = random.Random(seed).sample(modelled, min(count, len(modelled)))
    return [_entry(echo, text, card, cls) for echo, text, card, cls in drawn]


def _entry(echo: bool, text: str, card: Card, cls: str) -> AuditEntry:
    kind = _KINDS.get(card.card_type, 0)
    return AuditEntry(
        card=card.english_name,
        set_code=card.set_code,
        card_type=cov.TYPE_NAMES.get(card.card_type, card.card_type.title()),
        echo=echo,
        text=text,
        cls=cls,
        abilities=tuple(audit_ability(a, kind, echo) for a in fx.split_abilities(text)),
    )


def store_audit(
    store: CardStore, count: int, seed: int = DEFAULT_AUDIT_SEED, set_code: str | None = None
) -> list[AuditEntry]:
    """:func:`audit_texts` over the cards of a card store (see
    :func:`~altered_deck.engine.compiler.coverage.store_cards`)."""
    return audit_texts(cov.store_cards(store, set_code), count, seed, set_code)
