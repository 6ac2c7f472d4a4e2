"""Card abilities as data: English card text parsed once into small effect tuples.

A card's text is cut into abilities (two spaces separate them; reminder text in parentheses is
dropped; ``•`` bullets belong to the ability before them). Each ability is matched
(:mod:`altered_deck.engine.compiler.abilities` for whole abilities, the body patterns here for
what they do) and becomes one of:

* a keyword (``KW_*`` bit flags: Fleeting, Eternal, Seasoned, Gigantic, Defender, Cooldown) or
  Scout X;
* a trigger (``{J}``, ``{H}``, ``{R}``, ``At Noon``, ``At Dusk``, the spell's own effect, a
  ``{D}`` support ability, a ``{T}`` ability) with a tuple of effects;
* a static ability of a Hero or Landmark (``ST_*``);
* text aimed at an opponent (removal, Sabotage, Tough, After You...): the kinds declared
  ``FACES_OPPONENT`` (:mod:`altered_deck.engine.mechanics.removal.forms`), which act on the
  opponent's seat in a duel and do nothing when goldfishing; what is still *inert* (see
  ``_INERT``) is modelled as nothing;
* anything else: *ignored*, and the card is reported as having unmodelled text.

An effect is a tuple ``(op, n, arg)``: ``op`` one of the ``E_*`` ints, ``n`` a count, ``arg`` an
op-specific value (a token index, a card-type mask, a condition...). The interpreter
(:mod:`altered_deck.engine.core.interpreter`, a table of handlers) executes them; nothing here
runs in the hot loop."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

# --- card kinds (bit masks, so "the next Permanent" can be a mask test) --------------------
K_CHARACTER = 1
K_SPELL = 2
K_LANDMARK = 4
K_GEAR = 8  # Expedition Permanent
K_PERMANENT = K_LANDMARK | K_GEAR
K_ANY = K_CHARACTER | K_SPELL | K_PERMANENT
K_TOKEN = 16

KIND_WORDS = {
    "card": K_ANY,
    "character": K_CHARACTER,
    "spell": K_SPELL,
    "permanent": K_PERMANENT,
    "landmark": K_LANDMARK,
}

# --- keywords (bit flags on a card record) -------------------------------------------------
KW_FLEETING = 1
KW_ETERNAL = 2
KW_SEASONED = 4
KW_GIGANTIC = 8
KW_DEFENDER = 16
KW_COOLDOWN = 32

# --- effect ops ------------------------------------------------------------------------------
E_BOOST_SELF = 1  # n boosts on the source Character
E_STATUS_SELF = 2  # arg = status bit (S_ANCHORED / S_ASLEEP / S_FLEETING) gained by the source
E_LOSE_FLEETING = 3
E_DRAW = 4  # draw n
E_RESUPPLY = 5  # n x [Resupply]; arg True = [Exhausted Resupply]
E_TOKEN = 6  # n tokens; arg = (token index, where)
E_NEXT_COST = 7  # the next card of kind mask arg[0] costs n less; arg[1] True = this Afternoon
E_NEXT_BOOST = 8  # the next Character played this turn gains n boosts
E_BOOST_TARGET = 9  # target Character gains n boosts; arg None or (gain, lose, another, lacking)
E_BOOST_ALL = 10  # Characters you control gain n boosts
E_BOOST_UP_TO_TWO = 11  # up to two target Characters each gain n boosts
E_ANCHOR_TARGET = 12  # target Character with Hand Cost <= n (0 = any) gains Anchored
E_HAND_TO_RESERVE = 13  # put a card from your hand in Reserve
E_COUNTERS = 14  # the source gains n counters
E_PAY_COUNTER_TOKEN = 15  # may pay n and spend 1 counter of the source: arg = (token, where)
E_IF = 16  # arg = (condition, condition n, effects)
E_NOTHING = 17  # inert text: nothing to do in a goldfish game
E_RESERVE_TO_HAND = 20  # return a card from your Reserve to your hand (arg True: another)
E_ACTIVATE_JOIN = 21  # activate the {J} abilities of one of your cards in play (arg: kind mask)
E_SELF_TO_RESERVE = 22  # send me (the source Character) to Reserve

# where tokens go
TO_TARGET = 0  # the expedition chosen for the action (or by the engine for triggers)
TO_MINE = 1  # the source's expedition
TO_OTHER = 2  # the other expedition than the source's
TO_HERO = 3
TO_COMPANION = 4
TO_EACH = 5
TO_SPLIT = 6  # distributed: half (rounded up) in the target expedition, the rest in the other

# conditions of E_IF
C_LANDMARKS = 1  # you control >= n Landmarks
C_CHARACTERS = 2  # you control >= n Characters (other than the source)
C_FIRST_PLAYER = 3
C_TOKEN = 4  # you control a token
C_SUBTYPE = 5  # you control >= n cards in play of a subtype: E_IF amount = (n, subtype)

# static abilities of Heroes and Landmarks (and Characters in play)
ST_FIRST_CHARACTER_BOOST = 1  # n = boosts for the first Character played each Afternoon
ST_JOIN_BOOST = 2  # n boosts to joining Characters; arg = required subtype or "" (any)
ST_PLAY_EXHAUST = 3  # when you play kind arg[0] with hand cost >= arg[1]: exhaust me, arg[2]
ST_RESUPPLY_TWO = 4  # [Resupply] reveals two, keeps one in Reserve, discards the other
ST_ROLL_BOOST = 5  # (a Character in play) when you roll dice: I gain n boosts
ST_EXTRA_DIE = 6  # (a Landmark) roll one die more and ignore one: the engine keeps the highest

# statics the core's own rules read (Eternal in a terrain, counters at the start, Day 1,
# a first-player-only {T} or one dearer for the second player, a watcher of the facing
# expedition)
ST_ETERNAL_IF = 607  # if C, I'm [Eternal] (tested at Rest): arg = (C_*, amount)
ST_ETERNAL_IN = 17  # "If I'm in {V}, I am [Eternal]": arg = terrain bit (tested at Rest)
ST_BEGIN_COUNTERS = 550  # "I begin the game with n <name> counters" (a Hero)
ST_IGNORE_DAY1 = 155  # (the Hero) Ignore my abilities during the first Day
ST_TAP_FIRST_ONLY = 460  # (the Hero) its {T} can only be activated by the first player
ST_TAP_SECOND_MORE = 462  # (the Hero) its {T} costs n more if you are not the first player
ST_FACING_JOIN = 303  # When a Character joins the Expedition facing me — run arg
OPPONENT_STATICS = frozenset((ST_TAP_FIRST_ONLY, ST_FACING_JOIN))
"""The shared static kinds that need an opponent (see :func:`declare`): matchup only."""

# unit statuses (bits on a Unit in play or in Reserve)
S_FLEETING = 1
S_ANCHORED = 2
S_ASLEEP = 4
S_EXHAUSTED = 8

# which Characters a "target Character" may be (the ``who`` of targets.aim.character_target;
# E_BOOST_TARGET's third argument): "another", "you control", "in play or in Reserve", and
# whether the target may be left out ("up to")
T_ANOTHER = 1
T_MINE = 2
T_RESERVE = 4
T_UP_TO = 8
T_ONE = 16  # with T_UP_TO: one target the player may leave out ("you may target", "up to one")

Effect = tuple[int, int, Any]
Static = tuple[int, int, Any]
Effects = tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token as the text describes it: ``[Brassbug 2/2/2] Robot``, and the ability it is
    created with, if any (``... with "When you sacrifice a Character — I gain 2 boosts"``)."""

    name: str
    forest: int
    mountain: int
    water: int
    subtype: str
    text: str = ""


