"""Tuning: a strictly stronger card wins, identical cards never do, legality is kept."""

from __future__ import annotations

from datetime import date

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.engine.settings import PlaySettings
from altered_deck.sim.executor import LocalExecutor
from altered_deck.sim.play import WinDays, batch_seeds
from altered_deck.sim.swaps import Swap, legality_under, play_order, split_swaps, variant_deck
from altered_deck.sim.tune import parse_metric, tune
from tests.simkit import clone, clone_swaps, sierra, stronger

AS_OF = date(2026, 3, 1)


def test_a_variant_keeps_the_deck_order_with_the_card_in_at_the_last_copy(
    store: CardStore,
) -> None:
    deck = sierra(store)
    out = deck.non_hero[0].card  # Amelia Earhart, 3 copies
    new = clone(out, 901)
    order = play_order(deck, Swap(out, new))
    assert [(c.reference, q) for c, q in order[:3]] == [
        (out.reference, 2),
        (new.reference, 1),
        (deck.non_hero[1].card.reference, deck.non_hero[1].quantity),
    ]
    assert sum(q for _, q in order) == 39
    merged = variant_deck(deck, Swap(out, new))
    assert merged.total == 40
    assert {e.card.reference: e.quantity for e in merged.entries}[new.reference] == 1


def test_identical_swaps_are_never_significant_over_many_seeds(store: CardStore) -> None:
    # An identical copy takes the place of the card out and every game is dealt from the same
    # seed as the base deck's, so each paired difference is exactly 0: never significant,
    # whatever the seed, the rung or the number of games.
    deck = sierra(store)
    swaps = clone_swaps(deck)
    assert len(swaps) == 20
    for seed in range(25):
        result = tune(
            deck,
            swaps,
            PlaySettings(games=24, seed=seed),
            metric=parse_metric("mean-win-day", 12),
            batch_games=6,
        )
        assert result.rungs == (6, 12, 24)
        assert [r.significant for r in result.results] == [False] * 20
        assert {
            (r.difference.mean, r.difference.low, r.difference.high) for r in result.results
        } == {(0.0, 0.0, 0.0)}
        assert [r.p_holm for r in result.results] == [1.0] * 20


def test_a_strictly_stronger_card_ranks_first_and_is_significant(store: CardStore) -> None:
    deck = sierra(store)
    swaps = clone_swaps(deck)[:19]
    amelia = next(e.card for e in deck.non_hero if e.card.english_name == "Amelia Earhart")
    super_amelia = stronger(amelia, 950)
    swaps.append(Swap(amelia, super_amelia))
    for metric in ("mean-win-day", "win-by-day-4"):
        result = tune(
            deck,
            swaps,
            PlaySettings(games=500, seed=7),
            metric=parse_metric(metric, 12),
            batch_games=100,
        )
        best = result.results[0]
        assert best.swap.into.reference == super_amelia.reference, metric
        assert best.significant and best.improvement > 0 and not best.stopped_early
        assert [r.significant for r in result.results[1:]] == [False] * 19
        assert result.rungs == (100, 200, 500)
        # the base deck 500; swaps 20×100, then 10×100 more, then 5×300 more
        assert result.games_played == 5_000
        assert [r.difference.n for r in result.results] == [500] * 5 + [200] * 5 + [100] * 10


def test_the_base_games_are_the_batches_seeded_from_the_run_seed(store: CardStore) -> None:
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.engine.runner import fold_games
    from altered_deck.formats.engine_rules import engine_rules_on

    deck = sierra(store)
    result_rules = engine_rules_on()  # tune's default: the rules in force today
    result = tune(
        deck,
        clone_swaps(deck)[:2],
        PlaySettings(games=30, seed=5),
        metric=parse_metric("win-by-day-4", 12),
        batch_games=10,
        halving=False,
    )
    compiled = compile_deck(deck)
    won = WinDays()
    for batch_seed in batch_seeds(5, 3):
        settings = PlaySettings(games=10, seed=batch_seed, rules=result_rules)
        won.merge(fold_games(compiled, WinDays, settings))
    assert result.base_games == 30
    assert result.base_value == sum(1 for d in won.days if 0 < d <= 4) / 30


