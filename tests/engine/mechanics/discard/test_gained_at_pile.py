"""An ability gained for good once the discard pile holds enough cards: "As soon as six cards
or more are in your discard pile, I permanently gain: "When you discard a card from your hand
— Return it to your Reserve."" (Sam & Spook, Roots of Corruption)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.discard import kinds as discard_kinds
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card, record_of

GAINED = (
    'As soon as {n} cards or more are in your discard pile, I permanently gain:  "When you '
    'discard a {kind} from your hand — {body}."'
)
RETURN = ((discard_kinds.E_RETURN_DISCARDED, 0, None),)


def test_the_discard_that_reaches_six_is_kept_the_next_one_returns(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "pile_gained_return.json"
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    # Molting Crab: draw, then discard Axiom Salvager, the sixth card: not yet gained
    first = runner.invoke(cli, [*args, "--apply", "2", "--apply", "3"])
    assert first.exit_code == 0, first.stderr
    player = json.loads(first.stdout)["state"]["players"][0]
    assert (len(player["discard"]), player["reserve"]) == (6, [])
    # the second Molting Crab: Foundry Armorer discarded, then returned to the Reserve
    second = runner.invoke(cli, [*args, "--apply", "2", "--apply", "3", "--apply", "2"])
    assert [a["text"] for a in json.loads(second.stdout)["legal_actions"]] == [
        "Molting Crab: Discard a card from your hand: Foundry Armorer (hand)",
        "Molting Crab: Discard a card from your hand: Foundry Armorer (hand)",
    ]
    done = runner.invoke(
        cli, [*args, "--apply", "2", "--apply", "3", "--apply", "2", "--apply", "1"]
    )
    assert done.exit_code == 0, done.stderr
    player = json.loads(done.stdout)["state"]["players"][0]
    assert player["discard"] == ["ALT_CORE_B_AX_08_C"] * 6  # the five and Axiom Salvager
    assert [u["ref"] for u in player["reserve"]] == ["ALT_CORE_B_AX_16_C"]  # Foundry Armorer


def test_the_form_compiles_with_any_count_kind_and_discard_watcher() -> None:
    for n, word, kind, body in (
        (6, "six", "card", "Return it to your Reserve"),
        (3, "three", "Spell", "Return it to your Reserve"),
        (4, "four", "Character", "I gain 1 boost"),
    ):
        card = make_card("Watcher", text=GAINED.format(n=word, kind=kind, body=body))
        (static,) = record_of(deck_of(FILLER, (card, 1)), "Watcher").statics
        alone = make_card("Alone", text=f"When you discard a {kind} from your hand — {body}.")
        watcher = record_of(deck_of(FILLER, (alone, 1)), "Alone").statics
        assert static == (discard_kinds.ST_GAINED_AT_PILE, n, watcher)
        assert watcher[0][0] == discard_kinds.ST_ON_HAND_DISCARD
    # a condition other than the discard pile's is not this form
    text = GAINED.format(n="six", kind="card", body="Draw a card")
    card = make_card("Elsewhere", text=text.replace("in your discard pile", "in your Reserve"))
    assert record_of(deck_of(FILLER, (card, 1)), "Elsewhere").statics == ()


def test_return_it_reads_the_card_discarded() -> None:
    card = make_card(
        "Keeper", text=GAINED.format(n="six", kind="card", body="Return it to your Reserve")
    )
    (static,) = record_of(deck_of(FILLER, (card, 1)), "Keeper").statics
    assert static[2] == ((discard_kinds.ST_ON_HAND_DISCARD, 1 | 2 | 4 | 8, RETURN),)


def test_the_gained_ability_stays_when_the_pile_shrinks() -> None:
    hero = make_card(
        "Keeper",
        "HERO",
        stats=None,
        text=GAINED.format(n="two", kind="card", body="Return it to your Reserve"),
    )
    source = make_card("Source", text="{H} Discard a card from your hand.")
    deck = deck_of(FILLER, (source, 2), hero=hero)
    game = afternoon_game(deck, hand=["Source", "Filler", "Source", "Filler"], mana=2)
    game.discard = [c for c in game.deck if c.name == "Filler"][:1]
    game.apply((A_PLAY_HAND, 0, 0))  # the second card in the pile: gained, not returned
    assert (len(game.discard), len(game.reserve)) == (2, 0)
    game.discard = []  # the pile shrinks (shuffled back into the deck)
    game.apply((A_PLAY_HAND, 0, 0))  # the other Source: its discard returns to the Reserve
    assert (game.discard, [u.card.name for u in game.reserve]) == ([], ["Filler"])
