"""The GitHub Action: action.yml wires its inputs to ``altered_deck.cli.github_action``, which run
here as on a runner (GITHUB_WORKSPACE, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, INPUT_*) on the
decklist-repository fixture: annotations, job summary, outputs, SARIF, exit codes."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import jsonschema
import pytest
import yaml

from altered_deck.cards.store import DB_NAME
from altered_deck.cli.github_action import (
    ActionInputs,
    find_decks,
    main,
    run_action,
    validate_args,
)
from tests.conftest import FIXTURES, ROOT

TODAY = "2026-11-22"
SCHEMA = json.loads((FIXTURES / "sarif" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
VALIDATE = "validate decks/kojo.txt decks/sierra.txt decks/wip/four-salvagers.txt"
SALVAGERS = (
    "::error file=decks/wip/four-salvagers.txt,line=5,title=STD-NAME-MAX::1.1.4.d: "
    '4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4'
)
SUMMARY = (
    "### altered-deck validate: standard as of 2026-11-22\n"
    "\n"
    "Complete Rules 5.0 (from 2026-02-27) · ban list of 2026-07-22\n"
    "\n"
    "| deck | verdict | contents | violations and warnings |\n"
    "| --- | --- | --- | --- |\n"
    "| `decks/kojo.txt` | ✅ LEGAL | 40 cards · hero Kojo & Booda (BR) · 8 rares | — |\n"
    "| `decks/sierra.txt` | ✅ LEGAL | 40 cards · hero Sierra & Oddball (AX) · 8 rares | — |\n"
    "| `decks/wip/four-salvagers.txt` | ❌ ILLEGAL | 41 cards · hero Sierra & Oddball (AX) · "
    '8 rares | `STD-NAME-MAX` 4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4 '
    "(line 5) |\n"
    "\n"
    "**3 decks: 2 legal, 1 illegal.**\n"
)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A copy of the decklist-repository fixture, as actions/checkout leaves it."""
    target = tmp_path / "workspace"
    shutil.copytree(FIXTURES / "decklist-repo", target)
    (target / ".git").mkdir()
    (target / ".git" / "ignored.txt").write_text("not a deck\n", encoding="utf-8")
    return target


def runner_env(workspace: Path, cache_dir: Path, **inputs: str) -> dict[str, str]:
    """The environment a GitHub runner gives the step (no network: a dead API URL)."""
    files = workspace.parent
    env = {
        "PATH": os.environ["PATH"],
        "GITHUB_ACTIONS": "true",
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_STEP_SUMMARY": str(files / "step_summary.md"),
        "GITHUB_OUTPUT": str(files / "output.txt"),
        "ALTERED_DECK_CACHE_DIR": str(cache_dir),
        "ALTERED_API_URL": "http://127.0.0.1:9",
    }
    env.update({f"INPUT_{name.upper()}": value for name, value in inputs.items()})
    return env


