"""Where the package's data (``altered_deck.data``: card bundle, rules, example decks) is
installed: the folder of that package, found by importing it (an empty module) rather than
through :mod:`importlib.resources`, whose imports (zipfile, tempfile, inspect...) cost every
start-up several milliseconds. In a wheel it is ``altered_deck/data``; in an editable install
the repository's ``data/``, where the install maps ``altered_deck.data``."""

from __future__ import annotations

import importlib
import os


def data_folder() -> str:
    """The path of the installed ``altered_deck.data`` folder."""
    package = importlib.import_module("altered_deck.data")
    return os.path.dirname(os.path.abspath(package.__file__ or ""))


def card_bundle() -> str:
    """The path of the card bundle the package ships (``data/cards/cards.json.gz``)."""
    return os.path.join(data_folder(), "cards", "cards.json.gz")
