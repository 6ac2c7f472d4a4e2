"""The card texts that create Character tokens: ``Create N [Name f/m/w] tokens in <where>``
(``... with "<ability>"``: a token with an ability) and
``You may pay {n} and spend 1 of my counters to create ...``. Their effect kinds and the
``TO_*`` places are the base vocabulary (:mod:`altered_deck.engine.core.effects`: the core
reads them too); the compiler gives each token its card record (:class:`TokenSpec`)."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_PAY_COUNTER_TOKEN,
    E_TOKEN,
    NUM,
    TOKEN,
    WHERE_WORDS,
    Effect,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.text.body import BASE, FormTable

FORMS = FormTable(tier=BASE)
"""The token forms, tried right after the base forms (they read sentences that begin "Create"
or "You may pay ... to create": no base form reads those)."""


@FORMS.body(
    rf"create {NUM} {TOKEN} tokens?,? (?:distributed as you choose among |in )"
    rf"({'|'.join(WHERE_WORDS)})(?: with \"([^\"]+?)\.?\")?"
)
def _create_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    # (with "<ability>": the token's own text, compiled as its card's: compiler/deck.py)
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper(), m[8] or "")
    return [(E_TOKEN, num(m[1]), (intern(spec), WHERE_WORDS[m[7].lower()]))]


@FORMS.body(
    rf"you may pay \{{(\d+)\}} and spend 1 of my \w+ counters to create {NUM} {TOKEN} "
    rf"tokens? in ({'|'.join(WHERE_WORDS)})"
)
def _pay_counter_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    if num(m[2]) != 1:
        return []
    spec = TokenSpec(m[3], int(m[4]), int(m[5]), int(m[6]), (m[7] or "").upper())
    return [(E_PAY_COUNTER_TOKEN, int(m[1]), (intern(spec), WHERE_WORDS[m[8].lower()]))]
