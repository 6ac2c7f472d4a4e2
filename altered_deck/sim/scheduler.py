"""``--scheduler`` addresses: checked before Dask sees them, and the peer tried first.

Dask's client trusts its peer: given a peer that accepts and never answers it waits, and
given garbage it reads the first 8 bytes as a frame size and allocates that much. So the
address is parsed here (only ``tcp://HOST:PORT``; anything else is exit 2 listing the
accepted forms), and the peer is probed within :data:`SCHEDULER_TIMEOUT`: it must accept
the connection and send a Dask handshake of a sane size. A refused port, silence or
garbage is :class:`SourceUnreachableError` (exit 3) saying which.
"""

from __future__ import annotations

import ipaddress
import re
import socket
import struct
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from altered_deck.errors import SourceUnreachableError, UsageError

ACCEPTED_FORMS = "tcp://HOST:PORT, tcp://IPV4:PORT or tcp://[IPV6]:PORT"
SCHEDULER_TIMEOUT = 10.0
"""Seconds to connect to the scheduler and receive its handshake."""
MAX_HANDSHAKE_BYTES = 1_048_576
"""A Dask handshake is a few hundred bytes; a larger announced size is not Dask."""


@dataclass(frozen=True)
class SchedulerAddress:
    """A checked ``tcp://`` scheduler address."""

    host: str
    port: int

    @property
    def url(self) -> str:
        """``tcp://HOST:PORT`` (an IPv6 host in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"tcp://{host}:{self.port}"


def parse_scheduler_url(text: str) -> SchedulerAddress:
    """The address in ``text``; anything but ``tcp://HOST:PORT`` is a :class:`UsageError`."""

    def refuse(why: str) -> UsageError:
        return UsageError(f"--scheduler {text!r}: {why}; accepted forms: {ACCEPTED_FORMS}")

    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError as exc:  # tcp://[::1 (unclosed bracket), tcp://h:abc, a port > 65535
        raise refuse(f"not an address ({exc})") from None
    if parts.scheme.lower() != "tcp":
        scheme = f"scheme {parts.scheme}://" if parts.scheme else "no scheme"
        raise refuse(f"{scheme} is not supported")
    if not parts.hostname:
        raise refuse("no host")
    if not _is_host(parts.hostname):
        raise refuse(f"{parts.hostname!r} is not a host name or an IP address")
    if port is None or port == 0:
        raise refuse("no port")
    if parts.username or parts.password or parts.path not in ("", "/") or parts.query:
        raise refuse("only a host and a port may be given")
    return SchedulerAddress(parts.hostname, port)


_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOST_NAME = re.compile(rf"^{_LABEL}(?:\.{_LABEL})*\.?$")


def _is_host(host: str) -> bool:
    """A DNS name of ASCII labels, an IPv4 address, or an IPv6 address."""
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            return False
        return True
    return len(host) <= 253 and _HOST_NAME.match(host) is not None


def probe_scheduler(address: SchedulerAddress, timeout: float | None = None) -> None:
    """Connect to the scheduler and read its handshake, all within ``timeout`` seconds
    (default :data:`SCHEDULER_TIMEOUT`); raise :class:`SourceUnreachableError` if not."""
    seconds = SCHEDULER_TIMEOUT if timeout is None else timeout
    deadline = time.monotonic() + seconds
    where = f"the Dask scheduler at {address.url}"
    try:
        sock = socket.create_connection((address.host, address.port), timeout=seconds)
    except ConnectionRefusedError:
        raise SourceUnreachableError(f"cannot reach {where}: connection refused") from None
    except TimeoutError:
        raise SourceUnreachableError(
            f"cannot reach {where}: no connection within {seconds:g}s"
        ) from None
    except (OSError, UnicodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise SourceUnreachableError(f"cannot reach {where}: {reason}") from None
    with sock:
        header = _receive(sock, 8, deadline, where, seconds)
        (size,) = struct.unpack("<Q", header)
        if not 0 < size <= MAX_HANDSHAKE_BYTES:
            raise SourceUnreachableError(
                f"{address.url} is not a Dask scheduler (its first bytes are not a Dask handshake)"
            )
        _receive(sock, size, deadline, where, seconds)


def _receive(sock: socket.socket, size: int, deadline: float, where: str, seconds: float) -> bytes:
    """Exactly ``size`` bytes before ``deadline``."""
    data = bytearray()
    while len(data) < size:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise SourceUnreachableError(f"{where} did not answer within {seconds:g}s")
        sock.settimeout(remaining)
        try:
            chunk = sock.recv(min(65536, size - len(data)))
        except TimeoutError:
            raise SourceUnreachableError(f"{where} did not answer within {seconds:g}s") from None
        except OSError as exc:
            raise SourceUnreachableError(f"{where} broke the connection ({exc})") from None
        if not chunk:
            raise SourceUnreachableError(f"{where} closed the connection without a handshake")
        data += chunk
    return bytes(data)
