"""Playing a card from Hand or Reserve (costs, where it goes, its triggers) and the quick
actions: ``{D}`` support abilities of Reserve cards, ``{T}`` abilities of Landmarks.

Functions of a :class:`GameState`; :class:`~altered_deck.engine.core.game.Game` checks that an
action is legal before it calls them. And an action as a player names it: what it is called
(:func:`action_to_string`) and the card it names (:func:`card_of`).
"""
# mypyc: compiled

from __future__ import annotations

from typing import Final

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.effects import (
    ABILITY_D,
    ABILITY_T,
    ACTIVATED,
    DISCARDED,
    ENTERED,
    FROM_RESERVE,
    K_CHARACTER,
    K_GEAR,
    K_LANDMARK,
    K_SPELL,
    KW_COOLDOWN,
    KW_FLEETING,
    KW_SEASONED,
    PLAYED,
    S_ANCHORED,
    S_EXHAUSTED,
    S_FLEETING,
)
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.interpreter import joined, left_expedition, refresh_terrain, run
from altered_deck.engine.core.state import (
    A_EXPAND,
    A_HERO,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SUPPORT,
    A_TAP,
    ACTION_NAMES,
    Action,
    GameState,
    Unit,
    keep,
    kept,
)
from altered_deck.errors import EngineError

MODE_HAND: Final = 0
MODE_RESERVE: Final = 1
MODE_SCOUT: Final = 2
MODE_NO_HAND_FX: Final = 3  # from the Deck by an effect: "Don't activate any {h} abilities"


def play_from_hand(g: GameState, index: int, exp: int, scout: bool) -> None:
    """Pay for and play hand card ``index`` (with its Scout cost when ``scout``)."""
    hand = g.hand
    card = hand[index]
    cost = g.cost_of(card, card.scout if scout else card.hand_cost, exp=exp)
    if card.self_cut:  # "You may ... to reduce my cost": the player may decline (pay more)
        cost = HOOKS.pay_discard_cut(g, card, cost)
        cost = HOOKS.pay_sacrifice_cut(g, card, cost)
    g.pay(cost)
    del hand[index]
    g.hand_plays += 1
    if g.day_trace is not None:
        g.event("play", "scout" if scout else "hand", card.name, str(cost), where(card, exp))
    resolve_play(g, card, None, exp, MODE_SCOUT if scout else MODE_HAND)


def play_from_reserve(g: GameState, index: int, exp: int) -> None:
    """Pay for and play Reserve card ``index``."""
    unit = g.reserve[index]
    card = unit.card
    cost = g.cost_of(card, card.reserve_cost, reserve=True, exp=exp)
    if card.self_cut:  # (may shift the Reserve: the unit is removed by identity)
        cost = HOOKS.pay_discard_cut(g, card, cost)
        cost = HOOKS.pay_sacrifice_cut(g, card, cost)
    g.pay(cost)
    g.reserve.remove(unit)
    g.reserve_plays += 1
    if g.day_trace is not None:
        g.event("play", "reserve", card.name, str(cost), where(card, exp))
    resolve_play(g, card, unit, exp, MODE_RESERVE)
    for hook in g.hooks.played_from_reserve:
        hook(g, card)


def end_turn(g: GameState, played: EngineCard) -> None:
    """A card was played: matching "next card" reductions are used, turn ones expire."""
    if g.cost_cuts:
        kind = played.kind
        g.cost_cuts = [c for c in g.cost_cuts if c[2] and not kind & c[0]]
    g.next_boosts = 0
    g.next_reserve_boosts = 0
    g.next_anchor = 0
    g.next_unfleeting = 0
    g.subtype_cuts = ()  # "the next <subtype> you play this turn": any play ends the turn