@dataclass
class ParsedText:
    """Everything the engine uses from one card's text."""

    keywords: int = 0
    scout: int = 0
    on_hand: list[Effect] = field(default_factory=list)
    on_reserve: list[Effect] = field(default_factory=list)
    on_join: list[Effect] = field(default_factory=list)
    at_noon: list[Effect] = field(default_factory=list)
    at_dusk: list[Effect] = field(default_factory=list)
    on_leave: list[Effect] = field(default_factory=list)  # when I leave the Expedition zone
    on_leave_fleeting: list[Effect] = field(default_factory=list)  # ... if I was Fleeting
    on_resolve: list[Effect] = field(default_factory=list)  # a Spell's own effect
    support: list[Effect] = field(default_factory=list)  # {D} : ...
    tap_cost: int = -1  # {N}, {T} : ... (-1 = no {T} ability)
    tap_counters: int = 0  # {T}, Spend N of my counters: ... (a Landmark's)
    tap: list[Effect] = field(default_factory=list)
    statics: list[Static] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # abilities the engine does not model


TokenInterner = Callable[[TokenSpec], int]

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
NUM = r"(a|an|one|two|three|four|five|six|\d+)"
TOKEN = r"\[([^\]/]+?) (\d+)/(\d+)/(\d+)\](?: ([A-Z][\w-]*))?"
WHERE_WORDS = {
    "target expedition": TO_TARGET,
    "my expedition": TO_MINE,
    "your other expedition": TO_OTHER,
    "your hero expedition": TO_HERO,
    "your companion expedition": TO_COMPANION,
    "each of your expeditions": TO_EACH,
    "any number of target expeditions": TO_SPLIT,
}
STATUS_WORDS = {"anchored": S_ANCHORED, "asleep": S_ASLEEP, "fleeting": S_FLEETING}
KEYWORD_WORDS = {
    "[[fleeting]]": KW_FLEETING,
    "[eternal]": KW_ETERNAL,
    "[seasoned]": KW_SEASONED,
    "[gigantic]": KW_GIGANTIC,
    "[defender]": KW_DEFENDER,
    "[cooldown]": KW_COOLDOWN,
}


