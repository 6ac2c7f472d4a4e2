"""The census: every distinct text of the card pool played in positions built from the text
itself, and its behaviour checked (see :mod:`altered_deck.engine.census.run`)."""
