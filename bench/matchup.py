"""Matchup time: two starters in full two-player games, against goldfish games of both.

    python bench/matchup.py [--games 4000] [--jobs 2] [--pilot greedy] [--cache-dir DIR]

Two runs on the same seed and processes, each timed as a whole (compiling, worker start-up,
statistics): ``matchup`` plays ``--games`` duels of Sierra against Nevenka (sim/matchup.py),
``baseline`` plays ``--games`` goldfish games of each deck (the engine's runner, as
``goldfish`` plays them), i.e. the same number of player-games. A duel costs two players'
games plus its Dusk comparisons, so a ratio near 1× means the duel layer adds little. The
machine is shared and noisy: ratios travel better than seconds. It also checks that the
matchup gives the same numbers on 1 process and on ``--jobs``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.pilots import PilotSpec
from altered_deck.engine.settings import DEFAULT_DUEL_DAYS, PlaySettings
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.sim.executor import LocalExecutor
from altered_deck.sim.matchup import matchup
from altered_deck.sim.play import PlaySetup, WinDays, play_batch, run_batches

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "data" / "decks"
SEED = 1


def main() -> None:
    """Load both decks, time the two runs, print seconds and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pilot", default="greedy")
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        store = CardStore.in_dir(args.cache_dir or Path(scratch))
        a, b = (
            resolve_deck(read_deck(str(DECKS / f"{n}.txt")), store) for n in ("sierra", "nevenka")
        )
        store.close()
    games, jobs = args.games, args.jobs
    print(
        f"Sierra v Nevenka · {games:,} games · {args.pilot} pilot · seed {SEED} · {jobs} processes"
    )

    started = time.perf_counter()
    rules = engine_rules_on()
    for deck in (a, b):
        settings = PlaySettings(pilot=PilotSpec(args.pilot), rules=rules)
        setup = PlaySetup((compile_deck(deck),), WinDays, settings)
        LocalExecutor(jobs).map(play_batch, setup, run_batches(0, SEED, games))
    baseline = time.perf_counter() - started
    print(f"  baseline: {baseline:6.2f} s · {2 * games:,} goldfish games ({games:,} of each deck)")

    duels = PlaySettings(games, SEED, DEFAULT_DUEL_DAYS, PilotSpec(args.pilot))
    started = time.perf_counter()
    result = matchup(a, b, duels, executor=LocalExecutor(jobs))
    seconds = time.perf_counter() - started
    print(
        f"  matchup:  {seconds:6.2f} s · {games:,} duels · {games / seconds:,.0f} duels/s · "
        f"{seconds / baseline:.2f}× baseline"
    )
    share = result.a.wins.share or 0.0
    print(f"  Sierra won {result.a.wins.count:,} ({100 * share:.1f}%), draws {result.draws}")
    alone = matchup(a, b, duels, executor=LocalExecutor(1))
    print(f"  same numbers on 1 process: {alone == result}")


if __name__ == "__main__":
    main()
