"""Effects that depend on how many Characters are in the player's Expeditions: "Sacrifice a
Character. Then, depending on the number of Characters in your Expeditions:  • 2+: Draw a
card.  • 4+: I also gain 2 boosts.  • 6+: Each other Character in your Expeditions also gains 1
boost" (every tier the count reaches, in order, counted once the sacrifice is done)."""

from __future__ import annotations

import re
from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.effects import Effect, TokenInterner
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.text.body import EACH, FormTable, parse_body
from altered_deck.engine.text.words import NESTED_EFFECTS

FORMS = FormTable(tier=EACH)
"""The tiers' form."""

_TIER = re.compile(r"^(\d+)\+:\s*(.+?)\.?$")


HANDLERS = interpreter.Handlers()


@FORMS.body(r"(.+?)\. then, depending on the number of characters in your expeditions:\s*(•.+)")
def _tiers(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    first = parse_body(m[1], intern)
    if not first:
        return []
    tiers = []
    for part in (p.strip() for p in m[2].split("•")):
        if not part:
            continue
        tm = _TIER.match(part)
        if tm is None:
            return []
        # "I also gain 2 boosts", "Each other Character in your Expeditions also gains 1 boost"
        words = re.sub(r" also\b", "", tm[2])
        words = re.sub(r"\bin your Expeditions\b", "you control", words, flags=re.I)
        effects = parse_body(words, intern)
        if not effects:
            return []
        tiers.append((int(tm[1]), tuple(effects)))
    return [*first, (sacrifice_kinds.E_TIERS_BY_CHARACTERS, 0, tuple(tiers))]


@HANDLERS.on(sacrifice_kinds.E_TIERS_BY_CHARACTERS)
def _run_tiers(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each tier whose count the Characters in the player's Expeditions reach, in order."""
    count = len(g.exps[0]) + len(g.exps[1])
    for at_least, effects in arg:
        if count >= at_least:
            interpreter.run(g, effects, unit, exp)


NESTED_EFFECTS[sacrifice_kinds.E_TIERS_BY_CHARACTERS] = lambda arg, fix: tuple(
    (at_least, fix(effects)) for at_least, effects in arg
)
