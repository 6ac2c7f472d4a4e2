"""Single-process engine speed: games per second for a deck with a pilot.

Usage: python bench/engine.py [DECK] [--games N] [--pilot greedy|planner|random] [--profile]
[--hash N] (default: the Sierra starter, 5000 games, greedy). Uses the bundled card data.

Each repeat also times :func:`minimal_loop`, a bare goldfish loop over the same deck's costs
and stats (no effects, no Reserve, no legality checks, no records), and the report gives the
engine's speed as a ratio to it, both measured in the same run (the machine is shared and
noisy; the ratio is what compares across runs). Process CPU time (``time.process_time``)
is reported too: it does not count the time spent waiting for a core on a loaded machine.

``--hash N`` prints one SHA-256 over the first N seeded games (every action the pilot chose,
its answers to the cards' decisions included, and each game's records) instead of timing: a
speed change must leave it unchanged.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine import is_compiled
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.game import Game
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import PILOT_NAMES, make_pilot

ROOT = Path(__file__).resolve().parent.parent


def load(deck_path: Path) -> CompiledDeck:
    """Resolve and compile a text decklist against a cache filled from the bundled card data."""
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        store.count()  # fills the cache from the bundled card data
        deck = parse_text(deck_path.read_text(encoding="utf-8"), source=str(deck_path))
        compiled = compile_deck(resolve_deck(deck, store))
        store.close()
    return compiled


def minimal_loop(deck: CompiledDeck, seed: int, max_days: int = 12) -> int | None:
    """A bare no-effects goldfish game: cheapest Characters first, where power is missing;
    the day won (None: not won by the cap). The floor the engine is compared with."""
    rng = random.Random(seed)
    cards = [(c.hand_cost, max(c.stats) if c.is_character else 0) for c in deck.cards]
    pile = [cards[i] for i in deck.deck]
    rng.shuffle(pile)
    hand = [pile.pop() for _ in range(6)]
    hand.sort()
    orbs = 3
    del hand[-3:]
    hero = companion = 0
    for day in range(1, max_days + 1):
        if day > 1:
            hand += [pile.pop() for _ in range(2) if pile]
            hand.sort()
            if len(hand) >= 3:
                hand.pop()
                orbs += 1
        mana = orbs
        power = [0, 0]
        for card in list(hand):
            cost, stat = card
            if cost > mana or not stat:
                continue
            mana -= cost
            hand.remove(card)
            power[0 if power[0] <= power[1] else 1] += stat
        hero += power[0] > 0
        companion += power[1] > 0
        if hero + companion >= 7:
            return day
    return None


def games_hash(deck: CompiledDeck, pilot_name: str, games: int) -> str:
    """SHA-256 of seeds 0..games-1 played out: each chosen action, then the game's records."""
    digest = hashlib.sha256()
    pilot = make_pilot(pilot_name)
    for seed in range(games):
        game = Game(deck, seed)
        game.decider = pilot.decide  # a card's decisions: the pilot's, as in play_game
        if pilot.step_by_step:
            game.step_by_step()
        actions = []
        while not game.is_terminal():
            asking = game.asking
            action = pilot.choose(game) if asking is None else pilot.answer(game, asking)
            actions.append(action)
            game.apply(action)
        digest.update(repr((seed, actions, game.record())).encode())
    return digest.hexdigest()


def main() -> int:
    """Run the benchmark and print games/s and the win-day summary."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("deck", nargs="?", default=str(ROOT / "data/decks/sierra.txt"))
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--pilot", choices=PILOT_NAMES, default="greedy")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--hash", type=int, default=0, metavar="N")
    args = parser.parse_args()
    deck = load(Path(args.deck))
    if args.hash:
        print(
            f"{Path(args.deck).name} {args.hash} games: {games_hash(deck, args.pilot, args.hash)}"
        )
        return 0
    pilot = make_pilot(args.pilot)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(args.games):
            play_game(deck, seed, pilot)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    rates = []
    floor_rates = []
    cpu_rates = []
    cpu_floor_rates = []
    records = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        cpu = time.process_time()
        records = [play_game(deck, seed, pilot) for seed in range(args.games)]
        cpu_rates.append(args.games / (time.process_time() - cpu))
        rates.append(args.games / (time.perf_counter() - start))
        start = time.perf_counter()
        cpu = time.process_time()
        for seed in range(args.games):
            minimal_loop(deck, seed)
        cpu_floor_rates.append(args.games / (time.process_time() - cpu))
        floor_rates.append(args.games / (time.perf_counter() - start))
    won = [r.won_day for r in records if r.won_day is not None]
    print(f"deck: {Path(args.deck).name}  pilot: {args.pilot}  games: {args.games} x {args.repeat}")
    print(f"engine: {'compiled (mypyc)' if is_compiled() else 'pure Python'}")
    print(f"games/s (1 process): best {max(rates):,.0f}  median {statistics.median(rates):,.0f}")
    print(f"ms/game: {1000 / max(rates):.3f}")
    # each repeat times the engine and the minimal loop back to back: their ratio is what
    # survives a shared machine's load changing between repeats
    ratios = [rate / floor for rate, floor in zip(rates, floor_rates, strict=True)]
    print(
        f"minimal no-effects loop: best {max(floor_rates):,.0f} games/s; "
        f"engine / minimal = {max(rates) / max(floor_rates):.3f} (best / best), per repeat "
        f"min {min(ratios):.3f} median {statistics.median(ratios):.3f}"
    )
    cpu_ratio = max(cpu_rates) / max(cpu_floor_rates)
    print(
        f"CPU time: games/s best {max(cpu_rates):,.0f}  "
        f"median {statistics.median(cpu_rates):,.0f}; "
        f"minimal best {max(cpu_floor_rates):,.0f}; engine / minimal = {cpu_ratio:.3f}"
    )
    if won:
        print(
            f"won: {len(won) / len(records):.1%}  mean win day {statistics.mean(won):.2f}  "
            f"median {statistics.median(won)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
