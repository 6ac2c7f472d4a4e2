"""The Reserve: moves between Reserve, Hand and Mana, discarding from Reserve, exhausting and
readying Reserve cards, Reserve limits, costs and Clean-up."""
