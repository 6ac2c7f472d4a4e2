"""``altered-deck cards ...`` and ``altered-deck cache ...``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, TextIO

import click

from altered_deck.cards.httpclient import (
    CONCURRENCY,
    MAX_CONCURRENCY,
    MAX_RESPONSE_MB,
    MAX_RESPONSE_MB_LIMIT,
    MAX_WAIT_SECONDS,
    REQUEST_DEADLINE,
)
from altered_deck.cards.model import FACTION_NAMES, LOCALES, Card
from altered_deck.cards.reference import is_reference
from altered_deck.cards.sources import DumpSource
from altered_deck.cards.store import CardStore
from altered_deck.cards.sync import SOURCE_KINDS, SYNC_TIMEOUT
from altered_deck.cards.uniques import lookup_card, unique_fetcher
from altered_deck.cli.common import (
    AppContext,
    PositiveFloat,
    echo_err,
    echo_json,
    echo_text,
    echo_wait,
    file_option,
    locale_option,
    pass_app,
    write_output,
)
from altered_deck.errors import UnknownCardError, UsageError
from altered_deck.render.cards import (
    cache_info_to_json,
    card_to_json,
    format_cache_info,
    format_card,
    format_card_table,
    format_sync_summary,
    sync_summary_to_json,
)

RARITIES = ("COMMON", "RARE", "EXALTED", "UNIQUE")


def _split_locales(
    ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
) -> list[str]:
    """``--locale`` values, repeated or comma-separated, checked against the known locales."""
    locales: list[str] = []
    for value in values:
        for item in value.split(","):
            locale = item.strip().lower()
            if not locale:
                continue
            if locale not in LOCALES:
                raise click.BadParameter(f"{locale!r} is not one of {', '.join(LOCALES)}")
            if locale not in locales:
                locales.append(locale)
    return locales or ["en-us"]


def _locales_option(help_text: str) -> Any:
    return click.option(
        "--locale",
        "locales",
        multiple=True,
        default=["en-us"],
        show_default=True,
        callback=_split_locales,
        metavar="LOCALE",
        help=help_text,
    )


_display_locale = locale_option("Language of names and texts (English when the cache lacks it).")
_json_flag = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


class _Progress:
    """The sync progress callback: a bar on stderr, shown only when stderr is a terminal."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty()
        self.bar: Any = None
        self.done = 0

    def __call__(self, label: str, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.length = total  # the page count grows as set sizes become known
        if self.bar is None:
            self.bar = click.progressbar(
                length=total,
                label="fetching",
                file=self.stream,
                show_pos=True,
                item_show_func=lambda item: item,
            )
            self.bar.__enter__()
        self.bar.update(done - self.done, current_item=label)
        self.done = done

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


def _run_sync(
    app: AppContext,
    source: Any,
    locales: list[str],
    sets: tuple[str, ...],
    as_json: bool,
    timeout: float | None = None,
) -> None:
    from altered_deck.cards.sync import sync_cards

    progress = _Progress()
    try:
        summary = sync_cards(
            app.store(),
            source,
            locales=locales,
            sets=list(sets) or None,
            progress=progress,
            timeout=timeout,
        )
    finally:
        progress.close()
    if summary.skipped.count:
        echo_err(summary.skipped.warning)
    if as_json:
        echo_json(sync_summary_to_json(summary))
    else:
        echo_text(format_sync_summary(summary))


@click.group()
def cards() -> None:
    """Fill and query the local card cache."""


def _limit_option(name: str, default: float, limit: float, metavar: str, help: str) -> Any:
    """A positive number up to ``limit`` (seconds, megabytes), its default shown."""
    return click.option(
        name,
        type=PositiveFloat(max=limit),
        default=default,
        show_default=True,
        metavar=metavar,
        help=help,
    )


@cards.command("sync")
@click.option(
    "--source",
    type=click.Choice(SOURCE_KINDS, case_sensitive=False),
    default="auto",
    show_default=True,
    help="auto: the API, or the community dump when the API is unreachable or gone.",
)
@click.option("--api-url", metavar="URL", help="API base URL [default: the global --api-url].")
@click.option(
    "--dump",
    metavar="PATH_OR_URL",
    help="Dump directory or base URL [default: the community dump's public URL].",
)
@_locales_option("Locale(s) to fetch, repeated or comma-separated (en-us,fr-fr).")
@click.option("--set", "sets", multiple=True, metavar="SET", help="Only this set (repeatable).")
@click.option(
    "--concurrency",
    type=click.IntRange(1, MAX_CONCURRENCY),
    metavar="N",
    default=CONCURRENCY,
    show_default=True,
    help="Requests in flight at once.",
)
@_limit_option(
    "--timeout",
    SYNC_TIMEOUT,
    MAX_WAIT_SECONDS,
    "SECONDS",
    "Give up when the whole sync takes longer.",
)
@_limit_option(
    "--request-timeout",
    REQUEST_DEADLINE,
    MAX_WAIT_SECONDS,
    "SECONDS",
    "Give up on one request (body included) taking longer.",
)
@_limit_option(
    "--max-response-mb",
    MAX_RESPONSE_MB,
    MAX_RESPONSE_MB_LIMIT,
    "MB",
    "Refuse an answer larger than this (MiB).",
)
@_json_flag
@pass_app
def sync(
    app: AppContext,
    source: str,
    api_url: str | None,
    dump: str | None,
    locales: list[str],
    sets: tuple[str, ...],
    concurrency: int,
    timeout: float,
    request_timeout: float,
    max_response_mb: float,
    as_json: bool,
) -> None:
    """Fill the cache from the API or a card dump (progress and notices on stderr).

    Pages are fetched in parallel (--concurrency). The whole sync is fetched before
    anything is written: a failure, a limit reached or Ctrl-C leaves the previous cache
    as it was.

    \b
    Examples:
      altered-deck cards sync
      altered-deck cards sync --locale en-us,fr-fr --set CORE --set ALIZE
      altered-deck cards sync --source api --api-url http://127.0.0.1:8000
      altered-deck cards sync --source dump --dump ../Altered-TCG-Card-Database
    """
    kind = source.lower()
    local_dump = kind == "dump" and dump is not None and not dump.startswith(("http:", "https:"))
    if app.offline and not local_dump:
        raise UsageError(
            "--offline: `cards sync` needs the network here; to fill the cache from a local "
            "dump use `altered-deck cards import PATH`"
        )
    from altered_deck.cards.httpclient import HttpClient
    from altered_deck.cards.sync import open_source

    client = HttpClient(
        concurrency=concurrency,
        request_deadline=request_timeout,
        max_response_mb=max_response_mb,
        on_wait=echo_wait,
    )
    chosen = open_source(
        kind, api_url=api_url or app.api_url, dump=dump, client=client, on_notice=echo_err
    )
    _run_sync(app, chosen, locales, sets, as_json, timeout=timeout)


@cards.command("import")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@_locales_option("Locale(s) to load, repeated or comma-separated (en-us,fr-fr).")
@click.option("--set", "sets", multiple=True, metavar="SET", help="Only this set (repeatable).")
@_json_flag
@pass_app
def import_(
    app: AppContext, path: Path, locales: list[str], sets: tuple[str, ...], as_json: bool
) -> None:
    """Fill the cache from a local dump directory (no network).

    The directory has the community layout: per-set files SETS/<SET>/<SET>_EN.json or
    the per-card tree CARDS/<LANG>/<SET>/<FACTION>/<REF>.json (or both), optional
    META/card_sets_en.json, and Unique cards as single-card JSON files in UNIQUES*/.
    Records that cannot be read are skipped, with one warning.

    \b
    Examples:
      altered-deck cards import ./Altered-TCG-Card-Database
      altered-deck cards import ./altered-api-snapshot --locale en-us,fr-fr
    """
    _run_sync(app, DumpSource(path), locales, sets, as_json)


@cards.command("add-unique")
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@locale_option("Language of the names and texts in the files.")
@_json_flag
@pass_app
def add_unique(app: AppContext, files: tuple[Path, ...], locale: str, as_json: bool) -> None:
    """Add Unique cards from JSON files (the API's single-card shape) to the cache.

    Each FILE holds one card object as GET /cards/{ref} served it, or an array of them;
    a directory stands for the .json files inside it. Decks with these Uniques then
    validate offline.

    \b
    Examples:
      altered-deck cards add-unique ALT_CORE_B_AX_08_U_1234.json
      altered-deck cards add-unique registered-uniques/ --locale fr-fr
    """
    from altered_deck.cards.uniques import add_card_files

    added = add_card_files(app.store(), files, locale.lower())
    if as_json:
        echo_json({"added": [c.reference for c in added]})
        return
    for card in added:
        echo_text(f"{card.reference}  {card.name_in(locale.lower())}")
    echo_err(f"added {len(added)} card(s) to {app.store().path}")


@cards.command("bundle")
@click.argument(
    "paths", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path)
)
@file_option(
    "-o",
    "--output",
    required=True,
    help="The bundle file to write (the repository's is data/cards/cards.json.gz).",
)
@_locales_option("Locale(s) to bundle, repeated or comma-separated.")
@click.option(
    "--date",
    "dates",
    multiple=True,
    metavar="YYYY-MM[-DD]",
    help="When the dump was taken; repeated, one per PATH in order.",
)
@click.option("--label", metavar="TEXT", help="What the data is (stamped in the bundle).")
def bundle(
    paths: tuple[Path, ...],
    output: Path,
    locales: list[str],
    dates: tuple[str, ...],
    label: str | None,
) -> None:
    """Build a card bundle (gzipped compact JSON) from one or more dump directories.

    The package ships one (data/cards/cards.json.gz) and fills an empty cache from it;
    rebuild it from a newer dump to ship newer sets. With several dumps (oldest first), a
    set more than one holds comes from its complete copy (the most cards; the newer on a
    tie). Records that cannot be read are skipped, with one warning.

    \b
    Example:
      altered-deck cards bundle ./dump --locale en-us,fr-fr --date 2026-06 \\
        -o data/cards/cards.json.gz
    """
    from altered_deck.cards.bundle import build_bundle, pack_bundle, write_bundle
    from altered_deck.cards.records import Skipped

    if len(dates) > len(paths):
        raise UsageError(f"{len(dates)} --date for {len(paths)} dump(s): give one per PATH")
    skipped = Skipped()
    dumps = [DumpSource(path) for path in paths]
    data = build_bundle(dumps, locales=locales, label=label, dates=dates, skipped=skipped)
    if skipped.count:
        echo_err(skipped.warning)
    if str(output) == "-":
        write_output(None, pack_bundle(data))
        return
    size = write_bundle(data, output)
    echo_text(
        f"wrote {output}: {len(data['cards']):,} cards, {len(data['sets'])} sets, "
        f"{', '.join(data['locales'])}, {size:,} bytes"
    )


