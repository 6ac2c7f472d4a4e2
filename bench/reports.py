"""What the CI outputs of ``validate`` cost next to validating: seconds per 1,000 decks.

    python bench/reports.py [--decks 1000] [--repeat 5]

Builds the seeded random decks of ``bench/validate.py`` (starters with 1-4 cards swapped, many
illegal), validates them once, then times, best of ``--repeat``, each way of rendering the
outcomes: the text report (the baseline), GitHub annotations, JUnit XML, the Markdown summary
and the SARIF log (built and serialised). Prints each one's time and its ratio to the text
report, and the ratio of validating (read + resolve + validate) to the text report.
"""

from __future__ import annotations

import argparse
import json
import runpy
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.formats import load_catalog, validate
from altered_deck.formats.validate import ValidationResult, basis_for
from altered_deck.render.findings import format_annotations
from altered_deck.render.sarif import sarif_log
from altered_deck.render.summary import format_summary_markdown
from altered_deck.render.validation import format_report, junit_xml

HERE = Path(__file__).resolve().parent
_VALIDATE_BENCH = runpy.run_path(str(HERE / "validate.py"))
make_decks = _VALIDATE_BENCH["make_decks"]
AS_OF = _VALIDATE_BENCH["AS_OF"]


def best(repeat: int, work: Callable[[], object]) -> float:
    """The best wall time of ``repeat`` runs of ``work``."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = CardStore.in_dir(folder / "cache")
        store.count()  # fills the cache from the bundled card data
        paths = make_decks(store, args.decks, folder)

        def validate_all() -> list[ValidationResult]:
            return [
                validate(resolve_deck(read_deck(str(p)), store), "standard", AS_OF) for p in paths
            ]

        validating = best(args.repeat, validate_all)
        outcomes = validate_all()
        store.close()
    basis = basis_for("standard", AS_OF)
    fmt = load_catalog().get("standard")
    renders: dict[str, Callable[[], object]] = {
        "text report (baseline)": lambda: format_report(outcomes, basis),
        "--annotations github": lambda: format_annotations(outcomes),
        "--junit-xml": lambda: junit_xml(outcomes, basis),
        "--summary-md": lambda: format_summary_markdown(outcomes, basis),
        "--sarif": lambda: json.dumps(sarif_log(outcomes, basis, fmt, base=folder)),
    }
    times = {name: best(args.repeat, work) for name, work in renders.items()}
    baseline = times["text report (baseline)"]
    illegal = sum(1 for o in outcomes if not o.legal)
    print(f"{len(outcomes)} decks ({illegal} illegal) · standard · best of {args.repeat}")
    for name, seconds in times.items():
        print(f"{name:<24} {seconds * 1000:8.1f} ms  ×{seconds / baseline:5.2f}")
    name = "read+resolve+validate"
    print(f"{name:<24} {validating * 1000:8.1f} ms  ×{validating / baseline:5.2f}")


if __name__ == "__main__":
    main()
