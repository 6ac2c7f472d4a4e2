"""The card model: API card objects parsed once, at the edge, into a compact frozen record.

:func:`parse_api_card` validates one card object of the official API shape (a ``/cards``
collection member, a ``/cards/{ref}`` answer or a dump array item) with pydantic and returns a
:class:`Card`. Everything past this module works on ``Card`` and never on raw JSON.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from altered_deck.cards.reference import Printing, Reference, parse_reference
from altered_deck.errors import BadReferenceError, CardDataError

DEFAULT_LOCALE = "en-us"
LOCALES = ("en-us", "fr-fr", "de-de", "es-es", "it-it")

FACTION_NAMES = {
    "AX": "Axiom",
    "BR": "Bravos",
    "LY": "Lyra",
    "MU": "Muna",
    "OR": "Ordis",
    "YZ": "Yzmir",
    "NE": "Neutral",
}

DECK_TYPES = frozenset(
    {"HERO", "CHARACTER", "SPELL", "PERMANENT", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT"}
)
"""Card types that may be in a Constructed deck; TOKEN*, FOILER and TOKEN_MANA may not."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Card(Printing):
    """One card printing, normalised. Localised texts are keyed by locale (``en-us``...).

    A plain frozen record: validation happens once, where API JSON is parsed
    (:func:`parse_api_card`); the cache stores it as JSON (:meth:`to_json`,
    :meth:`from_json`) and reads it back without validating again.
    """

    reference: str
    set_code: str
    product: str
    faction_code: str
    number: int
    rarity_code: str
    serial: int | None = None
    card_type: str
    subtypes: tuple[str, ...] = ()
    rarity: str
    faction: str
    names: dict[str, str]
    hand_cost: int | None = None
    reserve_cost: int | None = None
    forest: int | None = None
    mountain: int | None = None
    water: int | None = None
    reserve_limit: int | None = None
    landmark_limit: int | None = None
    main_effect: dict[str, str] = field(default_factory=dict)
    echo_effect: dict[str, str] = field(default_factory=dict)
    is_suspended: bool = False
    is_banned: bool = False
    is_errated: bool = False
    image_path: str | None = None

    @property
    def key(self) -> str:
        """The lookup key (see :func:`reference_key`)."""
        return reference_key(self.parsed_reference)

    @property
    def parsed_reference(self) -> Reference:
        """The reference as a :class:`Reference`."""
        return Reference(
            self.set_code,
            self.product,
            self.faction_code,
            self.number,
            self.rarity_code,
            self.serial,
        )

    @property
    def is_hero(self) -> bool:
        """True for HERO cards (which have no rarity in the rules)."""
        return self.card_type == "HERO"

    @property
    def rules_rarity(self) -> str | None:
        """The rarity the rules count: None for heroes and tokens (2.2.5.c), which the API
        reports as COMMON."""
        if self.is_hero or self.card_type.startswith("TOKEN"):
            return None
        return self.rarity

    def name_in(self, locale: str = DEFAULT_LOCALE) -> str:
        """The name in ``locale``, falling back to English, then any name known."""
        return self.names.get(locale) or self.english_name

    @property
    def english_name(self) -> str:
        """The English name (what "same name" means in the rules), or any name known."""
        return self.names.get(DEFAULT_LOCALE) or next(iter(self.names.values()), self.reference)

    def effect_text(self, locale: str = DEFAULT_LOCALE) -> str:
        """Main effect in ``locale`` (English fallback), ``""`` when the card has none."""
        return self.main_effect.get(locale) or self.main_effect.get(DEFAULT_LOCALE, "")

    def echo_text(self, locale: str = DEFAULT_LOCALE) -> str:
        """Reserve (echo) effect in ``locale`` (English fallback), ``""`` when none."""
        return self.echo_effect.get(locale) or self.echo_effect.get(DEFAULT_LOCALE, "")

    def merged_with(self, other: Card) -> Card:
        """This card with the localised names and texts of ``other`` (same reference) added."""
        return self.replace(
            names={**self.names, **other.names},
            main_effect={**self.main_effect, **other.main_effect},
            echo_effect={**self.echo_effect, **other.echo_effect},
        )

    def replace(self, **changes: Any) -> Card:
        """A copy with ``changes`` (field name → new value)."""
        return dataclasses.replace(self, **changes)

    def model_copy(self, *, update: dict[str, Any]) -> Card:
        """A copy with ``update`` applied (the name the card had as a pydantic model)."""
        return self.replace(**update)

    def to_dict(self, *, exclude_defaults: bool = False, exclude: Iterable[str] = ()) -> dict:
        """The card as JSON-ready data; optionally without default values or some fields."""
        data = dataclasses.asdict(self)
        data["subtypes"] = list(self.subtypes)
        for name in exclude:
            data.pop(name, None)
        if exclude_defaults:
            data = {k: v for k, v in data.items() if v != _DEFAULTS.get(k, _NO_DEFAULT)}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Card:
        """A card from :meth:`to_dict` data (trusted: the cache and the bundle hold cards
        validated when they were parsed). A missing or unknown field raises TypeError."""
        fields = dict(data)
        fields["subtypes"] = tuple(fields.get("subtypes") or ())
        return cls(**fields)

    def to_json(self) -> str:
        """The card as a JSON object (how the cache stores it)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Card:
        """A card from :meth:`to_json` output."""
        return cls.from_dict(json.loads(text))


def _defaults() -> dict[str, Any]:
    """Each Card field's default value, as :meth:`Card.to_dict` writes it."""
    found: dict[str, Any] = {}
    for f in dataclasses.fields(Card):
        if f.default is not dataclasses.MISSING:
            found[f.name] = f.default
        elif callable(f.default_factory):
            found[f.name] = f.default_factory()
    found["subtypes"] = []
    return found


