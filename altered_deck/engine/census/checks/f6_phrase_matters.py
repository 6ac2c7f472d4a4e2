"""F6: every qualifier the text prints changes what the engine does.

Each phrase of :data:`PHRASES` an ability holds is changed in turn: deleted ("You may", "in
play or in Reserve", "opposing", "another", "you control", "up to") or replaced by the reading
it must not be confused with ("Base Cost" by "Hand Cost": a card's Base Cost is its printed
cost, whatever zone it is played from). The ability as printed must compile to different
effects than the changed one, else the engine ignores the phrase. A text the compiler no
longer reads once the phrase is changed passes (the phrase is part of what it reads; whether
the engine then honours it is for F1-F5)."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.positions import FIRES
from altered_deck.engine.compiler.coverage import compile_ability
from altered_deck.engine.compiler.deck import _KINDS
from altered_deck.engine.core.effects import ParsedText

PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), replacement)
    for pattern, replacement in (
        (r"\byou may ", ""),
        (r"\bbase cost\b", "Hand Cost"),
        (r" in play or in reserve\b", ""),
        (r"\bopposing ", ""),
        (r"\banother (?=target)", ""),
        (r" you control\b", ""),
        (r"\bup to (?=\w)", ""),
    )
)
"""Each phrase, and what it is changed into ("": deleted)."""
_SENTENCE_START = re.compile(r"(?:[.:—]|\{[A-Z]\})\s+$")


def applies(ability: str) -> bool:
    return any(p.search(ability) for p, _new in PHRASES)


def changed(ability: str, phrase: re.Pattern[str], replacement: str) -> str:
    """``ability`` with the first ``phrase`` changed; a deletion at a sentence's start keeps
    its first letter upper ("{H} You may send" -> "{H} Send")."""
    found = phrase.search(ability)
    if found is None:
        return ability
    head, tail = ability[: found.start()], replacement + ability[found.end() :]
    if tail and (not head or _SENTENCE_START.search(head)):
        tail = tail[0].upper() + tail[1:]
    return head + tail


def judge(ctx: Context) -> str | None:
    kind = _KINDS.get(ctx.card.card_type, 0)
    whole = compile_ability(ctx.ability, kind, ctx.echo)
    if whole is None:
        return ""  # not read at all: the coverage classes count it
    if whole == ParsedText():
        return None  # read as nothing (not modelled): no effect a phrase could change
    for phrase, replacement in PHRASES:
        said = phrase.search(ctx.ability)
        if said is None:
            continue
        cut = compile_ability(changed(ctx.ability, phrase, replacement), kind, ctx.echo)
        if cut == whole:
            how = f'reading "{replacement}" for' if replacement else "deleting"
            return f'{how} "{said.group(0).strip()}" compiles to the same effects: ignored'
    return ""


CHECK = Check(
    id="F6",
    name="phrase-matters",
    summary="deleting a qualifier changes the compiled effects",
    setup=None,
    hows=(*FIRES, ""),  # every ability, acting in a position or not
    applies=applies,
    judge=judge,
)
