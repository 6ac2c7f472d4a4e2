"""The searching pilot against the others: win shares in duels, and its speed.

    python bench/search.py [--games 200] [--budget 64] [--decks sierra,kojo] [--vs greedy]
                           [--pair sierra:kojo] [--seed 1] [--jobs 2] [--out results.jsonl]

For each deck of ``--decks``, a mirror match (the deck against itself): the search pilot plays
one side, ``--vs`` (greedy, planner, or search at the same budget: its speed on that deck) the
other; seats and the first player alternate game by game, so each pilot plays each seat first
equally often. ``--pair A:B`` plays A against B with the search pilot on both sides at
``--budget`` and at 4× it on the same games (the convergence check): A's share at each budget,
how far it moved with a 95% interval over the per-game differences, and a digest of the
per-game results (the same digest: the same games won the same way, e.g. before and after a change
that should not alter play). Prints the search pilot's share of wins (draws count half) with a
95% Wilson interval, duels per second of one process (CPU time summed over the processes; pure
Python or compiled: the line says which) and a digest of how each game ended (winner, day,
distances, cards played: a change that should not alter play must leave it as it was).
``--jobs`` plays the games in that many processes: each game is seeded by its number, so the
results are the same for any number of processes. ``--out`` appends each run's per-game results
as one JSON line (to combine or re-analyse runs).
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import math
import multiprocessing
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck
from altered_deck.engine import is_compiled
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import DuelRecord
from altered_deck.engine.games import play_duel
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.montecarlo import DEFAULT_BUDGET

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "data" / "decks"


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share."""
    if games == 0:
        return (0.0, 1.0)
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (centre - half, centre + half)


def play_one(
    decks: tuple[CompiledDeck, CompiledDeck],
    pilots: tuple[str, str],
    budgets: tuple[int, int],
    seed: int,
    game: int,
) -> tuple[float, float, tuple[object, ...]]:
    """Side 0's result in game number ``game`` (1 won, 0.5 draw, 0 lost), the CPU seconds it
    took and how it ended (winner, day, distances, cards played); side 0 sits in seat
    ``game % 2`` and the first player alternates every two games, so each pilot plays each
    seat first equally often."""
    started = time.process_time()
    swap = game % 2
    first = (game // 2) % 2
    order = (0, 1) if not swap else (1, 0)
    seat_decks = (decks[order[0]], decks[order[1]])
    seat_pilots = tuple(make_pilot(pilots[i], budgets[i]) for i in order)
    # No settings: a duel's defaults (20 days, the reshuffle in the Morning).
    record: DuelRecord = play_duel(
        seat_decks,
        seed * 100_003 + game,
        seat_pilots,  # type: ignore[arg-type]
        first=first,
    )
    result = 0.5 if record.winner is None else float(record.winner == swap)
    ended = (record.winner, record.days, record.distances, record.plays)
    return result, time.process_time() - started, ended


def play(
    decks: tuple[CompiledDeck, CompiledDeck],
    pilots: tuple[str, str],
    budgets: tuple[int, int],
    games: int,
    seed: int,
    jobs: int = 1,
) -> tuple[list[float], float, list[tuple[object, ...]]]:
    """Side 0's result in each game, the CPU seconds taken (over ``jobs`` processes) and how
    each game ended."""
    task = functools.partial(play_one, decks, pilots, budgets, seed)
    if jobs <= 1:
        played = [task(game) for game in range(games)]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            played = pool.map(task, range(games), chunksize=1)
    results = [result for result, _, _ in played]
    return results, sum(seconds for _, seconds, _ in played), [ended for *_, ended in played]


def save(path: str, run: dict[str, object]) -> None:
    """Append one run's description and per-game results to ``path`` as a JSON line."""
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(run) + "\n")


def paired_move(before: list[float], after: list[float]) -> tuple[float, float]:
    """The mean change from ``before`` to ``after`` on the same games, and the half-width of
    its 95% interval (normal, over the per-game differences)."""
    diffs = [b - a for a, b in zip(before, after, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def digest(per_game: list[float] | list[tuple[object, ...]]) -> str:
    """A short digest of per-game results: the same digest, the same games won the same way."""
    return hashlib.sha256(repr(per_game).encode()).hexdigest()[:12]


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--decks", default="sierra,kojo,akesha,sigismar,teija,nevenka")
    parser.add_argument("--vs", default="greedy")
    parser.add_argument("--pair", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    build = "compiled" if is_compiled() else "pure Python"
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        compiled = {
            name: compile_deck(load_deck(str(DECKS / f"{name}.txt"), store))
            for name in {*args.decks.split(","), *args.pair.split(":")} - {""}
        }
    if args.pair:
        a, b = args.pair.split(":")
        runs = []
        for budget in (args.budget, 4 * args.budget):
            results, seconds, _ = play(
                (compiled[a], compiled[b]),
                ("search", "search"),
                (budget, budget),
                args.games,
                args.seed,
                args.jobs,
            )
            runs.append(results)
            save(
                args.out,
                {"pair": args.pair, "budget": budget, "seed": args.seed, "results": results},
            )
            results_digest = digest(results)
            share = sum(results) / args.games
            low, high = wilson(share * args.games, args.games)
            print(
                f"{a} vs {b}, search {budget} both sides: {a} wins {share:.1%} "
                f"({low:.1%}-{high:.1%}) of {args.games}, {args.games / seconds:.2f} duels/s "
                f"({build}; results {results_digest})",
                flush=True,
            )
        move, half = paired_move(*runs)
        print(
            f"{args.budget} -> {4 * args.budget}: {a}'s share moved {100 * move:+.1f} points "
            f"(same games, 95% CI {100 * (move - half):+.1f} to {100 * (move + half):+.1f})"
        )
        return
    for name in args.decks.split(","):
        deck = compiled[name]
        results, seconds, ended = play(
            (deck, deck),
            ("search", args.vs),
            (args.budget, args.budget),
            args.games,
            args.seed,
            args.jobs,
        )
        save(
            args.out,
            {
                "mirror": name,
                "vs": args.vs,
                "budget": args.budget,
                "seed": args.seed,
                "results": results,
            },
        )
        share = sum(results) / args.games
        low, high = wilson(share * args.games, args.games)
        print(
            f"{name} mirror, search {args.budget} vs {args.vs}: search wins {share:.1%} "
            f"({low:.1%}-{high:.1%}) of {args.games}, {args.games / seconds:.2f} duels/s "
            f"({build}; games {digest(ended)})",
            flush=True,
        )


if __name__ == "__main__":
    main()
