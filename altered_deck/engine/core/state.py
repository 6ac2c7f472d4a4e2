"""Game state: zones, adventure, mana, day and phase, in small mutable slotted objects.

Zones hold :class:`~altered_deck.engine.core.cards.EngineCard` references (Deck, Hand, Mana,
Discard) or :class:`Unit` objects (Reserve, Landmarks, expeditions, Gear) for cards that carry
boosts, statuses or counters. No I/O here: zone bookkeeping, and the questions a pilot may
ask (costs, expedition sums, would an expedition move). :meth:`GameState.clone` copies a
state for look-ahead (without its trace).
"""
# mypyc: compiled

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from mypy_extensions import mypyc_attr

from altered_deck.engine.core import queries as _queries
from altered_deck.engine.core.adventure import Layout, random_layout, shuffle
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.effects import (
    DRAWN,
    E_PAY_COUNTER_TOKEN,
    ST_BEGIN_COUNTERS,
    ST_IGNORE_DAY1,
)
from altered_deck.engine.core.hooks import emit
from altered_deck.engine.core.queries import gives_join_boosts as _gives_join_boosts
from altered_deck.engine.core.record import DayRecord, DayTrace
from altered_deck.errors import UsageError
from altered_deck.formats.engine_rules import (  # named by the rules layer (EngineRules)
    RESHUFFLE_ANY_TIME,
    RESHUFFLE_MORNING,
    RESHUFFLE_RULES,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.decisions import Decision, Replay

HERO_EXPEDITION: Final = 0
COMPANION_EXPEDITION: Final = 1

# phases at which a pilot decides
P_DAY1_MANA: Final = 0  # Day 1: put 3 of the 6 drawn cards into Mana
P_EXPAND: Final = 1  # Morning: may Expand one card
P_AFTERNOON: Final = 2  # turns: quick actions, then play a card or pass
P_OVER: Final = 3
P_NOON: Final = 4  # (a duel's seat) its Morning is over: Noon waits for the other player's (4.2.2)

# actions: (kind, index, expedition)
A_MANA: Final = 0
A_EXPAND: Final = 1
A_SKIP_EXPAND: Final = 2
A_PLAY_HAND: Final = 3
A_PLAY_RESERVE: Final = 4
A_SCOUT: Final = 5
A_SUPPORT: Final = 6  # {D}: discard a ready Reserve card for its support ability
A_TAP: Final = 7  # {T}: exhaust a Landmark for its ability
A_PASS: Final = 8
A_HERO: Final = 9  # {T}: exhaust the Hero for its ability (index -1)
A_CHOOSE: Final = 10  # answer the decision a resolving card asks for: (A_CHOOSE, option, 0)

Action = tuple[int, int, int]
PASS: Final[Action] = (A_PASS, -1, 0)
SKIP_EXPAND: Final[Action] = (A_SKIP_EXPAND, -1, 0)

ACTION_NAMES = (
    "mana",
    "expand",
    "skip-expand",
    "play-hand",
    "play-reserve",
    "scout",
    "support",
    "tap",
    "pass",
    "hero",
    "choose",
)


class Unit:
    """A card (or token) in play or in Reserve: boosts, status bits, counters."""

    __slots__ = ("boosts", "card", "counters", "status")

    def __init__(self, card: EngineCard, boosts: int = 0, status: int = 0) -> None:
        self.card = card
        self.boosts = boosts
        self.status = status
        self.counters = 0

    def copy(self) -> Unit:
        """An independent copy (same card record)."""
        unit = Unit(self.card, self.boosts, self.status)
        unit.counters = self.counters
        return unit

    def __repr__(self) -> str:
        return f"Unit({self.card.name!r}, boosts={self.boosts}, status={self.status})"


def reserve_keep(unit: Unit) -> float:
    """What a Reserve card is worth keeping: its card's keep value (compiled with the deck) and
    a quarter per boost. The one measure of it: Clean-up's hint, the Reserve rules' limits, the
    opponent's Reserve card a Sabotage or a removal takes."""
    return unit.card.keep_value + 0.25 * unit.boosts


def landmark_keep(unit: Unit) -> float:
    """What a Landmark is worth keeping (Clean-up's hint): its card's usefulness, nothing when
    its Noon cost is a counter it no longer has."""
    card = unit.card
    for op, _n, _arg in card.at_noon:
        if op == E_PAY_COUNTER_TOKEN and unit.counters == 0:
            return 0.0
    return card.usefulness


def kept(g: GameState, name: str, default: Any = None) -> Any:
    """What a mechanic keeps for the game under ``name`` (``default`` until it keeps
    something): per-game state that lives with its mechanic, not in a slot of the core's."""
    return g.kept.get(name, default)


def keep(g: GameState, name: str, value: Any) -> None:
    """Keep ``value`` (immutable: a number, a tuple, a frozen object) for the game under
    ``name``. The mapping is replaced, never changed in place, so a copy of the state
    (:meth:`GameState.clone`) shares it until either side keeps something new."""
    g.kept = {**g.kept, name: value}


def _units(units: list[Unit]) -> list[Unit]:
    return [u.copy() for u in units]


@mypyc_attr(native_class=False)  # a subclass of ``random.Random``: a Python class
class SeededOnUse(random.Random):
    """A generator that plays exactly as ``random.Random(seed)`` and is seeded on first use.

    Seeding a Mersenne Twister costs as much as a few hundred plays of a search's day, and a
    search's copy (:meth:`GameState.clone` with ``hide``, a duel's determinized copy) gets a
    new generator for every player that most of its days never draw from (no die rolled, no
    Deck reshuffled). Its first draw (or ``getstate``, ``setstate``, ``seed``) seeds it with
    ``seed``; it stays of this class (a compiled method refuses an object whose class has
    changed, and ``random.Random``'s own methods keep bound ones)."""

    def __init__(self, seed: int) -> None:  # no super().__init__(): that would seed now
        self.pending = seed

    def random(self) -> float:
        return random.Random.random(_seeded(self))

    def getrandbits(self, k: int) -> int:
        return random.Random.getrandbits(_seeded(self), k)

    def getstate(self) -> tuple[Any, ...]:
        return random.Random.getstate(_seeded(self))

    def setstate(self, state: tuple[Any, ...]) -> None:
        random.Random.setstate(_seeded(self), state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        random.Random.seed(_seeded(self), a, version)

    def __reduce__(self) -> tuple[Any, ...]:
        return (random.Random, (), random.Random.getstate(_seeded(self)))


def _seeded(rng: SeededOnUse) -> SeededOnUse:
    """``rng``, seeded now if it was waiting for its first use."""
    pending = rng.__dict__.pop("pending", None)
    if pending is not None:
        random.Random.seed(rng, pending)
    return rng


def copied_generator(rng: random.Random) -> random.Random:
    """An independent generator that plays on as ``rng`` would (a clone's): one still waiting
    for its first use is copied as it is, without seeding either."""
    pending = rng.__dict__.get("pending")
    if pending is not None:
        return SeededOnUse(pending)
    copy = random.Random.__new__(random.Random)  # not Random(0): setstate replaces the seed
    copy.setstate(rng.getstate())
    return copy


_STATE_SLOTS = (
    "advanced",
    "after_rest",
    "answers",
    "asking",
    "ascended",
    "base_layout",
    "cost_cuts",
    "day",
    "day_trace",
    "deck",
    "decider",
    "discard",
    "exps",
    "first_character_played",
    "first_on_day1",
    "first_on_odd_days",
    "gear",
    "hand",
    "hand_plays",
    "hero",
    "hero_counters",
    "hero_join",
    "hero_ready",
    "hooks",
    "in_morning",
    "kept",
    "landmark_limit",
    "landmarks",
    "layout",
    "mana_cards",
    "mana_ready",
    "mana_to_pick",
    "markers",
    "max_days",
    "moved",
    "next_anchor",
    "next_boosts",
    "next_reserve_boosts",
    "next_reserve_fx",
    "next_unfleeting",
    "no_move",
    "pass_now",
    "pending",
    "phase",
    "plays",
    "pos",
    "records",
    "replay",
    "reserve",
    "reserve_limit",
    "reserve_plays",
    "reshuffle_rule",
    "resolving",
    "revealed",
    "rng",
    "seed",
    "source",
    "spent",
    "subtype_cuts",
    "trace",
    "unmodelled_plays",
    "won_by_effect",
    "won_day",
)
"""GameState's attributes (a module constant: a compiled class has no ``__slots__``)."""
STATE_SLOTS = _STATE_SLOTS


# compiled in a wheel (setup.py); subclassed by Game, and through it by the duel's Seat
@mypyc_attr(allow_interpreted_subclasses=True)
class GameState:
    """Everything about one player's game in progress: a goldfish game, or a duel's seat."""

    __slots__ = _STATE_SLOTS

    opponent: GameState | None = None
    """(A duel's seat) the other player's state; None when goldfishing."""
    watched = False
    """(A duel's seat) the opponent has "When a Character joins the Expedition facing me"."""
    waits_noon = False
    """(A live duel's seat) Noon waits until every player's Morning is over (the duel runs it)."""

    def __init__(
        self,
        deck: CompiledDeck,
        seed: int,
        max_days: int = 12,
        trace: list | None = None,
        *,
        reshuffle_rule: str = RESHUFFLE_ANY_TIME,
        first_player: bool | None = None,
    ) -> None:
        if reshuffle_rule not in RESHUFFLE_RULES:
            raise UsageError(
                f"unknown reshuffle rule {reshuffle_rule!r}: one of {', '.join(RESHUFFLE_RULES)}"
            )
        self.source = deck
        self.hooks = deck.hooks  # what the deck's cards need the core to call (core/hooks.py)
        self.seed = seed
        self.rng = random.Random(seed)
        self.max_days = max_days
        self.reshuffle_rule = reshuffle_rule
        self.trace: list[DayTrace] | None = trace
        self.day_trace: DayTrace | None = None
        self.hero = deck.hero
        if deck.hero is not None and any(st[0] == ST_IGNORE_DAY1 for st in deck.hero.statics):
            self.hero = None  # "Ignore my abilities during the first Day": back each Morning
        self.hero_ready = True
        # the Hero's counters (Quest, Heroism...): "I begin the game with n <name> counters"
        self.hero_counters = (
            sum(n for kind, n, _arg in deck.hero.statics if kind == ST_BEGIN_COUNTERS)
            if deck.hero is not None
            else 0
        )
        # whether the Hero has a static join_bonus counts (asked on every pilot turn)
        self.hero_join = deck.hero is not None and _gives_join_boosts(deck.hero.statics)
        self.reserve_limit = deck.reserve_limit
        self.landmark_limit = deck.landmark_limit
        cards = deck.cards
        self.deck: list[EngineCard] = [cards[i] for i in deck.deck]
        shuffle(self.rng, self.deck)
        self.layout: Layout = random_layout(self.rng)
        self.base_layout: Layout | None = None  # the printed layout while cards change it
        self.markers: tuple[tuple[int, int], ...] = ()  # Terrain Markers: (region, terrain)
        self.pass_now = False  # an effect made the player pass ("You may immediately pass")
        # 4.1.g: the first player is chosen at random; 4.2.1.b: it alternates every day
        coin = self.rng.random() < 0.5
        self.first_on_odd_days = coin if first_player is None else first_player
        self.first_on_day1 = self.first_on_odd_days  # (an effect may change the first player)
        self._start_zones()
        self._start_counters()

    def _start_zones(self) -> None:
        """The adventure's start (both expeditions at their Hero and Companion regions) and
        the empty zones."""
        self.revealed = [True, False, False, False, False, False, False, True]
        self.pos = [0, 7]
        self.hand: list[EngineCard] = []
        self.discard: list[EngineCard] = []
        self.mana_cards: list[EngineCard] = []
        self.mana_ready = 0
        self.reserve: list[Unit] = []
        self.landmarks: list[Unit] = []
        self.exps: tuple[list[Unit], list[Unit]] = ([], [])
        self.gear: tuple[list[Unit], list[Unit]] = ([], [])

    def _start_counters(self) -> None:
        """The game's counters and pending effects at the start, and no decision asked."""
        self.cost_cuts: list[tuple[int, int, bool]] = []
        self.next_boosts = 0
        self.next_reserve_boosts = 0  # the next Character played from Reserve gains these
        self.next_anchor = 0  # the next Character played with Hand Cost <= this: Anchored
        self.next_unfleeting = 0  # kind mask: the next such card played loses Fleeting
        self.pending: tuple[
            tuple[int, int, int, bool], ...
        ] = ()  # mechanics/costs/rules's, immutable
        self.first_character_played = False
        self.day = 1
        self.in_morning = False
        self.phase = P_DAY1_MANA
        self.mana_to_pick = 3
        self.spent = 0
        self.hand_plays = 0
        self.reserve_plays = 0
        # the whole game's plays (every card resolve_play puts in play, from any zone), and
        # those of cards with unmodelled text: the game record's share of unmodelled plays
        self.plays = 0
        self.unmodelled_plays = 0
        self.moved = [False, False]
        self.advanced = 0  # bit e: expedition e moved forward today, by Progress or an effect
        self.ascended = 0  # bit e: expedition e is Ascended (until Rest, 4.2.5.b)
        self.won_by_effect = False  # "You win the game" resolved (checked after Night)
        self.no_move = 0  # bit e: expedition e can't move forward this Day
        self.subtype_cuts: tuple[tuple[str, int], ...] = ()  # "the next <subtype> ... less"
        self.after_rest: tuple[tuple[Any, int], ...] = ()  # (effects, expedition) after Rest
        self.next_reserve_fx = False  # the next Character played from hand runs its {R}
        self.records: list[DayRecord] = []
        self.won_day: int | None = None
        self.kept: Mapping[str, Any] = {}  # what mechanics keep per game: kept(), keep()
        # in-card decisions (core/decisions): who answers live, or the answers of a replay
        self.decider: Callable[[GameState, Decision], int] | None = None
        self.answers: list[int] | None = None
        self.resolving: EngineCard | None = None  # the card played or used last (its name
        # is what a decision of a Spell's or the Hero's effect shows)
        self.asking: Decision | None = None  # the decision a step-by-step game waits for
        self.replay: Replay | None = None  # (before, action, given)

    def clone(
        self, hide: random.Random | None = None, rng: random.Random | None = None
    ) -> GameState:
        """An independent copy of this state (same class), for look-ahead: zones, units and
        the random generator are copied; the trace is not (the copy records none).

        With ``hide``, what a player cannot know is redrawn from it: the copy's Deck order is
        shuffled and its random generator reseeded, so a search on the copy cannot peek at
        the next draws or die rolls. With ``rng``, the copy uses that generator as is
        (shared, not copied: cheap copies for a search that owns it)."""
        cls = type(self)
        other = cls.__new__(cls)
        _copy_scalars(self, other)
        other.trace = None
        other.day_trace = None
        other.deck = list(self.deck)
        other.hand = list(self.hand)
        other.discard = list(self.discard)
        other.mana_cards = list(self.mana_cards)
        other.reserve = _units(self.reserve)
        other.landmarks = _units(self.landmarks)
        other.exps = (_units(self.exps[0]), _units(self.exps[1]))
        other.gear = (_units(self.gear[0]), _units(self.gear[1]))
        other.cost_cuts = list(self.cost_cuts)
        other.revealed = list(self.revealed)
        other.pos = list(self.pos)
        other.moved = list(self.moved)
        other.records = list(self.records)
        # a copy at a decision point stays there; any other copy is played live
        other.answers = None if self.asking is None else []
        if hide is not None:
            hide.shuffle(other.deck)
            rng = SeededOnUse(hide.getrandbits(64))
        elif rng is None:
            rng = copied_generator(self.rng)
        other.rng = rng
        return other

    # --- zone bookkeeping ----------------------------------------------------------------

    def draw(self, count: int) -> int:
        """Draw ``count`` cards; the number drawn. Runs the ``drawn`` subscriptions (in a duel,
        the opponent's "When an opponent draws")."""
        drawn = _queries.draw(self, count)
        if drawn:
            for hook in self.hooks.drawn:
                hook(self)
            if self.hooks.on:
                emit(self, DRAWN, None, None, None, -1, drawn)
        return drawn

    def take_top(self) -> EngineCard | None:
        return _queries.take_top(self)

    def reshuffle(self, resupply: bool = False) -> bool:
        """Empty deck: the shuffled discard pile becomes the Deck, if the rule allows it now
        (under 5.0 in the Morning, or for a ``resupply`` at any time: 7.3.31.c). False when
        nothing was shuffled back."""
        if self.deck or not self.discard:
            return False
        if self.reshuffle_rule == RESHUFFLE_MORNING and not (self.in_morning or resupply):
            return False
        pile = self.discard
        self.discard = []
        shuffle(self.rng, pile)
        self.deck[:0] = pile
        return True

    @property
    def first_player(self) -> bool:
        """Whether the player is first player today (chosen at random on Day 1, alternating)."""
        return (self.day % 2 == 1) == self.first_on_odd_days

    @property
    def distance(self) -> int:
        """Hero position + (7 - Companion position)."""
        return self.pos[0] + 7 - self.pos[1]

    def zone_counts(self) -> dict[str, int]:
        return _queries.zone_counts(self)

    def ready_reserve(self) -> list[int]:
        return _queries.ready_reserve(self)

    def owner_of(self, unit: Unit) -> GameState:
        """Whose zones ``unit`` goes to when it leaves play (1.4.3.a): this player's (a duel's
        seat: the opponent's, copied first in a look-ahead, for a card the opponent owns)."""
        return self

    def rival_to_change(self) -> GameState:
        """(A duel's seat) the opponent's state, about to be changed by this player's effects
        (a look-ahead copy copies it first); this state when there is no opponent."""
        return self if self.opponent is None else self.opponent

    def cost_of(self, card: EngineCard, base: int, reserve: bool = False, exp: int = -1) -> int:
        return _queries.cost_of(self, card, base, reserve, exp)

    def costs_may_drop(self) -> bool:
        return _queries.costs_may_drop(self)

    def pay(self, amount: int) -> None:
        _queries.pay(self, amount)

    def expedition_sums(self, exp: int) -> tuple[int, int, int, bool]:
        return _queries.expedition_sums(self, exp)

    def would_move(self, exp: int) -> bool:
        return _queries.would_move(self, exp)

    def needs_power(self, exp: int) -> bool:
        return _queries.needs_power(self, exp)

    def progress_flags(self) -> tuple[bool, bool, bool, bool]:
        return _queries.progress_flags(self)

    def has_join_boosts(self) -> bool:
        return _queries.has_join_boosts(self)

    def blocked(self, exp: int) -> bool:
        return _queries.blocked(self, exp)

    def moves_now(self) -> int:
        return _queries.moves_now(self)

    # --- trace -----------------------------------------------------------------------------

    def event(self, *event: str) -> None:
        """Note an event in the day's trace (when tracing)."""
        if self.day_trace is not None:
            self.day_trace.events.append(event)

    def start_day_trace(self) -> None:
        """Open the trace of a new day (when tracing)."""
        if self.trace is not None:
            self.day_trace = DayTrace(day=self.day)
            self.trace.append(self.day_trace)


_SHARED_SLOTS = tuple(
    s
    for s in _STATE_SLOTS
    if s
    not in (
        "rng",
        "trace",
        "day_trace",
        "deck",
        "hand",
        "discard",
        "mana_cards",
        "reserve",
        "landmarks",
        "exps",
        "gear",
        "cost_cuts",
        "revealed",
        "pos",
        "moved",
        "records",
        "answers",
    )
)


def _copy_scalars(a: GameState, b: GameState) -> None:
    """Copy every slot of :data:`_SHARED_SLOTS` (scalars, immutable records, what a clone
    shares) from ``a`` to ``b``: spelled out, so that the compiled module copies each as a
    field, not through a Python attribute look-up (a search copies states by the thousand;
    ``tests/engine/core/test_game_face.py`` holds the list to the slots)."""
    b.advanced = a.advanced
    b.after_rest = a.after_rest
    b.asking = a.asking
    b.ascended = a.ascended
    b.base_layout = a.base_layout
    b.day = a.day
    b.decider = a.decider
    b.first_character_played = a.first_character_played
    b.first_on_day1 = a.first_on_day1
    b.first_on_odd_days = a.first_on_odd_days
    b.hand_plays = a.hand_plays
    b.hero = a.hero
    b.hero_counters = a.hero_counters
    b.hero_join = a.hero_join
    b.hero_ready = a.hero_ready
    b.hooks = a.hooks
    b.in_morning = a.in_morning
    b.kept = a.kept
    b.landmark_limit = a.landmark_limit
    b.layout = a.layout
    b.mana_ready = a.mana_ready
    b.mana_to_pick = a.mana_to_pick
    b.markers = a.markers
    b.max_days = a.max_days
    b.next_anchor = a.next_anchor
    b.next_boosts = a.next_boosts
    b.next_reserve_boosts = a.next_reserve_boosts
    b.next_reserve_fx = a.next_reserve_fx
    b.next_unfleeting = a.next_unfleeting
    b.no_move = a.no_move
    b.pass_now = a.pass_now
    b.pending = a.pending
    b.phase = a.phase
    b.plays = a.plays
    b.replay = a.replay
    b.reserve_limit = a.reserve_limit
    b.reserve_plays = a.reserve_plays
    b.reshuffle_rule = a.reshuffle_rule
    b.resolving = a.resolving
    b.seed = a.seed
    b.source = a.source
    b.spent = a.spent
    b.subtype_cuts = a.subtype_cuts
    b.unmodelled_plays = a.unmodelled_plays
    b.won_by_effect = a.won_by_effect
    b.won_day = a.won_day
