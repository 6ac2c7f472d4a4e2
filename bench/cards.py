"""Card data figures: dump import, lookups, and a sync against a slow local API.

    python bench/cards.py [--lookups 10000] [--latency 0.05] [--repeat 3]

Prints three figures (the import and lookups are the best of ``--repeat`` runs):

- ``import``: ``cards import`` of the dump in EN and FR (parse, merge, one transaction);
- ``lookups``: ``--lookups`` seeded random lookups by reference on a fresh store, with its
  in-memory memo (what a deck resolution sees) and without it (a SQLite query each);
- ``sync``: ``sync_cards`` from the test API server on 127.0.0.1 with ``--latency`` seconds
  added to every answer (EN, then EN + FR), sequential requests as the real API wants.

The dump is ``ALTERED_DUMP_DIR`` (default: the repository's small test dump,
``tests/fixtures/dump``; point it at a full community dump for full-size figures).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from httpserver import serve  # noqa: E402

from altered_deck.cards.sources import ApiSource, DumpSource, HttpClient  # noqa: E402
from altered_deck.cards.store import CardStore  # noqa: E402
from altered_deck.cards.sync import sync_cards  # noqa: E402

SNAPSHOT = Path(os.environ.get("ALTERED_DUMP_DIR", ROOT / "tests" / "fixtures" / "dump"))


def bench_import(repeat: int) -> float:
    """Best time to import the dump (EN + FR) into an empty cache."""
    best = float("inf")
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            store = CardStore.in_dir(Path(tmp))
            started = time.perf_counter()
            sync_cards(store, DumpSource(SNAPSHOT), locales=["en-us", "fr-fr"])
            best = min(best, time.perf_counter() - started)
            store.close()
    return best


def bench_lookups(cache: Path, count: int, repeat: int) -> tuple[float, float]:
    """Best times for ``count`` lookups with the memo and with a SQLite query each."""
    keys = [k for k, _f, _n in CardStore.in_dir(cache).all_keys()]
    rng = random.Random(1)
    refs = [rng.choice(keys).lower() for _ in range(count)]
    memo = plain = float("inf")
    for _ in range(repeat):
        store = CardStore.in_dir(cache)
        store.count()  # open the connection outside the timing
        started = time.perf_counter()
        for ref in refs:
            assert store.get(ref) is not None
        memo = min(memo, time.perf_counter() - started)
        started = time.perf_counter()
        for ref in refs:
            store._memo.clear()  # measure the SQLite path, not the dict
            assert store.get(ref) is not None
        plain = min(plain, time.perf_counter() - started)
        store.close()
    return memo, plain


def bench_sync(latency: float, locales: list[str]) -> tuple[float, int, int]:
    """Time, cards and requests for a full sync from the local API with ``latency``."""
    with serve(SNAPSHOT) as server, tempfile.TemporaryDirectory() as tmp:
        server.latency = latency
        store = CardStore.in_dir(Path(tmp))
        source = ApiSource(server.url, client=HttpClient())
        started = time.perf_counter()
        summary = sync_cards(store, source, locales=locales)
        elapsed = time.perf_counter() - started
        store.close()
        return elapsed, summary.total, len(server.requests)


def main() -> None:
    """Run the three benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lookups", type=int, default=10_000)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    seconds = bench_import(args.repeat)
    print(f"import dump {SNAPSHOT.name} EN+FR: {seconds:.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        sync_cards(CardStore.in_dir(Path(tmp)), DumpSource(SNAPSHOT), locales=["en-us", "fr-fr"])
        memo, plain = bench_lookups(Path(tmp), args.lookups, args.repeat)
    n = args.lookups
    print(f"{n} lookups, with memo:    {memo * 1000:.1f} ms ({memo / n * 1e6:.1f} µs each)")
    print(f"{n} lookups, SQLite each:  {plain * 1000:.1f} ms ({plain / n * 1e6:.1f} µs each)")
    for locales in (["en-us"], ["en-us", "fr-fr"]):
        elapsed, cards, requests = bench_sync(args.latency, locales)
        print(
            f"sync {'+'.join(locales)} from local API, {args.latency * 1000:.0f} ms/request: "
            f"{elapsed:.2f} s ({cards} cards, {requests} requests)"
        )


if __name__ == "__main__":
    main()
