"""The searching pilot against the others: win shares in duels, and its speed.

    python bench/search.py [--games 200] [--budget 32] [--decks sierra,kojo] [--vs greedy]
                           [--pair sierra:kojo] [--seed 1]

For each deck of ``--decks``, a mirror match (the deck against itself): the search pilot plays
one side, ``--vs`` (greedy or planner) the other; seats and the first player alternate game by
game, so each pilot plays each seat first equally often. ``--pair A:B`` plays A against B with
the search pilot on both sides at ``--budget`` and at 4× it (the convergence check). Prints
the search pilot's share of wins (draws count half) with a 95% Wilson interval, and duels per
second of one process (pure Python or compiled: the line says which).
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck
from altered_deck.engine import is_compiled
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import DuelRecord, play_duel
from altered_deck.engine.core.state import RESHUFFLE_MORNING
from altered_deck.engine.pilots import make_pilot

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


def play(
    decks: tuple[CompiledDeck, CompiledDeck],
    pilots: tuple[str, str],
    budgets: tuple[int, int],
    games: int,
    seed: int,
) -> tuple[float, float]:
    """Side 0's share of ``games`` (draws half) and the seconds taken; seats alternate."""
    wins = 0.0
    started = time.process_time()
    for game in range(games):
        swap = game % 2  # side 0 sits in seat ``swap``
        first = (game // 2) % 2
        order = (0, 1) if not swap else (1, 0)
        seat_decks = (decks[order[0]], decks[order[1]])
        seat_pilots = tuple(make_pilot(pilots[i], budgets[i]) for i in order)
        record: DuelRecord = play_duel(
            seat_decks,
            seed * 100_003 + game,
            seat_pilots,  # type: ignore[arg-type]
            first=first,
            reshuffle_rule=RESHUFFLE_MORNING,
        )
        if record.winner is None:
            wins += 0.5
        elif record.winner == swap:
            wins += 1.0
    return wins / games, time.process_time() - started


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--budget", type=int, default=64)
    parser.add_argument("--decks", default="sierra,kojo,akesha,sigismar,teija,nevenka")
    parser.add_argument("--vs", default="greedy")
    parser.add_argument("--pair", default="")
    parser.add_argument("--seed", type=int, default=1)
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
        for budget in (args.budget, 4 * args.budget):
            share, seconds = play(
                (compiled[a], compiled[b]),
                ("search", "search"),
                (budget, budget),
                args.games,
                args.seed,
            )
            low, high = wilson(share * args.games, args.games)
            print(
                f"{a} vs {b}, search {budget} both sides: {a} wins {share:.1%} "
                f"({low:.1%}-{high:.1%}), {args.games / seconds:.2f} duels/s ({build})"
            )
        return
    for name in args.decks.split(","):
        deck = compiled[name]
        share, seconds = play(
            (deck, deck), ("search", args.vs), (args.budget, 0), args.games, args.seed
        )
        low, high = wilson(share * args.games, args.games)
        print(
            f"{name} mirror, search {args.budget} vs {args.vs}: search wins {share:.1%} "
            f"({low:.1%}-{high:.1%}) of {args.games}, {args.games / seconds:.2f} duels/s ({build})"
        )


if __name__ == "__main__":
    main()
