"""The Reserve's choices that may fall on either player: "(you may) exhaust target card in
Reserve", "target two Characters in play or in Reserve and exchange their boosts", "ready
target Permanent in play or target card in Reserve", "target an Expedition that's ahead"."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    EXPEDITION,
    TARGET,
    Decision,
    Option,
    asks,
    decide,
    may,
    source_name,
)
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    K_GEAR,
    S_EXHAUSTED,
    S_FLEETING,
    S_OWNED_ELSEWHERE,
)
from altered_deck.engine.core.play import MODE_HAND, resolve_play
from altered_deck.engine.core.queries import facing_travelled, travelled
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve.handlers import (
    exhaust_in_reserve,
    exhaust_target,
    exhaust_watchers,
)
from altered_deck.engine.mechanics.reserve.moves import play_reserve_unit
from altered_deck.engine.targets.aim import target_expedition
from altered_deck.engine.targets.choice import (
    affordable,
    opponent_of,
    opposing,
    pay_tough,
    reserve_value,
    tough,
)
from altered_deck.engine.targets.pick import legal_targets, target_character

HANDLERS = interpreter.Handlers()
"""The Reserve's handlers whose choice, in a duel, may fall on the opponent."""


@HANDLERS.on(reserve_kinds.E_EXHAUST_TARGET_RESERVE)
def exhaust_target_either(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """In a duel "(you may) exhaust target card in Reserve" is a TARGET decision among the
    ready cards of both Reserves (mine first; "no target" for "you may"), the hint the
    opponent's best ready card;
    unless exhausting one of mine pays (a watcher of mine, or a count the text asks for):
    then the reserve mechanic's choice."""
    opp = opponent_of(g)
    if opp is None or n > 0 or exhaust_watchers(g):
        exhaust_target(g, n, arg, unit, exp)
        return
    theirs = affordable(g, opp, [u for u in opp.reserve if not u.status & S_EXHAUSTED])
    if not theirs:
        return
    mine = [u for u in g.reserve if not u.status & S_EXHAUSTED]
    hint = len(mine) + theirs.index(max(theirs, key=reserve_value))
    taken = hint
    if len(mine) + len(theirs) > 1 or arg:
        options = [Option(f"{u.card.name} (Reserve)", card=u.card, zone="reserve") for u in mine]
        options += [
            Option(f"{u.card.name} (opponent's Reserve)", card=u.card, mine=False, zone="reserve")
            for u in theirs
        ]
        if arg:  # "you may": "no target" too
            options.append(Option("no target"))
        prompt = "target card in Reserve"
        taken = decide(g, Decision(TARGET, source_name(g, unit), prompt, options, hint))
        if taken == len(mine) + len(theirs):
            return
    if taken < len(mine):
        exhaust_in_reserve(g, mine[taken])
        return
    target = theirs[taken - len(mine)]
    pay_tough(g, opp, target)
    target.status |= S_EXHAUSTED
    g.event("opponent", "exhaust", target.card.name)


@HANDLERS.on(reserve_kinds.E_PLAY_RESERVE_FREE)
def _play_free_any_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target a Character in any Reserve with Reserve Cost n or less and play it for free: a
    TARGET decision among both Reserves' (mine first; one legal target is taken without
    asking), the hint the most useful. The opponent's is played from their Reserve under my
    control into my expedition (Fleeting, 2.4.7) and stays theirs (1.1.3.d): it leaves play
    for its owner's zones (1.4.3.a, 3.1.2.c)."""
    opp = opposing(g)
    fits = [(True, u) for u in g.reserve if _cheap_character(u, n)]
    fits += [(False, u) for u in opp.reserve if _cheap_character(u, n)] if opp else []
    if not fits:
        return
    hint = max(range(len(fits)), key=lambda k: fits[k][1].card.keep_value)
    taken = hint
    if len(fits) > 1:
        options = [
            Option(f"{u.card.name} ({_RESERVES[mine]})", card=u.card, mine=mine, zone="reserve")
            for mine, u in fits
        ]
        prompt = "Target a Character in any Reserve"
        taken = decide(g, Decision(TARGET, source_name(g, unit), prompt, options, hint))
    mine, target = fits[taken]
    if mine:
        play_reserve_unit(g, target, exp)
        return
    owner = opponent_of(g)
    assert owner is not None and opp is not None
    target = owner.reserve[opp.reserve.index(target)]  # (a look-ahead copied the opponent)
    owner.reserve.remove(target)
    g.reserve.append(target)  # played from there at once: it stays the opponent's card
    play_reserve_unit(g, target, exp)
    if any(target in g.exps[e] for e in (0, 1)):  # (its own {J} may have sent it away)
        target.status |= S_OWNED_ELSEWHERE


_RESERVES = {True: "Reserve", False: "opponent's Reserve"}


