"""HTTP plumbing for the card sources: one pooled client, shared by the threads of a sync.

:class:`HttpClient` wraps a ``requests.Session`` (imported on first use, so commands that
never touch the network never load requests or urllib3) with:

* retries with backoff for 5xx answers, read timeouts and a connection reset mid-body; no
  retry when the host cannot be resolved or refuses the connection (no network: fail fast);
* 429 handled here: every thread pauses for ``Retry-After`` (capped), and the wait is reported;
* limits: a deadline per request (the whole answer, body included, however slowly it drips),
  an optional deadline for a whole sync (:meth:`HttpClient.start_deadline`), and a maximum
  response size (the body is streamed and refused past it);
* :meth:`HttpClient.cancel`, which stops every request in flight and refuses new ones.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any

from altered_deck import __version__, jsonload
from altered_deck.errors import (
    ForeignRedirectError,
    ResponseTooLargeError,
    SourceError,
    SourceUnreachableError,
    TooSlowError,
)
from altered_deck.repository import HOMEPAGE

if TYPE_CHECKING:
    import requests

USER_AGENT = f"altered-deck/{__version__} (+{HOMEPAGE})"

# Defaults, read when a client is made (tests make them tiny). Waits are in seconds.
CONNECT_TIMEOUT = 10.0
READ_TIMEOUT = 30.0
RETRIES = 3
BACKOFF_FACTOR = 0.5
MAX_RETRY_AFTER = 60.0
MAX_429_RETRIES = 5
REQUEST_DEADLINE = 60.0
"""Seconds one request may take in all (connect, headers, the whole body)."""
MAX_RESPONSE_MB = 32
"""The largest answer accepted, in MiB (the largest real one, a dump set file, is ~2 MiB)."""
MAX_RESPONSE_MB_LIMIT = 1024.0
"""The highest ``--max-response-mb`` accepted (1 GiB)."""
MAX_WAIT_SECONDS = 86_400.0
"""The longest ``--timeout`` or ``--request-timeout`` accepted (a day)."""
MAX_REDIRECTS = 5
"""Redirects followed for one request (same host only)."""
CONCURRENCY = 8
"""Requests in flight at once (a sync runs this many threads against one host)."""
MAX_CONCURRENCY = 8

WaitCallback = Callable[[float, str], None]
"""Called as ``on_wait(seconds, url)`` before waiting on a 429 answer."""


_current = threading.local()
"""``_current.deadline``: the monotonic deadline of the request this thread is making;
``_current.watch``: its :class:`_Watch`."""


class _Watch:
    """The whole-request watchdog of one request: at the deadline it shuts the request's
    socket down, whatever the request is waiting for (status line, headers, body), so a
    server sending one byte a second cannot hold it past its deadline."""

    def __init__(self) -> None:
        self.expired = threading.Event()
        self._lock = threading.Lock()
        self._socket: Any = None

    def attach(self, sock: Any) -> None:
        """The socket the request now waits on (shut at once if the deadline has passed)."""
        with self._lock:
            self._socket = sock
        if self.expired.is_set():
            _shutdown_socket(sock)

    def expire(self) -> None:
        self.expired.set()
        with self._lock:
            sock = self._socket
        if sock is not None:
            _shutdown_socket(sock)


def _shutdown_socket(sock: Any) -> None:
    import socket

    # Already closed: the reader fails on its own.
    with contextlib.suppress(OSError, AttributeError):
        sock.shutdown(socket.SHUT_RDWR)


def _watched_pool_classes() -> dict[str, Any]:
    """urllib3 pools whose connections hand their socket to the thread's :class:`_Watch`
    before waiting for an answer (connecting is bounded by the connect timeout)."""
    from urllib3.connection import HTTPConnection, HTTPSConnection
    from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool

    def attach(conn: Any) -> None:
        watch = getattr(_current, "watch", None)
        if watch is not None and conn.sock is not None:
            watch.attach(conn.sock)

    class WatchedHTTPConnection(HTTPConnection):
        def getresponse(self) -> Any:
            attach(self)
            return super().getresponse()

    class WatchedHTTPSConnection(HTTPSConnection):
        def getresponse(self) -> Any:
            attach(self)
            return super().getresponse()

    class WatchedHTTPPool(HTTPConnectionPool):
        ConnectionCls = WatchedHTTPConnection

    class WatchedHTTPSPool(HTTPSConnectionPool):
        ConnectionCls = WatchedHTTPSConnection

    return {"http": WatchedHTTPPool, "https": WatchedHTTPSPool}


class CancelledError(SourceError):
    """The request was stopped because another part of the sync failed (never shown)."""


@dataclass
class Answer:
    """An HTTP answer read in full: status, reason, headers (any case) and body."""

    status_code: int
    reason: str
    headers: Any = field(default_factory=dict)
    content: bytes = b""


def _retry_class() -> Any:
    """urllib3's ``Retry``, refusing to retry when there is no network (DNS, refused)."""
    from types import TracebackType

    from urllib3.connectionpool import ConnectionPool
    from urllib3.exceptions import MaxRetryError, NewConnectionError
    from urllib3.response import BaseHTTPResponse
    from urllib3.util.retry import Retry

    class NoNetworkFailsFast(Retry):
        def increment(
            self,
            method: str | None = None,
            url: str | None = None,
            response: BaseHTTPResponse | None = None,
            error: Exception | None = None,
            _pool: ConnectionPool | None = None,
            _stacktrace: TracebackType | None = None,
        ) -> NoNetworkFailsFast:
            # NewConnectionError: the name did not resolve or the host refused. Retrying
            # that only makes an offline user wait; a timeout is retried as before, unless
            # the request's deadline has passed.
            late = time.monotonic() >= getattr(_current, "deadline", float("inf"))
            if (late or isinstance(error, NewConnectionError)) and _pool is not None:
                raise MaxRetryError(_pool, url or "", error)
            return super().increment(method, url, response, error, _pool, _stacktrace)

    return NoNetworkFailsFast


