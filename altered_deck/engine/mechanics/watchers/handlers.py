"""Handlers of the watchers mechanic's effect kinds
(:mod:`altered_deck.engine.mechanics.watchers.forms`).

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy for the choices the texts leave to the player is written next to each handler (and in the
README)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    asks,
    may,
    pick_card,
    source_name,
)
from altered_deck.engine.core.effects import ASCENDS, S_ANCHORED, S_ASLEEP, S_FLEETING
from altered_deck.engine.core.hooks import emit
from altered_deck.engine.core.play import MODE_HAND, resolve_play
from altered_deck.engine.core.queries import travelled
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers.rules import (
    behind_or_tied,
    expedition_of,
    move_back,
)
from altered_deck.engine.targets.aim import (
    character_target,
    chosen_expedition,
    needy_expedition,
    target_expedition,
)
from altered_deck.engine.targets.pick import (
    YOU,
    either_expedition,
    target_character,
    target_player,
)

HANDLERS = interpreter.Handlers()


def _landmark_has(g: GameState, kind: int) -> bool:
    return any(st[0] == kind for lm in g.landmarks for st in lm.card.statics)


def ascend(g: GameState, e: int) -> None:
    """Expedition ``e`` Ascends (7.3.3); an Ascended one attempting it again resupplies
    instead with a Landmark that says so (Mandjet). Either way the ``ascend`` event."""
    bit = 1 << e
    again = g.ascended & bit
    if again:
        if _landmark_has(g, watchers_kinds.ST_ASCEND_RESUPPLY):
            interpreter.resupply(g, False)
    else:
        g.ascended |= bit
        g.event("ascend", EXPEDITION_NAMES[e])
    if g.hooks.on:
        emit(g, ASCENDS, None, g, g.resolving, e, 1 if again else 0)


@HANDLERS.on(fx.E_ASCEND)
def _ascend(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """``arg`` says which expedition: for "target Expedition" one of yours (Ascended only
    helps its owner), the chosen one unless it is Ascended already; with Mandjet an
    Ascended one first (its second Ascend resupplies)."""
    if arg == fx.TO_EACH:
        targets: tuple[int, ...] = (0, 1)
    elif arg == fx.TO_HERO:
        targets = (0,)
    elif arg == fx.TO_COMPANION:
        targets = (1,)
    elif arg == fx.TO_MINE:
        targets = (chosen_expedition(g, exp, unit),)
    else:
        first = exp if exp >= 0 else needy_expedition(g)
        order = (first, 1 - first)
        done = [e for e in order if g.ascended & (1 << e)]
        fresh = [e for e in order if not g.ascended & (1 << e)]
        if done and _landmark_has(g, watchers_kinds.ST_ASCEND_RESUPPLY):
            targets = (done[0],)
        else:
            targets = ((fresh or done)[0],)
        if asks(g):  # "target Expedition": either player's
            side, e = either_expedition(g, unit, "target Expedition [Ascends]", targets[0])
            ascend(side, e)
            return
        if exp < 0:
            targets = (target_expedition(g, unit, targets[0]),)
    for e in targets:
        ascend(g, e)


@HANDLERS.on(watchers_kinds.E_TOKEN_BEHIND)
def _token_behind(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token, _where = arg
    for e in (0, 1):
        if behind_or_tied(g, e):
            create_tokens(g, g.source.cards[token], n, fx.TO_TARGET, e)


@HANDLERS.on(watchers_kinds.E_RALLY)
def _rally(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """An Asleep Character of yours first (Anchored instead, it counts at Dusk again), else
    the usual target."""
    first = exp if exp >= 0 else needy_expedition(g)
    asleep = [u for e in (first, 1 - first) for u in reversed(g.exps[e]) if u.status & S_ASLEEP]
    preferred = asleep[0] if asleep else None
    target = character_target(g, exp, 0, who=0, source=unit, preferred=preferred)
    if target is not None:
        target.boosts += n
        if target.status & S_ASLEEP:
            target.status = (target.status | S_ANCHORED) & ~S_ASLEEP


@HANDLERS.on(watchers_kinds.E_MAY_ASLEEP_SELF)
def _may_asleep_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Asleep keeps me and my boosts in play through Rest: taken unless my statistics are
    what makes my expedition move at Dusk."""
    if unit is None:
        return
    e = expedition_of(g, unit)
    if e < 0:
        return
    moving = g.would_move(e)
    unit.status |= S_ASLEEP
    worth = not moving or g.would_move(e)
    if not may(g, unit.card.name, "You may have me gain Asleep", worth):
        unit.status &= ~S_ASLEEP


