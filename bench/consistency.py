"""Read-while-sync consistency: resolve a deck over and over while another process syncs.

    python bench/consistency.py [--reads 10000] [--min-syncs 2] [--cards N] [--no-snapshot]

A writer process replaces every card (or with ``--cards N``, the deck's cards and N more)
of a temporary cache again and again (a sync), each
generation stamping the English names with ``#N``. This process meanwhile resolves a starter
deck ``--reads`` times with :func:`resolve_deck` and counts the resolutions whose cards carry
more than one stamp: a mix of two syncs. ``--no-snapshot`` reads card by card without the
read transaction (what the library once did), to show the mix it prevents.

Prints one line, ``reads R, syncs seen S, mixed M``; exits 1 when M > 0 (or when fewer than
``--min-syncs`` generations were seen: the run did not overlap enough syncs).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from altered_deck.cards.bundle import load_bundle
from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "data" / "cards" / "cards.json.gz"
DECK = ROOT / "data" / "decks" / "sierra.txt"


def stamped(cards: list[Card], generation: int) -> list[Card]:
    """The cards with ``#generation`` after their English name."""
    return [
        card.model_copy(
            update={"names": {**card.names, "en-us": f"{card.names.get('en-us')} #{generation}"}}
        )
        for card in cards
    ]


def synced_cards(extra: int | None) -> list[Card]:
    """What each sync writes: the deck's cards and the first ``extra`` others (None: all)."""
    cards = load_bundle(BUNDLE).cards
    if extra is None:
        return cards
    wanted = {e.reference for e in read_deck(str(DECK)).entries}
    deck_cards = [c for c in cards if c.reference in wanted]
    return deck_cards + [c for c in cards if c.reference not in wanted][:extra]


def write_forever(cache_dir: Path, stop: Path, extra: int | None) -> None:
    """The writer: sync stamped generations until ``stop`` exists."""
    cards = synced_cards(extra)
    store = CardStore.in_dir(cache_dir, bundle=None)
    # Durability is not what is measured: no fsync, so syncs come fast on any disk
    # (transactions stay atomic for readers).
    store.info()
    assert store._conn is not None
    store._conn.execute("PRAGMA synchronous=OFF")
    generation = 0
    while not stop.exists():
        generation += 1
        store.replace_cards(
            stamped(cards, generation), {}, source=f"generation {generation}", locales=["en-us"]
        )


def stamp_of(card: Card) -> str:
    return (card.names.get("en-us") or "").rsplit("#", 1)[-1]


def read_many(
    cache_dir: Path, reads: int, snapshot: bool, min_syncs: int = 2
) -> tuple[int, int, int]:
    """Resolve the deck ``reads`` times, and on until ``min_syncs`` generations were seen
    (60 s at most); (resolutions, mixed resolutions, distinct generations seen)."""
    store = CardStore.in_dir(cache_dir, bundle=None)
    deck = read_deck(str(DECK))
    mixed = done = 0
    seen: set[str] = set()
    deadline = time.monotonic() + 60
    while done < reads or (len(seen) < min_syncs and time.monotonic() < deadline):
        done += 1
        if snapshot:
            stamps = {stamp_of(e.card) for e in resolve_deck(deck, store).entries}
        else:
            store._memo.clear()
            stamps = set()
            for entry in deck.entries:
                card = store.get(entry.reference)
                assert card is not None
                stamps.add(stamp_of(card))
        seen |= stamps
        mixed += len(stamps) > 1
    store.close()
    return done, mixed, len(seen)


def wait_for_first_sync(cache_dir: Path) -> None:
    """Start reading once the writer has committed: the reads must overlap syncs."""
    store = CardStore.in_dir(cache_dir, bundle=None)
    deadline = time.monotonic() + 60
    while store.info().source == "g0" and time.monotonic() < deadline:
        time.sleep(0.05)
    store.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reads", type=int, default=10_000)
    parser.add_argument("--no-snapshot", action="store_true")
    parser.add_argument("--cards", type=int, help="sync the deck's cards and this many more")
    parser.add_argument("--min-syncs", type=int, default=2, help="read on until this many seen")
    parser.add_argument("--writer", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--stop", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.writer:
        write_forever(args.writer, args.stop, args.cards)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        cache_dir = Path(tmp) / "cache"
        stop = Path(tmp) / "stop"
        first = CardStore.in_dir(cache_dir, bundle=None)
        first.replace_cards(stamped(synced_cards(args.cards), 0), {}, source="g0", locales=[])
        first.close()
        more = [] if args.cards is None else ["--cards", str(args.cards)]
        writer = subprocess.Popen(
            [sys.executable, __file__, "--writer", str(cache_dir), "--stop", str(stop), *more],
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        try:
            wait_for_first_sync(cache_dir)
            reads, mixed, generations = read_many(
                cache_dir, args.reads, not args.no_snapshot, args.min_syncs
            )
        finally:
            stop.touch()
            writer.wait(timeout=60)
    print(f"reads {reads}, syncs seen {generations}, mixed {mixed}")
    return 0 if mixed == 0 and generations >= args.min_syncs else 1


if __name__ == "__main__":
    sys.exit(main())
