"""Decklists: reading and writing plain text, altered-deckfmt codes and deck JSON, and
resolving references against the card data into a :class:`~altered_deck.decks.model.ResolvedDeck`.

Layer: above ``cards``, below ``formats``, ``stats``, ``engine`` and ``sim``.
"""
