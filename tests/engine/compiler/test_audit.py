"""``altered-deck engine coverage --audit N``: modelled texts beside their compiled effects."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.compiler.audit import DEFAULT_AUDIT_SEED, audit_ability, audit_texts
from altered_deck.engine.core import effects as fx
from altered_deck.render.coverage import audit_to_dict, render_audit
from tests.engine.kit import make_card

SIGNET = (
    "[[Fleeting]].  Choose one:  • Create a [Brassbug 2/2/2] Robot token in target Expedition.  "
    "• Roll a die. On a 4+, draw a card.  • [Sabotage]."
)
CARDS = [
    make_card("Reader", text="{J} Draw a card.", echo="{D} : I gain 1 boost."),
    make_card("Signet", "SPELL", 2, stats=None, text=SIGNET),
    make_card(
        "Keeper",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="{T} : If you control a token, draw a card. Otherwise, I gain 1 boost.",
    ),
    # unmodelled: never drawn
    make_card("Lost", text="{J} Sacrifice a Character. If its Hand Cost was {3} or more, draw."),
]

EXPECTED = """\
Coverage audit: 3 modelled texts drawn with seed 2

1. Signet (TEST, Spell) · main text · modelled
   1. [modelled] [[Fleeting]].
      keywords: KW_FLEETING
   2. [modelled] Choose one:  • Create a [Brassbug 2/2/2] Robot token in target
        Expedition.  • Roll a die. On a 4+, draw a card.  • [Sabotage].
      on_resolve:
        E_CHOOSE n=0 'Choose one'
          option 1:
            E_TOKEN n=1 0 0
          option 2:
            E_DIE n=0
              on 4-6:
                E_DRAW n=1
          option 3:
            E_SABOTAGE n=1
      token 0: [Brassbug 2/2/2] ROBOT

2. Reader (TEST, Character) · echo text · modelled
   1. [modelled] {D} : I gain 1 boost.
      support:
        E_BOOST_SELF n=1

3. Keeper (TEST, Landmark) · main text · modelled
   1. [modelled] {T} : If you control a token, draw a card. Otherwise, I gain 1
        boost.
      tap:
        E_IF_ELSE n=0 C_TOKEN 0
          then:
            E_DRAW n=1
          else:
            E_BOOST_SELF n=1
      tap_cost:
        {T} n=0
"""


def test_the_audit_prints_each_text_beside_its_compiled_effects():
    assert render_audit(audit_texts(CARDS, 3, seed=2), 2) == EXPECTED


def test_the_audit_as_data_nests_options_and_branches():
    (entry,) = audit_to_dict(audit_texts(CARDS, 1, seed=2), 2)["texts"]
    assert (entry["card"], entry["echo"], entry["class"]) == ("Signet", False, "modelled")
    choice = entry["abilities"][1]
    assert choice["tokens"] == ["0: [Brassbug 2/2/2] ROBOT"] and choice["misses"] == []
    (node,) = choice["slots"]["on_resolve"]
    assert node["op"] == "E_CHOOSE"
    assert [g["label"] for g in node["groups"]] == ["option 1", "option 2", "option 3"]
    die = node["groups"][1]["effects"][0]
    assert die["groups"] == [{"label": "on 4-6", "effects": [{"op": "E_DRAW", "n": 1, "args": []}]}]


def test_the_draw_is_seeded_and_only_takes_modelled_texts():
    names = [(e.card, e.echo) for e in audit_texts(CARDS, 99, seed=5)]
    assert sorted(names) == [
        ("Keeper", False),
        ("Reader", False),
        ("Reader", True),
        ("Signet", False),
    ]
    assert audit_texts(CARDS, 2, seed=5) == audit_texts(CARDS, 2, seed=5)
    assert audit_texts(CARDS, 2, seed=2) != audit_texts(CARDS, 2, seed=3)
    assert audit_texts(CARDS, 2, set_code="OTHER") == []


def test_cli_audit_text_and_json(cache_dir: Path) -> None:
    runner = CliRunner()
    base = ["--cache-dir", str(cache_dir), "engine", "coverage", "--audit", "3"]
    text = runner.invoke(cli, [*base, "--seed", "7"])
    assert text.exit_code == 0
    assert text.stdout.startswith("Coverage audit: 3 modelled texts drawn with seed 7\n\n1. ")
    data = json.loads(runner.invoke(cli, [*base, "--seed", "7", "--json"]).stdout)
    assert data["seed"] == 7 and len(data["texts"]) == 3
    for number, entry in enumerate(data["texts"], 1):
        assert f"\n{number}. {entry['card']} ({entry['set']}, " in text.stdout
        assert entry["class"] in ("modelled", "matchup_only")
    default = runner.invoke(cli, base)
    assert default.stdout == runner.invoke(cli, [*base, "--seed", str(DEFAULT_AUDIT_SEED)]).stdout
    help_text = runner.invoke(cli, ["engine", "coverage", "--help"]).stdout
    assert f"(default {DEFAULT_AUDIT_SEED})" in help_text


def test_cli_audit_bad_input_is_exit_2(cache_dir: Path) -> None:
    runner = CliRunner()
    base = ["--cache-dir", str(cache_dir), "engine", "coverage"]
    alone = runner.invoke(cli, [*base, "--seed", "3"])
    assert (alone.exit_code, alone.stdout) == (2, "")
    assert alone.stderr == "error: --seed goes with --audit\n"
    assert runner.invoke(cli, [*base, "--audit", "0"]).exit_code == 2


def test_effect_groups_are_named_by_their_place_in_the_argument():
    marie = audit_ability(
        "{H} You may sacrifice a Character or Permanent. If you don't, I gain [[Fleeting]].",
        fx.K_CHARACTER,
    )
    ((slot, (node,)),) = marie.slots
    assert (slot, node.op, node.args) == ("on_hand", "E_SACRIFICE", ("13", "()", "1"))
    assert [(label, [e.op for e in effects]) for label, effects in node.groups] == [
        ("if you don't", ["E_STATUS_SELF"])
    ]
    unless = audit_ability("{J} Unless you control a token, draw a card.", fx.K_CHARACTER)
    ((_slot, (node,)),) = unless.slots
    assert node.op == "E_IF_ELSE" and node.args == ("C_TOKEN", "0")
    assert [label for label, _effects in node.groups] == ["else"]  # "then" is empty
