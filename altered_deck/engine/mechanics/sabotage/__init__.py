"""Sabotage and the opponent-facing forms around it: Sabotage with what follows, paid Sabotage,
opposing expeditions pushed back or stopped, cards put into an opponent's Mana or Deck."""
