"""Characters joining expeditions watched in the general form: "When a/an/another <Character or
subtype> joins your Expeditions / your other Expedition / my Expedition — ..." (after the older
forms of those words), and capped boosts ("I gain 1 boost, up to a max of 2 boosts on me")."""
