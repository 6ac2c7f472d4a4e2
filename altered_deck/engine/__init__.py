"""The headless game engine: plays decks alone (goldfish) and against each other (duels).

* ``core``: the game. :class:`~altered_deck.engine.core.game.Game` is the open_spiel face
  (``legal_actions``, ``apply`` refusing what is not legal, ``is_terminal``, ``clone``);
  ``state`` holds the plain-data state and ``queries`` its questions, ``day`` the phases
  named after the rules (Morning, Noon, Afternoon, Dusk, Night), ``play`` playing cards,
  ``duel`` two seats sharing one adventure, ``interpreter`` the table that runs effects.
* ``compiler``: card text becomes integer effect tuples once per deck (``abilities`` reads
  whole abilities, ``forms`` declares the one order of every mechanic's text forms,
  ``coverage`` counts how much of the card pool's text the engine models).
* ``mechanics``: one package per game concept (boosts, reserve, sacrifice, counters,
  keywords, costs, terrain, turns, watchers, and the opponent-facing removal, sabotage and
  targets), each with its kinds, its text forms and its rules side by side.
* ``pilots`` choose actions by asking the state; ``runner`` plays seeded batches over
  processes. docs/engine/layout.md walks through the layout.
"""

# The mechanics' handlers are installed in the interpreter's tables in the one order the
# registry declares, whichever engine module a caller imports first.
from altered_deck.engine import registry as _registry  # noqa: F401
from altered_deck.engine.core import state as _state


def is_compiled() -> bool:
    """Whether the engine's hot path runs compiled: a wheel builds it with mypyc (setup.py),
    an editable install keeps it pure Python."""
    return not (_state.__file__ or "").endswith(".py")
