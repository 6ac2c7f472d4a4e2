"""``deck convert`` throughput: decks per second, text → deckfmt, in-process, warm cache.

    python bench/decks.py [--decks 2000] [--repeat 3] [--cache-dir DIR]

Two figures, each the best of ``--repeat`` runs over the six starter decks in turn:

- ``cli``: the whole ``altered-deck deck convert FILE --to deckfmt`` command through click's
  CliRunner (option parsing, file reading, detection, parsing, encoding, output);
- ``library``: ``read_deck`` + ``convert_deck`` alone, with one warm store.

Card data comes from ``--cache-dir`` when given, else from a temporary cache filled from the
bundled card data (``data/cards/``). deckfmt output
does not consult the cache; it is filled so the run is what a user with a cache sees.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.reader import read_deck
from altered_deck.decks.writer import convert_deck

ROOT = Path(__file__).resolve().parent.parent
STARTERS = sorted((ROOT / "data" / "decks").glob("*.txt"))


def decks_per_second(convert_one: Callable[[Path], None], decks: int, repeat: int) -> float:
    """Best throughput of ``repeat`` runs converting ``decks`` starter decks."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for i in range(decks):
            convert_one(STARTERS[i % len(STARTERS)])
        best = min(best, time.perf_counter() - started)
    return decks / best


def main() -> None:
    """Measure and print decks per second for the CLI command and the library calls."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cache-dir", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache_dir = args.cache_dir or Path(tmp)
        store = CardStore.in_dir(cache_dir)
        if store.count() == 0:
            store.count()  # fills the cache from the bundled card data
        runner = CliRunner()
        base = ["--cache-dir", str(cache_dir), "--offline", "deck", "convert"]

        def via_cli(path: Path) -> None:
            result = runner.invoke(cli, [*base, str(path), "--to", "deckfmt"])
            if result.exit_code != 0:
                raise SystemExit(f"deck convert failed: {result.stderr}")

        def via_library(path: Path) -> None:
            convert_deck(read_deck(str(path)), "deckfmt", store)

        via_cli(STARTERS[0])  # warm imports and the cache file
        cli_rate = decks_per_second(via_cli, args.decks, args.repeat)
        lib_rate = decks_per_second(via_library, args.decks, args.repeat)
        store.close()
    print(f"deck convert text → deckfmt, {args.decks} decks, best of {args.repeat}:")
    print(f"  cli (CliRunner, in-process): {cli_rate:,.0f} decks/s")
    print(f"  library (read_deck + convert_deck): {lib_rate:,.0f} decks/s")


if __name__ == "__main__":
    main()
