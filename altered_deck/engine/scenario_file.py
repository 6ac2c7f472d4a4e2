"""The position file of ``altered-deck engine scenario``: its schema, read once at the edge.

A position is JSON (see docs/engine/scenarios.md)::

    {"as_of": "2026-03-01", "day": 2, "phase": "afternoon", "turn": 0, "first_player": 0,
     "players": [{"hero": "ALT_...", "hand": [...], "deck": [...], "reserve": [...],
                  "discard": [...], "landmarks": [...], "mana": {"orbs": 4, "ready": 4},
                  "hero_expedition": {"region": 0, "cards": [...]},
                  "companion_expedition": {"region": 7, "cards": [...]}}]}

One player is a goldfish position, two a duel. A card is a reference, or an object with
``ref`` (or ``token``: a token's name), ``boosts``, ``status``, ``exhausted``, ``counters``.
Optional keys the printed state adds so that it replays: ``regions`` and ``revealed`` (the
adventure), ``seed``, ``arena`` (tiebreakers started), ``resolving`` (an action waiting for
a decision: its id, then the options already chosen), and per player ``passed``,
``hero_exhausted`` and ``hero_counters``.

Every count has a limit (:data:`MAX_ZONE_CARDS`, :data:`MAX_COUNT`, :data:`MAX_DAY`; listed in
docs/reference/limits.md) and every flag is a JSON boolean: a position beyond them is refused
with the field named, in words (:func:`explain`).
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, ValidationError, model_validator
from pydantic_core import ErrorDetails

from altered_deck import jsonload
from altered_deck.boundedread import MIB, read_bounded
from altered_deck.errors import UsageError

MAX_POSITION_BYTES = MIB
"""The largest position file read (a full two-player position is a few KB)."""
MAX_ZONE_CARDS = 1_000
"""Cards in one zone (hand, deck, discard, Reserve, Landmarks, an expedition, Mana Orbs), and
of one player in all zones together: the most the engine plays in a deck."""
MAX_COUNT = 1_000
"""Boosts and counters on one card, the Hero's counters."""
MAX_DAY = 1_000
"""The latest day a position may be on."""

Count = Annotated[int, Field(strict=True, ge=0, le=MAX_COUNT)]
Zone = Field(default=(), max_length=MAX_ZONE_CARDS)

