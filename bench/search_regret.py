"""How far the search pilot's choices fall from the best, decision by decision.

    python bench/search_regret.py [--pair kojo:teija] [--games 10] [--positions 150]
                                  [--reference 300] [--budgets 64,256] [--repeats 3]

A matchup run needs about 1,000 games to show a 3-point move; this bench asks a sharper
question of far fewer positions. It plays ``--games`` duels of the pair with the search pilot
at its default budget on both sides and keeps the Afternoon decisions with three or more
distinct choices; on ``--positions`` of them drawn at random it scores every choice on the
same ``--reference`` determinized worlds (the rest of the day played out, the position's worth
on the ±10 scale of :func:`~altered_deck.engine.pilots.montecarlo.evaluate`), then lets the
search choose ``--repeats`` times at each of ``--budgets``. It prints, per budget, the mean
*regret* (the reference worth of the best choice minus that of the one made, with a 95%
interval), how often the best choice was made and the simulations spent per decision. A
search that has converged has a regret near the reference's own noise.
"""

from __future__ import annotations

import argparse
import math
import random
import tempfile
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.state import P_AFTERNOON, RESHUFFLE_MORNING, Action
from altered_deck.engine.games import play_duel
from altered_deck.engine.pilots.greedy import GreedyPilot
from altered_deck.engine.pilots.montecarlo import (
    DEFAULT_BUDGET,
    SearchPilot,
    distinct_actions,
    greedy_first,
    play_the_day,
    sequential_halving,
)

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "data" / "decks"
PLAYOUT = (GreedyPilot(), GreedyPilot())


class RecordingPilot(SearchPilot):
    """The search pilot, keeping a copy of each Afternoon position with 3+ distinct choices."""

    def __init__(self, positions: list[tuple[Duel, int]]) -> None:
        super().__init__(DEFAULT_BUDGET)
        self.positions = positions

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        seat = duel.seats[player]
        if seat.phase == P_AFTERNOON and len(distinct_actions(duel.legal_actions(), seat)) > 2:
            self.positions.append((duel.clone(), player))
        return super().choose_in_duel(duel, player)


def candidates(duel: Duel, player: int) -> list[Action]:
    """The distinct choices in the search pilot's order (the greedy pilot's first)."""
    seat = duel.seats[player]
    return greedy_first(distinct_actions(duel.legal_actions(), seat), GreedyPilot().choose(seat))


def main() -> None:
    """Print the regret of each budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pair", default="kojo:teija")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--reference", type=int, default=300)
    parser.add_argument("--budgets", default=f"{DEFAULT_BUDGET},{4 * DEFAULT_BUDGET}")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        a, b = (
            compile_deck(load_deck(str(DECKS / f"{name}.txt"), store))
            for name in args.pair.split(":")
        )
    positions: list[tuple[Duel, int]] = []
    for game in range(args.games):
        pilots = (RecordingPilot(positions), RecordingPilot(positions))
        play_duel(
            (a, b),
            args.seed * 100_003 + game,
            pilots,
            first=game % 2,
            reshuffle_rule=RESHUFFLE_MORNING,
        )
    random.Random(args.seed).shuffle(positions)
    sample = positions[: args.positions]
    print(f"{args.pair}: {len(sample)} of {len(positions)} decisions with 3+ choices", flush=True)
    reference = []
    for k, (duel, player) in enumerate(sample):
        actions = candidates(duel, player)
        draw = random.Random(args.seed * 1_000_003 + k)
        worlds = [draw.getrandbits(63) for _ in range(args.reference)]
        worth = [
            sum(play_the_day(duel, player, action, w, PLAYOUT) for w in worlds) / len(worlds)
            for action in actions
        ]
        reference.append((duel, player, actions, worth))
    for budget in (int(x) for x in args.budgets.split(",")):
        regrets: list[float] = []
        best_made = 0
        simulations = 0
        for k, (duel, player, actions, worth) in enumerate(reference):
            for repeat in range(args.repeats):

                def score(i: int, world: int) -> float:
                    nonlocal simulations
                    simulations += 1
                    return play_the_day(duel, player, actions[i], world, PLAYOUT)  # noqa: B023

                chosen = sequential_halving(
                    len(actions), budget, random.Random(k * 1_000 + repeat), score
                )
                regrets.append(max(worth) - worth[chosen])
                best_made += worth[chosen] == max(worth)
        n = len(regrets)
        mean = sum(regrets) / n
        half = 1.96 * math.sqrt(sum((r - mean) ** 2 for r in regrets) / max(1, n - 1) / n)
        print(
            f"budget {budget}: mean regret {mean:.3f} "
            f"(95% CI {mean - half:.3f} to {mean + half:.3f}), best choice {best_made / n:.1%}, "
            f"{simulations / n:.1f} simulations a decision",
            flush=True,
        )


if __name__ == "__main__":
    main()
