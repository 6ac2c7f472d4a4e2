"""Start-up figures: whole commands in a fresh process, as ratios to ``python -c pass``.

    python bench/startup.py [--repeat 9] [--deck PATH]

Each figure is the median of ``--repeat`` runs of one command in a new interpreter, measured
in the same run as the baseline (``python -c pass``), so the ratio means something on a
noisy machine. Goals: ``--help`` and ``--version`` at most 3x the baseline;
``validate`` of one deck at most 0.25 s and ``stats`` at most 0.3 s end to end.

The cache is a temporary one, filled from the bundled card data by a first untimed run;
the deck is the first starter deck in ``data/decks/`` unless ``--deck``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STARTERS = ROOT / "data" / "decks"


def timed(argv: list[str], repeat: int, env: dict[str, str]) -> float:
    """Median wall time of ``argv`` in a new process (output discarded)."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    """Fill a cache, then time the baseline and each command in turn."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--deck", type=Path, default=None)
    args = parser.parse_args()
    deck = args.deck or sorted(STARTERS.glob("*.txt"))[0]
    app = [sys.executable, "-m", "altered_deck"]
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "ALTERED_DECK_CACHE_DIR": cache}
        subprocess.run([*app, "cards", "show", "ALT_CORE_B_AX_08_R2"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        baseline = timed([sys.executable, "-c", "pass"], args.repeat, env)
        print(f"baseline python -c pass: {baseline * 1000:.0f} ms (median of {args.repeat})")
        figures = [
            ("--help", [*app, "--help"], None),
            ("--version", [*app, "--version"], None),
            (f"validate {deck.name}", [*app, "validate", str(deck)], 0.25),
            (f"stats {deck.name}", [*app, "stats", str(deck)], 0.30),
        ]
        for label, argv, goal in figures:
            seconds = timed(argv, args.repeat, env)
            target = "goal <= 3.0x" if goal is None else f"goal <= {goal:.2f} s"
            print(
                f"{label:24} {seconds * 1000:6.0f} ms  {seconds / baseline:5.1f}x baseline"
                f"  ({target})"
            )


if __name__ == "__main__":
    main()
