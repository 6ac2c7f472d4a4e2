"""Goldfish results as terminal text (aligned, 80 columns) and as a JSON-ready dict."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from altered_deck.render.columns import table, wrap_items
from altered_deck.render.data import attributes
from altered_deck.render.numbers import format_percent
from altered_deck.sim.goldfish import GoldfishRun, TracedGame
from altered_deck.stats.goldfish import PER_DAY_BASIS, FirstMove, GoldfishSummary
from altered_deck.stats.intervals import CONFIDENCE, MeanEstimate, Proportion
from altered_deck.stats.plays import DEPENDENCE_THRESHOLD, UnmodelledPlays

EXPEDITION_LABELS = {"hero": "hero exp.", "companion": "companion exp."}


# --- numbers -------------------------------------------------------------------------------


def format_share_interval(share: Proportion) -> str:
    """The Wilson interval of ``share`` as ``low–high%``."""
    if share.low is None or share.high is None:
        return "–"
    # One decimal, or two where one would round the bound to 0% or 100%.
    places = 2 if share.high < 0.001 or share.low > 0.999 else 1
    return f"{100 * share.low:.{places}f}–{100 * share.high:.{places}f}%"


def format_share_pm(share: Proportion) -> str:
    """``share`` ± the wider side of its Wilson interval, in percentage points."""
    if share.share is None or share.low is None or share.high is None:
        return "–"
    half = max(share.share - share.low, share.high - share.share)
    return f"{format_percent(share.share)}±{100 * half:.1f}"


def format_mean_pm(mean: MeanEstimate) -> str:
    """``mean ± half-width`` of its normal interval (just the mean when n < 2)."""
    if mean.mean is None:
        return "–"
    if mean.low is None or mean.high is None:
        return f"{mean.mean:.2f}"
    return f"{mean.mean:.2f}±{(mean.high - mean.low) / 2:.2f}"


def format_mean_interval(mean: MeanEstimate) -> str:
    """The normal interval of ``mean`` as ``low–high``."""
    if mean.low is None or mean.high is None:
        return "–"
    return f"{mean.low:.2f}–{mean.high:.2f}"


def _games(count: int) -> str:
    return f"{count:,} game" if count == 1 else f"{count:,} games"


def _day(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:g}"


# --- text ----------------------------------------------------------------------------------


def render_goldfish(run: GoldfishRun) -> str:
    """The whole report: run line, coverage, win days, first moves, advancement, curve."""
    summary = run.summary
    blocks = [
        _header(run),
        _win_days(summary),
        *([_seats(summary)] if summary.seats else []),
        _first_moves(summary.first_moves),
        _advancement(summary),
        _curve(summary),
    ]
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def seed_line(run: GoldfishRun) -> str:
    """``seed S · N games · pilot · day cap · where · time``: everything needed to replay."""
    return (
        f"seed {run.seed} · {_games(run.games)} · {run.pilot} pilot · day cap {run.max_days}"
        f" · {run.executor} · {run.seconds:.1f} s"
    )


def coverage_line(run: GoldfishRun) -> list[str]:
    """``K of N distinct cards have unmodelled text: names…`` (wrapped), then the cards
    whose text acts only on an opponent, if any."""
    count = len(run.unmodelled)
    verb = "has" if count == 1 else "have"
    head = f"{count} of {run.distinct_cards} distinct cards {verb} unmodelled text"
    lines = wrap_items(head + ": ", list(run.unmodelled)) if count else [head + "."]
    plays = run.summary.unmodelled_plays
    if count and plays is not None and plays.counted:
        lines.append("    — " + unmodelled_plays_phrase(plays))
    aimed = len(run.opponent_cards)
    if aimed:
        verb = "acts" if aimed == 1 else "act"
        lines += wrap_items(
            f"{aimed} {verb} on an opponent (played in matchups, nothing to hit here): ",
            list(run.opponent_cards),
        )
    return lines


def unmodelled_plays_phrase(plays: UnmodelledPlays, whose: str = "the deck's") -> str:
    """``14.2% of the deck's plays: 3,012 of 21,200 (95% interval 12.1–15.8%)``."""
    share = plays.share
    return (
        f"{format_percent(share.share)} of {whose} plays: {share.count:,} of {share.total:,}"
        f" ({CONFIDENCE:.0%} interval {format_share_interval(share)})"
    )


def _header(run: GoldfishRun) -> list[str]:
    hero = run.hero_name or "no hero"
    return [seed_line(run), f"{hero} · {run.deck_name}", rules_line(run), *coverage_line(run)]


def rules_line(run: GoldfishRun) -> str:
    """``Complete Rules 5.0 (from 2026-02-27) on 2026-03-01 · reshuffle: morning``."""
    rules = run.rules
    return f"{rules.rules_version} on {rules.as_of.isoformat()} · reshuffle: {rules.reshuffle_rule}"


