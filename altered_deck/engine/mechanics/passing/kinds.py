"""Effect and static kinds of the passing mechanic. Plain int constants, imported from here by
the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.passing.forms` and executed by
:mod:`altered_deck.engine.mechanics.passing.rules`."""

from __future__ import annotations

E_PASS = 965  # the player passes (takes no more turns this Day)
E_ANOTHER_TURN = 967  # "Play another turn": the player's next turn follows this one

ST_ON_PASS = 965  # "When you pass — ...": arg = effects
ST_ON_OPP_PASS = 966  # "When an opponent passes — ...": arg = effects (run by their player)
ST_ON_PASS_AFTER = 968  # "When you pass after your opponents — ...": arg = effects

F_ON_PASS = "when you pass"
"""The deck feature: a card with a "When you pass" ability."""
F_ON_OPP_PASS = "when an opponent passes"
"""The deck feature: a card with a "When an opponent passes" ability."""
F_ON_PASS_AFTER = "when you pass after your opponents"
"""The deck feature: a card with a "When you pass after your opponents" ability."""
