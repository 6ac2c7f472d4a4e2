"""``rules update``: fetch a rules folder (a URL or a directory in the layout of ``data/rules``),
check every file as a ``--rules`` file is checked, and keep it in the card cache, where every
command finds it (:mod:`altered_deck.rulesdata`).

Nothing changes unless the whole folder is read and passes: a network failure is a
:class:`SourceError` (exit 3), bad data (a file too large, too deep, a wrong field, a file
outside the folder, a redirect to another host, a server too slow, an answer too large) a
:class:`UsageError` (exit 2); either way the message ends with the rules data still in force.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from altered_deck.errors import (
    AlteredDeckError,
    CardDataError,
    ForeignRedirectError,
    ResponseTooLargeError,
    SourceError,
    SourceUnreachableError,
    TooSlowError,
    UsageError,
)
from altered_deck.formats.rulesfolder import (
    COMPRESSIBLE,
    GZIP_SUFFIX,
    MAX_FILE_BYTES,
    MAX_POOL_UNPACKED,
    REQUIRED,
    RulesFolder,
    bundled_folder,
    candidates,
    decompress,
    newer,
    pool_files,
)
from altered_deck.rulesdata import USER_CACHE, in_force, use_updates_from

NO_SOURCE = (
    "no rules URL configured: give one with --from URL|DIR "
    "(or set rules-url in [tool.altered-deck])"
)


@dataclass(frozen=True)
class RulesUpdateSettings:
    """What ``rules update`` was asked: where from (``source``: a URL or a directory; None:
    ``configured_url``, else the repository's), whether only to check, the card cache."""

    source: str | None = None
    check_only: bool = False
    cache_dir: Path | None = None
    offline: bool = False
    configured_url: str | None = None


@dataclass(frozen=True)
class RulesUpdate:
    """What an update found: the folder fetched, the data in force before and after (with
    ``check_only``, after is what an update would put in force)."""

    fetched: RulesFolder
    before: RulesFolder
    after: RulesFolder
    check_only: bool

    @property
    def changes(self) -> bool:
        """Whether the update changes (or would change) the rules data in force."""
        return self.after.digest != self.before.digest


def update_rules(settings: RulesUpdateSettings) -> RulesUpdate:
    """Fetch, check and (unless ``check_only``) keep a rules folder; see the module doc."""
    from altered_deck.repository import DEFAULT_RULES_URL

    cache: Path | Literal["user-cache"] = settings.cache_dir or USER_CACHE
    use_updates_from(cache)
    before = in_force()
    configured = settings.configured_url
    source = settings.source or (DEFAULT_RULES_URL if configured is None else configured)
    if not source:
        raise UsageError(NO_SOURCE)
    try:
        fetched = read_folder(source, offline=settings.offline)
        check_folder(fetched)
    except AlteredDeckError as exc:
        raise _kept(exc, before) from None
    after = newer(bundled_folder(), fetched)
    if not settings.check_only:
        from altered_deck.cards.store import CardStore

        store = CardStore.in_dir(settings.cache_dir)
        try:
            store.store_rules(fetched.source, fetched.fetched_at or "", dict(fetched.files))
        finally:
            store.close()
        use_updates_from(cache)
    return RulesUpdate(fetched, before, after, settings.check_only)


def _kept(exc: AlteredDeckError, before: RulesFolder) -> AlteredDeckError:
    """The error, as bad data (exit 2) or an unreachable source (exit 3), saying what stays."""
    stays = f"; nothing changed: the rules data in force stays {before.describe()}"
    if isinstance(exc, ResponseTooLargeError):  # the same words as for a file too large
        return UsageError(f"{exc.url}: larger than {MAX_FILE_BYTES:,} bytes; refused{stays}")
    bad_answer = (ForeignRedirectError, TooSlowError)
    if isinstance(exc, SourceError) and not isinstance(exc, bad_answer):
        return SourceError(f"{exc}{stays}", url=exc.url)
    return UsageError(f"{exc}{stays}")


def is_url(source: str) -> bool:
    """Whether ``--from`` names a URL (http or https) rather than a directory."""
    return source.lower().startswith(("http://", "https://"))


def read_folder(source: str, *, offline: bool = False) -> RulesFolder:
    """Every layout file of the folder at ``source`` (a URL or a directory), unchecked."""
    fetched_at = datetime.now(UTC).isoformat(timespec="seconds")
    if is_url(source):
        base = source if source.endswith("/") else source + "/"
        if offline:
            raise SourceUnreachableError(f"{base}: offline (--offline): cannot fetch", url=base)
        return RulesFolder(base, _fetch_files(base), fetched_at)
    folder = Path(source).expanduser()
    if not folder.is_dir():
        what = "not a folder" if folder.exists() else "no such folder"
        raise UsageError(f"{source}: {what} (give a URL or a rules folder)")
    root = folder.resolve()
    files = {name: _read_file(root, name) for name in REQUIRED}
    for pool in _pool_names(files, str(root)):
        files[pool] = _read_path(root, pool)
    return RulesFolder(str(root), files, fetched_at)


def _pool_names(files: dict[str, bytes], source: str) -> list[str]:
    """The pool files the allowlists of ``files`` name (checked names, each once)."""
    folder = RulesFolder(source, files)
    names: list[str] = []
    for name in (n for n in REQUIRED if n.startswith(COMPRESSIBLE)):
        names += [
            p for p in pool_files(name, folder.json(name), folder.where(name)) if p not in names
        ]
    return names


def _read_file(root: Path, name: str) -> bytes:
    """One layout file of a directory (``.json`` or ``.json.gz``), unpacked."""
    found = [p for p in candidates(name) if (root / p).exists() or (root / p).is_symlink()]
    if not found:
        raise UsageError(f"{root / name}: missing (a rules folder holds {', '.join(REQUIRED)})")
    if len(found) > 1:
        raise UsageError(f"{root / name}: both {' and '.join(found)}: keep one")
    return _unpacked(_read_path(root, found[0]), str(root / found[0]))


def _read_path(root: Path, relative: str) -> bytes:
    """The file ``relative`` of the folder ``root``: inside it (a link out of it is refused),
    read up to the limit."""
    path = root / relative
    if not path.exists() and not path.is_symlink():
        raise UsageError(f"{path}: missing (an allowlist names it)")
    real = path.resolve()
    if not real.is_relative_to(root):
        raise UsageError(f"{path}: points outside the rules folder ({real}); refused")
    if not real.is_file():
        raise UsageError(f"{path}: not a file")
    try:
        with real.open("rb") as file:  # at most the limit: /dev/zero must not fill memory
            content = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(content) > MAX_FILE_BYTES:
        raise UsageError(f"{path}: larger than {MAX_FILE_BYTES:,} bytes; refused")
    return content


def _unpacked(content: bytes, where: str) -> bytes:
    if len(content) > MAX_FILE_BYTES:
        raise UsageError(f"{where}: larger than {MAX_FILE_BYTES:,} bytes; refused")
    return decompress(content, where) if where.endswith(GZIP_SUFFIX) else content


def _fetch_files(base: str) -> dict[str, bytes]:
    """Every layout file under ``base``, through the project's HTTP client (same-host
    redirects only, a deadline per request, answers capped at the file limit)."""
    from altered_deck.cards.httpclient import HttpClient, check_status

    client = HttpClient(max_response_mb=MAX_FILE_BYTES / (1024 * 1024), concurrency=1)

    def fetch(path: str) -> bytes | None:
        url = base + path
        answer = client.get(url)
        if answer.status_code == 404:
            return None
        if 400 <= answer.status_code < 500:
            raise UsageError(f"{url}: HTTP {answer.status_code} {answer.reason}")
        check_status(answer, url)  # 5xx: the server is failing (exit 3)
        return answer.content

    files: dict[str, bytes] = {}
    for name in REQUIRED:
        for path in candidates(name):
            content = fetch(path)
            if content is not None:
                files[name] = _unpacked(content, base + path)
                break
        else:
            raise UsageError(f"{base}{name}: not found (HTTP 404): not a rules folder")
    for pool in _pool_names(files, base):
        content = fetch(pool)
        if content is None:
            raise UsageError(f"{base}{pool}: not found (HTTP 404; an allowlist names it)")
        files[pool] = content
    return files


def check_folder(folder: RulesFolder) -> None:
    """Raise :class:`UsageError` naming the file and field when the folder is not rules data
    the commands can use: each file as a ``--rules`` file is checked, then the whole parsed
    as every command parses it."""
    from altered_deck.formats.allowlists import ALLOWLIST_FORMATS, allowlists_of
    from altered_deck.formats.bans import bans_of
    from altered_deck.formats.catalog import catalog_of
    from altered_deck.formats.releases import releases_of
    from altered_deck.formats.rulescheck import check_rules_data
    from altered_deck.formats.rulesfile import uncovered_day

    for name in ("formats.json", "bans.json", "sets.json"):
        check_rules_data(copy.deepcopy(folder.json(name)), folder.where(name))
    for fmt in ALLOWLIST_FORMATS:
        _check_allowlist_file(folder, fmt)
    for name in sorted(set(folder.files) - set(REQUIRED)):
        _check_pool_file(folder, name)
    try:
        catalog = catalog_of(folder)
        bans_of(folder)
        releases_of(folder)
        allowlists_of(folder)
    except CardDataError as exc:
        raise UsageError(str(exc)) from None
    gap = uncovered_day(catalog)
    if gap is not None:
        raise UsageError(
            f"{folder.where('formats.json')}: rules_versions: no rules version covers "
            f"{gap.isoformat()}"
        )
    if folder.date is None:
        raise UsageError(f"{folder.source}: no dated entry anywhere (no 'from' or 'until')")


def _check_allowlist_file(folder: RulesFolder, fmt: str) -> None:
    """``allowlists/<format>.json``: checked as the shipped one is, and named for its format."""
    from altered_deck.formats.rulescheck import check_allowlist_file

    name = f"allowlists/{fmt}.json"
    data = folder.json(name)
    check_allowlist_file(copy.deepcopy(data), folder.where(name))
    if data.get("format") != fmt:
        raise UsageError(
            f"rules file {folder.where(name)}: format: expected {fmt!r} (the file's name), "
            f"got {data.get('format')!r}"
        )


def _check_pool_file(folder: RulesFolder, name: str) -> None:
    """A pool file: gzip, at most :data:`MAX_POOL_UNPACKED` unpacked, a JSON object."""
    from altered_deck import jsonload

    where = folder.where(name)
    try:
        data = jsonload.loads(decompress(folder.files[name], where, MAX_POOL_UNPACKED))
    except (UnicodeDecodeError, ValueError) as exc:
        raise UsageError(f"{where}: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise UsageError(f"{where}: expected a JSON object")
