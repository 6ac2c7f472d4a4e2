"""Turns: Rush, "you may pass", "each player passes", the first player, After You for the first
player, Gifts."""
