"""Reading a text the way the census needs it: which abilities a position can make act (and
how), and what each ability says about choices, sides and other players' events."""

from __future__ import annotations

import re

from altered_deck.engine.census.positions import (
    BOOSTED,
    GIFTED,
    HAND,
    PASSES,
    PLAYS_KIND,
    REMOVED,
    RESERVE,
    STATUSED,
    SUPPORT,
    SWITCHED,
    TAP,
    WATCH,
    WATCH_RESERVE,
)
from altered_deck.engine.core.effects import split_abilities

_TAP = re.compile(r"^[^:]*\{T\}[^:]*:")
_KEYWORD_START = re.compile(r"^\[")
_TRIGGER_START = re.compile(
    r"^(\{[A-Z]\}|when|whenever|at |if i\b|as long as|i |my |play me)", re.I
)
_WATCHER = (
    r"^(?:when(?:ever)? (?:a|an|another|one|target) (?:[\w\[\]-]+ ){0,3}?"
    r"(?:character|card|permanent)s? (?:joins|is played)|when(?:ever)? an opponent plays)"
)
"""The other player's play a trigger watches ("When a Character joins ...", "When an opponent
plays ...")."""
_IN_PLAY_TYPES = ("CHARACTER", "HERO", "LANDMARK_PERMANENT", "PERMANENT", "EXPEDITION_PERMANENT")
_TRIGGERS: tuple[tuple[re.Pattern[str], tuple[str, ...] | None, str], ...] = tuple(
    (re.compile(pattern, re.I), card_types, how)
    for pattern, card_types, how in (
        (
            r"^when i (?:leave the expedition zone|go to (?:your )?reserve from "
            r"(?:the expedition zone|anywhere))",
            ("CHARACTER",),
            REMOVED,
        ),
        (
            r"^(?:when i gains? |if i would gain |when a character you control gains )\[\[",
            ("CHARACTER",),
            STATUSED,
        ),
        (
            r"^when(?:ever)? (?:i|a character you control) gains? (?:1|one) or more boosts",
            ("CHARACTER", "HERO"),
            BOOSTED,
        ),
        (r"^when(?:ever)? (?:you make|an opponent receives) a \[gift\]", None, GIFTED),
        (
            r"^when(?:ever)? you play an? (?:character|spell|permanent|card)\b",
            _IN_PLAY_TYPES,
            PLAYS_KIND,
        ),
        (r"^when(?:ever)? you pass\b", _IN_PLAY_TYPES, PASSES),
        (
            r"^when(?:ever)? [^—]*\bjoins my expedition\b",
            ("CHARACTER", "EXPEDITION_PERMANENT"),
            SWITCHED,
        ),
        (_WATCHER + r"[^—]*\bfrom (?:a |your |their )?reserve", None, WATCH_RESERVE),
        (_WATCHER, None, WATCH),
    )
)
"""The triggers a census position builds the moment of, in the order they are tried: the
trigger's words, the card types it is built for (None: any), how the card is made to act."""
_OWN_WORDS = r"(?:you control|in your|of yours|friendly|your|my)"
_TARGET = re.compile(
    r"\btarget (?:[\w\[\]-]+ ){0,3}?(?:characters?|permanents?|cards?|landmarks?|gears?|"
    r"expeditions?|players?)\b[^.,;:]*",
    re.I,
)
_OPPOSING = re.compile(
    r"opposing|opponent|another (?:target )?player|they control|facing me|"
    r"controlled by another",
    re.I,
)
"""Words that put a target on the opponent's side only."""
_MINE = re.compile(rf"\b{_OWN_WORDS}\b", re.I)
_ANY_RESERVE = re.compile(r"\b(?:any|a) reserve\b", re.I)


def fired_abilities(text: str, card_type: str, echo: bool) -> dict[str, list[str]]:
    """The abilities of ``text`` a census position can make act, by how (``HAND``,
    ``RESERVE``, ``SUPPORT``, ``TAP``, ``WATCH``); an ability in none is not exercised."""
    fired: dict[str, list[str]] = {}
    for ability in split_abilities(text):
        for how in _hows(ability, card_type, echo):
            fired.setdefault(how, []).append(ability)
    return fired


def _hows(ability: str, card_type: str, echo: bool) -> list[str]:
    if echo:
        return [SUPPORT] if ability.startswith("{D}") else []
    if _TAP.match(ability):
        return [TAP]
    if ability.startswith(("{J}", "{H}")):
        return [HAND]
    if ability.startswith("{R}"):
        return [RESERVE]
    for trigger, card_types, how in _TRIGGERS:
        if trigger.match(ability) and (card_types is None or card_type in card_types):
            return [how]
    if card_type == "SPELL" and not _KEYWORD_START.match(ability):
        return [] if _TRIGGER_START.match(ability) else [HAND]
    return []


def all_abilities(text: str) -> list[str]:
    """Every ability of ``text`` (reminders dropped), as the compiler cuts it."""
    return split_abilities(text)


def targets(ability: str) -> list[str]:
    """The ``target ...`` phrases of ``ability`` (each up to the next punctuation)."""
    return [m.group(0) for m in _TARGET.finditer(ability)]


def _before(ability: str, phrase: str) -> str:
    start = ability.lower().find(phrase.lower())
    return ability[max(0, start - 12) : start]


def allows_own_side(ability: str) -> bool:
    """Whether a target of ``ability`` may be the player's own: "target Character" with no
    "opposing", "an opponent", "they control", "facing me"... in or just before its phrase."""
    return any(not _OPPOSING.search(_before(ability, p) + p) for p in targets(ability))


def allows_opponent_side(ability: str) -> bool:
    """Whether a target of ``ability`` may be the opponent's: "target Character" with no "you
    control", "your", "my" in its phrase, or "any Reserve"."""
    if _ANY_RESERVE.search(ability):
        return True
    return any(
        not _MINE.search(p) and not _MINE.search(_before(ability, p)) for p in targets(ability)
    )
