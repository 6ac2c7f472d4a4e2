"""The one order the compiler tries every mechanic's card-text forms in.

Each mechanic keeps its forms in :class:`~altered_deck.engine.text.body.FormTable` objects
next to its rules (``mechanics/<mechanic>/forms.py``) and names them in its declaration. A
sentence is read by the first form that matches it, so the order matters where two forms
read the same words; each table says where it stands (its ``tier``): the narrower wordings
first (``FIRST``: each table's ``leading`` forms), then the base forms (``BASE``), each
mechanic's own (``EACH``) and the general readings that yield to any other (``LAST``). Within
a tier, the base forms come first, then the tables by mechanic name, each mechanic's in its
declared order.
"""

from __future__ import annotations

from altered_deck.engine.registry import declarations
from altered_deck.engine.text import body as base

_DECLARED = (base.FORMS, *(table for mechanic in declarations() for table in mechanic.forms))

FORM_TABLES: tuple[base.FormTable, ...] = tuple(
    sorted(
        (each for table in _DECLARED for each in (table, table.leading)),
        key=lambda table: table.tier,
    )
)
"""Every form table, in first-match order."""

ABILITY_FORMS = tuple(read for mechanic in declarations() for read in mechanic.abilities)
"""The mechanics' whole-ability readers (their declarations' ``abilities``), tried by mechanic
name after every other whole-ability form: each records its ability and returns True, or
returns False."""

ECHO_FORMS = tuple(read for mechanic in declarations() for read in mechanic.echoes)
"""The readers of second texts that are no echo (a Feat's "[[Completed]]: ..."), given the
whole-ability reader of a main text to read the ability they hold."""

base.install_forms(FORM_TABLES)
