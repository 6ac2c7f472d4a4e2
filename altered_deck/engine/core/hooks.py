"""Hook points: where the core asks a question or announces an event that a mechanic
answers, without naming the mechanic. Two kinds:

* **The deck's hooks** (:class:`DeckHooks`, ``CompiledDeck.hooks``, ``GameState.hooks``): built
  once when a deck is compiled (:func:`deck_hooks`). A mechanic registers a *feature* (a name
  and a test of the deck's cards: "a card has a 'When you play' ability") and the handlers
  that the feature needs at each point (:func:`register_feature`, :func:`register`). A deck
  then holds, for each event point, the tuple of the handlers its features need, in
  registration order, and the core runs that tuple; for each query point, the one function
  that answers it, or None. A deck without such cards runs empty tuples and pays nothing.
  A subscription is to the player's own moments (``MINE``) or to the opponent's
  (``THEIRS``): in a duel a seat's hooks are its deck's followed by the opponent deck's
  ``THEIRS`` ones (:meth:`DeckHooks.facing`), so both players' cards see each moment.
* **The shared hooks** (:data:`HOOKS`): named attributes with a neutral default, for what the
  core asks whatever the deck holds, and for what one mechanic asks another without importing
  it.

:mod:`altered_deck.engine.registry` fills both once, when the engine is imported, in the one
order it states.
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from altered_deck.errors import EngineError

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.core.state import GameState, Unit


def _same_exp_cost(g: GameState, card: EngineCard, base: int, exp: int) -> int:
    return base


def _no_cut(g: GameState, card: EngineCard) -> int:
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
    """The hook points, each named after the rule it serves."""

    def __init__(self) -> None:
        # costs (GameState.cost_of)
        self.expedition_cost: Callable[[GameState, EngineCard, int, int], int] = _same_exp_cost
        """A card's cost in the expedition it is played in ("costs {1} less in {V}")."""
        self.self_cost_cut: Callable[[GameState, EngineCard], int] = _no_cut
        """"I cost {n} less if ...": the card's own cut."""
        self.kind_cut: Callable[[GameState, EngineCard, int], int] = _no_kind_cut
        """"You may play Spells for {1} less if ...", pending cuts by kind."""
        # duels: the opponent's watchers
        self.opponent_played_from_reserve: Callable[[GameState], None] = _nothing
        """"When an opponent plays a card from Reserve"."""
        self.opponent_played_character: Callable[[GameState, Unit, int], None] = _nothing_played
        """"When an opponent plays a Character"."""
        # what one mechanic asks another (the registry sets each one)
        self.on_play_subtype: Callable[..., None] = _missing
        """"When you play a <subtype>" abilities of the costs mechanic."""
        self.declined_mana: Callable[..., None] = _missing
        """"You may put me in my owner's Mana zone instead. If you don't, ...": declined."""
        self.behind: Callable[..., bool] = _missing
        """Whether the player's expedition ``e`` is behind the facing one (7.5.2.b)."""
        # the day, plays, effects and duels (the registry sets each one)
        self.after_roll: Callable[..., None] = _missing
        """A die was rolled: Landmarks that "also reveal the top card of your deck"."""
        self.condition_holds: Callable[..., bool] = _missing
        """Whether an ``E_IF`` / ``E_IF_ELSE`` condition holds now (all of them)."""
        self.reserve_limit_bonus: Callable[..., int] = _missing
        """How much Landmarks raise the Reserve limit now ("your Reserve limit is increased")."""
        self.at_noon: Callable[..., None] = _missing
        """Noon: pending effects end (like the turn's cost cuts), then ``{I} At Noon``."""
        self.refresh_terrain: Callable[..., None] = _missing
        """Set the regions' terrains from the printed layout and the "My region is {V} ..."
        abilities of the cards in the expeditions (both players' in a duel: the adventure is
        shared); the printed layout is kept in ``base_layout`` while anything changes it."""
        self.seasons: Callable[..., bool] = _missing
        """Whether a Gear of an expedition says "Characters in my Expedition are [Seasoned]"."""
        self.use_pending: Callable[..., None] = _missing
        """A card is being played into ``exp``: pending cuts and boosts it uses are used, and "this
        turn" ones end (the play ends the turn); boosts owed go to ``g.next_boosts``, a Fleeting
        loss to ``g.next_unfleeting``."""
        self.pay_sacrifice_cut: Callable[..., None] = _missing
        """``card`` is being paid for: the Permanent its "You may sacrifice a Permanent to reduce
        my cost by {n}" counted in its cost (:func:`exp_cost`) is sacrificed now."""
        self.active: Callable[..., bool] = _missing
        """Whether the Reserve's rule statics may apply: a card of the player's deck has one, or (in
        a duel) of the opponent's (Simurgh's limit, The Snow Queen's Morning)."""
        self.clean_up_reserve: Callable[..., bool] = _missing
        """Clean-up's Reserve part with the Reserve's rules ({I} "I don't count towards your Reserve
        limit", {I} "All Reserve limits are reduced by one" of either player, a Landmark's "keep
        one more card if it's exhausted" or "limit increased by one while a card with Hand Cost
        {7} or more is in your Reserve"); False when none applies (the caller then applies the
        plain limit). Asked with the opponent's Reserve as Clean-up began (or None)."""
        self.pay_discard_cut: Callable[..., None] = _missing
        """``card`` is being paid for: its "You may discard a card from your Reserve to reduce my
        cost" was counted in its cost (``C_DISCARDABLE``, always taken): discard the least
        useful Reserve card that can pay it."""
        self.stays_exhausted: Callable[..., bool] = _missing
        """Whether exhausted Characters in Reserve remain exhausted this Morning (a Character in
        play of either player says so)."""
        self.night_sabotages: Callable[..., int] = _missing
        """How many "At Night — [Sabotage] after Rest" abilities trigger for ``seat`` now (at the
        start of Night: the Characters in its expeditions, with the boosts they need)."""
        self.sabotage: Callable[..., None] = _missing
        """[Sabotage] by ``g`` (7.4.5): discard up to one card from a Reserve, the opponent's most
        useful one (:func:`~altered_deck.engine.targets.choice.reserve_value`);
        ``exhausted_only``: "discard target exhausted card from a Reserve"."""
        self.sacrificed: Callable[..., None] = _missing
        """``u`` was taken out of play by a sacrifice (from expedition ``e``, -1 Landmarks): it is
        discarded (a token ceases to exist; a card with the Mana replacement goes to Mana), then
        its own and the other cards' abilities that watch for it trigger."""
        self.to_mana_instead: Callable[..., bool] = _missing
        """"If I would leave the Expedition zone, (you may) put me in my owner's Mana zone
        instead": True (and the card is in the Mana zone, exhausted, 3.2.9.b) when it applies."""
        self.blocked_moves: Callable[..., int] = _missing
        """Which of the player's expeditions can't move forward now (bit e): "this Day" effects,
        and "Your other Expedition and the Expedition facing it can't move forward" of the
        player's Characters or (in a duel) the opponent's."""
        self.eternal_ascended: Callable[..., bool] = _missing
        """"If my Expedition is Ascended, I am [Eternal]" (asked at Rest, before Ascended ends)."""


