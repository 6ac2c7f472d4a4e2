"""Targets the card's words narrow or leave optional: "target Character with Base Cost {N} or
less", "another Character with {V} less than or equal to mine", "You may target ...", "Up to
one / two target Characters ...". The choosing itself lies beneath the mechanics
(:mod:`altered_deck.engine.targets`)."""