class HttpClient:
    """A pooled session with retries, limits and errors named by URL; safe across threads."""

    def __init__(
        self,
        *,
        session: requests.Session | None = None,
        connect_timeout: float | None = None,
        read_timeout: float | None = None,
        retries: int | None = None,
        backoff_factor: float | None = None,
        max_retry_after: float | None = None,
        max_429_retries: int | None = None,
        request_deadline: float | None = None,
        max_response_mb: float | None = None,
        concurrency: int | None = None,
        on_wait: WaitCallback | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        import requests
        from requests.adapters import HTTPAdapter

        self.session = session or requests.Session()
        self.timeout = (
            CONNECT_TIMEOUT if connect_timeout is None else connect_timeout,
            READ_TIMEOUT if read_timeout is None else read_timeout,
        )
        self.retries = RETRIES if retries is None else retries
        self.backoff_factor = BACKOFF_FACTOR if backoff_factor is None else backoff_factor
        self.max_retry_after = MAX_RETRY_AFTER if max_retry_after is None else max_retry_after
        self.max_429_retries = MAX_429_RETRIES if max_429_retries is None else max_429_retries
        self.request_deadline = REQUEST_DEADLINE if request_deadline is None else request_deadline
        self.max_response_mb = MAX_RESPONSE_MB if max_response_mb is None else max_response_mb
        self.max_response_bytes = int(self.max_response_mb * 1024 * 1024)
        self.concurrency = max(1, min(CONCURRENCY if concurrency is None else concurrency, 64))
        self.on_wait = on_wait
        self.sleep = sleep
        self.sync_deadline: float | None = None
        self.sync_seconds: float | None = None
        self._lock = threading.Lock()
        self._pause_until = 0.0
        self._local = threading.local()
        self._cancelled = threading.Event()
        self._active: set[Any] = set()
        retry = _retry_class()(
            total=self.retries,
            connect=self.retries,
            read=self.retries,
            status=self.retries,
            other=0,
            status_forcelist=(500, 502, 503, 504),
            allowed_methods=frozenset({"GET"}),
            backoff_factor=self.backoff_factor,
            backoff_jitter=self.backoff_factor / 2,
            # Waits come from our backoff only: a hostile Retry-After on a 503 must not stall us.
            respect_retry_after_header=False,
            raise_on_status=False,
        )
        adapter = HTTPAdapter(
            max_retries=retry,
            pool_connections=4,
            pool_maxsize=self.concurrency,
            pool_block=True,  # never more than ``concurrency`` connections to one host
        )
        adapter.poolmanager.pool_classes_by_scheme = _watched_pool_classes()
        self.session.mount("http://", adapter)
        self.session.mount("https://", adapter)
        self.session.headers["User-Agent"] = USER_AGENT

    # --- deadlines and cancelling ----------------------------------------------------

    @contextmanager
    def overall_deadline(self, seconds: float | None) -> Iterator[None]:
        """Within the block, every request must end ``seconds`` from now (None: no limit).

        Entering also forgets an earlier :meth:`cancel`: the client is usable again.
        """
        self._cancelled.clear()
        self.sync_seconds = seconds
        self.sync_deadline = None if seconds is None else time.monotonic() + seconds
        try:
            yield
        finally:
            self.sync_deadline = self.sync_seconds = None

    def cancel(self) -> None:
        """Stop the requests in flight (their bodies stop arriving) and refuse new ones."""
        self._cancelled.set()
        with self._lock:
            active = list(self._active)
        for raw in active:
            _shutdown(raw)

    def _check_cancelled(self, url: str) -> None:
        if self._cancelled.is_set():
            raise CancelledError(f"{url}: cancelled", url=url)

    def _sync_over(self, url: str) -> SourceError:
        return SourceError(
            f"{url}: the sync did not finish within {self.sync_seconds:g}s (--timeout)", url=url
        )

    def _deadline_for_request(self, url: str) -> tuple[float, bool]:
        """(monotonic deadline, whether it is the sync's) for a request starting now."""
        own = time.monotonic() + self.request_deadline
        if self.sync_deadline is not None and self.sync_deadline < own:
            if self.sync_deadline <= time.monotonic():
                raise self._sync_over(url)
            return self.sync_deadline, True
        return own, False

    # --- 429: every thread pauses --------------------------------------------------

    def _wait_for_pause(self, url: str) -> None:
        with self._lock:
            until = self._pause_until
        remaining = until - time.monotonic()
        if remaining > 0 and getattr(self._local, "slept_through", 0.0) < until:
            if self.sync_deadline is not None and time.monotonic() + remaining > self.sync_deadline:
                raise self._sync_over(url)
            self.sleep(remaining)
        self._check_cancelled(url)

    def _pause(self, wait: float, url: str) -> None:
        """Pause every thread of this client ``wait`` seconds (this one first), and say so."""
        if self.sync_deadline is not None and time.monotonic() + wait > self.sync_deadline:
            raise self._sync_over(url)
        if self.on_wait is not None:
            self.on_wait(wait, url)
        with self._lock:
            until = max(self._pause_until, time.monotonic() + wait)
            self._pause_until = until
        self.sleep(wait)
        self._local.slept_through = until

    # --- requests ------------------------------------------------------------------

    def get(self, url: str, *, headers: dict[str, str] | None = None) -> Answer:
        """GET ``url`` in full; network failures become :class:`SourceError` naming it.

        Redirects are followed on the same host (scheme, host and port) only, at most
        :data:`MAX_REDIRECTS`: a redirect to another host is refused, as ``hydra:next`` is.
        """
        for _ in range(MAX_REDIRECTS + 1):
            answer = self._get_rate_limited(url, headers)
            target = _redirect_target(answer, url)
            if target is None:
                return answer
            if not same_origin(target, url):
                raise ForeignRedirectError(
                    f"{url}: refusing to follow a redirect to another host ({target})", url=url
                )
            url = target
        raise SourceError(f"{url}: more than {MAX_REDIRECTS} redirects", url=url)

    def _get_rate_limited(self, url: str, headers: dict[str, str] | None) -> Answer:
        """One GET, waiting and retrying on 429 answers."""
        for attempt in range(self.max_429_retries + 1):
            answer = self._get_with_body_retries(url, headers)
            if answer.status_code != 429:
                return answer
            if attempt == self.max_429_retries:
                break
            self._pause(self._retry_after(answer, attempt), url)
        raise SourceError(
            f"{url}: still rate limited (HTTP 429) after {self.max_429_retries} waits; "
            "try again later",
            url=url,
        )

    def _get_with_body_retries(self, url: str, headers: dict[str, str] | None) -> Answer:
        """One GET; a connection broken while the body arrives is tried again (``retries``)."""
        for attempt in range(self.retries + 1):
            self._wait_for_pause(url)
            try:
                return self._get_once(url, headers)
            except _BrokenBody:
                if attempt == self.retries:
                    break
                self.sleep(self.backoff_factor * (2**attempt))
        raise SourceError(
            f"{url}: connection broken while reading ({self.retries} retries)", url=url
        )

    def _get_once(self, url: str, headers: dict[str, str] | None) -> Answer:
        import requests
        from urllib3.util import Timeout

        deadline, is_sync = self._deadline_for_request(url)
        remaining = max(0.001, deadline - time.monotonic())
        # ``total`` bounds connect + headers however slowly they come; the body has a watchdog.
        timeout = Timeout(
            connect=min(self.timeout[0], remaining),
            read=min(self.timeout[1], remaining),
            total=remaining,
        )
        _current.deadline = deadline
        watch = _current.watch = _Watch()
        watchdog = threading.Timer(max(0.0, deadline - time.monotonic()), watch.expire)
        watchdog.daemon = True
        watchdog.start()
        try:
            try:
                # requests hands a urllib3 Timeout through as is (its stubs only know numbers).
                # Redirects are followed here, by _redirect_target: never to another host.
                response = self.session.get(
                    url,
                    headers=headers,
                    timeout=timeout,  # type: ignore[arg-type]
                    stream=True,
                    allow_redirects=False,
                )
            except requests.exceptions.RequestException as exc:
                self._check_cancelled(url)
                if watch.expired.is_set() or time.monotonic() >= deadline - 0.01:
                    raise self._late(url, deadline, is_sync) from None
                raise self._request_error(exc, url) from None
            try:
                body = self._read_body(response, url, deadline, is_sync, watch)
            finally:
                response.close()
        finally:
            watchdog.cancel()
            _current.watch = None
        return Answer(response.status_code, response.reason or "", response.headers, body)

    def _read_body(
        self,
        response: requests.Response,
        url: str,
        deadline: float,
        is_sync: bool,
        watch: _Watch,
    ) -> bytes:
        """The body, streamed: refused past the size limit, stopped at the deadline (by the
        request's watchdog)."""
        import requests

        limit = self.max_response_bytes
        length = response.headers.get("Content-Length", "")
        if length.isdigit() and int(length) > limit:
            raise self._too_large(url, f"it announces {int(length):,} bytes")
        expired = watch.expired
        with self._lock:
            self._active.add(response.raw)
        chunks: list[bytes] = []
        size = 0
        try:
            for chunk in response.iter_content(chunk_size=1 << 16):
                size += len(chunk)
                if size > limit:
                    raise self._too_large(url, f"more than {limit:,} bytes arrived")
                chunks.append(chunk)
        except (requests.exceptions.RequestException, OSError) as exc:
            if expired.is_set():
                raise self._late(url, deadline, is_sync) from None
            self._check_cancelled(url)
            if isinstance(exc, requests.exceptions.ReadTimeout) or "timed out" in str(exc):
                raise self._read_timeout(url) from None
            raise _BrokenBody() from None
        finally:
            with self._lock:
                self._active.discard(response.raw)
        if expired.is_set():
            raise self._late(url, deadline, is_sync)
        self._check_cancelled(url)
        return b"".join(chunks)

    # --- errors --------------------------------------------------------------------

    def _request_error(self, exc: Exception, url: str) -> SourceError:
        import requests
        from urllib3.exceptions import ReadTimeoutError

        if isinstance(exc, requests.exceptions.ConnectTimeout):
            return SourceUnreachableError(
                f"{url}: connection timed out after {self.timeout[0]:g}s", url=url
            )
        if isinstance(exc, requests.exceptions.ReadTimeout) or _caused_by(exc, ReadTimeoutError):
            return self._read_timeout(url)
        if isinstance(exc, requests.exceptions.ChunkedEncodingError):
            return SourceError(f"{url}: connection broken while reading", url=url)
        if isinstance(exc, requests.exceptions.ConnectionError):
            if "IncompleteRead" in str(exc):
                return SourceError(f"{url}: connection broken while reading", url=url)
            return SourceUnreachableError(f"{url}: cannot connect ({_short_reason(exc)})", url=url)
        return SourceError(f"{url}: request failed ({_short_reason(exc)})", url=url)

    def _read_timeout(self, url: str) -> SourceError:
        return SourceError(
            f"{url}: no answer within {self.timeout[1]:g}s (read timeout, {self.retries} retries)",
            url=url,
        )

    def _late(self, url: str, deadline: float, is_sync: bool) -> SourceError:
        if is_sync:
            return self._sync_over(url)
        return TooSlowError(
            f"{url}: the answer took more than {self.request_deadline:g}s "
            "(the deadline per request)",
            url=url,
        )

    def _too_large(self, url: str, detail: str) -> SourceError:
        return ResponseTooLargeError(
            f"{url}: answer refused, larger than the {self.max_response_mb:g} MiB limit "
            f"({detail}); "
            "raise it with --max-response-mb if the source is right",
            url=url,
        )

    def _retry_after(self, answer: Answer, attempt: int) -> float:
        """Seconds to wait: ``Retry-After`` (seconds or HTTP date), else backoff; capped."""
        header = str(answer.headers.get("Retry-After", "")).strip()
        wait: float | None = None
        if header:
            try:
                wait = float(header)
            except ValueError:
                try:
                    wait = parsedate_to_datetime(header).timestamp() - time.time()
                except (TypeError, ValueError):
                    wait = None
        if wait is None:
            wait = float(2**attempt)
        return max(0.0, min(wait, self.max_retry_after))

    def get_json(self, url: str, *, headers: dict[str, str] | None = None) -> Any:
        """GET ``url`` and decode JSON; any HTTP error status becomes :class:`SourceError`."""
        answer = self.get(url, headers=headers)
        check_status(answer, url)
        return decode_json(answer, url, strict_type=True)


def same_origin(url: str, base: str) -> bool:
    """True when ``url`` has the scheme, host and port of ``base``."""
    from urllib.parse import urlsplit

    a, b = urlsplit(url), urlsplit(base)
    return (a.scheme.lower(), a.netloc.lower()) == (b.scheme.lower(), b.netloc.lower())


def _redirect_target(answer: Answer, url: str) -> str | None:
    """The absolute URL a 3xx answer redirects to, or None."""
    from urllib.parse import urljoin

    if answer.status_code not in (301, 302, 303, 307, 308):
        return None
    location = str(answer.headers.get("Location", "")).strip()
    return urljoin(url, location) if location else None


class _BrokenBody(Exception):
    """The connection broke while the body arrived (reset, truncated): worth a retry."""


def _shutdown(raw: Any) -> None:
    """Stop reads on an urllib3 response, even one blocked in another thread."""
    try:
        shutdown = getattr(raw, "shutdown", None)
        if shutdown is not None:
            shutdown()
        else:  # pragma: no cover - a response without shutdown(): close it instead
            raw.close()
    except Exception:  # pragma: no cover - best effort: the reader sees the failure
        pass


def check_status(answer: Answer, url: str) -> None:
    """Raise :class:`SourceError` naming ``url`` for any non-2xx answer."""
    if answer.status_code >= 500:
        raise SourceError(
            f"{url}: server error HTTP {answer.status_code} (still failing after retries)",
            url=url,
        )
    if not 200 <= answer.status_code < 300:
        raise SourceError(f"{url}: HTTP {answer.status_code} {answer.reason}", url=url)


def decode_json(answer: Answer, url: str, *, strict_type: bool) -> Any:
    """The JSON body of ``answer``; a wrong content type or malformed JSON names ``url``."""
    content_type = str(answer.headers.get("Content-Type", "")).split(";")[0].strip().lower()
    if strict_type and "json" not in content_type:
        raise SourceError(
            f"{url}: expected JSON, got content type {content_type or 'none'!r}", url=url
        )
    try:
        return jsonload.loads(answer.content)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"{url}: malformed JSON ({exc})", url=url) from None


def _caused_by(exc: BaseException, kind: type[BaseException]) -> bool:
    """True when ``kind`` is anywhere in the error's args/cause chain (requests wraps deeply)."""
    seen: set[int] = set()
    stack: list[Any] = [exc]
    while stack:
        current = stack.pop()
        if id(current) in seen or not isinstance(current, BaseException):
            continue
        seen.add(id(current))
        if isinstance(current, kind):
            return True
        stack.extend(current.args)
        stack.extend([current.__cause__, current.__context__, getattr(current, "reason", None)])
    return False


def _short_reason(exc: BaseException) -> str:
    text = str(exc)
    for marker in (
        "Connection refused",
        "Name or service not known",
        "nodename nor servname",
        "Temporary failure in name resolution",
        "Failed to resolve",
        "No route to host",
        "Network is unreachable",
        "Connection reset",
    ):
        if marker in text:
            return marker.lower()
    return text if len(text) < 160 else text[:157] + "..."
