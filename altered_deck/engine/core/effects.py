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
  ``faces_opponent`` (:class:`Kind`; the removal's and the Sabotage's), which act on the
  opponent's seat in a duel and do nothing when goldfishing; what is still *inert* (see
  ``_INERT``) is modelled as nothing;
* anything else: *ignored*, and the card is reported as having unmodelled text.

An effect is a tuple ``(op, n, arg)``: ``op`` one of the ``E_*`` ints, ``n`` a count, ``arg`` an
op-specific value (a token index, a card-type mask, a condition...). The interpreter
(:mod:`altered_deck.engine.core.interpreter`, a table of handlers) executes them; nothing here
runs in the hot loop."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import Any, Final

# --- card kinds (bit masks, so "the next Permanent" can be a mask test) --------------------
K_CHARACTER: Final = 1
K_SPELL: Final = 2
K_LANDMARK: Final = 4
K_GEAR: Final = 8  # Expedition Permanent
K_PERMANENT: Final = K_LANDMARK | K_GEAR
K_ANY: Final = K_CHARACTER | K_SPELL | K_PERMANENT
K_TOKEN: Final = 16

KIND_WORDS = {
    "card": K_ANY,
    "character": K_CHARACTER,
    "spell": K_SPELL,
    "permanent": K_PERMANENT,
    "landmark": K_LANDMARK,
}

# --- keywords (bit flags on a card record) -------------------------------------------------
KW_FLEETING: Final = 1
KW_ETERNAL: Final = 2
KW_SEASONED: Final = 4
KW_GIGANTIC: Final = 8
KW_DEFENDER: Final = 16
KW_COOLDOWN: Final = 32

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
E_IF_ELSE = 28  # arg = (condition, condition n, effects, otherwise effects)
E_NOTHING = 17  # inert text: nothing to do in a goldfish game
E_RESERVE_TO_HAND = 20  # return a card from your Reserve to your hand (arg True: another)
E_ACTIVATE_JOIN = 21  # activate the {J} abilities of one of your cards in play (arg: kind mask)
E_SELF_TO_RESERVE = 22  # send me (the source Character) to Reserve
E_BOOST_PER = 26  # I gain n boosts per thing counted: arg = PER_* count
E_COUNTERS_PER = 27  # I gain n counters per thing counted: arg = PER_* count

# effect kinds several mechanics' forms write; the mechanic that runs each has its handler
E_READY_MANA = 42  # ready n exhausted Mana Orbs
E_MANA_TOP = 29  # the top card of your deck goes to your Mana zone, exhausted (3.2.9.b)
E_STATUS_EACH = 34  # each of your Characters gains status bit arg
E_UNFLEET = 43  # target (Fleeting) Character loses Fleeting: arg True = in my expedition
E_PLACE_MARKER = 164  # place one of my (the Hero's) Terrain Markers on a visible region
E_LANDMARK_TOKEN = 40  # n Landmark tokens (Manaseed, Aerolith) in your Landmarks: arg = token
E_EACH_PLAYER = 154  # each player ...: arg = (effects,) run for you, then for the opponent
E_DISCARD_HAND = 155  # discard your hand
E_ASCEND = 250  # an expedition Ascends: arg = TO_TARGET / TO_MINE / TO_EACH / TO_HERO
E_ME_TO_MANA = 212  # (you may) put me (in play) in my owner's Mana zone
E_OPP_BACK = 313  # the opponent's expedition facing me moves backwards n regions

# where tokens go
TO_TARGET = 0  # the expedition chosen for the action (or by the engine for triggers)
TO_MINE = 1  # the source's expedition
TO_OTHER = 2  # the other expedition than the source's
TO_HERO = 3
TO_COMPANION = 4
TO_EACH = 5
TO_SPLIT = 6  # distributed: half (rounded up) in the target expedition, the rest in the other
TO_TWO = 7  # "target two Expeditions and create ... in each one": unasked, each of yours

# what E_BOOST_PER / E_COUNTERS_PER count (targets/counts.py counts them): card-text words
PER_RESERVE = 0  # card in your Reserve
PER_CHARACTER = 1  # Character you control
PER_BOOSTED = 2  # Boosted Character you control
PER_FLEETING = 3  # Fleeting Character you control
PER_FACING = 4  # Character in the opposing expedition(s) facing me: none in a goldfish game
PER_ANCHORED = 5  # Anchored Character you control
PER_MANA = 6  # Mana Orb in your Mana zone
PER_HAND = 7  # card in your hand
PER_LANDMARKS = 16  # card in your Landmarks
PER_EXHAUSTED_RESERVE = 17  # exhausted card in Reserve (each player's)
PER_RESERVE_EACH = 18  # card in each player's Reserve
PER_IN_TERRAIN = 8  # + terrain bit: expeditions (each player's) in a region of that terrain
PER_ASCENDED = 250  # your Ascended expeditions

