"""Sacrifice (7.3.36), counters spent from any card, the Mana-zone replacements and Landmark tokens
for each player."""
