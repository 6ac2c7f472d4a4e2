"""F1: a choice the card gives is offered to its player.

Where the text gives a choice (a target, "choose", "up to", Sabotage, Augment, Exchange, Rush,
"as you choose", a card from your hand or Reserve), a position with two or more candidates on
each side must offer the player a decision beyond "you may": which card, which target, how
many (the opponent's pick is offered to the opponent). The engine picking one itself is the
failure. "target opponent", "target an opponent" and "another target player" are no choice
in a two-player game, where each player is the other's opponent (1.1.2.a, 1.2.1.b)."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import offer_check
from altered_deck.engine.core.decisions import MAY

GIVES_A_CHOICE = re.compile(
    r"(?<!another )\btarget\b(?! (?:an )?opponent)|\banother target\b(?! player)|\bchoose\b|"
    r"\bup to\b|\[sabotage\]|\[augment\]|\bexchange\b|immediately play|\[rush\]|as you choose|"
    r"\ba card from your (?:hand|reserve)\b",
    re.I,
)

CHECK = offer_check(
    "F1",
    "player-decides",
    "a choice the card gives is offered to its player",
    GIVES_A_CHOICE,
    lambda offered: offered.kind != MAY,  # either player's: the opponent's pick is theirs
    "no decision offered with several candidates; the engine chose",
)
