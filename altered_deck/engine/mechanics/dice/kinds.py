"""Effect kinds of dice (in the base range, 1-49: they were base kinds before the mechanic had a
package). Plain int constants, imported from here by the modules that use them; the forms are
read by :mod:`altered_deck.engine.mechanics.dice.forms` and executed by
:mod:`altered_deck.engine.mechanics.dice.rules`."""

from __future__ import annotations

E_DIE = 18  # roll a die: arg = ((low, high, effects), ...) branches by result
E_DIE_BOOST_TARGET = 19  # roll a die: target Character gains X boosts, X the result
E_DIE_TARGET = 23  # target a Character, roll a die: arg = branches whose effects act on "it"
E_DIE_SPEND = 1190  # roll a die, then spend any number of my counters to add them to the
# result: arg = branches as E_DIE's
