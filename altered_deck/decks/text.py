"""Plain-text decklists: ``<qty> <reference>`` or ``<qty>x <reference>`` per line.

A line starting with ``#`` or ``//`` is a comment, and so is what follows ``//`` or ``#``
after a space (``3 ALT_CORE_B_AX_11_C  // Amelia Earhart``): people write the card's name
beside its reference. A reference never holds either.
"""

from __future__ import annotations

import re

from altered_deck.cards.reference import is_reference, normalize_reference
from altered_deck.decks.limits import MAX_LINE_LENGTH, MAX_QUANTITY, check_total
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.errors import DeckParseError

# Unambiguous (the spaces before an ``x`` and after it cannot trade characters), so a long
# line that does not match fails in linear time.
_LINE_RE = re.compile(r"^(-?\d+)(?:[ \t]*+[xX])?[ \t]++(\S+)$", re.ASCII)
# ``3 Axiom Salvager``, ``1x Sierra & Oddball``: a quantity then words, no reference.
_NAME_LINE_RE = re.compile(r"^\d+(?:[ \t]*+[xX])?[ \t]++([^\W\d_][^_]*)$")
MAX_QUANTITY_DIGITS = 6
REFERENCE_SHAPE = "ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>"

MAX_REFERENCE_LENGTH = 64
_TRAILING_COMMENT = re.compile(r"[ \t]+(?://|#).*$")


def without_comment(line: str) -> str:
    """``line`` stripped, without a comment: empty for a comment line, ``3 REF`` for
    ``3 REF  // a name`` or ``3 REF # a note``."""
    line = line.strip()
    if line.startswith(("#", "//")):
        return ""
    return _TRAILING_COMMENT.sub("", line)


def is_deck_reference(text: str) -> bool:
    """True for a reference string of sane length (huge numbers would not even parse)."""
    return len(text) <= MAX_REFERENCE_LENGTH and is_reference(text)


def parse_text(text: str, source: str = "<text>") -> Deck:
    """Parse a text decklist. Every bad line is reported at once as ``source:line: message``."""
    text = text.removeprefix("\ufeff")
    quantities: dict[str, int] = {}
    lines: dict[str, list[int]] = {}
    problems: list[str] = []
    names: dict[int, str] = {}
    # Split on \n only (not str.splitlines) so line numbers match what editors show.
    for number, raw_line in enumerate(text.split("\n"), start=1):
        if len(raw_line) > MAX_LINE_LENGTH:
            problems.append(
                f"{source}:{number}: line too long ({len(raw_line):,} characters, "
                f"at most {MAX_LINE_LENGTH:,})"
            )
            continue
        line = without_comment(raw_line)
        if not line:
            continue
        match = _LINE_RE.match(line)
        name = _NAME_LINE_RE.match(line)
        if name is not None and not is_deck_reference(name.group(1)):
            names[len(problems)] = name.group(1).strip()
        if match is None:
            problems.append(f"{source}:{number}: expected '<quantity> <reference>', got {line!r}")
            continue
        qty_text, ref_text = match.groups()
        if len(qty_text.lstrip("-")) > MAX_QUANTITY_DIGITS or int(qty_text) > MAX_QUANTITY:
            problems.append(
                f"{source}:{number}: quantity too large in {line!r} (at most {MAX_QUANTITY})"
            )
            continue
        quantity = int(qty_text)
        if quantity < 0:
            problems.append(f"{source}:{number}: negative quantity in {line!r}")
            continue
        if not is_deck_reference(ref_text):
            problems.append(
                f"{source}:{number}: not a card reference: {ref_text!r} "
                f"(expected {REFERENCE_SHAPE})"
            )
            continue
        if quantity == 0:
            continue
        ref = normalize_reference(ref_text)
        total = quantities.get(ref, 0) + quantity
        if total > MAX_QUANTITY:
            problems.append(
                f"{source}:{number}: {total} copies of {ref} in all (at most {MAX_QUANTITY})"
            )
            continue
        quantities[ref] = total
        lines.setdefault(ref, []).append(number)
    entries = tuple(DeckEntry(ref, qty, tuple(lines[ref])) for ref, qty in quantities.items())
    if problems:
        count = len(problems)
        raise DeckParseError(
            f"{source}: {count} malformed line{'s' if count > 1 else ''}",
            problems,
            partial=Deck(entries=entries, source=source),
            names=names,
        )
    check_total(quantities.values(), source)
    return Deck(entries=entries, source=source)


def format_text(deck: Deck, hero_references: frozenset[str] = frozenset()) -> str:
    """Canonical text: heroes first (when known), then references sorted, ``\\n`` line ends."""
    heroes, others = deck.canonical_entries(hero_references)
    return "".join(f"{e.quantity} {e.reference}\n" for e in heroes + others)
