"""``python -m altered_deck``."""

from altered_deck.cli.entry import main

main()
