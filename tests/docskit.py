"""Helpers for the documentation tests: the docs' page generator (docs/hooks/generate.py, an
MkDocs hook, loaded from its file) and the anchors MkDocs gives a page's headings."""

from __future__ import annotations

import importlib.util
import re
import unicodedata
from functools import cache

from tests.conftest import ROOT

_spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs/hooks/generate.py")
assert _spec and _spec.loader
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)


@cache
def generated() -> dict[str, str]:
    """Every generated page, path under docs/ -> Markdown, as the docs build makes them."""
    return generate.generated_pages()


def heading_anchors(text: str) -> set[str]:
    """The anchors Python-Markdown's table of contents gives the page's headings."""
    anchors = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.M):
        value = unicodedata.normalize("NFKD", heading).encode("ascii", "ignore").decode()
        value = re.sub(r"[^\w\s-]", "", value).strip().lower()
        anchors.add(re.sub(r"[-\s]+", "-", value))
    return anchors
