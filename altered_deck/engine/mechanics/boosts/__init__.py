"""Boosts and the common effects that scale with counts: boosts to a group or per thing counted,
moves forward, Reserve boosts, Landmark tokens, the "when you play" and "when a Character joins"
watchers."""
