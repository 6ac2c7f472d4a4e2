"""Compile a resolved deck into compact engine card records, once, before any game.

Each distinct card (and each token its text creates) becomes an
:class:`~altered_deck.engine.core.cards.EngineCard` (its text read by
:mod:`altered_deck.engine.compiler.abilities`), ranked for the engine's own policy (which
Reserve cards Clean-up keeps, which card a Resupply keeps); pilots keep their tables in
:mod:`altered_deck.engine.pilots.tables`.
"""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.cards.model import Card
from altered_deck.decks.model import ResolvedDeck
from altered_deck.engine.compiler.abilities import parse_card_text
from altered_deck.engine.compiler.fixups import resolve_token_ids, targets
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.effects import ParsedText, TokenSpec
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts.forms import landmark_token_text
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.counters.forms import TOKEN_TEXTS
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.text.words import LANDMARK_TOKEN
from altered_deck.engine.worth import rank
from altered_deck.errors import UsageError

MAX_PLAYABLE_CARDS = 1_000
"""Largest deck the engine plays (goldfish, tune, reports): a real deck has at most 61 cards;
each game shuffles the whole deck, so a huge one would run for hours."""

DEFAULT_RESERVE_LIMIT = 2
DEFAULT_LANDMARK_LIMIT = 2

_KINDS = {
    "CHARACTER": fx.K_CHARACTER,
    "SPELL": fx.K_SPELL,
    "PERMANENT": fx.K_LANDMARK,
    "LANDMARK_PERMANENT": fx.K_LANDMARK,
    "EXPEDITION_PERMANENT": fx.K_GEAR,
    "HERO": 0,
}


class _Compiler:
    def __init__(self) -> None:
        self.cards: list[EngineCard] = []
        self.tokens: dict[TokenSpec, int] = {}
        self.token_specs: list[TokenSpec] = []
        self.ignored: dict[str, list[str]] = {}

    def intern_token(self, spec: TokenSpec) -> int:
        # Tokens get provisional negative ids; they are appended after the real cards.
        if spec not in self.tokens:
            self.tokens[spec] = -1 - len(self.token_specs)
            self.token_specs.append(spec)
        return self.tokens[spec]

    def compile(self, card: Card, index: int) -> EngineCard:
        kind = _KINDS.get(card.card_type, 0)
        parsed = parse_card_text(card.effect_text(), card.echo_text(), kind, self.intern_token)
        stats = (card.forest or 0, card.mountain or 0, card.water or 0)
        hand = card.hand_cost if card.hand_cost is not None else 0
        reserve = card.reserve_cost if card.reserve_cost is not None else hand
        subtype = card.subtypes[0] if card.subtypes else ""
        name = card.english_name
        for text in parsed.ignored:
            noted = self.ignored.setdefault(name, [])
            if text not in noted:
                noted.append(text)
        record = EngineCard(index, name, kind, hand, reserve, stats, subtype, parsed)
        record.unmodelled = bool(parsed.ignored)
        record.self_cut = _cuts_own_cost(record)
        record.subtypes = tuple(card.subtypes)
        for st_kind, _n, bit in record.statics:  # "I'm also considered a Spell": matched as one
            if st_kind == costs_kinds.ST_ALSO_KIND:
                record.kind |= bit
        return record


def compile_cards(
    entries: Sequence[tuple[Card, int]], hero: Card | None = None, name: str = "deck"
) -> CompiledDeck:
    """Compile ``(card, quantity)`` pairs and an optional Hero (no Hero: limits 2/2)."""
    compiler, deck, hero_record = _compile_records(entries, hero)
    ignored = compiler.ignored
    distinct_names = {c.name for c in compiler.cards if not c.is_token}
    if hero_record is not None:
        distinct_names.add(hero_record.name)
    reserve_limit = (hero.reserve_limit if hero else None) or DEFAULT_RESERVE_LIMIT
    landmark_limit = (hero.landmark_limit if hero else None) or DEFAULT_LANDMARK_LIMIT
    return CompiledDeck(
        name=name,
        cards=tuple(compiler.cards),
        deck=tuple(deck),
        hero=hero_record,
        reserve_limit=reserve_limit,
        landmark_limit=landmark_limit,
        unmodelled=tuple(sorted(ignored)),
        ignored_text=tuple(sorted((n, tuple(a)) for n, a in ignored.items())),
        distinct_count=len(distinct_names),
        self_cuts=any(c.self_cut for c in compiler.cards),
    )


