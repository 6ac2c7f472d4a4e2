"""Rules a 5.0 audit found, each test named after its Complete Rules 5.0 number.

Positions come from tests/fixtures/scenarios/ through the scenario tool where one fits;
the rest are hand-built states (tests/engine/kit.py)."""

from __future__ import annotations

from datetime import date
from typing import Any

from altered_deck.cards.store import CardStore
from altered_deck.engine.core.adventure import ALL_TERRAINS, FOREST
from altered_deck.engine.core.state import A_PLAY_HAND, PASS, Unit
from altered_deck.engine.scenario import Scenario
from altered_deck.engine.scenario_file import read_position
from tests.conftest import FIXTURES
from tests.engine.kit import (
    afternoon_duel,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    put_in_reserve,
    record_of,
    vanilla,
)

SCENARIOS = FIXTURES / "scenarios"
BEFORE_5_0 = date(2025, 12, 1)
AMELIA, SALVAGER, KELON, ARMORER = (
    "ALT_CORE_B_AX_11_C",
    "ALT_CORE_B_AX_08_C",
    "ALT_CORE_B_AX_04_C",
    "ALT_CORE_B_AX_16_C",
)
FILLER = (vanilla("Filler"), 20)


def scenario(store: CardStore, name: str, as_of: date | None = None) -> Scenario:
    path = SCENARIOS / f"{name}.json"
    spec = read_position(path)
    if as_of is not None:
        spec = spec.model_copy(update={"as_of": as_of})
    return Scenario(spec, store, str(path))


def apply(sc: Scenario, text: str) -> None:
    """Apply the legal action whose text starts with ``text``."""
    found = [a["id"] for a in sc.legal_actions() if a["text"].startswith(text)]
    assert found, [a["text"] for a in sc.legal_actions()]
    sc.apply(found[0])


def player(sc: Scenario, p: int = 0) -> dict[str, Any]:
    return sc.state()["players"][p]


def refs(cards: list[Any]) -> list[str]:
    return [c if isinstance(c, str) else c["ref"] for c in cards]


# --- 7.3.31.c: Resupply with an empty Deck -----------------------------------------------


def test_7_3_31_c_resupply_shuffles_the_discard_pile_in_first_in_the_afternoon(store) -> None:
    sc = scenario(store, "resupply_empty_deck")  # 5.0: Axiom Salvager's {R} [Resupply]
    apply(sc, "play Axiom Salvager from Reserve for 2 mana into the Hero")
    me = player(sc)
    assert me["discard"] == []
    assert len(me["deck"]) == 1 and len(me["reserve"]) == 1
    assert sorted(me["deck"] + refs(me["reserve"])) == sorted([AMELIA, KELON])


def test_7_3_31_c_before_5_0_resupply_shuffled_back_as_any_draw_did(store) -> None:
    sc = scenario(store, "resupply_empty_deck", BEFORE_5_0)
    apply(sc, "play Axiom Salvager from Reserve")
    me = player(sc)
    assert (len(me["deck"]), len(me["reserve"]), me["discard"]) == (1, 1, [])


# --- 4.2.1.f: the Morning reshuffle (optional: every pilot takes it) ----------------------


def test_4_2_1_f_an_empty_deck_takes_the_discard_pile_back_after_expand(store) -> None:
    sc = scenario(store, "morning_reshuffle")
    apply(sc, "do not Expand")
    me = player(sc)
    assert sc.state()["phase"] == "afternoon"
    assert (sorted(me["deck"]), me["discard"]) == (sorted([KELON, ARMORER, SALVAGER]), [])


def test_4_2_1_f_before_5_0_the_morning_shuffled_nothing_back(store) -> None:
    sc = scenario(store, "morning_reshuffle", BEFORE_5_0)
    apply(sc, "do not Expand")
    assert (player(sc)["deck"], len(player(sc)["discard"])) == ([], 3)


# --- 4.2.1.c: Prepare readies the expeditions too ----------------------------------------


def test_4_2_1_c_prepare_readies_an_exhausted_character_that_stayed_in_play(store) -> None:
    sc = scenario(store, "prepare")
    apply(sc, "pass")  # Anchored: Amelia stays through Rest, still exhausted, until Morning
    card = player(sc)["hero_expedition"]["cards"][0]
    assert (card["ref"], card["status"], card["exhausted"]) == (AMELIA, [], False)
    assert player(sc)["mana"] == {"orbs": 2, "ready": 2}


