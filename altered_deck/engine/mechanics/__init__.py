"""The game's mechanics, one package each: its effect kinds (``kinds``), its card-text forms
(``forms``) and its rules (handlers and hooks the core calls)."""
