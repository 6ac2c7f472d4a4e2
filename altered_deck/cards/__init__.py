"""Card data: the card model, the local SQLite cache (filled from the bundled snapshot out of
the box), the sources that update it (the altered.gg API shape, the community dump, Unique
card files), the HTTP client they share, and reference parsing.

Layer: the bottom of the package; it imports nothing from decks, formats, engine or above.
Pydantic is used only in ``apischema`` to parse API JSON; the rest is plain dataclasses.
"""