@HANDLERS.on(reserve_kinds.E_PLAY_REVEALED_THEIRS)
def _play_revealed_theirs(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target opponent reveals a random card from their hand (the player's seeded draw); if
    condition ``arg`` holds, the player may play it for free (a MAY decision; the hint, yes):
    under their control, Fleeting, still the opponent's card (1.1.3.d). Not played, it is
    discarded from its owner's hand."""
    opp = opponent_of(g)
    if opp is None or not opp.hand:
        return
    card = opp.hand.pop(g.rng.randrange(len(opp.hand)))
    g.event("opponent", "reveal", card.name)
    condition, amount = arg
    if interpreter.condition_holds(g, condition, amount, unit, exp) and may(
        g, source_name(g, unit), f"You may play {card.name} for free", True
    ):
        _play_theirs(g, opp, card, exp)
    else:
        interpreter.discarded_from_hand(opp, [card], g)


def _play_theirs(g: GameState, owner: GameState, card: EngineCard, exp: int) -> None:
    """Play the opponent's ``card`` (out of their hand) for free, Fleeting: a Character or
    Gear into the player's expedition (their choice), a Landmark among the player's; a Spell's
    effect, then it goes to its owner's discard pile (1.4.3.a)."""
    if card.kind & (K_CHARACTER | K_GEAR):
        exp = target_expedition(g, None, -1, f"{card.name} joins")
    g.event("play", "theirs", card.name, "0", EXPEDITION_NAMES[max(exp, 0)])
    in_play = (*g.exps, *g.gear, g.landmarks)
    before = {id(u) for units in in_play for u in units}
    resolve_play(g, card, None, max(exp, 0), MODE_HAND)
    for units in in_play:
        for u in units:
            if u.card is card and id(u) not in before:  # (a mirror deck shares card records)
                u.status |= S_FLEETING | S_OWNED_ELSEWHERE
                return
    for u in g.reserve:  # a Spell: Fleeting, it goes to its owner's discard pile
        if u.card is card:
            g.reserve.remove(u)
            owner.discard.append(card)
            return
    if card in g.discard:
        g.discard.remove(card)
        owner.discard.append(card)


def _cheap_character(u: Unit, n: int) -> bool:
    return bool(u.card.kind & K_CHARACTER) and u.card.reserve_cost <= n


@HANDLERS.on(reserve_kinds.E_ASLEEP_AHEAD)
def _asleep_ahead(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target an Expedition that's ahead (7.5.2.a: further from its start than the one facing
    it), either player's: each of its Characters gains Asleep. An EXPEDITION decision among
    those ahead (none during tiebreakers, 7.5.2.d: all are tied); the hint, the opponent's
    with the most power, else yours with the least."""
    if getattr(g, "arena", False):
        return
    opp = opponent_of(g)
    ahead: list[tuple[GameState, int]] = [
        (g, e) for e in (0, 1) if travelled(g, e) > facing_travelled(g, e)
    ]
    if opp is not None:
        ahead += [(opp, e) for e in (0, 1) if travelled(opp, e) > travelled(g, e)]
    if not ahead:
        return

    def power(side: GameState, e: int) -> int:
        return sum(sum(u.card.stats) + 3 * u.boosts for u in side.exps[e])

    theirs = [a for a in ahead if a[0] is not g]
    best = max(theirs, key=lambda a: power(*a)) if theirs else min(ahead, key=lambda a: power(*a))
    taken = best
    if len(ahead) > 1 and asks(g):
        options = [_expedition_option(side is g, e) for side, e in ahead]
        prompt = "target an Expedition that's ahead"
        at = ahead.index(best)
        taken = ahead[decide(g, Decision(EXPEDITION, source_name(g, unit), prompt, options, at))]
    side, e = taken
    for u in side.exps[e]:
        u.status |= fx.S_ASLEEP


def _expedition_option(mine: bool, e: int) -> Option:
    words = f"{EXPEDITION_NAMES[e]} expedition"
    return Option(
        words if mine else "opponent's " + words, mine=mine, zone=("hero", "companion")[e]
    )


@HANDLERS.on(reserve_kinds.E_SWAP_BOOSTS)
def _swap_boosts(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target two Characters in play or in Reserve (``arg``: Boosted ones), on either side,
    and exchange their boosts: two TARGET decisions, the second among the others. The hints:
    your Reserve Character with the most boosts, then your Character in play with the
    fewest (the exchange that moves boosts into play); played live with no such exchange,
    the engine leaves the boosts where they are."""

    def boosted(u: Unit) -> bool:
        return bool(u.boosts) or not arg

    in_play = [u for e in (0, 1) for u in g.exps[e] if boosted(u)]
    stored = [u for u in g.reserve if u.card.kind & K_CHARACTER and boosted(u)]
    giver = max(stored, key=lambda u: u.boosts) if stored else None
    taker = min(in_play, key=lambda u: u.boosts) if in_play else None
    if giver is None or taker is None or giver.boosts <= taker.boosts:
        giver = taker = None  # no exchange helps: the hint is the first two of yours
    if not asks(g):
        if giver is not None and taker is not None:
            giver.boosts, taker.boosts = taker.boosts, giver.boosts
        return
    words = "target Character in play or in Reserve"
    if arg:
        words = "target [[Boosted]] Character in play or in Reserve"
    keep = boosted if arg else None
    if len(legal_targets(g, 0, None, 0, fx.T_RESERVE, keep)) < 2:
        return  # "two targets": with one, no exchange
    first = target_character(
        g, giver, 0, None, 0, fx.T_RESERVE, unit, keep=keep, prompt=words + " (first)"
    )
    if first is None:
        return
    second = target_character(
        g, taker, 0, first, 0, fx.T_RESERVE, unit, keep=keep, prompt=words + " (second)"
    )
    if second is not None:
        first.boosts, second.boosts = second.boosts, first.boosts


@HANDLERS.on(reserve_kinds.E_READY_PERMANENT_OR_RESERVE)
def _ready_permanent_or_reserve(
    g: GameState, n: int, arg: Any, unit: Unit | None, exp: int
) -> None:
    """Ready target Permanent in play or target card in Reserve, either player's (n more for
    a Permanent of Hand Cost >= ``arg``, offered only when it can be paid): a TARGET decision.
    The hint: a Reserve card of yours you can then pay for (the most useful), else a Landmark
    whose {T} ability you can then pay for, else your most useful exhausted Reserve card."""
    mana = g.mana_ready

    def extra(u: Unit) -> int:
        return n if u.card.hand_cost >= arg else 0

    tired = [u for u in g.reserve if u.status & S_EXHAUSTED]
    playable = [u for u in tired if g.cost_of(u.card, u.card.reserve_cost, reserve=True) <= mana]
    tapped = [
        u
        for u in g.landmarks
        if u.status & S_EXHAUSTED and u.card.tap and u.card.tap_cost + extra(u) <= mana
    ]
    best = None
    if playable:
        best = max(playable, key=lambda u: u.card.keep_value)
    elif tapped:
        best = max(tapped, key=lambda u: u.card.usefulness)
    elif tired:
        best = max(tired, key=lambda u: u.card.keep_value)
    in_play = best is not None and best not in g.reserve
    if asks(g):
        best, in_play = _ready_target(g, unit, best, mana, extra)
    if best is None:
        return
    if in_play:
        g.pay(extra(best))
    best.status &= ~S_EXHAUSTED


_READY_ZONES = (
    ("landmarks", "Landmarks"),
    ("gear", "Gear"),
    ("gear", "Gear"),
    ("reserve", "Reserve"),
)


def _ready_target(
    g: GameState, unit: Unit | None, best: Unit | None, mana: int, extra: Any
) -> tuple[Unit | None, bool]:
    """The card "Ready target Permanent in play or target card in Reserve" readies: the
    player's TARGET decision among both players' Permanents in play (those whose extra cost
    can be paid) and Reserve cards, ``best`` the hint (else the first); the card and whether
    it is in play."""
    opp = g.opponent if g.opponent is not g else None
    sides = [(g, True)] if opp is None else [(g, True), (opp, False)]
    found: list[tuple[bool, int, int]] = []
    options: list[Option] = []
    hint = 0
    for side, mine in sides:
        zones = (side.landmarks, side.gear[0], side.gear[1], side.reserve)
        for z, units in enumerate(zones):
            for k, u in enumerate(units):
                price = 0 if mine else tough(side, u)  # a granted [Tough n] too
                if (extra(u) if z < 3 else 0) + price > mana:
                    continue
                zone, where = _READY_ZONES[z]
                owner = "" if mine else "opponent's "
                if u is best:
                    hint = len(found)
                found.append((mine, z, k))
                options.append(
                    Option(f"{u.card.name} ({owner}{where})", card=u.card, mine=mine, zone=zone)
                )
    if not found:
        return None, False
    prompt = "Ready target Permanent in play or target card in Reserve"
    mine, z, k = found[decide(g, Decision(TARGET, source_name(g, unit), prompt, options, hint))]
    chosen = g if mine else opponent_of(g)  # a look-ahead copy gets its own opponent first
    assert chosen is not None
    target = (chosen.landmarks, chosen.gear[0], chosen.gear[1], chosen.reserve)[z][k]
    if not mine:
        pay_tough(g, chosen, target)
    return target, z < 3


def exhaust_worth(g: GameState, opp: GameState, arg: Any) -> tuple[int, float]:
    """In a duel, what "exhaust target card in Reserve" is worth to a choice (its kind's
    ``opponent_worth``): the opponent's best ready card."""
    ready = [u.card.keep_value for u in opp.reserve if not u.status & S_EXHAUSTED]
    return (0, max(ready)) if ready else (-99, -1.0)