def test_results_do_not_depend_on_the_worker_count(store: CardStore) -> None:
    deck = sierra(store)
    amelia = next(e.card for e in deck.non_hero if e.card.english_name == "Amelia Earhart")
    swaps = [*clone_swaps(deck)[:3], Swap(amelia, stronger(amelia, 951))]
    metric = parse_metric("mean-win-day", 12)
    settings = PlaySettings(games=200, seed=3)
    one = tune(deck, swaps, settings, metric=metric, executor=LocalExecutor(1))
    two = tune(deck, swaps, settings, metric=metric, executor=LocalExecutor(2))
    assert one.results == two.results
    assert (one.base_value, one.games_played) == (two.base_value, two.games_played)


def test_swaps_that_break_legality_are_skipped_with_the_reason(store: CardStore) -> None:
    deck = sierra(store)
    salvager = store.get("ALT_CORE_B_AX_08_C")
    grems = store.get("ALT_BISE_B_AX_53_C")  # suspended from 2026-02-12
    hero = store.get("ALT_CORE_B_AX_02_C")
    amelia = store.get("ALT_CORE_B_AX_11_C")
    ly_card = store.get("ALT_CORE_B_LY_08_C")
    assert None not in (salvager, grems, hero, amelia, ly_card)
    assert salvager and grems and hero and amelia and ly_card
    swaps = [
        Swap(amelia, salvager),  # a 4th Axiom Salvager
        Swap(amelia, grems),
        Swap(hero, amelia),  # the Hero stays
        Swap(salvager, amelia),  # a 4th Amelia Earhart
        Swap(ly_card, amelia),  # not in the deck
        Swap(amelia, salvager),  # a duplicate: dropped silently
    ]
    kept, skipped = split_swaps(deck, swaps, legality_under("standard", AS_OF))
    assert kept == []
    assert [(s.label, s.reason) for s in skipped] == [
        (
            "ALT_CORE_B_AX_11_C -> ALT_CORE_B_AX_08_C",
            'illegal: 4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4',
        ),
        (
            "ALT_CORE_B_AX_11_C -> ALT_BISE_B_AX_53_C",
            'illegal: ALT_BISE_B_AX_53_C "The Grems" (C, Axiom) suspended since 2026-02-12 '
            "by Equinox",
        ),
        ("ALT_CORE_B_AX_02_C -> ALT_CORE_B_AX_11_C", "the Hero is not swapped"),
        (
            "ALT_CORE_B_AX_08_C -> ALT_CORE_B_AX_11_C",
            'illegal: 4 cards named "Amelia Earhart" (max 3): ALT_CORE_B_AX_11_C ×4',
        ),
        ("ALT_CORE_B_LY_08_C -> ALT_CORE_B_AX_11_C", "ALT_CORE_B_LY_08_C is not in the deck"),
    ]


def test_tuning_needs_two_games() -> None:
    from altered_deck.errors import UsageError

    with pytest.raises(UsageError, match="at least 2 games"):
        one_game = PlaySettings(games=1, seed=0)
        tune(None, [], one_game, metric=parse_metric("mean-win-day", 12))  # type: ignore[arg-type]


def test_faction_candidates_are_like_for_like_commons_spread_over_the_deck(
    store: CardStore,
) -> None:
    from altered_deck.sim.swaps import faction_candidates
    from altered_deck.stats.deck import type_of

    deck = sierra(store)
    families = {e.card.family for e in deck.entries}
    every = faction_candidates(deck, store, limit=10_000)
    assert len(every) == 188
    for swap in every:
        assert (swap.into.faction, swap.into.rarity) == ("AX", "COMMON")
        assert swap.into.family not in families
        assert type_of(swap.into) == type_of(swap.out)
        assert swap.into.hand_cost == swap.out.hand_cost
    first = faction_candidates(deck, store, limit=12)
    assert first == every[:12]
    outs = [s.out.reference for s in first]
    assert len(set(outs)) == len(outs) == 12  # one per card out before any second one
    assert outs == sorted(outs)
