"""``python -m altered_deck``."""

from altered_deck.cli.main import main

main()