@HANDLERS.on(watchers_kinds.E_FLEETING_FOR_BOOST)
def _fleeting_for_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Fleeting (discarded at Rest) is accepted when I have it already, or when the other
    Character's expedition needs power."""
    if unit is None:
        return
    target = character_target(g, exp, 0, unit, who=0, source=unit)  # either player's
    if target is None:
        return
    mine = any(target in e for e in g.exps)
    worth = unit.status & S_FLEETING or (mine and g.needs_power(expedition_of(g, target)))
    if may(g, unit.card.name, "You may have me gain Fleeting", bool(worth)):
        unit.status |= S_FLEETING
        target.boosts += n


@HANDLERS.on(watchers_kinds.E_PAY_STATUS_SELF)
def _pay_status_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Optional costs are paid when possible (engine policy)."""
    if unit is None or unit.status & arg or g.mana_ready < n:
        return
    if may(g, unit.card.name, "You may pay to have me gain a status", True):
        g.pay(n)
        unit.status |= arg


@HANDLERS.on(watchers_kinds.E_PAY_THEN)
def _pay_then(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Optional costs are paid when possible (engine policy)."""
    if g.mana_ready >= n and may(g, source_name(g, unit), "You may pay", True):
        g.pay(n)
        interpreter.run(g, arg, unit, exp)


