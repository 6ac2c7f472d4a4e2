"""Activations (Roots of Corruption): the ``{D}`` and ``{T}`` abilities a player activates,
counted per turn ("unless a {D} ability was activated this turn", "When two {D} abilities are
activated on one of your turns —") and waited for ("The next time a {D} ability is activated
this turn, ...")."""
