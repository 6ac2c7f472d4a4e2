"""A deck resolved while another process syncs sees one sync whole, never a mix.

Runs bench/consistency.py (a writer process re-syncing every card, stamped by generation,
while this one resolves a deck) on a few hundred reads spanning at least five syncs; the
bench script itself does 10,000 (``python bench/consistency.py``).
"""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_resolving_while_syncing_never_mixes_two_syncs() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "bench/consistency.py",
            "--reads",
            "300",
            "--min-syncs",
            "5",
            "--cards",
            "100",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=180,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    reads, syncs, mixed = done.stdout.split(", ")
    assert int(reads.removeprefix("reads ")) >= 300
    assert int(syncs.removeprefix("syncs seen ")) >= 5
    assert mixed == "mixed 0\n"
