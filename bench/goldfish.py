"""Goldfish throughput: games per second for a deck with 1 process and with 2, and the ratio.

    python bench/goldfish.py [--games 10000] [--repeat 5] [--deck PATH] [--cache-dir DIR]

Card data comes from ``--cache-dir`` when given, else from a temporary cache filled from the
bundled card data (``data/cards/``). Each figure
is the best of ``--repeat`` runs of the whole goldfish computation (``run_goldfish``: deck →
summary), worker start-up included. Targets: ≥ 2,000 games/s in one process, ≥ 1.7× with 2.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine import is_compiled
from altered_deck.engine.settings import PlaySettings
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.sim.goldfish import run_goldfish

ROOT = Path(__file__).resolve().parent.parent
SIERRA = ROOT / "data" / "decks" / "sierra.txt"


def games_per_second(deck: ResolvedDeck, games: int, jobs: int, repeat: int) -> float:
    """Best throughput of ``repeat`` runs of ``games`` games over ``jobs`` processes."""
    best = float("inf")
    rules = engine_rules_on()
    for attempt in range(repeat):
        started = time.perf_counter()
        run_goldfish(deck, PlaySettings(games=games, seed=attempt, rules=rules), jobs=jobs)
        best = min(best, time.perf_counter() - started)
    return games / best


def main() -> None:
    """Parse the options, load the deck, print both throughputs and the scaling ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--deck", type=Path, default=SIERRA)
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        if args.cache_dir is not None:
            store = CardStore.in_dir(args.cache_dir)
        else:
            store = CardStore.in_dir(Path(scratch))
            store.count()  # fills the cache from the bundled card data
        deck = resolve_deck(read_deck(str(args.deck)), store)
        store.close()

    print(f"deck {args.deck.name} · {args.games:,} games per run · best of {args.repeat}")
    print(f"engine: {'compiled (mypyc)' if is_compiled() else 'pure Python'}")
    one = games_per_second(deck, args.games, 1, args.repeat)
    print(f"1 process    {one:8,.0f} games/s")
    two = games_per_second(deck, args.games, 2, args.repeat)
    print(f"2 processes  {two:8,.0f} games/s")
    print(f"scaling      {two / one:8.2f}x   (CPUs: {os.cpu_count()})")


if __name__ == "__main__":
    main()
