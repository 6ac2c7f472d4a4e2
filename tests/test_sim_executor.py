"""The executor: local processes or a Dask cluster give the same numbers for the same seed."""

from __future__ import annotations

import builtins
from typing import Any

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.engine.settings import PlaySettings
from altered_deck.errors import EngineError, UsageError
from altered_deck.sim.executor import DaskExecutor, LocalExecutor, make_executor
from altered_deck.sim.goldfish import run_goldfish
from altered_deck.sim.matchup import matchup
from altered_deck.sim.swaps import Swap
from altered_deck.sim.tune import parse_metric, tune
from tests.simkit import clone_swaps, sierra, stronger


def scaled(factor: int, item: int) -> int:
    return factor * item


def test_local_map_keeps_item_order_and_reports_progress() -> None:
    seen: list[tuple[int, int]] = []
    for jobs in (1, 2):
        assert LocalExecutor(jobs).map(scaled, 3, list(range(10))) == [3 * i for i in range(10)]
    LocalExecutor(2).map(scaled, 1, [1, 2, 3], lambda done, total: seen.append((done, total)))
    assert seen[-1] == (3, 3) and [total for _, total in seen] == [3] * len(seen)
    assert LocalExecutor(1).label == "1 process" and LocalExecutor(2).label == "2 processes"


def failing(limit: int, item: int) -> int:
    if item >= limit:
        raise EngineError(f"illegal action in batch {item}")
    return item


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_error_in_a_batch_or_the_progress_callback_stops_the_map(jobs: int) -> None:
    with pytest.raises(EngineError, match=r"illegal action in batch [5-7]"):  # the first to fail
        LocalExecutor(jobs).map(failing, 5, list(range(8)))
    calls: list[int] = []

    def stop(done: int, total: int) -> None:
        calls.append(done)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        LocalExecutor(jobs).map(scaled, 1, list(range(20)), stop)
    assert len(calls) == 1


def test_bad_scheduler_and_jobs() -> None:
    with pytest.raises(UsageError, match="tcp://HOST:PORT"):
        make_executor("localhost:8786")
    with pytest.raises(UsageError, match="at least 1"):
        LocalExecutor(0)


