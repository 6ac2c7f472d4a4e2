"""Which rules data every command uses: the bundled folder, or the one ``rules update`` stored
in the card cache when it is at least as new (:func:`~altered_deck.formats.rulesfolder.newer`).

The library judges by the bundled data unless told where updates live
(:func:`use_updates_from`); the CLI tells it the card cache of the run (``--cache-dir``), so
``formats``, ``validate``, ``event`` and the rest all read the same data. The choice is made
once, on first use, and forgotten by :func:`use_updates_from`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal, TypeVar

if TYPE_CHECKING:  # the CLI imports this module at start-up: nothing heavy at load time
    from altered_deck.formats.rulesfolder import RulesFolder


USER_CACHE: Final = "user-cache"
"""Look in the user's card cache directory (``$ALTERED_DECK_CACHE_DIR`` or the platform's)."""
_updates_dir: Path | Literal["user-cache"] | None = None
"""The card cache directory holding updated rules data (None: the bundled data only)."""
_chosen: RulesFolder | None = None


def use_updates_from(cache_dir: Path | Literal["user-cache"] | None) -> None:
    """Look for updated rules data in the card cache of ``cache_dir`` (:data:`USER_CACHE`:
    the user's; None: use the bundled data only). The next read of rules data chooses again."""
    global _updates_dir, _chosen
    _updates_dir = cache_dir
    _chosen = None


def in_force() -> RulesFolder:
    """The rules folder the run judges by (bundled, or updated when at least as new)."""
    global _chosen
    if _chosen is None:
        from altered_deck.formats.rulesfolder import bundled_folder, newer

        _chosen = newer(bundled_folder(), updated_folder())
    return _chosen


_Table = TypeVar("_Table")


def load_table(
    path: Path | None,
    what: str,
    parse: Callable[..., _Table],
    of: Callable[[RulesFolder], _Table],
) -> _Table:
    """A table of the rules data: the JSON file ``path`` (``what`` it is, for the message when
    it is too large) read by ``parse``, or without a path ``of`` the rules folder in force."""
    if path is None:
        return of(in_force())
    import json

    from altered_deck.boundedread import MIB, read_bounded

    content = read_bounded(path, MIB, what)
    return parse(json.loads(content.decode("utf-8")), source=str(path))


def updated_folder() -> RulesFolder | None:
    """The updated rules folder stored in the card cache, if any.

    A cache that cannot be read (foreign, damaged, locked) holds no update as far as rules
    are concerned: the commands that read cards from it say what is wrong with it. A kept
    folder whose files are no longer JSON is a :class:`CacheError` (``cache clear``)."""
    if _updates_dir is None:
        return None
    from altered_deck.cards import cachefile
    from altered_deck.cards.store import DB_NAME, default_cache_dir
    from altered_deck.errors import CacheError, UsageError
    from altered_deck.formats.rulesfolder import RulesFolder

    cache_dir = default_cache_dir() if _updates_dir == USER_CACHE else Path(_updates_dir)
    path = cache_dir / DB_NAME
    try:
        if not path.is_file():
            return None
        conn = cachefile.connect_read_only(path)
    except (OSError, CacheError):
        return None
    if conn is None:
        return None
    try:
        stored = cachefile.read_rules(conn)
    finally:
        conn.close()
    if stored is None:
        return None
    source, fetched_at, files = stored
    folder = RulesFolder(source, files, fetched_at)
    try:
        folder.date  # noqa: B018 (reads every file: a damaged one is found now)
    except UsageError as exc:
        raise CacheError(
            f"the rules data kept in the card cache {path} is damaged ({exc}); "
            "run `altered-deck cache clear`"
        ) from None
    return folder