def resolve_play(g: GameState, card: EngineCard, unit: Unit | None, exp: int, mode: int) -> None:
    """Put a paid card where it goes, resolve its abilities (mode 0 Hand, 1 Reserve, 2 Scout).
    2.4.7: played from Reserve it gains Fleeting; a Fleeting card goes to discard, not Reserve."""
    g.resolving = card
    g.plays += 1
    if card.unmodelled:
        g.unmodelled_plays += 1
    if g.pending:
        HOOKS.use_pending(g, card, exp, mode == MODE_HAND)  # "the next Spell ...", "... in {V} ..."
    kind = card.kind
    pending_boosts = g.next_boosts
    anchor = g.next_anchor and kind & K_CHARACTER and card.hand_cost <= g.next_anchor  # Arjun
    if mode == MODE_RESERVE:  # "the next Character you play from your Reserve" (Haven)
        pending_boosts += g.next_reserve_boosts
    fleeting = mode == MODE_RESERVE or bool(card.keywords & KW_FLEETING)
    hooks = g.hooks
    if not fleeting and kind & K_SPELL and (spell_fleeting := hooks.spell_fleeting) is not None:
        fleeting = spell_fleeting(g, card)
    fleeting = fleeting and not g.next_unfleeting & kind  # "the next ... loses Fleeting"
    end_turn(g, card)
    if g.hero_ready and g.hero is not None and g.hero.statics:  # it only acts while ready
        _hero_play_trigger(g, card)
    for lm in g.landmarks:
        if lm.card.statics:
            _static_play_trigger(g, lm, card)
    if hooks.card_played:  # (a test first: most decks have none, and a play is hot)
        for hook in hooks.card_played:
            hook(g, card)
    if mode == MODE_RESERVE and g.opponent is not None:  # a duel: the opponent's watchers
        _duel_reserve_play(g)
    mode_effects = (
        card.on_reserve if mode == MODE_RESERVE else card.on_hand if mode != MODE_NO_HAND_FX else ()
    )
    if kind & K_CHARACTER:
        unit = _resolve_character(
            g, card, unit, exp, mode, mode_effects, fleeting, pending_boosts, bool(anchor)
        )
    elif kind & K_SPELL:
        _resolve_spell(g, card, unit, exp, mode_effects, fleeting)
    else:
        _enter_permanent(g, card, unit, exp, mode_effects, fleeting)
    if hooks.played:
        for done in hooks.played:
            done(g, card, unit if kind & K_CHARACTER else None, mode == MODE_RESERVE)
    if hooks.on:
        emit(g, PLAYED, card, g, None, exp, int(mode == MODE_RESERVE))
    if hooks.terrain or g.base_layout is not None:
        refresh_terrain(g)  # "My region is {V} ...": the card may have joined


def _resolve_character(
    g: GameState,
    card: EngineCard,
    unit: Unit | None,
    exp: int,
    mode: int,
    mode_effects: fx.Effects,
    fleeting: bool,
    pending_boosts: int,
    anchor: bool,
) -> Unit:
    """A played Character enters expedition ``exp`` (with the boosts and Anchored status
    pending for it), joins it, and its abilities resolve; its unit."""
    hooks = g.hooks
    unit = _enter(card, unit, fleeting)
    g.exps[exp].append(unit)
    if hooks.on:
        emit(g, ENTERED, unit, g, card, exp)
    if pending_boosts:
        unit.boosts += pending_boosts
    if anchor:
        unit.status |= S_ANCHORED
    if not g.first_character_played:
        _first_character(g, unit)
    if hooks.character_entered:
        for entered in hooks.character_entered:
            entered(g, unit)
    if mode == MODE_RESERVE and hooks.character_from_reserve:
        for entered in hooks.character_from_reserve:
            entered(g, unit)
    joined(g, unit, exp)
    if g.opponent is not None:  # a duel: the opponent's "When an opponent plays a Character"
        _duel_character_play(g, unit, exp)
    if hooks.character_played:
        for played in hooks.character_played:
            played(g, unit, exp)
    if mode_effects:
        run(g, mode_effects, unit, exp)
    if card.on_join:
        run(g, card.on_join, unit, exp)
    if mode == MODE_SCOUT:  # "Send me to Reserve" (7.4.5.c) from the expedition it is
        # now in: a reaction may have moved it; once it left play, nothing to send
        now = exp if unit in g.exps[exp] else 1 - exp
        if unit in g.exps[now]:
            leave_to_reserve(g, unit, now)
    return unit


def _duel_reserve_play(g: GameState) -> None:
    """A duel: the opponent's "When an opponent plays a card from Reserve" watchers."""
    HOOKS.opponent_played_from_reserve(g)


def _duel_character_play(g: GameState, unit: Unit, exp: int) -> None:
    """A duel: the opponent's "When an opponent plays a Character" abilities."""
    HOOKS.opponent_played_character(g, unit, exp)


def _first_character(g: GameState, unit: Unit) -> None:
    """The game's first Character played: the Hero's boost for it."""
    g.first_character_played = True
    if g.hero is not None:
        for st_kind, n, _arg in g.hero.statics:
            if st_kind == fx.ST_FIRST_CHARACTER_BOOST:
                unit.boosts += n


