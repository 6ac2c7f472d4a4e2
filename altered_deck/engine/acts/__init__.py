"""The acts several mechanics perform and none owns: creating Character tokens
(:mod:`~altered_deck.engine.acts.tokens`), rolling a die (:mod:`~altered_deck.engine.acts.dice`) and
discarding from a Reserve (:mod:`~altered_deck.engine.acts.discard`).
A layer beneath the mechanics: it imports the core and the targets, no mechanic."""
