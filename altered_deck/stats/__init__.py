"""altered-deck."""