_NO_DEFAULT = object()
_DEFAULTS = _defaults()


_TEXT_FIELDS: tuple[str, ...] = ("reference", "set_code", "product", "faction_code")
_TEXT_FIELDS += ("rarity_code", "card_type", "rarity", "faction")
_LOCALISED_FIELDS = ("names", "main_effect", "echo_effect")
_OPTIONAL_INT_FIELDS: tuple[str, ...] = (
    "serial",
    "hand_cost",
    "reserve_cost",
    "forest",
    "mountain",
    "water",
)
_OPTIONAL_INT_FIELDS += ("reserve_limit", "landmark_limit")


def card_record_problem(card: Card) -> str:
    """What is wrong with a card read back from storage (a null or mistyped field), or ``""``.

    The cache stores validated cards; this catches a damaged or foreign cache file before a
    null name or number reaches the rules or the renderers.
    """
    for name in _TEXT_FIELDS:
        if not isinstance(getattr(card, name), str):
            return f"{name} is {getattr(card, name)!r}, not text"
    if not isinstance(card.number, int) or isinstance(card.number, bool):
        return f"number is {card.number!r}, not an integer"
    for name in _OPTIONAL_INT_FIELDS:
        value = getattr(card, name)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            return f"{name} is {value!r}, not an integer"
    for name in _LOCALISED_FIELDS:
        value = getattr(card, name)
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            return f"{name} is not an object of texts by locale"
    if not isinstance(card.subtypes, tuple | list) or not all(
        isinstance(s, str) for s in card.subtypes
    ):
        return "subtypes is not a list of texts"
    return ""


def merge_card(merged: dict[str, Card], card: Card) -> None:
    """Put ``card`` into ``merged`` (by reference); a reference already there keeps its card
    with the names and texts of ``card``'s locale added (:meth:`Card.merged_with`)."""
    previous = merged.get(card.reference)
    merged[card.reference] = previous.merged_with(card) if previous else card


