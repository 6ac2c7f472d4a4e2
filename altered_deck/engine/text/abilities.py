"""Whole abilities that record one static each: "All Reserve limits are reduced by one", "When
you roll one or more dice — <body>".

A mechanic keeps its forms of such abilities in an :class:`AbilityForms` table and reads an
ability with it (from its ``parse_static``, or as a whole-ability reader of its declaration);
the forms are tried in the order they were registered and the first that matches decides.
This module names no mechanic: the mechanics import it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.engine.core.effects import Effect, ParsedText, Static, TokenInterner, num
from altered_deck.engine.text.body import acting_effects, parse_condition

_Build = Callable[[re.Match[str], TokenInterner], "Static | None"]
BodyReader = Callable[[str, TokenInterner], "Sequence[Effect] | None"]
"""How a triggered ability's body is read: its effects, None when it is not modelled."""


@dataclass
class AbilityForms:
    """One mechanic's forms of whole abilities that each record one static: a pattern
    (matched from the start, a final dot optional, case ignored) and the builder of the
    static its match makes, or None when the ability is the form's but is not modelled."""

    forms: list[tuple[re.Pattern[str], _Build]] = field(default_factory=list)

    def static(self, pattern: str) -> Callable[[_Build], _Build]:
        """Register the decorated builder for abilities matching ``pattern``."""

        def register(build: _Build) -> _Build:
            self.forms.append((re.compile(pattern + r"\.?$", re.IGNORECASE), build))
            return build

        return register

    def fixed(self, pattern: str, kind: int, n: int = 0, arg: Any = None) -> None:
        """Register an ability whose static does not depend on the match: ``(kind, n, arg)``."""
        self.static(pattern)(lambda _m, _t: (kind, n, arg))

    def counted(self, pattern: str, kind: int, arg: Any = None) -> None:
        """Register an ability whose static's amount is the number the pattern's first group
        reads: ``(kind, n, arg)``."""
        self.static(pattern)(lambda m, _t: (kind, num(m[1]), arg))

    def conditional(self, pattern: str, kind: int) -> None:
        """Register an ability that holds under the condition its first group states ("I am
        [Defender] unless C"): ``(kind, 0, the condition and its amount)``; not modelled when
        the condition is not one the engine reads."""

        def build(m: re.Match[str], _t: TokenInterner) -> Static | None:
            found = parse_condition(m[1])
            return None if found is None else (kind, 0, found)

        self.static(pattern)(build)

    def triggered(
        self,
        pattern: str,
        kind: int,
        n: int = 0,
        body: BodyReader = acting_effects,
        arg: Callable[[re.Match[str], tuple[Effect, ...]], Any] | None = None,
    ) -> None:
        """Register an ability whose last group is a body ("When ... — <body>"): ``(kind, n,
        its effects)``, or ``(kind, n, arg(match, effects))`` where the static's argument says
        more; not modelled when ``body`` does not read it (by default: when any part is not
        modelled or none of it acts)."""

        def build(m: re.Match[str], intern: TokenInterner) -> Static | None:
            read = body(m[m.re.groups], intern)
            if read is None:
                return None
            effects = tuple(read)
            return (kind, n, effects if arg is None else arg(m, effects))

        self.static(pattern)(build)

    def read(self, ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
        """Record ``ability`` into ``parsed`` by the first form that matches it: True when
        recorded, False when that form does not model it, None when no form matches."""
        for pattern, build in self.forms:
            m = pattern.match(ability)
            if m:
                static = build(m, intern)
                if static is None:
                    return False
                parsed.statics.append(static)
                return True
        return None

    def __call__(self, ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
        """Whether ``ability`` is one of these forms and recorded (a whole-ability reader)."""
        return bool(self.read(ability, parsed, intern))
