"""The headless game engine: plays decks alone (goldfish) and against each other (duels).

* The face is open_spiel's: :class:`~altered_deck.engine.game.Game` (``legal_actions``,
  ``apply`` refusing what is not legal, ``is_terminal``, ``clone``); ``state`` holds the
  plain-data state, ``day`` the phases named after the rules (Morning, Noon, Afternoon, Dusk,
  Night), ``play`` playing cards, ``duel`` two seats sharing one adventure, ``runner`` the
  seeded batches over processes.
* Card text becomes integer effect tuples once per deck (``cards`` compiles; ``text``,
  ``effects`` and ``effects_more`` parse) and an interpreter table runs them (``resolve``,
  ``resolve_more``). The card pool's forms are grouped by shape, each group in its own
  modules with its constants in its own range: ``<group>_ops`` (kinds), ``<group>_text``
  (compiling), ``<group>_resolve`` (handlers and hooks) for the groups reserve, other,
  counters, counters2, statics, duel, opponent, turns and cardrules.
* ``coverage`` counts how much of the card pool's text the engine models;
  ``pilots`` choose actions by asking the state, outside the engine core.
"""

# The effect groups and the core import each other (a group's handlers use the core's
# helpers; the core's phases call the groups' hooks). Loading the engine from its face,
# whichever submodule is asked for first, keeps one import order that works.
from altered_deck.engine import game as _game  # noqa: F401


def is_compiled() -> bool:
    """Whether the engine's hot path runs compiled: a wheel builds it with mypyc (setup.py),
    an editable install keeps it pure Python."""
    from altered_deck.engine import state

    return not (state.__file__ or "").endswith(".py")
