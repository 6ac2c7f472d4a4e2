"""What this installation is: the package version, the engine's build (compiled by mypyc or
pure Python) and the date of the bundled card data, read without importing the engine or the
card model (``--version`` stays fast)."""

from __future__ import annotations

import gzip
import importlib.machinery
import re
from importlib import resources
from pathlib import Path

ENGINE_COMPILED = "compiled (mypyc)"
ENGINE_PURE = "pure Python"
_BUNDLE_DATE = re.compile(rb'"date"\s*:\s*"([^"]*)"')


def engine_is_compiled() -> bool:
    """Whether the engine's hot path imports as a C extension: an extension module of
    ``altered_deck/engine/core/state`` sits beside its source (Python prefers it when importing).
    :func:`altered_deck.engine.is_compiled` asks the imported module; both agree."""
    folder = Path(__file__).resolve().parent / "engine" / "core"
    return any(
        (folder / f"state{suffix}").is_file() for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def engine_build() -> str:
    """``compiled (mypyc)`` or ``pure Python``."""
    return ENGINE_COMPILED if engine_is_compiled() else ENGINE_PURE


def bundled_data_date() -> str:
    """The date of the card data the package ships (``2025-11``), or ``unknown``."""
    bundle = resources.files("altered_deck.data").joinpath("cards", "cards.json.gz")
    try:
        with bundle.open("rb") as raw, gzip.GzipFile(fileobj=raw) as data:
            head = data.read(4096)
    except (OSError, EOFError):
        return "unknown"
    match = _BUNDLE_DATE.search(head)
    return match.group(1).decode("utf-8", "replace") if match else "unknown"


def version_text(version: str) -> str:
    """What ``altered-deck --version`` prints."""
    return (
        f"altered-deck {version}\n"
        f"engine: {engine_build()}\n"
        f"bundled card data: {bundled_data_date()}"
    )
