"""Tokens: creating Character tokens in the expeditions ("Create a [Name 1/1/1] token in ..."),
once or by spending counters."""
