"""Two-player games (engine/duel.py): facing sums, turn order, victory, the Arena."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.adventure import ALL_TERRAINS, FOREST, MOUNTAIN
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import ARENA, Duel
from altered_deck.engine.core.seat import Seat, arena_winner, player_sums
from altered_deck.engine.core.state import (
    A_MANA,
    A_PLAY_HAND,
    P_AFTERNOON,
    P_EXPAND,
    P_NOON,
    P_OVER,
    PASS,
    SKIP_EXPAND,
    Unit,
)
from altered_deck.engine.games import play_duel
from altered_deck.engine.pilots import make_pilot
from altered_deck.errors import EngineError, UsageError
from tests.conftest import STARTERS
from tests.engine.kit import deck_of, make_card, record_of, vanilla

GOLDEN = Path(__file__).resolve().parents[2] / "golden"


@pytest.fixture(scope="module")
def deck() -> CompiledDeck:
    """30 one-cost 1/1/1 Characters (the Filler) and the stat lines the tests put in play."""
    return deck_of(
        (vanilla("Filler"), 30),
        (vanilla("One", (1, 0, 0)), 2),
        (vanilla("Two", (2, 2, 2)), 2),
        (vanilla("Mountain Five", (0, 5, 0)), 2),
    )


def to_afternoon(duel: Duel) -> None:
    """Day 1: each player puts its first three hand cards into Mana; every region of the
    adventure gets all three terrains (the tests choose the sums, not the layout)."""
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    for seat in duel.seats:
        seat.layout = (ALL_TERRAINS,) * 8


def put(seat: Seat, name: str, exp: int) -> Unit:
    """A Character called ``name`` joins expedition ``exp`` (a unit of its card record,
    taken from no zone: these tests look at Dusk, not at card conservation)."""
    unit = Unit(record_of(seat.source, name))
    seat.exps[exp].append(unit)
    return unit


def end_day(duel: Duel) -> None:
    """Both players pass."""
    duel.apply(PASS)
    duel.apply(PASS)


def test_the_adventure_is_shared_and_each_player_has_its_own_shuffle(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 5)
    a, b = duel.seats
    assert a.layout is b.layout and a.revealed is b.revealed
    assert a.opponent is b and b.opponent is a
    assert [c.name for c in a.hand] != [c.name for c in b.hand] or a.deck != b.deck
    assert (a.first_on_odd_days, b.first_on_odd_days) == (True, False)
    assert Duel((deck, deck), 5, first=1).seats[1].first_on_odd_days


def test_an_expedition_moves_only_when_it_beats_the_facing_one(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 1)
    a, b = duel.seats
    for seat in (a, b):
        seat.layout = (ALL_TERRAINS,) * 8
    put(a, "Two", 0)
    put(b, "Two", 0)
    assert (a.would_move(0), b.would_move(0)) == (False, False)  # a tie moves no one
    assert a.needs_power(0) and b.needs_power(0)
    put(a, "One", 0)  # 3/2/2 against 2/2/2: ahead in Forest only
    assert (a.would_move(0), b.would_move(0)) == (True, False)
    assert not a.needs_power(0)
    # the one-pass question the greedy pilot and Dusk ask agrees with the two others
    for seat in (a, b):
        flags = (seat.would_move(0), seat.would_move(1), seat.needs_power(0), seat.needs_power(1))
        assert seat.progress_flags() == flags
    assert a.progress_flags() == (True, False, False, True)
    put(b, "One", 1)  # companion expeditions: 1/0/0 against an empty one
    assert (a.would_move(1), b.would_move(1)) == (False, True)
    # only the terrains of the region count: Mountain 5 does not move on a Forest region
    for seat in (a, b):
        seat.layout = (ALL_TERRAINS, FOREST, MOUNTAIN, FOREST, MOUNTAIN, FOREST, MOUNTAIN, 7)
        seat.pos[0] = 1
    put(b, "Mountain Five", 0)  # b: 2/7/2 against a: 3/2/2 on Forest
    assert (a.would_move(0), b.would_move(0)) == (True, False)
    a.pos[0] = b.pos[0] = 2  # both on Mountain: only the facing sums matter, not positions
    assert (a.would_move(0), b.would_move(0)) == (False, True)


def test_day_one_mana_then_turns_alternate_from_the_first_player(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 3, first=1)
    assert duel.current_player() == 1  # Day 1 Mana in turn order
    for _ in range(3):
        duel.apply((A_MANA, 0, 0))
    # 4.2.2: Noon waits until both players have put their Mana in (then both go on)
    assert duel.seats[1].phase == P_NOON and duel.current_player() == 0
    for _ in range(3):
        duel.apply((A_MANA, 0, 0))
    assert [s.phase for s in duel.seats] == [P_AFTERNOON, P_AFTERNOON]
    assert duel.current_player() == 1
    duel.apply((A_PLAY_HAND, 0, 0))  # playing a card ends the turn
    assert duel.current_player() == 0
    duel.apply(PASS)
    assert duel.current_player() == 1  # the other passed: turns in a row
    duel.apply((A_PLAY_HAND, 0, 1))
    assert duel.current_player() == 1
    assert duel.day == 1
    duel.apply(PASS)
    assert duel.day == 2 and duel.first_today() == 0
    assert [s.phase for s in duel.seats] == [P_EXPAND, P_EXPAND]
    assert duel.current_player() == 0  # the day's first player Expands first
    duel.apply(SKIP_EXPAND)
    assert duel.current_player() == 1
    duel.apply(SKIP_EXPAND)
    assert duel.current_player() == 0 and duel.seats[1].phase == P_AFTERNOON


def test_actions_outside_the_current_players_list_are_refused(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 3)
    with pytest.raises(EngineError, match="illegal action"):
        duel.apply(PASS)  # Day 1 Mana first
    to_afternoon(duel)
    with pytest.raises(EngineError, match="for player 0"):
        duel.apply((A_PLAY_HAND, 99, 0))
    with pytest.raises(UsageError):
        Duel((deck, deck), 3, first=2)


def test_dusk_moves_every_winning_expedition_at_once(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 4)
    to_afternoon(duel)
    a, b = duel.seats
    put(a, "Two", 0)
    put(b, "One", 0)
    put(b, "One", 1)
    end_day(duel)
    assert (a.pos, b.pos) == ([1, 7], [0, 6])
    assert a.records[-1].hero_moved and not a.records[-1].companion_moved
    assert (b.records[-1].hero_moved, b.records[-1].companion_moved) == (False, True)
    assert not a.exps[0] and len(a.reserve) == 1  # Rest as in a goldfish game


def test_strictly_ahead_at_seven_wins(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 4)
    to_afternoon(duel)
    a, b = duel.seats
    a.pos[:] = [3, 4]
    b.pos[:] = [3, 4]
    put(a, "One", 0)  # a: distance 7, b: 6
    end_day(duel)
    assert duel.is_terminal() and duel.legal_actions() == []
    record = duel.record()
    assert (record.winner, record.won_day, record.tiebreak) == (0, 1, False)
    assert record.distances == (7, 6)
    assert [s.phase for s in duel.seats] == [P_OVER, P_OVER]
    with pytest.raises(EngineError, match="over"):
        duel.apply(PASS)


def test_a_tie_at_seven_goes_to_the_arena(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 4)
    to_afternoon(duel)
    a, b = duel.seats
    a.pos[:] = [3, 4]
    b.pos[:] = [3, 4]
    put(a, "Two", 0)
    put(b, "Two", 1)
    end_day(duel)
    assert not duel.is_terminal() and duel.tiebreak
    assert a.layout is ARENA and b.layout is ARENA
    assert (a.distance, b.distance) == (7, 7)
    while duel.current_player() != -1 and duel.seats[duel.current_player()].phase != P_AFTERNOON:
        duel.apply(SKIP_EXPAND)
    put(a, "Two", 0)
    put(b, "Mountain Five", 1)  # b: 0/5/0 in the companion expedition
    assert player_sums(a) == (2, 2, 2) and player_sums(b) == (0, 5, 0)
    assert not a.would_move(0) and not b.would_move(1)  # no moves in the Arena
    assert arena_winner(a, b) == 0  # Forest and Water against Mountain
    end_day(duel)
    record = duel.record()
    assert (record.winner, record.won_day, record.tiebreak) == (0, 2, True)
    assert (a.pos, b.pos) == ([4, 4], [3, 3])  # nobody moved


def test_arena_winner_counts_terrains_won_with_a_positive_sum(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 4)
    a, b = duel.seats
    assert arena_winner(a, b) is None  # 0 against 0 wins nothing
    put(a, "One", 0)
    assert arena_winner(a, b) == 0
    put(b, "Mountain Five", 1)
    assert arena_winner(a, b) is None  # one terrain each
    put(b, "One", 1)  # Forest 1 against 1: tied
    assert arena_winner(a, b) == 1


def test_the_day_cap_is_a_draw(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 4, max_days=1)
    to_afternoon(duel)
    end_day(duel)
    record = duel.record()
    assert (record.winner, record.won_day, record.days) == (None, None, 1)


def test_clone_is_independent(deck: CompiledDeck) -> None:
    duel = Duel((deck, deck), 6)
    to_afternoon(duel)
    copy = duel.clone()
    a, b = copy.seats
    assert a.opponent is b and b.opponent is a and a.revealed is b.revealed
    pilots = (make_pilot("greedy"), make_pilot("greedy"))
    while not copy.is_terminal():
        p = copy.current_player()
        copy.apply(pilots[p].choose(copy.seats[p]))
    assert copy.record().winner is not None
    assert duel.day == 1 and not duel.is_terminal()
    assert duel.seats[0].opponent is duel.seats[1]
    assert [len(s.mana_cards) for s in duel.seats] == [3, 3]


def test_a_seeded_duel_is_replayable(deck: CompiledDeck) -> None:
    pilots = (make_pilot("greedy"), make_pilot("greedy"))
    first = play_duel((deck, deck), 11, pilots)
    again = play_duel((deck, deck), 11, (make_pilot("greedy"), make_pilot("greedy")))
    assert first == again


def test_a_hand_built_text_card_plays_in_a_duel() -> None:
    """A card effect (draw) runs on its own seat only."""
    drawer = make_card("Drawer", text="{H} Draw a card.")
    deck = deck_of((vanilla("Filler"), 20), (drawer, 10))
    duel = Duel((deck, deck), 2)
    to_afternoon(duel)
    a, b = duel.seats
    index = next((i for i, c in enumerate(a.hand) if c.name == "Drawer"), None)
    if index is None:
        a.hand.append(next(c for c in a.deck if c.name == "Drawer"))
        a.deck.remove(a.hand[-1])
        index = len(a.hand) - 1
    before = (len(a.hand), len(b.hand))
    duel.apply((A_PLAY_HAND, index, 0))
    assert (len(a.hand), len(b.hand)) == (before[0], before[1])  # -1 played, +1 drawn


def _starter(store, name: str) -> CompiledDeck:
    return compile_deck(resolve_deck(read_deck(str(STARTERS / f"{name}.txt")), store))


def test_golden_duel_playthrough(store) -> None:
    """Sierra against Nevenka, seed 1, greedy pilots: every decision and each Dusk."""
    log: list[str] = []
    decks = (_starter(store, "sierra"), _starter(store, "nevenka"))
    pilots = (make_pilot("greedy"), make_pilot("greedy"))
    record = play_duel(decks, 1, pilots, first=0, log=log)
    text = "\n".join([*log, f"winner P{record.winner} on day {record.won_day}"]) + "\n"
    golden = GOLDEN / "duel_sierra_nevenka.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("pilot", ["random", "greedy"])
def test_any_legal_play_keeps_every_card_and_ends(store, pilot: str) -> None:
    """Starters with effects, 40 seeded duels each: every decision has a legal action, the
    current player's list is what its seat lists, no card is lost or made, games end."""
    decks = (_starter(store, "nevenka"), _starter(store, "kojo"))
    ended = 0
    for seed in range(40):
        duel = Duel(decks, seed, first=seed % 2)
        pilots = (make_pilot(pilot), make_pilot(pilot))
        while not duel.is_terminal():
            p = duel.current_player()
            actions = duel.legal_actions()
            assert actions and actions == duel.seats[p].legal_actions()
            duel.apply(pilots[p].choose(duel.seats[p]))
            for seat, deck in zip(duel.seats, decks, strict=True):
                assert sum(seat.zone_counts().values()) == deck.size
        ended += duel.record().winner is not None
    assert ended == 40


def test_every_state_question_about_moving_is_asked_against_the_opponent() -> None:
    """Any GameState method that reads the region's terrains answers a goldfish question
    (an empty facing side): a Seat must override it, or pilots play duels goldfish-blind.
    Read from the sources (state.py's methods, state_queries.py's bodies of its wrappers):
    a compiled build's functions have no source to inspect."""
    import ast

    from altered_deck import engine as package

    engine = Path(package.__file__).resolve().parent  # the sources, in a checkout or a wheel
    state = ast.parse((engine / "core" / "state.py").read_text(encoding="utf-8"))
    game_state = next(
        n for n in state.body if isinstance(n, ast.ClassDef) and n.name == "GameState"
    )
    queries = ast.parse((engine / "core" / "queries.py").read_text(encoding="utf-8"))
    bodies = {f.name: ast.unparse(f) for f in queries.body if isinstance(f, ast.FunctionDef)}
    asking = set()
    for method in game_state.body:
        if isinstance(method, ast.FunctionDef):
            source = ast.unparse(method) + bodies.get(method.name, "")
            if "self.layout" in source:
                asking.add(method.name)
    assert asking >= {"would_move", "needs_power", "progress_flags"}
    assert asking <= set(vars(Seat))