def run_step(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``python -m altered_deck.cli.github_action``, run in the workspace as the action does."""
    return subprocess.run(
        [sys.executable, "-m", "altered_deck.cli.github_action"],
        cwd=env["GITHUB_WORKSPACE"],
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


def test_action_yml_passes_every_input_to_the_script() -> None:
    action = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite"
    assert list(action["inputs"]) == [
        "decks",
        "format",
        "as-of",
        "rules-file",
        "fail-mode",
        "sarif",
        "config",
        "python-version",
        "install",
    ]
    step = next(s for s in action["runs"]["steps"] if s.get("id") == "validate")
    assert step["run"] == "python -m altered_deck.cli.github_action"
    assert step["env"] == {
        f"INPUT_{name.upper().replace('-', '_')}": "${{ inputs." + name + " }}"
        for name in ("decks", "format", "as-of", "rules-file", "fail-mode", "sarif", "config")
    }
    assert set(action["outputs"]) == {"exit-code", "decks", "sarif"}


def test_the_rules_file_input_is_passed_as_rules() -> None:
    inputs = ActionInputs(as_of="2026-06-01", rules_file="league.json")
    assert validate_args(inputs, ["decks/a.txt"], None) == [
        "validate",
        "decks/a.txt",
        "--annotations",
        "github",
        "--as-of",
        "2026-06-01",
        "--rules",
        "league.json",
    ]


def test_the_step_annotates_summarises_and_fails_on_an_illegal_deck(
    workspace: Path, cache_dir: Path
) -> None:
    env = runner_env(workspace, cache_dir, decks="decks/**/*.txt", as_of=TODAY, sarif="a.sarif")
    Path(env["GITHUB_STEP_SUMMARY"]).write_text("# Build\n", encoding="utf-8")
    done = run_step(env)
    assert done.returncode == 1, done.stderr
    assert done.stdout == (
        f"altered-deck {VALIDATE} --annotations github --as-of {TODAY} "
        f"--summary-md {env['GITHUB_STEP_SUMMARY']} --sarif a.sarif\n{SALVAGERS}\n"
    )
    assert done.stderr == ""
    assert Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8") == "# Build\n" + SUMMARY
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == (
        "exit-code=1\ndecks=3\nsarif=a.sarif\n"
    )
    log = json.loads((workspace / "a.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, SCHEMA)
    (result,) = log["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "decks/wip/four-salvagers.txt"},
        "region": {"startLine": 5},
    }


@pytest.mark.parametrize(("fail_mode", "expected"), [("illegal", 1), ("error", 0), ("never", 0)])
def test_fail_mode(workspace: Path, cache_dir: Path, fail_mode: str, expected: int) -> None:
    env = runner_env(workspace, cache_dir, fail_mode=fail_mode, as_of=TODAY)
    done = run_step(env)
    assert done.returncode == expected
    assert done.stdout.splitlines()[1:] == [SALVAGERS]  # the default glob: **/*.txt
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == "exit-code=1\ndecks=3\n"


def test_an_unusable_cache_is_an_error_annotation_even_in_report_only_mode(
    workspace: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "broken-cache"
    cache.mkdir()
    (cache / DB_NAME).write_bytes(b"garbage" * 1000)
    env = runner_env(workspace, cache, fail_mode="error")
    done = run_step(env)
    message = (
        f"the card cache {cache / DB_NAME} is unreadable (file is not a database); "
        "run `altered-deck cache clear`, then fill it again"
    )
    assert done.returncode == 3
    assert done.stdout.splitlines()[1:] == [f"::error title=CARD-DATA-UNAVAILABLE::{message}"]
    assert done.stderr == f"error: {message}\n"
    assert Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8") == (
        "### altered-deck validate: not run\n\n❌ " + message.replace("`", "\\`") + "\n"
    )
    assert run_step({**env, "INPUT_FAIL_MODE": "never"}).returncode == 0


def test_no_matching_deck_is_an_error(workspace: Path, cache_dir: Path) -> None:
    env = runner_env(workspace, cache_dir, decks="lists/*.txt")
    calls: list[Sequence[str]] = []
    code = run_action(env, run=lambda args, cwd: (calls.append(args), (0, ""))[1])
    assert (code, calls) == (2, [])
    assert Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8") == (
        f"### altered-deck validate: not run\n\n❌ no decklist matches 'lists/\\*.txt' in "
        f"{workspace}\n"
    )
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == "exit-code=2\ndecks=0\n"


def test_bad_inputs_are_error_annotations(
    workspace: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env = runner_env(workspace, cache_dir, fail_mode="sometimes")
    assert run_action(env) == 2
    assert capsys.readouterr().out == (
        "::error title=USAGE-ERROR::fail-mode must be one of illegal, error, never, "
        "not 'sometimes'\n"
    )
    # validate annotates a format it does not know (a --rules file may add formats, so the
    # name is checked once the rules are loaded).
    done = run_step(runner_env(workspace, cache_dir, format="modern"))
    assert done.returncode == 2
    assert done.stdout.splitlines()[1:] == [
        "::error title=USAGE-ERROR::unknown format 'modern'; choose one of: standard, 2v2, ffa, "
        "nuc, singleton, sealed, draft, booster-war, frontier, living-legends, singleton-nuc, "
        "sandbox"
    ]
    assert "error: unknown format 'modern'; choose one of: standard" in done.stderr


def test_a_run_that_failed_without_annotating_still_gets_an_error(
    workspace: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env = runner_env(workspace, cache_dir, fail_mode="never")
    assert run_action(env, run=lambda args, cwd: (70, "")) == 0  # report only: never fails
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == [
        "::error title=ERROR::altered-deck validate stopped with exit code 70: see the log"
    ]
    assert Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8") == (
        "### altered-deck validate: not run\n\n"
        "❌ altered-deck validate stopped with exit code 70: see the log\n"
    )
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == "exit-code=70\ndecks=3\n"


def test_find_decks_globs(workspace: Path) -> None:
    (workspace / "decks" / "lists.json").write_text("{}", encoding="utf-8")
    assert find_decks("**/*.txt", workspace) == [
        "decks/kojo.txt",
        "decks/sierra.txt",
        "decks/wip/four-salvagers.txt",
    ]
    assert find_decks("decks/*.txt\n decks/*.json", workspace) == [
        "decks/kojo.txt",
        "decks/lists.json",
        "decks/sierra.txt",
    ]
    assert find_decks("decks/wip", workspace) == []  # a folder is not a deck


@pytest.mark.network
def test_action_yml_steps_run_as_a_runner_would(workspace: Path, tmp_path: Path) -> None:
    # A miniature runner: each `run:` step of action.yml in bash, with its `${{ ... }}`
    # expressions filled in, in a fresh virtualenv (the setup-python step is skipped with
    # python-version ''). The install step pip-installs this repository from the package index
    # CI has: about 15-30 s.
    action = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    venv = tmp_path / "runner-python"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    inputs = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    inputs.update({"decks": "decks/**/*.txt", "as-of": TODAY, "python-version": ""})
    context = {f"inputs.{name}": value for name, value in inputs.items()}
    context["github.workspace"] = str(workspace)
    env = runner_env(workspace, tmp_path / "empty-cache")
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}/usr/bin:/bin"
    env["GITHUB_ACTION_PATH"] = str(ROOT)

    def fill(text: str) -> str:
        return re.sub(r"\$\{\{\s*([\w.-]+)\s*\}\}", lambda m: context[m[1]], text)

    ran = []
    for step in action["runs"]["steps"]:
        if "run" not in step:
            assert step["if"] == "inputs.python-version != ''"  # skipped: no python-version
            continue
        step_env = {**env, **{k: fill(v) for k, v in step.get("env", {}).items()}}
        done = subprocess.run(
            ["bash", "-e", "-c", fill(step["run"])],
            cwd=fill(step.get("working-directory", "${{ github.workspace }}")),
            env=step_env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        ran.append((step["name"], done.returncode))
        if step["name"] == "Validate decklists":
            assert done.stdout.splitlines()[1:] == [SALVAGERS]
            assert done.stderr.startswith("card cache filled from the bundled snapshot")
        else:
            assert done.returncode == 0, done.stderr
    assert ran == [("Install altered-deck", 0), ("Validate decklists", 1)]
    assert Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8") == SUMMARY
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == "exit-code=1\ndecks=3\n"


# --- what a pull request controls: file names and symbolic links ---------------------------


def test_a_symlinked_deck_outside_the_workspace_is_refused_unread(
    workspace: Path, cache_dir: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-TOKEN-LINE\n", encoding="utf-8")
    (workspace / "decks" / "leak.txt").symlink_to(secret)
    env = runner_env(workspace, cache_dir, decks="decks/*.txt")
    calls: list[Sequence[str]] = []
    code = run_action(env, run=lambda args, cwd: (calls.append(args), (0, ""))[1])
    assert (code, calls) == (2, [])
    message = (
        "deck file(s) refused: decks/leak.txt: resolves outside the workspace (a symbolic link)"
    )
    summary = Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8")
    assert summary == f"### altered-deck validate: not run\n\n❌ {message}\n"
    assert "SECRET" not in summary
    assert Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8") == "exit-code=2\ndecks=0\n"


def test_a_newline_in_a_deck_file_name_cannot_start_a_workflow_command(
    workspace: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = "evil\n::warning::pwned%,x:.txt"
    (workspace / "decks" / name).write_text("1 ALT_CORE_B_AX_08_C\n", encoding="utf-8")
    env = runner_env(workspace, cache_dir, decks="decks/*.txt")
    assert run_action(env, run=lambda args, cwd: (0, "")) == 2
    out = capsys.readouterr().out
    assert out == (
        "::error title=UNSAFE-DECK-PATH::deck file(s) refused: "
        "decks/evil%250A::warning::pwned%2525,x:.txt: a control character in the file name\n"
    )
    assert all(line.startswith("::error ") for line in out.splitlines())
    summary = Path(env["GITHUB_STEP_SUMMARY"]).read_text(encoding="utf-8")
    assert "decks/evil%0A::warning::pwned%25,x:.txt" in summary
    assert "\n::warning" not in summary


def test_the_logged_command_line_is_percent_encoded(
    workspace: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env = runner_env(workspace, cache_dir, decks="decks/kojo.txt", rules_file="a%b\n::x")
    run_action(env, run=lambda args, cwd: (0, ""))
    first = capsys.readouterr().out.splitlines()[0]
    assert " --rules 'a%25b%0A::x' " in first


def test_a_step_summary_on_a_full_disk_is_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    env = {"GITHUB_WORKSPACE": str(tmp_path), "GITHUB_STEP_SUMMARY": "/dev/full"}
    monkeypatch.setattr(os, "environ", {**env, "INPUT_FAIL_MODE": "sometimes"})
    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == 3
    assert capsys.readouterr().out.splitlines()[-1] == (
        "::error title=OUTPUT-ERROR::cannot write /dev/full: No space left on device"
    )
