"""Render what ``altered-deck engine scenario`` reports: the position, the log, the actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from altered_deck.render.data import attributes

if TYPE_CHECKING:
    from altered_deck.engine.scenario import ScenarioResult


def scenario_to_dict(result: ScenarioResult) -> dict[str, Any]:
    """The ``--json`` document: state (a valid position file), legal actions, log, result."""
    return attributes(result, "state", "legal_actions", "log", "terminal", "winner", "unsaved")


def render_scenario(result: ScenarioResult) -> str:
    """The position reached, what happened on the way, and the legal actions by id."""
    state = result.state
    names = result.names
    lines = [_headline(result)]
    regions = " ".join(
        f"{i}:{letters}" + ("" if shown else "?")
        for i, (letters, shown) in enumerate(zip(state["regions"], state["revealed"], strict=True))
    )
    lines.append(f"Adventure: {regions}  (? = face down)")
    if state.get("arena"):
        lines.append("Arena: tiebreakers (4.3): no expedition moves; Dusk compares both sums")
    for p, player in enumerate(state["players"]):
        lines += _player_lines(p, player, names)
    if result.log:
        lines.append("Log:")
        lines += [f"  {line}" for line in result.log]
    if result.unsaved:
        lines.append("Not in the state (a replay starts the day without it):")
        lines += [f"  {line}" for line in result.unsaved]
    if result.legal_actions:
        lines.append("Legal actions:")
        lines += [f"  {a['id']:>3}  {a['text']}" for a in result.legal_actions]
    return "\n".join(lines) + "\n"


def _headline(result: ScenarioResult) -> str:
    state = result.state
    day = f"Day {state['day']}"
    if result.terminal:
        winner = result.winner
        return f"{day}: game over, " + ("no winner" if winner is None else f"player {winner} won")
    first = state["first_player"]
    return f"{day}, {state['phase']}: player {state['turn']} to act (first player: {first})"


def _player_lines(p: int, player: dict[str, Any], names: dict[str, str]) -> list[str]:
    hero = names.get(player["hero"], "no Hero") if player["hero"] else "no Hero"
    notes = [
        note
        for key, note in (("passed", "passed"), ("hero_exhausted", "Hero exhausted"))
        if player.get(key)
    ]
    mana = player["mana"]
    hand = "; ".join(names.get(r, r) for r in player["hand"]) or "-"
    lines = [
        f"Player {p}: {hero}" + (f" ({', '.join(notes)})" if notes else ""),
        f"  hand ({len(player['hand'])}): {hand}",
        f"  mana {mana['orbs']} orbs, {mana['ready']} ready · deck {len(player['deck'])}"
        f" · discard {len(player['discard'])}",
        f"  reserve: {_units(player['reserve'], names)}",
        f"  landmarks: {_units(player['landmarks'], names)}",
    ]
    for key, label in (("hero_expedition", "Hero"), ("companion_expedition", "Companion")):
        exp = player[key]
        lines.append(f"  {label} expedition, region {exp['region']}: {_units(exp['cards'], names)}")
    return lines


def _units(cards: list[dict[str, Any]], names: dict[str, str]) -> str:
    if not cards:
        return "-"
    return "; ".join(_unit(card, names) for card in cards)


def _unit(card: dict[str, Any], names: dict[str, str]) -> str:
    key = card.get("ref") or card.get("token") or ""
    text = names.get(key, key)
    if card.get("token"):
        text += " (token)"
    extras = []
    if card["boosts"]:
        extras.append(f"+{card['boosts']} boost{'s' if card['boosts'] > 1 else ''}")
    extras += card["status"]
    if card["exhausted"]:
        extras.append("exhausted")
    extras += [f"{n} {name}" for name, n in card["counters"].items()]
    return text + (f" [{', '.join(extras)}]" if extras else "")
