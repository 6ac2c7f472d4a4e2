"""Card-text forms of the Mana zone: the top card of the deck put in the Mana zone (exhausted,
as every Mana Orb that arrives), a Reserve card put there. The other mechanics' forms that
write a Mana kind inside their own (a sacrifice, "each player ...") stay theirs."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import E_MANA_TOP, Effect, TokenInterner
from altered_deck.engine.mechanics.mana.kinds import E_RESERVE_TO_MANA, E_RESERVE_TO_MANA_THEN
from altered_deck.engine.text.body import EACH, FormTable, acting_effects
from altered_deck.engine.text.words import NESTED_EFFECTS

FORMS = FormTable(tier=EACH)

FORMS.fixed(r"put the top card of your deck in your mana zone", [(E_MANA_TOP, 1, None)])


@FORMS.body(r"put the top card of your deck in your mana zone, exhausted")
def _mana_top_exhausted(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """(What Smoldering Jinn Rushes to do: a Mana Orb from the deck arrives exhausted.)"""
    return [(E_MANA_TOP, 1, None)]


@FORMS.body(r"you may put a card from your reserve in your mana zone( as a ready mana orb)?")
def _reserve_to_mana(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESERVE_TO_MANA, 1, bool(m[1]))]


@FORMS.body(
    r"you may put a card from your reserve in your mana zone(?:, exhausted)?\. if you do, (.+)"
)
def _reserve_to_mana_then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may put a card from your Reserve in your Mana zone, exhausted. If you do,
    [Resupply]"."""
    inner = acting_effects(m[1], intern)
    return [] if inner is None else [(E_RESERVE_TO_MANA_THEN, 1, inner)]


NESTED_EFFECTS[E_RESERVE_TO_MANA_THEN] = lambda arg, fix: fix(arg)
