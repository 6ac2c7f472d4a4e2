"""The command line: a thin ``click`` layer over the library.

Each command body parses its options, calls one library function and hands the result to
``render``; only this layer prints (stdout for results, stderr for progress and errors), and
exit codes come from the one exception tree (``altered_deck.errors``). Commands load lazily
from the table in ``main`` so ``--help`` and ``--version`` import no command module.
"""
