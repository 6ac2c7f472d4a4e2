"""Helpers for engine tests: build Card objects directly and games in hand-built states."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from altered_deck.cards.model import Card
from altered_deck.cli.main import cli
from altered_deck.engine.compiler.deck import compile_cards
from altered_deck.engine.core.adventure import ALL_TERRAINS
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import TokenSpec
from altered_deck.engine.core.game import A_MANA, Game
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import P_AFTERNOON, Action, Unit
from altered_deck.engine.pilots import GreedyPilot, Pilot
from tests.conftest import FIXTURES

SCENARIOS = FIXTURES / "scenarios"
"""Position files for ``engine scenario`` (two players: a duel; one: a goldfish game)."""
AMELIA, SALVAGER, KELON, ARMORER = (
    "ALT_CORE_B_AX_11_C",
    "ALT_CORE_B_AX_08_C",
    "ALT_CORE_B_AX_04_C",
    "ALT_CORE_B_AX_16_C",
)
"""Cards of the Sierra starter the positions are made of."""

_numbers = itertools.count(1)


def make_card(
    name: str,
    card_type: str = "CHARACTER",
    cost: int = 1,
    reserve: int | None = None,
    stats: tuple[int, int, int] | None = (1, 1, 1),
    text: str = "",
    echo: str = "",
    *,
    reserve_limit: int | None = None,
    landmark_limit: int | None = None,
    subtypes: tuple[str, ...] = (),
) -> Card:
    """A Card built directly (no card data needed): AX faction, a fresh number each time."""
    number = next(_numbers)
    is_character = card_type == "CHARACTER"
    return Card(
        reference=f"ALT_TEST_B_AX_{number}_C",
        set_code="TEST",
        product="B",
        faction_code="AX",
        number=number,
        rarity_code="C",
        card_type=card_type,
        subtypes=subtypes,
        rarity="COMMON",
        faction="AX",
        names={"en-us": name},
        hand_cost=None if card_type == "HERO" else cost,
        reserve_cost=None if card_type == "HERO" else (cost if reserve is None else reserve),
        forest=stats[0] if stats and is_character else None,
        mountain=stats[1] if stats and is_character else None,
        water=stats[2] if stats and is_character else None,
        reserve_limit=reserve_limit,
        landmark_limit=landmark_limit,
        main_effect={"en-us": text} if text else {},
        echo_effect={"en-us": echo} if echo else {},
    )


def vanilla(name: str = "Vanilla", stats: tuple[int, int, int] = (1, 1, 1)) -> Card:
    """A 1-cost Character without text."""
    return make_card(name, stats=stats)


FILLER = (vanilla("Filler"), 10)
"""Ten 1-cost vanilla Characters: the rest of a deck beside the cards a test is about."""

BIG = (vanilla("Big", (3, 3, 3)), 2)
"""Two 3/3/3 Characters: enough power to move an expedition on any terrain."""
SMALL = (vanilla("Small", (0, 0, 1)), 2)
"""Two 0/0/1 Characters: power on water only."""


def deck_of(*entries: tuple[Card, int], hero: Card | None = None) -> CompiledDeck:
    """Compile ``(card, quantity)`` pairs (and an optional Hero)."""
    return compile_cards(list(entries), hero, "test deck")


def record_of(deck: CompiledDeck, name: str) -> EngineCard:
    """The compiled record of the card called ``name``."""
    return next(c for c in deck.cards if c.name == name)


def afternoon_game(
    deck: CompiledDeck,
    *,
    hand: list[str] = (),  # type: ignore[assignment]
    mana: int = 0,
    layout: tuple[int, ...] | None = None,
    seed: int = 0,
) -> Game:
    """A game of ``deck`` set to Day 1's Afternoon: the named cards in hand (taken from the
    deck), ``mana`` ready orbs, every other card left in the deck, nothing in play."""
    game = Game(deck, seed)
    game.deck += game.hand
    game.hand = []
    for name in hand:
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        game.hand.append(card)
    for _ in range(mana):  # Mana Orbs come from the Fillers first, keeping named cards
        fillers = [c for c in game.deck if c.name == "Filler"]
        card = fillers[-1] if fillers else game.deck[-1]
        game.deck.remove(card)
        game.mana_cards.append(card)
    game.mana_ready = mana
    game.layout = layout or (ALL_TERRAINS,) * 8
    game.phase = P_AFTERNOON
    return game


def put_in_play(game: Game, name: str, exp: int, *, status: int = 0, boosts: int = 0) -> Unit:
    """Move a card called ``name`` from the deck into expedition ``exp``."""
    card = next(c for c in game.deck if c.name == name)
    game.deck.remove(card)
    unit = Unit(card, boosts, status)
    game.exps[exp].append(unit)
    return unit


def put_in_reserve(game: Game, *names: str, status: int = 0) -> list[Unit]:
    """Move cards called ``names`` from the deck to the Reserve (with ``status``)."""
    units = []
    for name in names:
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        units.append(Unit(card, 0, status))
    game.reserve += units
    return units


def token_unit(deck: CompiledDeck, name: str) -> Unit:
    """A Unit of the compiled token called ``name``."""
    return Unit(record_of(deck, name))


def afternoon_duel(
    decks: tuple[CompiledDeck, CompiledDeck], seed: int, layout: int = ALL_TERRAINS
) -> tuple[Duel, Seat, Seat]:
    """A duel seeded ``seed`` at Day 1's Afternoon, player 0 to act: empty hands and boards,
    no Mana, every region of terrain bits ``layout``."""
    game = Duel(decks, seed)
    while any(s.phase != P_AFTERNOON for s in game.seats):
        game.apply((A_MANA, 0, 0))
    for seat in game.seats:
        seat.layout = (layout,) * 8
        seat.deck += seat.hand
        seat.hand = []
        seat.mana_ready = 0
    return game, game.seats[0], game.seats[1]


class Tokens:
    """A token interner that records the specs it saw."""

    def __init__(self) -> None:
        self.specs: list[TokenSpec] = []

    def __call__(self, spec: TokenSpec) -> int:
        self.specs.append(spec)
        return len(self.specs) - 1


class Delegating(Pilot):
    """The greedy pilot's plays and answers, in a class a test may subclass (a compiled build
    lets interpreted code subclass :class:`Pilot`, not the compiled pilots)."""

    def __init__(self) -> None:
        self.greedy = GreedyPilot()

    def choose(self, game: Game) -> Action:
        return self.greedy.choose(game)

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        return self.greedy.choose_in_duel(duel, player)


TWO_WAYS = make_card(
    "Two Ways",
    "SPELL",
    cost=1,
    stats=None,
    text=(
        "Choose one: • Draw 1 card. • Send to Reserve target Character with Hand Cost {4} or less."
    ),
)
"""A "Choose one" between an option of my own and one aimed at the opponent."""
CHOOSING_DECK = deck_of((TWO_WAYS, 15), (vanilla("Filler"), 15), (vanilla("Runner", (2, 2, 2)), 10))
"""A deck that plays :data:`TWO_WAYS` often."""


def scenario_json(cache_dir: Path, path: Path, *applies: int) -> Any:
    """``engine scenario PATH --json`` after applying ``applies`` (legal-action numbers) in turn:
    the printed position, parsed; the command must succeed."""
    args = [str(path), "--json", *(a for n in applies for a in ("--apply", str(n)))]
    result = CliRunner().invoke(cli, ["--cache-dir", str(cache_dir), "engine", "scenario", *args])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)
