"""Hook points: where the core asks a question or announces an event that a mechanic
answers, without naming the mechanic. Two kinds:

* **The deck's hooks** (:class:`DeckHooks`, ``CompiledDeck.hooks``, ``GameState.hooks``): built
  once when a deck is compiled (:func:`~altered_deck.engine.core.cards.deck_hooks`). A
  mechanic registers a *feature* (a name and a test of the deck's cards: "a card has a 'When
  you play' ability") and the handlers that the feature needs at each point
  (:mod:`altered_deck.engine.core.cards`: ``register_feature``, ``register``). A deck
  then holds, for each event point, the tuple of the handlers its features need, in
  registration order, and the core runs that tuple; for each query point, the one function
  that answers it, or None. A deck without such cards runs empty tuples and pays nothing.
  A subscription is to the player's own moments (``MINE``) or to the opponent's
  (``THEIRS``): in a duel a seat's hooks are its deck's followed by the opponent deck's
  ``THEIRS`` ones (:meth:`DeckHooks.facing`), so both players' cards see each moment.
* **The shared hooks** (:data:`HOOKS`): named attributes with a neutral default, for what the
  core asks whatever the deck holds, and for what one mechanic asks another without importing
  it.
* **Events** (:class:`Event`, :func:`emit`): each rule moment the core reaches, of one of
  the ``EVENT_KINDS`` (:mod:`altered_deck.engine.core.effects`), with the player it happens
  to, its subject, who made it happen and by what card. A subscription names a kind (and
  optionally a filter); both players' subscriptions see each moment.

:mod:`altered_deck.engine.registry` fills both once, when the engine is imported, in the one
order it states.
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from altered_deck.engine.core.effects import EVENT_KINDS
from altered_deck.errors import EngineError

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.core.state import GameState, Unit


def _same_exp_cost(g: GameState, card: EngineCard, base: int, exp: int) -> int:
    return base


def _no_other_turn(g: GameState) -> bool:
    return False


def _no_cut(g: GameState, card: EngineCard, reserve: bool) -> int:
    return 0


def _no_kind_cut(g: GameState, card: EngineCard, base: int) -> int:
    return 0


def _nothing(g: GameState) -> None:
    return None


def _nothing_played(g: GameState, unit: Unit, exp: int) -> None:
    return None


def _missing(*args: Any, **kwargs: Any) -> Any:
    raise EngineError("a hook point of the engine core was not installed (registry.install)")


class Hooks:
    """The hook points, each named after the rule it serves (declared here; the defaults are
    set by ``__init__``: a neutral answer, or an error until the registry installs one)."""

    expedition_cost: Callable[[GameState, EngineCard, int, int], int]
    """A card's cost in the expedition it is played in ("costs {1} less in {V}")."""
    self_cost_cut: Callable[[GameState, EngineCard, bool], int]
    """"I cost {n} less if ...": the card's own cut (played from Reserve, else from hand)."""
    kind_cut: Callable[[GameState, EngineCard, int], int]
    """"You may play Spells for {1} less if ...", pending cuts by kind."""
    opponent_played_from_reserve: Callable[[GameState], None]
    """"When an opponent plays a card from Reserve"."""
    opponent_played_character: Callable[[GameState, Unit, int], None]
    """"When an opponent plays a Character"."""
    on_play_subtype: Callable[..., None]
    """"When you play a <subtype>" abilities of the costs mechanic."""
    declined_mana: Callable[..., None]
    """"You may put me in my owner's Mana zone instead. If you don't, ...": declined."""
    behind: Callable[..., bool]
    """Whether the player's expedition ``e`` is behind the facing one (7.5.2.b)."""
    after_roll: Callable[..., None]
    """A die was rolled: Landmarks that "also reveal the top card of your deck"."""
    reserve_limit_bonus: Callable[..., int]
    """How much Landmarks raise the Reserve limit now ("your Reserve limit is increased")."""
    at_noon: Callable[..., None]
    """Noon: pending effects end (like the turn's cost cuts), then ``{I} At Noon``."""
    refresh_terrain: Callable[..., None]
    """Set the regions' terrains from the printed layout and the "My region is {V} ..."
    abilities of the cards in the expeditions (both players' in a duel: the adventure is
    shared); the printed layout is kept in ``base_layout`` while anything changes it."""
    seasons: Callable[..., bool]
    """Whether a Gear of an expedition says "Characters in my Expedition are [Seasoned]"."""
    use_pending: Callable[..., None]
    """A card is being played into ``exp``: pending cuts and boosts it uses are used, and "this
    turn" ones end (the play ends the turn); boosts owed go to ``g.next_boosts``, a Fleeting
    loss to ``g.next_unfleeting``."""
    pay_sacrifice_cut: Callable[..., int]
    """``card`` is being paid for ``cost``: its "You may sacrifice a Permanent to reduce my
    cost by {n}" (the Permanent sacrificed) and "You may play me for {n} less" are decided
    now; the cost to pay."""
    active: Callable[..., bool]
    """Whether the Reserve's rule statics may apply: a card of the player's deck has one, or (in
    a duel) of the opponent's (Simurgh's limit, The Snow Queen's Morning)."""
    clean_up_reserve: Callable[..., bool]
    """Clean-up's Reserve part with the Reserve's rules ({I} "I don't count towards your Reserve
    limit", {I} "All Reserve limits are reduced by one" of either player, a Landmark's "keep
    one more card if it's exhausted" or "limit increased by one while a card with Hand Cost
    {7} or more is in your Reserve"); False when none applies (the caller then applies the
    plain limit). Asked with the opponent's Reserve as Clean-up began (or None)."""
    pay_discard_cut: Callable[..., int]
    """``card`` is being paid for ``cost``: its "You may discard a card from your Reserve to
    reduce my cost" (counted in its cost when a card can pay it) is decided now (the card
    discarded); the cost to pay."""
    stays_exhausted: Callable[..., bool]
    """Whether exhausted Characters in Reserve remain exhausted this Morning (a Character in
    play of either player says so)."""
    night_sabotages: Callable[..., int]
    """How many "At Night — [Sabotage] after Rest" abilities trigger for ``seat`` now (at the
    start of Night: the Characters in its expeditions, with the boosts they need)."""
    sabotage: Callable[..., None]
    """[Sabotage] by ``g`` (7.4.5): discard up to one card from a Reserve, the opponent's most
    useful one (:func:`~altered_deck.engine.targets.choice.reserve_value`);
    ``exhausted_only``: "discard target exhausted card from a Reserve"."""
    sacrificed: Callable[..., None]
    """``u`` was taken out of play by a sacrifice (from expedition ``e``, -1 Landmarks): it is
    discarded (a token ceases to exist; a card with the Mana replacement goes to Mana), then
    its own and the other cards' abilities that watch for it trigger."""
    to_mana_instead: Callable[..., bool]
    """"If I would leave the Expedition zone, (you may) put me in my owner's Mana zone
    instead": True (and the card is in the Mana zone, exhausted, 3.2.9.b) when it applies."""
    blocked_moves: Callable[..., int]
    """Which of the player's expeditions can't move forward now (bit e): "this Day" effects,
    and "Your other Expedition and the Expedition facing it can't move forward" of the
    player's Characters or (in a duel) the opponent's."""
    eternal_ascended: Callable[..., bool]
    """"If my Expedition is Ascended, I am [Eternal]" (asked at Rest, before Ascended ends)."""
    another_turn: Callable[..., bool]
    """Whether ``seat``'s turn that just ended is followed by another of theirs ("Play another
    turn"), and that turn is taken (asked by a duel as a turn ends)."""

    def __init__(self) -> None:
        self.expedition_cost = _same_exp_cost
        self.self_cost_cut = _no_cut
        self.kind_cut = _no_kind_cut
        self.opponent_played_from_reserve = _nothing
        self.opponent_played_character = _nothing_played
        self.another_turn = _no_other_turn
        for name in _INSTALLED_BY_REGISTRY:
            setattr(self, name, _missing)


