"""Whole games: adventure layouts, replay from a seed, invariants over seeds, starter decks."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.adventure import (
    ALL_LAYOUTS,
    ALL_TERRAINS,
    FOREST,
    MOUNTAIN,
    WATER,
    random_layout,
)
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.record import DayTrace, ExpeditionTrace, GameRecord
from altered_deck.engine.core.state import P_EXPAND
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import PILOT_NAMES, GreedyPilot, RandomPilot, make_pilot
from altered_deck.engine.settings import PlaySettings
from altered_deck.errors import UsageError
from altered_deck.render.trace import render_trace
from tests.engine.kit import deck_of, make_card, vanilla

STARTER_NAMES = ("akesha", "kojo", "nevenka", "sierra", "sigismar", "teija")


@pytest.fixture(scope="module")
def starters(store) -> dict[str, CompiledDeck]:
    from tests.conftest import STARTERS

    decks = {}
    for name in STARTER_NAMES:
        path = STARTERS / f"{name}.txt"
        deck = parse_text(path.read_text(encoding="utf-8"), source=str(path))
        decks[name] = compile_deck(resolve_deck(deck, store))
    return decks


# --- adventure --------------------------------------------------------------------------------


def test_all_48_layouts_are_distinct_and_well_formed():
    assert len(set(ALL_LAYOUTS)) == 48
    for layout in ALL_LAYOUTS:
        assert layout[0] == layout[7] == ALL_TERRAINS
        halves = sorted(layout[1:7])
        assert halves == sorted(
            [FOREST, MOUNTAIN, WATER, MOUNTAIN | WATER, FOREST | WATER, FOREST | MOUNTAIN]
        )
        for slot in range(3):  # each Tumult card: one single terrain + the other two
            assert layout[1 + 2 * slot] | layout[2 + 2 * slot] == ALL_TERRAINS


def test_all_48_layouts_are_reachable_at_setup():
    rng = random.Random(7)
    seen = Counter(random_layout(rng) for _ in range(4800))
    assert set(seen) == set(ALL_LAYOUTS)
    assert min(seen.values()) > 50  # about 100 each: equally likely


# --- compiling decks --------------------------------------------------------------------------


def test_sierra_starter_compiles_fully_modelled(starters):
    deck = starters["sierra"]
    assert deck.hero_name == "Sierra & Oddball"
    assert (deck.size, deck.distinct_count) == (39, 16)
    assert deck.unmodelled == ()
    assert dict(deck.ignored_text) == {}


def test_starter_unmodelled_cards(starters):
    assert {name: len(deck.unmodelled) for name, deck in starters.items()} == {
        "akesha": 0,  # the Hero's {T} [After You], first player only (turns mechanic)
        "kojo": 0,
        "nevenka": 0,  # Paint Prison's cost reduction is modelled (reserve mechanic)
        "sierra": 0,
        "sigismar": 0,
        "teija": 0,
    }
    assert starters["akesha"].unmodelled == ()
    assert starters["akesha"].hero is not None and starters["akesha"].hero.tap_cost == 0
    assert starters["nevenka"].unmodelled == ()


def test_compiled_deck_is_picklable_and_plays_the_same(starters):
    deck = starters["sierra"]
    copy = pickle.loads(pickle.dumps(deck))
    pilot = GreedyPilot()
    assert [play_game(copy, s, pilot) for s in range(20)] == [
        play_game(deck, s, pilot) for s in range(20)
    ]


def test_sierra_text_becomes_effects(starters):
    cards = {c.name: c for c in starters["sierra"].cards}
    assert cards["Brassbug"].stats == (2, 2, 2) and cards["Brassbug"].is_token
    assert cards["Axiom Salvager"].on_reserve == ((5, 1, False),)  # {R} [Resupply]
    assert cards["Kelon Burst"].keywords & 1  # [[Fleeting]]
    assert cards["Kelonic Generator"].tap_cost == 1


# --- replay and invariants ----------------------------------------------------------------------


@pytest.mark.parametrize("pilot_name", PILOT_NAMES)
def test_same_seed_same_game_record(starters, pilot_name):
    deck = starters["sierra"]
    first = [play_game(deck, seed, make_pilot(pilot_name)) for seed in range(30)]
    again = [play_game(deck, seed, make_pilot(pilot_name)) for seed in range(30)]
    assert first == again
    assert len({repr(r.days) for r in first}) > 1  # the seed matters


def test_same_seed_same_trace(starters):
    deck = starters["kojo"]
    one: list = []
    two: list = []
    play_game(deck, 5, GreedyPilot(), trace=one)
    play_game(deck, 5, GreedyPilot(), trace=two)
    assert render_trace(one) == render_trace(two)


def _check_invariants(game: Game, deck: CompiledDeck) -> None:
    assert sum(game.zone_counts().values()) == deck.size
    assert 0 <= game.mana_ready <= len(game.mana_cards)
    assert 0 <= game.pos[0] <= 7 and 0 <= game.pos[1] <= 7
    assert game.spent >= 0
    if game.phase == P_EXPAND:  # after Night's Clean-up and the Morning's Prepare
        assert len(game.reserve) <= deck.reserve_limit
        assert len(game.landmarks) <= deck.landmark_limit
        assert game.mana_ready == len(game.mana_cards)
        assert not any(u.status & S_EXHAUSTED for u in [*game.reserve, *game.landmarks])


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    name=st.sampled_from(STARTER_NAMES),
    pilot_name=st.sampled_from(PILOT_NAMES),
    max_days=st.integers(1, 15),
)
def test_invariants_over_random_seeds(starters, seed, name, pilot_name, max_days):
    deck = starters[name]
    pilot = make_pilot(pilot_name)
    game = Game(deck, seed, max_days)
    steps = 0
    while not game.over:
        game.apply(pilot.choose(game))
        _check_invariants(game, deck)
        steps += 1
        assert steps < 5000
    record = game.record()
    assert len(record.days) <= max_days
    assert [d.day for d in record.days] == list(range(1, len(record.days) + 1))
    if record.won_day is None:
        assert len(record.days) == max_days
    else:
        assert record.won_day == len(record.days) and record.days[-1].distance >= 7
    for day in record.days:
        assert 0 <= day.spent <= day.mana and day.unspent >= 0
        assert 0 <= day.hero_position <= 7 and 0 <= day.companion_position <= 7


def test_every_action_the_random_pilot_sees_is_legal(starters):
    deck = starters["sigismar"]
    for seed in range(40):
        game = Game(deck, seed)
        while not game.over:
            actions = game.legal_actions()
            assert actions and len(set(actions)) == len(actions)
            game.apply(actions[game.rng.randrange(len(actions))])


def test_greedy_choices_are_legal_actions(starters):
    for deck in starters.values():
        for seed in range(15):
            game = Game(deck, seed)
            pilot = GreedyPilot()
            while not game.over:
                action = pilot.choose(game)
                assert action in game.legal_actions()
                game.apply(action)


# --- sanity ------------------------------------------------------------------------------------


def test_vanilla_one_drops_win_on_day_four_in_most_games():
    deck = deck_of((vanilla("Squire"), 40))
    records = [play_game(deck, seed, GreedyPilot()) for seed in range(200)]
    days = Counter(r.won_day for r in records)
    assert min(d for d in days if d is not None) == 4  # the earliest natural win
    assert days[4] >= 180


def test_a_deck_that_cannot_move_is_not_won_by_the_cap():
    deck = deck_of((make_card("Rock", stats=(0, 0, 0)), 40))
    record = play_game(deck, 1, GreedyPilot(), PlaySettings(max_days=5))
    assert record == GameRecord(seed=1, won_day=None, days=record.days, first_player=False)
    assert [d.distance for d in record.days] == [0] * 5


def test_sierra_greedy_wins_fast_and_uses_its_mana(starters):
    records = [play_game(starters["sierra"], seed, GreedyPilot()) for seed in range(300)]
    won = [r.won_day for r in records if r.won_day is not None]
    assert len(won) == 300
    assert 4 <= sum(won) / len(won) <= 6
    assert all(r.days[0].mana == 3 for r in records)


def test_greedy_beats_random(starters):
    for name in ("sierra", "kojo", "teija"):
        deck = starters[name]
        greedy = [play_game(deck, s, GreedyPilot()).won_day or 13 for s in range(150)]
        rand = [play_game(deck, s, RandomPilot()).won_day or 13 for s in range(150)]
        assert sum(greedy) < sum(rand)


# --- pilots and trace ---------------------------------------------------------------------------


def test_make_pilot_names():
    assert [make_pilot(n).name for n in PILOT_NAMES] == ["greedy", "planner", "search", "random"]
    with pytest.raises(
        UsageError, match="unknown pilot 'smart': choose one of greedy, planner, search, random"
    ):
        make_pilot("smart")


def test_trace_renders_a_readable_day_by_day_game(starters):
    trace: list = []
    record = play_game(starters["sierra"], 1, GreedyPilot(), trace=trace)
    text = render_trace(trace)
    assert [t.day for t in trace] == [d.day for d in record.days]
    assert text.startswith("Day 1\n  hand at Noon (3): ")
    assert text.count("to Mana: ") == 3
    assert "  Dusk, Hero expedition on region 0 (FMW): " in text
    assert "  Dusk, Companion expedition on region 7 (FMW): " in text
    assert f"  Won on day {record.won_day}." in text
    for day, day_trace in zip(record.days, trace, strict=True):
        assert day_trace.mana == day.mana
        assert [e.moved for e in day_trace.expeditions] == [day.hero_moved, day.companion_moved]


WALKERS_TRACE = """\
Day 1
  hand at Noon (3): Big Walker; Walker; Big Walker
  mana: 3 orbs
  to Mana: Walker
  to Mana: Walker
  to Mana: Big Walker
  play Walker from hand for 1 -> Hero
  play Big Walker from hand for 2 -> Companion
  Dusk, Hero expedition on region 0 (FMW): F 1 M 1 W 1 -> moves to region 1
    Walker 1/1/1
  Dusk, Companion expedition on region 7 (FMW): F 2 M 0 W 2 -> moves to region 6
    Big Walker 2/0/2
  Night: Reserve [Walker; Big Walker]  Landmarks []  deck 4
