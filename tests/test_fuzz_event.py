"""The ``event`` kind of ``bench/fuzz.py`` on a small seed: hostile registrations files never
end in an internal error (exit 70) or a hang. The figure over thousands of inputs comes from
``python bench/fuzz.py --kinds event``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT


def test_the_event_fuzzer_finds_no_internal_error_on_a_small_seed(cache_dir: Path) -> None:
    result = subprocess.run(
        [sys.executable, "bench/fuzz.py", "--kinds", "event", "--inputs", "40", "--seed", "7",
         "--cache-dir", str(cache_dir)],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    lines = result.stdout.splitlines()
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert lines[0] == "inputs 40 (event 40)"
    assert lines[2].startswith("internal errors 0, hangs (> 20 s) 0")
