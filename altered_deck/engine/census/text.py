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
_WATCHER = re.compile(
    r"^when(?:ever)? (?:a|an|another|one|target) (?:[\w\[\]-]+ ){0,3}?"
    r"(?:character|card|permanent)s? (?:joins|is played)|^when(?:ever)? an opponent plays",
    re.I,
)
_LEAVES = re.compile(
    r"^when i (?:leave the expedition zone|go to (?:your )?reserve from (?:the expedition zone|"
    r"anywhere))",
    re.I,
)
_JOINS_MINE = re.compile(r"^when(?:ever)? [^—]*\bjoins my expedition\b", re.I)
_GAINS = re.compile(
    r"^(?:when i gains? |if i would gain |when a character you control gains )\[\[", re.I
)
_BOOSTED = re.compile(
    r"^when(?:ever)? (?:i|a character you control) gains? (?:1|one) or more boosts", re.I
)
_GIFT = re.compile(r"^when(?:ever)? (?:you make|an opponent receives) a \[gift\]", re.I)
_PLAYS_KIND = re.compile(r"^when(?:ever)? you play an? (?:character|spell|permanent|card)\b", re.I)
_PASS = re.compile(r"^when(?:ever)? you pass\b", re.I)
_IN_PLAY_TYPES = ("CHARACTER", "HERO", "LANDMARK_PERMANENT", "PERMANENT", "EXPEDITION_PERMANENT")
_FROM_RESERVE = re.compile(r"from (?:a |your |their )?reserve", re.I)
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
    if _LEAVES.match(ability) and card_type == "CHARACTER":
        return [REMOVED]
    if _GAINS.match(ability) and card_type == "CHARACTER":
        return [STATUSED]
    if _BOOSTED.match(ability) and card_type in ("CHARACTER", "HERO"):
        return [BOOSTED]
    if _GIFT.match(ability):
        return [GIFTED]
    if _PLAYS_KIND.match(ability) and card_type in _IN_PLAY_TYPES:
        return [PLAYS_KIND]
    if _PASS.match(ability) and card_type in _IN_PLAY_TYPES:
        return [PASSES]
    if _JOINS_MINE.match(ability) and card_type in ("CHARACTER", "EXPEDITION_PERMANENT"):
        return [SWITCHED]
    if _WATCHER.match(ability):
        return [WATCH_RESERVE if _FROM_RESERVE.search(ability.split("—")[0]) else WATCH]
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
