"""What an altered-deckfmt code looks like, apart from its decoder
(:mod:`~altered_deck.decks.deckfmt`): telling a decklist from a code loads neither the decoder
nor its set tables."""

from __future__ import annotations

import re

_CODE_RE = re.compile(r"^[A-Za-z0-9_+/-]+={0,2}$")


def looks_like_code(text: str) -> bool:
    """True when ``text`` (surrounding spaces ignored) is one token of base64 characters."""
    return _CODE_RE.match(text.strip()) is not None
