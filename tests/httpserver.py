"""A real HTTP server on 127.0.0.1 that speaks the altered.gg API shape and the dump layout.

It serves the card snapshot: ``/card_sets``, ``/cards?cardSet[]=X&page=N`` (hydra pages of 36),
``/cards/{ref}`` (snapshot cards and the synthetic Uniques) and ``/dump/...`` (the dump files).
Faults are scripted per test: :meth:`ApiServer.script` queues canned answers for a path prefix,
:attr:`ApiServer.rewrite_next` changes ``hydra:next`` links, :attr:`ApiServer.latency` slows
every answer. Every request is logged in :attr:`ApiServer.requests`.
"""

from __future__ import annotations

import functools
import json
import socket
import struct
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from altered_deck.cards.httpclient import HttpClient

PAGE_SIZE = 36
LANG = {"en-us": "EN", "fr-fr": "FR"}


@dataclass
class Canned:
    """One scripted answer. ``body`` bytes are sent as they are (truncated JSON...)."""

    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "application/ld+json; charset=utf-8"
    delay: float = 0.0
    # Fault modes of the body: ``drip`` seconds between bytes (a slow-loris server),
    # ``reset_after`` bytes sent before the connection is reset, ``hide_length`` sends no
    # Content-Length (the body ends when the connection closes).
    drip: float = 0.0
    reset_after: int | None = None
    hide_length: bool = False


@dataclass
class Logged:
    """A request as the server saw it."""

    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    at: float = 0.0  # time.monotonic() when the request arrived


