"""How long ``engine coverage --census`` takes on the whole card pool (CI runs it as a ratchet).

    python bench/census.py [--runs 3] [--cache-dir DIR]

Each figure is the wall time of one ``altered-deck engine coverage --census --json`` in a new
process (start-up and the card cache included), on a cache filled from the bundled card data by
a first untimed run, and its ratio to ``altered-deck --help`` (start-up) timed in the same run.
Goal: well under 2 minutes on a small CI machine; the census runs on one core.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def startup() -> float:
    """Wall time of ``altered-deck --help`` in a new process."""
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "altered_deck", "--help"], capture_output=True, check=True
    )
    return time.perf_counter() - started


def run(cache: Path) -> tuple[float, int]:
    """Wall time of one census run, and the distinct texts it played."""
    argv = [sys.executable, "-m", "altered_deck", "--cache-dir", str(cache), "engine"]
    argv += ["coverage", "--census", "--json"]
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"exit {done.returncode}: {done.stderr.strip()}")
    return elapsed, json.loads(done.stdout)["distinct_texts"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs (the median is kept)")
    parser.add_argument("--cache-dir", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = args.cache_dir or Path(tmp) / "cache"
        run(cache)  # fills the cache
        times, starts = [], []
        for _ in range(args.runs):
            starts.append(startup())
            elapsed, texts = run(cache)
            times.append(elapsed)
            print(f"census of {texts:,} distinct texts: {elapsed:6.2f} s")
        census, start = statistics.median(times), statistics.median(starts)
        ratio = census / start
        print(f"median of {args.runs}: {census:.2f} s; start-up {start:.2f} s; ratio {ratio:.1f}")


if __name__ == "__main__":
    main()