@cards.command("show")
@click.argument("reference")
@_display_locale
@_json_flag
@pass_app
def show(app: AppContext, reference: str, locale: str, as_json: bool) -> None:
    """Show one card: faction, type, rarity, costs, powers, effects.

    REFERENCE is a card reference, or a card name (English or French, any case): the card
    of that name (its other versions are named), or the cards whose name contains it. A
    Unique missing from the cache is fetched from the API (not with --offline).

    \b
    Examples:
      altered-deck cards show ALT_CORE_B_AX_08_R2
      altered-deck cards show alt_core_b_ne_01_c --locale fr-fr --json
      altered-deck cards show "Axiom Salvager"
    """
    store = app.store()
    if "_" not in reference and not is_reference(reference.strip()):  # names have no "_"
        card = _card_named(store, reference, locale, as_json)
        if card is None:
            return
    else:
        fetch = unique_fetcher(app.api_url, app.offline, on_wait=echo_wait)
        card = lookup_card(store, reference, fetch_card=fetch, offline=app.offline)
    if card is None:
        from altered_deck.decks.resolve import close_matches

        raise UnknownCardError(
            f"unknown card reference {reference.strip()}", close_matches(store, [reference])
        )
    if as_json:
        echo_json(card_to_json(card, locale.lower()))
    else:
        echo_text(format_card(card, locale.lower()))


