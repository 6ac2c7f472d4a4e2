"""The compiled card records a game plays with: one :class:`EngineCard` per distinct card (and
per token its text creates), and the :class:`CompiledDeck` that holds them.

Plain ints for costs and stats, keyword bit flags, parsed effect tuples and two static ranks
the engine's own policy uses (Clean-up, Resupply). :mod:`altered_deck.engine.compiler.deck`
builds them from a resolved deck; zones in a game hold indices into ``CompiledDeck.cards``.

A compiled deck also holds the hooks its cards need (:func:`deck_hooks`): the features the
mechanics register (:func:`register_feature`) and the handlers each feature subscribes at a
hook point or a kind of event (:func:`register`, ``MINE`` or ``THEIRS``).
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import EVENT_KINDS, Effects, ParsedText
from altered_deck.engine.core.hooks import EVENT_POINTS, QUERY_POINTS, DeckHooks, Filter, filtered
from altered_deck.errors import EngineError

CARD_FIELDS = (
    "at_dusk",
    "at_noon",
    "exp_choice",
    "hand_cost",
    "index",
    "keep_value",
    "keywords",
    "kind",
    "name",
    "on_hand",
    "on_join",
    "on_leave",
    "on_leave_fleeting",
    "on_reserve",
    "on_resolve",
    "reserve_cost",
    "scout",
    "self_cut",
    "statics",
    "stats",
    "subtype",
    "subtypes",
    "support",
    "tap",
    "tap_cost",
    "tap_counters",
    "unmodelled",
    "usefulness",
)
"""An :class:`EngineCard`'s fields: its slots, what it pickles and copies (a module constant:
a compiled class has no ``__slots__``)."""


# compiled in a wheel (setup.py): the hot path reads its fields directly; ``__new__`` without
# ``__init__`` when unpickled
@mypyc_attr(allow_interpreted_subclasses=True)
class EngineCard:
    """One distinct card (or token) as the engine sees it. Immutable by convention."""

    __slots__ = CARD_FIELDS

    def __init__(
        self,
        index: int,
        name: str,
        kind: int,
        hand_cost: int,
        reserve_cost: int,
        stats: tuple[int, int, int],
        subtype: str,
        parsed: ParsedText,
    ) -> None:
        self.index = index
        self.name = name
        self.kind = kind
        self.hand_cost = hand_cost
        self.reserve_cost = reserve_cost
        self.stats = stats
        self.subtype = subtype
        self.subtypes: tuple[str, ...] = (subtype,) if subtype else ()
        self.keywords = parsed.keywords
        self.scout = parsed.scout
        self.on_hand: Effects = tuple(parsed.on_hand)
        self.on_reserve: Effects = tuple(parsed.on_reserve)
        self.on_join: Effects = tuple(parsed.on_join)
        self.at_noon: Effects = tuple(parsed.at_noon)
        self.at_dusk: Effects = tuple(parsed.at_dusk)
        self.on_leave: Effects = tuple(parsed.on_leave)
        self.on_leave_fleeting: Effects = tuple(parsed.on_leave_fleeting)
        self.on_resolve: Effects = tuple(parsed.on_resolve)
        self.support: Effects = tuple(parsed.support)
        self.tap_cost = parsed.tap_cost
        self.tap_counters = parsed.tap_counters
        self.tap: Effects = tuple(parsed.tap)
        self.statics = tuple(parsed.statics)
        # "I cost {n} less if ...": set by the compiler; GameState.cost_of then asks the hook
        self.self_cut = False
        self.usefulness = 0.0
        # some of its text is ignored (set by the compiler): its plays are counted apart
        self.unmodelled = False
        self.exp_choice = bool(kind & (fx.K_CHARACTER | fx.K_GEAR))
        # the engine's own policy ranks (which Reserve cards Clean-up keeps, which card a
        # Resupply keeps): value per mana from Hand, and from Reserve
        self.keep_value = 0.0

    def __repr__(self) -> str:
        return f"EngineCard({self.index}, {self.name!r})"

    def copy(self) -> EngineCard:
        """A new record with every field of this one (a variant a mechanic then changes)."""
        card = EngineCard.__new__(EngineCard)
        for name in CARD_FIELDS:
            setattr(card, name, getattr(self, name))
        return card

    def __reduce__(self) -> tuple[object, ...]:
        # Slots without __dict__ pickle through their state; keep it explicit and small.
        return (_rebuild_card, (self.index, {s: getattr(self, s) for s in CARD_FIELDS}))

    @property
    def is_character(self) -> bool:
        """True for Characters (and Character tokens)."""
        return bool(self.kind & fx.K_CHARACTER)

    @property
    def is_token(self) -> bool:
        """True for tokens (they are not cards and cease to exist when they leave play)."""
        return bool(self.kind & fx.K_TOKEN)


def _rebuild_card(index: int, state: dict[str, object]) -> EngineCard:
    card = EngineCard.__new__(EngineCard)
    for name, value in state.items():
        setattr(card, name, value)
    return card


@mypyc_attr(native_class=False)  # a plain class in the compiled module: pickled by its __dict__
@dataclass(frozen=True)
class CompiledDeck:
    """A deck ready to play: card records, the card list, the Hero's limits. Picklable."""

    name: str
    cards: tuple[EngineCard, ...]  # distinct cards first, then tokens
    deck: tuple[int, ...]  # one index per physical non-Hero card
    hero: EngineCard | None
    reserve_limit: int
    landmark_limit: int
    unmodelled: tuple[str, ...]  # English names of distinct cards with text the engine ignores
    ignored_text: tuple[tuple[str, tuple[str, ...]], ...]  # (name, abilities ignored)
    distinct_count: int  # distinct non-token cards, the Hero included
    self_cuts: bool = False  # a card has an "I cost {n} less if ..." ability (EngineCard.self_cut)
    hooks: DeckHooks = field(init=False, compare=False, repr=False)
    """What the deck's cards need the core to call (core/hooks.py): built from the cards and
    the Hero when the deck is made, and again when it is unpickled (never pickled itself)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "hooks", deck_hooks(self.cards, self.hero))

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        del state["hooks"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        object.__setattr__(self, "hooks", deck_hooks(self.cards, self.hero))

    @property
    def hero_name(self) -> str | None:
        """The Hero's English name, None for a deck without a Hero."""
        return self.hero.name if self.hero else None

    @property
    def size(self) -> int:
        """Number of non-Hero cards (cards are conserved across zones during a game)."""
        return len(self.deck)


