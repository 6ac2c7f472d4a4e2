"""Start-up figures: whole commands in a fresh process, as ratios to ``python -c pass``.

    python bench/startup.py [--repeat 9] [--deck PATH]

Each command runs ``--repeat`` times in a new interpreter, in turn with the baseline
(``python -c pass``: command, baseline, command, baseline...); a figure is the median time
and the median of the pair-by-pair ratios, so that the ratio holds on a shared machine whose
speed drifts during the run. Goals: ``--help`` and ``--version`` at most 3x the baseline,
``validate`` of one deck at most 8x; ``stats`` at most 0.3 s end to end. The commands run as
a user runs them: the ``altered-deck`` console script beside this interpreter (``python -m
altered_deck`` when there is none, which adds runpy's own start-up). The goals are for the
compiled wheel: run this with the interpreter of a virtual environment it is installed in.

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


def wall_time(argv: list[str], env: dict[str, str]) -> float:
    """Wall time of ``argv`` in a new process, from start to exit (output discarded)."""
    started = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def paired(
    argv: list[str], baseline: list[str], repeat: int, env: dict[str, str]
) -> tuple[float, float, float]:
    """Median wall times of ``argv`` and ``baseline`` run in turn, and the median of the
    ratios of each pair."""
    pairs = [(wall_time(argv, env), wall_time(baseline, env)) for _ in range(repeat)]
    return (
        statistics.median(a for a, _ in pairs),
        statistics.median(b for _, b in pairs),
        statistics.median(a / b for a, b in pairs),
    )


def main() -> None:
    """Fill a cache, then time the baseline and each command in turn."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--deck", type=Path, default=None)
    args = parser.parse_args()
    deck = args.deck or sorted(STARTERS.glob("*.txt"))[0]
    script = Path(sys.executable).with_name("altered-deck")
    app = [str(script)] if script.is_file() else [sys.executable, "-m", "altered_deck"]
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "ALTERED_DECK_CACHE_DIR": cache}
        subprocess.run([*app, "cards", "show", "ALT_CORE_B_AX_08_R2"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        baseline = [sys.executable, "-c", "pass"]
        print(f"each command paired with python -c pass, {args.repeat} runs each, medians")
        figures = [
            ("--help", [*app, "--help"], "3x"),
            ("--version", [*app, "--version"], "3x"),
            (f"validate {deck.name}", [*app, "validate", str(deck)], "8x"),
            (f"stats {deck.name}", [*app, "stats", str(deck)], "0.30 s"),
        ]
        for label, argv, goal in figures:
            seconds, base, ratio = paired(argv, baseline, args.repeat, env)
            print(
                f"{label:24} {seconds * 1000:6.0f} ms  {ratio:5.2f}x baseline"
                f" ({base * 1000:.0f} ms)  (goal <= {goal})"
            )


if __name__ == "__main__":
    main()
