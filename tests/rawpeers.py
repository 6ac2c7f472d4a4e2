"""Misbehaving peers on 127.0.0.1 for deadline tests: a slow-loris HTTP server (one byte a
second, headers never ending), a peer that accepts and never answers, one that sends garbage.

Each runs in a daemon thread for the duration of a ``with`` block; ``connections`` counts
the connections it accepted.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

Behaviour = Callable[[socket.socket, threading.Event], None]


@dataclass
class Peer:
    """A running peer: its address and how many connections it accepted."""

    host: str
    port: int
    connections: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"


@contextmanager
def peer(behaviour: Behaviour) -> Iterator[Peer]:
    """Listen on 127.0.0.1 and run ``behaviour(connection, stop)`` for each connection."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    listener.settimeout(0.05)
    running = Peer("127.0.0.1", listener.getsockname()[1])
    stop = threading.Event()

    def serve_one(conn: socket.socket) -> None:
        with conn, contextlib.suppress(OSError):  # the client gave up: what tests want
            behaviour(conn, stop)

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with running._lock:
                running.connections += 1
            threading.Thread(target=serve_one, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield running
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()


def slow_loris(interval: float = 1.0) -> Behaviour:
    """Read the request, then send a status line and a header one byte every ``interval``
    seconds, never ending the headers."""

    def behave(conn: socket.socket, stop: threading.Event) -> None:
        conn.recv(65536)
        for byte in b"HTTP/1.1 200 OK\r\nX-Slow: ":
            conn.sendall(bytes([byte]))
            if stop.wait(interval):
                return
        while not stop.wait(interval):
            conn.sendall(b"a")

    return behave


def silent(conn: socket.socket, stop: threading.Event) -> None:
    """Accept and never answer."""
    stop.wait(60)


def garbage(data: bytes) -> Behaviour:
    """Send ``data`` at once, then nothing."""

    def behave(conn: socket.socket, stop: threading.Event) -> None:
        conn.sendall(data)
        stop.wait(60)

    return behave
