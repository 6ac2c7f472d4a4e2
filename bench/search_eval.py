"""Fits the search pilot's day-end evaluation: how often a position at the end of a day wins.

    python bench/search_eval.py [--games 300] [--seed 7]

Plays ``--games`` greedy duels for every pair of starters (mirrors included, the first player
alternating) and, after each day that did not decide the game (the next Morning done: where
the search pilot's simulations stop), records for each player the features of
:func:`altered_deck.engine.pilots.montecarlo.day_end_features` and whether that player went
on to win (a draw counts half). Fits a logistic model without intercept (the features change
sign with the player, so P(win) of one is 1 - P(win) of the other) by Newton's method on the
even games, and prints its coefficients, the log loss of the fitted model and of the
evaluation it replaces (the distance lead and 0.2 per card, squashed by the best single
scale) on the odd games, and a calibration table: predicted against observed wins.
"""

from __future__ import annotations

import argparse
import itertools
import math
import tempfile
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck
from altered_deck.engine import is_compiled
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.montecarlo import EVAL_FEATURES, day_end_features

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "data" / "decks"
STARTERS = ("sierra", "kojo", "akesha", "sigismar", "teija", "nevenka")

Sample = tuple[tuple[float, ...], float, int]
"""A day end's features for one player, its result (1 won, 0.5 draw, 0 lost), the game."""


def samples(games: int, seed: int) -> list[Sample]:
    """Day-end samples of greedy duels for every pair of starters."""
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        decks = {n: compile_deck(load_deck(str(DECKS / f"{n}.txt"), store)) for n in STARTERS}
    out: list[Sample] = []
    game_id = 0
    for a, b in itertools.combinations_with_replacement(STARTERS, 2):
        for g in range(games):
            duel = Duel((decks[a], decks[b]), seed * 1_000_003 + game_id, first=g % 2)
            pilots = (make_pilot("greedy"), make_pilot("greedy"))
            ends: list[tuple[tuple[float, ...], int]] = []
            day = duel.day
            while not duel.over:
                p = duel.current_player()
                duel.apply(pilots[p].choose(duel.seats[p]))
                if not duel.over and duel.day != day:
                    day = duel.day
                    ends += [(day_end_features(duel, p), p) for p in (0, 1)]
            for features, p in ends:
                won = 0.5 if duel.winner is None else float(duel.winner == p)
                out.append((features, won, game_id))
            game_id += 1
    return out


def fit(data: list[Sample], iterations: int = 12) -> list[float]:
    """Logistic regression without intercept by Newton's method (small ridge)."""
    k = len(data[0][0])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[1e-3 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y, _g in data:
            p = 1 / (1 + math.exp(-sum(wi * xi for wi, xi in zip(w, x, strict=True))))
            for i in range(k):
                grad[i] += (p - y) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def log_loss(data: list[Sample], predict) -> float:  # type: ignore[no-untyped-def]
    total = 0.0
    for x, y, _g in data:
        p = min(max(predict(x), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(data)


def main() -> None:
    """Print the fit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    data = samples(args.games, args.seed)
    train = [s for s in data if s[2] % 2 == 0]
    test = [s for s in data if s[2] % 2 == 1]
    w = fit(train)
    build = "compiled" if is_compiled() else "pure Python"
    print(f"{len(data)} day ends of {21 * args.games} greedy duels ({build}); fit on even games")
    for name, wi in zip(EVAL_FEATURES, w, strict=True):
        print(f"  {name:>14}: {wi:+.4f}")

    def model(x: tuple[float, ...]) -> float:
        return 1 / (1 + math.exp(-sum(wi * xi for wi, xi in zip(w, x, strict=True))))

    # the old evaluation (lead + 0.2 per card) through the logistic scale that fits it best
    old = [((x[0] + 0.2 * x[1],), y, g) for x, y, g in train]
    (scale,) = fit(old)
    print(
        f"log loss on odd games: fitted {log_loss(test, model):.4f}, lead+0.2/card scaled "
        f"{log_loss(test, lambda x: 1 / (1 + math.exp(-scale * (x[0] + 0.2 * x[1])))):.4f} "
        f"(scale {scale:.3f}), coin 0.6931"
    )
    bins: dict[int, list[float]] = {}
    for x, y, _g in test:
        bins.setdefault(min(int(model(x) * 10), 9), []).append(y)
    print("predicted  observed  day ends")
    for b in sorted(bins):
        ys = bins[b]
        print(f"  {b / 10:.1f}-{(b + 1) / 10:.1f}    {sum(ys) / len(ys):.3f}  {len(ys):>8}")


if __name__ == "__main__":
    main()
