"""The card reference grammar: ``ALT_<SET>_<PRODUCT>_<FAC>_<NUM>_<RARITY>[_<SERIAL>]``.

The reference says which printing a card is; it does not say the card's faction (that is
``mainFaction``: every R2 belongs to another faction than its letters). A serial follows
``U`` (a Unique's number, ``U_1234``) or, on a serialized print, a Common, Rare or Exalted
rarity (``ALT_DUSTERCB_P_AX_85_C_001``, the first of 30 numbered prints): a serialized print
is a print of its card, the same family and version for every rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from altered_deck.errors import BadReferenceError

REFERENCE_RE = re.compile(
    r"^ALT_([A-Z0-9]{1,20})_([ABP])_([A-Z]{2})_(\d{1,9})_"
    r"(?:(C|R1|R2|E)(?:_(\d{1,9}))?|U_(\d{1,9}))$",
    re.IGNORECASE,
)

FAMILY_RE = re.compile(r"^([A-Z]{2})_0*(\d{1,9})$", re.IGNORECASE)

RARITY_CODES = ("C", "R1", "R2", "E", "U")


def family_of(faction_code: str, number: int) -> str:
    """``<FAC>_<int(NUM)>``: the game card, the same across sets, products and rarities
    (same family = same card name, for copy limits)."""
    return f"{faction_code}_{number}"


def version_of(faction_code: str, number: int, rarity_code: str) -> str:
    """Family plus rarity code (``AX_8_R1``): what Singleton and the ban list count."""
    return f"{faction_code}_{number}_{rarity_code}"


class Printing:
    """What a card reference and a card say alike: the family and the version they name,
    whether they are Unique (the fields are the record's own)."""

    __slots__ = ()
    faction_code: str
    number: int
    rarity_code: str

    @property
    def family(self) -> str:
        """See :func:`family_of`."""
        return family_of(self.faction_code, self.number)

    @property
    def version(self) -> str:
        """See :func:`version_of`."""
        return version_of(self.faction_code, self.number, self.rarity_code)

    @property
    def is_unique(self) -> bool:
        """True for a Unique: a ``U_<serial>`` reference, a card of rarity code ``U``."""
        return self.rarity_code == "U"


@dataclass(frozen=True, slots=True)
class Reference(Printing):
    """A parsed card reference. ``number`` is an int (``NE_1`` == ``NE_01``)."""

    set_code: str
    product: str
    faction_code: str
    number: int
    rarity_code: str
    serial: int | None = None

    @property
    def is_serialized(self) -> bool:
        """True for a numbered print of a non-Unique card (``..._C_001``)."""
        return self.serial is not None and not self.is_unique

    @property
    def canonical(self) -> str:
        """The normalised reference string used as the cache key.

        Numbers are zero-padded to two digits, except NE cards of COREKS/CORE, which are
        written ``NE_1`` as the official data does; a serialized print's number to three
        (``C_001``), as printed.
        """
        if self.faction_code == "NE" and self.set_code in ("CORE", "COREKS"):
            num = str(self.number)
        else:
            num = f"{self.number:02d}"
        rarity = self.rarity_code
        if self.serial is not None:
            rarity += f"_{self.serial}" if self.is_unique else f"_{self.serial:03d}"
        return f"ALT_{self.set_code}_{self.product}_{self.faction_code}_{num}_{rarity}"

    def __str__(self) -> str:
        return self.canonical


def parse_reference(text: str) -> Reference:
    """Parse a reference string (case-insensitive, surrounding spaces ignored).

    Raises :class:`BadReferenceError` naming the text when it does not match the grammar.
    Memoised on the raw string: a deck, a pool or a resolve loop parses each string once.
    """
    return _parse_memo(text)


@lru_cache(maxsize=1 << 16)
def _parse_memo(text: str) -> Reference:
    match = REFERENCE_RE.match(text.strip())
    if match is None:
        raise BadReferenceError(
            f"not a card reference: {text.strip()!r} "
            "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)"
        )
    set_code, product, faction, number, rarity, print_serial, unique_serial = match.groups()
    serial = unique_serial if unique_serial is not None else print_serial
    return Reference(
        set_code=set_code.upper(),
        product=product.upper(),
        faction_code=faction.upper(),
        number=int(number),
        rarity_code="U" if unique_serial is not None else rarity.upper(),
        serial=int(serial) if serial is not None else None,
    )


def normalize_reference(text: str) -> str:
    """Return the canonical form of a reference string (raises on a bad one)."""
    return parse_reference(text).canonical


def is_reference(text: str) -> bool:
    """True when ``text`` matches the reference grammar."""
    return REFERENCE_RE.match(text.strip()) is not None


def normalize_family(text: str) -> str:
    """A family as the cache stores it: ``ax_08`` → ``AX_8``; other text just upper-cased."""
    match = FAMILY_RE.match(text.strip())
    if match is None:
        return text.strip().upper()
    return f"{match.group(1).upper()}_{int(match.group(2))}"
