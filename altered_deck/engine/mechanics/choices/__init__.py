"""Modes a card lets its player choose: "Choose one", "Choose two", "Choose up to N",
"Choose X+1", "Choose one. If ..., you may choose both". Every option is compiled as printed
and the player decides when the card resolves (:mod:`altered_deck.engine.core.decisions`)."""
