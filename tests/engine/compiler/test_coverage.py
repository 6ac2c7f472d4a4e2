"""``altered-deck engine coverage``: honest classes, distinct texts, per set and per type."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.compiler.coverage import (
    MATCHUP_ONLY,
    MODELLED,
    OPPONENT_ONLY,
    PARTIAL,
    UNMODELLED,
    ability_misses,
    classify_ability,
    classify_text,
    compile_ability,
    measure_coverage,
    pattern_of,
)
from altered_deck.engine.core import effects as fx
from altered_deck.render.coverage import coverage_to_dict, render_coverage
from tests.engine.kit import make_card

C = fx.K_CHARACTER

# a sacrifice form the engine does not model (the "If its Hand Cost was" condition)
STILL_UNMODELLED = "Sacrifice a Character. If its Hand Cost was {3} or more, draw a card."


# a sentence the compiler reads as nothing (inert): the opponent's free play
INERT = "Target opponent may immediately play a Spell for free."


def test_abilities_fall_in_five_classes():
    assert classify_ability("{J} Draw a card.", C) == MODELLED
    assert classify_ability("{J} Draw a card. " + INERT, C) == PARTIAL
    assert classify_ability("[Tough 1]", C) == MATCHUP_ONLY  # executed in duels
    assert classify_ability("{H} Target opponent discards a card.", C) == OPPONENT_ONLY
    assert classify_ability("{J} " + STILL_UNMODELLED, C) == UNMODELLED
    assert classify_ability("{D} : Draw a card.", C, echo=True) == MODELLED
    assert classify_ability("Sacrifice me.", C, echo=True) == UNMODELLED


def test_choose_one_is_modelled_only_when_every_option_is():
    both = "{J} Choose one: • Draw a card. • I gain 2 boosts."
    one = "{J} Choose one: • Draw a card. • " + STILL_UNMODELLED
    assert classify_ability(both, C) == MODELLED
    assert classify_ability(one, C) == UNMODELLED
    # an option read as nothing: the choice is partial, whatever the other options do
    inert = "{J} Choose one: • Draw a card. • " + INERT
    assert classify_ability(inert, C) == PARTIAL


def test_what_makes_an_ability_partial_is_named():
    ability = "{J} Choose one: • Draw a card. • " + INERT
    parsed = compile_ability(ability, C)
    assert parsed is not None
    assert ability_misses(ability, parsed) == [
        "read as nothing: Target opponent may immediately play a Spell for free",
        "choice: 1 of 2 options compiled to effects",
    ]
    swallowed = "{J} Draw a card. " + INERT
    parsed = compile_ability(swallowed, C)
    assert parsed is not None and [e[0] for e in parsed.on_join] == [fx.E_DRAW, fx.E_NOTHING]
    assert ability_misses(swallowed, parsed) == [
        "read as nothing: Target opponent may immediately play a Spell for free"
    ]
    # nothing but an inert sentence: opponent-only text, not partial
    assert classify_ability("{J} " + INERT, C) == OPPONENT_ONLY


def test_an_ability_the_deck_compiler_drops_is_unmodelled():
    # Kelon Cylinder (CORE): a card has one {T} ability in the engine; the second is dropped
    first = "{T} : I gain 2 Kelon counters."
    second = "{T}, Spend 1 of my Kelon counters: target Character gains 1 boost."
    text = f"{first}  {second}"
    assert classify_ability(second, fx.K_LANDMARK) == MODELLED  # alone, it would be read
    assert classify_text(text, fx.K_LANDMARK) == (UNMODELLED, [second])
    assert (
        measure_coverage(
            [make_card("Cyl", "LANDMARK_PERMANENT", stats=None, text=text)]
        ).abilities.unmodelled
        == 1
    )


def test_reminder_text_is_the_one_inert_text_that_counts_as_modelled():
    parsed = fx.ParsedText(on_join=[(fx.E_DRAW, 1, None), (fx.E_NOTHING, 0, "(Reminder.)")])
    assert ability_misses("{J} Draw a card.", parsed) == []
    parsed.on_join.append((fx.E_NOTHING, 0, None))  # no sentence said: not allowed
    assert ability_misses("{J} Draw a card.", parsed) == ["read as nothing: an inert part"]


def test_an_effect_kind_without_a_handler_is_partial():
    parsed = fx.ParsedText(on_join=[(fx.E_IF, 0, (fx.C_TOKEN, 0, ((9_999, 1, None),)))])
    assert ability_misses("{J} If you control a token, do it.", parsed) == [
        "effect kind 9999 has no handler"
    ]


def test_a_text_takes_its_worst_class():
    assert classify_text("{J} Draw a card.  [Tough 1]", C) == (MATCHUP_ONLY, [])
    inert = "{J} Draw a card.  [Tough 1]  {H} Target opponent discards a card."
    assert classify_text(inert, C) == (OPPONENT_ONLY, [])
    partial = "{J} Draw a card.  {H} I gain 1 boost. " + INERT
    assert classify_text(partial, C) == (PARTIAL, ["{H} I gain 1 boost. " + INERT])
    text = "{J} Draw a card.  {J} " + STILL_UNMODELLED
    assert classify_text(text, C) == (
        UNMODELLED,
        ["{J} " + STILL_UNMODELLED],
    )


def test_distinct_texts_per_set_and_type_and_patterns():
    cards = [
        make_card("Reader", text="{J} Draw a card."),
        make_card("Reader again", text="{J} Draw a card."),  # same text: counted once
        make_card("Wall", text="[Tough 1]"),
        make_card(
            "Bounce",
            text="{H} Put target card from your Reserve on top of your deck.",
            echo="{D} : Draw a card.",
        ),
        make_card("Plain"),  # no text: not counted
        make_card("Spark", "SPELL", 1, stats=None, text=STILL_UNMODELLED),
        make_card("Bot", "TOKEN", stats=None, text="{J} I gain 1 boost."),  # tokens left out
    ]
    coverage = measure_coverage(cards)
    assert coverage.records == 6
    total = coverage.total
    counts = (total.modelled, total.matchup_only, total.opponent_only, total.unmodelled)
    assert (total.distinct_texts, *counts) == (5, 2, 1, 0, 2)
    assert total.modelled_ratio == 0.6  # matchup-only text is executed: counted as modelled
    assert (coverage.main.distinct_texts, coverage.echo.distinct_texts) == (4, 1)
    assert list(coverage.by_set) == ["TEST"]
    assert {k: v.distinct_texts for k, v in coverage.by_type.items()} == {
        "Character": 4,
        "Spell": 1,
    }
    assert [(p.pattern, p.records) for p in coverage.patterns] == [
        ("Reserve and Hand moves, discarding from Reserve", 1),
        ("sacrifice", 1),
    ]
    data = coverage_to_dict(coverage)
    assert (data["distinct_texts"], data["modelled_ratio"], data["goldfish_ratio"]) == (5, 0.6, 0.4)
    text = render_coverage(coverage)
    assert text.startswith(
        "Text coverage (all sets): 3 of 5 distinct effect texts modelled (60.0%)\n"
    )
    assert "  matchup only (modelled in matchups; nothing to hit when goldfishing): 1\n" in (text)
    assert "  acting in a goldfish game: 2 of 5 (40.0%)\n" in text
    assert (
        data["classes"]["matchup_only"] == 1 and data["by_type"]["Character"]["matchup_only"] == 1
    )
    assert max(len(line) for line in text.splitlines()) <= 80
    assert measure_coverage(cards, "OTHER").total.distinct_texts == 0


def test_pattern_labels():
    assert pattern_of("I begin the game with 5 Heroism counters.") == (
        "named counters (Trial, Food, Sap...)"
    )
    assert pattern_of("Create a [Manaseed] token in your Landmarks.") == (
        "landmark tokens (Manaseed, Aerolith)"
    )
    assert pattern_of("Something new.") == "other"


def test_cli_coverage_text_and_json(cache_dir: Path) -> None:
    runner = CliRunner()
    base = ["--cache-dir", str(cache_dir), "engine", "coverage"]
    data = json.loads(runner.invoke(cli, [*base, "--json"]).stdout)
    classes = data["classes"]
    # The bundled card data's figures (the README's): change them when a form is modelled.
    # The community's EOLE texts (2026-07 data) are all but 5 of its 252 modelled.
    assert (data["distinct_texts"], classes["modelled"], classes["opponent_only"]) == (
        1322,
        987,
        5,
    )
    # executed in matchups only (kinds declared to face or need an opponent)
    assert classes["matchup_only"] == 279
    assert (classes["partial"], classes["unmodelled"]) == (0, 51)
    executed = classes["modelled"] + classes["matchup_only"]
    assert data["distinct_texts"] == (
        executed + classes["opponent_only"] + classes["partial"] + classes["unmodelled"]
    )
    assert data["modelled_ratio"] == executed / data["distinct_texts"]
    assert data["distinct_texts"] == data["main"]["distinct_texts"] + data["echo"]["distinct_texts"]
    assert "CORE" in data["by_set"] and "Hero" in data["by_type"]
    core = json.loads(runner.invoke(cli, [*base, "--set", "core", "--json"]).stdout)
    assert core["set"] == "CORE" and list(core["by_set"]) == ["CORE"]
    result = runner.invoke(cli, base)
    assert result.exit_code == 0
    total = data["distinct_texts"]
    assert f"of {total:,} distinct effect texts modelled" in result.stdout.splitlines()[0]


def test_cli_coverage_of_a_set_the_data_lacks_is_exit_2(cache_dir: Path) -> None:
    args = ["--cache-dir", str(cache_dir), "engine", "coverage", "--set", "fugue"]
    result = CliRunner().invoke(cli, args)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: set FUGUE is not in the card data; it has: ALIZE, BISE, CORE, COREKS, CYCLONE, "
        "DUSTER, DUSTERCB, DUSTEROP, DUSTERTOP, EOLE, EOLECB, EOLEOP, EOLETOP, JUDGE, MUSUBI, "
        "TCS3, WCF25, WCQ25, WCS25, WCS26\n"
    )


def test_cli_coverage_on_a_fresh_cache_uses_the_bundled_cards(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["--cache-dir", str(tmp_path), "engine", "coverage"])
    assert result.exit_code == 0
    assert "distinct effect texts modelled" in result.stdout
