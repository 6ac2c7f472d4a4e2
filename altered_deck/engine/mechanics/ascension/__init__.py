"""Ascension as Roots of Corruption writes it: "[[Ascended]]" Expeditions, "Each of your
Expeditions [Ascends]", and "When my Expedition moves forward [due to Ascension]" (Complete
Rules 5.0, 4.2.4.k: it moved forward because of a tied terrain while Ascended)."""
