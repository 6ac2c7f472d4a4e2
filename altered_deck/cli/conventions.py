"""The command-line conventions people expect: colour on a terminal only (``NO_COLOR``,
``--no-color``, ``FORCE_COLOR``), and a hint when a global option follows the command."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem

_F = TypeVar("_F", bound=Callable[..., Any])

NO_COLOR_META = "altered_deck.no_color"
"""``ctx.meta`` key set by ``--no-color`` (shared by every context of the run)."""


def _no_color_callback(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        ctx.meta[NO_COLOR_META] = True


no_color_option = click.option(
    "--no-color",
    is_flag=True,
    expose_value=False,
    callback=_no_color_callback,
    help="Never colour the output [also: env NO_COLOR; FORCE_COLOR forces colour].",
)


def color_enabled(no_color_flag: bool, env: Mapping[str, str], isatty: bool) -> bool:
    """Colour or not: ``--no-color`` > ``NO_COLOR`` > ``FORCE_COLOR`` > a terminal (not dumb).

    ``NO_COLOR`` and ``FORCE_COLOR`` count when set to anything but the empty string
    (``FORCE_COLOR=0`` does not force).
    """
    if no_color_flag or env.get("NO_COLOR", ""):
        return False
    if env.get("FORCE_COLOR", "") not in ("", "0"):
        return True
    return isatty and env.get("TERM", "") != "dumb"


def color_for(ctx: click.Context, stream: IO[Any] | None = None) -> bool:
    """Whether this run colours what it prints on ``stream`` (default: stdout)."""
    try:
        isatty = (stream if stream is not None else sys.stdout).isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        isatty = False
    return color_enabled(bool(ctx.meta.get(NO_COLOR_META)), os.environ, isatty)


VERDICT_STYLES: dict[str, dict[str, Any]] = {
    "LEGAL": {"fg": "green", "bold": True},
    "ILLEGAL": {"fg": "red", "bold": True},
    "UNREADABLE": {"fg": "yellow", "bold": True},
    "NO-CARD-DATA": {"fg": "yellow", "bold": True},
}
_VERDICT = re.compile(
    r"^(?P<head>\S.*?  )(?P<verdict>LEGAL|ILLEGAL|UNREADABLE|NO-CARD-DATA)(?=  |$)"
)
_HEADINGS = ("Format: ", "Rules: ")


def style_report(text: str) -> str:
    """The validate report with its verdicts coloured (LEGAL green, ILLEGAL red, not validated
    yellow) and its heading lines bold; the plain text is unchanged otherwise."""
    out = []
    for line in text.split("\n"):
        match = _VERDICT.match(line)
        if match:
            verdict = match["verdict"]
            styled = click.style(verdict, **VERDICT_STYLES[verdict])
            line = match["head"] + styled + line[match.end() :]
        elif line.startswith(_HEADINGS):
            line = click.style(line, bold=True)
        out.append(line)
    return "\n".join(out)


def global_option_hint(group: click.Group, error: click.NoSuchOption) -> click.NoSuchOption:
    """``error``, or when it is about a global option given after the command, the same error
    saying where that option goes."""
    name = error.option_name
    for param in group.params:
        if isinstance(param, click.Option) and name in (*param.opts, *param.secondary_opts):
            path = error.ctx.command_path.split() if error.ctx is not None else []
            prog = path[0] if path else "altered-deck"
            rest = " ".join(path[1:]) or "COMMAND"
            value = "" if param.is_flag else " …"
            return click.NoSuchOption(
                name,
                f"No such option: {name} (it is a global option: put it before the command, "
                f"as in `{prog} {name}{value} {rest} …`)",
                ctx=error.ctx,
            )
    return error


def complete_formats(
    _ctx: click.Context, _param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """Shell completion for ``--format``: the built-in formats (a ``--rules`` file may add
    more, which are typed)."""
    from click.shell_completion import CompletionItem  # here: only completing loads it

    from altered_deck.formats import load_catalog

    return [
        CompletionItem(name) for name in load_catalog().names if name.startswith(incomplete.lower())
    ]


def format_option(help: str, **attrs: Any) -> Callable[[_F], _F]:
    """``--format``/``-f FORMAT``, completed in the shell from the built-in formats: the
    command receives ``format_name``. ``attrs`` go to :func:`click.option` (``default``...)."""
    return click.option(
        "--format",
        "-f",
        "format_name",
        metavar="FORMAT",
        shell_complete=complete_formats,
        help=help,
        **attrs,
    )


def complete_format_names(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """Shell completion for ``formats NAME``: the formats, then ``bans`` and ``export``."""
    words = [item.value for item in complete_formats(ctx, param, incomplete)]
    words += [w for w in ("bans", "export") if w.startswith(incomplete.lower())]
    from click.shell_completion import CompletionItem

    return [CompletionItem(w) for w in words]


def complete_files(
    _ctx: click.Context, _param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """Shell completion for DECK arguments: file names (a deckfmt code is typed, not completed)."""
    from click.shell_completion import CompletionItem

    return [CompletionItem(incomplete, type="file")]


class FormatChoice(click.Choice):
    """A ``--format`` among fixed names (any case): a typo gets the closest name
    (``'standart' is not one of … Did you mean 'standard'?``)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The chosen name, or click's usage error with the closest name."""
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as exc:
            import difflib

            names = [str(choice) for choice in self.choices]
            close = difflib.get_close_matches(str(value).lower(), names, n=1)
            if not close:
                raise
            self.fail(f"{exc.message} Did you mean {close[0]!r}?", param, ctx)


class DayParam(click.ParamType):
    """A ``YYYY-MM-DD`` option value as a :class:`datetime.date`; a wrong one says which part
    is wrong (``month 13 is not a month``) instead of quoting a strptime pattern."""

    name = "YYYY-MM-DD"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The date, or a usage error naming the wrong part."""
        import datetime

        from altered_deck.dates import parse_day
        from altered_deck.errors import UsageError

        if isinstance(value, datetime.date):
            return value
        try:
            return parse_day(str(value))
        except UsageError as exc:
            self.fail(str(exc), param, ctx)


DAY = DayParam()


def as_of_option(
    help: str = "Play by the Complete Rules in force on this date [default: today].",
) -> Callable[[_F], _F]:
    """``--as-of YYYY-MM-DD``, given to the command as a ``date`` (None: not given)."""
    return click.option("--as-of", "as_of", type=DAY, default=None, help=help)
