"""A decklist repository's configuration (pyproject.toml ``[tool.altered-deck]``,
``.altered-deck.toml``) and discovery that skips what is not a deck: the hook's command, the
Action's script and a bare ``altered-deck validate`` agree on a repository that also holds
README.md, requirements.txt, notes.txt and package.json."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result

from altered_deck.cli.github_action import run_action
from altered_deck.cli.main import cli
from altered_deck.config import DEFAULT_INCLUDE, find_config, load_config, project_config
from altered_deck.decks.discover import find_files, looks_like_decklist
from altered_deck.errors import UsageError
from altered_deck.globmatch import glob_matches
from tests.conftest import ROOT, STARTERS

PYPROJECT = """\
[project]
name = "my-decks"

[tool.altered-deck]
format = "ffa"
as-of = "2025-06-01"
exclude = ["drafts/**"]
"""
NOT_DECKS = {
    "README.md": "# My decks\n\n3 decks for the league.\n",
    "requirements.txt": "altered-deck>=0.2\n",
    "notes.txt": "sierra\n",
    "kit.txt": "For Saturday:\n2 Sleeve boxes\n1 Playmat  // the blue one\n",
    "package.json": '{"name": "my-decks", "version": "1.0.0"}\n',
    "docs/todo.txt": "2 things to check before Friday\n",
}


@pytest.fixture
def repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Decks (text and JSON) beside files that are not decks, a draft the configuration
    excludes and a virtual environment; the working directory is the repository."""
    repo = tmp_path / "my-decks"
    (repo / "decks").mkdir(parents=True)
    shutil.copy(STARTERS / "sierra.txt", repo / "decks" / "sierra.txt")
    kojo = [line.split() for line in (STARTERS / "kojo.txt").read_text().splitlines() if line]
    cards = [{"reference": ref, "quantity": int(qty)} for qty, ref in kojo]
    (repo / "decks" / "kojo.json").write_text(json.dumps({"name": "Kojo", "cards": cards}))
    for name, text in NOT_DECKS.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text, encoding="utf-8")
    (repo / "drafts").mkdir()
    (repo / "drafts" / "broken.txt").write_text("3 Axiom Salvagr\n", encoding="utf-8")
    (repo / "env" / "lib").mkdir(parents=True)
    (repo / "env" / "pyvenv.cfg").write_text("home = /usr/bin\n", encoding="utf-8")
    (repo / "env" / "lib" / "entry_points.txt").write_text("1 ALT_CORE_B_AX_99_C\n")
    (repo / "pyproject.toml").write_text(PYPROJECT, encoding="utf-8")
    monkeypatch.chdir(repo)
    return repo


def cli_run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


def skipped_notes(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("note: skipped")]


NOTES = [
    "note: skipped README.md: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
    "note: skipped docs/todo.txt: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
    "note: skipped kit.txt: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
    "note: skipped notes.txt: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
    "note: skipped package.json: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
    "note: skipped requirements.txt: not a decklist (no 'QTY REF' line, deck JSON or deck code)",
]


