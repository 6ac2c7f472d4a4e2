"""Configuration files that someone else left, or that were written to hurt: a file found
upward is obeyed only when nobody else could have put it there; TOML over its limits is
refused before the parser sees it; globs match in linear time; every case is exit 2 or a
warning, never a hang or a traceback."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.config import MAX_GLOBS, project_config
from altered_deck.decks import discover
from altered_deck.decks.discover import find_files
from altered_deck.errors import UsageError
from altered_deck.globmatch import glob_matches
from altered_deck.tomlread import MAX_KEY_CHARS, MAX_KEY_PARTS, MAX_TOML_DEPTH, shape_problem
from tests.conftest import ROOT, STARTERS

FOREIGN_UID = 4242
# Obeyed, this file fails the run (exit 2): ignored, the deck is checked under the defaults.
HOSTILE = 'format = "nope"\n'


@pytest.fixture
def shared(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A shared folder holding a work folder with a deck; the working directory is the work
    folder."""
    work = tmp_path / "shared" / "work"
    work.mkdir(parents=True)
    shutil.copy(STARTERS / "kojo.txt", work / "kojo.txt")
    monkeypatch.chdir(work)
    return tmp_path / "shared"


def make_foreign(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``path`` owned by another user: chown as root, else this process plays another user."""
    if os.geteuid() == 0:
        os.chown(path, FOREIGN_UID, FOREIGN_UID)
    else:
        monkeypatch.setattr(os, "geteuid", lambda: path.stat().st_uid + 1)


def validate(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "validate", "kojo.txt", *args])


def test_a_file_another_user_left_above_is_ignored_with_a_warning(
    runner: CliRunner, cache_dir: Path, shared: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    left = shared / ".altered-deck.toml"
    left.write_text(HOSTILE)
    make_foreign(left, monkeypatch)
    result = validate(runner, cache_dir)
    assert result.exit_code == 0
    uid = left.stat().st_uid
    assert result.stderr == (
        f"warning: ignored ../.altered-deck.toml: owned by another user (uid {uid}), so someone "
        f"else may have put it there; to obey it, give it with --config {left}\n"
    )
    obeyed = validate(runner, cache_dir, "--config", str(left))
    assert obeyed.exit_code == 2
    assert "unknown format 'nope'" in obeyed.stderr


def test_a_foreign_pyproject_with_the_table_is_ignored_too(
    shared: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    left = shared / "pyproject.toml"
    left.write_text('[tool.altered-deck]\nformat = "nope"\n')
    make_foreign(left, monkeypatch)
    config = project_config(Path.cwd())
    assert (config.source, config.format, config.root) == (None, None, Path.cwd())
    assert config.ignored[0].startswith("ignored ../pyproject.toml: owned by another user")


@pytest.mark.parametrize(("mode", "obeyed"), [(0o777, False), (0o1777, True), (0o755, True)])
def test_a_folder_anyone_can_write_to_needs_its_sticky_bit(
    shared: Path, mode: int, obeyed: bool
) -> None:
    (shared / ".altered-deck.toml").write_text('format = "ffa"\n')
    shared.chmod(mode)
    config = project_config(Path.cwd())
    assert config.format == ("ffa" if obeyed else None)
    expected = () if obeyed else ("ignored ../.altered-deck.toml: in a folder anyone can write to",)
    assert tuple(w.split(",")[0] for w in config.ignored) == expected


def test_a_folder_owned_by_another_user_is_not_trusted(
    shared: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (shared / ".altered-deck.toml").write_text('format = "ffa"\n')
    if os.geteuid() != 0:
        pytest.skip("only root can give a folder to another user")
    os.chown(shared, FOREIGN_UID, FOREIGN_UID)
    config = project_config(Path.cwd())
    assert config.format is None
    assert config.ignored[0].startswith(
        f"ignored ../.altered-deck.toml: in a folder owned by another user (uid {FOREIGN_UID})"
    )


@pytest.mark.parametrize(
    "text",
    ["x = " + "[" * 500 + "]" * 500 + "\n", "# " + "x" * (2 * 1024 * 1024) + "\n"],
    ids=["500 deep", "2 MiB"],
)
def test_a_pyproject_above_without_the_table_is_passed_over(
    runner: CliRunner, cache_dir: Path, shared: Path, text: str
) -> None:
    (shared / "pyproject.toml").write_text(text)
    result = validate(runner, cache_dir)
    assert (result.exit_code, result.stderr) == (0, "")
    (shared / "pyproject.toml").write_text("[tool.altered-deck]\n" + text)
    result = validate(runner, cache_dir)
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ../pyproject.toml: ")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("x = " + "[" * 500 + "]" * 500, f"line 1: nested deeper than {MAX_TOML_DEPTH} levels"),
        ("a" + ".a" * 100_000 + " = 1", f"line 1: a key of more than {MAX_KEY_PARTS} parts"),
        ("[" + "a." * 40 + "a]", f"line 1: a key of more than {MAX_KEY_PARTS} parts"),
        ('\n"' + "k" * 300 + '" = 1', f"line 2: a key longer than {MAX_KEY_CHARS} characters"),
        ("y = {" * 40 + "}" * 40, f"line 1: nested deeper than {MAX_TOML_DEPTH} levels"),
    ],
)
def test_toml_over_its_limits_is_refused_before_parsing(
    runner: CliRunner, cache_dir: Path, shared: Path, text: str, problem: str
) -> None:
    assert shape_problem(text) == problem
    (shared / "work" / ".altered-deck.toml").write_text(text)
    result = validate(runner, cache_dir)
    assert (result.exit_code, result.stderr) == (
        2,
        f"error: .altered-deck.toml: {problem}; refused\n",
    )


@pytest.mark.parametrize("tool", ['"x"', "1979-05-27T07:32:00Z", "[]"])
def test_a_pyproject_whose_tool_is_not_a_table_has_no_configuration(
    shared: Path, tool: str
) -> None:
    (shared / "work" / "pyproject.toml").write_text(f'tool = {tool}\nx = "altered-deck"\n')
    with pytest.raises(UsageError) as exc:
        project_config(Path.cwd(), Path("pyproject.toml"))
    assert str(exc.value) == "pyproject.toml: no [tool.altered-deck] table"


def test_real_configuration_files_pass_the_scan() -> None:
    assert shape_problem((ROOT / "pyproject.toml").read_text(encoding="utf-8")) is None
    text = (
        'a = { b.c = 1, d = [1.5, 2.5, [3]] }\n[[paths]]\nglob = "x/**/*.txt"\n'
        's = """ [[[[ "" a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.1.2.3.4.5.6.7 """\n'
        "t = '" + "[" * 40 + "'\n# " + "{" * 40 + "\n"
    )
    assert shape_problem(text) is None


def test_a_glob_with_many_stars_answers_at_once() -> None:
    glob = "*a" * 16 + "*b"
    assert glob_matches(glob, "a" * 200) is False
    assert glob_matches(glob, "a" * 200 + "b") is True
    assert glob_matches("decks/**/" + "*a" * 16 + "*.txt", "decks/x/" + "a" * 200 + ".tx") is False


@pytest.mark.parametrize(
    ("glob", "path", "matches"),
    [
        ("*.txt", "decks/sub/kojo.txt", True),
        ("decks/*.txt", "decks/sub/kojo.txt", False),
        ("decks/**/*.txt", "decks/kojo.txt", True),
        ("decks/**/*.txt", "decks/a/b/kojo.txt", True),
        ("decks/**", "decks/a/b", True),
        ("k?jo.txt", "kojo.txt", True),
        ("k?jo.txt", "k/jo.txt", False),
        ("[a-c]*.txt", "b.txt", True),
        ("[!a-c]*.txt", "b.txt", False),
        ("[!a-c]*.txt", "d.txt", True),
        ("[]]x", "]x", True),
    ],
)
def test_globs_match_as_documented(glob: str, path: str, matches: bool) -> None:
    assert glob_matches(glob, path) is matches


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        (
            'include = ["decks/[z-a].txt"]',
            "include: glob 'decks/[z-a].txt': reversed range [z-a]",
        ),
        (
            '[[paths]]\nglob = "[9-0]*"\nformat = "ffa"',
            "paths[0].glob: glob '[9-0]*': reversed range [9-0]",
        ),
        ('rules = "a\\u0000b.json"', "rules: a control character in 'a\\x00b.json'"),
        ('format = "ff\\u0007a"', "format: a control character in 'ff\\x07a'"),
        (
            "exclude = [" + ", ".join(['"x"'] * 60_000) + "]",
            f"exclude: 60,000 entries, more than {MAX_GLOBS:,}; refused",
        ),
    ],
)
def test_a_configuration_value_that_cannot_be_used_is_exit_2(
    runner: CliRunner, cache_dir: Path, shared: Path, toml: str, message: str
) -> None:
    (shared / "work" / ".altered-deck.toml").write_text(toml + "\n")
    result = validate(runner, cache_dir)
    assert (result.exit_code, result.stderr) == (2, f"error: .altered-deck.toml: {message}\n")


def test_globs_times_files_are_capped_before_any_test(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for index in range(21):
        (tmp_path / f"deck{index}.txt").write_text("")
    monkeypatch.setattr(discover, "MAX_GLOB_TESTS", 100)
    assert len(find_files(tmp_path, ["*.txt"] * 4)) == 21  # 84 tests
    with pytest.raises(UsageError) as exc:
        find_files(tmp_path, ["*.txt"] * 4, ["*.md"])
    assert str(exc.value) == (
        "5 include/exclude globs over 21 files: more than 100 glob tests; "
        "use fewer globs or search a narrower folder"
    )
