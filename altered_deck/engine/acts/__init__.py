"""The acts several mechanics perform and none owns: creating Character tokens
(:mod:`~altered_deck.engine.acts.tokens`) and rolling a die (:mod:`~altered_deck.engine.acts.dice`).
A layer beneath the mechanics: it imports the core and the targets, no mechanic."""
