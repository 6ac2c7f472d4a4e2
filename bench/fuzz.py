"""Fuzz the CLI with hostile decks, rules files and scheduler addresses; count exit codes
and hangs.

    python bench/fuzz.py [--inputs 10000] [--seed 1] [--hang 20] [--cache-dir DIR]
                         [--kinds text,json,deckfmt,rules,scheduler,event,scenario,config,
                                 rulesfolder]

Each input is, in turn, one of:

* a deck made by mutating the starter decks (text), their JSON and deckfmt forms, plus pure
  noise and pathological shapes (huge quantities and integers, long lines and codes, deep
  nesting, thousands of entries), run through one command (``deck show``, ``deck convert``,
  ``validate``, ``stats``, ``goldfish``);
* a ``--rules`` file: the built-in rules data with fields replaced by hostile values (``{}``,
  ``"five"``, NaN, lists, dates as integers, 5,000-digit integers, long codes, unpadded or
  lower-case families), deep nesting, noise or mutated text, run through ``validate``,
  ``formats`` or ``formats export``;
* a registrations file for ``event check`` (``bench/fuzz_event.py``);
* a ``--scheduler`` address: malformed URLs, or a local peer that refuses, stays silent or
  sends garbage (probed with a 1 s deadline), run through ``matchup``;
* a position file and ``--apply`` ids for ``engine scenario`` (``bench/fuzz_scenario.py``);
* a configuration file (``bench/fuzz_config.py``), run through ``validate``;
* a rules folder for ``rules update --check --from DIR`` (``bench/fuzz_rulesfolder.py``).

Every input runs with click's CliRunner, in-process, ``--offline`` on a cache filled from
the bundled card data.

Prints how many inputs ended with each exit code, how many raised an internal error
(exit 70 or an exception), how many took longer than 5 s, and hangs: inputs still running
after ``--hang`` seconds (stopped with SIGALRM). Exits 1 if any internal error or hang.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import copy
import json
import random
import signal
import socket
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

import fuzz_scenario
from click.testing import CliRunner
from fuzz_config import config_input
from fuzz_event import event_input
from fuzz_rulesfolder import COMMAND as RULESFOLDER_COMMAND
from fuzz_rulesfolder import rulesfolder_input

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.deckfmt import encode_deckfmt
from altered_deck.decks.jsonfmt import format_json
from altered_deck.decks.reader import read_deck
from altered_deck.formats.rulesfile import builtin_data
from altered_deck.sim import scheduler

ROOT = Path(__file__).resolve().parent.parent
STARTERS = sorted((ROOT / "data" / "decks").glob("*.txt"))
COMMANDS = [
    ["deck", "show"],
    ["deck", "convert", "--to", "text"],
    ["deck", "convert", "--to", "json"],
    ["deck", "convert", "--to", "deckfmt"],
    ["validate"],
    ["validate", "--format", "sealed", "--pool", "-"],
    ["stats"],
    ["goldfish", "--games", "20", "--jobs", "1", "--seed", "1"],
]
RULES_COMMANDS = [
    ["validate", str(STARTERS[0]), "--rules"],
    ["formats", "--rules"],
    ["formats", "standard", "--rules"],
    ["formats", "export", "-o", "-", "--rules"],
]
SCHEDULER_COMMAND = ["matchup", str(STARTERS[0]), str(STARTERS[1]), "--games", "2", "--seed", "1"]
KINDS = (
    "text",
    "json",
    "deckfmt",
    "rules",
    "scheduler",
    "event",
    "scenario",
    "config",
    "rulesfolder",
)
HOSTILE_VALUES: list[Any] = [
    {},
    [],
    "five",
    float("nan"),
    float("inf"),
    20260101,
    None,
    True,
    -1,
    10**40,
    "X" * 40,
    "AX_08",
    "ax_8",
    "2026-13-45",
    {"a": [1, {"b": None}]},
    "\x1b[2J",
]
NOISE = '0123456789 xX_ALTCOREBAXNE#/\t\n{}[]":,-.\\u\x1b\x00é'


class Hang(BaseException):
    """An input ran past the hang limit (a BaseException: the CLI must not catch it)."""


def mutate(text: str, rng: random.Random) -> str:
    """A few random edits: delete, duplicate, insert noise, swap, flip a character."""
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        if not chars:
            chars = list(rng.choice(NOISE))
        i = rng.randrange(len(chars))
        op = rng.randrange(5)
        if op == 0:
            del chars[i : i + rng.randint(1, 20)]
        elif op == 1:
            chars[i:i] = chars[i : i + rng.randint(1, 200)] * rng.randint(1, 50)
        elif op == 2:
            chars[i:i] = rng.choices(NOISE, k=rng.randint(1, 10))
        elif op == 3:
            j = rng.randrange(len(chars))
            chars[i], chars[j] = chars[j], chars[i]
        else:
            chars[i] = chr(rng.randrange(1, 0x250))
    return "".join(chars)


def text_input(rng: random.Random, starters: list[str]) -> str:
    base = rng.choice(starters)
    kind = rng.randrange(6)
    if kind == 0:  # huge or odd quantities
        lines = base.splitlines()
        i = rng.randrange(len(lines))
        q = rng.choice(["999999", "1000", "9" * rng.randint(7, 5000), "-1", "0", "1e9", "999"])
        lines[i] = f"{q} {lines[i].split()[-1]}"
        return "\n".join(lines * rng.choice([1, 1, 20, 300]))
    if kind == 1:  # one pathological long line
        return "1" + " " * rng.randint(1000, 400_000) + rng.choice(["a b", "ALT_CORE_B_AX_01_C x"])
    if kind == 2:  # thousands of references, mostly unknown
        n = rng.randint(100, 9000)
        return "".join(
            f"{rng.randint(1, 999)} ALT_CORE_B_AX_{rng.randint(0, 9999)}_C\n" for _ in range(n)
        )
    if kind == 3:
        return "".join(rng.choices(NOISE, k=rng.randint(0, 3000)))
    return mutate(base, rng)


def json_input(rng: random.Random, starters: list[str]) -> str:
    deck = read_deck(str(rng.choice(STARTERS)))
    data: Any = json.loads(format_json(deck))
    kind = rng.randrange(6)
    if kind == 0:
        entry = rng.choice(data["cards"])
        entry["quantity"] = rng.choice(
            [10**30, -(10**20), 1.5, "3", None, True, [1], 1000, 999, 10**4000]
        )
    elif kind == 1:  # an integer of more than 4,300 digits, written out
        text = json.dumps(data)
        return text.replace('"quantity": 1', '"quantity": 1' + "0" * rng.randint(4300, 20000), 1)
    elif kind == 2:  # deep nesting
        depth = rng.randint(100, 200_000)
        return "[" * depth + "]" * rng.choice([depth, 0])
    elif kind == 3:  # many entries
        n = rng.randint(1000, 20000)
        data["cards"] = [
            {"reference": f"ALT_CORE_B_AX_{rng.randint(0, 99)}_C", "quantity": rng.randint(1, 999)}
            for _ in range(n)
        ]
    elif kind == 4:  # another shape, with junk
        data = {
            "alterator": {"reference": rng.choice(["ALT_CORE_B_AX_01_C", 3, None, "x" * 300])},
            "cardIndexes": {
                f"/cards/{c['reference']}": rng.choice([c["quantity"], -1, 10**9, "2", {}])
                for c in data["cards"]
            },
        }
    else:
        return mutate(json.dumps(data), rng)
    return json.dumps(data)


def code_input(rng: random.Random, starters: list[str]) -> str:
    deck = read_deck(str(rng.choice(STARTERS)))
    code = encode_deckfmt(deck)
    kind = rng.randrange(5)
    if kind == 0:  # bit flips
        raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
        for _ in range(rng.randint(1, 8)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    if kind == 1:  # random bytes, from short to over 255 characters
        n = rng.choice([rng.randint(1, 60), rng.randint(200, 3000), rng.randint(20000, 80000)])
        return base64.urlsafe_b64encode(rng.randbytes(n)).decode().rstrip("=")
    if kind == 2:  # a valid header with many groups
        return base64.urlsafe_b64encode(
            bytes([0x1F, 0xF0]) + rng.randbytes(rng.randint(10, 30000))
        ).decode()
    if kind == 3:
        return mutate(code, rng)
    return code


def rules_input(rng: random.Random, base: dict[str, Any]) -> str:
    """A hostile rules file: the built-in data (a few formats and entries) with fields
    replaced, or deep nesting, huge integers, noise, mutated text."""
    small = {
        "rules_versions": base["rules_versions"],
        "formats": rng.sample(base["formats"], 2),
        "entries": rng.sample(base["entries"], 3),
    }
    kind = rng.randrange(6)
    if kind == 0:
        depth = rng.choice([65, 1000, 200_000])
        return "[" * depth + "]" * depth
    if kind == 1:
        return json.dumps(small).replace(": 3", ": " + "9" * rng.choice([20, 5000]), 1)
    if kind == 2:
        return "".join(rng.choice(NOISE) for _ in range(rng.randint(0, 300)))
    if kind == 3:
        return mutate(json.dumps(small), rng)
    for _ in range(rng.randint(1, 3)):
        _replace_random_node(small, rng, copy.deepcopy(rng.choice(HOSTILE_VALUES)))
    return json.dumps(small)


def _replace_random_node(data: Any, rng: random.Random, value: Any) -> None:
    """Replace one random value (at any depth) of ``data`` by ``value``."""
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, dict | list) and child and rng.random() < 0.7:
            node = child
            continue
        node[key] = value
        return


class Peer:
    """A local scheduler stand-in: each connection gets what ``mode`` says (refuse is a
    closed port; ``silent`` never answers; ``garbage`` sends random bytes)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.mode = "silent"
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            if self.mode == "garbage":
                with contextlib.suppress(OSError):
                    conn.sendall(self.rng.randbytes(self.rng.randint(1, 64)))
            threading.Timer(5, conn.close).start()


