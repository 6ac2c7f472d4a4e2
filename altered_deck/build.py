"""What this installation is: the package version, the engine's build (compiled by mypyc or
pure Python) and the date of the bundled card data, read without importing the engine or the
card model, nor pathlib, importlib.resources, gzip or typing (``--version`` answers before click
is loaded and stays within a few times a bare ``python -c pass``)."""

from __future__ import annotations

import importlib.machinery
import os
import re
import zlib

from altered_deck.packagedata import card_bundle

ENGINE_COMPILED = "compiled (mypyc)"
ENGINE_PURE = "pure Python"
_GZIP = 16 + zlib.MAX_WBITS  # zlib's window bits for a gzip header and trailer
_BUNDLE_DATE = re.compile(rb'"date"\s*:\s*"([^"]*)"')


def engine_is_compiled() -> bool:
    """Whether the engine's hot path imports as a C extension: an extension module of
    ``altered_deck/engine/core/state`` sits beside its source (Python prefers it when importing).
    :func:`altered_deck.engine.is_compiled` asks the imported module; both agree."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "engine", "core")
    return any(
        os.path.isfile(os.path.join(folder, f"state{suffix}"))
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def engine_build() -> str:
    """``compiled (mypyc)`` or ``pure Python``."""
    return ENGINE_COMPILED if engine_is_compiled() else ENGINE_PURE


def bundled_data_date() -> str:
    """The date of the card data the package ships (``2025-11``), or ``unknown``."""
    try:
        with open(card_bundle(), "rb") as raw:
            head = zlib.decompressobj(_GZIP).decompress(raw.read(4096), 4096)
    except (OSError, zlib.error):
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
