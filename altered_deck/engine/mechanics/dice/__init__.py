"""Dice: rolling a die ("one more die" Landmarks, "when you roll" watchers) and the effects
that branch on the result ("On a 4+, ...")."""
