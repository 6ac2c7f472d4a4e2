"""Terrains that cards change: "My region is {V}", a Hero's Terrain Markers."""
