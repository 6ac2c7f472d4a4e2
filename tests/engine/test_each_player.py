"""Texts that act on each player or on both sides ("Each player draws", "Each Character gains",
"per card in each player's Reserve", "per Expedition in {V}", "in the Expeditions facing
me"...): both halves in a duel; goldfishing, the empty opponent's half does nothing. Two-player
positions from tests/fixtures/scenarios/, read and played as ``engine scenario`` does (the
``--json`` document); each is played again with player 1 left out (a goldfish position)."""

from __future__ import annotations

import json
from typing import Any

from altered_deck.cards.store import CardStore
from altered_deck.engine.core.effects import KW_GIGANTIC, S_EXHAUSTED
from altered_deck.engine.core.state import A_PLAY_HAND, Unit
from altered_deck.engine.scenario import run_scenario
from altered_deck.engine.scenario_file import parse_position
from altered_deck.engine.targets.choice import tough
from altered_deck.render.scenario import scenario_to_dict
from tests.engine.kit import (
    AMELIA,
    ARMORER,
    FILLER,
    KELON,
    SALVAGER,
    SCENARIOS,
    afternoon_duel,
    deck_of,
    make_card,
    record_of,
)

HALUA, MAZE, LOKI = "ALT_CYCLONE_A_BR_77_C", "ALT_BISE_B_LY_57_C", "ALT_CORE_B_LY_21_R1"
PLAY_INTO_HERO, PASS = 2, 1  # the position's legal action ids
YES, NO = 1, 2  # a "you may" decision's


def play(store: CardStore, name: str, *applies: int, goldfish: bool = False) -> dict[str, Any]:
    """The ``engine scenario --json`` document of ``name``.json after ``applies``; with
    ``goldfish``, the same position without player 1."""
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    if goldfish:
        data["players"] = data["players"][:1]
    spec = parse_position(json.dumps(data), name)
    return scenario_to_dict(run_scenario(spec, store, name, list(applies)))


def players(result: dict[str, Any]) -> list[dict[str, Any]]:
    return result["state"]["players"]


def boosts(player: dict[str, Any]) -> list[int]:
    """The boosts of the player's Hero expedition's cards, in order."""
    return [card["boosts"] for card in player["hero_expedition"]["cards"]]


def test_each_player_draws(store: CardStore) -> None:
    # Kitsune (CORE): "{H} Each player draws a card."
    me, them = players(play(store, "each_player_draws", PLAY_INTO_HERO))
    assert (me["hand"], me["deck"]) == ([KELON], [AMELIA])
    assert (them["hand"], them["deck"]) == ([SALVAGER, ARMORER], [AMELIA])
    (alone,) = players(play(store, "each_player_draws", PLAY_INTO_HERO, goldfish=True))
    assert (alone["hand"], alone["deck"]) == ([KELON], [AMELIA])


def test_each_player_puts_the_top_card_of_their_deck_in_their_mana_zone(store: CardStore) -> None:
    # Aja (CORE): "{H} Each player puts the top card of their deck in their Mana zone (as an
    # exhausted Mana Orb)."
    result = play(store, "each_player_mana", PLAY_INTO_HERO)
    me, them = players(result)
    assert me["mana"] == {"orbs": 5, "ready": 0, "cards": [KELON]}
    assert them["mana"] == {"orbs": 3, "ready": 2, "cards": [ARMORER]}  # exhausted
    assert (me["deck"], them["deck"]) == ([AMELIA], [AMELIA])
    assert result["log"][1:] == [
        "day 2 P0 - to-mana Kelon Elemental",
        "day 2 P1 - to-mana Foundry Armorer",
    ]
    (alone,) = players(play(store, "each_player_mana", PLAY_INTO_HERO, goldfish=True))
    assert alone["mana"] == {"orbs": 5, "ready": 0, "cards": [KELON]}


