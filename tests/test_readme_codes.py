"""The README: at most ~200 lines, its exit codes are the code's, and every link it gives into
the documentation reaches a page (or a generated one) and, with an anchor, that section."""

from __future__ import annotations

import re

from altered_deck import errors
from altered_deck.cli.main import EXIT_INTERNAL
from tests.conftest import ROOT
from tests.docskit import generated, heading_anchors

README = (ROOT / "README.md").read_text(encoding="utf-8")
LINK = re.compile(r"\]\((docs/[^)#\s]+)(?:#([^)\s]+))?\)")


def test_the_readme_is_short() -> None:
    assert len(README.splitlines()) <= 200


def test_the_exit_codes_are_the_codes_of_the_code() -> None:
    table = README.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    documented = [int(code) for code in re.findall(r"^\| (\d+) \|", table, re.M)]
    raised = {getattr(errors, name) for name in dir(errors) if name.startswith("EXIT_")}
    assert sorted(documented) == sorted({*raised, EXIT_INTERNAL, 130})  # 130: Ctrl-C


def test_every_link_into_the_docs_reaches_its_page_and_section() -> None:
    links = LINK.findall(README)
    assert len(links) >= 15
    for path, anchor in links:
        assert (ROOT / path).is_file(), path  # a written page: GitHub shows it too
        text = (ROOT / path).read_text(encoding="utf-8")
        text += generated().get(path.removeprefix("docs/"), "")  # what the build adds to it
        if anchor:
            assert anchor in heading_anchors(text), (path, anchor)


def test_a_newcomer_finds_validating_ci_exit_1_and_what_is_not_modelled_in_one_click() -> None:
    targets = {path for path, _ in LINK.findall(README)}
    assert {
        "docs/organisers/validate.md",
        "docs/repositories/index.md",
        "docs/engine/modelled.md",
    } <= targets
    assert re.search(r"^\| 1 \| a deck is illegal", README, re.M)
