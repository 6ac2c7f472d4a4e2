"""The headless game engine: plays decks alone (goldfish) and against each other (duels).

* ``core``: the game. :class:`~altered_deck.engine.core.game.Game` is the open_spiel face
  (``legal_actions``, ``apply`` refusing what is not legal, ``is_terminal``, ``clone``);
  ``state`` holds the plain-data state and ``queries`` its questions, ``day`` the phases
  named after the rules (Morning, Noon, Afternoon, Dusk, Night), ``play`` playing cards,
  ``duel`` two seats sharing one adventure, ``interpreter`` the table that runs effects.
* ``text``, ``targets``, ``acts``: the layers beneath the mechanics, which every mechanic may
  import and which import no mechanic: reading card text (form tables, ability bodies,
  conditions, the words several mechanics write), choosing targets, and the acts several
  mechanics perform (creating tokens, rolling a die).
* ``mechanics``: one package per game concept (boosts, reserve, sacrifice, counters,
  keywords, costs, terrain, turns, watchers, the opponent-facing removal and sabotage...),
  each with its kinds, its text forms, its rules and its one declaration (``mechanic.py``).
* ``compiler``: card text becomes integer effect tuples once per deck (``abilities`` reads
  whole abilities, ``forms`` orders every mechanic's text forms by their declared tiers,
  ``coverage`` counts how much of the card pool's text the engine models).
* ``pilots`` choose actions by asking the state; ``runner`` plays seeded batches over
  processes. docs/engine/layout.md walks through the layout.
"""

# The mechanics' handlers and hooks are installed from their declarations once, whichever
# engine module a caller imports first.
from altered_deck.engine import registry as _registry  # noqa: F401
from altered_deck.engine.core import state as _state


def is_compiled() -> bool:
    """Whether the engine's hot path runs compiled: a wheel builds it with mypyc (setup.py),
    an editable install keeps it pure Python."""
    return not (_state.__file__ or "").endswith(".py")
