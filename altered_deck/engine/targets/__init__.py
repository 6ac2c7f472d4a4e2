"""Choosing targets, on either side of a duel: which Character or expedition an effect aims at,
the opponent's candidates and how an opposing card leaves play, Tough costs. A layer beneath
the mechanics: every mechanic that targets imports it; it imports no mechanic."""
