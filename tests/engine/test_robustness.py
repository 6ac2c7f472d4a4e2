"""Decks the readers accept never crash the engine: one regression per crash random decks
found (each the smallest state that showed it), and the CLI on the reported Akesha deck."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.record import DayTrace
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import A_PLAY_HAND, A_SCOUT, A_TAP, PASS, Unit
from altered_deck.engine.mechanics.counters.rules import _reveal_play_or_hand
from altered_deck.engine.mechanics.reserve.duel import _play_free_any_reserve
from altered_deck.engine.mechanics.reserve.moves import _play_hand_free, _resupply_character
from altered_deck.engine.pilots import make_pilot
from altered_deck.render.trace import render_trace
from tests.conftest import ROOT
from tests.engine.kit import (
    FILLER,
    afternoon_duel,
    afternoon_game,
    deck_of,
    make_card,
    put_in_reserve,
    record_of,
    vanilla,
)

THE_MESS = make_card(
    "The Mess",
    "LANDMARK_PERMANENT",
    cost=2,
    stats=None,
    text="When a non-token Character leaves your Expeditions\xa0— I gain 1 Food counter.  "
    "{T}, Spend 4 of my Food counters: Draw a card.",
)


def _mess_game(counters: int) -> Game:
    game = afternoon_game(deck_of((THE_MESS, 1), FILLER))
    mess = Unit(record_of(game.source, "The Mess"))
    mess.counters = counters
    game.landmarks.append(mess)
    return game


def test_the_greedy_pilot_taps_a_landmark_only_with_the_counters_its_ability_spends():
    # it used to ask only for the Mana: (7, 0, 0) with 3 Food counters, refused by the engine
    assert make_pilot("greedy").choose(_mess_game(3)) == PASS
    assert make_pilot("greedy").choose(_mess_game(4)) == (A_TAP, 0, 0)
    game = _mess_game(4)
    game.apply((A_TAP, 0, 0))
    assert (game.landmarks[0].counters, len(game.hand)) == (0, 1)


def test_the_akesha_starter_with_the_mess_plays_30_games(tmp_path: Path, cache_dir: Path):
    deck = tmp_path / "akesha-mess.txt"
    deck.write_text((ROOT / "data/decks/akesha.txt").read_text() + "1 ALT_BISE_B_BR_63_R2\n")
    args = ["--cache-dir", str(cache_dir), "--offline"]
    runner = CliRunner()
    assert runner.invoke(cli, [*args, "validate", str(deck)]).exit_code == 0
    goldfish = ["goldfish", str(deck), "--games", "30", "--seed", "1", "--jobs", "1"]
    result = runner.invoke(cli, [*args, *goldfish])
    assert result.exit_code == 0, result.output
    assert "seed 1 · 30 games · greedy pilot" in result.output
    assert "   4      23  76.7%  59.1–88.2%        76.7%   59.1–88.2%" in result.output


NEPHELE = make_card(
    "Nephele",
    text="{J} You may pass. If you don't, create a [Manaseed] token in target opponent's "
    "Landmarks.",
)


def _take(seat: Seat, name: str) -> EngineCard:
    """The card called ``name`` out of the seat's deck or Mana (afternoon_duel put one)."""
    zone = next(z for z in (seat.deck, seat.mana_cards) if any(c.name == name for c in z))
    card = next(c for c in zone if c.name == name)
    zone.remove(card)
    return card


def test_a_manaseed_given_to_the_opponent_is_its_own_decks_record():
    # the giver's record used to land in the opponent's Landmarks: its index points past the
    # opponent's pilot tables (IndexError) or at another card of theirs
    giver = deck_of((NEPHELE, 1), *((vanilla(f"Other {i}"), 1) for i in range(4)), FILLER)
    receiver = deck_of(FILLER)
    assert record_of(giver, "Manaseed").index >= len(receiver.cards)
    duel, first, second = afternoon_duel((giver, receiver), 0)
    first.hand += [_take(first, "Nephele"), _take(first, "Filler")]  # Nephele does not pass
    first.mana_ready = 2
    duel.apply((A_PLAY_HAND, 0, 0))
    assert [u.card for u in second.landmarks] == [record_of(receiver, "Manaseed")]
    assert [u.card for u in first.landmarks] == []
    duel.apply(PASS)  # the first player's turn ends
    assert make_pilot("greedy").choose(second) == PASS  # reads its own tables


