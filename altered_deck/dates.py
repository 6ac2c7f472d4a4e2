"""Calendar dates as users type them (``YYYY-MM-DD``); a wrong one says which part is wrong."""

from __future__ import annotations

import calendar
import re
from datetime import date

from altered_deck.errors import UsageError

DATE_SHAPE = "YYYY-MM-DD"
_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")


def parse_day(text: str) -> date:
    """``2025-06-01`` as a date; UsageError naming the wrong part (``month 13``, ``day 31``)."""
    match = _DATE.match(text.strip())
    if match is None:
        raise UsageError(f"{text!r} is not a date (expected {DATE_SHAPE}, e.g. 2025-06-01)")
    year, month, day = (int(part) for part in match.groups())
    if year < 1:
        raise UsageError(f"{text!r}: year {year} is not a year (expected {DATE_SHAPE})")
    if not 1 <= month <= 12:
        raise UsageError(f"{text!r}: month {month} is not a month (1 to 12)")
    days = calendar.monthrange(year, month)[1]
    if not 1 <= day <= days:
        month_name = calendar.month_name[month]
        raise UsageError(f"{text!r}: day {day} is not a day of {month_name} {year} (1 to {days})")
    return date(year, month, day)
