"""Statistics: a deck's composition, curve and draw odds (``deck``), goldfish tallies and
summaries (``goldfish``), and the confidence intervals every simulated figure carries
(``intervals``). Compute only: results are plain data for ``render``.
"""
