"""What every command shares: the app context (cache, offline, debug) and output helpers."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore
    from altered_deck.cards.uniques import LookupBudget
    from altered_deck.decks.model import ResolvedDeck


@dataclass
class AppContext:
    """Global options, passed to every command as ``click`` context object."""

    cache_dir: Path | None = None
    offline: bool = False
    debug: bool = False
    api_url: str | None = None
    deckfmt_table: str | None = None
    _store: CardStore | None = field(default=None, repr=False)
    _unique_budget: LookupBudget | None = field(default=None, repr=False)

    def unique_budget(self) -> LookupBudget:
        """The Unique look-ups this run may still make (one budget for every deck)."""
        if self._unique_budget is None:
            from altered_deck.cards.uniques import LookupBudget

            self._unique_budget = LookupBudget()
        return self._unique_budget

    def store(self) -> CardStore:
        """The card cache (opened lazily, once per run; filled from the bundle if empty)."""
        if self._store is None:
            from altered_deck.cards.store import CardStore

            self._store = CardStore.in_dir(
                self.cache_dir, on_bundle=echo_bundle_filled, on_notice=echo_err
            )
            context = click.get_current_context(silent=True)
            if context is not None:
                # Closed when the command ends (in-process runs open one per command).
                context.find_root().call_on_close(self._store.close)
        return self._store


pass_app = click.make_pass_decorator(AppContext, ensure=True)


def check_jobs(ctx: click.Context, param: click.Parameter, value: int | None) -> int | None:
    """``--jobs``: at most :data:`~altered_deck.sim.limits.JOBS_PER_CPU` per CPU (exit 2)."""
    from altered_deck.sim.limits import JOBS_PER_CPU, cpu_count, max_jobs

    if value is not None and value > max_jobs():
        raise click.BadParameter(
            f"{value} is more than {JOBS_PER_CPU} worker processes per CPU "
            f"({max_jobs()} on this machine's {cpu_count()} CPU(s)).",
            ctx,
            param,
        )
    return value


class PositiveFloat(click.FloatRange):
    """A finite number above 0 and at most ``max`` (``nan`` and ``inf`` refused, exit 2)."""

    def __init__(self, max: float) -> None:
        super().__init__(min=0, min_open=True, max=max)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        import math

        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return number


def echo_json(data: Any) -> None:
    """Print ``data`` as indented JSON on stdout."""
    import json

    write_stdout(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False))


def echo_text(
    text: str,
    *,
    nl: bool = True,
    color: bool | None = None,
    style: Callable[[str], str] | None = None,
) -> None:
    """Print text output on stdout, control and colour sequences from the data escaped (see
    render.safe); ``style`` then adds the tool's own colours to the escaped text."""
    from altered_deck.render.safe import terminal_safe

    safe = terminal_safe(text)
    write_stdout(style(safe) if style else safe, nl=nl, color=color)


def write_stdout(text: str | bytes, *, nl: bool = True, color: bool | None = None) -> None:
    """Write ``text`` on stdout as it is (every stdout write goes through here).

    A closed stdout, a full disk or a reader gone raise :class:`OutputError` (exit 3,
    "cannot write output"); stdout is then pointed at the null device so that the
    interpreter's last flush cannot fail again.
    """
    from altered_deck.errors import OutputError

    stream = sys.stdout
    if stream is None or getattr(stream, "closed", False):
        raise OutputError("cannot write output: standard output is closed")
    try:
        click.echo(text, nl=nl, color=color, file=stream)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        discard_stdout()
        raise OutputError(f"cannot write output ({reason})") from None


def write_output(output: Path | None, content: str | bytes, *, text: bool = False) -> bool:
    """Write ``content`` to the ``-o`` file, or to stdout when ``output`` is None or ``-``
    (``text``: escaped as text output is). Returns True when a file was written.

    A file that cannot be written is an :class:`OutputError` (exit 3) naming it.
    """
    if output is None or str(output) == "-":
        if text and isinstance(content, str):
            echo_text(content, nl=False)
        else:
            write_stdout(content, nl=False)  # bytes go to the binary buffer
        return False
    from altered_deck.outputfile import write_file

    write_file(output, content)
    return True


