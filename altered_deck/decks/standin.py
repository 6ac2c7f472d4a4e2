"""Stand-ins for Uniques whose card data is unavailable (offline, not yet added).

Much of a Unique's legality follows from its reference alone: its rarity (Unique), its family
(the name for copy limits), its set (release date), the reference itself (the same Unique
twice, a pool, an allowlist). Its faction does not: a Unique may be of another faction than
its reference's letters (the card's ``mainFaction`` counts). A stand-in carries what the
reference gives, the name and type of its family's Common when the cache has it, and
:data:`UNKNOWN_FACTION`; the rules that need the faction report the stand-in as undecided.
"""

from __future__ import annotations

from altered_deck.cards.model import Card
from altered_deck.cards.reference import parse_reference
from altered_deck.cards.store import CardStore

UNKNOWN_FACTION = "?"
"""The faction of a stand-in: unknown until the card's data is added."""

DEFAULT_TYPE = "CHARACTER"


def stand_in(reference: str, store: CardStore) -> Card:
    """A card for the Unique ``reference`` built from the reference and its family."""
    ref = parse_reference(reference)
    family_card = None
    for rarity in ("C", "R1"):
        family_card = store.get(
            f"ALT_{ref.set_code}_B_{ref.faction_code}_{ref.number:02d}_{rarity}"
        )
        if family_card is not None:
            break
    names = dict(family_card.names) if family_card else {"en-us": f"Unique {ref.canonical}"}
    return Card(
        reference=ref.canonical,
        set_code=ref.set_code,
        product=ref.product,
        faction_code=ref.faction_code,
        number=ref.number,
        rarity_code=ref.rarity_code,
        serial=ref.serial,
        card_type=family_card.card_type if family_card else DEFAULT_TYPE,
        subtypes=family_card.subtypes if family_card else (),
        rarity="UNIQUE",
        faction=UNKNOWN_FACTION,
        names=names,
    )


def is_stand_in(card: Card) -> bool:
    """True for a stand-in (its faction is unknown)."""
    return card.faction == UNKNOWN_FACTION
