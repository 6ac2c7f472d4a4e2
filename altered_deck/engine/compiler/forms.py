"""The one order the compiler tries every mechanic's card-text forms in.

Each mechanic keeps its forms in :class:`~altered_deck.engine.text.body.FormTable` objects
next to its rules (``mechanics/<mechanic>/forms.py``) and names them in its declaration. A
sentence is read by the first form that matches it, so the order matters where two forms
read the same words; each table says where it stands (its ``tier``): the narrower wordings
first (``FIRST``), then the base forms (``BASE``), each mechanic's own (``EACH``) and the
general readings that yield to any other (``LAST``). Within a tier, the base forms come
first, then the tables by mechanic name, each mechanic's in its declared order.
"""

from __future__ import annotations

from altered_deck.engine.registry import declarations
from altered_deck.engine.text import body as base

FORM_TABLES: tuple[base.FormTable, ...] = tuple(
    sorted(
        (base.FORMS, *(table for mechanic in declarations() for table in mechanic.forms)),
        key=lambda table: table.tier,
    )
)
"""Every form table, in first-match order."""

base.install_forms(FORM_TABLES)
