"""F6: every qualifier the text prints changes what the engine does.

Each phrase of :data:`PHRASES` an ability holds is deleted in turn ("You may", "Base",
"in play or in Reserve", "opposing", "another", "you control", "up to"); the ability with the
phrase must compile to different effects than without it, else the engine ignores the phrase.
A text the compiler no longer reads once the phrase is gone passes (the phrase is part of
what it reads)."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.positions import HAND, RESERVE, SUPPORT, TAP, WATCH
from altered_deck.engine.compiler.coverage import compile_ability
from altered_deck.engine.compiler.deck import _KINDS

PHRASES = (
    re.compile(r"\byou may ", re.I),
    re.compile(r"\bbase (?=cost)", re.I),
    re.compile(r" in play or in reserve\b", re.I),
    re.compile(r"\bopposing ", re.I),
    re.compile(r"\banother (?=target)", re.I),
    re.compile(r" you control\b", re.I),
    re.compile(r"\bup to (?=\w)", re.I),
)


def applies(ability: str) -> bool:
    return any(p.search(ability) for p in PHRASES)


def _without(ability: str, phrase: re.Pattern[str]) -> str:
    """``ability`` with the first ``phrase`` deleted, a sentence's first letter kept upper."""
    cut = phrase.sub("", ability, count=1)
    return re.sub(r"(^|[.:}\]]\s+)([a-z])", lambda m: m[1] + m[2].upper(), cut)


def judge(ctx: Context) -> str | None:
    kind = _KINDS.get(ctx.card.card_type, 0)
    whole = compile_ability(ctx.ability, kind, ctx.echo)
    if whole is None:
        return ""  # not read at all: the coverage classes count it
    for phrase in PHRASES:
        said = phrase.search(ctx.ability)
        if said is None:
            continue
        cut = compile_ability(_without(ctx.ability, phrase), kind, ctx.echo)
        if cut == whole:
            return f'deleting "{said.group(0).strip()}" compiles to the same effects: ignored'
    return ""


CHECK = Check(
    id="F6",
    name="phrase-matters",
    summary="deleting a qualifier changes the compiled effects",
    setup=None,
    hows=(HAND, RESERVE, SUPPORT, TAP, WATCH, ""),
    applies=applies,
    judge=judge,
)
