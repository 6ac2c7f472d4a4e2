"""Passing: "When you pass —" abilities (each time the player passes, first or not) and the
effect that makes the player pass ("{J} Pass.": no more turns this Day)."""