@HANDLERS.on(watchers_kinds.E_NEXT_RESERVE_FX)
def _next_reserve_fx(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_reserve_fx = True


def _useful_join(effects: fx.Effects) -> bool:
    """Whether activating these {J} abilities is worth it: not when all they do is make
    their own card Fleeting (engine policy for "you may activate")."""
    return any(not (op == fx.E_STATUS_SELF and a == S_FLEETING) for op, _n, a in effects)


@HANDLERS.on(watchers_kinds.E_ACTIVATE_EACH)
def _activate_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The {J} abilities of each of your other cards of kind ``arg`` in play, once each
    (``n`` > 0: of the first ``n`` only, Landmarks first)."""
    pools = [(list(g.landmarks), -1)] + [(list(g.exps[e]), e) for e in (0, 1)]
    pools += [(list(g.gear[e]), e) for e in (0, 1)]
    left = n if n > 0 else -1
    for units, where in pools:
        for u in units:
            card = u.card
            if u is not unit and card.kind & arg and card.on_join and _useful_join(card.on_join):
                g.event("activate", card.name)
                interpreter.run(g, card.on_join, u, where)
                left -= 1
                if left == 0:
                    return


@HANDLERS.on(watchers_kinds.E_PLAY_NOW_CHARACTER)
def _play_now(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Immediately play a Character of the hand that the discount makes affordable, where
    it helps (or in the Companion expedition); it gains a status. Which one is the player's
    CARD decision ("play nothing" too for "you may"); the hint, the costliest. "Target player
    may": first a TARGET decision between the players (the hint, you); the chosen player
    then plays from their own hand, their own decision, into their own expedition."""
    where, status, optional, targeted = arg
    if targeted:
        g = target_player(g, unit, "Target player may immediately play a Character", YOU)
    best: EngineCard | None = None
    price = 0
    fits: list[tuple[EngineCard, int]] = []
    for card in g.hand:
        if card.kind & fx.K_CHARACTER:
            cost = max(0, g.cost_of(card, card.hand_cost) - n)
            if cost <= g.mana_ready:
                fits.append((card, cost))
                if best is None or card.hand_cost > best.hand_cost:
                    best, price = card, cost
    if best is None:
        return
    if asks(g) and (len(fits) > 1 or optional):
        hint = [c for c, _p in fits].index(best)
        none = "play nothing" if optional else None
        cards = [(c, "hand") for c, _p in fits]
        taken = pick_card(g, source_name(g, unit), "Play a Character", cards, hint, none)
        if taken == len(fits):
            return
        best, price = fits[taken]
    e = 1 if where == fx.TO_COMPANION else target_expedition(g, unit, -1, f"{best.name} joins")
    g.pay(price)
    g.hand.remove(best)
    g.hand_plays += 1
    g.event("play", "now", best.name, str(price), EXPEDITION_NAMES[e])
    resolve_play(g, best, None, e, MODE_HAND)
    for u in reversed(g.exps[e]):
        if u.card is best:
            u.status |= status
            return


@HANDLERS.on(watchers_kinds.E_AFTER_REST)
def _after_rest(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.after_rest += ((arg, exp),)


@HANDLERS.on(watchers_kinds.E_REVEAL_PUT)
def _reveal_put(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The top ``n`` cards: up to ``arg[0]`` Characters join the expeditions where they help,
    with status ``arg[1]`` (their {J} abilities trigger, no {H}); the other cards are
    discarded. Which Characters: a CARD decision per pick with "stop" (the hint, the
    strongest left); played live, the strongest."""
    most, status = arg
    seen = [card for card in (g.take_top() for _ in range(n)) if card is not None]
    characters = sorted(
        (c for c in seen if c.kind & fx.K_CHARACTER), key=lambda c: sum(c.stats), reverse=True
    )
    chosen = characters[:most]
    if asks(g):
        chosen = []
        while characters and len(chosen) < most:
            prompt = f"Choose up to {most} Characters from these cards"
            cards = [(c, "deck") for c in characters]
            taken = pick_card(g, source_name(g, unit), prompt, cards, 0, none="stop")
            if taken == len(characters):
                break
            chosen.append(characters.pop(taken))
    for card in seen:
        if card in chosen:
            chosen.remove(card)
            e = target_expedition(g, unit, -1, f"{card.name} joins")
            joining = Unit(card, 0, status)
            g.exps[e].append(joining)
            g.event("put", card.name, EXPEDITION_NAMES[e])
            interpreter.joined(g, joining, e)
            if card.on_join:
                interpreter.run(g, card.on_join, joining, e)
        else:
            g.discard.append(card)


@HANDLERS.on(watchers_kinds.E_SWITCH_ALL)
def _switch_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Your Characters swap expeditions; with "target player" (``arg``) only when the swap
    makes more of your expeditions move (else the target is the opponent: not modelled)."""
    before = g.moves_now()
    g.exps[0][:], g.exps[1][:] = g.exps[1][:], g.exps[0][:]
    better = g.moves_now() > before
    g.exps[0][:], g.exps[1][:] = g.exps[1][:], g.exps[0][:]
    if arg and not better:
        return
    g.event("switch", "all")
    hero, companion = list(g.exps[0]), list(g.exps[1])
    g.exps[0].clear()
    g.exps[1].clear()
    g.exps[0].extend(companion)  # each one switches, into the other expedition as it stands
    g.exps[1].extend(hero)
    for to, units in ((1, hero), (0, companion)):
        for u in units:
            for hook in g.hooks.switched:
                hook(g, u, to)


@HANDLERS.on(watchers_kinds.E_STATUS_OTHERS)
def _status_others(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each other Character: yours, and in a duel the opponent's."""
    opponent = getattr(g, "opponent", None)
    sides = [g] if opponent is None or opponent is g else [g, opponent]
    for units in (units for side in sides for units in side.exps):
        for u in units:
            if u is not unit:
                u.status |= arg


@HANDLERS.on(watchers_kinds.E_STATUS_CHEAP)
def _status_cheap(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each of your Characters (tokens included: Hand Cost 0) with Hand Cost <= ``n``."""
    for units in g.exps:
        for u in units:
            if u.card.hand_cost <= n:
                u.status |= arg


@HANDLERS.on(watchers_kinds.E_TOKEN_ALL)
def _token_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Tokens in each of your expeditions and, in a duel, in each of the opponent's."""
    token = g.source.cards[arg[0]]
    create_tokens(g, token, n, fx.TO_EACH, exp)
    opponent = getattr(g, "opponent", None)
    if isinstance(opponent, GameState) and opponent is not g:
        create_tokens(opponent, token, n, fx.TO_EACH, -1)


@HANDLERS.on(watchers_kinds.E_SLEEP_ONE)
def _sleep_one(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character (the player's own only with "you control") falls Asleep, then "you
    may give it n boosts": a TARGET decision among both sides, then yes or no. ``arg``: (max
    Hand Cost, boosts given, optional); ``n``: boosts of mine spent first. The hint is the
    engine's pick, one of yours whose sleep costs no move at Dusk (the one with the most
    boosts; it stays in play through Rest), else (unless the text lets you decline) your
    weakest; the boosts go to yours."""
    max_cost, given, optional = arg if arg is not None else (0, 0, False)
    if n and (unit is None or unit.boosts < n):
        return
    best = _sleeper(g, unit, max_cost, optional)
    if best is not None and n and not given and best.boosts < n:
        best = None  # "spend n of my boosts": only for a sleeper that keeps as much
    who = fx.T_MINE if max_cost else 0
    target = target_character(g, best, max_cost, None, 0, who, unit, optional=optional or bool(n))
    if target is None:
        return
    if n:
        assert unit is not None
        unit.boosts -= n
    target.status |= S_ASLEEP
    mine = any(target in units for units in g.exps)
    if mine:
        g.event("asleep", target.card.name)
    else:
        g.event("opponent", "asleep", target.card.name)
    prompt = f"You may give it {given} boosts"
    if given and may(g, source_name(g, unit), prompt, mine):
        target.boosts += given


def _sleeper(g: GameState, unit: Unit | None, max_cost: int, optional: bool) -> Unit | None:
    """The engine's sleeper among the player's own Characters (see :func:`_sleep_one`)."""
    best: Unit | None = None
    best_key: tuple[int, int] = (-1, 0)
    for e in (0, 1):
        for u in g.exps[e]:
            if u.status & S_ASLEEP or u is unit or (max_cost and u.card.hand_cost > max_cost):
                continue
            moving = g.would_move(e)
            u.status |= S_ASLEEP
            free = int(not moving or g.would_move(e))
            u.status &= ~S_ASLEEP
            key = (free, u.boosts if free else -sum(u.card.stats) - u.boosts)
            if key > best_key:
                best, best_key = u, key
    if optional and not best_key[0]:
        return None
    return best


@HANDLERS.on(watchers_kinds.E_WIN)
def _win(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.won_by_effect = True
    g.event("win", "effect")


@HANDLERS.on(watchers_kinds.E_TOKEN_PER_SUBTYPE)
def _token_per_subtype(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token, where, subtype = arg
    units = [*g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1], *g.landmarks]
    count = sum(1 for u in units if subtype in u.card.subtypes)
    if count:
        create_tokens(g, g.source.cards[token], count * n, where, exp)


@HANDLERS.on(watchers_kinds.E_NO_MOVE_DAY)
def _no_move_day(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Every expedition: the player's, and in a duel the opponent's too."""
    g.no_move = 3
    opponent = getattr(g, "opponent", None)
    if opponent is not None and opponent is not g:
        opponent.no_move = 3


@HANDLERS.on(watchers_kinds.E_BACK_AND_FORTH)
def _back_and_forth(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Expedition (``arg``: "you control", else either player's) moves back, its
    player's other one forward: an EXPEDITION decision; the hint, the one of yours that has
    left its start and makes the most of your expeditions move at Dusk ("if it does" fails
    for one at its start). Played live: that one, or none."""
    best: tuple[int, int] | None = None
    for e in (0, 1):
        if travelled(g, e) == 0 or travelled(g, 1 - e) >= 7:
            continue
        saved = list(g.pos)
        g.pos[e] += -1 if e == 0 else 1
        g.pos[1 - e] += 1 if e == 1 else -1
        score = g.moves_now()
        g.pos[:] = saved
        if best is None or score > best[1]:
            best = (e, score)
    side: GameState = g
    if asks(g):
        hint = best[0] if best is not None else 0
        prompt = "target Expedition moves backwards one region"
        if arg:
            best = (target_expedition(g, unit, hint, prompt), 0)
        else:
            side, e = either_expedition(g, unit, prompt, hint)
            best = (e, 0)
        if travelled(side, best[0]) == 0:
            return  # at its start: it does not move back
    if best is not None:
        e = best[0]
        move_back(side, e)
        boosts_rules.move_forward(side, 1 - e)


@HANDLERS.on(watchers_kinds.E_NEXT_SUBTYPE_COST)
def _next_subtype_cost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.subtype_cuts += ((arg, n),)
