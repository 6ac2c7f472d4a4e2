"""The card-text forms every mechanic registers, and the one order the compiler tries them in.

Each mechanic keeps its forms in a :class:`~altered_deck.engine.core.effects.FormTable` next
to its rules (``mechanics/<mechanic>/forms.py``). A sentence is read by the first form that
matches it, so the order matters where two forms read the same words: :data:`FORM_TABLES`
states it, here and nowhere else. The ``LEADING`` tables hold the few forms that must be
tried before every other one (a narrower wording than a general form of another mechanic).
"""

from __future__ import annotations

from altered_deck.engine.compiler import body as base
from altered_deck.engine.mechanics.ascension import forms as ascension
from altered_deck.engine.mechanics.ascension import kinds as ascension_kinds
from altered_deck.engine.mechanics.boosts import forms as boosts
from altered_deck.engine.mechanics.costs import forms as costs
from altered_deck.engine.mechanics.counters import forms as counters
from altered_deck.engine.mechanics.discard import forms as discard
from altered_deck.engine.mechanics.discard import kinds as discard_kinds
from altered_deck.engine.mechanics.feats import forms as feats
from altered_deck.engine.mechanics.feats import kinds as feats_kinds
from altered_deck.engine.mechanics.joins import forms as joins
from altered_deck.engine.mechanics.joins import kinds as joins_kinds
from altered_deck.engine.mechanics.keywords import forms as keywords
from altered_deck.engine.mechanics.passing import forms as passing
from altered_deck.engine.mechanics.passing import kinds as passing_kinds
from altered_deck.engine.mechanics.removal import forms as removal
from altered_deck.engine.mechanics.reserve import forms as reserve
from altered_deck.engine.mechanics.resupply import forms as resupply
from altered_deck.engine.mechanics.rolls import forms as rolls
from altered_deck.engine.mechanics.rolls import kinds as rolls_kinds
from altered_deck.engine.mechanics.sabotage import forms as sabotage
from altered_deck.engine.mechanics.sacrifice import forms as sacrifice
from altered_deck.engine.mechanics.statuses import forms as statuses
from altered_deck.engine.mechanics.targets import forms as targets
from altered_deck.engine.mechanics.tokens import forms as tokens
from altered_deck.engine.mechanics.turns import forms as turns
from altered_deck.engine.mechanics.watchers import bodies as watcher_bodies
from altered_deck.engine.mechanics.watchers import forms as watchers

FORM_TABLES: tuple[base.FormTable, ...] = (
    # narrower wordings first
    sabotage.LEADING,  # "Sabotage, then ..." and paid Sabotage, before "You may pay. If you do"
    removal.LEADING,  # "I'm facing ..." conditions, before the goldfish readings of those words
    keywords.LEADING,
    watchers.LEADING,
    boosts.LEADING,
    # then each mechanic's own forms
    base.FORMS,
    statuses.FORMS,  # these two were base forms: no base form reads their sentences
    tokens.FORMS,
    boosts.FORMS,
    watcher_bodies.FORMS,
    watchers.FORMS,
    keywords.FORMS,
    costs.FORMS,
    reserve.FORMS,
    turns.FORMS,
    counters.FORMS,
    sacrifice.FORMS,
    removal.FORMS,
    sabotage.FORMS,
    discard.FORMS,
    feats.FORMS,
    passing.FORMS,
    ascension.FORMS,
    targets.FORMS,
    rolls.FORMS,
    resupply.FORMS,
    joins.FORMS,
)
"""Every form table, in first-match order."""

ABILITY_FORMS = (
    discard.parse_ability,
    passing.parse_ability,
    ascension.parse_ability,
    rolls.parse_ability,
    joins.parse_ability,
)
"""The whole-ability readers of the newer mechanics, tried (in this order) after every other
whole-ability form: each records its ability and returns True, or returns False."""

ECHO_FORMS = (feats.parse_completed,)
"""The readers of second texts that are no echo (a Feat's "[[Completed]]: ..."), given the
whole-ability reader of a main text to read the ability they hold."""

base.install_forms(FORM_TABLES)

NESTED_OPS_ARG = frozenset((discard_kinds.E_HAND_TO_RESERVE_TO,))
"""Effect kinds of the newer mechanics whose arg is a tuple of effects (the fix-ups walk it)."""
NESTED_STATICS_ARG = frozenset(
    (
        passing_kinds.ST_ON_PASS,
        rolls_kinds.ST_ON_ROLL,
        feats_kinds.ST_COMPLETED_TAP,
        feats_kinds.ST_COMPLETED_NOON,
    )
)
"""Static kinds of the newer mechanics whose arg is a tuple of effects."""
NESTED_STATICS_LAST = frozenset((ascension_kinds.ST_MOVED_ASCENSION, joins_kinds.ST_WHEN_JOINS))
"""Static kinds of the newer mechanics whose arg's last item is a tuple of effects."""