_INSTALLED_BY_REGISTRY = (
    "on_play_subtype",
    "declined_mana",
    "behind",
    "after_roll",
    "reserve_limit_bonus",
    "at_noon",
    "refresh_terrain",
    "seasons",
    "use_pending",
    "pay_sacrifice_cut",
    "active",
    "clean_up_reserve",
    "pay_discard_cut",
    "stays_exhausted",
    "night_sabotages",
    "sabotage",
    "sacrificed",
    "to_mana_instead",
    "blocked_moves",
    "eternal_ascended",
)
"""The :class:`Hooks` points :mod:`altered_deck.engine.registry` sets (no neutral answer)."""


HOOKS: Final = Hooks()
"""The hook points the core calls (filled by :mod:`altered_deck.engine.registry`)."""


# --- rule moments as events ---------------------------------------------------------------
#
# The core emits each rule moment it reaches (of one of the ``EVENT_KINDS`` of
# :mod:`altered_deck.engine.core.effects`) as an :class:`Event`, with the player it happens to,
# who made it happen and by what card; mechanics that make a moment happen themselves (a
# sacrifice, a Gift, a die roll) emit it where it happens. A subscription names a kind, and
# optionally a filter (:func:`altered_deck.engine.core.cards.register`); one made ``THEIRS``
# receives the opponent's events (:meth:`DeckHooks.facing`) and finds its own side as
# ``event.player.opponent``. A deck whose cards subscribe to nothing pays one test per moment
# (``if g.hooks.on:``).


