"""Setting up a scenario's position: each player's cards compiled from the card store (with
their references kept), the adventure's terrains and face-up regions."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.deck import compile_cards
from altered_deck.engine.core.adventure import (
    ALL_TERRAINS,
    COMPANION_REGION,
    HERO_REGION,
    layout_from,
    reveal,
)
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.scenario_file import CardSpec, PlayerSpec, PositionSpec
from altered_deck.errors import UsageError

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore

FACE_DOWN_ORB = "face-down Mana Orb"
"""The stand-in card of a Mana Orb whose card the position does not name."""

_COUNTER_NAME = re.compile(r"\b([A-Z][a-z]+) counters?\b")
_LETTERS = {"F": 1, "M": 2, "W": 4}


@dataclass
class Side:
    """One player's compiled cards: references by record index, tokens by name."""

    deck: CompiledDeck
    refs: dict[int, str]
    tokens: dict[str, EngineCard]
    by_ref: dict[str, EngineCard]
    counter_names: dict[int, str]


def _references(player: PlayerSpec, other: PlayerSpec | None) -> list[str]:
    """Every card reference the player owns (not the Hero), in a stable order: their zones'
    but for the opponent's cards they control, and the ones the ``other`` player controls."""
    refs: list[str] = [*player.hand, *player.deck, *player.discard, *player.mana.cards]
    for entry in (
        *player.reserve,
        *player.landmarks,
        *player.hero_expedition.cards,
        *player.companion_expedition.cards,
    ):
        if isinstance(entry, str):
            refs.append(entry)
        elif entry.ref is not None and entry.owner is None:
            refs.append(entry.ref)
    if other is not None:
        for exp in (other.hero_expedition, other.companion_expedition):
            refs += [c.ref for c in exp.cards if isinstance(c, CardSpec) and c.owner and c.ref]
    return refs


def owned_card(sides: list[Side], side: Side, entry: CardSpec, where: str) -> EngineCard:
    """The card of ``entry`` at ``where`` (its field, the file named first): the player's,
    or (``"owner": "opponent"``, in an expedition of a two-player position) the opponent's
    card the player controls (1.1.3.d)."""
    if not entry.owner:
        return side.by_ref[str(entry.ref)]
    if len(sides) != 2 or "_expedition.cards." not in where:
        raise UsageError(
            f'{where}: "owner": "opponent" is for a card in an expedition of a two-player '
            "position (an opponent's card leaves play for its owner's zones, 1.4.3.a)"
        )
    return sides[1 - sides.index(side)].by_ref[str(entry.ref)]


def compile_side(
    player: PlayerSpec, store: CardStore, source: str, p: int, other: PlayerSpec | None = None
) -> Side:
    refs = _references(player, other)
    wanted = sorted({*refs, *([player.hero] if player.hero else [])})
    found = store.get_many(wanted)
    for ref in wanted:
        if ref not in found:
            raise UsageError(f"{source}: players.{p}: unknown card {ref}")
    hero = found[player.hero] if player.hero else None
    if hero is not None and not hero.is_hero:
        raise UsageError(f"{source}: players.{p}.hero: {player.hero} is not a Hero")
    counts = Counter(refs)
    order = list(dict.fromkeys(refs))
    for ref in order:
        if found[ref].is_hero:
            raise UsageError(f"{source}: players.{p}: the Hero {ref} is not a card of the deck")
    entries = [(found[ref], counts[ref]) for ref in order]
    faceless = player.mana.orbs - len(player.mana.cards)
    if faceless:
        order.append(FACE_DOWN_ORB)
        entries.append((_face_down_orb(), faceless))
    deck = compile_cards(entries, hero, f"player {p}")
    by_index = {i: ref for i, ref in enumerate(order)}
    if hero is not None:
        by_index[-1] = hero.reference
    names = {i: _counter_name(found[ref]) for i, ref in enumerate(order) if ref in found}
    return Side(
        deck=deck,
        refs=by_index,
        tokens={c.name: c for c in deck.cards if c.is_token},
        by_ref={ref: deck.cards[i] for i, ref in enumerate(order)},
        counter_names={i: n for i, n in names.items() if n},
    )


def _counter_name(card: Card) -> str:
    match = _COUNTER_NAME.search(f"{card.effect_text()} {card.echo_text()}")
    return match[1] if match else ""


def _face_down_orb() -> Card:
    """A text-less card standing for a Mana Orb the position does not name."""
    return Card(
        reference=FACE_DOWN_ORB,
        set_code="ORB",
        product="B",
        faction_code="AX",
        number=0,
        rarity_code="C",
        card_type="SPELL",
        rarity="COMMON",
        faction="AX",
        names={"en-us": FACE_DOWN_ORB},
        hand_cost=0,
        reserve_cost=0,
    )


# --- the adventure -------------------------------------------------------------------------


def adventure_layout(spec: PositionSpec, source: str) -> tuple[int, ...]:
    """The terrains of the 8 regions (default: the Tumult cards in order, unflipped)."""
    if spec.regions is None:
        return layout_from((0, 1, 2), (False, False, False))
    masks = []
    for i, letters in enumerate(spec.regions):
        mask = 0
        for letter in letters.upper():
            if letter not in _LETTERS:
                raise UsageError(f"{source}: regions.{i}: {letters!r} is not made of F, M, W")
            mask |= _LETTERS[letter]
        if not mask:
            raise UsageError(f"{source}: regions.{i}: a region has at least one terrain")
        masks.append(mask)
    if masks[HERO_REGION] != ALL_TERRAINS or masks[COMPANION_REGION] != ALL_TERRAINS:
        raise UsageError(f"{source}: regions: the Hero and Companion Regions are FMW")
    return tuple(masks)


def revealed_regions(spec: PositionSpec) -> list[bool]:
    """Which regions are face up (default: the Tumult cards an expedition stands on)."""
    if spec.revealed is not None:
        return list(spec.revealed)
    revealed = [False] * 8
    revealed[HERO_REGION] = revealed[COMPANION_REGION] = True
    for player in spec.players:
        reveal(revealed, player.hero_expedition.region)
        reveal(revealed, player.companion_expedition.region)
    return revealed
