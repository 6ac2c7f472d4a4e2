"""The Mana zone: cards put there from the deck, Reserve or play (an exhausted Mana Orb, 3.2.9.b),
Mana Orbs readied, and "put me in my owner's Mana zone instead"."""