def test_each_character_gains_fleeting_on_both_sides(store: CardStore) -> None:
    # Halua, Raging Leviathan (CYCLONE): "At Dusk — Each Character gains [[Fleeting]]." At
    # Rest, every Character is discarded instead of going to Reserve (2.4.7), the opponent's too
    me, them = players(play(store, "each_character_fleeting", PASS, PASS))
    assert (me["reserve"], me["discard"]) == ([], [HALUA])
    assert (them["reserve"], them["discard"]) == ([], [SALVAGER, KELON])
    (alone,) = players(play(store, "each_character_fleeting", PASS, goldfish=True))
    assert (alone["reserve"], alone["discard"]) == ([], [HALUA])


def test_boosts_per_card_in_each_players_reserve(store: CardStore) -> None:
    # Anansi (CORE): "{J} I gain 1 boost per card in each player's Reserve." (1 mine, 2 theirs)
    me, _them = players(play(store, "each_player_reserve", PLAY_INTO_HERO))
    assert boosts(me) == [3]
    (alone,) = players(play(store, "each_player_reserve", PLAY_INTO_HERO, goldfish=True))
    assert boosts(alone) == [1]


def test_boosts_per_expedition_in_forest_count_all_four(store: CardStore) -> None:
    # Leshy (ALIZE): "{J} I gain 1 boost per Expedition in {V}." Regions 0 and 7 are FMW, the
    # opponent's Hero expedition is in region 1 (F), their Companion in region 5 (W)
    me, _them = players(play(store, "expeditions_in_forest", PLAY_INTO_HERO))
    assert boosts(me) == [3]
    (alone,) = players(play(store, "expeditions_in_forest", PLAY_INTO_HERO, goldfish=True))
    assert boosts(alone) == [2]


def test_a_gigantic_source_faces_both_opposing_expeditions(store: CardStore) -> None:
    # Zaratan, Social Leviathan (CYCLONE): "[Gigantic]. {J} I gain 1 boost per Character in
    # the Expeditions facing me." Two opposing Characters in the Hero expedition, one in the
    # Companion expedition
    me, _them = players(play(store, "facing_gigantic", PLAY_INTO_HERO))
    assert boosts(me) == [3]
    (alone,) = players(play(store, "facing_gigantic", PLAY_INTO_HERO, goldfish=True))
    assert boosts(alone) == [0]


def test_the_expedition_facing_me_and_an_opposing_gigantic_character() -> None:
    # Zaratan's count on a Character without [Gigantic]: the opposing expedition of its own
    # index, plus an opposing [Gigantic] Character (in both of its controller's expeditions)
    social = make_card(
        "Social", text="{J} I gain 1 boost per Character in the Expeditions facing me."
    )
    giant = make_card("Giant", text="[Gigantic].")
    deck = deck_of(FILLER, (social, 1), (giant, 1))
    assert record_of(deck, "Giant").keywords & KW_GIGANTIC
    duel, me, them = afternoon_duel((deck, deck), 0)
    filler, giant = record_of(deck, "Filler"), record_of(deck, "Giant")
    them.exps[0].extend([Unit(filler), Unit(giant)])
    them.exps[1].extend([Unit(filler), Unit(filler)])
    me.hand.append(record_of(deck, "Social"))
    me.mana_ready = 1
    duel.apply((A_PLAY_HAND, 0, 1))  # into the Companion expedition: two Fillers, the Giant
    assert [u.boosts for u in me.exps[1]] == [3]


def test_remove_all_boosts_from_characters_on_both_sides(store: CardStore) -> None:
    # Man in the Maze (BISE): "{H} Remove all boosts from Characters in play and in Reserve.
    # Then, depending on the number of boosts removed this way: • 1-4: I gain 2 boosts. ..."
    # (the opponent's Axiom Salvager had 2)
    me, them = players(play(store, "remove_all_boosts", PLAY_INTO_HERO))
    assert (boosts(me), boosts(them)) == ([2], [0])
    (alone,) = players(play(store, "remove_all_boosts", PLAY_INTO_HERO, goldfish=True))
    assert boosts(alone) == [0]  # none removed: no tier