STATUS_NAMES = ("fleeting", "anchored", "asleep", "completed")  # completed: a Feat's
PHASES = ("morning", "afternoon", "over")
"""``morning``: at Expand (after Prepare and Draw); ``afternoon``: a turn; ``over``: the game
ended (printed only)."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSpec(_Strict):
    """A card with what it carries (in play, in Reserve or among the Landmarks)."""

    ref: str | None = None
    token: str | None = None
    boosts: Count = 0
    status: tuple[Literal["fleeting", "anchored", "asleep", "completed"], ...] = Field(
        (), max_length=4
    )
    exhausted: StrictBool = False
    counters: dict[str, Count] = Field(default_factory=dict, max_length=3)
    owner: Literal["opponent"] | None = None  # in an expedition: the opponent's card (1.1.3.d)

    @model_validator(mode="after")
    def _one_name(self) -> CardSpec:
        if (self.ref is None) == (self.token is None):
            raise ValueError("a card object names exactly one of 'ref' and 'token'")
        return self


CardEntry = str | CardSpec


class ExpeditionSpec(_Strict):
    region: int = Field(strict=True, ge=0, le=7)
    cards: tuple[CardEntry, ...] = Zone


class ManaSpec(_Strict):
    orbs: int = Field(0, strict=True, ge=0, le=MAX_ZONE_CARDS)
    ready: int = Field(0, strict=True, ge=0, le=MAX_ZONE_CARDS)
    cards: tuple[str, ...] = Zone  # the orbs whose card is known (the others are face down)

    @model_validator(mode="after")
    def _counts(self) -> ManaSpec:
        if self.ready > self.orbs:
            raise ValueError(f"{self.ready} ready orbs of {self.orbs}")
        if len(self.cards) > self.orbs:
            raise ValueError(f"{len(self.cards)} known orb cards of {self.orbs} orbs")
        return self


class PlayerSpec(_Strict):
    hero: str | None = None
    hand: tuple[str, ...] = Zone
    deck: tuple[str, ...] = Zone  # top first
    reserve: tuple[CardEntry, ...] = Zone
    discard: tuple[str, ...] = Zone
    landmarks: tuple[CardEntry, ...] = Zone
    mana: ManaSpec = ManaSpec()
    hero_expedition: ExpeditionSpec = ExpeditionSpec(region=0)
    companion_expedition: ExpeditionSpec = ExpeditionSpec(region=7)
    passed: StrictBool = False
    hero_exhausted: StrictBool = False
    hero_counters: Count | None = None  # None: as many as the Hero begins with

    @model_validator(mode="after")
    def _cards(self) -> PlayerSpec:
        total = (
            len(self.hand)
            + len(self.deck)
            + len(self.reserve)
            + len(self.discard)
            + len(self.landmarks)
            + self.mana.orbs
            + len(self.hero_expedition.cards)
            + len(self.companion_expedition.cards)
        )
        if total > MAX_ZONE_CARDS:
            raise ValueError(
                f"{total:,} cards in all zones (Mana Orbs included); at most {MAX_ZONE_CARDS:,}"
            )
        return self


class PositionSpec(_Strict):
    as_of: date
    day: int = Field(strict=True, ge=1, le=MAX_DAY)
    phase: Literal["morning", "afternoon", "over"]
    turn: int = Field(0, strict=True, ge=0, le=1)
    first_player: int = Field(0, strict=True, ge=0, le=1)
    players: tuple[PlayerSpec, ...] = Field(min_length=1, max_length=2)
    # terrains of regions 0-7: "FMW", "F", "MW"...
    regions: tuple[Annotated[str, Field(max_length=3)], ...] | None = Field(None, max_length=8)
    revealed: tuple[StrictBool, ...] | None = Field(None, max_length=8)
    seed: int = Field(0, strict=True, ge=0, lt=2**63)
    arena: StrictBool = False  # tiebreakers started (4.3): every region is the Arena
    # an action waiting for a decision: its id in this position, then the options chosen
    resolving: tuple[Annotated[int, Field(strict=True, ge=1, le=MAX_ZONE_CARDS)], ...] = Field(
        (), max_length=64
    )

    @model_validator(mode="after")
    def _consistent(self) -> PositionSpec:
        if self.regions is not None and len(self.regions) != 8:
            raise ValueError("'regions' lists the terrains of the 8 regions")
        if self.revealed is not None and len(self.revealed) != 8:
            raise ValueError("'revealed' has one flag per region (8)")
        if self.phase == "morning" and self.day == 1:
            raise ValueError("Day 1 has no Morning (it starts at Noon)")
        if len(self.players) == 1 and self.turn != 0:
            raise ValueError("a goldfish position (one player) has turn 0")
        if self.arena and len(self.players) == 1:
            raise ValueError("arena: tiebreakers are a duel's (4.3); a goldfish game has none")
        return self


def read_position(path: Path) -> PositionSpec:
    """Read and check a position file; any problem is a UsageError of one line naming the
    file (and the line and column of a JSON syntax error)."""
    content = read_bounded(path, MAX_POSITION_BYTES, "a position file")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: cannot read: {exc}") from None
    return parse_position(text, str(path))


def parse_position(text: str, source: str) -> PositionSpec:
    """A position from JSON text (``source`` names it in messages)."""
    try:
        data = jsonload.loads(text)  # nested past 64 levels or huge integers: refused too
    except json.JSONDecodeError as exc:
        raise UsageError(f"{source}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None
    try:
        return PositionSpec.model_validate(data)
    except ValidationError as exc:
        raise UsageError(f"{source}: {explain(exc, data)}") from None


def _branch(part: str | int) -> str | None:
    """Which form of a card entry a part of an error's path is, if it is pydantic's name for
    one (``str``, or ``CardSpec`` behind its validator: ``function-after[..., CardSpec]``)."""
    if part == "str":
        return "str"
    return "CardSpec" if isinstance(part, str) and part.rstrip("]").endswith("CardSpec") else None


def explain(exc: ValidationError, data: Any) -> str:
    """The first problem of ``exc`` (validating ``data``) in words, after its field's path:
    ``players.0.hero_expedition.cards.2: boosts must be 0 or more`` (and how many more)."""
    found = [e for e in exc.errors() if not _wrong_branch(e, data)]
    # a list whose item failed is also "too short" after validation: the item says why
    errors = [e for e in found if e["type"] != "too_short" or not _has_inner(e, found)]
    error = errors[0]
    loc = [part for part in error["loc"] if _branch(part) is None]
    field = loc[-1] if loc and isinstance(loc[-1], str) else None
    if error["type"] == "value_error":  # an object's own check: the object is the place
        field = None
    elif error["type"] == "model_type" and any(_branch(p) for p in error["loc"]):
        error = {**error, "type": "card_type"}  # a card entry: a reference or an object
    if field is not None:
        loc = loc[:-1]
    where = ".".join(str(part) for part in loc) or ("" if field else "(top level)")
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{where}{': ' if where else ''}{_phrase(error, field)}{more}"


def _has_inner(error: ErrorDetails, errors: list[ErrorDetails]) -> bool:
    loc = error["loc"]
    return any(len(e["loc"]) > len(loc) and e["loc"][: len(loc)] == loc for e in errors)


def _wrong_branch(error: ErrorDetails, data: Any) -> bool:
    """An error of the card-entry form the entry is not: a reference's error for an object,
    an object's for a string (a number or a list keeps the object's)."""
    node = data
    for part in error["loc"]:
        branch = _branch(part)
        if branch is not None:
            return (branch == "str") != isinstance(node, str)
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return False
    return False


def _phrase(error: ErrorDetails, field: str | None) -> str:
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "extra_forbidden":
        return f"unknown key {field!r}"
    if kind == "value_error":
        return str(ctx.get("error", error["msg"]))
    subject = f"{field} " if field is not None else ""
    return subject + _WORDS.get(kind, lambda _ctx: error["msg"])(ctx)


def _count(n: Any) -> str:
    return f"{n:,}" if isinstance(n, int) else str(n)


_WORDS = {
    "missing": lambda ctx: "is missing",
    "greater_than_equal": lambda ctx: f"must be {_count(ctx['ge'])} or more",
    "greater_than": lambda ctx: f"must be more than {_count(ctx['gt'])}",
    "less_than_equal": lambda ctx: f"must be at most {_count(ctx['le'])}",
    "less_than": lambda ctx: f"must be less than {_count(ctx['lt'])}",
    "too_long": lambda ctx: (
        f"holds at most {_count(ctx['max_length'])} (limits: docs/reference/limits.md)"
    ),
    "too_short": lambda ctx: f"needs at least {_count(ctx['min_length'])}",
    "string_too_long": lambda ctx: f"is at most {ctx['max_length']} characters",
    "bool_type": lambda ctx: "must be true or false",
    "int_type": lambda ctx: "must be a whole number",
    "string_type": lambda ctx: "must be a string",
    "model_type": lambda ctx: "must be an object",
    "card_type": lambda ctx: "must be a card reference or an object",
    "dict_type": lambda ctx: "must be an object",
    "tuple_type": lambda ctx: "must be a list",
    "literal_error": lambda ctx: f"must be one of {ctx['expected']}",
    "date_from_datetime_parsing": lambda ctx: "must be a date (YYYY-MM-DD)",
    "date_parsing": lambda ctx: "must be a date (YYYY-MM-DD)",
    "date_type": lambda ctx: "must be a date (YYYY-MM-DD)",
    "date_from_datetime_inexact": lambda ctx: "must be a date (YYYY-MM-DD)",
    "none_required": lambda ctx: "must be null",
}
