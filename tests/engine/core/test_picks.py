"""Which card a player picks (decisions of kind ``card``): the player who picks answers, the
opponent for "target opponent discards / puts in Reserve ...", and step-by-step play gives
the same games as live play."""

from __future__ import annotations

import random

from altered_deck.engine.core.decisions import CARD, Decision
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.games import play_duel, play_game
from tests.engine.kit import Delegating, afternoon_duel, deck_of, make_card, record_of, vanilla

BAKU = make_card("Baku", cost=2, text="{H} Target opponent discards a card from their hand.")
KELON = make_card("Kelon", cost=1, text="{H} Put a card from your hand in Reserve.")
HATHOR = make_card(
    "Hathor", cost=2, echo="{D} : Return another card from your Reserve to your hand."
)
FILLERS = ((vanilla("Filler"), 20), (vanilla("Runner", (2, 2, 2)), 10))


class Recording(Delegating):
    """The greedy pilot, noting the prompts of the card decisions it answers."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    def decide(self, state: GameState, decision: Decision) -> int:
        if decision.kind == CARD:
            self.asked.append(decision.prompt)
        return super().decide(state, decision)


class SteppingGreedy(Delegating):
    step_by_step = True


def test_in_a_duel_the_opponents_pilot_answers_the_opponents_picks() -> None:
    attacker, defender = deck_of((BAKU, 10), *FILLERS), deck_of(*FILLERS)
    pilots = (Recording(), Recording())
    for seed in range(3):
        play_duel((attacker, defender), seed, pilots)
    discards = "Discard a card from your hand"
    assert discards in pilots[1].asked and discards not in pilots[0].asked


def test_the_opponent_picks_which_of_my_reserve_cards_to_exhaust() -> None:
    guard = make_card(
        "Guard",
        cost=3,
        text="{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die. "
        "When you roll a 1-3 this way\xa0— That opponent targets a card in your Reserve. "
        "Exhaust it.",
    )
    deck = deck_of((guard, 1), (vanilla("Two", (2, 2, 2)), 2), *FILLERS)
    seed = next(s for s in range(20) if random.Random(s).randint(1, 6) <= 3)
    _duel, me, them = afternoon_duel((deck, deck), 9)
    me.rng = random.Random(seed)
    them.reserve = [Unit(record_of(deck, "Filler"))]
    mine = [Unit(record_of(deck, "Filler")), Unit(record_of(deck, "Two"))]
    me.reserve = list(mine)
    asked: list[tuple[GameState, Decision]] = []

    def second(state: GameState, decision: Decision) -> int:
        asked.append((state, decision))
        return 1 - decision.hint

    them.decider = second
    run(me, record_of(deck, "Guard").on_hand, None, 0)
    ((state, decision),) = asked
    assert state is them and [o.mine for o in decision.options] == [False, False]
    assert [o.text for o in decision.options] == [
        "Filler (opponent's Reserve)",
        "Two (opponent's Reserve)",
    ]
    hit = mine[1 - decision.hint]
    assert [u.status != 0 for u in mine] == [u is hit for u in mine]


def test_step_by_step_and_live_play_the_same_games_with_picks() -> None:
    deck = deck_of((KELON, 20), (HATHOR, 6), *FILLERS)
    live = Recording()
    for seed in range(4):
        assert play_game(deck, seed, SteppingGreedy()) == play_game(deck, seed, live)
    assert "Put a card from your hand in Reserve" in live.asked  # the games asked
