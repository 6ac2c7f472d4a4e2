"""The pre-commit hook: the manifest is valid, the documented local hook refuses a commit of an
illegal deck and accepts a legal one, and ``pre-commit try-repo`` runs the published hook
(it builds the hook's environment with pip from the package index, so it is opt-in:
``-m network``). Offline: the
card data is the bundled one and the API URL is dead."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest
import yaml
from pre_commit.clientlib import load_manifest

from tests.conftest import FIXTURES, ROOT

PAGE = (ROOT / "docs" / "repositories" / "pre-commit.md").read_text(encoding="utf-8")
BIN = Path(sys.executable).parent
SCRIPT = shutil.which("altered-deck", path=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
needs_script = pytest.mark.skipif(SCRIPT is None, reason="altered-deck is not installed")


def page_yaml(containing: str) -> str:
    """The pre-commit page's ```yaml block that contains ``containing``."""
    blocks = re.findall(r"```yaml\n(.*?)```", PAGE, flags=re.S)
    (block,) = [b for b in blocks if containing in b]
    return block


def test_the_manifest_is_valid_and_matches_decklists() -> None:
    (hook,) = load_manifest(str(ROOT / ".pre-commit-hooks.yaml"))
    assert (hook["id"], hook["language"], hook["entry"]) == (
        "altered-deck-validate",
        "python",
        "altered-deck validate --only-decklists",
    )
    assert (hook["pass_filenames"], hook["require_serial"]) == (True, True)
    files = re.compile(hook["files"])
    matched = [
        p
        for p in ("decks/a.txt", "a.json", "x/y/z.txt", "notes.md", "a.txt.bak", "deck.jsonl")
        if files.search(p)
    ]
    assert matched == ["decks/a.txt", "a.json", "x/y/z.txt"]
    # The page's narrowing example.
    remote = yaml.safe_load(page_yaml("repo: https://github.com/altered-deck/altered-deck"))
    narrowed = re.compile(remote["repos"][0]["hooks"][0]["files"])
    assert [p for p in ("decks/a.txt", "other/a.txt") if narrowed.search(p)] == ["decks/a.txt"]


