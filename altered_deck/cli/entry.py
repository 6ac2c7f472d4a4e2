"""The console-script entry point: Ctrl-C at any moment, start-up included, exits 130.

This module imports nothing heavy at load time: the CLI is imported inside :func:`main`, so
an interrupt while it loads is caught like one during a command (one line, no traceback).
``altered-deck --version`` alone is answered before click is imported: the same text as the
option prints through click, at a fraction of the start-up.
The garbage collector waits while the command loads (:mod:`altered_deck.cli.collector`).
"""

from __future__ import annotations

import sys

from altered_deck.cli import collector

# The signal module's C core: the module itself builds three enums at import (about 1 ms of
# every start-up) for the two numbers this needs.
try:
    import _signal as signals  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - an interpreter without it
    import signal as signals

EXIT_INTERRUPTED = 130


def main() -> None:
    """Run ``altered-deck`` and exit with its code (130 on Ctrl-C, never a traceback)."""
    collector.pause()
    try:
        code = _run()
        # Done: a Ctrl-C from now on must not turn a finished run into a traceback.
        signals.signal(signals.SIGINT, signals.SIG_IGN)
    except KeyboardInterrupt:
        code = _interrupted()
    code = _flushed(code)
    collector.before_exit()
    sys.exit(code)


def _flushed(code: int) -> int:
    """Flush stdout now (not at interpreter exit, where a failure is only a warning): a full
    disk or a reader gone is exit 3, "cannot write output"."""
    if sys.stdout is None:
        return code
    try:
        sys.stdout.flush()
    except (OSError, ValueError) as exc:
        return _cannot_write(exc) if code in (0, 1) else code
    return code


def _cannot_write(exc: BaseException) -> int:
    """Say that stdout cannot be written; exit 3 (stdout then goes to the null device, so
    that the interpreter's own last flush cannot fail again)."""
    from altered_deck.cli.common import discard_stdout
    from altered_deck.errors import EXIT_DATA_UNAVAILABLE

    discard_stdout()
    reason = getattr(exc, "strerror", None) or str(exc)
    sys.stderr.write(f"error: cannot write output ({reason})\n")
    return EXIT_DATA_UNAVAILABLE


VERSION_ARGS = (["--version"], ["-V"])


def _run() -> int:
    if sys.argv[1:] in VERSION_ARGS:
        return _print_version()
    import click

    from altered_deck.cli.main import cli

    try:
        result = cli.main(prog_name="altered-deck", standalone_mode=False)
    except click.Abort:
        # click turns a Ctrl-C during argument parsing into Abort.
        return _interrupted()
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except OSError as exc:
        # Commands map their own errors; what reaches here is click printing help, the
        # version or a usage error on a stdout that cannot be written.
        return _cannot_write(exc)
    return result if isinstance(result, int) else 0


def _print_version() -> int:
    from altered_deck import __version__
    from altered_deck.build import version_text

    try:
        sys.stdout.write(version_text(__version__) + "\n")
    except OSError as exc:  # unbuffered, a full disk or a reader gone fails here, not at flush
        return _cannot_write(exc)
    return 0


def _interrupted() -> int:
    signals.signal(signals.SIGINT, signals.SIG_IGN)  # a second Ctrl-C must not interrupt this
    sys.stderr.write("interrupted\n")
    sys.stderr.flush()
    return EXIT_INTERRUPTED