def _compile_records(
    entries: Sequence[tuple[Card, int]], hero: Card | None
) -> tuple[_Compiler, list[int], EngineCard | None]:
    """Compile each distinct card, the Hero and the tokens; return the compiler (its records,
    ranked, token ids resolved), the deck as record indices and the Hero's record."""
    compiler = _Compiler()
    by_reference: dict[str, int] = {}
    deck: list[int] = []
    for card, quantity in entries:
        if card.is_hero:
            continue
        if card.reference not in by_reference:
            record = compiler.compile(card, len(compiler.cards))
            by_reference[card.reference] = record.index
            compiler.cards.append(record)
        deck += [by_reference[card.reference]] * quantity
    hero_record = None
    if hero is not None:
        hero_record = compiler.compile(hero, -1)
    for shared in sabotage_kinds.SHARED_TOKENS:  # tokens an opponent's cards may give this deck
        compiler.intern_token(TokenSpec(*shared))
    _append_tokens(compiler)
    resolve_token_ids(compiler.cards, len(compiler.token_specs), hero_record)
    for record in compiler.cards:
        rank(record, compiler.cards)
    for record in compiler.cards:
        _expedition_choice(record)
    return compiler, deck, hero_record


def compile_deck(deck: ResolvedDeck) -> CompiledDeck:
    """Compile a resolved deck for the engine. A deck without a Hero plays with limits 2/2.

    Refuses (UsageError, exit 2) a deck of more than :data:`MAX_PLAYABLE_CARDS` cards.
    """
    if deck.total > MAX_PLAYABLE_CARDS:
        raise UsageError(
            f"{deck.name}: {deck.total:,} cards; the engine plays decks of at most "
            f"{MAX_PLAYABLE_CARDS:,} cards"
        )
    hero = deck.hero
    if hero is None and deck.heroes:
        hero = deck.heroes[0].card  # several heroes: validation's business; play the first
    entries = [(e.card, e.quantity) for e in deck.entries if not e.card.is_hero]
    return compile_cards(entries, hero, deck.name)


def _no_token(_spec: TokenSpec) -> int:
    raise AssertionError("a token's own text creates no token")


def _append_tokens(compiler: _Compiler) -> None:
    for spec in compiler.token_specs:
        index = len(compiler.cards)
        parsed = ParsedText()
        kind = fx.K_CHARACTER | fx.K_TOKEN
        if spec.subtype == LANDMARK_TOKEN:
            parsed = landmark_token_text(spec.name)
            kind = fx.K_LANDMARK | fx.K_TOKEN
        elif spec.text or spec.name in TOKEN_TEXTS:  # a token with an ability (no token
            text = spec.text or TOKEN_TEXTS[spec.name]  # of its own)
            parsed = parse_card_text(text, "", fx.K_CHARACTER, _no_token)
        stats = (spec.forest, spec.mountain, spec.water)
        token = EngineCard(index, spec.name, kind, 0, 0, stats, spec.subtype, parsed)
        token.self_cut = _cuts_own_cost(token)
        compiler.cards.append(token)
    base = len(compiler.cards) - len(compiler.token_specs)
    compiler.tokens = {spec: base + i for i, spec in enumerate(compiler.token_specs)}


_SELF_CUTS = frozenset(
    (
        fx.ST_SELF_COST,
        boosts_kinds.ST_SELF_COST_PER,
        fx.ST_SELF_COST_HAND,
        boosts_kinds.ST_MIN_ORBS,
        keywords_kinds.ST_EXP_COST,
        keywords_kinds.ST_SACRIFICE_CUT,
        keywords_kinds.ST_CHEAP_TARGET_IN,
    )
)


def _cuts_own_cost(card: EngineCard) -> bool:
    """Whether ``card`` has an "I cost {n} less if ..." ability (GameState.cost_of asks)."""
    return any(st[0] in _SELF_CUTS for st in card.statics)


def _expedition_choice(card: EngineCard) -> None:
    """Whether playing the card asks for an expedition (Characters, Gear, targeted text)."""
    card.exp_choice = bool(card.kind & (fx.K_CHARACTER | fx.K_GEAR)) or targets(
        card.on_hand + card.on_reserve + card.on_join + card.on_resolve
    )