# conditions of E_IF
C_LANDMARKS = 1  # you control >= n Landmarks
C_CHARACTERS = 2  # you control >= n Characters (other than the source)
C_FIRST_PLAYER = 3
C_TOKEN = 4  # you control a token
C_SUBTYPE = 5  # you control >= n cards in play of a subtype: E_IF amount = (n, subtype)
# conditions several mechanics' forms write, each answered by the mechanic that names it in
# its CONDITIONS (conditions_of)
C_EXHAUSTED_RESERVE = 11  # there are >= n exhausted cards in Reserve (each player's)
C_SUBTYPE_OTHERS = 156  # you control >= n other <subtype>s: amount = (n, subtype)
C_ZERO_STATS = 152  # >= n base statistics of 0 among Characters you control
C_ANY_ASCENDED = 253  # one or more of your expeditions is Ascended

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
"""The shared static kinds that need an opponent (see :class:`Kind`): matchup only."""
FACES_OPPONENT = frozenset((E_OPP_BACK,))
"""The shared effect kinds that act on the opponent's side (see :class:`Kind`)."""

# static kinds several mechanics' forms write; the mechanic that reads each has its rule
ST_ALL_REGIONS = 166  # all regions are <terrain> and lose their other terrains: arg = bit
ST_TERRAIN = 154  # my region is {V} (in addition, or instead): arg = (terrain bit, replace,
# the facing expedition's region too)
ST_TERRAIN_MARKERS = 162  # (the Hero) I begin the game with Terrain Markers: arg = bits
ST_SELF_COST = 12  # "I cost {n} less if C": arg = (C_* condition, amount); a condition about
# the game, never about the card itself (it is not in play yet)
ST_SELF_COST_HAND = 1115  # "Play me for {n} less if there are no other cards in your hand" (n <
# 0: "I can't be played ..."): arg = (low, high), the other cards in hand for which it applies
ST_ASCENDED_MOVE_DRAW = 260  # an Ascended expedition moved at Dusk, no Character facing: draw
ST_TO_MANA = 203  # "If I would leave the Expedition zone, (you may) put me in my owner's Mana
# zone instead": arg = (may, only while Boosted)

# unit statuses (bits on a Unit in play or in Reserve)
S_FLEETING: Final = 1
S_ANCHORED: Final = 2
S_ASLEEP: Final = 4
S_EXHAUSTED: Final = 8
# the other player owns it: it leaves play for its owner's zones (1.4.3.a)
S_OWNED_ELSEWHERE: Final = 32

# which Characters a "target Character" may be (the ``who`` of targets.aim.character_target;
# E_BOOST_TARGET's third argument): "another", "you control", "in play or in Reserve", and
# whether the target may be left out ("up to")
T_ANOTHER: Final = 1
T_MINE: Final = 2
T_RESERVE: Final = 4
T_UP_TO: Final = 8
# with T_UP_TO: one target the player may leave out ("you may target", "up to one")
T_ONE: Final = 16

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
        # a bullet, or the quoted ability an "I permanently gain:" grants, is its ability's
        if abilities and (
            part.startswith("•") or (abilities[-1].endswith(":") and part[:1] in '"“')
        ):
            abilities[-1] += "  " + part
        else:
            abilities.append(part)
    return abilities


# --- bodies: one sentence -> effects ---------------------------------------------------------


SELF_COST_CONDITIONS: set[int] = set()
"""Conditions an "I cost {n} less if C" ability may ask: about the game, never the card (it
is not in play when its cost is asked). Each group module adds its own."""


# --- what each kind is, as the mechanic that owns it declares it -------------------------
# A kind is a plain int in the effect records (the hot path compares ints); its number says
# nothing. What the engine needs to know about it is a :class:`Kind`, declared once by its
# owner (a mechanic's declaration, ``mechanics/<name>/mechanic.py``: ``kinds=kinds_of(...)``;
# the core's own below) and gathered by the registry when the engine is imported. A reader
# asks the kind (:data:`KINDS`), never the mechanic that owns it nor a range of numbers.

EFFECT = "effect"
STATIC = "static"
CONDITION = "condition"
_ROLES = (("E_", EFFECT), ("ST_", STATIC), ("C_", CONDITION))


