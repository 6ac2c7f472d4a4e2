"""The project's data (card bundle, rules, example decks), installed as ``altered_deck.data``."""
