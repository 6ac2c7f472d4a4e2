"""The card texts of choices: ``Choose one: • A • B`` (two, three, up to N, X+1, "the number
of cards in your Landmarks", "you may choose both"), a compound body whose every option is an
ability body of its own. The player chooses when the card resolves
(:mod:`altered_deck.engine.mechanics.choices.rules`)."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import PER_LANDMARKS, Effect, TokenInterner
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE, E_MAY_GIVE_ME, X_MY_COUNTERS
from altered_deck.engine.text.body import (
    EACH,
    FormTable,
    acting_effects,
    parse_body,
    parse_condition,
)
from altered_deck.engine.text.words import NESTED_EFFECTS

FORMS = FormTable(tier=EACH)
"""The choices' one compound form."""

_CHOICE = re.compile(
    r"^(Choose (up to )?(one|two|three|the number of cards in your Landmarks|X\+(\d+),? where X "
    r"is my number of \w+ counters))((?:\.|,) you may (?:pick|choose) the same option multiple "
    r"times)?(?:\. If (.+?), you may choose both)?:\s*(•.+)$",
    re.I,
)
_PICKS = {"one": 1, "two": 2, "three": 3}
_CREATE_ONE = re.compile(r"^Create one in ", re.I)
_TOKEN_NAMED = re.compile(r"\[[^\]/]+ \d+/\d+/\d+\](?: [A-Z][\w-]*)? token", re.I)


def _options(choice: re.Match[str]) -> list[str]:
    return [t.strip().rstrip(".").strip() for t in choice[7].split("•")[1:]]


@FORMS.compound(_CHOICE.match)
def _choice(body: str, printed: str, intern: TokenInterner) -> list[Effect] | None:
    choice = _CHOICE.match(body)
    assert choice is not None  # (claimed by the pattern)
    return _parse_choice(choice, _CHOICE.match(printed) or choice, intern)


def _parse_choice(
    choice: re.Match[str], printed: re.Match[str], intern: TokenInterner
) -> list[Effect] | None:
    """``Choose one: • A • B`` (two, three, up to N, X+1, "you may choose both"...): one
    :data:`E_CHOOSE` carrying every option as printed and its ``printed`` text (before the
    near-miss rewrites); unmodelled when an option is not."""
    texts = _options(choice)
    shown = _options(printed)
    for i in range(1, len(texts)):  # "Create one in ...": one more of the token just named
        named = _TOKEN_NAMED.search(texts[i - 1])
        if named and _CREATE_ONE.match(texts[i]):
            texts[i] = _CREATE_ONE.sub(f"Create a {named[0]} in ", texts[i])
    options = [parse_body(t[:1].upper() + t[1:], intern) for t in texts]
    both_if = parse_condition(choice[6]) if choice[6] else None
    if len(options) < 2 or any(o is None for o in options) or (choice[6] and both_if is None):
        return None
    count = choice[3].lower()
    per = 0
    if count.startswith("x+"):
        picks, per = int(choice[4]), X_MY_COUNTERS
    elif count in _PICKS:
        picks = _PICKS[count]
    else:  # the number of cards in your Landmarks
        picks, per = 0, PER_LANDMARKS
    head = (picks, per, bool(choice[2]), bool(choice[5]), both_if)
    if len(shown) != len(texts):
        shown = texts
    arg = (head, (printed[1], *shown), *(tuple(o or ()) for o in options))
    return [(E_CHOOSE, 0, arg)]


@FORMS.body(r"you may give me (\d+ boosts?(?: and \[\[\w+\]\])?|\[\[\w+\]\])")
def _may_give_me(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may give me 1 boost and [[Fleeting]]": "I gain ...", if the player will."""
    gains = acting_effects(f"I gain {m[1]}", intern)
    return [] if gains is None else [(E_MAY_GIVE_ME, 0, gains)]


NESTED_EFFECTS[E_MAY_GIVE_ME] = lambda arg, fix: fix(arg)
