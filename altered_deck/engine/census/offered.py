"""What a player is offered when an ability acts, in words: shown by ``engine coverage
--audit`` beside each compiled ability (the compiled tree says what the engine made of the
text; this says what the player then decides)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from altered_deck.cards.model import Card
from altered_deck.engine.census.positions import HOW_WORDS, RICH, Fire, names_contact
from altered_deck.engine.census.probe import Offered, Probe, play
from altered_deck.engine.census.run import distinct_texts
from altered_deck.engine.census.text import all_abilities, fired_abilities

NOT_PLAYED = "no census position makes it act (a static, or a trigger the census cannot build)"
NOTHING = "nothing offered: the engine resolves it without asking"
NOT_LEGAL = "its action is not legal in the census position (a play condition, a cost)"
SHOWN_OPTIONS = 4


def _line(offered: Offered) -> str:
    options = [text for text, _mine in offered.options]
    shown = " / ".join(options[:SHOWN_OPTIONS])
    more = f" / ... ({len(options)} options)" if len(options) > SHOWN_OPTIONS else ""
    return f"player {offered.player} · {offered.kind} · {offered.prompt}: {shown}{more}"


def offered_lines(text: str, card: Card, echo: bool) -> list[list[str]]:
    """For each ability of ``text`` (in order), the decisions offered when it acts in the rich
    position (both sides full; apart and In Contact when it names being [In Contact]), one
    line each, or why there are none."""
    fired = fired_abilities(text, card.card_type, echo)
    plays: dict[tuple[str, bool], Probe] = {}
    found = []
    for ability in all_abilities(text):
        how = next((h for h, abilities in fired.items() if ability in abilities), None)
        if how is None:
            found.append([NOT_PLAYED])
            continue
        lines = []
        for contact in (False, True) if names_contact(ability) else (False,):
            if (how, contact) not in plays:
                plays[how, contact] = play(Fire(how, card, contact=contact), RICH)
            probe = plays[how, contact]
            if not probe.fired:
                lines.append(probe.problem or NOT_LEGAL)
                continue
            said = f"({HOW_WORDS[how]}{', In Contact' if contact else ''}) "
            lines += [said + _line(o) for o in probe.offered] or [said + NOTHING]
        found.append(lines)
    return found


def audit_offers(cards: Iterable[Card], texts: Sequence[tuple[bool, str]]) -> list[list[list[str]]]:
    """:func:`offered_lines` for each (echo, text) of ``texts``, played with a card that
    prints it (the first by reference, as the census plays it)."""
    first, _per_set = distinct_texts(cards)
    return [offered_lines(text, first[(echo, text)], echo) for echo, text in texts]
