"""The engine's core: the game state and its questions, the open_spiel face (``game``), the day's
phases, playing cards, duels and the effect interpreter. The core names no mechanic by its
rules: mechanics register with its tables."""
