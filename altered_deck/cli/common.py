"""What every command shares: the app context (cache, offline, debug) and output helpers."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from altered_deck.cards.store import CardStore


@dataclass
class AppContext:
    """Global options, passed to every command as ``click`` context object."""

    cache_dir: Path | None = None
    offline: bool = False
    debug: bool = False
    _store: CardStore | None = field(default=None, repr=False)

    def store(self) -> CardStore:
        """The card cache (opened lazily, once per run)."""
        if self._store is None:
            self._store = CardStore.in_dir(self.cache_dir)
        return self._store


pass_app = click.make_pass_decorator(AppContext, ensure=True)


def echo_json(data: Any) -> None:
    """Print ``data`` as indented JSON on stdout."""
    click.echo(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False))


def echo_err(message: str) -> None:
    """Print a line on stderr (progress, warnings, errors)."""
    click.echo(message, err=True)
