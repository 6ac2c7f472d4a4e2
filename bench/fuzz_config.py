"""Hostile configuration files for ``bench/fuzz.py --kinds config``.

Each input builds a small repository in a fresh folder -- a starter deck, a note, a
``.altered-deck.toml`` or ``pyproject.toml`` in it or in the folder above -- and returns the
``validate`` command to run there. The configuration is one of: the real keys with hostile
values (NUL and control characters, reversed ranges, stars, thousands of globs, wrong types),
TOML past its limits (deep arrays and inline tables, dotted keys of thousands of parts, long
keys, over 1 MiB), mutated or random text and bytes, a file left in a folder anyone can write
to or owned by another user (as root), or ``--config /dev/zero``.
"""

from __future__ import annotations

import os
import random
import shutil
import stat
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STARTER = ROOT / "data" / "decks" / "kojo.txt"
FOREIGN_UID = 4242
KEYS = ["format", "as-of", "rules", "include", "exclude", "paths", "tool", "formatt"]
GLOB_CHARS = "*?[]!-a/b.txt"
VALID = (
    'format = "standard"\nas-of = "2026-03-01"\ninclude = ["**/*.txt"]\n'
    'exclude = ["drafts/**"]\n\n[[paths]]\nglob = "decks/*.txt"\nformat = "ffa"\n'
)


def config_input(rng: random.Random, folder: Path) -> tuple[str, list[str]]:
    """Build one repository under ``folder`` (emptied first), make its ``work`` folder the
    working directory, and return (what the input is, the ``validate`` arguments)."""
    _reset(folder)
    work = folder / "shared" / "work"
    (work / "decks").mkdir(parents=True)
    shutil.copy(STARTER, work / "decks" / "kojo.txt")
    (work / "decks" / ("a" * 200 + ".txt")).write_text("notes\n")
    os.chdir(work)
    text = _config_text(rng)
    where = work if rng.random() < 0.6 else folder / "shared"
    name = ".altered-deck.toml" if rng.random() < 0.6 else "pyproject.toml"
    if name == "pyproject.toml" and isinstance(text, str) and rng.random() < 0.7:
        text = "[tool.altered-deck]\n" + text
    path = where / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    _place(rng, path)
    command = rng.choice(
        [["validate"], ["validate", "decks/kojo.txt"], ["validate", "--config", str(path)]]
    )
    if rng.random() < 0.03:
        command = ["validate", "decks/kojo.txt", "--config", "/dev/zero"]
    shown = text[:60] if isinstance(text, str) else repr(text[:60])
    return f"{path.relative_to(folder)}: {shown!r}", command


def _reset(folder: Path) -> None:
    if folder.exists():
        for path in (folder, *folder.rglob("*")):  # a folder left read-only or foreign
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        os.chdir(folder.parent)
        shutil.rmtree(folder)
    folder.mkdir(parents=True)


def _place(rng: random.Random, path: Path) -> None:
    """Leave the file as someone else could have: a folder anyone can write to (with or
    without its sticky bit), or owned by another user (only root can do that)."""
    roll = rng.random()
    if roll < 0.15:
        path.parent.chmod(0o777)
    elif roll < 0.25:
        path.parent.chmod(0o777 | stat.S_ISVTX)
    elif roll < 0.35 and os.geteuid() == 0:
        os.chown(path, FOREIGN_UID, FOREIGN_UID)
    elif roll < 0.4 and os.geteuid() == 0:
        os.chown(path.parent, FOREIGN_UID, FOREIGN_UID)


def _config_text(rng: random.Random) -> str | bytes:
    kind = rng.randrange(7)
    if kind == 0:
        return _hostile_values(rng)
    if kind == 1:  # nesting
        depth = rng.choice([10, 31, 33, 100, 500, 5000])
        opener, closer = rng.choice([("[", "]"), ("{ a = ", "}")])
        return f"{rng.choice(KEYS)} = " + opener * depth + closer * depth + "\n"
    if kind == 2:  # dotted and long keys
        parts = rng.choice([2, 31, 32, 33, 1000, 100_000])
        key = ".".join(["a"] * parts) if rng.random() < 0.7 else '"' + "k" * parts + '"'
        header = rng.random() < 0.3
        return f"[{key}]\nx = 1\n" if header else f"{key} = 1\n"
    if kind == 3:  # globs
        globs = ["".join(rng.choices(GLOB_CHARS, k=rng.randint(1, 40))) for _ in range(5)]
        globs.append("*a" * rng.randint(1, 30) + "*b")
        return f"include = {globs!r}\nexclude = [{rng.choice(globs)!r}]\n".replace("'", '"')
    if kind == 4:  # many globs
        count = rng.choice([10, 1000, 1001, 60_000])
        return "exclude = [" + ", ".join(['"*x*"'] * count) + "]\n"
    if kind == 5:  # mutated valid text
        chars = list(VALID)
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(chars))
            chars[i:i] = rng.choices('[]{}"=.,\n\\#\x00*', k=rng.randint(1, 5))
        return "".join(chars)
    if rng.random() < 0.5:  # noise, or over 1 MiB
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 400)))
    return "# " + "x" * (1024 * 1024) + "\n"


def _hostile_values(rng: random.Random) -> str:
    values = [
        '"a\\u0000b"',
        '"\\u0007"',
        '"[z-a]"',
        '"[9-0]*.txt"',
        '"' + "*" * 2000 + '"',
        "[]",
        "{}",
        "5",
        "2026-13-45",
        '"2026-02-30"',
        "1979-05-27T07:32:00Z",
        "nan",
        '"../../etc/passwd"',
        '["**", 5]',
        '"standart"',
        '""',
    ]
    lines = [f"{rng.choice(KEYS)} = {rng.choice(values)}" for _ in range(rng.randint(1, 4))]
    if rng.random() < 0.3:
        lines.append(f"[[paths]]\nglob = {rng.choice(values)}\nformat = {rng.choice(values)}")
    return "\n".join(lines) + "\n"
