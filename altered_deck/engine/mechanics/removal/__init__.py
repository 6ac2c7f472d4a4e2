"""Effects that remove or hinder an opposing card or seat in a duel: send to Reserve, discard,
return to hand, Sabotage, Tough, After You, the opponent's draws and tokens."""
