"""altered-deck: card data, deck legality and game simulation for the Altered TCG.

The public library API, importable from here (loaded on first use, so the CLI starts fast)::

    from altered_deck import CardStore, read_deck, resolve_deck, validate, deck_stats, run_goldfish
    from altered_deck import PlaySettings, matchup, tune

    store = CardStore.in_dir()                     # the user cache (or CardStore(path))
    deck = resolve_deck(read_deck("sierra.txt"), store)
    result = validate(deck, "standard", datetime.date.today())
    stats = deck_stats(deck)
    run = run_goldfish(deck, PlaySettings(games=1000, seed=1), jobs=1)
    duel = matchup(deck, other_deck, PlaySettings(games=1000, seed=1, max_days=20))

The CLI (``altered_deck.cli``) is a thin layer over these.
"""

from __future__ import annotations

import importlib

# Not `typing.TYPE_CHECKING`: importing typing costs every start-up several milliseconds.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# pyproject.toml's version, written here too: reading the installed metadata
# (importlib.metadata) cost every start-up ~35 ms. tests/test_startup.py checks they agree.
__version__ = "0.2.0"

_EXPORTS = {
    "Card": "altered_deck.cards.model",
    "parse_api_card": "altered_deck.cards.model",
    "parse_reference": "altered_deck.cards.reference",
    "CardStore": "altered_deck.cards.store",
    "DumpSource": "altered_deck.cards.sources",
    "ApiSource": "altered_deck.cards.sources",
    "sync_cards": "altered_deck.cards.sync",
    "Deck": "altered_deck.decks.model",
    "ResolvedDeck": "altered_deck.decks.model",
    "read_deck": "altered_deck.decks.reader",
    "resolve_deck": "altered_deck.decks.resolve",
    "convert_deck": "altered_deck.decks.writer",
    "validate": "altered_deck.formats",
    "ValidationResult": "altered_deck.formats",
    "deck_stats": "altered_deck.stats.deck",
    "run_goldfish": "altered_deck.sim.goldfish",
    "PlaySettings": "altered_deck.engine.settings",
    "matchup": "altered_deck.sim.matchup",
    "gauntlet": "altered_deck.sim.matchup",
    "tune": "altered_deck.sim.tune",
    "AlteredDeckError": "altered_deck.errors",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    """Load a public name from its module on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'altered_deck' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
