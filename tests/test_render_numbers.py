import pytest

from altered_deck.render.numbers import format_percent


@pytest.mark.parametrize(
    ("p", "text"),
    [
        (None, "–"),
        (0.0, "0.0%"),
        (0.0001, "<0.1%"),
        (0.0004, "<0.1%"),
        (0.40312, "40.3%"),
        (0.5, "50.0%"),
        (0.9996, ">99.9%"),
        (0.99991, ">99.9%"),
        (1.0, "100.0%"),
    ],
)
def test_format_percent(p: float | None, text: str) -> None:
    assert format_percent(p) == text
