"""Watchers and Ascend: "when you play / roll" abilities, statuses given to others, Ascended
expeditions, conditions against the facing expedition, extra Dusk moves."""
