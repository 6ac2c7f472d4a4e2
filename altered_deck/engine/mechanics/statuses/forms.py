"""The card texts of a status gained or lost by the source or a target: ``I gain [[Asleep]]``,
``I lose [[Fleeting]]``, ``Target Character [with Hand Cost {n} or less] gains [[Anchored]]``.
``Target Character loses [[Fleeting]]`` and ``The next card you play this turn loses
[[Fleeting]]`` are read here too; each player's Characters gaining a status (``Each Character
gains ...``) among the costs forms, beside the other "each player" texts."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_ANCHOR_TARGET,
    E_LOSE_FLEETING,
    E_STATUS_SELF,
    E_UNFLEET,
    KIND_WORDS,
    STATUS_WORDS,
    Effect,
    TokenInterner,
)
from altered_deck.engine.mechanics.statuses.kinds import E_NEXT_UNFLEETING
from altered_deck.engine.text.body import BASE, FormTable

FORMS = FormTable(tier=BASE)
"""The status forms, tried right after the base forms (no base form reads a status)."""


@FORMS.body(r"I gain \[\[(Anchored|Asleep|Fleeting)\]\]")
def _status_self(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_STATUS_SELF, 0, STATUS_WORDS[m[1].lower()])]


FORMS.fixed(r"I lose \[\[Fleeting\]\]", [(E_LOSE_FLEETING, 0, None)])


@FORMS.body(r"target character(?: with hand cost \{(\d+)\} or less)? gains \[\[Anchored\]\]")
def _anchor_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ANCHOR_TARGET, int(m[1] or 0), None)]


@FORMS.body(r"target character( in my expedition)? loses \[\[Fleeting\]\]")
def _unfleet(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_UNFLEET, 0, bool(m[1]))]


@FORMS.body(r"the next (card|character|spell) you play this turn loses \[\[Fleeting\]\]")
def _next_unfleeting(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_UNFLEETING, 0, KIND_WORDS[m[1].lower()])]
