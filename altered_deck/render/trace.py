"""Render a traced goldfish game (a list of ``DayTrace``) as readable text, day by day."""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.engine.trace import DayTrace, TraceEvent


def render_trace(trace: Sequence[DayTrace]) -> str:
    """One block per day: the hand at Noon, Mana Orbs, events in order (Day 1's Mana cards or
    the Expand, Noon triggers, plays and what they did), each expedition at Dusk (region,
    terrains, sums, Characters, move) and the Reserve, Landmarks and deck after the Night."""
    lines: list[str] = []
    for day in trace:
        lines.append(f"Day {day.day}")
        lines.append(f"  hand at Noon ({len(day.hand)}): {'; '.join(day.hand) or '-'}")
        lines.append(f"  mana: {day.mana} orbs")
        for event in day.events:
            lines.append(f"  {_event_text(event)}")
        for exp in day.expeditions:
            move = f"moves to region {exp.position_after}" if exp.moved else "does not move"
            lines.append(
                f"  Dusk, {exp.name} expedition on region {exp.region} ({exp.terrains}): "
                f"F {exp.forest} M {exp.mountain} W {exp.water} -> {move}"
            )
            if exp.characters:
                lines.append(f"    {' · '.join(exp.characters)}")
        lines.append(
            f"  Night: Reserve [{'; '.join(day.reserve)}]  Landmarks "
            f"[{'; '.join(day.landmarks)}]  deck {day.deck_left}"
        )
        if day.won:
            lines.append(f"  Won on day {day.day}.")
    return "\n".join(lines) + ("\n" if lines else "")


def _event_text(event: TraceEvent) -> str:
    what = event[0]
    if what == "play":
        _what, source, name, cost, where = event
        target = f" -> {where}" if where else ""
        return f"play {name} from {source} for {cost}{target}"
    if what == "mana":
        return f"to Mana: {event[1]}"
    if what == "expand":
        return f"Expand: {event[1]}"
    if what == "token":
        return f"  token {event[1]} -> {event[2]}"
    if what == "resupply":
        return f"  Resupply: {event[1]} to Reserve"
    if what == "to-reserve":
        return f"  {event[1]} from hand to Reserve"
    if what == "support":
        return f"use {event[1]} from Reserve (discarded)"
    if what == "tap":
        return f"exhaust {event[1]}"
    if what == "die":
        return f"  die roll: {event[1]}"
    if what == "hero":
        return f"  {event[1]} exhausts"
    return " ".join(event)
