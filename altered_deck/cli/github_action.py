"""What the GitHub Action (``action.yml``) runs: ``python -m altered_deck.cli.github_action``.

It reads the action's inputs from ``INPUT_*`` variables and the runner's ``GITHUB_*`` ones,
finds the decklists (the ``decks`` globs, else what the repository's configuration includes:
pyproject.toml ``[tool.altered-deck]`` or ``.altered-deck.toml``; files that are not
decklists are skipped with a note), runs ``altered-deck validate`` with GitHub annotations, a
job summary (``$GITHUB_STEP_SUMMARY``) and optionally SARIF, writes the step outputs
(``$GITHUB_OUTPUT``) and exits as the fail mode says. Run it locally with the same variables
to see what CI will do.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from altered_deck.errors import EXIT_ILLEGAL, EXIT_OK, EXIT_USAGE, AlteredDeckError, OutputError
from altered_deck.outputfile import write_file
from altered_deck.render.summary import format_failure_markdown
from altered_deck.render.validation import annotation, escape_workflow_data

FAIL_MODES = ("illegal", "error", "never")
"""``illegal``: fail on an illegal deck or an error; ``error``: only on an error (exit 2/3);
``never``: report only."""

DEFAULT_DECKS = ""
"""No ``decks`` input: the configuration's ``include`` globs (default ``**/*.txt``,
``**/*.json``)."""

Runner = Callable[[Sequence[str], Path], tuple[int, str]]
"""Runs ``altered-deck ARGS`` in a folder: its exit code and what it printed on stdout."""


@dataclass(frozen=True)
class ActionInputs:
    """The action's inputs, as GitHub passes them (``INPUT_<NAME>``, empty when not given)."""

    decks: str = DEFAULT_DECKS
    format: str = ""
    as_of: str = ""
    rules_file: str = ""
    fail_mode: str = "illegal"
    sarif: str = ""
    config: str = ""

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> ActionInputs:
        """Read ``INPUT_DECKS``, ``INPUT_FORMAT``, ``INPUT_AS_OF``, ``INPUT_RULES_FILE``,
        ``INPUT_FAIL_MODE``, ``INPUT_SARIF`` and ``INPUT_CONFIG`` (blank: the default; a
        blank format, date or rules file: the configuration's)."""

        def get(name: str, default: str) -> str:
            return env.get(f"INPUT_{name}", "").strip() or default

        return cls(
            decks=get("DECKS", DEFAULT_DECKS),
            format=get("FORMAT", ""),
            as_of=get("AS_OF", ""),
            rules_file=get("RULES_FILE", ""),
            fail_mode=get("FAIL_MODE", "illegal").lower(),
            sarif=get("SARIF", ""),
            config=get("CONFIG", ""),
        )


def find_decks(patterns: str, workspace: Path) -> list[str]:
    """The files matching the glob ``patterns`` (separated by spaces or new lines; ``**`` for
    any depth), relative to ``workspace``, sorted, skipping hidden folders (``.git``...)."""
    found: set[str] = set()
    for pattern in patterns.split():
        for path in workspace.glob(pattern):
            relative = path.relative_to(workspace)
            if path.is_file() and not any(p.startswith(".") for p in relative.parts[:-1]):
                found.add(relative.as_posix())
    return sorted(found)


def refused_decks(decks: Sequence[str], workspace: Path) -> list[str]:
    """Why each deck the action must not read is refused (``NAME: reason``, the name
    percent-encoded as GitHub's workflow commands want it).

    A pull request controls the workspace: a symlink to a file outside it would put that
    file's lines in the log, the annotations and the summary; a newline in a file name would
    start a workflow command of its own.
    """
    root = workspace.resolve()
    refused = []
    for deck in decks:
        name = escape_workflow_data(deck)
        if any(ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F for ch in deck):
            refused.append(f"{name}: a control character in the file name")
        elif not (workspace / deck).resolve().is_relative_to(root):
            refused.append(f"{name}: resolves outside the workspace (a symbolic link)")
    return refused


def repository_decks(
    inputs: ActionInputs, workspace: Path
) -> tuple[list[str], list[str], list[str]]:
    """The decklists to check, one note per file passed over, and the files refused unread
    (:func:`refused_decks`): the files matching the ``decks`` globs (else the
    configuration's ``include``), less the configuration's ``exclude``, that look like
    decklists. UsageError on a bad configuration file."""
    from altered_deck.config import project_config
    from altered_deck.decks.discover import (
        find_files,
        in_skipped_folder,
        is_included,
        keep_decklists,
        relative_to,
    )

    config = workspace / inputs.config if inputs.config else None
    project = project_config(workspace, config)
    if inputs.decks:
        candidates, globbed = [], find_decks(inputs.decks, workspace)
        refused = refused_decks(globbed, workspace)  # before any filter can pass over them
        if refused:
            return [], [], refused
        for deck in globbed:
            relative = relative_to(workspace / deck, project.root)
            if relative is None or (
                is_included(relative, ["**"], project.exclude)
                and not in_skipped_folder(relative, project.root)
            ):
                candidates.append(deck)
    else:
        found = find_files(project.root, project.include, project.exclude)
        candidates = [Path(os.path.relpath(project.root / f, workspace)).as_posix() for f in found]
    refused = refused_decks(candidates, workspace)
    if refused:  # not even read to see whether they look like decklists
        return [], [], refused
    kept = keep_decklists(str(workspace / c) for c in candidates)
    decks = [Path(os.path.relpath(d, workspace)).as_posix() for d in kept.decks]
    notes = [f"warning: {warning}" for warning in project.ignored]
    notes += [
        f"note: skipped {os.path.relpath(path, workspace)}: not a decklist ({reason})"
        for path, reason in kept.skipped
    ]
    return decks, notes, []


def validate_args(inputs: ActionInputs, decks: Sequence[str], summary: str | None) -> list[str]:
    """The ``altered-deck`` arguments the action runs."""
    args = ["validate", *decks, "--annotations", "github"]
    if inputs.format:
        args += ["--format", inputs.format]
    if inputs.config:
        args += ["--config", inputs.config]
    if inputs.as_of:
        args += ["--as-of", inputs.as_of]
    if inputs.rules_file:
        args += ["--rules", inputs.rules_file]
    if summary:
        args += ["--summary-md", summary]
    if inputs.sarif:
        args += ["--sarif", inputs.sarif]
    return args


def run_cli(args: Sequence[str], cwd: Path) -> tuple[int, str]:
    """Run ``altered-deck ARGS`` in ``cwd`` with this Python; stderr goes to the log as is."""
    done = subprocess.run(
        [sys.executable, "-m", "altered_deck", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    return done.returncode, done.stdout


def _fail(message: str, title: str, summary: str | None) -> None:
    print(annotation("error", message, None, None, title), flush=True)
    if summary:
        write_file(Path(summary), format_failure_markdown(message), append=True)


def _set_outputs(env: Mapping[str, str], outputs: Mapping[str, str]) -> None:
    path = env.get("GITHUB_OUTPUT")
    if path:
        lines = "".join(f"{name}={value}\n" for name, value in outputs.items())
        write_file(Path(path), lines, append=True)


def step_exit(code: int, fail_mode: str) -> int:
    """The step's exit code from validate's (0 legal, 1 illegal, 2 bad input, 3 no card data)."""
    if fail_mode == "never":
        return EXIT_OK
    if fail_mode == "error" and code == EXIT_ILLEGAL:
        return EXIT_OK
    return code


def run_action(env: Mapping[str, str], run: Runner = run_cli) -> int:
    """Do what the action does with ``env`` (the step's environment); return the exit code."""
    inputs = ActionInputs.from_env(env)
    workspace = Path(env.get("GITHUB_WORKSPACE") or ".")
    summary = env.get("GITHUB_STEP_SUMMARY") or None
    if inputs.fail_mode not in FAIL_MODES:
        message = f"fail-mode must be one of {', '.join(FAIL_MODES)}, not {inputs.fail_mode!r}"
        _fail(message, "USAGE-ERROR", summary)
        return EXIT_USAGE
    try:
        decks, notes, refused = repository_decks(inputs, workspace)
    except AlteredDeckError as exc:
        _fail(str(exc), "USAGE-ERROR", summary)
        _set_outputs(env, {"exit-code": str(EXIT_USAGE), "decks": "0"})
        return step_exit(EXIT_USAGE, inputs.fail_mode)
    if refused:
        _fail(f"deck file(s) refused: {'; '.join(refused)}", "UNSAFE-DECK-PATH", summary)
        _set_outputs(env, {"exit-code": str(EXIT_USAGE), "decks": "0"})
        return step_exit(EXIT_USAGE, inputs.fail_mode)
    for note in notes:
        print(escape_workflow_data(note), file=sys.stderr, flush=True)
    if not decks:
        patterns = inputs.decks or "the configuration's include globs"
        what = repr(inputs.decks) if inputs.decks else patterns
        _fail(f"no decklist matches {what} in {workspace}", "NO-DECKS", summary)
        _set_outputs(env, {"exit-code": str(EXIT_USAGE), "decks": "0"})
        return step_exit(EXIT_USAGE, inputs.fail_mode)
    args = validate_args(inputs, decks, summary)
    print(escape_workflow_data(f"altered-deck {shlex.join(args)}"), flush=True)
    code, stdout = run(args, workspace)
    print(stdout, end="", flush=True)
    if code > EXIT_ILLEGAL and not any(line.startswith("::error") for line in stdout.splitlines()):
        # validate annotates its own errors; one it could not (a bad option) is still shown.
        _fail(f"altered-deck validate stopped with exit code {code}: see the log", "ERROR", summary)
    outputs = {"exit-code": str(code), "decks": str(len(decks))}
    if inputs.sarif and (workspace / inputs.sarif).is_file():
        outputs["sarif"] = inputs.sarif
    _set_outputs(env, outputs)
    return step_exit(code, inputs.fail_mode)


def main() -> None:
    """``python -m altered_deck.cli.github_action``: run with this process's environment."""
    try:
        code = run_action(os.environ)
    except OutputError as exc:  # the step summary or outputs file cannot be written
        print(annotation("error", str(exc), None, None, "OUTPUT-ERROR"), flush=True)
        code = exc.exit_code
    sys.exit(code)


if __name__ == "__main__":
    main()
