"""Cards looked up by name, as people type them: exact names, parts of names, and typos."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore

MAX_CLOSE_NAMES = 3


@dataclass(frozen=True)
class NameLookup:
    """What a name finds: the non-Unique cards with exactly that name (any case, English or
    French), else those whose name contains it, else the closest names (a typo)."""

    exact: list[Card]
    partial: list[Card]
    close: list[str]


def lookup_name(store: CardStore, name: str) -> NameLookup:
    """Look ``name`` up; cards come in the store's order (set, family, reference)."""
    wanted = name.strip().casefold()
    cards = [c for c in store.search(name=name.strip()) if not c.is_unique]
    exact = [
        c
        for c in cards
        if wanted in (c.english_name.casefold(), (c.names.get("fr-fr") or "").casefold())
    ]
    if exact or cards:
        return NameLookup(exact=exact, partial=[] if exact else cards, close=[])
    return NameLookup(exact=[], partial=[], close=close_names(store, name))


def close_names(store: CardStore, name: str, limit: int = MAX_CLOSE_NAMES) -> list[str]:
    """The card names, English or French, closest to ``name`` (a letter missing or wrong, an
    accent left out: ``Recuperateur d'Axiom`` finds ``Récupérateur Axiom``), best first."""
    by_folded: dict[str, str] = {}
    for names in sorted(store.all_names()):
        for known in names:
            if known:
                by_folded.setdefault(fold(known), known)
    import difflib  # here: loaded only for a name not found

    close = difflib.get_close_matches(fold(name), list(by_folded), n=limit, cutoff=0.8)
    return [by_folded[c] for c in close]


def fold(name: str) -> str:
    """``name`` compared loosely: stripped, in any case, without accents."""
    decomposed = unicodedata.normalize("NFKD", name.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def search_hint(name: str) -> str:
    """The command that lists the cards of a name."""
    return f'altered-deck cards search --name "{name}"'
