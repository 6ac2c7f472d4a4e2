"""altered-deckfmt v1: the compact deck code (``EBAg3hHfC8IA``), decoded and encoded.

A big-endian bit stream, zero-padded to a whole byte, written as base64url without ``=``
padding (padded and standard-alphabet input are accepted too)::

    header : version (4) = 1, group_count (8)
    group  : set_id (8), entry_count (6), entries...
    entry  : qty (2; 0 = ext (6) follows, qty = ext + 3), is_booster (1; 0 = product (2),
             1 P / 2 A), faction (3), number (N by set), rarity (R by set: 0 C, 1 R1,
             2 R2, 3 U, 4 E), unique_id (16) when rarity is U

Decoding anything malformed raises :class:`DeckParseError`; encoding a deck the format cannot
express raises :class:`DeckEncodeError`. Neither needs card data.
"""

from __future__ import annotations

import binascii
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from altered_deck.cards.reference import Reference, parse_reference
from altered_deck.decks.codeshape import looks_like_code
from altered_deck.decks.limits import check_total
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.errors import BadReferenceError, DeckEncodeError, DeckParseError, UsageError
from altered_deck.packagedata import data_folder

VERSION = 1


@dataclass(frozen=True, slots=True)
class SetLayout:
    """A set's deckfmt id and the bit widths of its card numbers and rarities."""

    set_id: int
    set_code: str
    number_bits: int
    rarity_bits: int


@dataclass(frozen=True)
class SetTable:
    """One table of set ids: ids 1-14 (settled) plus one published choice for 15 and up."""

    name: str
    layouts: tuple[SetLayout, ...]

    @property
    def by_id(self) -> dict[int, SetLayout]:
        """Layouts by set id."""
        return {layout.set_id: layout for layout in self.layouts}

    @property
    def by_code(self) -> dict[str, SetLayout]:
        """Layouts by set code."""
        return {layout.set_code: layout for layout in self.layouts}


