"""The compiled card records a game plays with: one :class:`EngineCard` per distinct card (and
per token its text creates), and the :class:`CompiledDeck` that holds them.

Plain ints for costs and stats, keyword bit flags, parsed effect tuples and two static ranks
the engine's own policy uses (Clean-up, Resupply). :mod:`altered_deck.engine.compiler.deck`
builds them from a resolved deck; zones in a game hold indices into ``CompiledDeck.cards``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import Effects, ParsedText
from altered_deck.engine.core.hooks import DeckHooks, deck_hooks


class EngineCard:
    """One distinct card (or token) as the engine sees it. Immutable by convention."""

    __slots__ = (
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

    def __reduce__(self) -> tuple[object, ...]:
        # Slots without __dict__ pickle through their state; keep it explicit and small.
        return (_rebuild_card, (self.index, {s: getattr(self, s) for s in self.__slots__}))

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
