"""A small bounded pool of worker threads for network fetches.

At most ``workers`` tasks run at once; results come back to the one thread that submits
and collects (the caller's), in completion order, so progress and parsing stay on that
thread. Workers are daemon threads: a failure or Ctrl-C on the caller's side returns at
once instead of waiting for requests in flight (the caller cancels them through its
HTTP client).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

_STOP = object()


class WorkerPool:
    """Run ``fn(*args)`` tasks on up to ``workers`` threads; :meth:`next_result` collects."""

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self._tasks: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._results: queue.SimpleQueue[tuple[Any, Any, BaseException | None]] = (
            queue.SimpleQueue()
        )
        self._threads: list[threading.Thread] = []
        self.pending = 0

    def submit(self, key: Any, fn: Callable[..., Any], *args: Any) -> None:
        """Queue a task; its result comes back from :meth:`next_result` with ``key``."""
        if len(self._threads) < self.workers and len(self._threads) <= self.pending:
            thread = threading.Thread(target=self._work, name="altered-fetch", daemon=True)
            thread.start()
            self._threads.append(thread)
        self.pending += 1
        self._tasks.put((key, fn, args))

    def next_result(self) -> tuple[Any, Any]:
        """The next finished task as ``(key, value)``; a task's exception is raised here."""
        key, value, error = self._results.get()
        self.pending -= 1
        if error is not None:
            raise error
        return key, value

    def close(self) -> None:
        """Let the workers end once the queue is empty (tasks still queued are dropped)."""
        while True:
            try:
                self._tasks.get_nowait()
            except queue.Empty:
                break
        for _ in self._threads:
            self._tasks.put(_STOP)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _work(self) -> None:
        while True:
            task = self._tasks.get()
            if task is _STOP:
                return
            key, fn, args = task
            try:
                self._results.put((key, fn(*args), None))
            except BaseException as exc:  # handed to the collecting thread
                self._results.put((key, None, exc))