def _card_named(store: CardStore, name: str, locale: str, as_json: bool) -> Card | None:
    """``cards show NAME``: the card of that name (its first version; the others named on
    stderr), or the cards whose name contains it (listed; None), or UsageError with the
    closest names."""
    from altered_deck.cards.names import lookup_name, search_hint

    store.ensure_filled()
    found = lookup_name(store, name)
    if found.exact:
        first, others = found.exact[0], found.exact[1:]
        if others:
            refs = ", ".join(c.reference for c in others)
            echo_err(f"note: other versions of {first.english_name}: {refs}")
        return first
    if found.partial:
        if as_json:
            echo_json([card_to_json(c, locale.lower()) for c in found.partial])
        else:
            echo_text(format_card_table(found.partial, locale.lower()))
            echo_err(f"{len(found.partial)} card(s) with {name.strip()!r} in their name")
        return None
    if found.close:
        names = " or ".join(f'"{n}"' for n in found.close)
        hint = f"did you mean {names}? ({search_hint(found.close[0])})"
    else:
        hint = "no card name is close to it (`altered-deck cards search --name PART` lists "
        hint += "the cards whose name contains PART)"
    raise UsageError(f"{name.strip()!r} is neither a card reference nor a card name: {hint}")


@cards.command("search")
@click.option("--name", metavar="TEXT", help="Part of the name (English or French, any case).")
@click.option(
    "--faction",
    type=click.Choice(sorted(FACTION_NAMES), case_sensitive=False),
    help="Main faction code.",
)
@click.option("--set", "set_code", metavar="SET", help="Set reference (CORE, ALIZE...).")
@click.option("--rarity", type=click.Choice(RARITIES, case_sensitive=False))
@click.option("--type", "card_type", metavar="TYPE", help="Card type (CHARACTER, SPELL, HERO...).")
@click.option("--family", metavar="FAC_NUM", help="Card family, e.g. AX_8.")
@click.option("--limit", type=click.IntRange(min=1), help="Show at most this many cards.")
@_display_locale
@_json_flag
@pass_app
def search(
    app: AppContext,
    name: str | None,
    faction: str | None,
    set_code: str | None,
    rarity: str | None,
    card_type: str | None,
    family: str | None,
    limit: int | None,
    locale: str,
    as_json: bool,
) -> None:
    """List the cached cards matching every filter given.

    \b
    Examples:
      altered-deck cards search --name salvager
      altered-deck cards search --faction BR --set CORE --rarity RARE --json
    """
    store = app.store()
    with store.snapshot():  # one read transaction: a concurrent sync is seen whole or not
        store.ensure_filled()
        found = store.search(
            name=name,
            faction=faction,
            set_code=set_code,
            rarity=rarity,
            card_type=card_type,
            family=family,
            limit=limit,
        )
    if as_json:
        echo_json([card_to_json(c, locale.lower()) for c in found])
        return
    if not found:
        echo_err("no cards match")
        return
    echo_text(format_card_table(found, locale.lower()))
    echo_err(f"{len(found)} card(s)")


@click.group()
def cache() -> None:
    """Inspect or clear the local card cache."""


@cache.command("info")
@_json_flag
@pass_app
def info(app: AppContext, as_json: bool) -> None:
    """Show where the cache is, where its data came from and when, and what it holds.

    \b
    Examples:
      altered-deck cache info
      altered-deck --cache-dir /tmp/cards cache info --json
    """
    from altered_deck.rulesdata import in_force

    details = app.store().info()
    rules = in_force()
    if as_json:
        echo_json({**cache_info_to_json(details), "rules_data": rules.origin().as_json()})
    else:
        echo_text(f"{format_cache_info(details)}\nrules     {rules.describe()}")


@cache.command("clear")
@pass_app
def clear(app: AppContext) -> None:
    """Delete the cache file; the next command refills it from the bundled card data.

    Works on a corrupt or foreign cache file too: that is the fix such errors point to.

    \b
    Example:
      altered-deck cache clear && altered-deck cache info
    """
    store = app.store()
    if store.clear():
        echo_text(f"removed the card cache {store.path}")
    else:
        echo_text(f"no card cache at {store.path}")
