"""Costs and payments: "you may pay", "spend n of my boosts", playing a card immediately for less
or free, cost cuts by card kind, revealing the top card, each player's effects."""
