"""Card text of Sabotage and the opponent-facing forms around it, compiled into the
:mod:`altered_deck.engine.mechanics.sabotage.kinds` kinds and the removal mechanic's kinds that
face the opponent (declared ``faces_opponent``).

Imported by :mod:`altered_deck.engine.mechanics.removal.forms` (after its own forms); the
handlers are in :mod:`altered_deck.engine.mechanics.sabotage.rules`. Forms: an opposing
expedition pushed back, emptied or stopped for the Day; a target put in its owner's Mana zone;
Sabotage with what follows it or paid for with a sacrifice; "If I'm facing an Expedition in
{V}/{M}/{O}"; Manaseed tokens for an opponent; token Characters that defect; "any number of
targets with a total {M}"; "Target player puts a card from their hand in Reserve"."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from altered_deck.engine.core.effects import (
    FACING_KINDS,
    K_CHARACTER,
    K_PERMANENT,
    KIND_WORDS,
    NUM,
    ST_FACING_JOIN,
    STATUS_WORDS,
    TERRAIN_BITS,
    TOKEN,
    Effect,
    Static,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.removal.kinds import (
    E_OPP_DRAW,
    E_OPP_REMOVE,
    E_OPP_RESUPPLY,
    E_OPP_TOKEN,
    OPP_LANDMARKS,
    ST_NIGHT_SABOTAGE,
)
from altered_deck.engine.mechanics.sabotage.kinds import (
    C_FACING_FOREST,
    C_FACING_MOUNTAIN,
    C_FACING_WATER,
    E_ANCHOR_FACING,
    E_ASLEEP_SABOTAGE,
    E_DEFECT,
    E_EXHAUST_ROLL,
    E_OPP_ALL_STATUS,
    E_OPP_BACK_TARGET,
    E_OPP_ELSE,
    E_OPP_HAND_TO_RESERVE,
    E_OPP_IF_DONE,
    E_OPP_NO_MOVE,
    E_OPP_REPLACE,
    E_OPP_TO_DECK_X,
    E_OPP_WIPE_BACK,
    E_PAY_ASLEEP_FACING,
    E_PAY_DISCARD_RESUPPLY,
    E_READY_ME,
    E_RESERVE_DRAW_UNLESS,
    E_SABOTAGE_COST,
    E_SABOTAGE_EXHAUSTED,
    E_SABOTAGE_FOREST,
    E_SABOTAGE_THEN,
    E_SAC_FOR_OPP,
    E_TOKEN_FOR_OPP,
    E_TOP_IF_WATER,
    NIGHT_SPEND,
    SB_EXHAUSTED_RESUPPLY,
    SB_TOKEN_COMPANION,
    ST_COST_FLOOR,
    ST_OPP_DRAWS,
    ST_OPP_RESERVE_PLAY,
    ST_PULL_PLAYED,
)
from altered_deck.engine.targets.limits import D_MANA, D_RESERVE, L_ANY, L_COST_LE, L_TOTAL_M_LE
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import LAST, FormTable, parse_body, sentence_effects
from altered_deck.engine.text.words import LANDMARK_TOKEN, NESTED_EFFECTS, NESTED_STATICS

FORMS = FormTable(tier=LAST)

_KIND_WORDS = {
    "character": K_CHARACTER,
    "permanent": K_PERMANENT,
    "character or permanent": K_CHARACTER | K_PERMANENT,
}


def _opponent_only(effects: Sequence[Effect] | None) -> bool:
    return bool(effects) and all(e[0] in FACING_KINDS for e in effects or ())


# --- expeditions -----------------------------------------------------------------------------


FORMS.fixed(r"target expedition moves backwards one region", [(E_OPP_BACK_TARGET, 1, None)])


FORMS.fixed(
    r"discard each character from target expedition, then that expedition moves backwards one "
    r"region",
    [(E_OPP_WIPE_BACK, 1, None)],
)


FORMS.fixed(r"target expedition can't move forward this day", [(E_OPP_NO_MOVE, 0, None)])


# --- targets leaving play, statuses, defecting ------------------------------------------------


@FORMS.body(r"put target (character or permanent|character|permanent) in its owner's mana zone")
def _to_mana(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    kinds = _KIND_WORDS[m[1].lower()]
    return [(E_OPP_REMOVE, 1, (D_MANA, kinds, L_ANY, 0, False, 0))]


@FORMS.body(r"send to reserve any number of target characters with total \{M\} of (\d+) or less")
def _total_mountain(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_REMOVE, 99, (D_RESERVE, K_CHARACTER, L_TOTAL_M_LE, int(m[1]), False, 0))]


@FORMS.body(r"(?:up to (two|three) )?target token characters? defects?")
def _defect_tokens(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_DEFECT, num(m[1]) if m[1] else 1, None)]


@FORMS.body(r"each character controlled by target player gains \[\[(Fleeting|Asleep)\]\]")
def _all_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_ALL_STATUS, 0, STATUS_WORDS[m[1].lower()])]


def _aimed_then(kind: int) -> Callable[[re.Match[str], TokenInterner], list[Effect]]:
    """The builder of "You may <removal>. If you don't / If you do, <effect>" (``kind``): the
    removal and the effect, when the removal acts on the opponent only and the effect is
    read."""

    def build(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
        aimed = parse_body(m[1], intern)
        then = sentence_effects(m[2], intern)
        if not _opponent_only(aimed) or not then:
            return []
        return [(kind, 0, (tuple(aimed or ()), then))]

    return build


# "You may <removal>. If you don't, <my effect>": the removal when it has a target
FORMS.body(r"(you may (?:discard|send to reserve) target .+?)\. if you don't, (.+)")(
    _aimed_then(E_OPP_ELSE)
)
for _op in (E_OPP_ELSE, E_OPP_IF_DONE):
    NESTED_EFFECTS[_op] = lambda arg, fix: (fix(arg[0]), fix(arg[1]))


# --- Sabotage --------------------------------------------------------------------------------


@FORMS.body(
    r"\[Sabotage\]\. if you discarded a card this way, (?:its owner \[Exhausted Resupplies\]"
    rf"|create an? {TOKEN} tokens? in the companion expedition of its owner"
    r"(\. you may have it gain \[\[Asleep\]\])?)"
)
def _sabotage_then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    if m[1] is None:
        return [(E_SABOTAGE_THEN, 1, (SB_EXHAUSTED_RESUPPLY, "", False))]
    spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
    intern(spec)  # compiled with the deck's tokens; found by name when it resolves
    return [(E_SABOTAGE_THEN, 1, (SB_TOKEN_COMPANION, spec.name, bool(m[6])))]


@FORMS.leading.body(
    r"(you may )?(?:sacrifice an? (character or permanent|character|permanent)"
    r"|discard one of your (mana orbs))(?: to |\. if you do, )"
    r"((?:discard|send to reserve|return) target .+|\[Sabotage\].*)"
)
def _sacrifice_for_opponent(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """A sacrifice (or a Mana Orb discarded) paid for an effect on the opponent (the counters
    group reads the others; read before theirs, which refuses these whole)."""
    then = sentence_effects(m[4], intern)
    if not _opponent_only(then):
        return []
    mask = 0 if m[3] else _KIND_WORDS[m[2].lower()]
    return [(E_SAC_FOR_OPP, 0, (mask, tuple(then or ()), bool(m[1])))]


NESTED_EFFECTS[E_SAC_FOR_OPP] = lambda arg, fix: (arg[0], fix(arg[1]), arg[2])


@FORMS.body(
    r"discard target character(?: with hand cost \{(\d+)\} or less)?, then create an? "
    rf"{TOKEN} token in its expedition"
)
def _replace(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    intern(spec)  # compiled with the deck's tokens; found by name when it resolves
    limit, value = (L_COST_LE, int(m[1])) if m[1] else (L_ANY, 0)
    return [(E_OPP_REPLACE, 1, (limit, value, spec.name))]


# "You may <removal>. If you do, <effect>": the effect once the removal took a card
FORMS.body(r"(you may (?:discard|send to reserve|return) target [^.]+)\. if you do, (.+)")(
    _aimed_then(E_OPP_IF_DONE)
)


@FORMS.body(rf"you may create an? {TOKEN} token in an opponent's expedition to (.+)")
def _token_for_opponent(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may create a token in an opponent's Expedition to <effect>": the token is the
    price of the effect (the player chooses whether, and which of the opponent's two)."""
    then = sentence_effects(m[6], intern)
    if not then:
        return []
    spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
    intern(spec)  # compiled with the deck's tokens; found by name when it resolves
    return [(E_TOKEN_FOR_OPP, 1, (spec.name, tuple(then)))]