def test_every_card_played_by_an_effect_is_traced_with_its_cost_and_place():
    # plays made by effects were traced as 4 fields, without where the card went: rendering
    # the trace (goldfish --trace) raised ValueError
    deck = deck_of((vanilla("Top"), 1), (vanilla("Held"), 1), (vanilla("Kept"), 1), FILLER)
    game = afternoon_game(deck, hand=["Held"], mana=2)
    game.day_trace = DayTrace(1)
    top = record_of(deck, "Top")
    game.deck.remove(top)
    game.deck.append(top)  # on top
    put_in_reserve(game, "Kept")
    _reveal_play_or_hand(game, 0, None, None, 0)  # Auraq: reveal, play it for free
    _play_hand_free(game, 1, None, None, 0)  # play a hand card of cost 1 or less for free
    _play_free_any_reserve(game, 1, None, None, 0)  # a Reserve Character of cost <= 1, free
    _resupply_character(game, 1, None, None, 0)  # [Resupply]; play it for 1 less
    assert render_trace([game.day_trace]).splitlines()[3:9] == [
        "  reveal Top",
        "  play Top from deck for 0 -> Hero",
        "  play Held from hand for 0 -> Companion",
        "  play Kept from reserve for 0 -> Hero",
        "    Resupply: Filler to Reserve",
        "  play Filler from reserve for 0 -> Hero",
    ]


SCOUT = make_card(
    "Scout",
    cost=3,
    text='[Scout] {1}. (You may play me from hand for {1} with "{h} Send me to Reserve".)',
)
PULLER = make_card(
    "Puller",
    text="When an opponent plays a Character — If there are no Characters in the Expedition "
    "facing me, that Character switches Expeditions.",
)


def test_a_scouted_character_goes_to_reserve_from_the_expedition_a_reaction_moved_it_to():
    # Send me to Reserve used to look for it only where it was played: list.remove raised
    # once the opponent's Puller had switched it (or a reaction had discarded it)
    deck = deck_of((SCOUT, 1), (PULLER, 1), FILLER)
    duel, first, second = afternoon_duel((deck, deck), 0)
    first.hand.append(_take(first, "Scout"))
    second.exps[0].append(Unit(_take(second, "Puller")))
    first.mana_ready = 1
    first.day_trace = DayTrace(1)
    duel.apply((A_SCOUT, 0, 1))  # into the Companion expedition; pulled into the Hero one
    assert ("switch", "Scout", "Hero") in first.day_trace.events
    assert ([u.card.name for u in first.reserve], first.exps) == (["Scout"], ([], []))


SANTA = make_card(
    "Santa Claus",
    text="{H} Starting with you, each player may immediately play a card with Hand Cost {3} "
    "or less for free.",
)


def test_a_look_ahead_copy_plays_each_players_effect_on_its_own_copy_of_the_opponent():
    # "each player" ran on the live opponent from a planner's look-ahead copy: the real game
    # lost a hand card, and the search then indexed past its Reserve (IndexError)
    deck = deck_of((SANTA, 1), FILLER)
    duel, first, second = afternoon_duel((deck, deck), 0)
    first.hand.append(_take(first, "Santa Claus"))
    second.hand.append(_take(second, "Filler"))
    first.mana_ready = 1
    trial = first.clone()
    trial.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in second.hand] == ["Filler"] and second.exps == ([], [])
    assert trial.opponent is not second and trial.opponent.hand == []
    assert [u.card.name for u in trial.opponent.exps[0] + trial.opponent.exps[1]] == ["Filler"]
    duel.apply((A_PLAY_HAND, 0, 0))  # the real play: the live opponent plays its card
    assert second.hand == [] and len(second.exps[0]) + len(second.exps[1]) == 1
