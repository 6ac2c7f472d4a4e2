"""Single-process engine speed: games per second for a deck with a pilot.

Usage: python bench/engine.py [DECK] [--games N] [--pilot greedy|random] [--profile]
(default: the Sierra starter, 5000 games, greedy). Uses the bundled card data.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.cards import CompiledDeck, compile_deck
from altered_deck.engine.game import play_game
from altered_deck.engine.pilots import PILOT_NAMES, make_pilot

ROOT = Path(__file__).resolve().parent.parent


def load(deck_path: Path) -> CompiledDeck:
    """Resolve and compile a text decklist against a cache filled from the bundled card data."""
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        store.count()  # fills the cache from the bundled card data
        deck = parse_text(deck_path.read_text(encoding="utf-8"), source=str(deck_path))
        compiled = compile_deck(resolve_deck(deck, store))
        store.close()
    return compiled


def main() -> int:
    """Run the benchmark and print games/s and the win-day summary."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("deck", nargs="?", default=str(ROOT / "data/decks/sierra.txt"))
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--pilot", choices=PILOT_NAMES, default="greedy")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    deck = load(Path(args.deck))
    pilot = make_pilot(args.pilot)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(args.games):
            play_game(deck, seed, pilot)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    rates = []
    records = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        records = [play_game(deck, seed, pilot) for seed in range(args.games)]
        rates.append(args.games / (time.perf_counter() - start))
    won = [r.won_day for r in records if r.won_day is not None]
    print(f"deck: {Path(args.deck).name}  pilot: {args.pilot}  games: {args.games} x {args.repeat}")
    print(f"games/s (1 process): best {max(rates):,.0f}  median {statistics.median(rates):,.0f}")
    print(f"ms/game: {1000 / max(rates):.3f}")
    if won:
        print(
            f"won: {len(won) / len(records):.1%}  mean win day {statistics.mean(won):.2f}  "
            f"median {statistics.median(won)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
