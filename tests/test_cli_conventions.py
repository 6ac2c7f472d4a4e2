"""CLI conventions: ``-V``, colour (terminal only; NO_COLOR, --no-color, FORCE_COLOR), a hint for
a global option given after the command, shell completion as the README sets it up."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck import __version__
from altered_deck.cli.conventions import color_enabled, style_report
from altered_deck.cli.main import cli
from tests.conftest import STARTERS

SCRIPT = Path(sys.executable).parent / "altered-deck"
TODAY = "2026-11-22"
BOLD, GREEN, RED, RESET = "\x1b[1m", "\x1b[32m", "\x1b[31m", "\x1b[0m"


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_version(runner: CliRunner, flag: str) -> None:
    result = runner.invoke(cli, [flag], prog_name="altered-deck")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == f"altered-deck {__version__}"


@pytest.mark.parametrize(
    ("flag", "env", "isatty", "expected"),
    [
        (False, {}, True, True),
        (False, {}, False, False),
        (False, {"TERM": "dumb"}, True, False),
        (False, {"NO_COLOR": "1"}, True, False),
        (False, {"NO_COLOR": ""}, True, True),  # set but empty: ignored, as the convention says
        (True, {}, True, False),
        (False, {"FORCE_COLOR": "1"}, False, True),
        (False, {"FORCE_COLOR": "0"}, False, False),
        (False, {"FORCE_COLOR": "1", "NO_COLOR": "1"}, False, False),
        (True, {"FORCE_COLOR": "1"}, False, False),
    ],
)
def test_when_to_colour(flag: bool, env: dict[str, str], isatty: bool, expected: bool) -> None:
    assert color_enabled(flag, env, isatty) is expected


def test_style_report_colours_verdicts_and_headings_only() -> None:
    plain = (
        "Format: standard · as of 2026-11-22\n"
        "Rules: Complete Rules 4.0 · ban list of 2026-02-12\n"
        "\n"
        "a.txt  LEGAL    40 cards\n"
        "b.txt  ILLEGAL  41 cards\n"
        '  STD-NAME-MAX    4 cards named "X" (max 3) LEGAL  [line 5]\n'
        "\n"
        "2 decks: 1 legal, 1 illegal."
    )
    assert style_report(plain) == (
        f"{BOLD}Format: standard · as of 2026-11-22{RESET}\n"
        f"{BOLD}Rules: Complete Rules 4.0 · ban list of 2026-02-12{RESET}\n"
        "\n"
        f"a.txt  {GREEN}{BOLD}LEGAL{RESET}    40 cards\n"
        f"b.txt  {RED}{BOLD}ILLEGAL{RESET}  41 cards\n"
        '  STD-NAME-MAX    4 cards named "X" (max 3) LEGAL  [line 5]\n'
        "\n"
        "2 decks: 1 legal, 1 illegal."
    )


def _validate(runner: CliRunner, cache_dir: Path, env: dict[str, str], *global_options: str) -> str:
    # a path long enough that the deck's summary goes below it, wherever the tests run from
    folder = cache_dir.parent / ("a-folder-whose-name-is-long-enough-to-wrap" * 2)
    folder.mkdir(exist_ok=True)
    deck = str(folder / "sierra.txt")
    (folder / "sierra.txt").write_bytes((STARTERS / "sierra.txt").read_bytes())
    args = ["--cache-dir", str(cache_dir), "--offline", *global_options, "validate", deck]
    # Whatever the environment running the tests says about colour does not count here.
    clean: dict[str, str | None] = {"NO_COLOR": None, "FORCE_COLOR": None, "TERM": None}
    result = runner.invoke(cli, [*args, "--as-of", TODAY], env={**clean, **env})
    assert result.exit_code == 0, result.stderr
    return result.stdout


def test_report_colour_follows_the_environment_and_the_flag(
    runner: CliRunner, cache_dir: Path
) -> None:
    plain = _validate(runner, cache_dir, {})  # CliRunner's stdout is not a terminal
    assert "\x1b" not in plain
    forced = _validate(runner, cache_dir, {"FORCE_COLOR": "1"})
    assert forced == style_report(plain.removesuffix("\n")) + "\n"
    assert f"  {GREEN}{BOLD}LEGAL{RESET}\n" in forced  # a long path: the summary goes below
    assert _validate(runner, cache_dir, {"FORCE_COLOR": "1", "NO_COLOR": "1"}) == plain
    assert _validate(runner, cache_dir, {"FORCE_COLOR": "1"}, "--no-color") == plain


def test_a_verdict_on_a_long_path_keeps_its_colour() -> None:
    line = "data/decks/illegal/sierra-four-salvagers-and-more.txt  ILLEGAL"
    assert style_report(line) == line.replace("ILLEGAL", f"{RED}{BOLD}ILLEGAL{RESET}")


def test_machine_outputs_are_never_coloured(runner: CliRunner, cache_dir: Path) -> None:
    deck = str(STARTERS / "sierra.txt")
    for extra in (["--json"], ["--annotations", "github"]):
        args = ["--cache-dir", str(cache_dir), "--offline", "validate", deck, *extra]
        result = runner.invoke(cli, args, env={"FORCE_COLOR": "1"})
        assert result.exit_code == 0
        assert "\x1b" not in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["validate", "x.txt", "--offline"],
            "No such option: --offline (it is a global option: put it before the command, "
            "as in `altered-deck --offline validate …`)",
        ),
        (
            ["cards", "show", "X", "--cache-dir", "/tmp"],
            "No such option: --cache-dir (it is a global option: put it before the command, "
            "as in `altered-deck --cache-dir … cards show …`)",
        ),
        (["validate", "x.txt", "--ofline"], "No such option '--ofline'."),
    ],
)
def test_a_global_option_after_the_command_gets_a_hint(
    runner: CliRunner, args: list[str], message: str
) -> None:
    result = runner.invoke(cli, args, prog_name="altered-deck")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == f"Error: {message}"


def _complete(shell: str, words: str = "", cword: int = 0) -> str:
    env = {"_ALTERED_DECK_COMPLETE": shell, "COMP_WORDS": words, "COMP_CWORD": str(cword)}
    result = CliRunner().invoke(cli, [], env=env, prog_name="altered-deck")
    assert result.exit_code == 0
    return result.stdout


def test_completion_scripts_for_bash_zsh_fish() -> None:
    assert "complete -o nosort -F _altered_deck_completion altered-deck" in _complete("bash_source")
    assert _complete("zsh_source").startswith("#compdef altered-deck\n")
    assert "complete --no-files --command altered-deck" in _complete("fish_source")
    assert _complete("bash_complete", "altered-deck val", 1) == "plain,validate\n"
    decks = _complete("bash_complete", "altered-deck validate ", 2)
    assert decks.splitlines()[0] == "file,"  # DECK arguments complete as files


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_bash_completion_as_the_readme_sets_it_up() -> None:
    # The README's one-liner, then what bash does on TAB after `--format s`.
    script = (
        'eval "$(_ALTERED_DECK_COMPLETE=bash_source altered-deck)"\n'
        "COMP_WORDS=(altered-deck validate --format s); COMP_CWORD=3\n"
        "_altered_deck_completion altered-deck\n"
        'echo "${COMPREPLY[*]}"\n'
    )
    env = {"PATH": f"{SCRIPT.parent}:/usr/bin:/bin", "HOME": "/nonexistent"}
    done = subprocess.run(
        ["bash", "--norc", "-c", script], env=env, capture_output=True, text=True, check=True
    )
    assert done.stdout == "standard singleton sealed singleton-nuc sandbox\n"
