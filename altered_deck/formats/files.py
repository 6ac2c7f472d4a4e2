"""Rules data files a user gives (``validate --rules-file``): a formats file or a ban table."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from altered_deck.errors import AlteredDeckError, UsageError
from altered_deck.formats.bans import BanTable, load_bans, parse_bans
from altered_deck.formats.catalog import Catalog, load_catalog, parse_catalog


@dataclass(frozen=True)
class RulesData:
    """The formats and ban table a run judges by (``source``: the organiser's ``--rules``
    file merged in, if any)."""

    catalog: Catalog
    bans: BanTable
    source: str | None = None


def load_rules_files(paths: Iterable[Path]) -> RulesData:
    """The shipped rules data, with each file in ``paths`` replacing its part: a file with a
    ``formats`` key (the shape of ``data/rules/formats.json``) replaces the formats, one with
    ``entries`` (``data/rules/bans.json``) the ban table. A bad file is a UsageError (exit 2)."""
    catalog: Catalog | None = None
    bans: BanTable | None = None
    for path in paths:
        where = f"--rules-file {path}"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise UsageError(f"{where}: cannot read it: {exc.strerror or exc}") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise UsageError(f"{where}: not JSON: {exc}") from None
        try:
            if isinstance(data, dict) and "formats" in data:
                catalog = parse_catalog(data, source=str(path))
            elif isinstance(data, dict) and "entries" in data:
                bans = parse_bans(data, source=str(path))
            else:
                raise UsageError(
                    f"{where}: neither a formats file ('formats' key) nor a ban table "
                    "('entries' key)"
                )
        except UsageError:
            raise
        except AlteredDeckError as exc:
            raise UsageError(str(exc)) from None
    return RulesData(catalog or load_catalog(), bans or load_bans())
