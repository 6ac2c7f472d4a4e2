"""A decklist repository's configuration: ``[tool.altered-deck]`` in ``pyproject.toml`` or a
``.altered-deck.toml`` (the same keys at its top level).

The file is found upward from the working directory (the first folder holding either; a
``pyproject.toml`` without the table is passed over). Keys: ``format``, ``as-of``, ``rules``,
``rules-url`` (where ``rules update`` fetches; ``""``: nowhere by default), ``include``,
``exclude`` and ``[[paths]]`` tables (``glob``, ``format``). Globs and the
rules file are relative to the folder of the configuration file. Every mistake is a
:class:`UsageError` naming ``file: key``.

A file found upward is obeyed only when nobody else could have put it there (as git's
``safe.directory``): owned by the user or root, in a folder owned by the user or root that
others cannot write to (unless its sticky bit is set, as on ``/tmp``). Otherwise it is
ignored with a warning; ``--config FILE`` obeys it.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from altered_deck.errors import UsageError
from altered_deck.tomlread import MAX_CONFIG_BYTES, parse_toml, read_toml

CONFIG_FILE = ".altered-deck.toml"
PYPROJECT = "pyproject.toml"
TABLE = "tool.altered-deck"
DEFAULT_INCLUDE = ("**/*.txt", "**/*.json")
KEYS = ("format", "as-of", "rules", "rules-url", "include", "exclude", "paths")
PATH_KEYS = ("glob", "format")
MAX_GLOBS = 1_000
"""Globs in one ``include`` or ``exclude`` list, and ``[[paths]]`` entries."""


@dataclass(frozen=True)
class PathFormat:
    """A per-path override: decks matching ``glob`` are validated under ``format``."""

    glob: str
    format: str


@dataclass(frozen=True)
class ProjectConfig:
    """What a configuration file says (every key optional); ``source`` is None when no file
    applies, and ``root`` (the folder globs are relative to) is then the working directory."""

    root: Path
    source: Path | None = None
    format: str | None = None
    as_of: date | None = None
    rules: Path | None = None
    rules_url: str | None = None
    include: tuple[str, ...] = DEFAULT_INCLUDE
    exclude: tuple[str, ...] = ()
    paths: tuple[PathFormat, ...] = ()
    ignored: tuple[str, ...] = ()
    """Warnings: a configuration file found but not obeyed, and why."""

    def format_for(self, path: Path) -> str | None:
        """The format of the first ``[[paths]]`` entry whose glob matches ``path``, else
        ``format`` (None: the command's default)."""
        if not self.paths:
            return self.format
        from altered_deck.decks.discover import relative_to
        from altered_deck.globmatch import glob_matches

        relative = relative_to(path, self.root)
        if relative is not None:
            for override in self.paths:
                if glob_matches(override.glob, relative):
                    return override.format
        return self.format

    def check_formats(self, known: Collection[str]) -> None:
        """UsageError naming ``file: key`` for a format the rules do not know."""
        named = [("format", self.format)]
        named += [(f"paths[{i}].format", p.format) for i, p in enumerate(self.paths)]
        for key, name in named:
            if name is not None and name.lower() not in known:
                close = _close_matches(name.lower(), sorted(known))
                hint = f"did you mean {close[0]!r}? " if close else ""
                raise UsageError(
                    f"{self.key_label(key)}: unknown format {name!r} "
                    f"({hint}formats: {', '.join(sorted(known))})"
                )

    def key_label(self, key: str) -> str:
        """``pyproject.toml: tool.altered-deck.KEY`` (or ``.altered-deck.toml: KEY``)."""
        if self.source is None:
            return key
        prefix = f"{TABLE}." if self.source.name == PYPROJECT else ""
        return f"{display_path(self.source)}: {prefix}{key}"


def display_path(path: Path) -> str:
    """``path`` relative to the working directory when below it or in a folder above it
    (``../pyproject.toml``), else as given."""
    try:
        relative = Path(os.path.relpath(path))
    except ValueError:  # another drive (Windows)
        return str(path)
    climbs_then_descends = ".." in relative.parts and set(relative.parts[:-1]) != {".."}
    return str(path) if climbs_then_descends else str(relative)


def find_config(start: Path) -> Path | None:
    """The configuration file that applies in ``start``: the nearest ``.altered-deck.toml``,
    or ``pyproject.toml`` with a ``[tool.altered-deck]`` table, in ``start`` or above it."""
    folder = start.resolve()
    for candidate in (folder, *folder.parents):
        own = candidate / CONFIG_FILE
        if own.is_file():
            return own
        pyproject = candidate / PYPROJECT
        if pyproject.is_file() and _has_table(pyproject):
            return pyproject
    return None


def project_config(
    start: Path, explicit: Path | None = None, *, disabled: bool = False
) -> ProjectConfig:
    """The configuration in effect: ``explicit`` (``--config FILE``), else the one found from
    ``start``; ``disabled`` (``--no-config``) or none found: the defaults, rooted at ``start``."""
    if disabled:
        return ProjectConfig(root=start)
    path = explicit if explicit is not None else find_config(start)
    if path is None:
        return ProjectConfig(root=start)
    reason = None if explicit is not None else untrusted(path)
    if reason is not None:
        warning = (
            f"ignored {display_path(path)}: {reason}, so someone else may have put it there; "
            f"to obey it, give it with --config {path}"
        )
        return ProjectConfig(root=start, ignored=(warning,))
    return load_config(path)


def untrusted(path: Path) -> str | None:
    """Why a configuration file found upward is not obeyed, or None: it must be owned by the
    user or root, in a folder owned by the user or root that others cannot write to (unless
    its sticky bit is set). Always None where files have no owners (Windows)."""
    if not hasattr(os, "geteuid"):
        return None
    trusted = (os.geteuid(), 0)
    try:
        own, folder = path.stat(), path.parent.stat()
    except OSError:
        return None  # reading it will say what is wrong
    if own.st_uid not in trusted:
        return f"owned by another user (uid {own.st_uid})"
    if folder.st_uid not in trusted:
        return f"in a folder owned by another user (uid {folder.st_uid})"
    if folder.st_mode & stat.S_IWOTH and not folder.st_mode & stat.S_ISVTX:
        return "in a folder anyone can write to"
    return None


def load_config(path: Path) -> ProjectConfig:
    """Read and check one configuration file (``pyproject.toml``: its ``[tool.altered-deck]``)."""
    label = display_path(path)
    data = read_toml(path, label)
    if path.name == PYPROJECT:
        tool = data.get("tool")
        table = tool.get("altered-deck") if isinstance(tool, dict) else None
        if table is None:
            raise UsageError(f"{label}: no [{TABLE}] table")
        prefix = f"{TABLE}."
    else:
        table, prefix = data, ""
    if not isinstance(table, dict):
        raise UsageError(f"{label}: {TABLE} must be a table")
    return _config_from(table, path, lambda key: f"{label}: {prefix}{key}")


def _config_from(table: dict[str, Any], path: Path, where: Any) -> ProjectConfig:
    for key in table:
        if key == "tool" and path.name == CONFIG_FILE:
            raise UsageError(
                f"{where(key)}: {CONFIG_FILE} takes the keys at its top level, without [{TABLE}]"
            )
        if key not in KEYS:
            raise UsageError(f"{where(key)}: unknown key{_did_you_mean(key, KEYS)}")
    root = path.resolve().parent
    as_of = table.get("as-of")
    rules = _string(table, "rules", where)
    return ProjectConfig(
        root=root,
        source=path,
        format=_string(table, "format", where),
        as_of=None if as_of is None else _day(as_of, where("as-of")),
        rules=None if rules is None else root / rules,
        rules_url=_url(table.get("rules-url"), where("rules-url")),
        include=_globs(table, "include", where) or DEFAULT_INCLUDE,
        exclude=_globs(table, "exclude", where) or (),
        paths=_paths(table.get("paths"), where),
    )


TOOL_TABLE_KEY = (
    rb"^(?:\xef\xbb\xbf)?[ \t]*"  # a line's start (the file's may carry a BOM)
    rb"""(?:\[{1,2}[ \t]*["']?tool["']?[ \t]*\.[ \t]*["']?altered-deck"""
    rb"""|["']?tool["']?[ \t]*(?:\.[ \t]*["']?altered-deck|=)"""
    rb"""|\[[ \t]*["']?tool["']?[ \t]*\])"""
)
"""Where a ``pyproject.toml`` may define ``tool.altered-deck`` (a regular expression): a table
header naming it (``[tool.altered-deck]``, ``[[tool."altered-deck".paths]]``), a dotted key
(``tool.altered-deck.format = ...``), a ``[tool]`` table or an inline ``tool = {...}``. A file
that names the package only as a value or another key (a dependency, the script of this very
project) has none of them and is passed over without loading a TOML parser. Compiled on use:
only such a file needs it."""


def _has_table(pyproject: Path) -> bool:
    """Whether ``pyproject`` has ``[tool.altered-deck]`` (a broken or oversized one counts:
    it is reported when read, not passed over). Any other ``pyproject.toml`` is passed over
    unparsed, however deep or large."""
    try:
        with pyproject.open("rb") as handle:  # a peek, bounded as every read
            data = handle.read(MAX_CONFIG_BYTES + 1)
    except OSError:
        return False
    if b"altered-deck" not in data:
        return False
    if len(data) > MAX_CONFIG_BYTES:
        return True
    if re.search(TOOL_TABLE_KEY, data, re.MULTILINE) is None:
        return False
    try:
        tool = parse_toml(data.decode("utf-8", errors="replace"), str(pyproject)).get("tool")
    except UsageError:
        return True
    return isinstance(tool, dict) and "altered-deck" in tool


def _string(table: dict[str, Any], key: str, where: Any) -> str | None:
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise UsageError(f"{where(key)}: expected a non-empty string, got {_shown(value)}")
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise UsageError(f"{where(key)}: a control character in {_shown(value)}")
    return value.strip()


def _url(value: Any, where: str) -> str | None:
    """An http(s) URL, or ``""`` (no default source for ``rules update``)."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise UsageError(f'{where}: expected a URL (or "" for none), got {_shown(value)}')
    text = value.strip()
    if text and not text.lower().startswith(("https://", "http://")):
        raise UsageError(f'{where}: expected an http(s) URL (or "" for none), got {text!r}')
    return text


def _day(value: Any, where: str) -> date:
    # TOML has its own dates (as-of = 2025-06-01, unquoted); a quoted one is parsed here.
    if isinstance(value, date) and not hasattr(value, "hour"):
        return value
    if not isinstance(value, str):
        raise UsageError(f"{where}: expected a date (YYYY-MM-DD), got {_shown(value)}")
    from altered_deck.dates import parse_day

    try:
        return parse_day(value)
    except UsageError as exc:
        raise UsageError(f"{where}: {exc}") from None


def _globs(table: dict[str, Any], key: str, where: Any) -> tuple[str, ...] | None:
    value = table.get(key)
    if value is None:
        return None
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(i, str) and i.strip() for i in items):
        raise UsageError(f"{where(key)}: expected a glob or a list of globs, got {_shown(value)}")
    _check_count(len(items), where(key))
    globs = tuple(i.strip() for i in items)
    for glob in globs:
        _check_glob(glob, where(key))
    return globs


def _check_count(count: int, where: str) -> None:
    if count > MAX_GLOBS:
        raise UsageError(f"{where}: {count:,} entries, more than {MAX_GLOBS:,}; refused")


def _check_glob(glob: str, where: str) -> None:
    from altered_deck.globmatch import check_glob  # here: a configuration without globs

    try:
        check_glob(glob)
    except UsageError as exc:
        raise UsageError(f"{where}: {exc}") from None


def _paths(value: Any, where: Any) -> tuple[PathFormat, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise UsageError(f"{where('paths')}: expected [[paths]] tables, got {_shown(value)}")
    _check_count(len(value), where("paths"))
    overrides = []
    for index, entry in enumerate(value):
        at = f"paths[{index}]"
        if not isinstance(entry, dict):
            raise UsageError(f"{where(at)}: expected a table with glob and format")
        for key in entry:
            if key not in PATH_KEYS:
                message = f"unknown key{_did_you_mean(key, PATH_KEYS)}"
                raise UsageError(f"{where(f'{at}.{key}')}: {message}")
        glob = _string(entry, "glob", lambda key, at=at: where(f"{at}.{key}"))
        fmt = _string(entry, "format", lambda key, at=at: where(f"{at}.{key}"))
        if glob is None or fmt is None:
            missing = "glob" if glob is None else "format"
            raise UsageError(f"{where(f'{at}.{missing}')}: missing (each entry needs both)")
        _check_glob(glob, where(f"{at}.glob"))
        overrides.append(PathFormat(glob=glob, format=fmt))
    return tuple(overrides)


def _did_you_mean(key: str, known: tuple[str, ...]) -> str:
    close = _close_matches(key, known)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return f" ({hint}known keys: {', '.join(known)})"


def _close_matches(word: str, candidates: Collection[str]) -> list[str]:
    """The nearest candidate, if any (difflib is loaded only for a mistake)."""
    import difflib

    return difflib.get_close_matches(word, list(candidates), n=1)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