@dataclass(frozen=True, slots=True)
class Kind:
    """One effect, static or condition kind and what it is."""

    name: str
    value: int
    role: str
    """:data:`EFFECT`, :data:`STATIC` or :data:`CONDITION`."""
    owner: str = ""
    """The mechanic that declares it ("core": the core's shared vocabulary)."""
    faces_opponent: bool = False
    """(an effect) it acts on the opponent's side (removal, Sabotage...): a pilot weighs it
    against the opponent; nothing to do when goldfishing."""
    acts_in_goldfish: bool = True
    """It does something with no opponent (False: an effect that acts only in a duel, or a
    static that watches or needs an opponent: matchup only in ``engine coverage``)."""
    worth: Callable[..., float | None] | None = None
    """(an effect) what it is worth to its player now, where the generic value does not say
    (``worth(g, unit, n, arg, value_of)``, ``value_of(effects)`` the worth of nested effects;
    None: the whole is not worth choosing): a choice's hint."""
    opponent_worth: Callable[..., tuple[float, float]] | None = None
    """(an effect) in a duel, the key of its best target on the opponent's side
    (``opponent_worth(g, opp, arg)``): an option that starts with it is aimed at the
    opponent."""
    gift: Callable[..., None] | None = None
    """(an effect that gives the opponent cards or tokens: a [Gift], 7.3.29.a) what its
    player gets when they also receive it (7.3.29.b): ``gift(g, arg)``."""

    @property
    def is_condition(self) -> bool:
        return self.role == CONDITION

    @property
    def is_static(self) -> bool:
        return self.role == STATIC


def kinds_of(
    module: ModuleType,
    *,
    faces_opponent: Iterable[int] = (),
    duel_only: Iterable[int] = (),
    opponent_statics: Iterable[int] = (),
    worth: Mapping[int, Callable[..., float | None]] | None = None,
    opponent_worth: Mapping[int, Callable[..., tuple[float, float]]] | None = None,
    gift: Mapping[int, Callable[..., None]] | None = None,
) -> tuple[Kind, ...]:
    """One :class:`Kind` per ``E_*``, ``ST_*`` and ``C_*`` int of ``module`` (a ``kinds.py``),
    with the properties given: ``faces_opponent`` (effects on the opponent's side),
    ``duel_only`` (effects that act only in a duel, on the player's side),
    ``opponent_statics`` (statics that need an opponent), ``worth``, ``opponent_worth`` and
    ``gift`` (see :class:`Kind`). A kind a property names must be one of the module's."""
    facing, duel, statics = set(faces_opponent), set(duel_only), set(opponent_statics)
    worth, opponent_worth, gift = worth or {}, opponent_worth or {}, gift or {}
    found = []
    for name, value in vars(module).items():
        role = next((r for prefix, r in _ROLES if name.startswith(prefix)), None)
        if role is None or type(value) is not int:
            continue
        effect = role == EFFECT
        found.append(
            Kind(
                name,
                value,
                role,
                faces_opponent=effect and value in facing,
                acts_in_goldfish=value not in (facing | duel if effect else statics),
                worth=worth.get(value) if effect else None,
                opponent_worth=opponent_worth.get(value) if effect else None,
                gift=gift.get(value) if effect else None,
            )
        )
    named = {(k.role, k.value) for k in found}
    effects = facing | duel | set(worth) | set(opponent_worth) | set(gift)
    declared = {EFFECT: effects, STATIC: statics}
    strays = [(r, v) for r, values in declared.items() for v in values if (r, v) not in named]
    if strays:
        raise ValueError(f"{module.__name__} declares properties of kinds it has not: {strays}")
    return tuple(found)


KINDS: dict[tuple[str, int], Kind] = {}
"""Every declared kind by (role, value): filled by :func:`declare`."""
FACING_KINDS: set[int] = set()
"""Effect kinds that face the opponent (derived from :data:`KINDS`: the hot path asks a set)."""
DUEL_ONLY_KINDS: set[int] = set()
"""Effect kinds that do not act in goldfish (derived from :data:`KINDS`)."""
OPPONENT_STATIC_KINDS: set[int] = set()
"""Static kinds that need an opponent (derived from :data:`KINDS`)."""


def declare(kinds: Iterable[Kind]) -> list[str]:
    """Add ``kinds`` to :data:`KINDS` and the sets derived from it; the names of the kinds
    already declared otherwise (another name or other properties) are returned and left
    out. A kind seen again as itself (a name one ``kinds.py`` imports from
    another) is the first declarer's."""
    clashes = []
    for kind in kinds:
        known = KINDS.setdefault((kind.role, kind.value), kind)
        if known is not kind:
            if known.name != kind.name or known != replace(kind, owner=known.owner):
                clashes.append(f"{kind.name} ({kind.owner}; {known.name}: {known.owner})")
            continue
        if kind.role == EFFECT:
            if kind.faces_opponent:
                FACING_KINDS.add(kind.value)
            if not kind.acts_in_goldfish:
                DUEL_ONLY_KINDS.add(kind.value)
        elif kind.role == STATIC and not kind.acts_in_goldfish:
            OPPONENT_STATIC_KINDS.add(kind.value)
    return clashes


