"""Rendering: turns the library's result data into terminal text, JSON-ready dicts, CI
formats (GitHub annotations, JUnit, SARIF, job summary Markdown), SVG charts and the HTML
report. Only this layer formats; it computes nothing and prints nothing.
"""
