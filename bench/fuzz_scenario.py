"""Hostile and careless positions for ``engine scenario`` (the ``scenario`` kind of
``bench/fuzz.py``).

Each input is a position file and the ``--apply`` ids to run on it, one of:

* a random position made of the bundled cards, each where it may be: one or two players, any day and
  phase, cards in every zone with random boosts, statuses, counters and exhaustion, random
  regions, then up to 40 small action ids (mostly legal: ``pass``, ``do not Expand``, a first
  play or option);
* the same with one value anywhere replaced by a hostile one (10^12 and 10^30, -1, ``"yes"``,
  1.5, null, a list, an object, a long string);
* a position beyond the limits (1,001 to 200,000 cards in a zone, 10^12 orbs, boosts or
  counters, day 10^9) or impossible by the rules (a token in Reserve or among the
  Landmarks, a Character among the Landmarks, a Landmark in an expedition, expeditions that
  have met);
* the position's JSON text with random edits (noise, deletions, repeats).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine_fuzz import bundled_pool

_LANDMARK_TYPES = ("LANDMARK_PERMANENT", "PERMANENT")
_IN_PLAY_TYPES = ("CHARACTER", "EXPEDITION_PERMANENT")
HOSTILE: list[Any] = [10**12, 10**30, -1, "yes", 1.5, None, [], {}, "x" * 300, True, 0]
TOKENS = ["Brassbug", "Ordis Recruit", "Maw", "Booda", "Nonexistent"]
ZONES = ("hand", "deck", "discard", "reserve", "landmarks")


@dataclass(frozen=True)
class Cards:
    """The bundled card data by where a card may be: any zone, the Landmarks, expeditions."""

    heroes: list[str]
    any_zone: list[str]
    landmarks: list[str]
    in_play: list[str]  # Characters and Expedition Permanents


@cache
def bundled_cards() -> Cards:
    pool = bundled_pool()
    landmarks = [c.reference for c in pool.cards if c.card_type in _LANDMARK_TYPES]
    in_play = [c.reference for c in pool.cards if c.card_type in _IN_PLAY_TYPES]
    return Cards(
        heroes=[c.reference for c in pool.heroes],
        any_zone=[c.reference for c in pool.cards],
        landmarks=landmarks,
        in_play=in_play,
    )


def scenario_input(
    rng: random.Random,
    mutate: Callable[[str, random.Random], str],
    replace: Callable[[Any, random.Random, Any], None],
) -> tuple[str, list[str]]:
    """A position file's text and the ``--apply`` arguments to run on it (``mutate`` edits
    text, ``replace`` puts a value at a random place: ``bench/fuzz.py``'s)."""
    cards = bundled_cards()
    position = random_position(rng, cards)
    kind = rng.randrange(8)
    if kind == 0:
        for _ in range(rng.randint(1, 3)):
            replace(position, rng, rng.choice(HOSTILE))
    elif kind == 1:
        _beyond_limits(position, rng)
    elif kind == 2:
        _impossible(position, rng, cards)
    text = json.dumps(position)
    if kind == 3:
        text = mutate(text, rng)
    # 1 is legal until the game ends (pass, do not Expand, option 1): half the runs take only 1
    ids = [1] if rng.random() < 0.5 else [1, 1, 1, 2, 2, 3]
    applies = [str(rng.choice(ids)) for _ in range(rng.randint(0, 30))]
    return text, [arg for n in applies for arg in ("--apply", n)]


def random_position(rng: random.Random, cards: Cards) -> dict[str, Any]:
    """A position the rules allow (mostly: what a card may make of it is the engine's)."""
    phase = rng.choice(["morning", "afternoon", "afternoon", "afternoon", "over"])
    two = rng.random() < 0.6
    position: dict[str, Any] = {
        "as_of": rng.choice(["2026-03-01", "2025-06-01", "2026-12-06"]),
        "day": rng.randint(2, 12),
        "phase": phase,
        "turn": rng.randint(0, 1) if two else 0,
        "first_player": rng.randint(0, 1),
        "seed": rng.randrange(2**32),
        "players": [_player(rng, cards) for _ in range(2 if two else 1)],
    }
    if rng.random() < 0.3:
        position["regions"] = [
            "FMW" if i in (0, 7) else "".join(rng.sample("FMW", rng.randint(1, 3)))
            for i in range(8)
        ]
    if rng.random() < 0.1:
        position["arena"] = two
    return position


