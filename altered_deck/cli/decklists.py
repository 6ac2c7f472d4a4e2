"""Which decks ``validate`` checks and under which format: the DECK arguments, or what the
project configuration includes, with the options that read the configuration."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from altered_deck.cli.common import echo_err, file_option
from altered_deck.config import ProjectConfig, display_path, project_config
from altered_deck.errors import UsageError

# Discovery loads when a folder is searched or the hook's files are sorted out, not for decks
# named one by one.
if TYPE_CHECKING:
    from altered_deck.decks.discover import Discovery

_F = TypeVar("_F", bound=Callable[..., Any])
Note = Callable[[str], None]


def config_options(func: _F) -> _F:
    """``--config FILE`` and ``--no-config``: the command receives ``config_path`` and
    ``no_config``."""
    func = click.option(
        "--no-config",
        is_flag=True,
        help="Ignore pyproject.toml [tool.altered-deck] and .altered-deck.toml.",
    )(func)
    return file_option(
        "--config",
        "config_path",
        help="Read this configuration file [default: .altered-deck.toml or pyproject.toml "
        "[tool.altered-deck], found upward from the current folder].",
    )(func)


def load_project(config_path: Path | None, no_config: bool) -> ProjectConfig:
    """The configuration in effect in the current folder."""
    if config_path is not None and no_config:
        raise UsageError("--config and --no-config contradict each other: choose one")
    project = project_config(Path.cwd(), config_path, disabled=no_config)
    for warning in project.ignored:
        echo_err(f"warning: {warning}")
    return project


def select_decks(
    decks: tuple[str, ...], project: ProjectConfig, only_decklists: bool, notes: bool = True
) -> tuple[str, ...]:
    """DECK arguments as given, a folder replaced by the decklists the configuration includes
    in it; none: the decklists the configuration includes (UsageError when there is none);
    with ``only_decklists`` (the pre-commit hook): those of ``decks`` the configuration
    includes and that look like decklists, maybe none. Discovery skips what ``.gitignore``
    ignores. Each file passed over gets one note on stderr (none without ``notes``)."""
    note = echo_err if notes else _silent
    if decks and not only_decklists:
        return tuple(d for deck in decks for d in _folder_decks(deck, project, note))
    if not decks:
        discovered = _discover(project, None, note)
        if not discovered:
            where = display_path(project.source) if project.source else project.root
            raise UsageError(
                f"no decklist found: nothing matching {', '.join(project.include)} "
                f"looks like a deck (searched from {where}); name the decks to check"
            )
        return discovered
    from altered_deck.decks.discover import (
        in_skipped_folder,
        is_included,
        keep_decklists,
        relative_to,
    )

    candidates = []
    for deck in decks:
        relative = relative_to(Path(deck), project.root)
        if relative is not None and in_skipped_folder(relative, project.root):
            note(f"note: skipped {deck}: in a hidden, virtual-environment or package folder")
        elif relative is not None and not is_included(relative, project.include, project.exclude):
            source = display_path(project.source) if project.source else "the defaults"
            note(f"note: skipped {deck}: not included by {source}")
        else:
            candidates.append(deck)
    return _kept(keep_decklists(candidates), note)


def _folder_decks(deck: str, project: ProjectConfig, note: Note) -> tuple[str, ...]:
    """``(deck,)``, or for a folder the decklists found in it (UsageError when none)."""
    try:
        folder = deck != "-" and Path(deck).is_dir()
    except (OSError, ValueError):  # a name too long for a path: a deck code, maybe
        folder = False
    if not folder:
        return (deck,)
    found = _discover(project, Path(deck), note)
    if not found:
        raise UsageError(
            f"no decklist found in {deck}: nothing matching {', '.join(project.include)} "
            "looks like a deck"
        )
    return found


def _discover(project: ProjectConfig, start: Path | None, note: Note) -> tuple[str, ...]:
    from altered_deck.decks.discover import discover_decks

    root, cwd = project.root, Path.cwd()
    return _kept(discover_decks(root, project.include, project.exclude, cwd, start=start), note)


def _kept(found: Discovery, note: Note) -> tuple[str, ...]:
    """The decklists found; a note for each file passed over."""
    for path, reason in found.skipped:
        note(f"note: skipped {path}: not a decklist ({reason})")
    return found.decks


def _silent(_message: str) -> None:
    pass


def group_by_format(
    decks: tuple[str, ...], project: ProjectConfig, format_name: str, format_given: bool
) -> dict[str, list[str]]:
    """Format name → its decks, in order: ``--format`` when given, else the configuration's
    per-path format or ``format``, else ``format_name`` (the option's default)."""
    groups: dict[str, list[str]] = {}
    for deck in decks:
        chosen = None if format_given or deck == "-" else project.format_for(Path(deck))
        if chosen is None and not format_given:
            chosen = project.format
        groups.setdefault((chosen or format_name).lower(), []).append(deck)
    return groups
