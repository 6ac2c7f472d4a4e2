"""Fuzz the game engine with random decks; report every crash with the deck and seed to replay.

    python bench/engine_fuzz.py [--decks 10000] [--seed 1]

Each deck is a random Hero of the bundled card data and 30-60 random non-token, non-Hero
cards: half the decks from the Hero's faction with at most 3 copies of a card (mostly
legal), half from any faction in any number (rarely legal). Each deck is played in this
process through the paths the CLI uses: ``goldfish`` with each pilot (greedy, planner,
random), ``goldfish --trace`` (the traced game and its rendered text) and a ``matchup``
game with each pilot against another random deck, logged as ``matchup --trace`` logs it.
A crash is any exception; it is printed with the deck and its opponent (as text decklists),
the path, the pilot and the game's seed (``play_game(deck, seed, pilot)`` or
``play_duel((deck, opponent), seed, pilots, first=seed % 2)`` replays it; for the trace,
``goldfish --seed``), as soon as found. Progress on stderr; Ctrl-C (or kill) stops with the
summary so far. Exits 1 if any deck crashed.
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, DeckEntry, ResolvedDeck, ResolvedEntry
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.games import play_duel, play_game
from altered_deck.engine.pilots import PILOT_NAMES, Pilot, make_pilot
from altered_deck.engine.settings import PlaySettings
from altered_deck.render.trace import render_trace
from altered_deck.sim.goldfish import trace_goldfish

FUZZ_BUDGET = 4
"""The search pilot's simulations per decision here."""


@dataclass(frozen=True)
class CardPool:
    """The bundled cards a random deck is drawn from."""

    heroes: list[Card]
    cards: list[Card]  # neither Hero nor token


def bundled_pool() -> CardPool:
    """Every Hero and every deck card (no token) of the bundled card data."""
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        every = store.search()
        store.close()
    every.sort(key=lambda c: c.reference)
    heroes = [c for c in every if c.is_hero]
    cards = [c for c in every if not c.is_hero and not c.card_type.startswith("TOKEN")]
    return CardPool(heroes, cards)


def random_deck(pool: CardPool, rng: random.Random, name: str = "random") -> ResolvedDeck:
    """A Hero and 30-60 cards: from its faction, at most 3 of a card (half the time), or
    from anywhere in any number."""
    hero = rng.choice(pool.heroes)
    size = rng.randint(30, 60)
    counts: dict[str, int] = {}
    by_reference = {hero.reference: hero}
    if rng.random() < 0.5:
        faction = [c for c in pool.cards if c.faction_code == hero.faction_code] or pool.cards
        while sum(counts.values()) < size:
            card = rng.choice(faction)
            if counts.get(card.reference, 0) < 3:
                counts[card.reference] = counts.get(card.reference, 0) + 1
                by_reference[card.reference] = card
    else:
        for card in rng.choices(pool.cards, k=size):
            counts[card.reference] = counts.get(card.reference, 0) + 1
            by_reference[card.reference] = card
    quantities = {hero.reference: 1, **dict(sorted(counts.items()))}
    deck = Deck(tuple(DeckEntry(r, q) for r, q in quantities.items()), name=name)
    entries = tuple(ResolvedEntry(by_reference[r], q) for r, q in quantities.items())
    return ResolvedDeck(deck, entries)


def decklist(deck: ResolvedDeck) -> str:
    """The deck as a text decklist (``quantity reference`` lines) to replay a crash."""
    return "".join(f"{e.quantity} {e.card.reference}\n" for e in deck.entries)


@dataclass(frozen=True)
class Crash:
    """One path that raised: what to replay it with."""

    path: str  # goldfish, trace or matchup
    pilot: str
    seed: int
    error: str


def play_paths(deck: ResolvedDeck, opponent: ResolvedDeck, seed: int) -> list[Crash]:
    """Play ``deck`` through goldfish (each pilot), the trace and a matchup game against
    ``opponent`` (each pilot); the crashes, at most one per path and pilot."""
    crashes: list[Crash] = []
    compiled = compile_deck(deck)
    other = compile_deck(opponent)

    def attempt(path: str, pilot: str, run: Callable[[], object]) -> None:
        try:
            run()
        except Exception:  # the fuzzer counts every exception: that is what it looks for
            crashes.append(Crash(path, pilot, seed, traceback.format_exc(limit=-6)))

    for pilot in PILOT_NAMES:
        attempt("goldfish", pilot, partial(play_game, compiled, seed, _pilot(pilot)))
    traced = partial(trace_goldfish, deck, PlaySettings(seed=seed))
    attempt("trace", "greedy", lambda: render_trace(traced().trace))
    for pilot in PILOT_NAMES:
        attempt("matchup", pilot, partial(_duel, compiled, other, seed, pilot))
    return crashes


def _duel(deck: CompiledDeck, opponent: CompiledDeck, seed: int, pilot: str) -> object:
    """One matchup game, logged as ``matchup --trace`` logs it."""
    pilots = (_pilot(pilot), _pilot(pilot))
    return play_duel((deck, opponent), seed, pilots, first=seed % 2, log=[])


def _pilot(name: str) -> Pilot:
    """The pilot ``name``; the search pilot with a small budget (the fuzzer looks for
    crashes, not for good plays)."""
    return make_pilot(name, FUZZ_BUDGET if name == "search" else None)


def fuzz(decks: int, seed: int, progress: Callable[[int, list], None] | None = None) -> list:
    """Play ``decks`` random decks from ``seed``; the (deck, opponent, crashes) that crashed."""
    pool = bundled_pool()
    rng = random.Random(seed)
    found = []
    for i in range(decks):
        deck = random_deck(pool, rng, f"deck {i}")
        opponent = random_deck(pool, rng, f"opponent {i}")
        crashes = play_paths(deck, opponent, rng.randrange(2**32))
        if crashes:
            found.append((deck, opponent, crashes))
        if progress is not None:
            progress(i + 1, found)
    return found


def print_crashes(deck: ResolvedDeck, opponent: ResolvedDeck, crashes: list[Crash]) -> None:
    """One crashed deck on stdout: both decklists, then each crashing path."""
    print(f"== {deck.name} (opponent below)\n{decklist(deck)}-- opponent\n{decklist(opponent)}")
    for crash in crashes:
        print(f"{crash.path} --pilot {crash.pilot} seed {crash.seed}:\n{crash.error}")
    sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    done = [0, 0]  # decks played, crashes printed

    def progress(played: int, found: list) -> None:
        for entry in found[done[1] :]:  # printed as found: a long run may be stopped
            print_crashes(*entry)
        done[:] = [played, len(found)]
        if played % 100 == 0 or played == args.decks:
            elapsed = time.perf_counter() - started
            print(
                f"{played}/{args.decks} decks, {len(found)} crashed, {elapsed:.0f} s",
                file=sys.stderr,
            )

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # kill: stop as Ctrl-C does
    try:
        fuzz(args.decks, args.seed, progress)
    except KeyboardInterrupt:  # Ctrl-C: the summary of the decks played so far
        print(f"stopped after {done[0]} decks", file=sys.stderr)
    print(
        f"decks {done[0]} (seed {args.seed}): {done[1]} crashed; "
        f"{time.perf_counter() - started:.0f} s"
    )
    return 1 if done[1] else 0


if __name__ == "__main__":
    sys.exit(main())
