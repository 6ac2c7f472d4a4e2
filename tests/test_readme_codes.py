"""The README documents every format and every rule code, and no code that does not exist."""

from __future__ import annotations

import re

from altered_deck.formats import load_catalog
from altered_deck.formats.validate import WARNING_CODES
from altered_deck.render.validation import NO_CARD_DATA_CODE, UNREADABLE_CODE
from tests.conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def validate_section() -> str:
    """The README's validate section (from its marker to the next one)."""
    start = README.index("<!-- section: validate -->")
    end = README.find("<!-- section:", start + 1)
    return README[start : end if end != -1 else len(README)]


def test_every_code_is_in_the_readme_code_table() -> None:
    documented = set(re.findall(r"^\| `([A-Z][A-Z0-9-]+)` \|", validate_section(), re.M))
    expected = {*load_catalog().all_codes(), *WARNING_CODES, UNREADABLE_CODE, NO_CARD_DATA_CODE}
    assert sorted(expected - documented) == []  # a code the README lacks
    assert sorted(documented - expected) == []  # a README code that does not exist


def test_every_format_is_in_the_readme() -> None:
    section = validate_section()
    missing = [name for name in load_catalog().names if f"`{name}`" not in section]
    assert missing == []


def test_every_dated_rule_shows_its_dates() -> None:
    section = validate_section()
    for fmt in load_catalog().formats:
        for rule in fmt.rules:
            if rule.start or rule.end:
                assert f"| `{rule.code}` | {rule.summary}" in section
                assert rule.dates() in section
