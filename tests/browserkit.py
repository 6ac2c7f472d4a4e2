"""Headless Chromium for the tests of HTML pages (Debian's chromium driven by Playwright)."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
"""Without the background-networking flags Chromium keeps reaching for the network."""


def chromium_path() -> str:
    """Chromium's path, with Playwright importable; skip (fail under CI=true) otherwise."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path, why = None, "Playwright for Python is not installed (pip install -e '.[dev]')"
    else:
        why = "Chromium is not installed (apt-get install -y chromium)"
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser test must run in CI: {why}")
        pytest.skip(why)
    return path