class Event:
    """One rule moment.

    ``player``: the player it happens to (whose card, zone or phase); ``subject``: the card
    (an ``EngineCard``) or the unit in play (a ``Unit``) it happens to, None for a phase or
    an expedition's move; ``actor``: the player who made it happen (None: the game's rules,
    like Rest or Progress); ``cause``: the card whose ability made it happen (None: a rule or
    a player's action); ``exp``: the expedition concerned (-1: none); ``amount``: a count
    the kind defines (boosts, status bits, cards, a die's result)."""

    __slots__ = ("actor", "amount", "cause", "exp", "kind", "player", "subject")

    def __init__(
        self,
        kind: str,
        player: GameState,
        subject: Any = None,
        actor: GameState | None = None,
        cause: Any = None,
        exp: int = -1,
        amount: int = 0,
    ) -> None:
        self.kind = kind
        self.player = player
        self.subject = subject
        self.actor = actor
        self.cause = cause
        self.exp = exp
        self.amount = amount

    @property
    def by_opponent(self) -> bool:
        """Whether the player's opponent made it happen."""
        return self.actor is not None and self.actor is not self.player

    def __repr__(self) -> str:
        name = getattr(self.subject, "name", None) or getattr(
            getattr(self.subject, "card", None), "name", None
        )
        return f"Event({self.kind!r}, {name!r}, exp={self.exp}, amount={self.amount})"


Handler = Callable[[Event], None]
"""A subscription's handler: receives the event."""
Filter = Callable[[Event], bool]
"""A subscription's filter: the events its handler receives."""


def emit(
    g: GameState,
    kind: str,
    subject: Any = None,
    actor: GameState | None = None,
    cause: Any = None,
    exp: int = -1,
    amount: int = 0,
) -> None:
    """The moment ``kind`` happened to player ``g``: every subscription to it, in
    registration order (the player's deck's, then in a duel the opponent's ``THEIRS`` ones)."""
    handlers = g.hooks.on.get(kind)
    if handlers:
        event = Event(kind, g, subject, actor, cause, exp, amount)
        for handler in handlers:
            handler(event)


def filtered(handler: Handler, where: Filter) -> Handler:
    """``handler`` for the events ``where`` keeps."""

    def run(event: Event) -> None:
        if where(event):
            handler(event)

    return run


# --- the deck's hooks ------------------------------------------------------------------------


