"""The engine's shuffle is random.Random.shuffle, draw for draw."""

from __future__ import annotations

import random

from altered_deck.engine.core.adventure import shuffle


def test_shuffle_matches_random_shuffle_and_leaves_the_same_generator_state() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 7, 40, 61):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b
            assert ours.getstate() == theirs.getstate()


def test_shuffle_of_a_known_seed() -> None:
    items = list(range(8))
    shuffle(random.Random(7), items)
    assert items == [6, 7, 2, 4, 0, 3, 1, 5]


def test_random_layout_draws_as_the_shuffle_and_three_coin_flips_it_stands_for() -> None:
    from altered_deck.engine.core.adventure import layout_from, random_layout

    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        order = [0, 1, 2]
        theirs.shuffle(order)
        flips = (theirs.random() < 0.5, theirs.random() < 0.5, theirs.random() < 0.5)
        assert random_layout(ours) == layout_from((order[0], order[1], order[2]), flips)
        assert ours.getstate() == theirs.getstate()


def _draws(rng: random.Random, order: str) -> list[object]:
    """What ``rng`` gives for each letter of ``order``: a float, 64 bits, a die, a choice, a
    shuffle, a state."""
    out: list[object] = []
    for op in order:
        if op == "f":
            out.append(rng.random())
        elif op == "b":
            out.append(rng.getrandbits(64))
        elif op == "d":
            out.append(rng.randint(1, 6))
        elif op == "c":
            out.append(rng.choice("abcdefg"))
        elif op == "s":
            items = list(range(30))
            shuffle(rng, items)
            out.append(items)
        else:
            out.append(rng.getstate())
    return out


def test_a_generator_seeded_on_use_draws_as_random_random_of_its_seed() -> None:
    from altered_deck.engine.core.state import SeededOnUse

    for seed in (0, 7, 2**63 + 5):
        for order in ("fbd", "bdf", "dcs", "cfg", "sfb", "gsd"):
            lazy, plain = SeededOnUse(seed), random.Random(seed)
            assert _draws(lazy, order) == _draws(plain, order)
            assert _draws(lazy, "sfbc") == _draws(plain, "sfbc")  # and on once seeded
        replaced = SeededOnUse(seed)
        replaced.setstate(random.Random(3).getstate())
        assert replaced.random() == random.Random(3).random()
        reseeded = SeededOnUse(seed)
        reseeded.seed(4)
        assert reseeded.random() == random.Random(4).random()


def test_a_clone_plays_on_as_its_original_whether_or_not_it_was_seeded_yet() -> None:
    from altered_deck.engine.core.state import SeededOnUse, copied_generator

    for rng in (random.Random(9), SeededOnUse(9)):
        copy = copied_generator(rng)
        assert type(copy) is type(rng)  # an unseeded one is copied unseeded
        assert _draws(copy, "fbs") == _draws(rng, "fbs") == _draws(random.Random(9), "fbs")
        later = copied_generator(rng)  # a copy of a used generator plays on from where it is
        assert _draws(later, "dcf") == _draws(rng, "dcf")
