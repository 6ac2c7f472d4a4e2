"""What a discard from the hand triggers, however the card leaves the hand (an effect of the
player's, "Discard your hand", the opponent's "Target opponent discards a card from their
hand"): the card's own "When I'm discarded from your hand — ..." and the "When you discard a
<kind> from your hand — ..." abilities in play. Cards of Roots of Corruption (EOLE)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.state import A_PLAY_HAND, A_SUPPORT, PASS, Unit
from altered_deck.engine.mechanics.discard import kinds as discard_kinds
from altered_deck.engine.mechanics.feats.kinds import S_COMPLETED
from tests.engine.kit import (
    FILLER,
    SCENARIOS,
    afternoon_duel,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)

GHOST = "When I'm discarded from your hand — [Resupply]."  # Terrified Ghost
JANUS = "When you discard a card from your hand — I gain 1 boost."  # Janus (C)
IMP = "When you discard a card from your hand — If I have no boosts, I gain 1 boost."


def test_the_discarded_card_resupplies_and_the_watcher_in_play_gains_a_boost(
    cache_dir: Path,
) -> None:
    runner = CliRunner()
    path = SCENARIOS / "discarded_from_hand.json"
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    # Molting Crab: draw a card, then discard one (the player picks Terrified Ghost)
    result = runner.invoke(cli, [*args, "--apply", "2", "--apply", "1"])
    assert result.exit_code == 0, result.stderr
    player = json.loads(result.stdout)["state"]["players"][0]
    assert player["discard"] == ["ALT_EOLE_B_YZ_107_R1"]  # Terrified Ghost
    assert [u["ref"] for u in player["reserve"]] == ["ALT_CORE_B_AX_16_C"]  # its [Resupply]
    (janus,) = player["companion_expedition"]["cards"]
    assert (janus["ref"], janus["boosts"]) == ("ALT_EOLE_B_YZ_113_C", 1)


def test_the_forms_compile_with_any_kind_and_either_wording() -> None:
    for text, mask in (
        (JANUS, 1 | 2 | 4 | 8),
        ("When you discard a Spell from your hand — I gain 1 boost.", 2),
        ("When a Character is discarded from your hand — Draw a card.", 1),
    ):
        card = make_card("Watcher", text=text)
        (static,) = record_of(deck_of(FILLER, (card, 1)), "Watcher").statics
        assert (static[0], static[1]) == (discard_kinds.ST_ON_HAND_DISCARD, mask)
    ghost = make_card("Ghost", text=GHOST)
    (static,) = record_of(deck_of(FILLER, (ghost, 1)), "Ghost").statics
    assert static[0] == discard_kinds.ST_DISCARDED_FROM_HAND


def test_discarding_the_whole_hand_triggers_once_per_card() -> None:
    ghost = make_card("Ghost", text=GHOST)
    janus = make_card("Janus", text=JANUS, stats=(4, 4, 4))
    imp = make_card("Imp", text=IMP)
    spells = make_card("Spells", text="When you discard a Spell from your hand — I gain 1 boost.")
    source = make_card("Source", text="{H} Discard your hand.")
    deck = deck_of(FILLER, (ghost, 2), (janus, 1), (imp, 1), (spells, 1), (source, 1))
    game = afternoon_game(deck, hand=["Source", "Ghost", "Ghost", "Filler"], mana=1)
    watchers = [put_in_play(game, name, 1) for name in ("Janus", "Imp", "Spells")]
    game.apply((A_PLAY_HAND, 0, 0))
    assert sorted(c.name for c in game.discard) == ["Filler", "Ghost", "Ghost"]
    assert len(game.reserve) == 2  # each Ghost's [Resupply]
    # Janus: one boost per card; Imp: only while it has none; Spells: no Spell was discarded
    assert [u.boosts for u in watchers] == [3, 1, 0]


def test_the_opponents_effect_that_makes_me_discard_triggers_my_cards() -> None:
    spell = make_card(
        "Strip", "SPELL", stats=None, text="Target opponent discards a card from their hand."
    )
    mine = deck_of(FILLER, (spell, 1))
    ghost = make_card("Ghost", text=GHOST)
    janus = make_card("Janus", text=JANUS)
    theirs = deck_of(FILLER, (ghost, 1), (janus, 1))
    game, me, them = afternoon_duel((mine, theirs), 3)
    them.hand = [record_of(theirs, "Ghost")]
    watcher = Unit(record_of(theirs, "Janus"))
    them.exps[0].append(watcher)
    me.hand.append(record_of(mine, "Strip"))
    me.mana_ready = 1
    reserve_before = len(them.reserve)
    game.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert [c.name for c in them.discard] == ["Ghost"]
    assert len(them.reserve) == reserve_before + 1  # their Ghost's [Resupply], theirs
    assert watcher.boosts == 1
    assert [u.card.name for u in me.reserve] == ["Strip"]  # the Spell only: no Resupply


def test_you_may_discard_a_card_to_send_target_character_to_reserve(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "discard_to.json"
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    asked = runner.invoke(cli, [*args, "--apply", "2"])  # Plague of Ignorance, Hero expedition
    assert [a["text"] for a in json.loads(asked.stdout)["legal_actions"]] == [
        "Plague of Ignorance: You may discard a card from your hand: yes",
        "Plague of Ignorance: You may discard a card from your hand: no",
    ]
    declined = runner.invoke(cli, [*args, "--apply", "2", "--apply", "2"])
    player = json.loads(declined.stdout)["state"]["players"][0]
    assert (player["hand"], player["discard"]) == (["ALT_EOLE_B_YZ_107_R1"], [])
    # yes; the only hand card (Terrified Ghost) is discarded; Amelia Earhart is sent
    done = runner.invoke(cli, [*args, "--apply", "2", "--apply", "1", "--apply", "2"])
    assert done.exit_code == 0, done.stderr
    player = json.loads(done.stdout)["state"]["players"][0]
    assert (player["hand"], player["discard"]) == ([], ["ALT_EOLE_B_YZ_107_R1"])
    reserve = [u["ref"] for u in player["reserve"]]
    assert reserve == ["ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_11_C"]  # its Resupply, Amelia
    assert player["companion_expedition"]["cards"] == []


def test_discarding_to_needs_the_cards_it_costs() -> None:
    card = make_card(
        "Source", text="{H} You may discard two cards from your hand to draw three cards."
    )
    deck = deck_of(FILLER, (card, 1))
    assert record_of(deck, "Source").on_hand == (
        (discard_kinds.E_DISCARD_TO, 2, ((fx.E_DRAW, 3, None),)),
    )
    game = afternoon_game(deck, hand=["Source", "Filler"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (len(game.hand), game.discard) == (1, [])  # one card: the price is not there
    game = afternoon_game(deck, hand=["Source", "Filler", "Filler"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (len(game.hand), len(game.discard)) == (3, 2)


def test_you_may_discard_two_cards_from_your_reserve_to_draw(cache_dir: Path) -> None:
    path = SCENARIOS / "discard_reserve_to.json"
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]

    def run(*applies: str) -> dict:
        result = CliRunner().invoke(cli, [*args, *(x for a in applies for x in ("--apply", a))])
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    asked = run("2")  # Reka Recycler into the Hero expedition
    assert [a["text"] for a in asked["legal_actions"]] == [
        "Reka Recycler: You may discard 2 cards from your Reserve: yes",
        "Reka Recycler: You may discard 2 cards from your Reserve: no",
    ]
    declined = run("2", "2")["state"]["players"][0]
    assert (len(declined["reserve"]), declined["hand"]) == (3, [])
    # yes; Axiom Reprocessor, then Amelia Earhart; then the card is drawn
    done = run("2", "1", "3", "1")["state"]["players"][0]
    assert done["discard"] == ["ALT_CORE_B_AX_25_C", "ALT_CORE_B_AX_11_C"]
    assert [u["ref"] for u in done["reserve"]] == ["ALT_CORE_B_AX_04_C"]
    assert done["hand"] == ["ALT_CORE_B_AX_16_C"]
    card = make_card(
        "Recycler", text="{H} You may discard two cards from your Reserve to draw a card."
    )
    deck = deck_of(FILLER, (card, 1))
    assert record_of(deck, "Recycler").on_hand == (
        (discard_kinds.E_DISCARD_RESERVE_TO, 2, ((fx.E_DRAW, 1, None),)),
    )
    game = afternoon_game(deck, hand=["Recycler"], mana=1)
    game.reserve.append(Unit(record_of(deck, "Filler")))
    game.apply((A_PLAY_HAND, 0, 0))
    assert (len(game.reserve), len(game.hand)) == (1, 0)  # one card: the price is not there


UNLESS = "{H} I gain [[Fleeting]] unless you discarded a card from your hand this turn."


def _turn_game():
    source = make_card("Source", text=UNLESS, stats=(3, 3, 3))  # kept before a Filler
    quick = make_card("Quick", echo="{D} : Discard a card from your hand.")
    discarder = make_card("Discarder", text="{H} Discard a card from your hand.")
    deck = deck_of(FILLER, (source, 1), (quick, 1), (discarder, 1))
    game = afternoon_game(deck, hand=["Source", "Discarder", "Filler", "Filler"], mana=4)
    game.reserve.append(Unit(record_of(deck, "Quick")))
    return game


def _in_hand(game, name: str) -> int:
    return [c.name for c in game.hand].index(name)


def _source(game) -> Unit:
    return next(u for e in game.exps for u in e if u.card.name == "Source")


def test_a_discard_earlier_this_turn_counts_and_one_last_turn_does_not() -> None:
    game = _turn_game()
    game.apply((A_SUPPORT, 0, 0))  # a quick action: the turn goes on
    assert [c.name for c in game.discard] == ["Quick", "Discarder"]  # (the least useful)
    game.apply((A_PLAY_HAND, _in_hand(game, "Source"), 0))  # Source, this turn
    assert not _source(game).status & fx.S_FLEETING
    game = _turn_game()
    game.apply((A_PLAY_HAND, _in_hand(game, "Discarder"), 0))  # it discards; its turn is over
    assert [c.name for c in game.discard] == ["Filler"]
    game.apply((A_PLAY_HAND, _in_hand(game, "Source"), 1))  # Source, the next turn
    assert _source(game).status & fx.S_FLEETING
    card = make_card("Two", text=UNLESS.replace("a card", "two or more cards"))
    ((_kind, _n, arg),) = record_of(deck_of(FILLER, (card, 1)), "Two").on_hand
    assert arg[:2] == (discard_kinds.C_DISCARDED_THIS_TURN, 2)


def test_when_you_pass_sees_this_turns_discards_before_the_turn_ends() -> None:
    text = "When you pass — If you discarded a card from your hand this turn, complete me."
    feat = make_card("Feat", "LANDMARK_PERMANENT", stats=None, text=text, subtypes=("FEAT",))
    quick = make_card("Quick", echo="{D} : Discard a card from your hand.")
    deck = deck_of(FILLER, (feat, 1), (quick, 1))
    for discards in (True, False):
        game = afternoon_game(deck, hand=["Filler"], mana=0)
        card = next(c for c in game.deck if c.name == "Feat")
        game.deck.remove(card)
        landmark = Unit(card)
        game.landmarks.append(landmark)
        game.reserve.append(Unit(record_of(deck, "Quick")))
        if discards:
            game.apply((A_SUPPORT, 0, 0))  # discards the Filler
        game.apply(PASS)
        assert bool(landmark.status & S_COMPLETED) is discards