def scheduler_input(rng: random.Random, peer: Peer, closed_port: int) -> str:
    """A hostile --scheduler value (the peer's mode is set for live addresses)."""
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice(
            [
                "tcp://127.0.0.1",
                "tcp://[::1",
                "tls://127.0.0.1:8786",
                "http://127.0.0.1:8786",
                "tcp://h:abc",
                "tcp://:1",
                "tcp://h:99999",
                "nowhere",
                "",
                "tcp://h:1/x?y",
            ]
        )
    if kind == 1:
        return mutate("tcp://127.0.0.1:8786", rng)
    if kind == 2:
        return f"tcp://127.0.0.1:{closed_port}"
    peer.mode = rng.choice(["silent", "garbage"])
    return f"tcp://127.0.0.1:{peer.port}"


def on_alarm(_signum: int, _frame: FrameType | None) -> None:
    raise Hang


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hang", type=int, default=20, help="seconds before an input is a hang")
    parser.add_argument("--cache-dir", type=Path)
    parser.add_argument("--kinds", default=",".join(KINDS), help="input kinds, in turn")
    args = parser.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = set(kinds) - set(KINDS)
    if unknown:
        parser.error(f"unknown kinds {sorted(unknown)}; known: {', '.join(KINDS)}")
    scheduler.SCHEDULER_TIMEOUT = 1.0  # a silent peer costs 1 s, not 10
    peer = Peer(random.Random(args.seed))
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed_port = sock.getsockname()[1]
    rules_base = builtin_data()
    rng = random.Random(args.seed)
    starters = [p.read_text() for p in STARTERS]
    makers = {"text": text_input, "json": json_input, "deckfmt": code_input}
    tmp = tempfile.TemporaryDirectory()
    cache_dir = args.cache_dir or Path(tmp.name) / "cache"
    rules_path = Path(tmp.name) / "rules.json"
    CardStore.in_dir(cache_dir).count()  # fill from the bundle once
    runner = CliRunner()
    signal.signal(signal.SIGALRM, on_alarm)
    codes: Counter[str] = Counter()
    per_format: Counter[str] = Counter()
    slow = hangs = internal = 0
    worst = (0.0, "")
    started = time.perf_counter()
    for i in range(args.inputs):
        fmt = kinds[i % len(kinds)]
        if fmt == "rules":
            deck = rules_input(rng, rules_base)
            rules_path.write_text(deck, encoding="utf-8", errors="surrogateescape")
            command = rng.choice(RULES_COMMANDS)
            argv = [*command, str(rules_path)]
        elif fmt == "event":
            command, deck = event_input(rng, Path(tmp.name) / "event")
            argv = command
        elif fmt == "scenario":
            deck, applies = fuzz_scenario.scenario_input(rng, mutate, _replace_random_node)
            position = rules_path.with_name("position.json")
            position.write_text(deck, encoding="utf-8", errors="surrogateescape")
            command = ["engine", "scenario"]
            argv = [*command, str(position), *applies, "--json"]
        elif fmt == "config":
            deck, argv = config_input(rng, Path(tmp.name) / "config")
            command = argv[:1]
        elif fmt == "rulesfolder":
            deck = rulesfolder_input(rng, Path(tmp.name), mutate, _replace_random_node)
            command = RULESFOLDER_COMMAND
            argv = [*command, deck]
        elif fmt == "scheduler":
            deck = scheduler_input(rng, peer, closed_port)
            command = SCHEDULER_COMMAND
            argv = [*command, "--scheduler", deck]
        else:
            deck = makers[fmt](rng, starters)
            command = rng.choice(COMMANDS)
            as_argument = fmt == "deckfmt" and rng.random() < 0.7
            argv = [*command, deck] if as_argument and not deck.startswith("-") else [*command, "-"]
            if "--pool" in command:  # the pool is the deck on stdin; the deck is a starter
                argv = [*command, str(rng.choice(STARTERS))]
        t0 = time.perf_counter()
        signal.alarm(args.hang)
        try:
            result = runner.invoke(
                cli, ["--cache-dir", str(cache_dir), "--offline", *argv], input=deck
            )
            outcome = str(result.exit_code)
            if result.exit_code not in (0, 1, 2, 3) or "internal error" in result.stderr:
                internal += 1
                print(f"internal: {fmt} {command} {deck[:80]!r}: {result.stderr[-300:]}")
        except Hang:
            hangs += 1
            outcome = "hang"
            print(f"hang: {fmt} {command} {deck[:80]!r}")
        finally:
            signal.alarm(0)
        elapsed = time.perf_counter() - t0
        slow += elapsed > 5
        worst = max(worst, (elapsed, f"{fmt} {' '.join(command)}"))
        codes[outcome] += 1
        per_format[fmt] += 1
    total = time.perf_counter() - started
    print(f"inputs {args.inputs} ({', '.join(f'{k} {v}' for k, v in sorted(per_format.items()))})")
    print("exit codes: " + ", ".join(f"{k}: {v}" for k, v in sorted(codes.items())))
    print(f"internal errors {internal}, hangs (> {args.hang} s) {hangs}, over 5 s {slow}")
    print(f"slowest input {worst[0]:.2f} s ({worst[1]}); {total:.0f} s in all")
    tmp.cleanup()
    return 1 if internal or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