def _seats(summary: GoldfishSummary) -> list[str]:
    lines = table(
        ["Day 1 seat", "games", "won", "95% CI", "mean win day", "95% CI", "median"],
        [
            [
                f"{row.seat} player",
                f"{row.games:,}",
                format_percent(row.won.share),
                format_share_interval(row.won),
                "–" if row.win_day.mean is None else f"{row.win_day.mean:.2f}",
                format_mean_interval(row.win_day),
                _day(row.median_day),
            ]
            for row in summary.seats
        ],
        indent="  ",
    )
    lines.append("The first player is drawn at random each game and alternates every day.")
    return lines


def _win_days(summary: GoldfishSummary) -> list[str]:
    games = summary.games
    rows = [row for row in summary.win_days if row.on_day.count]
    lines: list[str] = []
    if rows:
        first, last = rows[0].day, rows[-1].day
        shown = [row for row in summary.win_days if first <= row.day <= last]
        lines += table(
            ["Win day", "won", "share", "95% CI", "by this day", "95% CI"],
            [
                [
                    f"{row.day:>2}",
                    f"{row.on_day.count:,}",
                    format_percent(row.on_day.share),
                    format_share_interval(row.on_day),
                    format_percent(row.by_day.share),
                    format_share_interval(row.by_day),
                ]
                for row in shown
            ],
            indent="  ",
        )
    else:
        lines.append(f"No game won by day {summary.max_days}.")
    mean = summary.win_day_mean
    not_won = summary.not_won
    if mean.mean is not None:
        lines.append(
            f"Mean win day {mean.mean:.2f} (95% CI {format_mean_interval(mean)})"
            f" · median {_day(summary.win_day_median)}"
        )
    lines.append(
        f"Not won by day {summary.max_days}: {_games(not_won.count)}, "
        f"{format_percent(not_won.share)} (95% CI {format_share_interval(not_won)})"
    )
    basis = f"Shares are of all {_games(games)}"
    lines.append(
        f"{basis}; mean and median over the {_games(mean.n)} won." if mean.n else f"{basis}."
    )
    return lines


def _first_moves(first_moves: Sequence[FirstMove]) -> list[str]:
    lines = table(
        ["First move", "mean day", "95% CI", "median", "never moved"],
        [
            [
                EXPEDITION_LABELS.get(move.expedition, move.expedition),
                "–" if move.day.mean is None else f"{move.day.mean:.2f}",
                format_mean_interval(move.day),
                _day(move.median_day),
                format_percent(move.never.share),
            ]
            for move in first_moves
        ],
        indent="  ",
    )
    lines.append("Mean and median over the games in which that expedition moved.")
    return lines


def _advancement(summary: GoldfishSummary) -> list[str]:
    lines = [
        "Advancement: mean region (hero exp. 0→7, companion exp. 7→0), total distance,",
        "and share of games moving that day",
    ]
    lines += _by_day(
        ["hero exp.", "companion exp.", "distance", "hero moved", "comp. moved"],
        summary.advancement,
        lambda row: [
            format_mean_pm(row.hero_position),
            format_mean_pm(row.companion_position),
            format_mean_pm(row.distance),
            format_share_pm(row.hero_moved),
            format_share_pm(row.companion_moved),
        ],
    )
    return lines


def _curve(summary: GoldfishSummary) -> list[str]:
    lines = ["Curve use: mana orbs, mana spent and unspent, cards played, cards in hand"]
    lines += _by_day(
        ["mana", "spent", "unspent", "from hand", "from res.", "hand size"],
        summary.curve,
        lambda row: [
            format_mean_pm(row.mana),
            format_mean_pm(row.spent),
            format_mean_pm(row.unspent),
            format_mean_pm(row.hand_plays),
            format_mean_pm(row.reserve_plays),
            format_mean_pm(row.hand_size),
        ],
    )
    lines += [
        "Per day: over the games still running that day (games column), win day included.",
        "± is the 95% interval: normal for means, the wider side of Wilson for shares.",
    ]
    return lines


class _DayRow(Protocol):
    @property
    def day(self) -> int: ...

    @property
    def games(self) -> int: ...


R = TypeVar("R", bound=_DayRow)


def _by_day(headers: list[str], rows: Sequence[R], figures: Callable[[R], list[str]]) -> list[str]:
    """A table of one row a day: the day, the games still running, then the day's ``figures``."""
    return table(
        ["Day", "games", *headers],
        [[f"{row.day:>2}", f"{row.games:,}", *figures(row)] for row in rows],
        indent=" ",
    )


def render_traced_game(traced: TracedGame, trace_text: str, *, pilot: str, max_days: int) -> str:
    """The run's seed and the game's own above one game's day-by-day trace.

    The trace itself says on which day the game was won; a game not won says so at the end.
    """
    header = (
        f"seed {traced.seed} · {pilot} pilot · day cap {max_days}\n"
        f"game 1 of the run: game seed {traced.game_seed}"
    )
    text = f"{header}\n\n{trace_text.rstrip()}\n"
    if traced.record.won_day is None:
        text += f"\nNot won by day {max_days}.\n"
    return text