Day 2
  hand at Noon (2): Walker; Walker
  mana: 4 orbs
  Expand: Big Walker
  play Walker from reserve for 1 -> Hero
  play Walker from hand for 1 -> Companion
  Dusk, Hero expedition on region 1 (FW): F 1 M 1 W 1 -> moves to region 2
    Walker 1/1/1
  Dusk, Companion expedition on region 6 (W): F 1 M 1 W 1 -> moves to region 5
    Walker 1/1/1
  Night: Reserve [Big Walker; Walker]  Landmarks []  deck 2
Day 3
  hand at Noon (2): Walker; Walker
  mana: 5 orbs
  Expand: Big Walker
  play Walker from reserve for 1 -> Hero
  play Walker from hand for 1 -> Companion
  Dusk, Hero expedition on region 2 (M): F 1 M 1 W 1 -> moves to region 3
    Walker 1/1/1
  Dusk, Companion expedition on region 5 (FM): F 1 M 1 W 1 -> moves to region 4
    Walker 1/1/1
  Night: Reserve [Big Walker; Walker]  Landmarks []  deck 0
Day 4
  hand at Noon (2): Walker; Walker
  mana: 6 orbs
  Expand: Walker
  play Walker from reserve for 1 -> Hero
  play Walker from hand for 1 -> Companion
  Dusk, Hero expedition on region 3 (MW): F 1 M 1 W 1 -> moves to region 4
    Walker 1/1/1
  Dusk, Companion expedition on region 4 (F): F 1 M 1 W 1 -> moves to region 3
    Walker 1/1/1
  Night: Reserve [Big Walker; Walker]  Landmarks []  deck 0
  Won on day 4.