NESTED_EFFECTS[E_TOKEN_FOR_OPP] = lambda arg, fix: (arg[0], fix(arg[1]))


@FORMS.body(r"create an? \[Aerolith\] token in its controller's landmarks")
def _opp_aerolith(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    intern(TokenSpec("Aerolith", 0, 0, 0, LANDMARK_TOKEN))
    return [(E_OPP_TOKEN, 1, ("Aerolith", OPP_LANDMARKS))]


FORMS.fixed(
    r"target opponent may \[exhausted resupply\], then may do it again", [(E_OPP_RESUPPLY, 2, True)]
)


FORMS.fixed(
    r"the controller of the expedition facing that illusion draws a card", [(E_OPP_DRAW, 1, None)]
)


FORMS.fixed(r"ready me", [(E_READY_ME, 0, None)])


FORMS.fixed(
    r"you may have target character gain \[\[Asleep\]\]\. if it's facing me, \[Sabotage\]",
    [(E_ASLEEP_SABOTAGE, 0, None)],
)


FORMS.leading.counted(  # (before the general "You may pay. If you do")
    r"you may pay \{(\d+)\}\. if you do, target character in the expedition facing me gains "
    r"\[\[Asleep\]\]",
    E_PAY_ASLEEP_FACING,
)


@FORMS.body(
    r"you may pay \{(\d+)\} to discard target permanent with hand cost \{(\d+)\} or less\. "
    r"if you do, its controller \[Resupplies\]"
)
def _pay_discard(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_PAY_DISCARD_RESUPPLY, int(m[1]), int(m[2]))]