class DeckHooks:
    """The hooks one deck's games call, built when the deck is compiled
    (:func:`~altered_deck.engine.core.cards.deck_hooks`).

    Event points are tuples run in order (empty: the deck has no card that needs the event);
    query points hold the one function that answers (None: the core's own answer). Each is
    named after the moment the core reaches; the signature is the one the core calls with.
    ``features`` names the registered features the deck's cards have (a mechanic asks it
    about its own rules, never the core)."""

    card_played: tuple[Callable[[GameState, EngineCard], None], ...]
    """A card is being played (not in play yet): "when you play a <kind>" abilities."""
    character_entered: tuple[Callable[[GameState, Unit], None], ...]
    """A played Character is in its expedition (before it joins): "It gains [[status]]"."""
    character_from_reserve: tuple[Callable[[GameState, Unit], None], ...]
    """The same, played from Reserve: Your Characters have: "{R} I gain n boosts."."""
    character_played: tuple[Callable[[GameState, Unit, int], None], ...]
    """A played Character joined expedition ``exp`` (before its own abilities resolve)."""
    played: tuple[Callable[[GameState, EngineCard, Unit | None, bool], None], ...]
    """A card was played and resolved (the Character's unit, from Reserve or not)."""
    played_from_reserve: tuple[Callable[[GameState, EngineCard], None], ...]
    """A card was played from Reserve (after it resolved)."""
    permanent_joined: tuple[Callable[[GameState, Unit], None], ...]
    """A played Landmark or Gear joined (before its own abilities resolve)."""
    spell_fleeting: Callable[[GameState, EngineCard], bool] | None
    """Whether a Spell being played (not Fleeting yet) gains Fleeting as it is played."""
    run_effects: Callable[[GameState, Any, Unit | None, int], None] | None
    """Runs every effect instead of the interpreter's plain loop (replacements that apply
    to what the effects did)."""
    joined: tuple[Callable[[GameState, Unit, int], None], ...]
    """A Character joined expedition ``exp`` (played, created or moved in)."""
    token_created: tuple[Callable[[GameState, Unit], None], ...]
    """A token Character was created (before it joins)."""
    roll: tuple[Callable[[GameState, int], int], ...]
    """A die was rolled: each returns the result, changed or not."""
    drawn: tuple[Callable[[GameState], None], ...]
    """(A duel) the player ``g`` drew or Resupplied (the opponent's subscriptions:
    "When an opponent draws")."""
    switched: tuple[Callable[[GameState, Unit, int], None], ...]
    """A Character switched into expedition ``exp`` (7.3.39.b): it joins that expedition but
    not the Expedition zone (7.5.10.c), so only "joins my Expedition" and "joins the
    Expedition facing me" see it."""
    left: tuple[Callable[[GameState, Unit, int, int, bool], None], ...]
    """A Character left expedition ``exp`` for another zone, however it left (sent, sacrificed,
    put in Mana, removed by the opponent; Rest excepted: ``rest_left``), with the boosts it had
    and whether it went to its owner's Reserve."""
    reserve_cost: Callable[[GameState, EngineCard, int], int] | None
    """A card's cost when played from Reserve, before any cut."""
    kind_cut: Callable[[GameState, EngineCard, int], int] | None
    """How much less a card costs by its kind (also asked while effects are pending)."""
    cost_floor: Callable[[GameState, EngineCard], int] | None
    """(A duel) the least ``card`` costs this deck's opponent (asked of this deck's seat)."""
    sums: Callable[[GameState, int], tuple[int, int, int, bool]] | None
    """An expedition's sums and Defender, instead of the core's plain count."""
    lone_giant: Callable[[GameState, int], Unit | None] | None
    """The Character of expedition ``exp`` that counts in the other expedition too."""
    defender_waived: Callable[[GameState, int], bool] | None
    """Whether expedition ``exp``'s Defenders do not stop it this Dusk."""
    exhausted_targets: Callable[[GameState, Unit], tuple[int, ...]] | None
    """The expeditions an exhausted Reserve card may be played into (None: none)."""
    hero_cost_payable: Callable[[GameState], bool] | None
    """Whether the Hero's {T} ability's extra cost can be paid (None: no rule adds one)."""
    before_action: Callable[[GameState], Any] | None
    """Before an action other than passing: what :attr:`after_action` compares with."""
    after_action: Callable[[GameState, Any], None] | None
    """After that action, with what :attr:`before_action` returned."""
    passed_first: tuple[Callable[[GameState], None], ...]
    """The player passed before the opponent."""
    passed: tuple[Callable[[GameState], None], ...]
    """The player passed (after :attr:`passed_first`): "When you pass" abilities."""
    morning_draw: Callable[[GameState], bool] | None
    """Morning's draw done otherwise (True) or left to the core (False)."""
    terrain: tuple[Callable[[GameState], None], ...]
    """Cards may have changed the regions' terrains (after a play, at Dusk, after Night);
    while a changed layout is kept (``GameState.base_layout``) the core refreshes it
    through ``HOOKS.refresh_terrain`` whatever the deck holds."""
    moved_due: Callable[[GameState, list[bool]], list[tuple[int, int]]] | None
    """Before Progress moves expeditions: what :attr:`after_due` is given."""
    moved: tuple[Callable[[GameState, list[bool]], None], ...]
    """Dusk's Progress moved the expeditions ``moves`` says."""
    after_due: tuple[Callable[[GameState, list[tuple[int, int]]], None], ...]
    """After :attr:`moved`, with what :attr:`moved_due` returned (when not empty)."""
    before_rest: tuple[Callable[[GameState], None], ...]
    """Night, before Rest."""
    rest_left: tuple[Callable[[GameState, Unit, int, int, bool], None], ...]
    """After Rest, for each Character with statics that left expedition ``exp`` (its boosts
    then, whether it went to Reserve)."""
    characters_left: tuple[Callable[[GameState, list[Unit]], None], ...]
    """Characters left the player's expeditions (at Rest, or sent to Reserve)."""

    def __init__(
        self,
        features: frozenset[str] = frozenset(),
        theirs: dict[str, Any] | None = None,
        on: dict[str, tuple[Handler, ...]] | None = None,
        theirs_on: dict[str, tuple[Handler, ...]] | None = None,
        **points: Any,
    ) -> None:
        unknown = set(points) - set(EVENT_POINTS) - set(QUERY_POINTS)
        unknown |= set(on or {}) - set(EVENT_KINDS)
        if unknown:
            raise EngineError(f"unknown deck hook points: {', '.join(sorted(unknown))}")
        self.features = features
        self.points = points
        self.theirs: dict[str, Any] = theirs or {}
        """What this deck's cards watch of the *opponent's* moments (subscriptions made with
        ``THEIRS``): a duel's seat runs them from the opponent's hooks (:meth:`facing`)."""
        self.on: dict[str, tuple[Handler, ...]] = on or {}
        """The subscriptions to each kind of event
        (:class:`~altered_deck.engine.core.hooks.Event`), in registration order; empty: the
        deck's cards watch no event."""
        self.theirs_on: dict[str, tuple[Handler, ...]] = theirs_on or {}
        """The subscriptions to the *opponent's* events, as :attr:`theirs`."""
        for name in EVENT_POINTS:
            setattr(self, name, points.get(name, ()))
        for name in QUERY_POINTS:
            setattr(self, name, points.get(name))

    def facing(self, other: DeckHooks) -> DeckHooks:
        """The hooks of a duel's seat whose opponent's deck has ``other``: this deck's own
        subscriptions, then at each event the opponent's subscriptions to the player's moments
        (``THEIRS``: they receive the player's state and find their own side as its
        ``opponent``); a query the deck does not answer is answered by the opponent's
        ``THEIRS`` one. One player's event is so seen by both players' cards, at no cost to a
        deck whose opponent watches nothing."""
        if not other.theirs and not other.theirs_on:
            return self
        points = dict(self.points)
        for point, handlers in other.theirs.items():
            if point in QUERY_POINTS:
                points.setdefault(point, handlers)
            else:
                points[point] = (*points.get(point, ()), *handlers)
        on = dict(self.on)
        for kind, subscribed in other.theirs_on.items():
            on[kind] = (*on.get(kind, ()), *subscribed)
        return DeckHooks(self.features, self.theirs, on, self.theirs_on, **points)


EVENT_POINTS = (
    "card_played",
    "character_entered",
    "character_from_reserve",
    "character_played",
    "played",
    "played_from_reserve",
    "permanent_joined",
    "joined",
    "token_created",
    "roll",
    "drawn",
    "switched",
    "left",
    "passed_first",
    "passed",
    "terrain",
    "moved",
    "after_due",
    "before_rest",
    "rest_left",
    "characters_left",
)
"""The :class:`DeckHooks` points whose handlers all run, in registration order."""
QUERY_POINTS = (
    "spell_fleeting",
    "run_effects",
    "reserve_cost",
    "kind_cut",
    "cost_floor",
    "sums",
    "lone_giant",
    "defender_waived",
    "exhausted_targets",
    "hero_cost_payable",
    "before_action",
    "after_action",
    "morning_draw",
    "moved_due",
)
"""The :class:`DeckHooks` points one function answers."""