SPELL_GAINED_FLEETING = "play: the resolving Spell gained Fleeting"
"""What is kept while a Spell resolves: an effect of its own made it Fleeting (it is then
discarded, 2.4.7)."""


def _resolve_spell(
    g: GameState,
    card: EngineCard,
    unit: Unit | None,
    exp: int,
    mode_effects: fx.Effects,
    fleeting: bool,
) -> None:
    """Resolve a played Spell, then discard it if Fleeting (2.4.7), else put it in Reserve."""
    # a Spell from Reserve with counters is their source ("X, where X is my number of
    # Arcane counters": 2.5.l, it keeps them while it resolves)
    source = unit if unit is not None and unit.counters else None
    if mode_effects:
        run(g, mode_effects, source, exp)
    if card.on_resolve:
        run(g, card.on_resolve, source, exp)
    if kept(g, SPELL_GAINED_FLEETING, False):  # "On a 1-3, I gain [[Fleeting]]"
        keep(g, SPELL_GAINED_FLEETING, False)
        fleeting = True
    if fleeting:
        g.discard.append(card)
    else:
        status = S_EXHAUSTED if card.keywords & KW_COOLDOWN else 0
        g.reserve.append(Unit(card, 0, status))


def _enter_permanent(
    g: GameState,
    card: EngineCard,
    unit: Unit | None,
    exp: int,
    mode_effects: fx.Effects,
    fleeting: bool,
) -> None:
    """A played Landmark or Gear joins; any other kind cannot be played."""
    if card.kind & K_LANDMARK:  # Landmarks never have Fleeting (2.4.7 remark)
        unit = Unit(card) if unit is None else unit
        unit.status = 0
        unit.boosts = 0
        g.landmarks.append(unit)
        for hook in g.hooks.permanent_joined:
            hook(g, unit)
        if mode_effects:
            run(g, mode_effects, unit, exp)
        if card.on_join:
            run(g, card.on_join, unit, exp if card.exp_choice else -1)
    elif card.kind & K_GEAR:
        unit = _enter(card, unit, fleeting)
        g.gear[exp].append(unit)
        for hook in g.hooks.permanent_joined:
            hook(g, unit)
        if mode_effects:
            run(g, mode_effects, unit, exp)
        if card.on_join:
            run(g, card.on_join, unit, exp)
    else:
        raise EngineError(f"{card.name} cannot be played")


def _enter(card: EngineCard, unit: Unit | None, fleeting: bool) -> Unit:
    """The Unit of a Character or Gear entering its expedition (Fleeting when it must)."""
    if unit is None:
        unit = Unit(card)
    else:  # 2.5.l: from Reserve it keeps its counters (boosts included)
        unit.status = 0
    if fleeting:
        unit.status |= S_FLEETING
    return unit


def leave_to_reserve(g: GameState, unit: Unit, exp: int) -> None:
    """Scout: the Character goes from its expedition to Reserve."""
    g.exps[exp].remove(unit)
    boosts = unit.boosts
    if not unit.card.keywords & KW_SEASONED:
        unit.boosts = 0
    was_fleeting = unit.status & S_FLEETING
    owner = g.owner_of(unit)  # its owner's Reserve (1.4.3.a)
    unit.status = 0
    owner.reserve.append(unit)
    left_expedition(g, unit, exp, boosts, True)
    if unit.card.on_leave:
        run(g, unit.card.on_leave, None, exp)
    if was_fleeting and unit.card.on_leave_fleeting:
        run(g, unit.card.on_leave_fleeting, None, exp)


_MAY = "You may exhaust me"


def _hero_play_trigger(g: GameState, card: EngineCard) -> None:
    hero = g.hero
    assert hero is not None
    for st_kind, _n, arg in hero.statics:
        if st_kind == fx.ST_PLAY_EXHAUST and g.hero_ready:
            played, min_cost, effects = arg
            # "you may exhaust me": whenever ready (engine policy)
            if card.kind & played and card.hand_cost >= min_cost and may(g, hero.name, _MAY, True):
                g.hero_ready = False
                g.event("hero", hero.name)
                played_card, g.resolving = g.resolving, hero
                run(g, effects, None, -1)
                g.resolving = played_card