HOOKS = Hooks()
"""The hook points the core calls (filled by :mod:`altered_deck.engine.registry`)."""


# --- the deck's hooks ------------------------------------------------------------------------

Needs = Callable[[Sequence["EngineCard"], "EngineCard | None"], bool]
"""A feature's test: ``needs(cards, hero)`` over a deck's compiled records (tokens included)
and its Hero's."""


class DeckHooks:
    """The hooks one deck's games call, built by :func:`deck_hooks` when the deck is compiled.

    Event points are tuples run in order (empty: the deck has no card that needs the event);
    query points hold the one function that answers (None: the core's own answer). Each is
    named after the moment the core reaches; the signature is the one the core calls with.
    ``features`` names the registered features the deck's cards have (a mechanic asks it
    about its own rules, never the core)."""

    def __init__(
        self,
        features: frozenset[str] = frozenset(),
        theirs: dict[str, Any] | None = None,
        **points: Any,
    ) -> None:
        unknown = set(points) - set(EVENT_POINTS) - set(QUERY_POINTS)
        if unknown:
            raise EngineError(f"unknown deck hook points: {', '.join(sorted(unknown))}")
        self.features = features
        self.points = points
        self.theirs: dict[str, Any] = theirs or {}
        """What this deck's cards watch of the *opponent's* moments (subscriptions made with
        ``THEIRS``): a duel's seat runs them from the opponent's hooks (:meth:`facing`)."""
        # playing a card (core/play.py)
        self.card_played: tuple[Callable[[GameState, EngineCard], None], ...] = points.get(
            "card_played", ()
        )
        """A card is being played (not in play yet): "when you play a <kind>" abilities."""
        self.character_entered: tuple[Callable[[GameState, Unit], None], ...] = points.get(
            "character_entered", ()
        )
        """A played Character is in its expedition (before it joins): "It gains [[status]]"."""
        self.character_from_reserve: tuple[Callable[[GameState, Unit], None], ...] = points.get(
            "character_from_reserve", ()
        )
        """The same, played from Reserve: Your Characters have: "{R} I gain n boosts."."""
        self.character_played: tuple[Callable[[GameState, Unit, int], None], ...] = points.get(
            "character_played", ()
        )
        """A played Character joined expedition ``exp`` (before its own abilities resolve)."""
        self.played: tuple[Callable[[GameState, EngineCard, Unit | None, bool], None], ...] = (
            points.get("played", ())
        )
        """A card was played and resolved (the Character's unit, from Reserve or not)."""
        self.played_from_reserve: tuple[Callable[[GameState, EngineCard], None], ...] = points.get(
            "played_from_reserve", ()
        )
        """A card was played from Reserve (after it resolved)."""
        self.permanent_joined: tuple[Callable[[GameState, Unit], None], ...] = points.get(
            "permanent_joined", ()
        )
        """A played Landmark or Gear joined (before its own abilities resolve)."""
        self.spell_fleeting: Callable[[GameState, EngineCard], bool] | None = points.get(
            "spell_fleeting"
        )
        """Whether a Spell being played (not Fleeting yet) gains Fleeting as it is played."""
        # effects (core/interpreter.py)
        self.run_effects: Callable[[GameState, Any, Unit | None, int], None] | None = points.get(
            "run_effects"
        )
        """Runs every effect instead of the interpreter's plain loop (replacements that apply
        to what the effects did)."""
        self.joined: tuple[Callable[[GameState, Unit, int], None], ...] = points.get("joined", ())
        """A Character joined expedition ``exp`` (played, created or moved in)."""
        self.token_created: tuple[Callable[[GameState, Unit], None], ...] = points.get(
            "token_created", ()
        )
        """A token Character was created (before it joins)."""
        self.roll: tuple[Callable[[GameState, int], int], ...] = points.get("roll", ())
        """A die was rolled: each returns the result, changed or not."""
        self.drawn: tuple[Callable[[GameState], None], ...] = points.get("drawn", ())
        """(A duel) the player ``g`` drew or Resupplied (the opponent's subscriptions:
        "When an opponent draws")."""
        self.switched: tuple[Callable[[GameState, Unit, int], None], ...] = points.get(
            "switched", ()
        )
        """A Character switched into expedition ``exp`` (7.3.39.b): it joins that expedition but
        not the Expedition zone (7.5.10.c), so only "joins my Expedition" and "joins the
        Expedition facing me" see it."""
        self.left: tuple[Callable[[GameState, Unit, int, int, bool], None], ...] = points.get(
            "left", ()
        )
        """A Character left expedition ``exp`` for another zone, however it left (sent, sacrificed,
        put in Mana, removed by the opponent; Rest excepted: ``rest_left``), with the boosts it had
        and whether it went to its owner's Reserve."""
        self.status_gained: tuple[Callable[[GameState, Unit, int], None], ...] = points.get(
            "status_gained", ()
        )
        """The player's Character gained the status bits ``gained`` (whoever gave them)."""
        # costs (core/queries.py, core/duel.py)
        self.reserve_cost: Callable[[GameState, EngineCard, int], int] | None = points.get(
            "reserve_cost"
        )
        """A card's cost when played from Reserve, before any cut."""
        self.kind_cut: Callable[[GameState, EngineCard, int], int] | None = points.get("kind_cut")
        """How much less a card costs by its kind (also asked while effects are pending)."""
        self.cost_floor: Callable[[GameState, EngineCard], int] | None = points.get("cost_floor")
        """(A duel) the least ``card`` costs this deck's opponent (asked of this deck's seat)."""
        # expedition sums (core/queries.py, core/state.py)
        self.sums: Callable[[GameState, int], tuple[int, int, int, bool]] | None = points.get(
            "sums"
        )
        """An expedition's sums and Defender, instead of the core's plain count."""
        self.lone_giant: Callable[[GameState, int], Unit | None] | None = points.get("lone_giant")
        """The Character of expedition ``exp`` that counts in the other expedition too."""
        self.defender_waived: Callable[[GameState, int], bool] | None = points.get(
            "defender_waived"
        )
        """Whether expedition ``exp``'s Defenders do not stop it this Dusk."""
        # actions (core/game.py)
        self.exhausted_targets: Callable[[GameState, Unit], tuple[int, ...]] | None = points.get(
            "exhausted_targets"
        )
        """The expeditions an exhausted Reserve card may be played into (None: none)."""
        self.hero_cost_payable: Callable[[GameState], bool] | None = points.get("hero_cost_payable")
        """Whether the Hero's {T} ability's extra cost can be paid (None: no rule adds one)."""
        self.before_action: Callable[[GameState], Any] | None = points.get("before_action")
        """Before an action other than passing: what :attr:`after_action` compares with."""
        self.after_action: Callable[[GameState, Any], None] | None = points.get("after_action")
        """After that action, with what :attr:`before_action` returned."""
        self.passed_first: tuple[Callable[[GameState], None], ...] = points.get("passed_first", ())
        """The player passed before the opponent."""
        self.passed: tuple[Callable[[GameState], None], ...] = points.get("passed", ())
        """The player passed (after :attr:`passed_first`): "When you pass" abilities."""
        # the day (core/day.py)
        self.morning_draw: Callable[[GameState], bool] | None = points.get("morning_draw")
        """Morning's draw done otherwise (True) or left to the core (False)."""
        self.terrain: tuple[Callable[[GameState], None], ...] = points.get("terrain", ())
        """Cards may have changed the regions' terrains (after a play, at Dusk, after Night);
        while a changed layout is kept (``GameState.base_layout``) the core refreshes it
        through ``HOOKS.refresh_terrain`` whatever the deck holds."""
        self.moved_due: Callable[[GameState, list[bool]], list[tuple[int, int]]] | None = (
            points.get("moved_due")
        )
        """Before Progress moves expeditions: what :attr:`after_due` is given."""
        self.moved: tuple[Callable[[GameState, list[bool]], None], ...] = points.get("moved", ())
        """Dusk's Progress moved the expeditions ``moves`` says."""
        self.after_due: tuple[Callable[[GameState, list[tuple[int, int]]], None], ...] = points.get(
            "after_due", ()
        )
        """After :attr:`moved`, with what :attr:`moved_due` returned (when not empty)."""
        self.before_rest: tuple[Callable[[GameState], None], ...] = points.get("before_rest", ())
        """Night, before Rest."""
        self.rest_left: tuple[Callable[[GameState, Unit, int, int, bool], None], ...] = points.get(
            "rest_left", ()
        )
        """After Rest, for each Character with statics that left expedition ``exp`` (its boosts
        then, whether it went to Reserve)."""
        self.characters_left: tuple[Callable[[GameState, list[Unit]], None], ...] = points.get(
            "characters_left", ()
        )
        """Characters left the player's expeditions (at Rest, or sent to Reserve)."""

    def facing(self, other: DeckHooks) -> DeckHooks:
        """The hooks of a duel's seat whose opponent's deck has ``other``: this deck's own
        subscriptions, then at each event the opponent's subscriptions to the player's moments
        (``THEIRS``: they receive the player's state and find their own side as its
        ``opponent``); a query the deck does not answer is answered by the opponent's
        ``THEIRS`` one. One player's event is so seen by both players' cards, at no cost to a
        deck whose opponent watches nothing."""
        if not other.theirs:
            return self
        points = dict(self.points)
        for point, handlers in other.theirs.items():
            if point in QUERY_POINTS:
                points.setdefault(point, handlers)
            else:
                points[point] = (*points.get(point, ()), *handlers)
        return DeckHooks(self.features, self.theirs, **points)


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
    "status_gained",
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
    point: str, handler: Callable[..., Any], feature: str | None, whose: bool = MINE
) -> None:
    """Add ``handler`` at ``point`` for the decks with ``feature`` (None: every deck), after
    the handlers registered there before it; ``whose``: the player's own moments (``MINE``)
    or the opponent's (``THEIRS``)."""
    if point not in EVENT_POINTS and point not in QUERY_POINTS:
        raise EngineError(f"unknown deck hook point {point!r}")
    if feature is not None and feature not in _FEATURES:
        raise EngineError(f"deck hook {point!r} needs the unknown feature {feature!r}")
    _REGISTERED.append((point, handler, feature, whose))


def static_in(*kinds: int) -> Needs:
    """A feature's test: a card of the deck or its Hero has a static of one of ``kinds``."""
    wanted = frozenset(kinds)

    def needs(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
        records = (*cards, hero) if hero is not None else cards
        return any(st[0] in wanted for card in records for st in card.statics)

    return needs


def deck_hooks(cards: Sequence[EngineCard], hero: EngineCard | None) -> DeckHooks:
    """The hooks of a deck of ``cards`` (tokens included) and ``hero``: the features its
    cards have, and at each point the handlers those features registered, in order."""
    features = frozenset(name for name, needs in _FEATURES.items() if needs(cards, hero))
    points: dict[str, Any] = {}
    theirs: dict[str, Any] = {}
    for point, handler, feature, whose in _REGISTERED:
        if feature is not None and feature not in features:
            continue
        table = theirs if whose else points
        if point in QUERY_POINTS:
            if point in table:
                raise EngineError(f"two handlers answer the deck hook {point!r} of one deck")
            table[point] = handler
        else:
            table[point] = (*table.get(point, ()), handler)
    return DeckHooks(features, theirs, **points)
