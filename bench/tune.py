"""Tuning time: the Sierra starter against 20 candidate swaps, 2,000 games per arm.

    python bench/tune.py [--games 2000] [--swaps 20] [--jobs 2] [--cache-dir DIR]

The swaps are the first ``--swaps`` of ``--from-faction`` (like-for-like Axiom Commons),
checked for Standard legality. Three runs on the same seed, each timed as a whole (deck
compiling, worker start-up, statistics):

- ``full``: every swap plays all ``--games`` (``--no-halving``), 21 × games games;
- ``halving``: the default successive halving;
- ``baseline``: a plain goldfish run of the base deck (the engine's runner, as ``goldfish``
  plays it) of as many games as ``full`` plays, on the same ``--jobs`` processes.

It prints the seconds, games per second and the ratio of each run to the baseline (the machine
is shared and noisy: ratios travel better than seconds; ``full`` near 1× means tuning adds
little beyond the games themselves), and checks that the full run gives the same numbers on 1
process and on ``--jobs``. Goal: ``full`` under 60 s on 2 cores.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from datetime import date
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.settings import PlaySettings
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.sim.executor import LocalExecutor
from altered_deck.sim.play import PlaySetup, play_batch, run_batches
from altered_deck.sim.swaps import faction_candidates, legality_under, split_swaps
from altered_deck.sim.tune import parse_metric, tune
from altered_deck.stats.goldfish import GoldfishTally

ROOT = Path(__file__).resolve().parent.parent
SIERRA = ROOT / "data" / "decks" / "sierra.txt"
SEED = 1


def main() -> None:
    """Load the deck and swaps, time the three runs, print seconds and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--swaps", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        store = CardStore.in_dir(args.cache_dir or Path(scratch))
        deck = resolve_deck(read_deck(str(SIERRA)), store)
        drawn = faction_candidates(deck, store, limit=args.swaps + 10)
        swaps, _ = split_swaps(deck, drawn, legality_under("standard", date(2026, 3, 1)))
        swaps = swaps[: args.swaps]
        store.close()
    metric = parse_metric("mean-win-day", 12)
    executor = LocalExecutor(args.jobs)
    print(f"Sierra · {len(swaps)} swaps · {args.games:,} games per arm · seed {SEED}")

    total = args.games * (len(swaps) + 1)
    started = time.perf_counter()
    setup = PlaySetup((compile_deck(deck),), GoldfishTally, PlaySettings(rules=engine_rules_on()))
    executor.map(play_batch, setup, run_batches(0, SEED, total))
    baseline = time.perf_counter() - started
    print(
        f"  baseline ({args.jobs} processes): {baseline:6.2f} s · {total:,} goldfish games of "
        f"the base deck · {total / baseline:,.0f} games/s"
    )

    runs = {}
    for name, halving in (("full", False), ("halving", True)):
        started = time.perf_counter()
        result = tune(
            deck,
            swaps,
            PlaySettings(games=args.games, seed=SEED),
            metric=metric,
            executor=executor,
            halving=halving,
        )
        seconds = time.perf_counter() - started
        runs[name] = result
        print(
            f"  {name:<8} ({args.jobs} processes): {seconds:6.2f} s · "
            f"{result.games_played:,} games · {result.games_played / seconds:,.0f} games/s · "
            f"{seconds / baseline:.2f}× baseline"
        )
    again = tune(
        deck,
        swaps,
        PlaySettings(games=args.games, seed=SEED),
        metric=metric,
        executor=LocalExecutor(1),
        halving=False,
    )
    same = again.results == runs["full"].results
    print(f"  full run on 1 process gives the same numbers: {'yes' if same else 'NO'}")
    best = runs["full"].results[0]
    print(
        f"  best swap: {best.swap.out.english_name} -> {best.swap.into.english_name} "
        f"({best.difference.mean:+.3f} days, significant: {best.significant})"
    )


if __name__ == "__main__":
    main()