FORMS.counted(
    r"return target character to the top of its owner's deck\. if it was in \{O\}, ready "
    rf"{NUM} mana orbs?",
    E_TOP_IF_WATER,
)


FORMS.fixed(r"discard target exhausted card from a reserve", [(E_SABOTAGE_EXHAUSTED, 1, None)])


@FORMS.body(rf"\[Sabotage\] an? ({'|'.join(KIND_WORDS)}) with Reserve Cost \{{(\d+)\}} or less")
def _sabotage_cost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "[Sabotage] a card with Reserve Cost {2} or less" (7.4.5, the target narrowed to a
    kind of card and a Reserve Cost)."""
    return [(E_SABOTAGE_COST, int(m[2]), KIND_WORDS[m[1].lower()])]


FORMS.fixed(
    r"\[Sabotage\] a Character with \{V\} less than or equal to mine",
    [(E_SABOTAGE_FOREST, 1, None)],
)


@FORMS.body(
    r"send target character to a random position among the top six of its owner's deck"
    rf"(?:; ready {NUM} mana orbs? if the position is higher than its hand cost)?"
)
def _to_deck_x(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_TO_DECK_X, num(m[1]) if m[1] else 0, None)]


FORMS.rewrites.append(  # (before "Roll a die. " is read as die branches)
    (
        re.compile(
            r"^Roll a die\. Send target Character to the Xth position of its owner's deck, "
            r"where X is the result(?:\. If X is higher than the Hand Cost of the target, ready "
            rf"{NUM} mana Orbs?)?$",
            re.I,
        ),
        lambda m: (
            "Send target Character to a random position among the top six of its owner's "
            "deck"
            + (
                f"; ready {m[1]} mana orbs if the position is higher than its hand cost"
                if m[1]
                else ""
            )
        ),
    )
)


FORMS.fixed(
    r"you may have target character facing me gain \[\[Anchored\]\]\. if you do, I gain "
    r"\[\[Anchored\]\]",
    [(E_ANCHOR_FACING, 0, None)],
)


@FORMS.body(
    r"send target character to reserve\. if it wasn't in \{([VMO])\}, its controller draws "
    rf"{NUM} cards?"
)
def _reserve_draw_unless(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESERVE_DRAW_UNLESS, num(m[2]), TERRAIN_BITS[m[1].upper()])]


FORMS.fixed(
    r"you may exhaust target card in an opponent's reserve, then roll a die\. when you roll a "
    r"1-3 this way\s*[—-]\s*that opponent targets a card in your reserve\. exhaust it",
    [(E_EXHAUST_ROLL, 0, None)],
)


@FORMS.body(
    r"exhaust a card in your reserve\. if you do, send to reserve target character with base "
    r"cost \{(\d+)\} or less"
)
def _exhaust_for_removal(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """(Base Cost read as Hand Cost: they differ only for a Fleeting Character, rare in play.)"""
    removal = ((E_OPP_REMOVE, 1, (D_RESERVE, K_CHARACTER, L_COST_LE, int(m[1]), False, 0)),)
    return [(E_SAC_FOR_OPP, 0, (-1, removal, False))]


# their effects' token ids are fixed like the others' (a token created by the trigger)
NESTED_STATICS[ST_OPP_DRAWS] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_OPP_RESERVE_PLAY] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_FACING_JOIN] = lambda arg, fix: fix(arg)


OPPONENT_ABILITIES = AbilityForms()
"""Whole abilities of this group: a floor on the opponents' costs, "When an opponent plays a
Character — ... switches Expeditions", "At Night — You may spend 1 counter ... to [Sabotage]
after Rest", and "When an opponent draws one or more cards or [Resupplies] — <effect>" (a
static the opponent's draws and Resupplies trigger, or their plays from Reserve)."""


