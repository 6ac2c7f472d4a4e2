"""Simulations: goldfish runs, deck tuning, the HTML report's numbers, matchups and gauntlets.

Layer: ``sim`` sits above ``engine`` and ``stats`` and below ``render``/``cli``. It plays
games only through the engine's public runner (:func:`altered_deck.engine.runner.fold_games`)
and never reaches into the engine's internals. Every simulation is cut into independent
seeded *batches* (:mod:`altered_deck.sim.play`) run by one :mod:`~altered_deck.sim.executor`:
local processes by default, or a Dask cluster; a batch's result depends only on its seed, so
the same seed gives the same numbers on either. Compute returns plain data; rendering is
:mod:`altered_deck.render`'s job.
"""
