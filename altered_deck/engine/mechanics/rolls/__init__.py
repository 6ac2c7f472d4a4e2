"""Die rolls watched: "When you roll one or more dice — ..." abilities whose effects may ask
what the result was ("If the result is 6+, ...", "If the result is 1, ...")."""