def reference_key(ref: Reference) -> str:
    """The cache key of a reference: upper case, numbers without padding (NE_1 == NE_01,
    C_001 == C_1)."""
    rarity = ref.rarity_code if ref.serial is None else f"{ref.rarity_code}_{ref.serial}"
    return f"ALT_{ref.set_code}_{ref.product}_{ref.faction_code}_{ref.number}_{rarity}"


@lru_cache(maxsize=1 << 16)
def key_of(text: str) -> str:
    """The cache key of a reference string (raises :class:`BadReferenceError` on a bad one).

    Memoised on the raw string, like :func:`parse_reference`.
    """
    return reference_key(parse_reference(text))


# --- the API shape, validated at the edge -------------------------------------------------


def _text(value: str | int | None) -> str:
    """An element value as text with the ``#`` rare-change markers removed."""
    if value is None:
        return ""
    return str(value).replace("#", "").strip()


def _number(value: str | int | None, field: str, reference: str) -> int | None:
    text = _text(value)
    if text == "":
        return None
    try:
        return int(text)
    except ValueError:
        raise CardDataError(f"card {reference}: {field} is not a number: {value!r}") from None


def parse_api_card(obj: Any, locale: str = DEFAULT_LOCALE) -> Card:
    """Parse one card object of the API shape, in ``locale``, into a :class:`Card`.

    Extra fields are ignored and optional ones may be missing (list items can lack
    effects and subtypes). A card without a reference, type or faction raises
    :class:`CardDataError` naming the card.
    """
    if not isinstance(obj, dict):
        raise CardDataError(f"card object is not a JSON object: {str(obj)[:80]!r}")
    label = obj.get("reference") or obj.get("@id") or obj.get("name") or "<card without reference>"
    from altered_deck.cards.apischema import validate_api_card

    api = validate_api_card(obj, label)
    try:
        ref = parse_reference(api.reference)
    except BadReferenceError as exc:
        raise CardDataError(f"card {label}: {exc}") from None
    elements = api.elements
    ref_text = api.reference
    main_effect = _text(elements.get("MAIN_EFFECT"))
    echo_effect = _text(elements.get("ECHO_EFFECT"))
    return Card(
        reference=ref_text.strip().upper(),
        set_code=api.cardSet.reference if api.cardSet else ref.set_code,
        product=ref.product,
        faction_code=ref.faction_code,
        number=ref.number,
        rarity_code=ref.rarity_code,
        serial=ref.serial,
        card_type=api.cardType.reference,
        subtypes=tuple(s.reference for s in api.cardSubTypes),
        rarity=api.rarity.reference if api.rarity else _rarity_from_code(ref.rarity_code),
        faction=api.mainFaction.reference,
        names={locale: api.name} if api.name else {},
        hand_cost=_number(elements.get("MAIN_COST"), "MAIN_COST", ref_text),
        reserve_cost=_number(elements.get("RECALL_COST"), "RECALL_COST", ref_text),
        forest=_number(elements.get("FOREST_POWER"), "FOREST_POWER", ref_text),
        mountain=_number(elements.get("MOUNTAIN_POWER"), "MOUNTAIN_POWER", ref_text),
        water=_number(elements.get("OCEAN_POWER"), "OCEAN_POWER", ref_text),
        reserve_limit=_number(elements.get("RESERVE"), "RESERVE", ref_text),
        landmark_limit=_number(elements.get("PERMANENT"), "PERMANENT", ref_text),
        main_effect={locale: main_effect} if main_effect else {},
        echo_effect={locale: echo_effect} if echo_effect else {},
        is_suspended=api.isSuspended,
        is_banned=api.isBanned,
        is_errated=api.isErrated,
        image_path=api.imagePath or None,
    )


def _rarity_from_code(code: str) -> str:
    return {"C": "COMMON", "R1": "RARE", "R2": "RARE", "E": "EXALTED", "U": "UNIQUE"}[code]
