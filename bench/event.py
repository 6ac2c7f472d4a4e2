"""Event check speed: a registrations file of N players judged by ``altered-deck event check``.

    python bench/event.py [--players 1000] [--repeat 3]

Writes a registrations CSV of ``--players`` rows as a Google Forms sheet exports it (time
stamp, e-mail, "Player name", "Decklist (paste your code)", CRLF; the starter decks and a few
illegal ones, half given as deck files beside the CSV and half as altered-deckfmt codes), then
times the whole command as a user runs it (a new process, warm card cache, JSON output),
best and median of ``--repeat`` runs, against ``altered-deck --help`` (the start-up alone).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from altered_deck.decks.deckfmt import encode_deckfmt
from altered_deck.decks.text import parse_text

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "data" / "decks"


def write_event(folder: Path, players: int) -> Path:
    """A registrations CSV of ``players`` rows, decks beside it or as codes."""
    files = sorted(DECKS.glob("*.txt")) + sorted((DECKS / "illegal").glob("*.txt"))
    for path in files:
        (folder / path.name).write_bytes(path.read_bytes())
    codes = [encode_deckfmt(parse_text(p.read_text(encoding="utf-8"))) for p in files]
    registrations = folder / "registrations.csv"
    with registrations.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)  # CRLF line endings, quotes where needed, as Sheets writes
        writer.writerow(["Timestamp", "Email Address", "Player name", "Decklist (paste your code)"])
        for index in range(players):
            which = index % len(files)
            cell = files[which].name if index % 2 else codes[which]
            stamp = f"06/12/2026 09:{index // 60 % 60:02d}:{index % 60:02d}"
            writer.writerow([stamp, f"p{index}@example.org", f"Player {index:04d}", cell])
    return registrations


def timed(command: list[str], repeat: int) -> list[float]:
    """Wall seconds of each of ``repeat`` runs of ``command``."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run(command, check=False, capture_output=True)
        times.append(time.perf_counter() - started)
    return times


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        registrations = write_event(folder, args.players)
        base = [sys.executable, "-m", "altered_deck", "--cache-dir", str(folder / "cache")]
        check = [*base, "event", "check", str(registrations), "-f", "standard", "--json"]
        timed(check, 1)  # fills the cache from the bundled card data
        for label, command in (("event check", check), ("start-up (--help)", [*base, "--help"])):
            times = timed(command, args.repeat)
            print(
                f"{label:<18} {args.players} players: best {min(times):.2f} s, "
                f"median {statistics.median(times):.2f} s"
            )


if __name__ == "__main__":
    main()
