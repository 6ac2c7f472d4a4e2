"""How long ``engine scenario --apply`` takes for many actions (each action's cost must not
grow with the actions before it).

    python bench/scenario_apply.py [--applies 800,5000] [--cache-dir DIR]

The position is a goldfish day 2 Afternoon with a Hero, two cards in hand and nothing in
play, so action 1 is always legal (``pass`` in the Afternoon, ``do not Expand`` in the
Morning) and the game never ends: ``--apply 1`` repeated N times plays N days and more. Each
figure is the wall time of one ``altered-deck engine scenario POS --apply 1 ... --json`` in a
new process (start-up and the card cache included), on a cache filled from the bundled card
data by a first untimed run. Goal: 5,000 applies in under 10 s.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

POSITION = {
    "as_of": "2026-03-01",
    "day": 2,
    "phase": "afternoon",
    "players": [
        {
            "hero": "ALT_CORE_B_AX_01_C",
            "hand": ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_08_C"],
            "mana": {"orbs": 3, "ready": 3},
        }
    ],
}


def run(cache: Path, position: Path, applies: int) -> float:
    """Wall time of one scenario run with ``applies`` times ``--apply 1``."""
    argv = [sys.executable, "-m", "altered_deck", "--cache-dir", str(cache), "engine"]
    argv += ["scenario", str(position), "--json", *["--apply", "1"] * applies]
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"exit {done.returncode}: {done.stderr.strip()}")
    log = json.loads(done.stdout)["log"]
    print(f"{applies:>6} applies: {elapsed:6.2f} s ({len(log)} log lines)")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--applies", default="800,5000", help="counts to time, comma-separated")
    parser.add_argument("--cache-dir", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = args.cache_dir or Path(tmp) / "cache"
        position = Path(tmp) / "position.json"
        position.write_text(json.dumps(POSITION), encoding="utf-8")
        run(cache, position, 0)  # fills the cache from the bundle, untimed
        for applies in (int(n) for n in args.applies.split(",")):
            run(cache, position, applies)


if __name__ == "__main__":
    main()
