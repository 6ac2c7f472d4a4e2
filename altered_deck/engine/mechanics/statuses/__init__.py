"""Statuses: Characters gaining and losing Anchored, Asleep and Fleeting ("I gain [[Anchored]]",
"target Character loses [[Fleeting]]", "the next card you play loses [[Fleeting]]")."""
