"""One interface for running independent, seeded batches: local processes or a Dask cluster.

An :class:`Executor` maps a module-level function over a list of items, passing each call a
*shared* object too (sent once per worker, not once per item), and returns the results in
item order. Each result must depend only on (shared, item): then which worker ran it, how
many workers there are, and whether they are local processes or Dask workers cannot change
the numbers.

- :class:`LocalExecutor` runs in this process (``jobs=1``) or over forked worker processes.
- :class:`DaskExecutor` submits the same calls to a Dask ``distributed`` scheduler (the
  optional extra ``altered-deck[cluster]``); the workers need altered-deck installed.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Protocol, TypeVar

from altered_deck.errors import UsageError

S = TypeVar("S")
T = TypeVar("T")
R = TypeVar("R")

Progress = Callable[[int, int], None]
"""Called in the calling process as ``progress(items_done, items_total)``."""

IN_FLIGHT_PER_WORKER = 2
"""Local items handed out per worker at a time: one running, one waiting."""

CLUSTER_HINT = "install the cluster extra: pip install 'altered-deck[cluster]'"


class Executor(Protocol):
    """Runs ``fn(shared, item)`` for every item; results in item order."""

    @property
    def label(self) -> str:
        """Where the batches run, for progress lines and reports."""

    @property
    def workers(self) -> int:
        """How many workers run batches at once (1 = this process)."""

    def map(
        self,
        fn: Callable[[S, T], R],
        shared: S,
        items: Sequence[T],
        progress: Progress | None = None,
    ) -> list[R]:
        """``[fn(shared, item) for item in items]``, computed wherever this executor runs."""

    def close(self) -> None:
        """Release workers and connections."""


# --- local ------------------------------------------------------------------------------


class LocalExecutor:
    """This process (``jobs=1``) or ``jobs`` forked worker processes."""

    def __init__(self, jobs: int | None = None) -> None:
        jobs = (os.cpu_count() or 1) if jobs is None else jobs
        if jobs < 1:
            raise UsageError(f"jobs must be at least 1, not {jobs}")
        self.jobs = jobs

    @property
    def label(self) -> str:
        """``1 process`` or ``N processes``."""
        return "1 process" if self.jobs == 1 else f"{self.jobs} processes"

    @property
    def workers(self) -> int:
        """The number of worker processes allowed."""
        return self.jobs

    def map(
        self,
        fn: Callable[[S, T], R],
        shared: S,
        items: Sequence[T],
        progress: Progress | None = None,
    ) -> list[R]:
        """Run the items here or over the pool, results in item order."""
        workers = min(self.jobs, len(items))
        if workers <= 1:
            results: list[R] = []
            for item in items:
                results.append(fn(shared, item))
                if progress is not None:
                    progress(len(results), len(items))
            return results
        return _pool_map(fn, shared, items, workers, progress)

    def close(self) -> None:
        """Nothing to release: each map starts and ends its own pool."""


_worker_fn: Callable[[Any, Any], Any] | None = None
_worker_shared: Any = None


def _init_worker(fn: Callable[[Any, Any], Any], shared: Any) -> None:
    global _worker_fn, _worker_shared
    _worker_fn, _worker_shared = fn, shared
    # Ctrl-C reaches the whole process group; the parent alone handles it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_in_worker(item: Any) -> Any:
    assert _worker_fn is not None, "worker not initialised"
    return _worker_fn(_worker_shared, item)


def _pool_context() -> Any:
    # fork starts a worker in milliseconds and shares the loaded package; spawn elsewhere.
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def _pool_map(
    fn: Callable[[S, T], R],
    shared: S,
    items: Sequence[T],
    workers: int,
    progress: Progress | None,
) -> list[R]:
    pool = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=_pool_context(),
        initializer=_init_worker,
        initargs=(fn, shared),
    )
    results: list[Any] = [None] * len(items)
    in_flight: dict[Future[R], int] = {}
    pending = iter(enumerate(items))
    done = 0

    def hand_out() -> None:
        for index, item in pending:
            in_flight[pool.submit(_run_in_worker, item)] = index
            if len(in_flight) >= workers * IN_FLIGHT_PER_WORKER:
                return

    try:
        hand_out()
        while in_flight:
            ready, _ = wait(in_flight, return_when=FIRST_COMPLETED)
            for future in ready:
                results[in_flight.pop(future)] = future.result()
                done += 1
            hand_out()
            if progress is not None:
                progress(done, len(items))
    except BaseException:
        for future in in_flight:
            future.cancel()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return results


# --- Dask -------------------------------------------------------------------------------


class DaskExecutor:
    """Batches submitted to a Dask ``distributed`` scheduler.

    Give the scheduler's address (``tcp://HOST:PORT``) or an existing ``client`` (tests start
    a ``LocalCluster``). The shared object is scattered to every worker once per map.
    """

    def __init__(self, address: str | None = None, *, client: Any = None) -> None:
        if client is None:
            if address is None:
                raise UsageError("a Dask executor needs a scheduler address or a client")
            distributed = _import_distributed()
            try:
                client = distributed.Client(address, timeout="10s")
            except OSError as exc:
                raise UsageError(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
            self._owned = True
        else:
            self._owned = False
        self.client = client
        self.address = address or str(getattr(client.scheduler, "address", "local cluster"))

    @property
    def label(self) -> str:
        """``Dask at ADDRESS (N workers)``."""
        return f"Dask at {self.address} ({self.workers} workers)"

    @property
    def workers(self) -> int:
        """Workers the scheduler knows now (at least 1)."""
        info = self.client.scheduler_info()
        return max(1, len(info.get("workers", {})))

    def map(
        self,
        fn: Callable[[S, T], R],
        shared: S,
        items: Sequence[T],
        progress: Progress | None = None,
    ) -> list[R]:
        """Submit one task per item; gather them as they finish, return them in item order."""
        from distributed import as_completed

        if not items:
            return []
        [shared_future] = self.client.scatter([shared], broadcast=True, hash=False)
        futures = [self.client.submit(fn, shared_future, item, pure=False) for item in items]
        index_of = {future.key: index for index, future in enumerate(futures)}
        results: list[Any] = [None] * len(items)
        done = 0
        try:
            for future in as_completed(futures):
                results[index_of[future.key]] = future.result()
                done += 1
                if progress is not None:
                    progress(done, len(items))
        except BaseException:
            self.client.cancel(futures)
            raise
        finally:
            del shared_future
        return results

    def close(self) -> None:
        """Close the client this executor opened (a client given to it stays open)."""
        if self._owned:
            self.client.close()


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError as exc:
        raise UsageError(f"--scheduler needs Dask's distributed package: {CLUSTER_HINT}") from exc
    return distributed


def make_executor(scheduler: str | None = None, jobs: int | None = None) -> Executor:
    """A :class:`DaskExecutor` on ``scheduler`` (``tcp://HOST:PORT``), else a local one."""
    if scheduler:
        from altered_deck.sim.scheduler import parse_scheduler_url, probe_scheduler

        address = parse_scheduler_url(scheduler)  # exit 2 unless tcp://HOST:PORT
        _import_distributed()
        probe_scheduler(address)  # exit 3 if refused, silent or not Dask, within the deadline
        return DaskExecutor(address.url)
    return LocalExecutor(jobs)
