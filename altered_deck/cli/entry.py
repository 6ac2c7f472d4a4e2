"""The console-script entry point: Ctrl-C at any moment, start-up included, exits 130.

This module imports nothing heavy at load time: the CLI is imported inside :func:`main`, so
an interrupt while it loads is caught like one during a command (one line, no traceback).
``altered-deck --version`` alone is answered before click is imported: the same text as the
option prints through click, at a fraction of the start-up.

The cyclic garbage collector waits while the command loads: loading makes tens of thousands
of objects (modules, classes, functions) that all live until exit, and the collector would
walk them again and again (about 5 ms of a ``validate``) to find no garbage. Once the command
is loaded they are frozen out of its way and it runs as usual; at exit everything is frozen
again, so that the interpreter's last full collection does not walk every object the run made
(about 4 ms more) before the operating system takes the memory back. Files and the card cache
are closed by the commands themselves, not left to that collection.
"""

from __future__ import annotations

import gc
import sys

# The signal module's C core: the module itself builds three enums at import (about 1 ms of
# every start-up) for the two numbers this needs.
try:
    import _signal as signals  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - an interpreter without it
    import signal as signals

EXIT_INTERRUPTED = 130

_collector_paused = False


def main() -> None:
    """Run ``altered-deck`` and exit with its code (130 on Ctrl-C, never a traceback)."""
    global _collector_paused
    if gc.isenabled():
        gc.disable()
        _collector_paused = True
    try:
        code = _run()
        # Done: a Ctrl-C from now on must not turn a finished run into a traceback.
        signals.signal(signals.SIGINT, signals.SIG_IGN)
    except KeyboardInterrupt:
        code = _interrupted()
    code = _flushed(code)
    gc.freeze()
    sys.exit(code)


def command_loaded() -> None:
    """The command's modules are loaded: freeze what start-up made and let the collector run
    again for what the command makes. A no-op unless :func:`main` paused the collector (a
    program running the CLI in its own process keeps its collector as it was)."""
    global _collector_paused
    if _collector_paused:
        _collector_paused = False
        gc.freeze()
        gc.enable()


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
