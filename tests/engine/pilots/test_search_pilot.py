"""The searching pilot (engine/pilots/montecarlo.py): determinization that hides what a
player cannot know, reproducible games, and a golden duel."""

from __future__ import annotations

import math
import os
import random
from collections import Counter
from pathlib import Path

import pytest

from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.decisions import CHOOSE
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.state import A_CHOOSE, P_AFTERNOON
from altered_deck.engine.games import play_duel, play_game
from altered_deck.engine.pilots import Pilot, make_pilot
from altered_deck.engine.pilots.montecarlo import (
    DEFAULT_BUDGET,
    EVAL_WEIGHTS,
    WIN_VALUE,
    SearchPilot,
    day_end_features,
    evaluate,
    sequential_halving,
)
from altered_deck.errors import UsageError
from tests.conftest import STARTERS
from tests.engine.kit import CHOOSING_DECK

GOLDEN = Path(__file__).resolve().parents[2] / "golden"


@pytest.fixture(scope="module")
def decks(store) -> tuple[CompiledDeck, CompiledDeck]:
    def starter(name: str) -> CompiledDeck:
        return compile_deck(resolve_deck(read_deck(str(STARTERS / f"{name}.txt")), store))

    return starter("sierra"), starter("kojo")


def afternoon(decks: tuple[CompiledDeck, CompiledDeck], seed: int) -> Duel:
    """A duel played by the greedy pilots up to the first Afternoon decision of day 2."""
    duel = Duel(decks, seed)
    greedy = (make_pilot("greedy"), make_pilot("greedy"))
    while not (duel.day == 2 and duel.seats[duel.current_player()].phase == P_AFTERNOON):
        p = duel.current_player()
        duel.apply(greedy[p].choose(duel.seats[p]))
    return duel


def test_make_pilot_knows_the_search_pilot_and_its_budget() -> None:
    pilot = make_pilot("search", 8)
    assert isinstance(pilot, SearchPilot) and pilot.budget == 8
    default = make_pilot("search")
    assert isinstance(default, SearchPilot) and default.budget == DEFAULT_BUDGET
    with pytest.raises(UsageError, match="choose one of greedy, planner, search, random"):
        make_pilot("searching")


def test_determinization_redraws_only_what_the_player_cannot_know(decks) -> None:
    duel = afternoon(decks, seed=5)
    player = duel.current_player()
    me, them = duel.seats[player], duel.seats[1 - player]
    before = (list(me.hand), list(me.deck), list(them.hand), list(them.deck), me.layout)
    copies = [duel.determinized(player, random.Random(k)) for k in range(20)]
    # the real game is untouched
    assert (me.hand, me.deck, them.hand, them.deck, me.layout) == before
    for copy in copies:
        c_me, c_them = copy.seats[player], copy.seats[1 - player]
        assert c_me.hand == me.hand  # a player knows its own hand
        assert Counter(c_me.deck) == Counter(me.deck)  # ... not its Deck's order
        assert len(c_them.hand) == len(them.hand)  # the opponent's Hand: its size only
        assert Counter(c_them.hand + c_them.deck) == Counter(them.hand + them.deck)
        for region, seen in enumerate(me.revealed):
            if seen:
                assert c_me.layout[region] == me.layout[region] == c_them.layout[region]
    assert len({tuple(c.seats[1 - player].hand) for c in copies}) > 1
    assert len({tuple(c.seats[player].deck) for c in copies}) > 1
    assert len({c.seats[player].layout for c in copies}) > 1  # face-down regions redrawn


def test_evaluate_is_a_calibrated_win_chance_and_a_decided_game_counts_most(decks) -> None:
    duel = afternoon(decks, seed=5)
    me, them = duel.seats
    lead = me.distance - them.distance
    cards = len(me.hand) + len(me.reserve) - len(them.hand) - len(them.reserve)
    mana = len(me.mana_cards) - len(them.mana_cards)
    reach = max(me.distance, them.distance) / 7
    assert day_end_features(duel, 0) == (lead, cards, mana, lead * reach, 0.0)
    z = sum(w * x for w, x in zip(EVAL_WEIGHTS, day_end_features(duel, 0), strict=True))
    win_chance = 1 / (1 + math.exp(-z))
    assert evaluate(duel, 0) == pytest.approx(WIN_VALUE * (2 * win_chance - 1))
    assert evaluate(duel, 1) == pytest.approx(-evaluate(duel, 0))  # one's gain, the other's loss
    assert abs(evaluate(duel, 0)) < WIN_VALUE
    duel.winner = 1
    assert (evaluate(duel, 0), evaluate(duel, 1)) == (-WIN_VALUE, WIN_VALUE)