# --- what a deck's cards need of the hooks -------------------------------------------------
#
# A mechanic registers a *feature* (a name and a test of the deck's cards: "a card has a 'When
# you play' ability") and the handlers the feature needs at each hook point or kind of event;
# a compiled deck holds the handlers of the features its cards have (:func:`deck_hooks`).

Needs = Callable[[Sequence["EngineCard"], "EngineCard | None"], bool]
"""A feature's test: ``needs(cards, hero)`` over a deck's compiled records (tokens included)
and its Hero's."""

MINE = False
"""A subscription to the player's own moments."""
THEIRS = True
"""A subscription to the opponent's moments (a duel; nothing when goldfishing)."""

_FEATURES: dict[str, Needs] = {}
_REGISTERED: list[tuple[str, Callable[..., Any], str | None, bool]] = []


def register_feature(name: str, needs: Needs) -> None:
    """Declare the feature ``name``: a deck has it when ``needs(cards, hero)``."""
    if name in _FEATURES:
        raise EngineError(f"deck feature {name!r} registered twice")
    _FEATURES[name] = needs


def register(
    point: str,
    handler: Callable[..., Any],
    feature: str | None,
    whose: bool = MINE,
    where: Filter | None = None,
) -> None:
    """Add ``handler`` at ``point`` for the decks with ``feature`` (None: every deck), after
    the handlers registered there before it; ``whose``: the player's own moments (``MINE``)
    or the opponent's (``THEIRS``). ``point`` is a deck hook point or a kind of event
    (:data:`~altered_deck.engine.core.effects.EVENT_KINDS`: the handler receives the
    :class:`~altered_deck.engine.core.hooks.Event`, those ``where`` keeps when given)."""
    if point not in EVENT_POINTS and point not in QUERY_POINTS and point not in EVENT_KINDS:
        raise EngineError(f"unknown deck hook point {point!r}")
    if feature is not None and feature not in _FEATURES:
        raise EngineError(f"deck hook {point!r} needs the unknown feature {feature!r}")
    if where is not None:
        if point not in EVENT_KINDS:
            raise EngineError(f"deck hook {point!r} is no event: it takes no filter")
        handler = filtered(handler, where)
    _REGISTERED.append((point, handler, feature, whose))


HOLDS_STATICS: set[int] = set()
"""Static kinds whose argument is statics the card has at times (a Feat's "[[Completed]]:
..." abilities): a feature's test looks inside them too."""


def static_in(*kinds: int) -> Needs:
    """A feature's test: a card of the deck or its Hero has a static of one of ``kinds`` (or
    holds one, :data:`HOLDS_STATICS`)."""
    wanted = frozenset(kinds)

    def has(st: Any) -> bool:
        return st[0] in wanted or (st[0] in HOLDS_STATICS and any(has(s) for s in st[2]))

    def needs(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
        records = (*cards, hero) if hero is not None else cards
        return any(has(st) for card in records for st in card.statics)

    return needs


def kind_in(*kinds: int, length: int) -> Needs:
    """A feature's test: an ability of a card of the deck or its Hero (its effects, statics,
    their conditions and nested arguments) holds an entry ``(kind, ...)`` of one of ``kinds``
    with at least ``length`` items (or an entry numbered alike: a feature found where none is
    needed only costs the count)."""
    wanted = frozenset(kinds)

    def holds(value: Any) -> bool:
        if not isinstance(value, tuple) or not value:
            return False
        if value[0] in wanted and len(value) >= length:
            return True
        return any(holds(part) for part in value)

    def needs(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
        records = (*cards, hero) if hero is not None else cards
        return any(
            holds(part)
            for card in records
            for part in (
                *(card.on_hand, card.on_reserve, card.on_join, card.support, card.tap),
                *(card.at_noon, card.at_dusk, card.statics),
            )
        )

    return needs


def deck_hooks(cards: Sequence[EngineCard], hero: EngineCard | None) -> DeckHooks:
    """The hooks of a deck of ``cards`` (tokens included) and ``hero``: the features its
    cards have, and at each point the handlers those features registered, in order."""
    features = frozenset(name for name, needs in _FEATURES.items() if needs(cards, hero))
    points: dict[str, Any] = {}
    theirs: dict[str, Any] = {}
    on: dict[str, Any] = {}
    theirs_on: dict[str, Any] = {}
    for point, handler, feature, whose in _REGISTERED:
        if feature is not None and feature not in features:
            continue
        if point in EVENT_KINDS:
            table = theirs_on if whose else on
            table[point] = (*table.get(point, ()), handler)
            continue
        table = theirs if whose else points
        if point in QUERY_POINTS:
            if point in table:
                raise EngineError(f"two handlers answer the deck hook {point!r} of one deck")
            table[point] = handler
        else:
            table[point] = (*table.get(point, ()), handler)
    return DeckHooks(features, theirs, on, theirs_on, **points)
