"""Property tests: the three deck readers and the CLI on random input.

Every reader returns a deck or raises DeckParseError (never anything else), within the
limits it documents; the CLI exits 0-3 on any DECK (random text, codes, JSON), with no
internal error. Seeded (``derandomize``): the same examples every run. The 10,000-input
figure comes from ``python bench/fuzz.py``.
"""

from __future__ import annotations

import base64
import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.deckfmt import decode_deckfmt, encode_deckfmt
from altered_deck.decks.jsonfmt import parse_json
from altered_deck.decks.limits import MAX_DECK_CARDS, MAX_QUANTITY
from altered_deck.decks.model import Deck
from altered_deck.decks.reader import parse_deck_bytes, read_deck
from altered_deck.decks.text import parse_text
from altered_deck.errors import DeckParseError

FUZZ = settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=150,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

REFERENCES = [
    "ALT_CORE_B_AX_01_C",
    "ALT_CORE_B_AX_11_C",
    "ALT_CORE_B_AX_25_R1",
    "ALT_CORE_B_OR_09_R2",
    "ALT_CORE_B_NE_01_C",
    "ALT_ALIZE_B_YZ_12_C",
    "ALT_CORE_B_AX_08_U_1234",
]

references = st.one_of(
    st.sampled_from(REFERENCES),
    st.from_regex(
        r"ALT_[A-Z]{2,9}_[BAP]_[A-Z]{2}_[0-9]{1,4}_(C|R1|R2|E|U_[0-9]{1,6})", fullmatch=True
    ),
    st.text(max_size=30),
)
quantities = st.one_of(
    st.integers(-5, 70),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([MAX_QUANTITY, MAX_QUANTITY + 1, 10**6, 0]),
)


def valid_deck(deck: Deck) -> None:
    """What every deck a reader returns satisfies."""
    assert all(0 < e.quantity <= MAX_QUANTITY for e in deck.entries)
    assert deck.total <= MAX_DECK_CARDS


# --- text ---------------------------------------------------------------------------------

text_lines = st.one_of(
    st.builds(
        lambda q, x, r: f"{q}{x} {r}", quantities, st.sampled_from(["", "x", " x"]), references
    ),
    st.text(max_size=60),
    st.sampled_from(["# comment", "// comment", "", "   ", "\ufeff1 ALT_CORE_B_AX_01_C"]),
)


@FUZZ
@given(st.lists(text_lines, max_size=40))
def test_text_reader_returns_a_deck_or_a_parse_error(lines: list[str]) -> None:
    try:
        deck = parse_text("\n".join(lines), "fuzz")
    except DeckParseError as exc:
        assert str(exc).startswith("fuzz")
    else:
        valid_deck(deck)


@FUZZ
@given(st.binary(max_size=2000))
def test_any_bytes_are_a_deck_or_a_parse_error(data: bytes) -> None:
    with contextlib.suppress(DeckParseError):
        valid_deck(parse_deck_bytes(data, "fuzz"))


# --- JSON --------------------------------------------------------------------------------

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        quantities,
        st.floats(allow_nan=False),
        st.text(max_size=20),
    ),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
entries = st.fixed_dictionaries(
    {},
    optional={
        "reference": st.one_of(references, json_values),
        "cardReference": references,
        "quantity": st.one_of(quantities, json_values),
    },
)
json_decks = st.one_of(
    st.fixed_dictionaries({"cards": st.lists(st.one_of(entries, json_values), max_size=12)}),
    st.fixed_dictionaries({"deckCards": st.lists(entries, max_size=12)}),
    st.fixed_dictionaries(
        {"cardIndexes": st.dictionaries(st.builds("/cards/{}".format, references), quantities)},
        optional={"alterator": st.one_of(references, json_values)},
    ),
    st.fixed_dictionaries(
        {
            "deckCardsByType": st.dictionaries(
                st.text(max_size=8),
                st.one_of(
                    st.fixed_dictionaries(
                        {
                            "deckUserListCard": st.lists(
                                st.fixed_dictionaries(
                                    {"quantity": quantities, "card": st.one_of(references, entries)}
                                ),
                                max_size=6,
                            )
                        }
                    ),
                    json_values,
                ),
                max_size=3,
            )
        },
        optional={"name": json_values, "hero": json_values},
    ),
    json_values,
)


@FUZZ
@given(json_decks)
def test_json_reader_returns_a_deck_or_a_parse_error(data: Any) -> None:
    try:
        deck = parse_json(json.dumps(data), "fuzz")
    except DeckParseError as exc:
        assert str(exc).startswith("fuzz")
    else:
        valid_deck(deck)


@FUZZ
@given(st.text(alphabet='{}[]":,0123456789-eE.truefalsn \\u', max_size=300))
def test_json_like_text_is_a_deck_or_a_parse_error(text: str) -> None:
    with contextlib.suppress(DeckParseError):
        valid_deck(parse_json(text, "fuzz"))


# --- deckfmt ------------------------------------------------------------------------------


@FUZZ
@given(st.binary(max_size=400))
def test_deckfmt_reader_on_any_bytes(data: bytes) -> None:
    code = base64.urlsafe_b64encode(data).decode().rstrip("=")
    try:
        deck = decode_deckfmt(code)
    except DeckParseError:
        return
    valid_deck(deck)
    # What decodes encodes again, to a code that decodes to the same deck.
    assert decode_deckfmt(encode_deckfmt(deck)).quantities() == deck.quantities()


@FUZZ
@given(st.text(max_size=400))
def test_deck_argument_of_any_text(arg: str) -> None:
    with contextlib.suppress(DeckParseError):
        valid_deck(read_deck(arg))


# --- the CLI ------------------------------------------------------------------------------

COMMANDS = [
    ["deck", "show"],
    ["deck", "convert", "--to", "text"],
    ["deck", "convert", "--to", "json"],
    ["deck", "convert", "--to", "deckfmt"],
    ["validate"],
    ["stats"],
    ["goldfish", "--games", "5", "--jobs", "1", "--seed", "1"],
]

stdin_decks = st.one_of(
    st.lists(text_lines, max_size=30).map("\n".join),
    json_decks.map(json.dumps),
    st.binary(max_size=300).map(lambda b: base64.urlsafe_b64encode(b).decode()),
)


@pytest.fixture(scope="module")
def cli_cache(store: CardStore) -> Path:
    """The session's filled cache (commands run --offline: nothing is written)."""
    return store.path.parent


def exits_0_to_3(cache_dir: Path, args: list[str], stdin: str | None = None) -> None:
    result = CliRunner().invoke(
        cli, ["--cache-dir", str(cache_dir), "--offline", *args], input=stdin
    )
    assert result.exit_code in (0, 1, 2, 3), (args, stdin, result.stderr, result.exception)
    assert "internal error" not in result.stderr
    assert "Traceback" not in result.stderr


@FUZZ
@given(command=st.sampled_from(COMMANDS), deck=stdin_decks)
def test_cli_exits_0_to_3_on_any_deck_on_stdin(
    cli_cache: Path, command: list[str], deck: str
) -> None:
    exits_0_to_3(cli_cache, [*command, "-"], deck)


@FUZZ
@given(command=st.sampled_from(COMMANDS), arg=st.one_of(st.text(max_size=400), stdin_decks))
def test_cli_exits_0_to_3_on_any_deck_argument(
    cli_cache: Path, command: list[str], arg: str
) -> None:
    if arg.startswith("-") or "\x00" in arg:
        arg = "x" + arg.replace("\x00", "")  # an option, or a string no argv can hold
    exits_0_to_3(cli_cache, [*command, arg])
