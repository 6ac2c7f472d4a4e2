"""The one install order of the mechanics' handlers (registry.MECHANICS) and the one
first-match order of their text forms (compiler/forms.FORM_TABLES): the packages whose kinds
were the interpreter's own, or the base forms, keep that place, so a card reads and plays as it
did before they had a package."""

from __future__ import annotations

from altered_deck.engine import registry
from altered_deck.engine.compiler import body
from altered_deck.engine.compiler.forms import FORM_TABLES
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.mechanics.boosts import handlers as boosts_handlers
from altered_deck.engine.mechanics.boosts import rules as boosts
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.dice import rules as dice
from altered_deck.engine.mechanics.mana import kinds as mana_kinds
from altered_deck.engine.mechanics.mana import rules as mana
from altered_deck.engine.mechanics.statuses import forms as statuses_forms
from altered_deck.engine.mechanics.statuses import kinds as statuses_kinds
from altered_deck.engine.mechanics.statuses import rules as statuses
from altered_deck.engine.mechanics.tokens import forms as tokens_forms
from altered_deck.engine.mechanics.tokens import rules as tokens


def test_the_former_base_handlers_are_installed_first():
    assert registry.MECHANICS[:6] == (boosts_handlers, statuses, tokens, dice, mana, boosts)


def test_each_package_runs_its_own_kinds():
    owners = {
        fx.E_BOOST_TARGET: boosts_handlers,
        fx.E_STATUS_SELF: statuses,
        statuses_kinds.E_UNFLEET: statuses,
        fx.E_TOKEN: tokens,
        fx.E_PAY_COUNTER_TOKEN: tokens,
        dice_kinds.E_DIE: dice,
        dice_kinds.E_DIE_TARGET: dice,
        mana_kinds.E_MANA_TOP: mana,
        mana_kinds.E_ME_TO_MANA: mana,
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
