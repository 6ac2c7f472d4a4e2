"""The pins the documentation shows resolve in this repository: the pre-commit hook's ``rev:``
and the Action's ``uses: altered-deck/altered-deck@…`` name a release's commit by its full SHA,
with the version in a comment (the repository publishes no tags). A release's commit is the
first commit of ``main`` whose pyproject.toml says that version; CHANGELOG.md names it in each
release heading: ``## [0.2.0] - 2026-11-27 (commit <40 hex digits>)``."""

from __future__ import annotations

import re
import subprocess
import tomllib

import pytest

from tests.conftest import ROOT

PIN = re.compile(
    r"(?:\brev: |altered-deck/altered-deck@)(?P<rev>[^\s\"']+)\"?"
    r"(?:[ \t]+# v(?P<version>\d+\.\d+\.\d+))?"
)
RELEASE_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\](?P<rest>.*)$", re.M)
HEADING_COMMIT = re.compile(r"\(commit (?P<sha>[0-9a-f]{40})\)")
PINNED_PAGES = {
    ".pre-commit-hooks.yaml",
    "action.yml",
    "docs/repositories/pre-commit.md",
    "docs/repositories/github-action.md",
    "docs/repositories/reports.md",
    "docs/repositories/index.md",
}


def git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def _in_a_git_checkout() -> bool:
    try:
        return git("rev-parse", "--is-inside-work-tree").stdout.strip() == "true"
    except OSError:  # no git at all
        return False


pytestmark = pytest.mark.skipif(
    not _in_a_git_checkout(), reason="pins are resolved in this repository's git history"
)


def documented_pins() -> dict[str, list[tuple[str, str | None]]]:
    """Page → every (rev, commented version) it shows."""
    pages = [ROOT / ".pre-commit-hooks.yaml", ROOT / "action.yml", ROOT / "README.md"]
    pages += sorted((ROOT / "docs").rglob("*.md"))
    found = {}
    for page in pages:
        pins = [(m["rev"], m["version"]) for m in PIN.finditer(page.read_text(encoding="utf-8"))]
        if pins:
            found[page.relative_to(ROOT).as_posix()] = pins
    return found


def changelog_releases() -> list[tuple[str, str | None]]:
    """Every release heading of CHANGELOG.md, newest first: (version, commit or None)."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = []
    for match in RELEASE_HEADING.finditer(text):
        commit = HEADING_COMMIT.search(match["rest"])
        releases.append((match["version"], commit["sha"] if commit else None))
    return releases


def version_at(commit: str) -> str | None:
    """pyproject.toml's version at ``commit`` (None when it has none)."""
    shown = git("show", f"{commit}:pyproject.toml")
    if shown.returncode != 0:
        return None
    return str(tomllib.loads(shown.stdout)["project"]["version"])


def release_problem(sha: str, version: str) -> str | None:
    """Why ``sha`` is not version ``version``'s release commit in this repository, or None."""
    if git("rev-parse", "--is-shallow-repository").stdout.strip() == "true":
        return "a shallow clone lacks the release commits: fetch the whole history"
    if git("cat-file", "-e", f"{sha}^{{commit}}").returncode != 0:
        return f"{sha} is not a commit of this repository"
    if sha not in git("rev-list", "--first-parent", "HEAD").stdout.split():
        return f"{sha} is not a commit of main's own line (git log --first-parent)"
    if version_at(sha) != version:
        return f"{sha} has version {version_at(sha)}, not {version}"
    parent = git("rev-parse", "--verify", "--quiet", f"{sha}^1").stdout.strip()
    if parent and version_at(parent) == version:
        return f"{sha} is not where {version} begins: its first parent has that version already"
    return None


def test_every_documented_pin_is_the_latest_releases_commit() -> None:
    pins = documented_pins()
    assert set(pins) == PINNED_PAGES
    newest = changelog_releases()[0][0]
    revs = {rev for found in pins.values() for rev, _ in found}
    assert len(revs) == 1, revs  # one release pinned everywhere
    for page, found in pins.items():
        for rev, version in found:
            assert re.fullmatch(r"[0-9a-f]{40}", rev), f"{page}: {rev} is not a full commit SHA"
            assert version == newest, f"{page}: {rev} without '  # v{newest}'"
            assert release_problem(rev, newest) is None, f"{page}: {release_problem(rev, newest)}"


def test_the_pin_check_refuses_what_does_not_resolve() -> None:
    (sha,) = {rev for found in documented_pins().values() for rev, _ in found}
    assert release_problem("0" * 40, "0.2.0") == f"{'0' * 40} is not a commit of this repository"
    older = git("rev-parse", f"{sha}^1").stdout.strip()
    assert release_problem(older, "0.2.0") == f"{older} has version 0.1.0, not 0.2.0"
    after = git("rev-list", "--first-parent", "--reverse", f"{sha}..HEAD").stdout.split()
    later = after[0] if after else ""
    if later and version_at(later) == "0.2.0":
        assert release_problem(later, "0.2.0") == (
            f"{later} is not where 0.2.0 begins: its first parent has that version already"
        )


def test_the_changelog_names_each_releases_commit() -> None:
    releases = changelog_releases()
    if not any(commit for _, commit in releases):
        pytest.skip("CHANGELOG.md's release headings name no commit yet")
    for version, commit in releases:
        assert commit is not None, f"## [{version}] names no '(commit <sha>)'"
        assert release_problem(commit, version) is None, release_problem(commit, version)
    pinned = {rev for found in documented_pins().values() for rev, _ in found}
    assert pinned == {releases[0][1]}


def test_a_pin_is_found_with_its_comment() -> None:
    line = (
        '- run: pip install "altered-deck @ git+https://x/altered-deck/altered-deck@abc"  # v1.2.3'
    )
    assert [(m["rev"], m["version"]) for m in PIN.finditer(line)] == [("abc", "1.2.3")]
    assert [(m["rev"], m["version"]) for m in PIN.finditer("    rev: v0.2.0\n")] == [
        ("v0.2.0", None)
    ]