def _player(rng: random.Random, cards: Cards) -> dict[str, Any]:
    # a few cards each: repeats make the counts and choices of a real game
    mine = Cards(
        heroes=cards.heroes,
        any_zone=rng.sample(cards.any_zone, 6),
        landmarks=rng.sample(cards.landmarks, 2),
        in_play=rng.sample(cards.in_play, 4),
    )
    player: dict[str, Any] = {"hero": rng.choice(cards.heroes) if rng.random() < 0.8 else None}
    for zone in ("hand", "deck", "discard"):
        player[zone] = [rng.choice(mine.any_zone) for _ in range(rng.randint(0, 5))]
    player["reserve"] = [_entry(rng, mine.any_zone) for _ in range(rng.randint(0, 3))]
    player["landmarks"] = [_entry(rng, mine.landmarks) for _ in range(rng.randint(0, 2))]
    orbs = rng.randint(0, 8)
    player["mana"] = {"orbs": orbs, "ready": rng.randint(0, orbs)}
    hero_region = rng.randint(0, 3)
    for name, region in (("hero", hero_region), ("companion", rng.randint(hero_region + 1, 7))):
        player[f"{name}_expedition"] = {
            "region": region,
            "cards": [_entry(rng, mine.in_play) for _ in range(rng.randint(0, 3))],
        }
    if rng.random() < 0.2:
        player["hero_exhausted"] = True
    if rng.random() < 0.2:
        player["hero_counters"] = rng.randint(0, 6)
    return player


def _entry(rng: random.Random, refs: list[str]) -> Any:
    ref = rng.choice(refs)
    if rng.random() < 0.4:
        return ref
    return {
        "ref": ref,
        "boosts": rng.choice([0, 0, 1, 2, 5]),
        "status": rng.sample(["fleeting", "anchored", "asleep"], rng.randint(0, 2)),
        "exhausted": rng.random() < 0.3,
        "counters": {"Kelon": rng.randint(0, 3)} if rng.random() < 0.2 else {},
    }


def _beyond_limits(position: dict[str, Any], rng: random.Random) -> None:
    player = rng.choice(position["players"])
    choice = rng.randrange(5)
    if choice == 0:
        zone = rng.choice(ZONES)
        player[zone] = (player[zone] or ["ALT_CORE_B_AX_08_C"]) * rng.choice([300, 1001, 40_000])
    elif choice == 1:
        player["mana"] = {"orbs": rng.choice([1001, 10**12, 10**30]), "ready": 0}
    elif choice == 2:
        entry = {"ref": "ALT_CORE_B_AX_08_C", "boosts": rng.choice([1001, 10**12, 10**30])}
        player["hero_expedition"]["cards"].append(entry)
    elif choice == 3:
        entry = {"ref": "ALT_CORE_B_AX_08_C", "counters": {"Kelon": rng.choice([10**12, -5])}}
        player["reserve"].append(entry)
    else:
        position["day"] = rng.choice([1001, 10**9])


def _impossible(position: dict[str, Any], rng: random.Random, cards: Cards) -> None:
    player = rng.choice(position["players"])
    choice = rng.randrange(4)
    if choice == 0:
        token = {"token": rng.choice(TOKENS), "boosts": rng.randint(0, 2)}
        player[rng.choice(["reserve", "landmarks"])].append(token)
    elif choice == 1:
        player["landmarks"].append(rng.choice(cards.in_play))
    elif choice == 2:
        player["companion_expedition"]["cards"].append(rng.choice(cards.landmarks))
    else:
        player["hero_expedition"]["region"] = rng.randint(4, 7)
        player["companion_expedition"]["region"] = rng.randint(0, 4)
