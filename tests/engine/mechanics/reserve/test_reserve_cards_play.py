"""The reserve mechanic's cards (bundled card data) played end to end: seeded goldfish games
and duels with every pilot keep every card, list a legal action at each decision, and end;
the compiled decks model every text of these cards."""

from __future__ import annotations

import pytest

from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore
from altered_deck.engine.compiler.deck import compile_cards
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import P_OVER
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.pilots import PILOT_NAMES, make_pilot

RESERVE_A = (
    "Vaike, Energy Pioneer",
    "The Nilam, Withered Tree",
    "Frozen Reprocessor",
    "Kelonic Heater",
    "Icarus",
    "Brainwash",
    "Merry Reunion",
    "Swift Jinn",
    "Coppélia",
    "Kelon Elemental",
    "Belasenka",
)
RESERVE_B = (
    "Lucan, Hungry Leviathan",
    "Man in the Maze",
    "Sap Sniffer",
    "The Refinery",
    "Staff Clerk",
    "Paint Prison",
    "Loki",
    "Sap Duende",
    "Leviathan Spotter",
    "The Opera House",
    "Ouroboros Inkcaster",
    "Sagitta, Soaring Leviathan",
)
RESERVE_C = (
    "The Machine in the Ice",
    "Bravos Excavator",
    "Daedalus",
    "Scholars' Vault",
    "Haven, Bravos Bastion",
    "Kuraokami Unbound",
    "Colorful Cuckoo",
    "The Snow Queen",
    "Axiom Exhibit",
    "Nikola Tesla",
    "Tāne",
    "Sap Dispersal",
    "BLISS Fan",
    "Akhlut",
)


def _cards(store: CardStore, names: tuple[str, ...]) -> list[Card]:
    """One version of each named card whose whole text the engine models (the first such)."""
    found: dict[str, Card] = {}
    for card in store.search():
        name = card.english_name
        if name in names and name not in found and not card.is_hero:
            deck = compile_cards([(card, 1)])
            if not deck.unmodelled:
                found[name] = card
    assert sorted(found) == sorted(names)  # each has a fully modelled version
    return [found[n] for n in names]


def _hero(store: CardStore, name: str) -> Card:
    return next(c for c in store.search() if c.is_hero and c.english_name == name)


@pytest.fixture(scope="module")
def all_decks(store: CardStore) -> tuple[CompiledDeck, ...]:
    built = []
    for names, hero in (
        (RESERVE_A, "Rin & Orchid"),
        (RESERVE_B, "Della & Bolt"),
        (RESERVE_C, "Arjun & Spike"),
    ):
        entries = [(c, 3) for c in _cards(store, names)]
        built.append(compile_cards(entries, _hero(store, hero), hero))
    return tuple(built)


@pytest.fixture(scope="module")
def decks(all_decks: tuple[CompiledDeck, ...]) -> tuple[CompiledDeck, CompiledDeck]:
    return all_decks[0], all_decks[1]


def test_the_decks_are_fully_modelled(all_decks: tuple[CompiledDeck, ...]) -> None:
    assert [d.unmodelled for d in all_decks] == [(), (), ()]
    assert all(reserve_kinds.F_RULES in d.hooks.features for d in all_decks)


@pytest.mark.parametrize("pilot", PILOT_NAMES)
def test_goldfish_games_keep_every_card_and_end(all_decks, pilot: str) -> None:
    for deck in all_decks:
        for seed in range(15):
            game = Game(deck, seed)
            chooser = make_pilot(pilot)
            while game.phase != P_OVER:
                actions = game.legal_actions()
                assert actions
                game.apply(chooser.choose(game))
                assert sum(game.zone_counts().values()) == deck.size


@pytest.mark.parametrize("pilot", PILOT_NAMES)
def test_duels_keep_every_card_and_end(all_decks, pilot: str) -> None:
    for seed in range(12):
        decks = (all_decks[seed % 3], all_decks[(seed + 1) % 3])
        duel = Duel(decks, seed, first=seed % 2)
        pilots = (make_pilot(pilot), make_pilot(pilot))
        while not duel.is_terminal():
            p = duel.current_player()
            actions = duel.legal_actions()
            assert actions and actions == duel.seats[p].legal_actions()
            duel.apply(pilots[p].choose(duel.seats[p]))
            for seat, deck in zip(duel.seats, decks, strict=True):
                assert sum(seat.zone_counts().values()) == deck.size
