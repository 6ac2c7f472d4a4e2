"""The API card shape, validated with pydantic: loaded only where API JSON is parsed.

Reading the cache never needs this module (the cache holds cards already validated), so
commands that only read start without importing pydantic.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from altered_deck.errors import CardDataError


class Named(BaseModel):
    """A ``{"reference": ...}`` object (card type, subtype, set, rarity, faction)."""

    model_config = ConfigDict(extra="ignore")
    reference: str = Field(min_length=1)  # "" means absent, and type and faction are required


class ApiCard(BaseModel):
    """The fields of an API card object that a :class:`~altered_deck.cards.model.Card` uses."""

    model_config = ConfigDict(extra="ignore")

    reference: str
    name: str = ""
    cardType: Named
    cardSubTypes: list[Named] = Field(default_factory=list)
    cardSet: Named | None = None
    rarity: Named | None = None
    mainFaction: Named
    elements: dict[str, str | int | None] = Field(default_factory=dict)
    isSuspended: bool = False
    isBanned: bool = False
    isErrated: bool = False
    imagePath: str | None = None


def validate_api_card(obj: dict[str, Any], label: str) -> ApiCard:
    """``obj`` checked against the API shape; :class:`CardDataError` names ``label``."""
    try:
        return ApiCard.model_validate(obj)
    except ValidationError as exc:
        fields = ", ".join(".".join(str(p) for p in err["loc"]) for err in exc.errors())
        raise CardDataError(f"card {label}: missing or invalid field(s): {fields}") from None
