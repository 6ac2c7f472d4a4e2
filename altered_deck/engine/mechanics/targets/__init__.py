"""Choosing targets on the opponent's side of a duel, Tough costs, and how an opposing card leaves
play."""