# --- 7.3.25.b: moving onto half of a Tumult card flips the whole card -------------------------


def test_7_3_25_b_moving_onto_half_a_tumult_card_reveals_both_halves(store) -> None:
    sc = scenario(store, "goldfish")  # the Hero expedition moves at Dusk into region 1
    assert sc.state()["revealed"] == [True] + [False] * 6 + [True]
    apply(sc, "pass")
    assert player(sc)["hero_expedition"]["region"] == 1
    assert sc.state()["revealed"] == [True, True, True, False, False, False, False, True]


# --- 4.2.2 after 4.2.1: in a duel, Noon after both players' Morning -----------------------


def test_4_2_2_in_a_duel_no_noon_runs_before_both_players_expanded(store) -> None:
    sc = scenario(store, "duel_noon")  # player 1, first today: "At Noon — [Resupply]"
    apply(sc, "do not Expand")
    assert sc.current_player() == 0 and player(sc, 1)["reserve"] == []  # Noon waits
    apply(sc, "do not Expand")
    assert refs(player(sc, 1)["reserve"]) == [SALVAGER]  # both Expanded: Noon, Resupply
    assert player(sc, 1)["deck"] == [ARMORER]
    assert (sc.state()["phase"], sc.current_player()) == ("afternoon", 1)


# --- 4.2.5.a: Rest before Clean-up, "after Rest" effects in between ---------------------


def test_4_2_5_a_sabotage_after_rest_comes_before_clean_up() -> None:
    leo = make_card("Leo", cost=4, text="At Night — [Sabotage] after Rest.")
    deck = deck_of(FILLER, (leo, 1), (vanilla("Spare"), 3))
    duel, a, b = afternoon_duel((deck, deck), 7)
    a.exps[0].append(Unit(record_of(deck, "Leo")))
    b.reserve = [Unit(record_of(deck, "Spare")) for _ in range(3)]  # limit 2: one too many
    duel.apply(PASS)
    duel.apply(PASS)
    # Sabotage discards one of three, then Clean-up keeps the other two (not: Clean-up
    # keeps two, then Sabotage leaves one)
    assert (len(b.reserve), len(b.discard)) == (2, 1)


# --- 4.2.5.b: Gear goes to Reserve only when its expedition moved forward this day --------


def test_4_2_5_b_gear_of_an_expedition_an_effect_moved_goes_to_reserve() -> None:
    cart = make_card("Cart", "EXPEDITION_PERMANENT", 1, stats=None)
    push = make_card(
        "Push", "SPELL", 1, stats=None, text="Target expedition moves forward one region."
    )
    deck = deck_of(FILLER, (cart, 2), (push, 1))
    game = afternoon_game(deck, hand=["Push"], mana=1, layout=(FOREST,) * 8)
    for e in (0, 1):
        put_in_play(game, "Cart", e)
        game.gear[e].append(game.exps[e].pop())  # an Expedition Permanent: Gear
    game.apply((A_PLAY_HAND, 0, 0))  # the Hero expedition moves now; nothing moves at Dusk
    assert game.pos == [1, 7]
    game.apply(PASS)
    assert game.records[0].hero_moved is False  # Progress did not move it...
    assert [u.card.name for u in game.reserve] == ["Push", "Cart"]  # ...its Gear still left
    assert [u.card.name for u in game.gear[1]] == ["Cart"]  # the other did not move: stays
    assert game.gear[0] == []


# --- 4.2.5.c: a negative limit counts as 0 -------------------------------------------------


def test_4_2_5_c_a_negative_limit_keeps_nothing() -> None:
    hero = make_card("Hero", "HERO", stats=None, reserve_limit=-1, landmark_limit=-1)
    site = make_card("Site", "PERMANENT", 1, stats=None)
    deck = deck_of(FILLER, (vanilla("Spare"), 3), (site, 2), hero=hero)
    game = afternoon_game(deck, layout=(ALL_TERRAINS,) * 8)
    put_in_reserve(game, "Spare", "Spare", "Spare")
    for _ in range(2):
        card = record_of(deck, "Site")
        game.deck.remove(card)
        game.landmarks.append(Unit(card))
    game.apply(PASS)
    assert (game.reserve, game.landmarks) == ([], [])
    assert sorted(c.name for c in game.discard) == ["Site", "Site", "Spare", "Spare", "Spare"]
