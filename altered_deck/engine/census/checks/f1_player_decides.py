"""F1: a choice the card gives its player is offered to that player.

Where the text gives a choice (a target, "choose", "up to", Sabotage, Augment, Exchange, Rush,
"as you choose", a card from your hand or Reserve), a position with two or more candidates on
each side must offer the player a decision beyond "you may": which card, which target, how
many (the opponent's pick is offered to the opponent). The engine picking one itself is the
failure. "target opponent", "target an opponent" and "another target player" are no choice
in a two-player game, where each player is the other's opponent (1.1.2.a, 1.2.1.b)."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.positions import HAND, OWN_ACTS, RESERVE, RICH, SUPPORT, TAP
from altered_deck.engine.core.decisions import MAY

GIVES_A_CHOICE = re.compile(
    r"(?<!another )\btarget\b(?! (?:an )?opponent)|\banother target\b(?! player)|\bchoose\b|"
    r"\bup to\b|\[sabotage\]|\[augment\]|\bexchange\b|immediately play|\[rush\]|as you choose|"
    r"\ba card from your (?:hand|reserve)\b",
    re.I,
)


def applies(ability: str) -> bool:
    return bool(GIVES_A_CHOICE.search(ability))


def judge(ctx: Context) -> str | None:
    if not ctx.rich_acted():
        return None
    asked = [o for o in ctx.probe.offered if o.kind != MAY] if ctx.probe else []
    if asked:
        return ""
    said = GIVES_A_CHOICE.search(ctx.ability)
    phrase = said.group(0) if said else "a choice"
    return f'"{phrase}": no decision offered with several candidates; the engine chose'


CHECK = Check(
    id="F1",
    name="player-decides",
    summary="a choice the card gives is offered to its player",
    setup=RICH,
    hows=(HAND, RESERVE, SUPPORT, TAP, *OWN_ACTS),
    applies=applies,
    judge=judge,
)