def discard_stdout() -> None:
    """Point file descriptor 1 at the null device (what is still buffered is lost anyway)."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def echo_err(message: str) -> None:
    """Print a line on stderr (progress, warnings, errors), control characters escaped."""
    from altered_deck.render.safe import terminal_safe

    click.echo(terminal_safe(message), err=True)


# --- DECK arguments: every command reads them the same way ------------------------------

_F = TypeVar("_F", bound=Callable[..., Any])


def file_option(*param_decls: str, help: str, **attrs: Any) -> Callable[[_F], _F]:
    """An option naming one file (a folder is refused); the command receives a ``Path``,
    None when the option is absent. ``attrs`` go to :func:`click.option` (``required``...)."""
    return click.option(
        *param_decls, type=click.Path(dir_okay=False, path_type=Path), help=help, **attrs
    )


def locale_option(help: str) -> Callable[[_F], _F]:
    """``--locale`` (one of the card data's locales, any case; default English): the command
    receives ``locale``."""
    from altered_deck.cards.model import DEFAULT_LOCALE, LOCALES

    return click.option(
        "--locale",
        type=click.Choice(LOCALES, case_sensitive=False),
        default=DEFAULT_LOCALE,
        show_default=True,
        help=help,
    )


def deck_format_option(func: _F) -> _F:
    """Add ``--deck-format text|deckfmt|json`` (default: detected from content) to a command,
    and ``--deckfmt-table`` (the set-id table of altered-deckfmt codes, ids 15 and up).

    The command receives the first as ``deck_format: str | None``; the second goes to
    :attr:`AppContext.deckfmt_table`.
    """
    from altered_deck.decks.reader import DECK_FORMATS

    def keep_table(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
        if value is None:
            return
        from altered_deck.decks.deckfmt import table_names

        if value not in table_names():
            raise click.BadParameter(f"choose one of: {', '.join(table_names())}", ctx, param)
        ctx.ensure_object(AppContext).deckfmt_table = value

    with_table = click.option(
        "--deckfmt-table",
        metavar="TABLE",
        envvar="ALTERED_DECK_DECKFMT_TABLE",
        expose_value=False,
        callback=keep_table,
        help="altered-deckfmt set ids 15 and up: fugue-15 (default) or judge-15 "
        "[env ALTERED_DECK_DECKFMT_TABLE].",
    )(func)
    return click.option(
        "--deck-format",
        "deck_format",
        type=click.Choice(DECK_FORMATS, case_sensitive=False),
        default=None,
        help="Force the DECK format instead of detecting it from the content.",
    )(with_table)


def load_resolved_deck(
    app: AppContext, arg: str, deck_format: str | None = None, *, note_ignored: bool = True
) -> ResolvedDeck:
    """Read DECK ``arg`` (path, ``-`` for stdin, or a deckfmt code) and resolve it.

    Raises DeckParseError (exit 2) on unreadable input or an empty deck, UnknownCardError
    (exit 2) on unknown references, CacheError / MissingCardsError (exit 3) when card data is
    unavailable. Token references are set aside with a note on stderr (``note_ignored``).
    """
    from altered_deck.decks.load import load_deck

    resolved = load_deck(
        arg,
        app.store(),
        deck_format=deck_format,
        stdin=sys.stdin,
        fetch_missing=missing_uniques_fetcher(app),
        deckfmt_table=app.deckfmt_table,
    )
    if note_ignored and resolved.ignored:
        from altered_deck.render.validation import ignored_note

        echo_err(f"note: {resolved.name}: {ignored_note(resolved)}")
    return resolved


def missing_uniques_fetcher(app: AppContext) -> Callable[[CardStore, list[str]], None] | None:
    """The hook :func:`resolve_deck` calls to fetch Uniques missing from the cache.

    Fetches them from the API (``--api-url``) and caches them; with ``--offline`` it raises
    MissingCardsError listing every missing Unique. A 429 wait is shown on stderr.
    """

    def fetch_missing(store: CardStore, references: list[str]) -> None:
        # Imported when a Unique is missing: the fetcher's network code is not start-up's.
        from altered_deck.cards.uniques import ensure_cards, unique_fetcher

        fetch = unique_fetcher(app.api_url, app.offline, on_wait=echo_wait)
        ensure_cards(
            store, references, fetch_card=fetch, offline=app.offline, budget=app.unique_budget()
        )

    return fetch_missing


def echo_bundle_filled(label: str, cards: int, sets: int) -> None:
    """Say once that an empty cache was filled from the bundled card data (stderr)."""
    echo_err(
        f"card cache filled from the {label} ({cards:,} cards); "
        "`altered-deck cards sync` updates it"
    )


def echo_wait(seconds: float, url: str) -> None:
    """Tell the user the source rate-limits us and how long we wait (stderr)."""
    echo_err(f"rate limited by the card source: waiting {seconds:g}s before retrying {url}")


def check_output_path(path: Path, option: str) -> None:
    """UsageError, before any work, when ``path`` cannot be written: its folder missing or
    read-only, or a folder in its place (``-`` is stdout: always fine)."""
    import os

    from altered_deck.errors import UsageError

    if str(path) == "-":
        return
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a folder, not a file")
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{option} {path}: {folder} is a file, not a folder")
    if not folder.is_dir():
        raise UsageError(f"{option} {path}: no such folder {folder} (create it first)")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise UsageError(f"{option} {path}: not writable (permission denied)")
