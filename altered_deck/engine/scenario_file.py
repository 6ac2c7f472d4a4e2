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
adventure), ``seed``, and per player ``passed``, ``hero_exhausted`` and ``hero_counters``.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from altered_deck import jsonload
from altered_deck.boundedread import MIB, read_bounded
from altered_deck.errors import UsageError

MAX_POSITION_BYTES = MIB
"""Size of a position file (a full duel position is a few KB)."""
STATUS_NAMES = ("fleeting", "anchored", "asleep")
PHASES = ("morning", "afternoon", "over")
"""``morning``: at Expand (after Prepare and Draw); ``afternoon``: a turn; ``over``: the game
ended (printed only)."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSpec(_Strict):
    """A card with what it carries (in play, in Reserve or among the Landmarks)."""

    ref: str | None = None
    token: str | None = None
    boosts: int = Field(0, ge=0)
    status: tuple[Literal["fleeting", "anchored", "asleep"], ...] = ()
    exhausted: bool = False
    counters: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_name(self) -> CardSpec:
        if (self.ref is None) == (self.token is None):
            raise ValueError("a card object names exactly one of 'ref' and 'token'")
        if any(n < 0 for n in self.counters.values()):
            raise ValueError("counters are 0 or more")
        return self


CardEntry = str | CardSpec


class ExpeditionSpec(_Strict):
    region: int = Field(ge=0, le=7)
    cards: tuple[CardEntry, ...] = ()


class ManaSpec(_Strict):
    orbs: int = Field(0, ge=0)
    ready: int = Field(0, ge=0)
    cards: tuple[str, ...] = ()  # the orbs whose card is known (the others are face down)

    @model_validator(mode="after")
    def _counts(self) -> ManaSpec:
        if self.ready > self.orbs:
            raise ValueError(f"{self.ready} ready orbs of {self.orbs}")
        if len(self.cards) > self.orbs:
            raise ValueError(f"{len(self.cards)} known orb cards of {self.orbs} orbs")
        return self


class PlayerSpec(_Strict):
    hero: str | None = None
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()  # top first
    reserve: tuple[CardEntry, ...] = ()
    discard: tuple[str, ...] = ()
    landmarks: tuple[CardEntry, ...] = ()
    mana: ManaSpec = ManaSpec()
    hero_expedition: ExpeditionSpec = ExpeditionSpec(region=0)
    companion_expedition: ExpeditionSpec = ExpeditionSpec(region=7)
    passed: bool = False
    hero_exhausted: bool = False
    hero_counters: int | None = Field(None, ge=0)  # None: as many as the Hero begins with


class PositionSpec(_Strict):
    as_of: date
    day: int = Field(ge=1)
    phase: Literal["morning", "afternoon", "over"]
    turn: int = Field(0, ge=0, le=1)
    first_player: int = Field(0, ge=0, le=1)
    players: tuple[PlayerSpec, ...] = Field(min_length=1, max_length=2)
    regions: tuple[str, ...] | None = None  # terrains of regions 0-7: "FMW", "F", "MW"...
    revealed: tuple[bool, ...] | None = None
    seed: int = 0

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
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(top level)"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise UsageError(f"{source}: {where}: {first['msg']}{more}") from None
