"""altered-deck: card data, deck legality and goldfishing for the Altered TCG.

The public library API is re-exported here; the CLI (``altered_deck.cli``) is a thin layer
over it.
"""

from __future__ import annotations

__version__ = "0.1.0"