"""


def test_trace_of_a_small_deck_exactly():
    # 10 cards: Day 4's Morning draws from the reshuffled discard pile (the Fleeting Walkers
    # played from Reserve on Day 2), as "deck 0" after Day 3 shows.
    deck = deck_of((vanilla("Walker"), 6), (make_card("Big Walker", cost=2, stats=(2, 0, 2)), 4))
    trace: list = []
    record = play_game(deck, 7, GreedyPilot(), trace=trace)
    assert record.won_day == 4
    assert render_trace(trace) == WALKERS_TRACE


def test_trace_wraps_long_lists_within_80_columns_between_card_names():
    day = DayTrace(
        day=3,
        hand=["Kadigiran Alchemist", "Monolith Archivist", "Lady of the Lake", "Beauty Sleep"],
        mana=1,
        events=[("play", "hand", "Lady of the Lake", "2", "Companion")],
        expeditions=[
            ExpeditionTrace(
                "Companion",
                7,
                "FMW",
                12,
                10,
                11,
                ["Daughter of Yggdrasil 6/6/4", "Spindle Harvesters 1/0/0 anchored"] * 2,
                True,
                6,
            )
        ],
        reserve=["Kakoba, Legion Commander", "Monolith Rune-Scribe"],
        landmarks=["The Ouroboros, Lyra Bastion"],
        deck_left=21,
    )
    assert render_trace([day]) == (
        "Day 3\n"
        "  hand at Noon (4): Kadigiran Alchemist; Monolith Archivist; Lady of the Lake;\n"
        "    Beauty Sleep\n"
        "  mana: 1 orb\n"
        "  play Lady of the Lake from hand for 2 -> Companion\n"
        "  Dusk, Companion expedition on region 7 (FMW): F 12 M 10 W 11\n"
        "    -> moves to region 6\n"
        "    Daughter of Yggdrasil 6/6/4 · Spindle Harvesters 1/0/0 anchored ·\n"
        "      Daughter of Yggdrasil 6/6/4 · Spindle Harvesters 1/0/0 anchored\n"
        "  Night: Reserve [Kakoba, Legion Commander; Monolith Rune-Scribe]\n"
        "    Landmarks [The Ouroboros, Lyra Bastion]  deck 21\n"
    )


def test_trace_puts_the_nights_events_after_the_dusk_lines():
    # what happened at Dusk's Progress and at Night (a Landmark sacrificed at Clean-up) comes
    # after the Dusk lines; where a decision was answered is not a line of its own
    day = DayTrace(
        day=2,
        mana=2,
        events=[
            ("play", "hand", "Walker", "1", "Hero"),
            ("decided",),
            ("sacrifice", "Kelonic Generator"),
        ],
        expeditions=[ExpeditionTrace("Hero", 1, "F", 1, 1, 1, ["Walker 1/1/1"], False, 1)],
        dusk_at=1,
    )
    assert render_trace([day]).splitlines()[3:7] == [
        "  play Walker from hand for 1 -> Hero",
        "  Dusk, Hero expedition on region 1 (F): F 1 M 1 W 1 -> does not move",
        "    Walker 1/1/1",
        "  sacrifice Kelonic Generator",
    ]


@pytest.mark.parametrize("pilot_name", PILOT_NAMES)
def test_an_empty_deck_plays_to_the_cap(pilot_name):
    hero = make_card("Lonely Hero", "HERO", stats=None)
    deck = deck_of(hero=hero)
    assert (deck.size, deck.distinct_count) == (0, 1)
    record = play_game(deck, 0, make_pilot(pilot_name), PlaySettings(max_days=3))
    assert record.won_day is None and [d.mana for d in record.days] == [0, 0, 0]


def test_day_cap_below_one_is_a_usage_error():
    with pytest.raises(UsageError, match="the day cap must be at least 1, not 0"):
        play_game(deck_of((vanilla(), 1)), 0, GreedyPilot(), PlaySettings(max_days=0))


def test_greedy_never_plays_a_defender_to_make_a_move():
    wall = make_card("Wall", stats=(3, 3, 3), text="[Defender].")
    deck = deck_of((wall, 20), (vanilla("Squire"), 20))
    won = Counter()
    for seed in range(30):
        game = Game(deck, seed)
        pilot = GreedyPilot()
        while not game.over:
            action = pilot.choose(game)
            if action[0] in (3, 4) and game.phase == 2:
                source = game.hand if action[0] == 3 else [u.card for u in game.reserve]
                assert source[action[1]].name != "Wall"
            game.apply(action)
        won[game.won_day] += 1
    assert won[4] >= 25  # Walls are Day 1's Mana and Expand fodder; Squires do the moving
