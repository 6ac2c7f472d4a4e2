"""Effect kinds of the choices mechanic (range 650-699). Plain int constants, imported from
here by the modules that use them; the compiler reads the texts
(:mod:`altered_deck.engine.text.body`) and :mod:`altered_deck.engine.mechanics.choices.rules`
executes them."""

from __future__ import annotations

E_CHOOSE = 650
"""A choice between options as printed: arg = ``(head, texts, *options)``, where head =
``(picks, per, up_to, repeat, both_if)``: ``picks`` options are chosen (plus ``count(per)``
when ``per`` is a ``PER_*`` count, or the source's counters for :data:`X_MY_COUNTERS`), or up
to that many with ``up_to``; ``repeat``: an option may be chosen again; ``both_if``: a
``(condition, amount)`` under which every option may be chosen ("you may choose both"), else
None. ``texts`` = the prompt as printed ("Choose one") then each option's text; each option
is a tuple of effects."""

E_MAY_GIVE_ME = 1117
""""You may give me 1 boost and [[Fleeting]]": the player may have the source gain what
arg (effects on the source) says."""

X_MY_COUNTERS = -1
"""``per`` of "Choose X+1, where X is my number of <kind> counters"."""