def test_a_bare_validate_checks_the_configured_decks(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    result = cli_run(runner, cache_dir, "validate", "--json")
    assert result.exit_code == 0, result.stderr
    verdicts = [
        (d["deck"], d["verdict"], d["format"], d["as_of"]) for d in json.loads(result.stdout)
    ]
    assert verdicts == [
        ("decks/kojo.json", "LEGAL", "ffa", "2025-06-01"),
        ("decks/sierra.txt", "LEGAL", "ffa", "2025-06-01"),
    ]
    # README.md is not in the default include; the other four are, and are not decks.
    assert skipped_notes(result.stderr) == [n for n in NOTES if "README" not in n]


def test_the_hook_command_passes_on_every_matching_file(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    files = re.compile(hook["files"])
    staged = sorted(
        p.relative_to(repository).as_posix()
        for p in repository.rglob("*")
        if p.is_file() and files.search(p.relative_to(repository).as_posix())
    )
    assert "env/lib/entry_points.txt" in staged and "drafts/broken.txt" in staged
    result = cli_run(runner, cache_dir, *hook["entry"].split()[1:], *staged)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Format: ffa · as of 2025-06-01\n")
    assert result.stdout.endswith("2 decks: 2 legal.\n")
    assert skipped_notes(result.stderr) == [
        "note: skipped drafts/broken.txt: not included by pyproject.toml",
        "note: skipped env/lib/entry_points.txt: in a hidden, virtual-environment or package "
        "folder",
        *[n for n in NOTES if "README" not in n],
    ]


def test_the_action_script_passes(
    runner: CliRunner,
    cache_dir: Path,
    repository: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    calls: list[Sequence[str]] = []

    def run_here(args: Sequence[str], cwd: Path) -> tuple[int, str]:
        calls.append(args)
        assert cwd == repository
        result = cli_run(runner, cache_dir, *args)
        return result.exit_code, result.stdout

    env = {"GITHUB_WORKSPACE": str(repository), "GITHUB_OUTPUT": str(tmp_path / "out.txt")}
    assert run_action(env, run=run_here) == 0
    assert calls == [["validate", "decks/kojo.json", "decks/sierra.txt", "--annotations", "github"]]
    assert (tmp_path / "out.txt").read_text() == "exit-code=0\ndecks=2\n"
    assert skipped_notes(capsys.readouterr().err) == [n for n in NOTES if "README" not in n]


def test_command_line_options_win_over_the_file(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    result = cli_run(runner, cache_dir, "validate", "--format", "standard", "--as-of", "2026-01-05")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Format: standard · as of 2026-01-05\n")
    result = cli_run(runner, cache_dir, "validate", "--no-config", "--json", "decks/sierra.txt")
    assert json.loads(result.stdout)[0]["format"] == "standard"
    assert json.loads(result.stdout)[0]["as_of"] == date.today().isoformat()


def test_per_path_formats_and_an_own_config_file(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    (repository / ".altered-deck.toml").write_text(
        'as-of = 2025-06-01\n\n[[paths]]\nglob = "decks/*.json"\nformat = "singleton"\n',
        encoding="utf-8",
    )
    result = cli_run(runner, cache_dir, "validate", "--json", "decks/kojo.json", "decks/sierra.txt")
    assert result.exit_code == 1  # Kojo's starter has 3 copies of a card: not singleton
    seen = [(d["deck"], d["format"], d["verdict"]) for d in json.loads(result.stdout)]
    assert seen == [
        ("decks/kojo.json", "singleton", "ILLEGAL"),
        ("decks/sierra.txt", "standard", "LEGAL"),
    ]
    text = cli_run(runner, cache_dir, "validate", "decks/kojo.json", "decks/sierra.txt").stdout
    assert text.count("Format: ") == 2 and "Format: singleton · as of 2025-06-01\n" in text


def test_the_configuration_is_found_upward(repository: Path) -> None:
    (repository / "decks" / "sub").mkdir()
    assert find_config(repository / "decks" / "sub") == repository / "pyproject.toml"
    config = project_config(repository / "decks")
    assert (config.format, config.as_of, config.root) == ("ffa", date(2025, 6, 1), repository)
    assert config.include == DEFAULT_INCLUDE
    (repository / ".altered-deck.toml").write_text('format = "nuc"\n', encoding="utf-8")
    assert project_config(repository / "decks").format == "nuc"  # the nearer, own file wins
    assert project_config(repository, disabled=True).format is None


@pytest.mark.parametrize(
    "text",
    [
        '[tool.altered-deck]\nformat = "ffa"\n',
        '[ tool . "altered-deck" ]\nformat = "ffa"\n',
        '[[tool.altered-deck.paths]]\nglob = "*.txt"\nformat = "ffa"\n',
        'tool.altered-deck.format = "ffa"\n',
        '[tool]\naltered-deck = { format = "ffa" }\n',
        'tool = { altered-deck = { format = "ffa" } }\n',
    ],
)
def test_every_spelling_of_the_table_is_found(tmp_path: Path, text: str) -> None:
    (tmp_path / "pyproject.toml").write_text(text + '[project]\nname = "decks"\n')
    assert find_config(tmp_path) == tmp_path / "pyproject.toml"


def test_a_pyproject_naming_the_package_only_as_a_value_is_passed_over(tmp_path: Path) -> None:
    # not parsed at all: the broken line after the names would be reported if it were
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "altered-deck"\ndependencies = ["altered-deck>=0.2"]\n'
        '[project.scripts]\naltered-deck = "altered_deck.cli.entry:main"\n'
        "# [tool.altered-deck] comes later\n[tool.ruff\n"
    )
    assert find_config(tmp_path) is None
    (tmp_path / "pyproject.toml").write_text('[tool.altered-deck]\nformat = "ffa"\n[tool.ruff\n')
    with pytest.raises(UsageError, match="not valid TOML"):
        project_config(tmp_path)


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        (
            'formt = "ffa"',
            "tool.altered-deck.formt: unknown key (did you mean 'format'? known "
            "keys: format, as-of, rules, rules-url, include, exclude, paths)",
        ),
        (
            'as-of = "2025-13-01"',
            "tool.altered-deck.as-of: '2025-13-01': month 13 is not a month (1 to 12)",
        ),
        ("as-of = 2025", "tool.altered-deck.as-of: expected a date (YYYY-MM-DD), got 2025"),
        ("include = 3", "tool.altered-deck.include: expected a glob or a list of globs, got 3"),
        (
            '[[tool.altered-deck.paths]]\nglob = "nuc/*"',
            "tool.altered-deck.paths[0].format: missing (each entry needs both)",
        ),
        (
            'format = "ffa"\nformat = "nuc"',
            "not valid TOML: Cannot overwrite a value (at line 3, column 15)",
        ),
    ],
)
def test_a_bad_configuration_names_file_and_key(tmp_path: Path, toml: str, message: str) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(f"[tool.altered-deck]\n{toml}\n", encoding="utf-8")
    with pytest.raises(UsageError) as error:
        load_config(path)
    assert str(error.value) == f"{path}: {message}"


def test_a_bad_configuration_is_exit_2(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    (repository / "pyproject.toml").write_text(
        PYPROJECT.replace('"ffa"', '"standrd"'), encoding="utf-8"
    )
    result = cli_run(runner, cache_dir, "validate")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: pyproject.toml: tool.altered-deck.format: unknown format 'standrd' (did you "
        "mean 'standard'? formats: 2v2, booster-war, draft, ffa, frontier, living-legends, nuc, "
        "sandbox, sealed, singleton, singleton-nuc, standard)\n"
    )
    result = cli_run(runner, cache_dir, "validate", "--config", "missing.toml")
    assert result.stderr == "error: missing.toml: no such file\n"


def test_nothing_to_validate(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notes.txt").write_text("sierra\n", encoding="utf-8")
    result = cli_run(runner, cache_dir, "validate")
    assert result.exit_code == 2
    assert result.stderr.endswith(
        f"error: no decklist found: nothing matching **/*.txt, **/*.json looks like a deck "
        f"(searched from {tmp_path}); name the decks to check\n"
    )
    # The hook given only files that are not decks: nothing to refuse.
    result = cli_run(runner, cache_dir, "validate", "--only-decklists", "notes.txt")
    assert (result.exit_code, result.stdout) == (0, "")
    assert result.stderr.endswith("no decklist to check\n")


def test_the_configured_rules_file_is_read_from_the_configuration_folder(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    assert cli_run(runner, cache_dir, "formats", "export", "-o", "league.json").exit_code == 0
    (repository / "decks" / "sub").mkdir()
    (repository / "pyproject.toml").write_text(PYPROJECT + 'rules = "league.json"\n')
    os.chdir(repository / "decks" / "sub")
    result = cli_run(runner, cache_dir, "validate")
    assert result.exit_code == 0, result.stderr
    assert f"Rules file: {repository / 'league.json'}" in result.stdout
    assert "../kojo.json" in result.stdout  # paths shown from where the command runs


def test_a_file_named_explicitly_is_always_validated(
    runner: CliRunner, cache_dir: Path, repository: Path
) -> None:
    result = cli_run(runner, cache_dir, "validate", "requirements.txt")
    assert result.exit_code == 2
    assert "requirements.txt  UNREADABLE" in result.stdout


@pytest.mark.parametrize(
    ("text", "deck"),
    [
        ("1 ALT_CORE_B_AX_01_C\n", True),
        ("# Sierra\n3x ALT_CORE_B_AX_11_C\n", True),
        ("3 Axiom Salvager\n", True),
        ("Hero: Sierra\n\n3 Axiom Salvagr\n", True),
        ('{"name": "x", "deckCards": []}', True),
        ('{"data": {"cardIndexes": {}}}', True),
        ('[{"cards": []}]', True),
        ("2 things to check\n", False),
        ("3 ALT_CORE_B_AX_11_C  // Amelia Earhart\n", True),
        ("1 Récupérateur Axiom\n2 Recuperateur d'Axiom\n", True),
        ("Kit for Saturday:\n2 Sleeve boxes\n1 Playmat\n", False),
        ("// 3 ALT_CORE_B_AX_11_C\n", False),
        ("sierra\n", False),
        ("ALT_CORE_B_AX_01_C\n", False),
        ("click>=8.1\nrequests==2.31\n", False),
        ('{"name": "my-decks", "dependencies": {}}', False),
        ("{not json", False),
        ("", False),
    ],
)
def test_what_looks_like_a_decklist(text: str, deck: bool) -> None:
    assert looks_like_decklist(text) is deck


def test_a_deck_code_alone_on_a_line_is_a_decklist() -> None:
    assert looks_like_decklist("Tournament list:\nEBAgTTMo\n")
    assert not looks_like_decklist("sierra\n")  # base64 letters, but no deck code


def test_globs() -> None:
    assert glob_matches("**/*.txt", "a.txt") and glob_matches("**/*.txt", "x/y/a.txt")
    assert glob_matches("decks/*.txt", "decks/a.txt")
    assert not glob_matches("decks/*.txt", "decks/wip/a.txt")
    assert glob_matches("*.md", "docs/x.md")  # no slash: the name at any depth
    assert glob_matches("drafts/**", "drafts/a/b.txt")
    assert glob_matches("deck[0-9].txt", "deck1.txt") and not glob_matches("deck?.txt", "d.txt")


def test_find_files_skips_hidden_and_virtual_environment_folders(repository: Path) -> None:
    (repository / ".git").mkdir()
    (repository / ".git" / "x.txt").write_text("1 ALT_CORE_B_AX_01_C\n")
    (repository / "node_modules" / "p").mkdir(parents=True)
    (repository / "node_modules" / "p" / "package.json").write_text("{}")
    assert find_files(repository, DEFAULT_INCLUDE, ["drafts/**"]) == [
        "decks/kojo.json",
        "decks/sierra.txt",
        "docs/todo.txt",
        "kit.txt",
        "notes.txt",
        "package.json",
        "requirements.txt",
    ]


def test_the_action_step_and_a_pre_commit_run_pass(
    cache_dir: Path, repository: Path, tmp_path: Path
) -> None:
    # As on a runner: the action's script in its own process.
    env = {
        "PATH": os.environ["PATH"],
        "PYTHONPATH": str(ROOT),
        "GITHUB_WORKSPACE": str(repository),
        "GITHUB_OUTPUT": str(tmp_path / "out.txt"),
        "ALTERED_DECK_CACHE_DIR": str(cache_dir),
        "ALTERED_API_URL": "http://127.0.0.1:9",
    }
    step = subprocess.run(
        [sys.executable, "-m", "altered_deck.cli.github_action"],
        cwd=repository,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert step.returncode == 0, step.stderr
    assert step.stdout.splitlines()[0] == (
        "altered-deck validate decks/kojo.json decks/sierra.txt --annotations github"
    )
    assert (tmp_path / "out.txt").read_text() == "exit-code=0\ndecks=2\n"

    # pre-commit over every file, with the published hook's entry and files as a local hook.
    script = shutil.which("altered-deck", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("altered-deck is not installed")
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    local = {**hook, "language": "system"}
    local.pop("minimum_pre_commit_version")
    config = {"repos": [{"repo": "local", "hooks": [local]}]}
    (repository / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config))
    git_env = {
        **env,
        "PATH": f"{Path(script).parent}{os.pathsep}/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
    }
    subprocess.run(["git", "init", "-q"], cwd=repository, env=git_env, check=True)
    subprocess.run(["git", "add", "."], cwd=repository, env=git_env, check=True)
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"],
        cwd=repository,
        env=git_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^altered-deck validate\.+Passed$", done.stdout, flags=re.M)


def test_an_own_file_takes_its_keys_at_the_top_level(tmp_path: Path) -> None:
    path = tmp_path / ".altered-deck.toml"
    path.write_text('[tool.altered-deck]\nformat = "ffa"\n', encoding="utf-8")
    with pytest.raises(UsageError) as error:
        load_config(path)
    assert str(error.value) == (
        f"{path}: tool: .altered-deck.toml takes the keys at its top level, without "
        "[tool.altered-deck]"
    )


def test_the_action_skips_virtual_environments_its_globs_match(
    runner: CliRunner, cache_dir: Path, repository: Path, tmp_path: Path
) -> None:
    calls: list[Sequence[str]] = []

    def run_here(args: Sequence[str], cwd: Path) -> tuple[int, str]:
        calls.append(args)
        result = cli_run(runner, cache_dir, *args)
        return result.exit_code, result.stdout

    env = {"GITHUB_WORKSPACE": str(repository), "INPUT_DECKS": "**/*.txt", "INPUT_FORMAT": "nuc"}
    assert run_action(env, run=run_here) == 0
    assert calls == [["validate", "decks/sierra.txt", "--annotations", "github", "--format", "nuc"]]
