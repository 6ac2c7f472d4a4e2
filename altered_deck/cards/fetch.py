"""Fetch the card objects of many (set, locale) pairs at once, for a sync.

From the API, the first page of a set says how many pages it has; the other pages are then
fetched in parallel with every other set's and locale's, on a bounded pool (the HTTP
client's ``concurrency``, 8 by default). The very first page is fetched alone, so a
source that fails (unreachable, 500s) fails once, with one error naming that page. A dump
over HTTP is fetched one file per task; a local dump is read in turn.

Whatever fails first stops the rest: requests in flight are cancelled and the error is
raised. Results are handed to ``on_set`` on the calling thread, one set and locale at a
time, as soon as all of its pages are in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from altered_deck.cards.httpclient import HttpClient
from altered_deck.cards.pool import WorkerPool
from altered_deck.cards.sources import ApiSource, CardSource, PagedSet

Job = tuple[str, str]
"""A set code and a locale."""

ProgressCallback = Callable[[str, int, int], None]
"""Called as ``progress(label, done, total)`` after each page; ``total`` grows as set
sizes become known."""

SetCallback = Callable[[Job, list[dict[str, Any]]], None]


def fetch_all(
    source: CardSource,
    jobs: Sequence[Job],
    on_set: SetCallback,
    progress: ProgressCallback | None = None,
) -> None:
    """Fetch every job's cards from ``source`` and hand each job's cards to ``on_set``."""
    if not jobs:
        return
    client = getattr(source, "client", None)
    if not isinstance(client, HttpClient):  # a local dump: nothing to wait for
        for done, job in enumerate(jobs, 1):
            on_set(job, source.fetch_set(*job))
            if progress:
                progress(f"{job[0]} {job[1]}", done, len(jobs))
        return
    with WorkerPool(client.concurrency) as pool:
        try:
            if isinstance(source, ApiSource):
                _Pages(source, pool, on_set, progress).run(jobs)
            else:
                _fetch_files(source, pool, jobs, on_set, progress)
        except BaseException:
            client.cancel()
            raise


def _fetch_files(
    source: CardSource,
    pool: WorkerPool,
    jobs: Sequence[Job],
    on_set: SetCallback,
    progress: ProgressCallback | None,
) -> None:
    for job in jobs:
        pool.submit(job, source.fetch_set, *job)
    for done in range(1, len(jobs) + 1):
        job, cards = pool.next_result()
        on_set(job, cards)
        if progress:
            progress(f"{job[0]} {job[1]}", done, len(jobs))


class _Pages:
    """The page-level fetch of one sync from the API."""

    def __init__(
        self,
        source: ApiSource,
        pool: WorkerPool,
        on_set: SetCallback,
        progress: ProgressCallback | None,
    ) -> None:
        self.source = source
        self.pool = pool
        self.on_set = on_set
        self.progress = progress
        self.plans: dict[Job, PagedSet] = {}
        self.pages: dict[Job, list[list[dict[str, Any]] | None]] = {}
        self.total = 0
        self.done = 0

    def run(self, jobs: Sequence[Job]) -> None:
        self.total = len(jobs)
        first = jobs[0]
        self._planned(first, self.source.first_page(*first), 1)
        for job in jobs[1:]:
            self.pool.submit(("first", job, 1), self.source.first_page, *job)
        while self.pool.pending:
            (kind, job, number), value = self.pool.next_result()
            if kind == "first":
                self._planned(job, value, number)
            elif kind == "walk":
                self._tick(job, number)
                self.on_set(job, value)
            else:
                self.pages[job][number - 2] = value
                self._tick(job, number)
                self._maybe_done(job)

    def _tick(self, job: Job, number: int) -> None:
        self.done += 1
        if self.progress:
            self.progress(f"{job[0]} {job[1]} page {number}", self.done, self.total)

    def _planned(self, job: Job, plan: PagedSet, number: int) -> None:
        if plan.walk:
            # No page count: the whole set, following its links, is one more task.
            self.total += 1
            self._tick(job, number)
            self.pool.submit(("walk", job, 1), self.source.fetch_set, *job)
            return
        self.plans[job] = plan
        self.pages[job] = [None] * len(plan.rest)
        self.total += len(plan.rest)
        self._tick(job, number)
        for n, url in enumerate(plan.rest, 2):
            self.pool.submit(("page", job, n), self.source.page, url, job[1])
        self._maybe_done(job)

    def _maybe_done(self, job: Job) -> None:
        pages = self.pages[job]
        if all(page is not None for page in pages):
            complete = [page for page in pages if page is not None]
            self.on_set(job, self.source.assemble(self.plans[job], complete))