def decklist_repo(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A git repository holding the decklist-repo fixture (nothing staged), and the environment
    to run git and pre-commit in it: no user config, an empty card cache, no network."""
    repo = tmp_path / "decklists"
    shutil.copytree(FIXTURES / "decklist-repo", repo)
    env = {
        "PATH": f"{BIN}{os.pathsep}{Path(SCRIPT or BIN).parent}{os.pathsep}/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Deck Keeper",
        "GIT_AUTHOR_EMAIL": "keeper@example.org",
        "GIT_COMMITTER_NAME": "Deck Keeper",
        "GIT_COMMITTER_EMAIL": "keeper@example.org",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "ALTERED_DECK_CACHE_DIR": str(tmp_path / "card-cache"),
        "ALTERED_API_URL": "http://127.0.0.1:9",
    }
    git(repo, env, "init", "-q", "-b", "main")
    return repo, env


def git(repo: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """``git ARGS``; stdout and stderr together in ``.stdout`` (hooks write to stderr)."""
    return subprocess.run(
        ["git", *args],
        cwd=repo,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
    )


def commits(repo: Path, env: dict[str, str]) -> list[str]:
    done = git(repo, env, "log", "--format=%s")
    return done.stdout.splitlines() if done.returncode == 0 else []


@needs_script
def test_the_documented_local_hook_refuses_an_illegal_deck_and_accepts_legal_ones(
    tmp_path: Path,
) -> None:
    repo, env = decklist_repo(tmp_path)
    (repo / ".pre-commit-config.yaml").write_text(page_yaml("repo: local"), encoding="utf-8")
    installed = subprocess.run(
        [sys.executable, "-m", "pre_commit", "install"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
    )
    assert installed.returncode == 0, installed.stderr

    git(repo, env, "add", ".pre-commit-config.yaml", "README.md", "decks/sierra.txt")
    legal = git(repo, env, "commit", "-m", "Sierra")
    assert legal.returncode == 0, legal.stdout
    assert re.search(r"^altered-deck validate\.+Passed$", legal.stdout, flags=re.M)

    git(repo, env, "add", "decks/kojo.txt", "decks/wip/four-salvagers.txt")
    illegal = git(repo, env, "commit", "-m", "Kojo and a work in progress")
    assert illegal.returncode == 1
    output = illegal.stdout
    assert re.search(r"^altered-deck validate\.+Failed$", output, flags=re.M)
    assert "- exit code: 1\n" in output
    report = output.split("Format: standard", 1)[1]
    lines = [line.rstrip() for line in report.splitlines()]
    assert lines[3:6] == [
        "decks/kojo.txt                LEGAL    40 cards · hero Kojo & Booda (BR) · 8",
        "                                       rares",
        "decks/wip/four-salvagers.txt  ILLEGAL  41 cards · hero Sierra & Oddball (AX) · 8",
    ]
    assert '  STD-NAME-MAX    1.1.4.d: 4 cards named "Axiom Salvager" (max 3):' in output
    assert "2 decks: 1 legal, 1 illegal." in output
    assert commits(repo, env) == ["Sierra"]

    # Fixed (3 Salvagers, 40 cards): the same commit goes through.
    wip = repo / "decks" / "wip" / "four-salvagers.txt"
    wip.write_text(
        wip.read_text(encoding="utf-8").replace("4 ALT_CORE_B_AX_08_C", "3 ALT_CORE_B_AX_08_C"),
        encoding="utf-8",
    )
    git(repo, env, "add", "decks/wip/four-salvagers.txt")
    fixed = git(repo, env, "commit", "-m", "Kojo and a work in progress")
    assert fixed.returncode == 0, fixed.stdout
    assert commits(repo, env) == ["Kojo and a work in progress", "Sierra"]


def setup_namespace(setup_file: Path) -> dict[str, object]:
    """setup.py's definitions, as if it were ``setup_file``, without running setup()."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    body = [n for n in tree.body if not (isinstance(n, ast.Expr) and "setup(" in ast.unparse(n))]
    namespace: dict[str, object] = {"__file__": str(setup_file), "__name__": "setup"}
    exec(compile(ast.Module(body=body, type_ignores=[]), "setup.py", "exec"), namespace)
    return namespace


def test_the_hooks_install_leaves_the_engine_uncompiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # pre-commit pip-installs a hook from its clone in pre-commit's store (repoXXXX beside
    # db.db); a wheel built anywhere else compiles (mypyc stands in here: it takes minutes).
    monkeypatch.delenv("ALTERED_DECK_PURE", raising=False)
    monkeypatch.setattr(sys, "argv", ["setup.py", "bdist_wheel"])
    mypyc = types.ModuleType("mypyc.build")
    mypyc.mypycify = lambda args, **_: [f"{len(args) - 3} compiled modules"]  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mypyc.build", mypyc)
    store = tmp_path / "pre-commit-home"
    clone = store / "repo7y0c1k2q"
    clone.mkdir(parents=True)
    (store / "db.db").write_bytes(b"")
    places = (clone, tmp_path / "altered-deck", tmp_path / "repo-not-in-a-store")
    for place in places:  # each holds one module marked for mypyc
        module = place / "altered_deck" / "engine" / "core" / "state.py"
        module.parent.mkdir(parents=True)
        module.write_text('"""The state."""\n\n# mypyc: compiled\n', encoding="utf-8")
    hook_build = setup_namespace(clone / "setup.py")
    assert hook_build["compiled_extensions"]() == []  # type: ignore[operator]
    for elsewhere in places[1:]:
        build = setup_namespace(elsewhere / "setup.py")
        assert build["compiled_extensions"]() == ["1 compiled modules"]  # type: ignore[operator]


def _in_a_git_checkout() -> bool:
    done = subprocess.run(
        ["git", "ls-files", "--error-unmatch", ".pre-commit-hooks.yaml"],
        cwd=ROOT,
        capture_output=True,
    )
    return done.returncode == 0


@pytest.mark.network
@pytest.mark.skipif(not _in_a_git_checkout(), reason="try-repo needs this git checkout")
def test_try_repo_runs_the_published_hook(tmp_path: Path) -> None:
    # pre-commit builds the hook's own virtualenv and pip-installs this repository into it
    # (from the package index CI has), the engine uncompiled: validating plays no game.
    repo, env = decklist_repo(tmp_path)
    git(repo, env, "add", ".")
    files = ["decks/sierra.txt", "decks/wip/four-salvagers.txt"]
    try_repo = [sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), "altered-deck-validate"]
    done = subprocess.run(
        [*try_repo, "--files", *files],
        cwd=repo,
        env={**env, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    output = done.stdout
    assert re.search(r"^altered-deck validate\.+Failed$", output, flags=re.M)
    assert "card cache filled from the bundled snapshot" in output  # offline, from the bundle
    assert "decks/sierra.txt              LEGAL    40 cards" in output
    assert "decks/wip/four-salvagers.txt  ILLEGAL  41 cards" in output
    assert "2 decks: 1 legal, 1 illegal." in output


@pytest.mark.network
@pytest.mark.skipif(not _in_a_git_checkout(), reason="install-hooks needs this git checkout")
def test_the_installed_hook_is_pure_python(tmp_path: Path) -> None:
    repo, env = decklist_repo(tmp_path)
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    config = f"repos:\n  - repo: {ROOT}\n    rev: {head}\n    hooks:\n"
    (repo / ".pre-commit-config.yaml").write_text(config + "      - id: altered-deck-validate\n")
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "install-hooks"],
        cwd=repo,
        env={**env, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (script,) = (tmp_path / "pre-commit-home").glob("repo*/py_env-*/bin/altered-deck")
    build = subprocess.run([script, "engine", "build"], capture_output=True, text=True, env=env)
    assert build.stdout.startswith("engine: pure Python\n"), build.stdout + build.stderr
