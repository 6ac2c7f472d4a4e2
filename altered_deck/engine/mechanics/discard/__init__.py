"""The discard pile and cards leaving the hand: discarding from the hand (the player's pick)
and from the top of the deck, "You may put a card from your hand in Reserve to ...", the
conditions that count the discard pile ("six or more cards are in your discard pile"), and a
whole condition read as a restriction or a cost ("I can't be played unless ...", "Play me for
{1} less if ...", "A unless C")."""
