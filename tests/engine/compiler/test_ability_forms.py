"""The table of whole abilities that record one static each (``text/abilities.py``): the first
row that matches decides, a row that refuses stops the table, the final dot is optional and
case is ignored."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import C_FIRST_PLAYER, ParsedText
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import sentence_effects
from tests.engine.kit import Tokens

ST_A, ST_B, ST_C, ST_D = 9001, 9002, 9003, 9004


def _table() -> AbilityForms:
    table = AbilityForms()
    table.fixed(r"All Reserve limits are reduced by one", ST_A, 1)
    table.counted(r"I cost \{(\d+)\} less", ST_B, "per")
    table.conditional(r"If (.+?), I am \[Eternal\]", ST_C)
    table.triggered(r"When you pass\s*[—-]\s*(.+)", ST_D)
    table.triggered(r"When (?:you|I) pass\s*[—-]\s*(.+)", ST_A)  # never reached for "you"
    return table


def _read(table: AbilityForms, ability: str) -> tuple[bool | None, list[fx.Static]]:
    parsed = ParsedText()
    found = table.read(ability, parsed, Tokens())
    return found, parsed.statics


def test_each_row_records_its_static():
    table = _table()
    assert _read(table, "all reserve limits are reduced by one.") == (True, [(ST_A, 1, None)])
    assert _read(table, "I cost {2} less") == (True, [(ST_B, 2, "per")])
    assert _read(table, "If you are the first player, I am [Eternal].") == (
        True,
        [(ST_C, 0, (C_FIRST_PLAYER, 0))],
    )
    assert _read(table, "When you pass — Draw a card.") == (
        True,
        [(ST_D, 0, ((fx.E_DRAW, 1, None),))],
    )


def test_the_first_row_that_matches_decides_even_when_it_refuses():
    table = _table()
    # the body is not modelled: the first "When you pass" row refuses, the second is not asked
    assert _read(table, "When you pass — Win the game.") == (False, [])
    assert _read(table, "When I pass — Draw a card.") == (
        True,
        [(ST_A, 0, ((fx.E_DRAW, 1, None),))],
    )
    # a condition the engine does not read
    assert _read(table, "If the moon is full, I am [Eternal]") == (False, [])


def test_no_row_matches():
    table = _table()
    assert _read(table, "All Reserve limits are reduced by two") == (None, [])
    assert table("All Reserve limits are reduced by two", ParsedText(), Tokens()) is False


def test_a_triggered_row_reads_its_body_as_it_is_told():
    table = AbilityForms()
    table.triggered(
        r"When an opponent draws\s*[—-]\s*(.+)",
        ST_A,
        body=sentence_effects,
        arg=lambda m, effects: ("drawn", effects),
    )
    # sentence_effects keeps a body of inert text (acting_effects, the default, would refuse it)
    found, statics = _read(table, "When an opponent draws — target opponent sings.")
    assert found is True
    assert statics == [(ST_A, 0, ("drawn", ((fx.E_NOTHING, 0, "Target opponent sings"),)))]
    default = AbilityForms()
    default.triggered(r"When an opponent draws\s*[—-]\s*(.+)", ST_A)
    assert _read(default, "When an opponent draws — target opponent sings.") == (False, [])