class _Snapshot:
    """The snapshot indexed for serving: sets, cards per set and locale, every card by ref."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.card_sets = json.loads((root / "META" / "card_sets_en.json").read_text("utf-8"))
        self.by_set: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.by_ref: dict[tuple[str, str], dict[str, Any]] = {}
        for set_dir in sorted((root / "SETS").iterdir()):
            for locale, suffix in LANG.items():
                path = set_dir / f"{set_dir.name}_{suffix}.json"
                if path.is_file():
                    cards = json.loads(path.read_text("utf-8"))
                    self.by_set[(set_dir.name, locale)] = cards
                    for card in cards:
                        self.by_ref[(card["reference"].upper(), locale)] = card
        for path in sorted((root / "UNIQUES-synthetic").glob("*.json")):
            card = json.loads(path.read_text("utf-8"))
            for locale in LANG:
                self.by_ref[(card["reference"].upper(), locale)] = card


@functools.lru_cache(maxsize=2)
def load_snapshot(root: Path) -> _Snapshot:
    """The snapshot indexed once per test session (servers only read it)."""
    return _Snapshot(root)


class ApiServer:
    """The server; use :func:`serve` to run one for the duration of a test."""

    def __init__(self, snapshot: Path) -> None:
        self.data = load_snapshot(snapshot)
        self.requests: list[Logged] = []
        self.latency = 0.0
        self.in_flight = 0
        self.max_in_flight = 0
        self.not_public: set[str] = set()
        self.rewrite_next: Callable[[str, int, str | None], str | None] | None = None
        self._scripts: dict[str, deque[Canned]] = defaultdict(deque)
        self._always: dict[str, Canned] = {}
        self._lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self.httpd.daemon_threads = True
        # A client that gives up (timeouts, deadlines, resets) is expected: no traceback.
        self.httpd.handle_error = lambda request, address: None  # type: ignore[method-assign]
        self.httpd.block_on_close = False  # type: ignore[attr-defined]
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.dump_url = f"{self.url}/dump/"

    def script(self, prefix: str, *answers: Canned) -> None:
        """Answer the next requests whose path starts with ``prefix`` with ``answers``, in turn."""
        with self._lock:
            self._scripts[prefix].extend(answers)

    def always(self, prefix: str, answer: Canned) -> None:
        """Answer every request whose path starts with ``prefix`` with ``answer``."""
        with self._lock:
            self._always[prefix] = answer

    def count(self, prefix: str) -> int:
        """How many requests had a path starting with ``prefix``."""
        return sum(1 for r in self.requests if r.path.startswith(prefix))

    def _canned(self, path: str) -> Canned | None:
        with self._lock:
            for prefix, queue in self._scripts.items():
                if path.startswith(prefix) and queue:
                    return queue.popleft()
            for prefix, answer in self._always.items():
                if path.startswith(prefix):
                    return answer
        return None

    # --- the API shape ---------------------------------------------------------------

    def answer(self, path: str, query: dict[str, list[str]], headers: dict[str, str]) -> Canned:
        """The normal answer for a request (no faults)."""
        locale = (query.get("locale") or [headers.get("accept-language", "en-us")])[0].lower()
        if path == "/card_sets":
            return _json(self.data.card_sets)
        if path == "/cards":
            return self._collection(query, locale)
        if path.startswith("/cards/"):
            ref = unquote(path[len("/cards/") :]).upper()
            if ref in self.not_public:
                return _json({"hydra:description": "not public"}, status=401)
            card = self.data.by_ref.get((ref, locale)) or self.data.by_ref.get((ref, "en-us"))
            if card is None:
                return _json({"hydra:description": "Not Found"}, status=404)
            return _json(card)
        if path.startswith("/dump/"):
            file = (self.data.root / path[len("/dump/") :]).resolve()
            if self.data.root.resolve() in file.parents and file.is_file():
                return Canned(body=file.read_bytes(), content_type="text/plain; charset=utf-8")
            return Canned(status=404, body=b"404: Not Found", content_type="text/plain")
        return _json({"hydra:description": "Not Found"}, status=404)

    def _collection(self, query: dict[str, list[str]], locale: str) -> Canned:
        set_code = (query.get("cardSet[]") or [""])[0]
        page = int((query.get("page") or ["1"])[0])
        size = min(int((query.get("itemsPerPage") or [str(PAGE_SIZE)])[0]), PAGE_SIZE)
        cards = self.data.by_set.get((set_code, locale), [])
        members = cards[(page - 1) * size : page * size]
        last = max(1, -(-len(cards) // size))
        base = f"/cards?{quote('cardSet[]')}={set_code}"
        next_link: str | None = f"{base}&page={page + 1}" if page < last else None
        if self.rewrite_next is not None:
            next_link = self.rewrite_next(set_code, page, next_link)
        view: dict[str, Any] = {
            "@id": f"{base}&page={page}",
            "@type": "hydra:PartialCollectionView",
            "hydra:first": f"{base}&page=1",
            "hydra:last": f"{base}&page={last}",
        }
        if next_link is not None:
            view["hydra:next"] = next_link
        return _json(
            {
                "@context": "/contexts/Card",
                "@id": "/cards",
                "@type": "hydra:Collection",
                "hydra:totalItems": len(cards),
                "hydra:member": members,
                "hydra:view": view,
            }
        )

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # One write per answer and no Nagle delay: keeps the local server fast.
            wbufsize = 1 << 16
            disable_nagle_algorithm = True

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                query = parse_qs(parts.query, keep_blank_values=True)
                headers = {k.lower(): v for k, v in self.headers.items()}
                server.requests.append(Logged(parts.path, query, headers, time.monotonic()))
                with server._lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    answer = server._canned(parts.path) or server.answer(parts.path, query, headers)
                    delay = server.latency + answer.delay
                    if delay:
                        time.sleep(delay)
                    self._send(answer)
                except (BrokenPipeError, ConnectionResetError, OSError):
                    self.close_connection = True  # the client gave up (timeout tests)
                finally:
                    with server._lock:
                        server.in_flight -= 1

            def _send(self, answer: Canned) -> None:
                self.send_response(answer.status)
                self.send_header("Content-Type", answer.content_type)
                if answer.hide_length:
                    self.send_header("Connection", "close")
                    self.close_connection = True
                else:
                    self.send_header("Content-Length", str(len(answer.body)))
                for key, value in answer.headers.items():
                    self.send_header(key, value)
                self.end_headers()
                body = answer.body
                if answer.reset_after is not None:
                    self.wfile.write(body[: answer.reset_after])
                    self.wfile.flush()
                    # SO_LINGER 0: close() sends a TCP reset, not a clean end.
                    self.connection.setsockopt(
                        socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                    )
                    self.close_connection = True
                    self.connection.close()
                    return
                if answer.drip:
                    for i in range(len(body)):
                        self.wfile.write(body[i : i + 1])
                        self.wfile.flush()
                        time.sleep(answer.drip)
                    return
                self.wfile.write(body)
                self.wfile.flush()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


def _json(data: Any, status: int = 200) -> Canned:
    return Canned(status=status, body=json.dumps(data, ensure_ascii=False).encode("utf-8"))


def json_answer(data: Any, status: int = 200) -> Canned:
    """A canned JSON answer."""
    return _json(data, status)


@contextmanager
def serve(snapshot: Path) -> Iterator[ApiServer]:
    """Run an :class:`ApiServer` in a thread for the duration of the ``with`` block."""
    server = ApiServer(snapshot)
    thread = threading.Thread(
        target=server.httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    )
    thread.start()
    try:
        yield server
    finally:
        server.httpd.shutdown()
        server.httpd.server_close()
        thread.join(timeout=5)


def fast_client(**overrides: Any) -> HttpClient:
    """An :class:`HttpClient` with tiny timeouts and no backoff; ``sleep`` records waits.

    The waits asked for are in ``client.slept``.
    """
    slept: list[float] = []
    settings: dict[str, Any] = {
        "connect_timeout": 1.0,
        "read_timeout": 1.0,
        "retries": 2,
        "backoff_factor": 0.0,
        "max_retry_after": 30.0,
        "max_429_retries": 3,
        "sleep": slept.append,
    }
    settings.update(overrides)
    client = HttpClient(**settings)
    client.slept = slept  # type: ignore[attr-defined]
    return client


def closed_port_url() -> str:
    """A URL on 127.0.0.1 where nothing listens (connection refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
