"""Feats (Roots of Corruption's Landmark subtype): a Feat "completes" (gains the Completed
status) when its condition is met, and the conditions that count what a player controls in
the ways Feats ask ("two or more [[Boosted]] Characters", "the total Hand Cost of cards in
your Landmarks", "three or more Animals ... have a different Base Cost")."""
