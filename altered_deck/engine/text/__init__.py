"""The text layer beneath the mechanics: the form tables, ability bodies and conditions every
mechanic reads card text with (:mod:`altered_deck.engine.text.body`)."""