def test_a_lead_near_the_goal_is_worth_more_than_the_same_lead_early(decks) -> None:
    duel = afternoon(decks, seed=5)
    me, them = duel.seats
    me.pos[0], me.pos[1], them.pos[0], them.pos[1] = 2, 7, 1, 7  # distances 2 and 1
    early = evaluate(duel, 0)
    me.pos[0], them.pos[0] = 6, 5  # distances 6 and 5: the same lead of 1
    assert evaluate(duel, 0) > early > 0


def test_sequential_halving_compares_candidates_on_the_same_worlds() -> None:
    calls: list[tuple[int, int]] = []
    worth = [1.0, 3.0, 2.0, 0.0, 2.5]

    def score(i: int, world: int) -> float:
        calls.append((i, world))
        return worth[i] + (world % 7) / 10  # the world moves every candidate alike

    best = sequential_halving(5, 60, random.Random(1), score)
    assert best == 1
    assert 48 <= len(calls) <= 60  # the budget, spread over ceil(log2 5) = 3 rounds
    worlds = {w for _i, w in calls}
    for world in worlds:
        players = [i for i, w in calls if w == world]
        assert len(players) == len(set(players))  # each candidate once per world...
    first_round = [w for i, w in calls if i == 3]  # ...and the worst one only in round 1
    assert first_round and all(
        sorted(i for i, w in calls if w == x) == [0, 1, 2, 3, 4] for x in first_round
    )
    assert {i for i, _w in calls[-2:]} == {1, 4}  # the last round: the best two


def test_sequential_halving_cuts_on_three_worlds_and_spends_the_budget_left() -> None:
    # 11 candidates at budget 64: an even split would cut on one world each
    calls: list[tuple[int, int]] = []

    def score(i: int, world: int) -> float:
        calls.append((i, world))
        return float(i == 7) + (world % 5) / 10

    assert sequential_halving(11, 64, random.Random(3), score) == 7
    per_candidate = [sum(1 for i, _w in calls if i == k) for k in range(11)]
    # rounds of 3 worlds (11 in), 1 (6 in), 4 (3 in) and 6 (2 in): 33 + 6 + 12 + 12 plays
    assert len(calls) == 63
    assert per_candidate[7] == 3 + 1 + 4 + 6
    assert sorted(per_candidate).count(3) == 5  # the worse half goes after the first round


def test_sequential_halving_ties_go_to_the_first_candidate_and_each_is_tried() -> None:
    calls: list[int] = []

    def flat(i: int, world: int) -> float:
        calls.append(i)
        return 0.0

    assert sequential_halving(6, 2, random.Random(0), flat) == 0  # budget below the count
    assert sorted(set(calls)) == [0, 1, 2, 3, 4, 5]
    assert sequential_halving(2, 64, random.Random(0), lambda i, w: 1.0) == 0


def test_a_search_game_is_the_same_whatever_the_pilot_played_before(decks) -> None:
    """Reproducible and independent of the number of workers: a pilot's generator starts
    again from each game's seed."""
    fresh = play_duel(decks, 11, (SearchPilot(4), SearchPilot(4)), first=1)
    pilots = (SearchPilot(4), SearchPilot(4))
    play_duel(decks, 3, pilots)  # another game first, on the same pilot objects
    again = play_duel(decks, 11, pilots, first=1)
    assert again == fresh


def test_golden_search_duel(decks) -> None:
    """Sierra against Kojo, both sides searching with a budget of 8: the whole game."""
    log: list[str] = []
    record = play_duel(decks, 2, (SearchPilot(8), SearchPilot(8)), first=0, log=log)
    text = "\n".join([*log, f"winner P{record.winner} on day {record.won_day}"]) + "\n"
    golden = GOLDEN / "duel_search_sierra_kojo.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")


def test_a_goldfish_game_with_the_search_pilot(decks) -> None:
    record = play_game(decks[0], 7, SearchPilot(8))
    assert record == play_game(decks[0], 7, SearchPilot(8))
    assert record.won_day is not None


def test_a_terrain_an_effect_changed_is_kept_when_no_printed_layout_shows_it(decks) -> None:
    """ "My region is {V}..." can give a revealed region terrains no Tumult card prints: the
    determinization keeps the layout as seen (found by bench/engine_fuzz.py)."""
    from altered_deck.engine.core.adventure import ALL_TERRAINS

    duel = afternoon(decks, seed=5)
    player = duel.current_player()
    changed = (*duel.seats[0].layout[:1], ALL_TERRAINS, *duel.seats[0].layout[2:])
    for seat in duel.seats:
        seat.layout = changed
        seat.revealed[1] = True
    copy = duel.determinized(player, random.Random(3))
    assert copy.seats[player].layout == changed == copy.seats[1 - player].layout


# --- decisions a card asks for: searched like the turn's actions ----------------------------

CHOOSING = CHOOSING_DECK