@lru_cache(maxsize=1)
def _tables_data() -> dict[str, Any]:
    text = Path(data_folder(), "rules", "deckfmt-sets.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


def _layout(raw: dict[str, Any]) -> SetLayout:
    return SetLayout(
        int(raw["id"]), str(raw["set"]), int(raw["number_bits"]), int(raw["rarity_bits"])
    )


def table_names() -> list[str]:
    """The names of the published tables for set ids 15 and up (``data/rules``)."""
    return list(_tables_data()["tables"])


def default_table_name() -> str:
    """The table used unless ``--deckfmt-table`` says otherwise."""
    return str(_tables_data()["default_table"])


@lru_cache(maxsize=8)
def set_table(name: str | None = None) -> SetTable:
    """The set-id table ``name`` (None: the default); an unknown name is a UsageError."""
    data = _tables_data()
    chosen = name or default_table_name()
    if chosen not in data["tables"]:
        raise UsageError(
            f"unknown altered-deckfmt table {chosen!r}; choose one of: {', '.join(table_names())}"
        )
    raw = [*data["sets"], *data["tables"][chosen]]
    return SetTable(chosen, tuple(_layout(r) for r in raw))


SET_LAYOUTS: tuple[SetLayout, ...] = tuple(_layout(r) for r in _tables_data()["sets"])
"""Ids 1-14, the same in every table."""

FACTIONS = ("AX", "BR", "LY", "MU", "OR", "YZ", "NE")  # codes 1..7
RARITIES = ("C", "R1", "R2", "U", "E")  # codes 0..4
PRODUCTS = {1: "P", 2: "A"}

MAX_QUANTITY = 65  # 2-bit quantity 1..3, else 6-bit extension + 3
MAX_UNIQUE_ID = 0xFFFF
MAX_GROUP_ENTRIES = 63
MAX_GROUPS = 255
MAX_CODE_LENGTH = 100_000

# --- decoding --------------------------------------------------------------------------


class _BitReader:
    """Reads big-endian unsigned integers from bytes; running out raises DeckParseError."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.size = len(data) * 8
        self.pos = 0

    @property
    def remaining(self) -> int:
        return self.size - self.pos

    def read(self, bits: int, what: str) -> int:
        if bits > self.remaining:
            raise DeckParseError(
                f"truncated altered-deckfmt code: the stream ends while reading {what} "
                f"(bit {self.pos} of {self.size})"
            )
        start, end = self.pos, self.pos + bits
        self.pos = end
        # Only the bytes holding the field: constant time, whatever the code's length.
        chunk = int.from_bytes(self.data[start // 8 : (end + 7) // 8], "big")
        return (chunk >> (-end % 8)) & ((1 << bits) - 1)


def code_to_bytes(code: str) -> bytes:
    """The bytes of a code: base64url or standard, with or without ``=`` padding."""
    text = code.strip()
    if not text:
        raise DeckParseError("empty altered-deckfmt code")
    if len(text) > MAX_CODE_LENGTH:
        raise DeckParseError(f"altered-deckfmt code too long ({len(text)} characters)")
    if not looks_like_code(text):
        bad = next((c for c in text if not (c.isascii() and (c.isalnum() or c in "-_+/="))), "=")
        raise DeckParseError(f"not an altered-deckfmt code: invalid character {bad!r}")
    body = text.rstrip("=").replace("+", "-").replace("/", "_")
    if len(body) % 4 == 1:
        raise DeckParseError("not an altered-deckfmt code: impossible base64 length")
    import base64  # here, as in encode: reading a text decklist decodes no code

    try:
        return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as exc:
        raise DeckParseError(f"not an altered-deckfmt code: bad base64 ({exc})") from None


def decode_deckfmt(code: str, *, source: str = "<code>", table: str | None = None) -> Deck:
    """Decode an altered-deckfmt v1 code into a :class:`Deck` (entries in code order).

    ``table`` names the set-id table for ids 15 and up (None: the default table)."""
    return decode_deckfmt_bytes(code_to_bytes(code), source=source, table=table)


def decode_deckfmt_bytes(data: bytes, *, source: str = "<code>", table: str | None = None) -> Deck:
    """Decode the raw bytes of a code. Repeated references are summed."""
    ids = set_table(table)
    layouts = ids.by_id
    reader = _BitReader(data)
    version = reader.read(4, "the version")
    if version != VERSION:
        raise DeckParseError(f"unsupported altered-deckfmt version {version} (expected {VERSION})")
    group_count = reader.read(8, "the group count")
    quantities: dict[str, int] = {}
    for group in range(1, group_count + 1):
        set_id = reader.read(8, f"the set id of group {group}")
        layout = layouts.get(set_id)
        if layout is None:
            raise DeckParseError(
                f"unknown altered-deckfmt set id {set_id} in group {group} "
                f"(known in table {ids.name}: 1-{max(layouts)})"
            )
        entry_count = reader.read(6, f"the entry count of group {group}")
        for index in range(1, entry_count + 1):
            where = f"group {group} entry {index}"
            reference, quantity = _read_entry(reader, layout, where)
            quantities[reference] = quantities.get(reference, 0) + quantity
    rest = reader.remaining
    if rest >= 8:
        raise DeckParseError(
            f"altered-deckfmt code has trailing data after its {group_count} group(s) "
            f"({rest // 8} byte(s) too many)"
        )
    if reader.read(rest, "padding") != 0:
        raise DeckParseError("altered-deckfmt code has non-zero padding bits after its last group")
    check_total(quantities.values(), source)
    entries = tuple(DeckEntry(ref, qty) for ref, qty in quantities.items())
    return Deck(entries=entries, source=source)


def _read_entry(reader: _BitReader, layout: SetLayout, where: str) -> tuple[str, int]:
    quantity = reader.read(2, f"the quantity of {where}")
    if quantity == 0:
        quantity = reader.read(6, f"the extended quantity of {where}") + 3
        if quantity > MAX_QUANTITY:
            raise DeckParseError(f"quantity {quantity} above {MAX_QUANTITY} in {where}")
    if reader.read(1, f"the booster flag of {where}"):
        product = "B"
    else:
        product_id = reader.read(2, f"the product of {where}")
        if product_id not in PRODUCTS:
            raise DeckParseError(f"unknown product id {product_id} in {where}")
        product = PRODUCTS[product_id]
    faction_id = reader.read(3, f"the faction of {where}")
    if not 1 <= faction_id <= len(FACTIONS):
        raise DeckParseError(f"unknown faction id {faction_id} in {where}")
    number = reader.read(layout.number_bits, f"the card number of {where}")
    rarity_id = reader.read(layout.rarity_bits, f"the rarity of {where}")
    if rarity_id >= len(RARITIES):
        raise DeckParseError(f"unknown rarity id {rarity_id} in {where}")
    rarity = RARITIES[rarity_id]
    serial = None
    if rarity == "U":
        serial = reader.read(16, f"the unique id of {where}")
        if serial == 0:
            raise DeckParseError(f"unique id 0 in {where} (unique ids are 1-{MAX_UNIQUE_ID})")
    ref = Reference(layout.set_code, product, FACTIONS[faction_id - 1], number, rarity, serial)
    return ref.canonical, quantity


# --- encoding --------------------------------------------------------------------------


class _BitWriter:
    def __init__(self) -> None:
        self.value = 0
        self.size = 0

    def write(self, value: int, bits: int) -> None:
        self.value = (self.value << bits) | value
        self.size += bits

    def to_bytes(self) -> bytes:
        padding = -self.size % 8
        return (self.value << padding).to_bytes((self.size + padding) // 8, "big")


def encode_deckfmt(deck: Deck, table: str | None = None) -> str:
    """Encode ``deck`` as an altered-deckfmt v1 code (base64url, no padding).

    Entries are grouped by set in order of first appearance, in deck order within a set,
    in as few groups as the 63-entry limit allows. Raises :class:`DeckEncodeError` naming
    the reference when a card cannot be expressed (set without id, quantity above 65,
    unique id above 65535, number or rarity too wide for its set).
    """
    ids = set_table(table)
    by_code = ids.by_code
    by_set: dict[int, list[tuple[Reference, int, str]]] = {}
    problems: list[str] = []
    for entry in deck.entries:
        try:
            ref = _check_encodable(entry, by_code)
        except DeckEncodeError as exc:
            problems.append(str(exc))
            continue
        layout = by_code[ref.set_code]
        by_set.setdefault(layout.set_id, []).append((ref, entry.quantity, entry.reference))
    if problems:
        if len(problems) == 1:
            raise DeckEncodeError(f"cannot encode as altered-deckfmt: {problems[0]}")
        raise DeckEncodeError(
            f"cannot encode as altered-deckfmt ({len(problems)} cards): " + "; ".join(problems)
        )
    groups: list[tuple[int, list[tuple[Reference, int, str]]]] = []
    for set_id, items in by_set.items():
        for start in range(0, len(items), MAX_GROUP_ENTRIES):
            groups.append((set_id, items[start : start + MAX_GROUP_ENTRIES]))
    if len(groups) > MAX_GROUPS:
        raise DeckEncodeError(
            f"cannot encode as altered-deckfmt: the deck needs {len(groups)} groups "
            f"(at most {MAX_GROUPS})"
        )
    writer = _BitWriter()
    writer.write(VERSION, 4)
    writer.write(len(groups), 8)
    layouts = ids.by_id
    for set_id, items in groups:
        layout = layouts[set_id]
        writer.write(set_id, 8)
        writer.write(len(items), 6)
        for ref, quantity, _text in items:
            _write_entry(writer, layout, ref, quantity)
    import base64

    return base64.urlsafe_b64encode(writer.to_bytes()).decode("ascii").rstrip("=")


def _check_encodable(entry: DeckEntry, by_code: dict[str, SetLayout]) -> Reference:
    """The parsed reference of ``entry`` if deckfmt can express it, else DeckEncodeError."""
    text = entry.reference
    try:
        ref = parse_reference(text)
    except (BadReferenceError, ValueError) as exc:
        raise DeckEncodeError(f"{text!r}: {exc}") from None
    layout = by_code.get(ref.set_code)
    if layout is None:
        raise DeckEncodeError(f"{text}: set {ref.set_code} has no altered-deckfmt id")
    if not 1 <= entry.quantity <= MAX_QUANTITY:
        raise DeckEncodeError(f"{text}: quantity {entry.quantity} is outside 1-{MAX_QUANTITY}")
    if ref.faction_code not in FACTIONS:
        raise DeckEncodeError(f"{text}: faction {ref.faction_code} has no altered-deckfmt id")
    if ref.number >= 1 << layout.number_bits:
        raise DeckEncodeError(
            f"{text}: number {ref.number} does not fit {layout.set_code}'s "
            f"{layout.number_bits} bits (max {(1 << layout.number_bits) - 1})"
        )
    if RARITIES.index(ref.rarity_code) >= 1 << layout.rarity_bits:
        raise DeckEncodeError(
            f"{text}: rarity {ref.rarity_code} does not fit {layout.set_code}'s "
            f"{layout.rarity_bits} rarity bits"
        )
    if ref.is_serialized:
        raise DeckEncodeError(
            f"{text}: a serialized print; altered-deckfmt has no field for its print number"
        )
    if ref.is_unique and not 1 <= (ref.serial or 0) <= MAX_UNIQUE_ID:
        raise DeckEncodeError(
            f"{text}: unique id {ref.serial} does not fit 16 bits (1-{MAX_UNIQUE_ID})"
        )
    return ref


def _write_entry(writer: _BitWriter, layout: SetLayout, ref: Reference, quantity: int) -> None:
    if quantity <= 3:
        writer.write(quantity, 2)
    else:
        writer.write(0, 2)
        writer.write(quantity - 3, 6)
    if ref.product == "B":
        writer.write(1, 1)
    else:
        writer.write(0, 1)
        writer.write(1 if ref.product == "P" else 2, 2)
    writer.write(FACTIONS.index(ref.faction_code) + 1, 3)
    writer.write(ref.number, layout.number_bits)
    writer.write(RARITIES.index(ref.rarity_code), layout.rarity_bits)
    if ref.is_unique:
        writer.write(ref.serial or 0, 16)
