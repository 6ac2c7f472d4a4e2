"""The registry finds every mechanic module by walking the mechanics package, each effect kind
has one handler (so no install order is kept anywhere), and the one first-match order of the
text forms (compiler/forms.FORM_TABLES) keeps the base forms first, so a card reads and plays
as it did before its mechanic had a package."""

from __future__ import annotations

from altered_deck.engine import registry
from altered_deck.engine.compiler.forms import FORM_TABLES
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.mechanics.boosts import handlers as boosts_handlers
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts import rules as boosts
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.dice import rules as dice
from altered_deck.engine.mechanics.mana import rules as mana
from altered_deck.engine.mechanics.statuses import forms as statuses_forms
from altered_deck.engine.mechanics.statuses import rules as statuses
from altered_deck.engine.mechanics.tokens import forms as tokens_forms
from altered_deck.engine.mechanics.tokens import rules as tokens
from altered_deck.engine.text import body


def test_the_mechanics_are_found_and_each_kind_has_one_handler():
    modules = registry.mechanic_modules()
    assert {boosts_handlers, statuses, tokens, dice, mana, boosts} <= set(modules)
    tables = [m.HANDLERS for m in modules if hasattr(m, "HANDLERS")]
    kinds = [kind for table in tables for kind in table]
    assert len(tables) == 34 and len(kinds) == len(set(kinds))
    core_own = {fx.E_DRAW, fx.E_NEXT_COST, fx.E_NOTHING, fx.E_RESERVE_TO_HAND}
    assert not core_own & set(kinds)  # nor does a mechanic replace the core's handlers


def test_each_package_runs_its_own_kinds():
    owners = {
        fx.E_BOOST_TARGET: boosts_handlers,
        fx.E_STATUS_SELF: statuses,
        fx.E_UNFLEET: statuses,
        fx.E_TOKEN: tokens,
        fx.E_PAY_COUNTER_TOKEN: tokens,
        dice_kinds.E_DIE: dice,
        dice_kinds.E_DIE_TARGET: dice,
        fx.E_MANA_TOP: mana,
        fx.E_ME_TO_MANA: mana,
    }
    assert {k: interpreter.HANDLERS[k].__module__ for k in owners} == {
        k: module.__name__ for k, module in owners.items()
    }


def test_status_and_token_forms_come_right_after_the_base_forms():
    base = FORM_TABLES.index(body.FORMS)
    assert FORM_TABLES[base + 1 : base + 3] == (statuses_forms.FORMS, tokens_forms.FORMS)
    assert body.parse_body("I gain [[Asleep]]", lambda _s: 0) == [
        (fx.E_STATUS_SELF, 0, fx.S_ASLEEP)
    ]


def test_no_sentence_has_two_forms():
    # a second form of the same pattern is never reached: the first in the order reads it
    patterns = [pattern.pattern.lower() for table in FORM_TABLES for pattern, _ in table.bodies]
    assert len(patterns) > 200 and len(patterns) == len(set(patterns))


def test_a_counted_form_reads_the_sentences_number():
    table = body.FormTable()
    table.counted(rf"give target character {fx.NUM} boosts?", fx.E_BOOST_TARGET, 7)
    pattern, build = table.bodies[0]
    match = pattern.match("Give target character three boosts.")
    assert match is not None and build(match, lambda spec: 0) == [(fx.E_BOOST_TARGET, 3, 7)]


def test_a_declaration_is_named_after_its_package_and_has_its_kinds():
    declared = registry.declarations()
    with_kinds = {m.name for m in declared if m.kinds}
    assert all(k.owner == m.name for m in declared for k in m.kinds)
    names = {m.name: {k.name for k in m.kinds} for m in declared}
    assert {"E_OPP_REMOVE", "ST_TOUGH", "C_FACING_ONE"} <= names["removal"]
    assert "E_CHOOSE" in names["choices"]  # a declaration without kinds: its kinds.py's
    assert len(with_kinds) == 25 and "tokens" not in with_kinds  # tokens: no kinds.py


def test_an_if_condition_is_answered_by_its_owner_never_by_its_number():
    # the boosts' conditions are theirs like any mechanic's (a shared word of the core's
    # vocabulary among them); the core answers only its own
    declared = [value for name, value in vars(boosts_kinds).items() if name.startswith("C_")]
    declared.append(fx.C_EXHAUSTED_RESERVE)
    assert len(declared) >= 13
    assert all(interpreter.CONDITIONS[kind] is boosts.holds for kind in declared)
    assert not {fx.C_LANDMARKS, fx.C_SUBTYPE} & set(interpreter.CONDITIONS)
