"""Card data figures: dump import, lookups, and a sync against a slow local API.

    python bench/cards.py [--lookups 10000] [--latency 0.05] [--repeat 3] [--concurrency 8]

Prints these figures (the import and lookups are the best of ``--repeat`` runs), each with
the baseline it is compared with, measured in the same run:

- ``import``: ``cards import`` of the dump in EN and FR (parse, merge, one transaction);
- ``lookups``: ``--lookups`` seeded random warm lookups by reference (a second pass over the
  same references, so the memo answers; goal: 10,000 in 10 ms or less), and the same
  references through a SQLite query each; baseline: as many lookups in a plain dict;
- ``sync``: ``sync_cards`` from the test API server on 127.0.0.1 with ``--latency`` seconds
  added to every answer (EN, then EN + FR; goals 2 s and 3 s at 50 ms), pages fetched
  ``--concurrency`` at a time; baseline: the same sync with no added latency.

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


def bench_lookups(cache: Path, count: int, repeat: int) -> tuple[float, float, float]:
    """Best times for ``count`` warm lookups, a SQLite query each, and a plain dict."""
    keys = [k for k, _f, _n in CardStore.in_dir(cache).all_keys()]
    rng = random.Random(1)
    refs = [rng.choice(keys).lower() for _ in range(count)]
    table = {ref: ref for ref in refs}
    memo = plain = baseline = float("inf")
    for _ in range(repeat):
        store = CardStore.in_dir(cache)
        for ref in refs:  # warm: every reference read once
            assert store.get(ref) is not None
        started = time.perf_counter()
        for ref in refs:
            assert store.get(ref) is not None
        memo = min(memo, time.perf_counter() - started)
        started = time.perf_counter()
        for ref in refs:
            assert table.get(ref) is not None
        baseline = min(baseline, time.perf_counter() - started)
        started = time.perf_counter()
        for ref in refs:
            store._memo.clear()  # measure the SQLite path, not the dict
            assert store.get(ref) is not None
        plain = min(plain, time.perf_counter() - started)
        store.close()
    return memo, plain, baseline


def bench_sync(
    latency: float, locales: list[str], concurrency: int, repeat: int
) -> tuple[float, int, int]:
    """Best time of ``repeat`` full syncs from the local API with ``latency``; cards and
    requests of one sync."""
    best = float("inf")
    for _ in range(repeat):
        with serve(SNAPSHOT) as server, tempfile.TemporaryDirectory() as tmp:
            server.latency = latency
            store = CardStore.in_dir(Path(tmp), bundle=None)
            source = ApiSource(server.url, client=HttpClient(concurrency=concurrency))
            started = time.perf_counter()
            summary = sync_cards(store, source, locales=locales)
            best = min(best, time.perf_counter() - started)
            store.close()
    return best, summary.total, len(server.requests)


def main() -> None:
    """Run the three benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lookups", type=int, default=10_000)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args()

    seconds = bench_import(args.repeat)
    print(f"import dump {SNAPSHOT.name} EN+FR: {seconds:.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        sync_cards(CardStore.in_dir(Path(tmp)), DumpSource(SNAPSHOT), locales=["en-us", "fr-fr"])
        memo, plain, base = bench_lookups(Path(tmp), args.lookups, args.repeat)
    n = args.lookups
    print(f"baseline: {n} plain dict lookups: {base * 1000:.2f} ms")
    print(
        f"{n} warm lookups (memo): {memo * 1000:.2f} ms ({memo / n * 1e6:.2f} µs each, "
        f"{memo / base:.1f}x baseline; goal <= 10 ms)"
    )
    print(
        f"{n} lookups, SQLite each: {plain * 1000:.1f} ms ({plain / n * 1e6:.1f} µs each, "
        f"{plain / base:.0f}x baseline)"
    )
    for locales, goal in ((["en-us"], 2.0), (["en-us", "fr-fr"], 3.0)):
        label = "+".join(locales)
        zero, _cards, _requests = bench_sync(0.0, locales, args.concurrency, args.repeat)
        elapsed, cards, requests = bench_sync(args.latency, locales, args.concurrency, args.repeat)
        print(f"baseline: sync {label}, no added latency: {zero:.2f} s")
        print(
            f"sync {label}, {args.latency * 1000:.0f} ms/request, {args.concurrency} at once: "
            f"{elapsed:.2f} s = {elapsed / zero:.1f}x baseline ({cards} cards, {requests} "
            f"requests; sequential waiting alone: {requests * args.latency:.1f} s; "
            f"goal <= {goal:g} s)"
        )


if __name__ == "__main__":
    main()