def asked_duel(seed: int) -> Duel:
    """A step-by-step duel of greedy pilots stopped at the first decision a player's own
    card asks that player."""
    duel = Duel((CHOOSING, CHOOSING), seed)
    duel.step_by_step()
    greedy = (make_pilot("greedy"), make_pilot("greedy"))
    while True:
        p = duel.current_player()
        if duel.asking is not None:
            before = duel.replay[0][0]  # type: ignore[index]
            if before.current_player() == p:
                return duel
            duel.apply(greedy[p].answer_in_duel(duel, p, duel.asking))
        else:
            duel.apply(greedy[p].choose_in_duel(duel, p))


def test_the_search_answers_a_card_decision_from_the_position_before_it() -> None:
    duel = asked_duel(seed=1)
    p = duel.current_player()
    decision = duel.asking
    assert decision is not None and len(decision.options) == 2
    seen = (list(duel.seats[p].hand), list(duel.seats[1 - p].hand), duel.legal_actions())
    answer = SearchPilot(16).answer_in_duel(duel, p, decision)
    assert answer in duel.legal_actions()
    # the search played on copies: the real duel still waits for the same decision
    assert (list(duel.seats[p].hand), list(duel.seats[1 - p].hand), duel.legal_actions()) == seen
    assert duel.asking is decision
    assert SearchPilot(16).answer_in_duel(duel, p, decision) == answer  # seeded by the game
    assert SearchPilot(1).answer_in_duel(duel, p, decision) == (A_CHOOSE, decision.hint, 0)
    duel.apply(answer)
    assert duel.asking is None or duel.asking is not decision


class RecordingSearch(Pilot):
    """A search pilot that records its answers to a card's decisions (a wrapper: a compiled
    build lets interpreted code subclass :class:`Pilot`, not the compiled pilots)."""

    step_by_step = True

    def __init__(self, budget: int) -> None:
        self.search = SearchPilot(budget)
        self.answered: list[tuple[str, int, int]] = []  # kind, answer, options

    def choose(self, game):  # type: ignore[no-untyped-def]
        return self.search.choose(game)

    def choose_in_duel(self, duel, player):  # type: ignore[no-untyped-def]
        return self.search.choose_in_duel(duel, player)

    def answer(self, game, decision):  # type: ignore[no-untyped-def]
        answer = self.search.answer(game, decision)
        self.answered.append((decision.kind, answer[1], len(decision.options)))
        return answer

    def answer_in_duel(self, duel, player, decision):  # type: ignore[no-untyped-def]
        answer = self.search.answer_in_duel(duel, player, decision)
        self.answered.append((decision.kind, answer[1], len(decision.options)))
        return answer


def test_search_duels_with_card_decisions_are_reproducible() -> None:
    pilots = (RecordingSearch(4), RecordingSearch(4))
    record = play_duel((CHOOSING, CHOOSING), 3, pilots)
    answered = pilots[0].answered + pilots[1].answered
    assert any(kind == CHOOSE for kind, _a, _n in answered)
    assert all(0 <= a < n for _kind, a, n in answered)
    assert record == play_duel((CHOOSING, CHOOSING), 3, (SearchPilot(4), SearchPilot(4)))
    assert play_game(CHOOSING, 3, SearchPilot(4)) == play_game(CHOOSING, 3, SearchPilot(4))


def test_a_goldfish_search_answers_choose_one_with_the_option_that_acts() -> None:
    """Goldfishing, "Send to Reserve target Character" has no target: drawing is the
    option that does something, and the search never finds the other one better."""
    pilot = RecordingSearch(8)
    for seed in range(3):
        record = play_game(CHOOSING, seed, pilot)
        assert record == play_game(CHOOSING, seed, SearchPilot(8))
    chosen = [a for kind, a, _n in pilot.answered if kind == CHOOSE]
    assert chosen and set(chosen) == {0}


def test_the_search_bench_plays_seeded_mirror_duels_and_digests_how_each_ended(decks) -> None:
    """``bench/search.py``'s games: the same seed, the same games (what its digest compares
    before and after a speed change), and what each game's digest is made of."""
    from bench.search import digest, play

    sierra = decks[0]
    results, seconds, ended = play((sierra, sierra), ("search", "greedy"), (4, 4), 2, 1)
    # the search pilot sits in seat 0, then in seat 1: it wins both, on day 6 and on day 7
    assert results == [1.0, 1.0] and seconds > 0
    assert ended == [(0, 6, (7, 6), (11, 11)), (1, 7, (2, 8), (13, 15))]
    again = play((sierra, sierra), ("search", "greedy"), (4, 4), 2, 1)
    assert (again[0], again[2]) == (results, ended)
    assert digest(ended) == "c398ab63b356" != digest(results)