TERRAIN_BITS = {"V": 1, "M": 2, "O": 4}  # {V} Forest, {M} Mountain, {O} Water: layout bits


def num(word: str) -> int:
    word = word.lower()
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


_REMINDER = re.compile(r"\s*\([^()]*\)")
_BOOST_MARK = re.compile(r"\[B*\]")  # "boost[]", "boost[BB]"
# "a [Rust 0/0/0] token in ... (It's a Companion with ...)": the reminder names the token's
# subtype, which the text that stays does not ("a [Booda 2/2/2] Companion token")
_SUBTYPE_REMINDER = re.compile(r"(\[[^\]]+\]) token( in [^.(]*)\. \(It's a Companion\b")


def split_abilities(text: str) -> list[str]:
    """Cut a card text into abilities: reminders dropped, bullets joined to their ability."""
    text = _BOOST_MARK.sub("", text)
    text = _SUBTYPE_REMINDER.sub(r"\1 Companion token\2. (", text)
    for _ in range(2):  # reminders may nest one level: "(... exhaust me ({T}).)"
        text = _REMINDER.sub("", text)
    abilities: list[str] = []
    for part in text.split("  "):
        part = part.replace("\xa0", " ").strip()
        if not part:
            continue
        if part.startswith("•") and abilities:
            abilities[-1] += "  " + part
        else:
            abilities.append(part)
    return abilities


# --- bodies: one sentence -> effects ---------------------------------------------------------


SELF_COST_CONDITIONS: set[int] = set()
"""Conditions an "I cost {n} less if C" ability may ask: about the game, never the card (it
is not in play when its cost is asked). Each group module adds its own."""


# --- what each kind is, as its mechanic declares it ---------------------------------------
# A kind is a plain int; its number says nothing. What the engine needs to know about a kind
# is a property its mechanic's ``kinds.py`` declares by name:
# * ``FACES_OPPONENT``: effect kinds that act on the opponent's side (removal, Sabotage...):
#   nothing to do when goldfishing, and a pilot weighs them against the opponent;
# * ``NEEDS_OPPONENT``: effect kinds that act only in a duel without touching the opponent's
#   side (a Gift's "also receive it"); with ``FACES_OPPONENT``, what does not act in goldfish;
# * ``OPPONENT_STATICS``: static kinds that watch or need an opponent: matchup only;
# * its ``C_*`` constants are its conditions, answered by its rules (``conditions_of``).
# The registry gathers every mechanic's declarations once, when the engine is imported.

FACING_KINDS: set[int] = set()
"""Effect kinds that act on the opponent's side (each mechanic's ``FACES_OPPONENT``)."""
DUEL_ONLY_KINDS: set[int] = set()
"""Effect kinds that do nothing when goldfishing: ``FACES_OPPONENT`` and each mechanic's
``NEEDS_OPPONENT``."""
OPPONENT_STATIC_KINDS: set[int] = set()
"""Static kinds that watch or need an opponent (each mechanic's ``OPPONENT_STATICS``)."""


def declare(kinds: ModuleType) -> None:
    """Add the properties ``kinds`` (a mechanic's ``kinds.py``) declares."""
    facing: frozenset[int] = getattr(kinds, "FACES_OPPONENT", frozenset())
    FACING_KINDS.update(facing)
    DUEL_ONLY_KINDS.update(facing, getattr(kinds, "NEEDS_OPPONENT", frozenset()))
    OPPONENT_STATIC_KINDS.update(getattr(kinds, "OPPONENT_STATICS", frozenset()))


def conditions_of(kinds: ModuleType, tester: Callable[..., bool]) -> dict[int, Callable[..., Any]]:
    """A mechanic's ``CONDITIONS``: each ``C_*`` condition its ``kinds`` module declares,
    answered by ``tester``."""
    return {
        value: tester
        for name, value in vars(kinds).items()
        if name.startswith("C_") and isinstance(value, int)
    }
