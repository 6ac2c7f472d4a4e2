"""The CI pages of the documentation (docs/repositories/, linked from the README): the workflow
uses the action's real inputs, and the commands run as written on the decklist-repository
fixture (offline)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from tests.conftest import FIXTURES, ROOT

SECTION = "\n".join(
    page.read_text(encoding="utf-8")
    for page in sorted((ROOT / "docs" / "repositories").glob("*.md"))
)
BLOCKS = re.findall(r"```(yaml|sh)\n(.*?)```", SECTION, flags=re.S)
BIN = Path(sys.executable).parent
SCRIPT = shutil.which("altered-deck", path=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")


def block(kind: str, containing: str) -> str:
    (found,) = [text for k, text in BLOCKS if k == kind and containing in text]
    return found


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    target = tmp_path / "decklists"
    shutil.copytree(FIXTURES / "decklist-repo", target)
    return target


def sh(command: str, workspace: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run a documented command with bash in ``workspace``, this Python first on PATH, offline."""
    path = f"{BIN}{os.pathsep}{Path(SCRIPT or BIN).parent}{os.pathsep}/usr/bin:/bin"
    full_env = {
        "PATH": path,
        "HOME": str(workspace.parent / "home"),
        "ALTERED_DECK_CACHE_DIR": str(workspace.parent / "cache"),
        "ALTERED_API_URL": "http://127.0.0.1:9",
        "PYTHONPATH": str(ROOT),
        **env,
    }
    return subprocess.run(
        ["bash", "-c", command],
        cwd=workspace,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_workflow_uses_the_actions_inputs() -> None:
    action = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    workflow = yaml.safe_load(block("yaml", "upload-sarif"))
    steps = workflow["jobs"]["validate"]["steps"]
    ours = next(s for s in steps if s.get("uses", "").startswith("altered-deck/altered-deck@"))
    assert set(ours["with"]) == {"sarif"}  # decks, format, date: the configuration's
    assert set(ours["with"]) <= set(action["inputs"])
    upload = steps[-1]
    assert upload["with"]["sarif_file"] == ours["with"]["sarif"]
    assert upload["if"] == "always() && steps.decks.outputs.sarif != ''"


def test_trying_the_action_locally_works_as_written(workspace: Path) -> None:
    done = sh(block("sh", "github_action").strip(), workspace)
    assert done.returncode == 1, done.stderr  # decks/wip/four-salvagers.txt is illegal
    assert done.stdout.splitlines()[-1].startswith(
        "::error file=decks/wip/four-salvagers.txt,line=5,title=STD-NAME-MAX::"
    )
    summary = (workspace / "summary.md").read_text(encoding="utf-8")
    assert summary.endswith("**3 decks: 2 legal, 1 illegal.**\n")


@pytest.mark.skipif(SCRIPT is None, reason="altered-deck is not installed")
def test_the_plain_github_steps_validate_command_runs(workspace: Path) -> None:
    steps = yaml.safe_load(block("yaml", "--summary-md"))
    command = steps[1]["run"]
    summary = workspace.parent / "step-summary.md"
    done = sh(command, workspace, GITHUB_STEP_SUMMARY=str(summary))
    assert done.returncode == 1  # every deck of the repository: decks/wip/ holds an illegal one
    assert done.stdout.startswith(
        "::error file=decks/wip/four-salvagers.txt,line=5,title=STD-NAME-MAX::"
    )
    assert summary.read_text(encoding="utf-8").endswith("**3 decks: 2 legal, 1 illegal.**\n")


@pytest.mark.skipif(SCRIPT is None, reason="altered-deck is not installed")
def test_the_gitlab_job_writes_junit(workspace: Path) -> None:
    job = yaml.safe_load(block("yaml", "junit: validate.xml"))["decklists"]
    assert job["artifacts"]["reports"]["junit"] == "validate.xml"
    (command,) = [c for c in job["script"] if c.startswith("altered-deck ")]
    done = sh(command, workspace)
    assert done.returncode == 1, done.stderr  # decks/wip/four-salvagers.txt is illegal
    suite = ET.parse(workspace / "validate.xml").getroot().find("testsuite")
    assert suite is not None
    cases = [c.get("name") for c in suite.iter("testcase")]
    assert cases == ["decks/kojo.txt", "decks/sierra.txt", "decks/wip/four-salvagers.txt"]
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "0")
