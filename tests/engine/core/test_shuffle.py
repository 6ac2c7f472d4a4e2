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
