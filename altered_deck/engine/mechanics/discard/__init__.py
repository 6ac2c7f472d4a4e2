"""The discard pile: discarding cards from the hand and from the top of the deck, and the
conditions and costs that count the discard pile ("six or more cards are in your discard
pile") or read a whole condition as a restriction ("I can't be played unless ...")."""
