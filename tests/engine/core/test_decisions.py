"""In-card decisions: answered live by the pilot, or offered step by step as legal actions.

The two ways must play the same games: a step-by-step game stops at each decision, puts the
position back and replays the action with the answers given, and the position includes the
random generator."""

from __future__ import annotations

import pytest

from altered_deck.engine.core.decisions import CHOOSE, Decision, Option, decide
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_CHOOSE, A_PLAY_HAND
from altered_deck.engine.games import play_duel, play_game
from altered_deck.engine.pilots import GreedyPilot, Pilot, RandomPilot
from altered_deck.errors import EngineError
from tests.engine.kit import CHOOSING_DECK, Delegating, afternoon_game, deck_of, make_card, vanilla

DECK = CHOOSING_DECK
# a Character the greedy pilot plays, whose two options both act in a goldfish game
FORK = make_card("Fork", cost=1, text="{J} Choose one: • I gain 1 boost. • Draw 1 card.")
PLAYED = deck_of((FORK, 20), (vanilla("Filler"), 20))


class SteppingGreedy(Delegating):
    """The greedy pilot, answering decisions from the legal actions of a step-by-step game
    (it counts them: a game played live would give it none)."""

    step_by_step = True

    def __init__(self) -> None:
        super().__init__()
        self.answered = 0

    def answer(self, game, decision):  # type: ignore[no-untyped-def]
        self.answered += 1
        return super().answer(game, decision)


def test_a_decision_with_one_option_asks_nobody() -> None:
    game = Game(DECK, 1)
    game.step_by_step()
    lone = Decision(CHOOSE, "Two Ways", "Choose one", [Option("draw")])
    assert decide(game, lone) == 0


def test_a_live_decision_takes_the_hint_or_asks_the_decider() -> None:
    game = Game(DECK, 1)
    ask = Decision(CHOOSE, "Two Ways", "Choose one", [Option("a"), Option("b")], hint=1)
    assert decide(game, ask) == 1
    game.decider = lambda state, decision: 0
    assert decide(game, ask) == 0 and ask.player is game


def test_step_by_step_offers_the_options_as_legal_actions() -> None:
    game = afternoon_game(DECK, hand=["Two Ways"], mana=1, seed=3)
    game.step_by_step()
    deck_before, hand_before = len(game.deck), len(game.hand)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.asking is not None and game.asking.kind == CHOOSE
    assert [o.number for o in game.asking.options] == [1, 2]
    assert game.legal_actions() == [(A_CHOOSE, 0, 0), (A_CHOOSE, 1, 0)]
    # nothing happened yet: the card waits in hand, the mana is not spent
    assert (len(game.deck), len(game.hand), game.mana_ready) == (deck_before, hand_before, 1)
    with pytest.raises(EngineError, match="Two Ways asks: Choose one"):
        game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_CHOOSE, 0, 0))  # draw 1
    assert game.asking is None
    assert (len(game.deck), len(game.hand), game.mana_ready) == (deck_before - 1, 1, 0)


def test_the_second_option_is_reachable() -> None:
    game = afternoon_game(DECK, hand=["Two Ways"], mana=1, seed=3)
    game.step_by_step()
    deck_before = len(game.deck)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_CHOOSE, 1, 0))  # aimed at the opponent: nothing to hit when goldfishing
    assert (len(game.deck), len(game.hand), game.mana_ready) == (deck_before, 0, 0)


@pytest.mark.parametrize("seed", range(6))
def test_step_by_step_and_live_play_the_same_goldfish_games(seed: int) -> None:
    live = play_game(PLAYED, seed, GreedyPilot())
    stepping = SteppingGreedy()
    assert play_game(PLAYED, seed, stepping) == live
    assert stepping.answered > 0


@pytest.mark.parametrize("seed", range(4))
def test_step_by_step_and_live_play_the_same_duels(seed: int) -> None:
    logs: list[list[str]] = [[], []]
    live = play_duel((PLAYED, DECK), seed, (GreedyPilot(), GreedyPilot()), log=logs[0])
    stepping = SteppingGreedy()
    stepped = play_duel((PLAYED, DECK), seed, (stepping, GreedyPilot()), log=logs[1])
    assert stepped == live and logs[1] == logs[0]
    assert stepping.answered > 0


def test_the_random_pilot_takes_every_option_over_many_games() -> None:
    taken: set[int] = set()

    uniform = RandomPilot()

    class Recording(Pilot):
        def choose(self, game):  # type: ignore[no-untyped-def]
            return uniform.choose(game)

        def decide(self, state, decision):  # type: ignore[no-untyped-def]
            answer = uniform.decide(state, decision)
            if decision.kind == CHOOSE:  # (Clean-up asks which Reserve card to discard too)
                taken.add(answer)
            return answer

    for seed in range(30):
        play_game(PLAYED, seed, Recording())
    assert taken == {0, 1}


def test_a_pilot_takes_hints_unless_it_answers_decisions_itself() -> None:
    assert GreedyPilot().takes_hints and not RandomPilot().takes_hints

    class Asked(Delegating):
        def decide(self, state, decision):  # type: ignore[no-untyped-def]
            return decision.hint

    assert Delegating().takes_hints and not Asked().takes_hints


def test_hint_takers_play_the_same_games_as_a_pilot_asked_each_decision() -> None:
    class Asked(Delegating):
        def decide(self, state, decision):  # type: ignore[no-untyped-def]
            return decision.hint  # asked at each decision, the options built

    for seed in range(6):
        assert play_game(PLAYED, seed, Asked()) == play_game(PLAYED, seed, GreedyPilot())