def test_each_player_may_put_a_card_from_their_hand_in_reserve(store: CardStore) -> None:
    # Repotter Otter (ALIZE): "{J} Each player may put a card from their hand in Reserve." Each
    # player answers their own "you may" (yes: a card that costs less from Reserve, Loki 7/5,
    # Man in the Maze 7/4)
    asked = play(store, "each_player_hand_to_reserve", PLAY_INTO_HERO, YES)
    assert [(a["kind"], a["player"], a["text"]) for a in asked["legal_actions"]] == [
        ("may", 1, "Repotter Otter: You may put a card from your hand in Reserve: yes"),
        ("may", 1, "Repotter Otter: You may put a card from your hand in Reserve: no"),
    ]
    me, them = players(play(store, "each_player_hand_to_reserve", PLAY_INTO_HERO, YES, YES))
    assert ([c["ref"] for c in me["reserve"]], me["hand"]) == ([LOKI], [])
    assert ([c["ref"] for c in them["reserve"]], them["hand"]) == ([MAZE], [SALVAGER])
    _me, them = players(play(store, "each_player_hand_to_reserve", PLAY_INTO_HERO, YES, NO))
    assert (them["reserve"], them["hand"]) == ([], [MAZE, SALVAGER])
    alone = play(store, "each_player_hand_to_reserve", PLAY_INTO_HERO, YES, goldfish=True)
    assert [c["ref"] for c in players(alone)[0]["reserve"]] == [LOKI]


def test_each_player_discards_hand_and_reserve_then_draws_three(store: CardStore) -> None:
    # Loki (CORE): "{H} Each player discards their hand and their Reserve, then draws three
    # cards."
    me, them = players(play(store, "each_player_new_hand", PLAY_INTO_HERO))
    assert (me["hand"], me["reserve"], me["discard"]) == (
        [KELON, AMELIA, ARMORER],
        [],
        [AMELIA, SALVAGER],
    )
    assert (them["hand"], them["reserve"], them["discard"]) == (
        [ARMORER, AMELIA, KELON],
        [],
        [SALVAGER, KELON],
    )
    (alone,) = players(play(store, "each_player_new_hand", PLAY_INTO_HERO, goldfish=True))
    assert (alone["hand"], alone["discard"]) == ([KELON, AMELIA, ARMORER], [AMELIA, SALVAGER])


def test_exhausted_cards_in_reserve_are_each_players(store: CardStore) -> None:
    # Moth Larva (ALIZE): "{H} If there are two or more exhausted cards in Reserve, I gain 1
    # boost."; Flutter of Moths (ALIZE): "I cost {1} less per exhausted card in Reserve." (hand
    # cost 7). One exhausted card in my Reserve, two in the opponent's
    result = play(store, "exhausted_in_reserve")
    flutter = [a["text"] for a in result["legal_actions"] if "Flutter" in a["text"]]
    assert flutter[0] == "play Flutter of Moths from hand for 4 mana into the Hero expedition"
    me, _them = players(play(store, "exhausted_in_reserve", PLAY_INTO_HERO))
    assert boosts(me) == [1]
    alone = play(store, "exhausted_in_reserve", goldfish=True)
    assert not [a for a in alone["legal_actions"] if "Flutter" in a["text"]]  # 6 mana: 5 ready
    (alone_after,) = players(play(store, "exhausted_in_reserve", PLAY_INTO_HERO, goldfish=True))
    assert boosts(alone_after) == [0]


def test_tough_x_counts_exhausted_cards_in_each_players_reserve() -> None:
    # The Snow Queen (ALIZE): "[Tough X], where X is the number of exhausted cards in Reserve."
    queen = make_card(
        "Queen", text="[Tough X], where X is the number of exhausted cards in Reserve."
    )
    deck = deck_of(FILLER, (queen, 1))
    _duel, me, them = afternoon_duel((deck, deck), 0)
    filler = record_of(deck, "Filler")
    me.reserve.append(Unit(filler, status=S_EXHAUSTED))
    them.reserve.extend([Unit(filler, status=S_EXHAUSTED), Unit(filler)])
    assert tough(them, Unit(record_of(deck, "Queen"))) == 2  # the ready one does not count
