"""Validation throughput: decks validated per second, warm cache, one process.

    python bench/validate.py [--decks 1000] [--repeat 3] [--format standard]

Builds ``--decks`` seeded random decks (the six starters with 1-4 cards swapped for random
cards of the card data, so some are legal and many are not), writes them as text files, then
times, best of ``--repeat`` runs:

- ``validate``: :func:`altered_deck.formats.validate` on the already resolved decks;
- ``read + resolve + validate``: the whole path of ``altered-deck validate FILE...`` minus the
  printing (read the text file, resolve against the warm SQLite cache, validate).

Card data comes from the bundled card data (``data/cards/``).
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import date
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.formats import validate

ROOT = Path(__file__).resolve().parent.parent
STARTERS = ROOT / "data" / "decks"
AS_OF = date(2026, 11, 22)


def make_decks(store: CardStore, count: int, folder: Path, seed: int = 1) -> list[Path]:
    """``count`` deck files: starters with a few cards swapped for random cards."""
    rng = random.Random(seed)
    starters = [p.read_text(encoding="utf-8").splitlines() for p in sorted(STARTERS.glob("*.txt"))]
    pool = sorted(key for key, _, _ in store.all_keys())
    paths = []
    for index in range(count):
        lines = list(rng.choice(starters))
        for _ in range(rng.randint(1, 4)):
            position = rng.randrange(1, len(lines))
            lines[position] = f"1 {rng.choice(pool)}"
        path = folder / f"deck{index:04d}.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--format", default="standard")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = CardStore.in_dir(folder / "cache")
        store.count()  # fills the cache from the bundled card data
        paths = make_decks(store, args.decks, folder)
        resolved = [resolve_deck(read_deck(str(p)), store) for p in paths]  # warms the cache

        best_validate = best_full = float("inf")
        illegal = 0
        for _ in range(args.repeat):
            started = time.perf_counter()
            results = [validate(deck, args.format, AS_OF) for deck in resolved]
            best_validate = min(best_validate, time.perf_counter() - started)
            illegal = sum(1 for r in results if not r.legal)

            started = time.perf_counter()
            for path in paths:
                validate(resolve_deck(read_deck(str(path)), store), args.format, AS_OF)
            best_full = min(best_full, time.perf_counter() - started)
        store.close()

    count = len(paths)
    print(
        f"{count} decks ({illegal} illegal) · format {args.format} · as of {AS_OF} · best of "
        f"{args.repeat}"
    )
    print(
        f"validate                   {count / best_validate:10,.0f} decks/s "
        f"({best_validate * 1000:.1f} ms)"
    )
    print(
        f"read + resolve + validate  {count / best_full:10,.0f} decks/s ({best_full * 1000:.1f} ms)"
    )


if __name__ == "__main__":
    main()