@OPPONENT_ABILITIES.static(r"(Characters|Cards) your opponents play can't cost less than \{(\d+)\}")
def _cost_floor(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_COST_FLOOR, int(m[2]), K_CHARACTER if m[1].lower() == "characters" else 0)


OPPONENT_ABILITIES.fixed(
    r"When an opponent plays a Character\s*[—-]\s*If there are no Characters in the "
    r"Expedition facing me, that Character switches Expeditions",
    ST_PULL_PLAYED,
)
OPPONENT_ABILITIES.fixed(
    r"At Night\s*[—-]\s*You may spend 1 counter from a card in your Reserve or Landmarks to "
    r"\[Sabotage\] after Rest",
    ST_NIGHT_SABOTAGE,
    0,
    NIGHT_SPEND,
)
OPPONENT_ABILITIES.triggered(
    r"When an opponent draws one or more cards or (?:does )?\[Resuppl(?:y|ies)\]\s*[—-]\s*(.+)",
    ST_OPP_DRAWS,
    body=sentence_effects,
)
OPPONENT_ABILITIES.triggered(
    r"When an opponent plays a card from Reserve\s*[—-]\s*(.+)",
    ST_OPP_RESERVE_PLAY,
    body=sentence_effects,
)


# --- tokens for an opponent, an opponent's hand ----------------------------------------------


@FORMS.body(
    rf"(?:then, )?create {NUM} \[Manaseed\] tokens? in (?:(?:another )?target (?:opponent|player)"
    r"|that player)'s landmarks"
)
def _opp_manaseed(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    intern(TokenSpec("Manaseed", 0, 0, 0, LANDMARK_TOKEN))
    return [(E_OPP_TOKEN, num(m[1]), ("Manaseed", OPP_LANDMARKS))]


FORMS.fixed(
    r"target (?:player|opponent) puts a card from their hand in reserve",
    [(E_OPP_HAND_TO_RESERVE, 1, None)],
)


FORMS.rewrites.append(
    (
        re.compile(r"distributed among any expeditions", re.I),
        "distributed as you choose among any number of target expeditions",
    )
)  # (your own expeditions: the acting player's sensible choice)

FORMS.leading.conditions += [
    (re.compile(rf"^I'm facing an expedition in \{{{terrain}\}}$", re.I), kind)
    for terrain, kind in (("V", C_FACING_FOREST), ("M", C_FACING_MOUNTAIN), ("O", C_FACING_WATER))
]
