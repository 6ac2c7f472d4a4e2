"""Named hook points: where the core asks a question or announces an event that a mechanic
answers, without naming the mechanic.

Each hook is an attribute of :data:`HOOKS` with a neutral default (no cost change, no
watcher); :mod:`altered_deck.engine.registry` sets the mechanics' functions once, when the
engine is imported. The core calls ``HOOKS.<name>(...)`` only where a deck's compiled flags
say a card needs it, so a deck without such cards pays nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from altered_deck.errors import EngineError

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import CompiledDeck, EngineCard
    from altered_deck.engine.core.state import GameState, Unit


def _same_cost(g: GameState, card: EngineCard, base: int) -> int:
    return base


def _same_exp_cost(g: GameState, card: EngineCard, base: int, exp: int) -> int:
    return base


def _no_cut(g: GameState, card: EngineCard) -> int:
    return 0


def _no_kind_cut(g: GameState, card: EngineCard, base: int) -> int:
    return 0


def _no_sums(g: GameState, exp: int) -> tuple[int, int, int, bool]:
    return 0, 0, 0, False


def _no_giant(g: GameState, exp: int) -> Unit | None:
    return None


def _not_waived(g: GameState, exp: int) -> bool:
    return False


def _watches_nothing(deck: CompiledDeck) -> bool:
    return False


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
        self.reserve_cost: Callable[[GameState, EngineCard, int], int] = _same_cost
        """"Cards played from Reserve cost {1} more": a Reserve play's cost."""
        self.expedition_cost: Callable[[GameState, EngineCard, int, int], int] = _same_exp_cost
        """A card's cost in the expedition it is played in ("costs {1} less in {V}")."""
        self.self_cost_cut: Callable[[GameState, EngineCard], int] = _no_cut
        """"I cost {n} less if ...": the card's own cut."""
        self.kind_cut: Callable[[GameState, EngineCard, int], int] = _no_kind_cut
        """"You may play Spells for {1} less if ...", pending cuts by kind."""
        # expedition sums (GameState.expedition_sums, progress_flags)
        self.dynamic_sums: Callable[[GameState, int], tuple[int, int, int, bool]] = _no_sums
        """Expedition sums when statics change them (highest statistic, Gigantic tokens)."""
        self.lone_giant: Callable[[GameState, int], Unit | None] = _no_giant
        """The Gear of expedition ``exp`` that "is [Gigantic]" while alone there."""
        self.defender_waived: Callable[[GameState, int], bool] = _not_waived
        """Whether "[Defender] Characters don't prevent my Expedition from moving"."""
        # duels: the opponent's watchers
        self.watches_draws: Callable[[CompiledDeck], bool] = _watches_nothing
        """Whether a deck has "When an opponent draws / Resupplies" abilities."""
        self.opponent_drew: Callable[[GameState], None] = _nothing
        """The drawing seat ``g``'s opponent runs its "When an opponent draws" abilities."""
        self.opponent_played_from_reserve: Callable[[GameState], None] = _nothing
        """"When an opponent plays a card from Reserve"."""
        self.opponent_played_character: Callable[[GameState, Unit, int], None] = _nothing_played
        """"When an opponent plays a Character"."""
        # the day
        self.at_night: Callable[[GameState], None] = _nothing
        """"At Night — ..." abilities, before Rest."""
        # what one mechanic asks another (the registry sets each one)
        self.count_statics: Callable[..., int] = _missing
        """A ``PER_*`` count of the watchers mechanic (Ascended expeditions, Boosted
        Characters...)."""
        self.on_play_subtype: Callable[..., None] = _missing
        """"When you play a <subtype>" abilities of the costs mechanic."""
        self.declined_mana: Callable[..., None] = _missing
        """"You may put me in my owner's Mana zone instead. If you don't, ...": declined."""
        self.behind: Callable[..., bool] = _missing
        """Whether the player's expedition ``e`` is behind the facing one (7.5.2.b)."""
        # the day, plays, effects and duels (the registry sets each one)
        self.after_progress: Callable[..., None] = _missing
        """Dusk's Progress is over: each expedition's moved / failed abilities, Hero first."""
        self.after_roll: Callable[..., None] = _missing
        """A die was rolled: Landmarks that "also reveal the top card of your deck"."""
        self.hands_fleeting: Callable[..., bool] = _missing
        """Whether a "Spells you play with Hand Cost {n} or less have [[Fleeting]]" ability of the
        Hero, a Landmark or a card in play makes ``spell`` Fleeting as it is played."""
        self.holds_more: Callable[..., bool] = _missing
        """Whether an ``E_IF`` / ``E_IF_ELSE`` condition holds now (all of them)."""
        self.on_join: Callable[..., None] = _missing
        """A Character joined expedition ``exp``: "when a Character joins ... it gains" abilities
        of the Hero, Landmarks and cards in play, and ``{I}`` gains of Reserve cards."""
        self.on_play: Callable[..., None] = _missing
        """A card is being played: the "when you play a <kind>" abilities of the Hero, the
        Landmarks and the cards in the expeditions (the played card is not in play yet)."""
        self.play_it: Callable[..., None] = _missing
        """A Character was played (it is in its expedition now): "When you play a <subtype> — It
        gains [[status]]" abilities of the Hero, the Landmarks and the cards in play."""
        self.reserve_boosts: Callable[..., None] = _missing
        """A Character was played from Reserve: Your Characters have: "{R} I gain n boosts." (of
        the Hero, the Landmarks and the cards in play)."""
        self.reserve_limit_bonus: Callable[..., int] = _missing
        """How much Landmarks raise the Reserve limit now ("your Reserve limit is increased")."""
        self.at_noon: Callable[..., None] = _missing
        """Noon: pending effects end (like the turn's cost cuts), then ``{I} At Noon``."""
        self.morning_top_mana: Callable[..., bool] = _missing
        """A Hero's "During Morning, draw only one card. Then, put the top card of your deck in
        your Mana zone instead of a card from your hand": done here (True) or not its Hero."""
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
        self.permanent_joined: Callable[..., None] = _missing
        """A Permanent joined the player's expeditions or Landmarks: "When another Permanent joins
        your Expeditions or Landmarks" abilities of the others."""
        self.keywords_on_joined: Callable[..., None] = _missing
        """A Character joined expedition ``exp``: "When a Robot or a token joins my Expedition —
        ..." and "When another Character joins my Expedition — Sacrifice it (and I gain n
        boosts)" of the Characters and Gear already there."""
        self.pay_sacrifice_cut: Callable[..., None] = _missing
        """``card`` is being paid for: the Permanent its "You may sacrifice a Permanent to reduce
        my cost by {n}" counted in its cost (:func:`exp_cost`) is sacrificed now."""
        self.token_created: Callable[..., None] = _missing
        """A token Character was created: "When you create a token Character — It gains n boosts"
        of the Hero and the cards in play."""
        self.facing_join: Callable[..., None] = _missing
        """A Character joined ``g``'s expedition ``exp``: the "When a Character joins the
        Expedition facing me" abilities of the opponent's cards in the facing expedition."""
        self.played_from_reserve: Callable[..., None] = _missing
        """A card was played from Reserve: "When you play another card from Reserve" abilities of
        your Characters and Gear in play (not the played card itself)."""
        self.active: Callable[..., bool] = _missing
        """Whether the Reserve's rule statics may apply: a card of the player's deck has one, or (in
        a duel) of the opponent's (Simurgh's limit, The Snow Queen's Morning)."""
        self.boost_snapshot: Callable[..., dict[Unit, int] | None] = _missing
        """Before an action: the boosts of your Characters in play and in Reserve, when a card
        watches boost gains ("When I / a Character ... gains 1 or more boosts"); else None."""
        self.boosts_gained: Callable[..., None] = _missing
        """After an action: the Characters that gained boosts since ``before`` trigger the watchers
        (their own "When I gain", a card in play's "When a Character in your Reserve gains", a
        ready Hero's, Landmark's or Gear's "When a Character you control gains — You may exhaust
        me to", always taken). What the watchers give is watched again (a few rounds at most)."""
        self.clean_up_reserve: Callable[..., bool] = _missing
        """Clean-up's Reserve part with the Reserve's rules ({I} "I don't count towards your Reserve
        limit", {I} "All Reserve limits are reduced by one" of either player, a Landmark's "keep
        one more card if it's exhausted" or "limit increased by one while a card with Hand Cost
        {7} or more is in your Reserve"); False when none applies (the caller then applies the
        plain limit)."""
        self.exhausted_targets: Callable[..., tuple[int, ...]] = _missing
        """The expeditions exhausted Reserve card ``unit`` may be played into now ("You may play
        exhausted cards from your Reserve"; a Gear's "... Characters ... in my Expedition"): ()
        when none lets it."""
        self.hero_cost_payable: Callable[..., bool] = _missing
        """Whether the Hero's {T} extra cost ("Discard a card from your Reserve") can be paid."""
        self.left_expedition: Callable[..., None] = _missing
        """``unit`` left expedition ``exp`` with ``boosts`` boosts (``to_reserve``: it went to your
        Reserve): its "When I leave the Expedition zone, for each of my boosts" abilities, and
        when it went to Reserve "When I go to (your) Reserve from the Expedition zone [, if I
        had N or more boosts]" and "... from anywhere" ("I" is the card, now in Reserve)."""
        self.left_reserve: Callable[..., None] = _missing
        """An Afternoon action is over: for each card that left the Reserve (of ``before``), the
        Landmarks' "When a card leaves your Reserve during the Afternoon" abilities."""
        self.pay_discard_cut: Callable[..., None] = _missing
        """``card`` is being paid for: its "You may discard a card from your Reserve to reduce my
        cost" was counted in its cost (``C_DISCARDABLE``, always taken): discard the least
        useful Reserve card that can pay it."""
        self.stays_exhausted: Callable[..., bool] = _missing
        """Whether exhausted Characters in Reserve remain exhausted this Morning (a Character in
        play of either player says so)."""
        self.watches_reserve: Callable[..., bool] = _missing
        """Whether a Landmark (or the Hero) has "When a card leaves your Reserve during the
        Afternoon"."""
        self.cost_floor: Callable[..., int] = _missing
        """The least ``card`` may cost a player whose opponent is ``opp`` ("Characters your
        opponents play can't cost less than {2}" of ``opp``'s cards in play), 0 for none."""
        self.floors_costs: Callable[..., bool] = _missing
        """Whether ``deck`` has a "... your opponents play can't cost less than" ability."""
        self.night_sabotages: Callable[..., int] = _missing
        """How many "At Night — [Sabotage] after Rest" abilities trigger for ``seat`` now (at the
        start of Night: the Characters in its expeditions, with the boosts they need)."""
        self.sabotage: Callable[..., None] = _missing
        """[Sabotage] by ``g`` (7.4.5): discard up to one card from a Reserve, the opponent's most
        useful one (:func:`~altered_deck.engine.mechanics.targets.choice.reserve_value`);
        ``exhausted_only``: "discard target exhausted card from a Reserve"."""
        self.after_due: Callable[..., None] = _missing
        """"When my Expedition / one of your Expeditions moves forward due to {V}" abilities."""
        self.character_played: Callable[..., None] = _missing
        """A Character was played into expedition ``exp``: "When you play a Character — If it's in
        {V} / its Expedition is behind / it's in a terrain where its base statistic is 0"."""
        self.characters_left: Callable[..., None] = _missing
        """Characters ``units`` left the player's expeditions: "When a (non-token) Character leaves
        your Expeditions" abilities of the Hero and the objects still in play."""
        self.moved_due: Callable[..., list[tuple[int, int]]] = _missing
        """Before Progress moves them: ``(expedition, terrain bits it wins)`` for each expedition
        that moves, the terrains of its region where its sum beats the facing one and 0."""
        self.passed_first: Callable[..., None] = _missing
        """The player passed before the opponent: "When you pass first" abilities of the Hero and
        the objects in play."""
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
        self.extra_moves: Callable[..., None] = _missing
        """Dusk's Progress moved expedition ``e``: "it moves forward one more region instead" (some
        after a die: 4+ one more; 1, it does not move after all)."""
        self.watchers_on_joined: Callable[..., None] = _missing
        """"When a non-token Character joins your Expeditions — It gains n boosts"."""
        self.on_played: Callable[..., None] = _missing
        """A card was played (and resolved): the mechanic's "when you play" abilities."""
        self.on_roll: Callable[..., int] = _missing
        """A die was rolled: "add 1 to its result" (always taken: higher is better), then "when you
        roll" abilities of Characters in play and ``{I}`` gains in Reserve."""
        self.target_character: Callable[..., Unit | None] = _missing
        """"target Character": the decision among every legal target, ``pick`` its hint
        (:func:`~altered_deck.engine.core.interpreter.character_target`)."""
        self.run_watched: Callable[..., None] = _missing
        """Run ``effects``, then apply the status abilities to what Characters gained (a
        replacement applies after the fact: the same state once the effects are done)."""


HOOKS = Hooks()
"""The hook points the core calls (filled by :mod:`altered_deck.engine.registry`)."""
