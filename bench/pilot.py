"""Pilot quality: Day 1 double moves against an exhaustive search, win days, effects on/off.

Usage: python bench/pilot.py [--games N] [--decks sierra,nevenka,...] [--pilots greedy,planner]

For each starter and each of N seeded games:

* the exhaustive search (every distinct Mana set, every distinct order of Day 1 plays, on
  a copy that knows the deck order: an upper bound) says whether both expeditions can move
  on Day 1; the report gives, over those games, the share in which each pilot did it;
* that bound is not fair to a player: it sees the Deck order (what a draw or a [Resupply]
  brings) and the die rolls. So the report also gives the *sure* double moves (one Mana
  set lets both expeditions move on the real order and on 4 copies whose hidden cards and
  rolls are redrawn: :func:`~altered_deck.engine.pilots.search.sure_day1_double`), the
  reference for a player who knows its decklist but not the order, and each pilot's share
  of those;
* each pilot's mean win day and share won by day 4, with the deck's text modelled and with
  every card's text stripped (vanilla cards of the same costs and stats).

Uses the bundled card data and the starters in data/decks.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_cards
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.game import Game
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.search import best_day1_moves, sure_day1_double

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import ROOT, load

STARTERS = ROOT / "data" / "decks"


def stripped(path: Path) -> CompiledDeck:
    """The deck at ``path`` with every card's text removed (Hero included)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = CardStore.in_dir(Path(tmp))
        store.count()  # fills the cache from the bundled card data
        resolved = resolve_deck(parse_text(path.read_text("utf-8"), source=str(path)), store)
        store.close()
    blank = {"main_effect": {}, "echo_effect": {}}
    entries = [(e.card.model_copy(update=blank), e.quantity) for e in resolved.entries]
    hero = resolved.hero.model_copy(update=blank) if resolved.hero else None
    return compile_cards([(c, q) for c, q in entries if not c.is_hero], hero, "stripped")


def day1_moves(deck: CompiledDeck, seed: int, pilot_name: str) -> int:
    game = Game(deck, seed, max_days=1)
    pilot = make_pilot(pilot_name)
    while not game.is_terminal():
        game.apply(pilot.choose(game))
    day = game.records[0]
    return day.hero_moved + day.companion_moved


def win_stats(deck: CompiledDeck, games: int, pilot_name: str) -> tuple[float, float, float]:
    pilot = make_pilot(pilot_name)
    start = time.perf_counter()
    records = [play_game(deck, seed, pilot) for seed in range(games)]
    rate = games / (time.perf_counter() - start)
    won = [r.won_day for r in records if r.won_day is not None]
    by4 = sum(1 for d in won if d <= 4) / games
    return (statistics.mean(won) if won else float("nan")), by4, rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--decks", default="sierra,nevenka,kojo,akesha,sigismar,teija")
    parser.add_argument("--pilots", default="greedy,planner")
    args = parser.parse_args()
    pilots = args.pilots.split(",")
    for name in args.decks.split(","):
        path = STARTERS / f"{name}.txt"
        deck = load(path)
        possible = [s for s in range(args.games) if best_day1_moves(Game(deck, s)) == 2]
        sure = [s for s in possible if sure_day1_double(Game(deck, s))]
        print(
            f"{name}: Day 1 double move possible in {len(possible)}/{args.games} games"
            f" (search that sees the Deck order and rolls); sure without peeking in {len(sure)}"
        )
        for pilot in pilots:
            done = {s for s in possible if day1_moves(deck, s, pilot) == 2}
            ratio = len(done) / len(possible) if possible else float("nan")
            sure_done = sum(1 for s in sure if s in done)
            of_sure = f"{sure_done}/{len(sure)} = {sure_done / len(sure):.1%}" if sure else "none"
            print(
                f"  {pilot:8} Day 1 double moves: {len(done)}/{len(possible)} = {ratio:.1%}"
                f" · of the sure ones: {of_sure}"
            )
        plain = stripped(path)
        for pilot in pilots:
            on = win_stats(deck, args.games, pilot)
            off = win_stats(plain, args.games, pilot)
            print(
                f"  {pilot:8} effects on: mean win day {on[0]:.2f}, by day 4 {on[1]:.1%}"
                f" ({on[2]:,.0f} games/s) · stripped: {off[0]:.2f}, by day 4 {off[1]:.1%}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