def test_a_missing_distributed_package_says_which_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_distributed(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "distributed":
            raise ImportError("No module named 'distributed'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_distributed)
    with pytest.raises(UsageError, match=r"pip install 'altered-deck\[cluster\]'"):
        make_executor("tcp://127.0.0.1:1")


@pytest.fixture(scope="module")
def dask_client() -> Any:
    """A Dask client on an in-process LocalCluster started here (no network beyond loopback)."""
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=":0"
    )
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_dask_map_matches_local(dask_client: Any) -> None:
    executor = DaskExecutor(client=dask_client)
    assert executor.map(scaled, 5, list(range(7))) == [5 * i for i in range(7)]
    assert executor.map(scaled, 5, []) == []
    assert executor.workers == 1
    assert executor.label.startswith("Dask at ") and executor.label.endswith("(1 workers)")
    executor.close()  # a client it was given stays open
    assert dask_client.status == "running"


def test_tuning_gives_the_same_numbers_on_dask_and_locally(
    dask_client: Any, store: CardStore
) -> None:
    deck = sierra(store)
    amelia = next(e.card for e in deck.non_hero if e.card.english_name == "Amelia Earhart")
    swaps = [*clone_swaps(deck)[:3], Swap(amelia, stronger(amelia, 952))]
    metric = parse_metric("win-by-day-4", 12)
    runs = [
        tune(
            deck,
            swaps,
            PlaySettings(games=120, seed=11),
            metric=metric,
            executor=executor,
            batch_games=20,
        )
        for executor in (LocalExecutor(1), LocalExecutor(2), DaskExecutor(client=dask_client))
    ]
    first = runs[0]
    assert first.rungs == (60, 120)  # 4 swaps: 2 rungs of 20-game batches
    for other in runs[1:]:
        assert other.results == first.results
        assert (other.base_value, other.games_played) == (first.base_value, first.games_played)


def test_goldfish_gives_the_same_numbers_on_one_process_two_and_dask(
    dask_client: Any, store: CardStore
) -> None:
    deck = sierra(store)
    runs = [
        run_goldfish(deck, PlaySettings(games=600, seed=4), executor=executor)  # 3 batches
        for executor in (LocalExecutor(1), LocalExecutor(2), DaskExecutor(client=dask_client))
    ]
    assert [(r.executor.split(" at ")[0], r.workers) for r in runs] == [
        ("1 process", 1),
        ("2 processes", 2),
        ("Dask", 1),
    ]
    assert runs[1].summary == runs[0].summary
    assert runs[2].summary == runs[0].summary
    assert runs[0].summary.games == sum(row.on_day.count for row in runs[0].summary.win_days)
    assert run_goldfish(deck, PlaySettings(games=600, seed=5), jobs=1).summary != runs[0].summary


def test_a_matchup_gives_the_same_numbers_on_dask_and_locally(
    dask_client: Any, store: CardStore
) -> None:
    deck = sierra(store)
    local, dask = (
        matchup(deck, deck, PlaySettings(games=40, seed=2, max_days=8), executor=executor)
        for executor in (LocalExecutor(1), DaskExecutor(client=dask_client))
    )
    assert dask == local
    assert local.games == 40


def test_the_cli_scheduler_option_runs_on_a_tcp_cluster(store: CardStore, tmp_path: Any) -> None:
    import json

    from click.testing import CliRunner

    from altered_deck.cli.main import cli
    from tests.conftest import STARTERS

    distributed = pytest.importorskip("distributed")
    swaps = tmp_path / "swaps.txt"
    swaps.write_text(
        "ALT_CORE_B_AX_04_C ALT_CORE_B_AX_13_C\nALT_CORE_B_AX_07_R1 ALT_ALIZE_B_AX_32_C\n",
        encoding="utf-8",
    )
    args = [
        "tune",
        str(STARTERS / "sierra.txt"),
        "--candidates",
        str(swaps),
        "--games",
        "60",
        "--seed",
        "9",
        "--as-of",
        "2026-03-01",
        "--json",
    ]
    goldfish = ["goldfish", str(STARTERS / "sierra.txt"), "--games", "600", "--seed", "9"]
    goldfish += ["--as-of", "2026-03-01", "--json"]  # 3 batches of <= 250 games
    with distributed.LocalCluster(
        n_workers=1, processes=False, protocol="tcp://", host="127.0.0.1", dashboard_address=":0"
    ) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tcp://127.0.0.1:")
        on_dask = CliRunner().invoke(cli, [*args, "--scheduler", address])
        goldfish_dask = CliRunner().invoke(cli, [*goldfish, "--scheduler", address])
    local = CliRunner().invoke(cli, [*args, "--jobs", "1"])
    goldfish_runs = [CliRunner().invoke(cli, [*goldfish, "--jobs", j]) for j in ("1", "2")]
    assert on_dask.exit_code == 0, on_dask.stderr
    assert on_dask.stderr.endswith(f"seed 9, on Dask at {address} (1 workers)\n")
    dask_data, local_data = json.loads(on_dask.stdout), json.loads(local.stdout)
    assert (dask_data.pop("executor"), local_data.pop("executor")) == (
        f"Dask at {address} (1 workers)",
        "1 process",
    )
    dask_data.pop("seconds")
    local_data.pop("seconds")
    assert dask_data == local_data
    assert dask_data["games_played"] == 180
    # goldfish: the same statistics on Dask, 1 process and 2 processes
    runs = [json.loads(r.stdout) for r in (goldfish_dask, *goldfish_runs)]
    assert [(r["executor"], r["workers"]) for r in runs] == [
        (f"Dask at {address} (1 workers)", 1),
        ("1 process", 1),
        ("2 processes", 2),
    ]
    assert runs[0]["statistics"] == runs[1]["statistics"] == runs[2]["statistics"]
    assert runs[0]["statistics"]["games"] == 600