def render_progress(done: int, total: int, elapsed: float, width: int = 30) -> str:
    """A one-line progress bar: ``[████····] 4,000/10,000 games · 1.2 s · ~1.8 s left``."""
    filled = width if total <= 0 else round(width * done / total)
    bar = "█" * filled + "·" * (width - filled)
    text = f"[{bar}] {done:,}/{total:,} games · {render_duration(elapsed)}"
    if 0 < done < total:
        text += f" · ~{render_duration(elapsed * (total - done) / done)} left"
    return text


def render_duration(seconds: float) -> str:
    """Seconds as a person reads them: ``4.2 s``, ``3 min 05 s``, ``1 h 02 min``, ``37 days``."""
    if seconds < 90:
        return f"{seconds:.1f} s"
    whole = round(seconds)
    if whole < 3600:
        return f"{whole // 60} min {whole % 60:02d} s"
    if whole < 48 * 3600:
        return f"{whole // 3600} h {whole % 3600 // 60:02d} min"
    return f"{whole / 86400:,.0f} days"


# --- JSON ----------------------------------------------------------------------------------


def proportion_to_dict(share: Proportion) -> dict[str, Any]:
    """A share with its interval as JSON data (count, total, share, low, high)."""
    return attributes(share, "count", "total", "share", "low", "high")


def unmodelled_plays_to_dict(plays: UnmodelledPlays | None) -> dict[str, Any] | None:
    """The share of plays that are cards with unmodelled text, as JSON data."""
    if plays is None:
        return None
    share = plays.share
    return {
        "games": plays.games,
        "plays": share.total,
        "unmodelled_plays": share.count,
        "share": share.share,
        "low": share.low,
        "high": share.high,
        "interval": "ratio over games (delta method)",
        "depends_on_unmodelled": plays.depends,
        "threshold": DEPENDENCE_THRESHOLD,
    }


def _mean(mean: MeanEstimate) -> dict[str, Any]:
    return {"n": mean.n, "mean": mean.mean, "low": mean.low, "high": mean.high}


def summary_to_dict(summary: GoldfishSummary) -> dict[str, Any]:
    """The statistics as plain JSON-ready data (stable field names)."""
    return {
        "games": summary.games,
        "max_days": summary.max_days,
        "win_days": [
            {
                "day": row.day,
                "on_day": proportion_to_dict(row.on_day),
                "by_day": proportion_to_dict(row.by_day),
            }
            for row in summary.win_days
        ],
        "win_day_mean": _mean(summary.win_day_mean),
        "win_day_median": summary.win_day_median,
        "not_won": proportion_to_dict(summary.not_won),
        "first_move": {
            move.expedition: {
                "day": _mean(move.day),
                "median_day": move.median_day,
                "never": proportion_to_dict(move.never),
            }
            for move in summary.first_moves
        },
        "advancement": [
            {
                "day": row.day,
                "games": row.games,
                "hero_position": _mean(row.hero_position),
                "companion_position": _mean(row.companion_position),
                "distance": _mean(row.distance),
                "hero_moved": proportion_to_dict(row.hero_moved),
                "companion_moved": proportion_to_dict(row.companion_moved),
            }
            for row in summary.advancement
        ],
        "by_first_player": {
            row.seat: {
                "games": row.games,
                "won": proportion_to_dict(row.won),
                "win_day_mean": _mean(row.win_day),
                "win_day_median": row.median_day,
            }
            for row in summary.seats
        },
        "curve": [
            {
                "day": row.day,
                "games": row.games,
                "mana": _mean(row.mana),
                "spent": _mean(row.spent),
                "unspent": _mean(row.unspent),
                "hand_plays": _mean(row.hand_plays),
                "reserve_plays": _mean(row.reserve_plays),
                "hand_size": _mean(row.hand_size),
            }
            for row in summary.curve
        ],
    }


def goldfish_to_dict(run: GoldfishRun) -> dict[str, Any]:
    """The run as JSON-ready data: parameters, deck coverage, conventions, statistics."""
    return {
        **attributes(run, "seed", "games", "pilot", "max_days", "workers", "executor"),
        "seconds": round(run.seconds, 3),
        "deck": {
            "name": run.deck_name,
            "hero": run.hero_name,
            "distinct_cards": run.distinct_cards,
            "unmodelled_cards": list(run.unmodelled),
            "opponent_cards": list(run.opponent_cards),
            "unmodelled_plays": unmodelled_plays_to_dict(run.summary.unmodelled_plays),
        },
        "rules": {
            "as_of": run.rules.as_of.isoformat(),
            "rules_version": run.rules.rules_version,
            "reshuffle_rule": run.rules.reshuffle_rule,
        },
        "confidence": CONFIDENCE,
        "intervals": {"proportions": "wilson", "means": "normal"},
        "per_day_basis": PER_DAY_BASIS,
        "statistics": summary_to_dict(run.summary),
    }


def traced_game_to_dict(traced: TracedGame, trace_text: str, *, pilot: str) -> dict[str, Any]:
    """One traced game as JSON-ready data (the trace as the rendered text)."""
    return {
        "seed": traced.seed,
        "game_seed": traced.game_seed,
        "pilot": pilot,
        "won_day": traced.record.won_day,
        "days": len(traced.record.days),
        "trace": trace_text,
    }