def _static_play_trigger(g: GameState, landmark: Unit, card: EngineCard) -> None:
    for st_kind, _n, arg in landmark.card.statics:
        if st_kind == fx.ST_PLAY_EXHAUST and not landmark.status & S_EXHAUSTED:
            played, min_cost, effects = arg
            if (
                card.kind & played
                and card.hand_cost >= min_cost
                and may(g, landmark.card.name, _MAY, True)
            ):
                landmark.status |= S_EXHAUSTED
                run(g, effects, landmark, -1)


def use_support(g: GameState, index: int, exp: int) -> None:
    """``{D}``: discard ready Reserve card ``index`` for its support ability."""
    card = g.reserve.pop(index).card
    g.discard.append(card)
    g.event("support", card.name)
    if g.hooks.on:
        emit(g, DISCARDED, card, g, None, -1, FROM_RESERVE)
        emit(g, ACTIVATED, card, g, None, exp, ABILITY_D)
    g.resolving = card
    run(g, card.support, None, exp)


def use_tap(g: GameState, index: int, exp: int) -> None:
    """``{T}``: pay and exhaust Landmark ``index`` for its ability."""
    unit = g.landmarks[index]
    card = unit.card
    g.pay(card.tap_cost)
    unit.counters -= card.tap_counters
    unit.status |= S_EXHAUSTED
    g.event("tap", card.name)
    if g.hooks.on:
        emit(g, ACTIVATED, card, g, None, exp, ABILITY_T)
    run(g, card.tap, unit, exp)


def hero_tap_cost(g: GameState, hero: EngineCard) -> int:
    """The mana the Hero's ``{T}`` ability costs now: its printed cost, and "This action costs
    {1} more if you are not the first player" (Lindiwe & Maw) when the player is second."""
    cost = hero.tap_cost
    if not g.first_player:
        cost += sum(n for kind, n, _arg in hero.statics if kind == fx.ST_TAP_SECOND_MORE)
    return cost


def use_hero(g: GameState, exp: int) -> None:
    """``{T}``: pay and exhaust the Hero for its ability, aimed at expedition ``exp``."""
    hero = g.hero
    assert hero is not None
    g.pay(hero_tap_cost(g, hero))
    g.hero_ready = False
    g.event("hero", hero.name)
    if g.hooks.on:
        emit(g, ACTIVATED, hero, g, None, exp, ABILITY_T)
    g.resolving = hero
    run(g, hero.tap, None, exp)


def where(card: EngineCard, exp: int) -> str:
    """Where a played card goes, for the trace."""
    if card.kind & (K_CHARACTER | K_GEAR):
        return EXPEDITION_NAMES[exp]
    if card.kind & K_LANDMARK:
        return "Landmarks"
    return ""


# --- an action as a player names it ---------------------------------------------------------
#
# An action is ``(kind, index, expedition)`` (``ACTION_NAMES``); these read it against the game
# as it stands, before it is applied (why the game refuses one: ``Game``'s ``why_not``).

_BOTH: Final = (0, 1)


def action_to_string(game: GameState, action: Action) -> str:
    """``play-hand Axiom Salvager -> Hero``, ``mana Ouroboros Trickster``, ``pass``...
    (names as the current state sees them; call before applying the action)."""
    kind, index, exp = action
    name = ACTION_NAMES[kind] if 0 <= kind < len(ACTION_NAMES) else f"action-{kind}"
    card = card_of(game, kind, index)
    if card is None:
        return name
    text = f"{name} {card.name}"
    if (kind in (A_PLAY_HAND, A_PLAY_RESERVE, A_SCOUT) and card.exp_choice) or (
        kind in (A_SUPPORT, A_TAP, A_HERO) and exp in _BOTH
    ):
        text += f" -> {EXPEDITION_NAMES[exp]}"
    return text


def card_of(game: GameState, kind: int, index: int) -> EngineCard | None:
    """The card action ``kind`` names at ``index`` (the Hero for a Hero ability; None for
    pass, skip, or an index out of its zone)."""
    if kind == A_HERO:
        return game.hero
    if kind in (A_MANA, A_EXPAND, A_PLAY_HAND, A_SCOUT):
        zone = game.hand
        return zone[index] if 0 <= index < len(zone) else None
    if kind in (A_PLAY_RESERVE, A_SUPPORT):
        units = game.reserve
    elif kind == A_TAP:
        units = game.landmarks
    else:
        return None
    return units[index].card if 0 <= index < len(units) else None