def conditions_of(
    kinds: ModuleType, tester: Callable[..., Any], *shared: int
) -> dict[int, Callable[..., Any]]:
    """A mechanic's ``CONDITIONS``: each ``C_*`` condition its ``kinds`` module declares, and
    the ``shared`` ones (named here, in the core's vocabulary) it answers, answered by
    ``tester``."""
    found = {
        value: tester
        for name, value in vars(kinds).items()
        if name.startswith("C_") and isinstance(value, int)
    }
    return found | dict.fromkeys(shared, tester)


# --- the kinds of rule moments ---------------------------------------------------------------
#
# The core emits each rule moment it reaches as an event of one of these kinds
# (:func:`altered_deck.engine.core.hooks.emit`): the day's phases (Morning, Noon, Dusk, Rest,
# Clean-up), cards played, entering, leaving play (to the Reserve, the discard pile, the Mana
# zone), moving, switching expedition (which is joining it), drawn, discarded, sacrificed,
# gifted, statuses and boosts gained or lost, dice rolled, `{D}` and `{T}` abilities
# activated, expeditions Ascending. A mechanic subscribes to a kind.

# a card or unit
PLAYED: Final = "play"  # a card was played and resolved (amount: 1 from Reserve, 0 from hand)
ENTERED: Final = "enter"  # a played Character entered an expedition (exp), before it joins
LEFT: Final = "leave"  # a Character left expedition ``exp`` (amount: the boosts it had)
TO_RESERVE: Final = "go to reserve"  # ... and went to its owner's Reserve (Rest, removal)
TO_DISCARD: Final = "go to discard"  # ... and went to its owner's discard pile (at Rest)
TO_MANA: Final = "go to mana"  # a card went to the Mana zone (Day 1, Expand, at Rest instead)
MOVED: Final = "move"  # expedition ``exp`` moved forward (no subject)
# a Character joined expedition ``exp`` (played, created, moved or switched in)
JOINED: Final = "join"
DRAWN: Final = "draw"  # amount: cards drawn (no subject)
# a card was discarded (amount: its zone, FROM_HAND, FROM_RESERVE, FROM_DECK)
DISCARDED: Final = "discard"
STATUS_GAINED: Final = "gain status"  # a Character gained statuses (amount: the status bits)
STATUS_LOST: Final = "lose status"  # a Character lost statuses (amount: the status bits)
BOOSTS_GAINED: Final = "gain boosts"  # a Character gained boosts (amount: how many)
BOOSTS_LOST: Final = "lose boosts"  # a Character lost boosts (amount: how many)
SACRIFICED: Final = "sacrifice"  # exp: the expedition it was in (-1: a Landmark)
GIFTED: Final = "gift"  # the player made a Gift (its "When you make a [Gift]" in play)
DIE_ROLLED: Final = "die roll"  # amount: the result
# a quick action's ability was activated (amount: ABILITY_D or ABILITY_T)
ACTIVATED: Final = "activate"
ABILITY_D: Final = 0  # an ACTIVATED ability's cost: {D}, discard me from Reserve
ABILITY_T: Final = 1  # ... {T}, exhaust me (a Landmark's, a Completed Feat's, the Hero's)
ASCENDS: Final = "ascend"  # expedition ``exp`` Ascends (amount: 1 when it was Ascended already)
FROM_HAND: Final = 0  # a DISCARDED card's zone: the player's hand
FROM_RESERVE: Final = 1  # ... the player's Reserve (Clean-up, a [Sabotage], a cost, an effect)
FROM_DECK: Final = 2  # ... the top of the player's deck
CHANGES = (STATUS_GAINED, STATUS_LOST, BOOSTS_GAINED, BOOSTS_LOST)
"""The kinds the effect interpreter finds by comparing the Characters before and after."""
# the day (no subject; the player whose phase it is)
MORNING: Final = "morning"  # after Prepare, before the draw
NOON: Final = "noon"  # after the "At Noon" abilities
DUSK: Final = "dusk"  # after the "At Dusk" abilities, before Progress
REST: Final = "rest"  # after Rest and its "when I leave" effects
CLEAN_UP: Final = "clean-up"  # after Clean-up

EVENT_KINDS = (
    PLAYED,
    ENTERED,
    LEFT,
    TO_RESERVE,
    TO_DISCARD,
    TO_MANA,
    MOVED,
    JOINED,
    DRAWN,
    DISCARDED,
    STATUS_GAINED,
    STATUS_LOST,
    BOOSTS_GAINED,
    BOOSTS_LOST,
    SACRIFICED,
    GIFTED,
    DIE_ROLLED,
    ACTIVATED,
    ASCENDS,
    MORNING,
    NOON,
    DUSK,
    REST,
    CLEAN_UP,
)
"""Every kind of rule moment a subscription may name (verbs: the deck hook points of
:mod:`altered_deck.engine.core.hooks` are named otherwise, so a subscription's first word
says which it is)."""
