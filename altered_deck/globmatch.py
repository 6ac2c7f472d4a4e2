"""Globs of a configuration file (``decks/**/*.txt``), matched in time linear in the path.

A glob translated to a regular expression backtracks: ``*a*a*a…*b`` with 16 stars against a
long name of ``a``s did not answer in minutes. Here a glob is a list of tokens and a path is
matched by following every token position at once (a set of states, one step per
character): at most ``len(path) × len(tokens)`` steps, whatever the glob.

``*`` matches within a folder name, ``**/`` any number of folders (none included), ``**``
anything, ``?`` one character, ``[abc]``, ``[a-z]`` one of them and ``[!abc]`` one not of
them (never ``/``). A glob without ``/`` matches the file name at any depth (``*.md`` is
``**/*.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from altered_deck.errors import UsageError

MAX_GLOB_CHARS = 1_000
"""Characters in one glob."""


@dataclass(frozen=True)
class _Token:
    kind: str  # "char", "class", "star" (no /), "any" (anything), "dirs" (**/: "" or ".*/")
    chars: str = ""
    ranges: tuple[tuple[str, str], ...] = ()
    negated: bool = False

    def takes(self, char: str) -> bool:
        """Whether this one-character token matches ``char``."""
        if self.kind == "char":
            return char == self.chars
        if char == "/":
            return False
        inside = char in self.chars or any(low <= char <= high for low, high in self.ranges)
        return inside != self.negated


def check_glob(pattern: str) -> None:
    """UsageError (exit 2) for a glob that cannot be matched (a reversed range ``[z-a]``, a
    control character, over :data:`MAX_GLOB_CHARS`)."""
    compile_glob(pattern)


def glob_matches(pattern: str, relative: str) -> bool:
    """Whether the ``/``-separated ``relative`` path matches ``pattern``."""
    return _matcher(pattern).matches(relative)


class _Matcher:
    """A glob's token states, followed one character at a time; each set of states met is
    numbered and its moves remembered, so that a path costs one look-up per character."""

    MAX_MOVES = 100_000  # remembered moves per glob (forgotten past it: memory stays bounded)

    def __init__(self, tokens: tuple[_Token, ...]) -> None:
        self.tokens = tokens
        self.sets: list[frozenset[int]] = []
        self.numbers: dict[frozenset[int], int] = {}
        self.moves: dict[tuple[int, str], int] = {}
        self.start = self._number(_closure(tokens, {0}))

    def matches(self, text: str) -> bool:
        state, moves = self.start, self.moves
        for char in text:
            following = moves.get((state, char))
            if following is None:
                following = self._move(state, char)
            if not self.sets[following]:
                return False
            state = following
        return len(self.tokens) in self.sets[state]

    def _move(self, state: int, char: str) -> int:
        reached: set[int] = set()
        for token_state in self.sets[state]:
            reached.update(_step(self.tokens, token_state, char))
        following = self._number(_closure(self.tokens, reached))
        if len(self.moves) >= self.MAX_MOVES:
            self.moves.clear()
        self.moves[(state, char)] = following
        return following

    def _number(self, states: set[int]) -> int:
        key = frozenset(states)
        number = self.numbers.get(key)
        if number is None:
            number = self.numbers[key] = len(self.sets)
            self.sets.append(key)
        return number


@lru_cache(maxsize=1024)
def _matcher(pattern: str) -> _Matcher:
    return _Matcher(compile_glob(pattern))


@lru_cache(maxsize=1024)
def compile_glob(pattern: str) -> tuple[_Token, ...]:
    """The tokens of ``pattern`` (cached; UsageError for a glob that cannot be matched)."""
    if len(pattern) > MAX_GLOB_CHARS:
        raise UsageError(f"glob {pattern[:40]!r}...: longer than {MAX_GLOB_CHARS:,} characters")
    if any(ord(c) < 32 or ord(c) == 127 for c in pattern):
        raise UsageError(f"glob {pattern!r}: a control character")
    given, pattern = pattern, pattern.lstrip("/")
    if "/" not in pattern.rstrip("/"):
        pattern = "**/" + pattern
    tokens: list[_Token] = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            tokens.append(_Token("dirs"))
            i += 3
        elif pattern.startswith("**", i):
            tokens.append(_Token("any"))
            i += 2
        elif pattern[i] == "*":
            tokens.append(_Token("star"))
            i += 1
        elif pattern[i] == "?":
            tokens.append(_Token("class", negated=True))
            i += 1
        elif pattern[i] == "[" and "]" in pattern[i + 2 :]:
            end = pattern.index("]", i + 2)
            tokens.append(_class(pattern[i + 1 : end], given))
            i = end + 1
        else:
            tokens.append(_Token("char", pattern[i]))
            i += 1
    return tuple(tokens)


def _class(body: str, pattern: str) -> _Token:
    negated = body.startswith("!") and len(body) > 1
    body = body[1:] if negated else body
    chars, ranges, i = [], [], 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            low, high = body[i], body[i + 2]
            if low > high:
                raise UsageError(f"glob {pattern!r}: reversed range [{low}-{high}]")
            ranges.append((low, high))
            i += 3
        else:
            chars.append(body[i])
            i += 1
    return _Token("class", "".join(chars), tuple(ranges), negated)


def _closure(tokens: tuple[_Token, ...], states: set[int]) -> set[int]:
    """``states`` and every state reachable from them without a character (a star, ``**``
    or ``**/`` matching nothing). A state ``len(tokens) + 1 + i`` is "inside ``**/`` at i"."""
    end = len(tokens)
    pending = list(states)
    reached = set(states)
    while pending:
        state = pending.pop()
        skippable = state < end and tokens[state].kind in ("star", "any", "dirs")
        if skippable and state + 1 not in reached:
            reached.add(state + 1)
            pending.append(state + 1)
    return reached


def _step(tokens: tuple[_Token, ...], state: int, char: str) -> tuple[int, ...]:
    """The states after ``char`` from ``state``."""
    end = len(tokens)
    if state > end:  # inside a ``**/``: anything, and a ``/`` may close it
        index = state - end - 1
        return (state, index + 1) if char == "/" else (state,)
    if state == end:
        return ()
    token = tokens[state]
    if token.kind == "star":
        return () if char == "/" else (state,)
    if token.kind == "any":
        return (state,)
    if token.kind == "dirs":
        inside = end + 1 + state
        return (inside, state + 1) if char == "/" else (inside,)
    return (state + 1,) if token.takes(char) else ()
