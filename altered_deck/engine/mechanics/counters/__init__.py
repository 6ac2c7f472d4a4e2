"""Counters: the Hero's counters, effects scaled by "my number of <name> counters", counters up to
a maximum, and the watchers that give counters."""
