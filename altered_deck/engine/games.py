"""One game played to its end: a goldfish game by its pilot, a duel by its two.

The core's games stop where a player decides (:class:`~altered_deck.engine.core.game.Game`,
:class:`~altered_deck.engine.core.duel.Duel`); a pilot
(:class:`~altered_deck.engine.pilots.Pilot`) decides; the settings say how the game is played
(:class:`~altered_deck.engine.settings.PlaySettings`: the day cap, the rules). The loops here
put the three together, above them all: the core names no pilot and no settings.
"""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import PLAYERS, Duel, DuelRecord
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.record import GameRecord
from altered_deck.engine.core.state import P_OVER, RESHUFFLE_ANY_TIME, RESHUFFLE_MORNING
from altered_deck.engine.settings import DEFAULT_DUEL_DAYS, DEFAULT_MAX_DAYS
from altered_deck.errors import UsageError

if TYPE_CHECKING:
    from altered_deck.engine.pilots import Pilot
    from altered_deck.engine.settings import PlaySettings


def play_game(
    deck: CompiledDeck,
    seed: int,
    pilot: Pilot,
    settings: PlaySettings | None = None,
    *,
    trace: list | None = None,
) -> GameRecord:
    """Play one seeded goldfish game of ``deck`` with ``pilot``, as ``settings`` say (the day
    cap, the rules; None: the engine's defaults); replayable from its seed.

    All randomness comes from ``random.Random(seed)`` created here. With ``trace`` a list,
    one :class:`~altered_deck.engine.core.record.DayTrace` per day is appended to it.
    """
    max_days = DEFAULT_MAX_DAYS if settings is None else settings.max_days
    if max_days < 1:
        raise UsageError(f"the day cap must be at least 1, not {max_days}")
    reshuffle_rule = RESHUFFLE_ANY_TIME if settings is None else settings.reshuffle_rule
    game = Game(deck, seed, max_days, trace, reshuffle_rule=reshuffle_rule)
    game.decider = None if pilot.takes_hints else pilot.decide
    if pilot.step_by_step:
        game.step_by_step()
    choose = pilot.choose
    apply = game.apply
    while game.phase != P_OVER:
        asking = game.asking
        apply(choose(game) if asking is None else pilot.answer(game, asking))
    return game.record()


def play_duel(
    decks: tuple[CompiledDeck, CompiledDeck],
    seed: int,
    pilots: tuple[Pilot, Pilot],
    settings: PlaySettings | None = None,
    *,
    first: int = 0,
    log: list[str] | None = None,
) -> DuelRecord:
    """Play one seeded two-player game, player ``p`` piloted by ``pilots[p]`` (one pilot
    object per player: pilots keep per-deck tables), as ``settings`` say (the day cap, the
    rules; None: a duel's defaults, the reshuffle in the Morning)."""
    max_days = DEFAULT_DUEL_DAYS if settings is None else settings.max_days
    reshuffle_rule = RESHUFFLE_MORNING if settings is None else settings.reshuffle_rule
    duel = Duel(decks, seed, first=first, max_days=max_days, reshuffle_rule=reshuffle_rule, log=log)
    for p in PLAYERS:
        duel.seats[p].decider = None if pilots[p].takes_hints else pilots[p].decide
    if pilots[0].duels_step_by_step() or pilots[1].duels_step_by_step():
        duel.step_by_step()
    while not duel.over:
        p = duel.current_player()
        asking = duel.asking
        if asking is None:
            duel.apply(pilots[p].choose_in_duel(duel, p))
        else:
            duel.apply(pilots[p].answer_in_duel(duel, p, asking))
    return duel.record()


__all__ = ["play_duel", "play_game"]
