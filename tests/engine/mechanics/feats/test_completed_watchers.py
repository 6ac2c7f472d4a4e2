"""A Feat's "[[Completed]]: <static or trigger>" abilities: the Feat has them once Completed
(Cover the Retreat's "When you create a token Character — You may exhaust me to give it 1
boost", Push Back the Night's "When a card is discarded from your hand — You may exhaust me to
create ...", Hold the Line!'s "When a Companion joins your Expeditions — It gains 1 boost").
Through ``altered-deck engine scenario`` and compiled cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from altered_deck.engine.core.state import A_PLAY_HAND, Unit
from altered_deck.engine.mechanics.feats.rules import complete
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "completed_watchers.json"
CADETS = 2  # play Ordis Cadets ({J} Create an [Ordis Recruit] token in my Expedition)
PHANTOM = 4  # play Qorgan Phantom ({H} You may pay {1}. If you do, I activate my {D} ability.)


def _player(data: Any) -> Any:
    return data["state"]["players"][0]


def _exhausted(data: Any) -> list[bool]:
    return [landmark["exhausted"] for landmark in _player(data)["landmarks"]]


def test_cover_the_retreat_may_exhaust_to_boost_a_token_created(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, CADETS)
    assert texts(asked) == [
        "Cover the Retreat: You may exhaust me: yes",
        "Cover the Retreat: You may exhaust me: no",
    ]
    taken = scenario(runner, cache_dir, PATH, CADETS, 1)
    recruit = _player(taken)["hero_expedition"]["cards"][1]
    assert (recruit["token"], recruit["boosts"]) == ("Ordis Recruit", 1)
    assert _exhausted(taken) == [True, False]
    declined = scenario(runner, cache_dir, PATH, CADETS, 2)
    assert _player(declined)["hero_expedition"]["cards"][1]["boosts"] == 0
    assert _exhausted(declined) == [False, False]


def test_push_back_the_night_may_exhaust_when_a_card_is_discarded(cache_dir: Path) -> None:
    # Qorgan Phantom's {D}: draw a card, then discard one (Ordis Cadets); Push Back the Night
    # exhausts to create a Mana Moth; Cover the Retreat declines to boost it
    steps = (PHANTOM, 1, 1, 1, 2, 2)
    done = scenario(CliRunner(), cache_dir, PATH, *steps)
    assert done["log"][3:] == [
        "day 2 P0: Push Back the Night: You may exhaust me: yes",
        "day 2 P0: Push Back the Night: target Expedition: Companion expedition",
        "day 2 P0: Cover the Retreat: You may exhaust me: no",
        "day 2 P0 - activate Qorgan Phantom",
        "day 2 P0 - discard Ordis Cadets",
        "day 2 P0 - token Mana Moth Companion",
    ]
    assert [c["token"] for c in _player(done)["companion_expedition"]["cards"]] == ["Mana Moth"]
    assert _exhausted(done) == [False, True]


def test_hold_the_line_boosts_a_companion_joining_once_completed() -> None:
    echo = "[[Completed]]: When a Companion joins your Expeditions — It gains 1 boost."
    text = "When you pass — If your hand is empty, complete me."
    feat = make_card("Hold", "LANDMARK_PERMANENT", text=text, echo=echo, subtypes=("FEAT",))
    ally = make_card("Ally", subtypes=("COMPANION",))
    other = make_card("Other", subtypes=("SOLDIER",))
    deck = deck_of(FILLER, (feat, 1), (ally, 2), (other, 1))
    game = afternoon_game(deck, hand=["Ally", "Other", "Ally"], mana=6)
    card = next(c for c in game.deck if c.name == "Hold")
    game.deck.remove(card)
    game.landmarks.append(Unit(card))
    game.apply((A_PLAY_HAND, 0, 0))  # not Completed yet: nothing
    complete(game.landmarks[0])
    game.apply((A_PLAY_HAND, 0, 0))  # Other: no Companion
    game.apply((A_PLAY_HAND, 0, 1))  # Ally
    assert [(u.card.name, u.boosts) for e in game.exps for u in e] == [
        ("Ally", 0),
        ("Other", 0),
        ("Ally", 1),
    ]
