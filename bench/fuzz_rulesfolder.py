"""Fuzz inputs for ``rules update --check --from DIR``: a copy of ``data/rules`` with one file
spoiled (a field replaced by a hostile value, mutated text, noise, deep nesting, a gzip bomb,
a link out of the folder, a pool file named up the tree or by URL, a file removed).

``rules update --check`` reads and checks the whole folder as an update does and keeps
nothing, so every input meets the same cache.
"""

from __future__ import annotations

import gzip
import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "data" / "rules"
FILES = (
    "formats.json",
    "bans.json",
    "sets.json",
    "allowlists/frontier.json",
    "allowlists/living-legends.json",
)
COMMAND = ["rules", "update", "--check", "--from"]
HOSTILE: list[Any] = [{}, [], "five", 20260101, None, True, -1, 10**40, "X" * 600, "../x"]
POOL_NAMES = ["../../etc/passwd.json.gz", "https://example.org/p.json.gz", "p.json", "", 7]


def rulesfolder_input(
    rng: random.Random,
    work: Path,
    mutate: Callable[[str, random.Random], str],
    replace: Callable[[Any, random.Random, Any], None],
) -> str:
    """A spoiled copy of ``data/rules`` under ``work`` (its path: the DECK of the command);
    ``mutate`` edits a text, ``replace`` puts a value at a random place of a JSON document
    (the main fuzzer's own)."""
    folder = work / "rules-folder"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(RULES, folder)
    name = rng.choice(FILES)
    path = folder / name
    kind = rng.randrange(8)
    if kind == 0:
        path.write_text(mutate(path.read_text(encoding="utf-8"), rng), encoding="utf-8")
    elif kind == 1:
        depth = rng.choice([65, 1000, 100_000])
        path.write_text("[" * depth + "]" * depth)
    elif kind == 2:
        path.unlink()
    elif kind == 3:  # a gzip bomb in place of an allowlist
        bomb = gzip.compress(b"{}" + b" " * rng.choice([1 << 20, 1 << 24]))
        (folder / "allowlists" / "frontier.json").unlink()
        (folder / "allowlists" / "frontier.json.gz").write_bytes(bomb)
    elif kind == 4:  # a link out of the folder
        path.unlink()
        path.symlink_to(rng.choice([Path("/etc/hostname"), RULES / "bans.json"]))
    elif kind == 5:  # a pool named up the tree, by URL, or not a name at all
        allowlist = folder / "allowlists" / "frontier.json"
        data = json.loads(allowlist.read_text(encoding="utf-8"))
        data["pools"] = [{"name": "S", "from": "2026-12-01", "file": rng.choice(POOL_NAMES)}]
        allowlist.write_text(json.dumps(data), encoding="utf-8")
    else:
        data = json.loads(path.read_text(encoding="utf-8"))
        for _ in range(rng.randint(1, 3)):
            replace(data, rng, rng.choice(HOSTILE))
        path.write_text(json.dumps(data), encoding="utf-8")
    return str(folder)
