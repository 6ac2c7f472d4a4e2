"""A judge's scenario: a position from a file, its legal actions, what applying some does.

``altered-deck engine scenario FILE [--apply ID]...`` sets up the position (one player: a
goldfish :class:`~altered_deck.engine.core.game.Game`; two: a
:class:`~altered_deck.engine.core.duel.Duel`), lists the legal actions of the player to decide
(numbered from 1, in the engine's order), applies the given ones in order (each from the legal
actions of the position reached so far) and reports the state reached (itself a valid position
file), its legal actions, a log of what happened, whether the game is over and who won. The
file's schema lives in :mod:`altered_deck.engine.scenario_file`; card data comes from the card
store."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from altered_deck.engine.core.adventure import terrain_letters
from altered_deck.engine.core.decisions import Decision
from altered_deck.engine.core.duel import ARENA, Duel
from altered_deck.engine.core.effects import (
    K_GEAR,
    K_LANDMARK,
    K_SPELL,
    S_EXHAUSTED,
    S_OWNED_ELSEWHERE,
)
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_EXPAND,
    A_HERO,
    A_MANA,
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SKIP_EXPAND,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    P_EXPAND,
    P_NOON,
    P_OVER,
    Action,
    GameState,
    Unit,
)
from altered_deck.engine.mechanics.feats.kinds import S_COMPLETED
from altered_deck.engine.mechanics.feats.rules import complete
from altered_deck.engine.scenario_file import STATUS_NAMES, CardSpec, PlayerSpec, PositionSpec
from altered_deck.engine.scenario_log import (
    Line,
    cursor,
    new_lines,
    place_answers,
    trim,
    unsaved,
)
from altered_deck.engine.scenario_setup import (
    FACE_DOWN_ORB,
    Side,
    adventure_layout,
    compile_side,
    owned_card,
    revealed_regions,
)
from altered_deck.errors import UsageError
from altered_deck.formats.engine_rules import engine_rules_on

if TYPE_CHECKING:
    from altered_deck.cards.store import CardStore

NO_DAY_CAP = 10_000
"""A scenario plays on as long as asked: no day cap ends it."""

_STATUS_BITS = (1, 2, 4, S_COMPLETED)  # S_FLEETING, S_ANCHORED, S_ASLEEP: STATUS_NAMES order
_EXPEDITIONS = ("hero", "companion")


@dataclass(frozen=True)
class ScenarioResult:
    """What ``engine scenario`` reports."""

    state: dict[str, Any]
    legal_actions: list[dict[str, Any]]
    log: list[str]
    terminal: bool
    winner: int | None
    names: dict[str, str]  # reference (or token name) -> English name, for the text output
    unsaved: list[str] = field(default_factory=list)  # what the state cannot hold, in words


class Scenario:
    """A position set up from a :class:`PositionSpec`, actions applied one at a time."""

    def __init__(self, spec: PositionSpec, store: CardStore, source: str) -> None:
        self.spec = spec
        self.source = source
        rules = engine_rules_on(spec.as_of)
        players = spec.players
        others = [players[1 - i] if len(players) == 2 else None for i in range(len(players))]
        self.sides = [
            compile_side(p, store, source, i, others[i]) for i, p in enumerate(spec.players)
        ]
        decks = [side.deck for side in self.sides]
        self.duel: Duel | None = None
        if len(decks) == 1:
            game = Game(decks[0], spec.seed, NO_DAY_CAP, [], reshuffle_rule=rules.reshuffle_rule)
            self.game: Game | None = game
        else:
            self.duel = Duel(
                (decks[0], decks[1]),
                spec.seed,
                max_days=NO_DAY_CAP,
                reshuffle_rule=rules.reshuffle_rule,
            )
            self.game = None
        self.begin_counters: list[int] = []  # each Hero's counters at the start of a game
        layout = adventure_layout(spec, source)
        revealed = revealed_regions(spec)
        for p, seat in enumerate(self.seats):
            seat.layout = layout
            seat.revealed = revealed  # one adventure: one list for both players
            self._place(seat, spec.players[p], self.sides[p], p)
        self._set_turns()
        self.log: list[str] = []
        self.resolving: list[int] = []  # the action waiting for a decision, its answers
        self.answered = 0  # the answers' lines at the end of the log (the action waiting)
        # a card's decisions are legal actions too (a judge answers them one by one)
        if self.duel is not None:
            self.duel.step_by_step()
        else:
            game.step_by_step()
        self._resume(spec.resolving)

    def _resume(self, ids: tuple[int, ...]) -> None:
        """Play the saved action and answers again, up to the decision it waits for (what
        happened before the position: not logged)."""
        for i, action_id in enumerate(ids):
            try:
                self.apply(action_id)
            except UsageError as exc:
                raise UsageError(f"{self.source}: resolving.{i}: {exc}") from None
        if ids and self.asking is None:
            raise UsageError(
                f"{self.source}: resolving: these actions leave no decision waiting; apply "
                "them with --apply instead"
            )
        self.log.clear()
        self.answered = 0

    @property
    def seats(self) -> list[GameState]:
        """The players' states (a duel's seats are new objects after a decision's replay)."""
        if self.duel is not None:
            return list(self.duel.seats)
        assert self.game is not None
        return [self.game]

    @property
    def asking(self) -> Decision | None:
        """The decision a card waits for, if any."""
        if self.duel is not None:
            return self.duel.asking
        assert self.game is not None
        return self.game.asking

    # --- setting up --------------------------------------------------------------------------

    def _place(self, g: GameState, player: PlayerSpec, side: Side, p: int) -> None:
        spec = self.spec
        where = f"players.{p}"
        g.day = spec.day
        if spec.day > 1 and g.source.hero is not None:
            g.hero = g.source.hero  # "ignore my abilities during the first Day": over
        g.hand = [side.by_ref[r] for r in player.hand]
        g.deck = [side.by_ref[r] for r in reversed(player.deck)]  # the engine's top is last
        g.discard = [side.by_ref[r] for r in player.discard]
        known = [side.by_ref[r] for r in player.mana.cards]
        orb = side.by_ref.get(FACE_DOWN_ORB)
        g.mana_cards = known + [orb] * (player.mana.orbs - len(known)) if orb else known
        g.mana_ready = player.mana.ready
        g.mana_to_pick = 0
        g.reserve = self._units(side, player.reserve, f"{where}.reserve")
        g.landmarks = self._units(side, player.landmarks, f"{where}.landmarks")
        g.exps = ([], [])
        g.gear = ([], [])
        for e, exp in enumerate((player.hero_expedition, player.companion_expedition)):
            for unit in self._units(side, exp.cards, f"{where}.{_EXPEDITIONS[e]}_expedition.cards"):
                (g.gear if unit.card.kind & K_GEAR else g.exps)[e].append(unit)
        g.pos = [player.hero_expedition.region, player.companion_expedition.region]
        if spec.phase != "over" and not spec.arena and g.pos[0] >= g.pos[1]:
            arena = ' or, tied, went to the Arena ("arena": true)' if self.duel else ""
            raise UsageError(
                f"{self.source}: {where}: the expeditions have met (Hero expedition on region "
                f"{g.pos[0]}, Companion expedition on region {g.pos[1]}): the game ended at that "
                f"Night (4.2.5.d){arena}"
            )
        if spec.arena:  # 4.3: no more moves, every region is the Arena
            g.arena = True  # type: ignore[attr-defined]  # a duel's Seat
            g.layout = ARENA
        g.hero_ready = not player.hero_exhausted
        self.begin_counters.append(g.hero_counters)
        if player.hero_counters is not None:
            g.hero_counters = player.hero_counters
        g.records = []
        g.won_day = None
        # first_player is today's first player: the engine keeps the first player of odd days
        first_today = spec.first_player == p
        g.first_on_odd_days = first_today if spec.day % 2 == 1 else not first_today
        g.first_on_day1 = g.first_on_odd_days
        g.in_morning = spec.phase == "morning"
        g.phase = {"morning": P_EXPAND, "afternoon": P_AFTERNOON, "over": P_OVER}[spec.phase]
        g.trace = []
        g.start_day_trace()

    def _units(self, side: Side, entries: tuple[str | CardSpec, ...], where: str) -> list[Unit]:
        """The zone's cards, each where it may be (2.1.e: a token only in an expedition; only
        Landmarks among the Landmarks; Characters and Expedition Permanents in expeditions)."""
        units = []
        for i, entry in enumerate(entries):
            unit = self._unit(side, entry, f"{where}.{i}")
            kind = unit.card.kind
            zone = where.rsplit(".", 1)[-1]
            problem = ""
            if unit.card.is_token and zone in ("reserve", "landmarks"):
                problem = "a token is never out of an expedition (2.1.e: it ceases to exist)"
            elif zone == "landmarks" and not kind & K_LANDMARK:
                problem = f"{unit.card.name} is not a Landmark: only Landmarks are among them"
            elif zone == "cards" and kind & (K_SPELL | K_LANDMARK):
                what = "a Spell" if kind & K_SPELL else "a Landmark"
                problem = f"{unit.card.name} is {what}, never in an expedition"
            if problem:
                raise UsageError(f"{self.source}: {where}.{i}: {problem}")
            units.append(unit)
        return units

    def _unit(self, side: Side, entry: str | CardSpec, where: str) -> Unit:
        if isinstance(entry, str):
            return Unit(side.by_ref[entry])
        if entry.token is not None:
            card = side.tokens.get(entry.token)
            if card is None:
                known = ", ".join(sorted(side.tokens)) or "none"
                raise UsageError(
                    f"{self.source}: {where}: unknown token {entry.token!r} (the cards of this "
                    f"player make: {known})"
                )
        else:
            card = owned_card(self.sides, side, entry, f"{self.source}: {where}")
        status = S_OWNED_ELSEWHERE if entry.owner else 0
        status |= sum(
            bit
            for bit, name in zip(_STATUS_BITS, STATUS_NAMES, strict=True)
            if name in entry.status
        )
        unit = Unit(card, entry.boosts, status | (S_EXHAUSTED if entry.exhausted else 0))
        kinds = [name for name, n in entry.counters.items() if n]
        if len(kinds) > 1:
            raise UsageError(
                f"{self.source}: {where}: {card.name} carries {' and '.join(kinds)} counters; "
                "the engine keeps one kind of counter per card"
            )
        unit.counters = sum(entry.counters.values())
        if status & S_COMPLETED:  # a Completed Feat has the abilities its second text gives
            complete(unit)
        return unit

    def _set_turns(self) -> None:
        spec = self.spec
        duel = self.duel
        if duel is None:
            return
        first = spec.first_player
        duel.passed = [p.passed for p in spec.players]
        duel.turn = spec.turn
        duel.tiebreak = spec.arena
        if spec.phase == "over":
            duel.over = True
        elif spec.phase == "morning" and spec.turn != first:
            self.seats[first].phase = P_NOON  # the first player has Expanded already
        elif spec.phase == "afternoon" and duel.passed[spec.turn]:
            raise UsageError(
                f"{self.source}: player {spec.turn} has passed: the turn is the other player's"
            )

    # --- the face: legal actions, apply, state ----------------------------------------------

    def current_player(self) -> int:
        """Who decides now (-1 once the game is over)."""
        if self.duel is not None:
            return self.duel.current_player()
        return -1 if self.seats[0].phase == P_OVER else 0

    def _legal(self) -> list[Action]:
        if self.duel is not None:
            return self.duel.legal_actions()
        game = self.seats[0]
        assert isinstance(game, Game)
        return game.legal_actions()

    def legal_actions(self) -> list[dict[str, Any]]:
        """The legal actions as objects, numbered from 1."""
        p = self.current_player()
        return [self._describe(i, a, p) for i, a in enumerate(self._legal(), start=1)]

    def apply(self, action_id: int) -> None:
        """Apply legal action number ``action_id``; anything else is a UsageError."""
        actions = self._legal()
        if not 1 <= action_id <= len(actions):
            legal = f"legal: 1-{len(actions)}" if actions else "the game is over"
            raise UsageError(f"action {action_id} is not legal in this position ({legal})")
        p = self.current_player()
        action = actions[action_id - 1]
        described = self._describe(action_id, action, p)
        answering = self.asking is not None
        day = self.seats[0].day
        self.log.append(f"day {day} P{p}: {described['text']}")
        self.answered = self.answered + 1 if answering else 0
        if self.asking is None:  # an answer restores the action's snapshot: trim before it only
            for seat in self.seats:
                trim(seat)
        cursors = [cursor(seat) for seat in self.seats]
        if self.duel is not None:
            self.duel.apply(action)
        else:
            game = self.seats[0]
            assert isinstance(game, Game)
            game.apply(action)
        lines: list[Line] = []
        for q, seat in enumerate(self.seats):
            lines += new_lines(seat, cursors[q], f"P{q} ")
        lines.sort(key=lambda item: item[:2])  # by day and Dusk, each player's in order
        self.log = place_answers(self.log, self.answered, lines)
        if self.asking is None:
            self.resolving = []
        else:  # still waiting: the action (a new one, or the one this answer belongs to)
            self.resolving = [*self.resolving, action_id] if answering else [action_id]

    @property
    def terminal(self) -> bool:
        return self.current_player() == -1

    @property
    def winner(self) -> int | None:
        if self.duel is not None:
            return self.duel.winner
        return 0 if self.seats[0].won_day is not None else None

    def result(self) -> ScenarioResult:
        return ScenarioResult(
            state=self.state(),
            legal_actions=self.legal_actions(),
            log=list(self.log),
            terminal=self.terminal,
            winner=self.winner,
            names={
                ref: card.name
                for side in self.sides
                for ref, card in [*side.by_ref.items(), *side.tokens.items()]
            }
            | {side.refs[-1]: side.deck.hero.name for side in self.sides if side.deck.hero},
            unsaved=unsaved(self.seats),
        )

    def state(self) -> dict[str, Any]:
        """The position reached, as a position file holds it."""
        first = self.seats[0]
        p = self.current_player()
        if p == -1:
            phase, turn = "over", 0
        elif any(seat.phase == P_EXPAND for seat in self.seats):
            phase, turn = "morning", p
        else:
            phase, turn = "afternoon", p
        first_player = 0 if first.first_player else 1
        extra: dict[str, Any] = {}
        if self.duel is not None and self.duel.tiebreak:
            extra["arena"] = True
        if self.resolving:
            extra["resolving"] = list(self.resolving)
        return {
            "as_of": self.spec.as_of.isoformat(),
            "day": first.day,
            "phase": phase,
            "turn": turn,
            "first_player": first_player,
            "seed": self.spec.seed,
            "regions": [terrain_letters(mask) for mask in first.layout],
            "revealed": list(first.revealed),
            **extra,
            "players": [self._player_state(q) for q in range(len(self.seats))],
        }

    def _player_state(self, p: int) -> dict[str, Any]:
        g = self.seats[p]
        side = self.sides[p]
        refs = side.refs
        orbs = [refs[c.index] for c in g.mana_cards if refs.get(c.index) != FACE_DOWN_ORB]
        mana: dict[str, Any] = {"orbs": len(g.mana_cards), "ready": g.mana_ready}
        if orbs:
            mana["cards"] = orbs
        state: dict[str, Any] = {
            "hero": refs.get(-1),
            "hand": [refs[c.index] for c in g.hand],
            "deck": [refs[c.index] for c in reversed(g.deck)],
            "reserve": [self._card_state(p, u) for u in g.reserve],
            "discard": [refs[c.index] for c in g.discard],
            "landmarks": [self._card_state(p, u) for u in g.landmarks],
            "mana": mana,
        }
        for e, name in enumerate(_EXPEDITIONS):
            units = [*g.exps[e], *g.gear[e]]
            state[f"{name}_expedition"] = {
                "region": g.pos[e],
                "cards": [self._card_state(p, u) for u in units],
            }
        if self.duel is not None and self.duel.passed[p]:
            state["passed"] = True
        if not g.hero_ready:
            state["hero_exhausted"] = True
        if g.hero_counters or self.begin_counters[p]:
            state["hero_counters"] = g.hero_counters
        return state

    def _card_state(self, p: int, unit: Unit) -> dict[str, Any]:
        card = unit.card
        side = self.sides[p]
        if unit.status & S_OWNED_ELSEWHERE:  # the opponent's card: their deck's reference
            side = self.sides[1 - p]
        named = {"token": card.name} if card.is_token else {"ref": side.refs[card.index]}
        if unit.status & S_OWNED_ELSEWHERE:
            named["owner"] = "opponent"
        counters = {}
        if unit.counters:
            counters = {side.counter_names.get(card.index, "Counter"): unit.counters}
        return {
            **named,
            "boosts": unit.boosts,
            "status": [
                n for bit, n in zip(_STATUS_BITS, STATUS_NAMES, strict=True) if unit.status & bit
            ],
            "exhausted": bool(unit.status & S_EXHAUSTED),
            "counters": counters,
        }

    def _describe(self, action_id: int, action: Action, p: int) -> dict[str, Any]:
        """One legal action as an object: id, text, kind, and the card, zones, expedition."""
        g = self.seats[p]
        kind, index, exp = action
        found: dict[str, Any] = {"id": action_id, "text": "", "kind": "", "player": p}
        asking = self.asking
        if kind == A_CHOOSE and asking is not None:
            return self._describe_option(found, asking, index, p)
        target = f"the {_EXPEDITIONS[exp].capitalize()} expedition"
        if kind == A_PASS:
            found.update(kind="pass", text="pass")
            return found
        if kind == A_SKIP_EXPAND:
            found.update(kind="skip", text="do not Expand")
            return found
        if kind == A_HERO:
            hero = g.hero
            assert hero is not None
            found.update(
                kind="ability", card=self.sides[p].refs.get(-1), zone="hero", to=_EXPEDITIONS[exp]
            )
            found["text"] = f"exhaust {hero.name} (Hero) for its ability, aimed at {target}"
            return found
        side = self.sides[p]
        if kind in (A_PLAY_RESERVE, A_SUPPORT):
            card = g.reserve[index].card
        elif kind == A_TAP:
            card = g.landmarks[index].card
        else:
            card = g.hand[index]
        ref = side.refs.get(card.index, card.name)
        name = card.name
        if kind in (A_MANA, A_EXPAND):
            found.update(
                kind="expand" if kind == A_EXPAND else "mana", card=ref, **{"from": "hand"}
            )
            found["to"] = "mana"
            found["text"] = f"Expand: {name} into Mana" if kind == A_EXPAND else f"{name} into Mana"
            return found
        if kind in (A_SUPPORT, A_TAP):
            zone = "reserve" if kind == A_SUPPORT else "landmarks"
            found.update(kind="ability", card=ref, zone=zone, to=_EXPEDITIONS[exp])
            how = "discard it from Reserve" if kind == A_SUPPORT else "exhaust it"
            found["text"] = f"use {name}'s ability ({how}), aimed at {target}"
            return found
        reserve = kind == A_PLAY_RESERVE
        base = {A_PLAY_HAND: card.hand_cost, A_SCOUT: card.scout}.get(kind, card.reserve_cost)
        cost = g.cost_of(card, base, reserve, exp)
        origin = "reserve" if reserve else "hand"
        found.update(kind="scout" if kind == A_SCOUT else "play", card=ref, **{"from": origin})
        text = f"play {name} from {'Reserve' if reserve else 'hand'}"
        if kind == A_SCOUT:
            text += " with Scout"
        text += f" for {cost} mana"
        if card.exp_choice:
            found["to"] = _EXPEDITIONS[exp]
            text += f" into {target}"
        found["text"] = text
        return found

    def _describe_option(
        self, found: dict[str, Any], asking: Decision, index: int, p: int
    ) -> dict[str, Any]:
        option = asking.options[index]
        found.update(kind=asking.kind, text=f"{asking.source}: {asking.prompt}: {option.text}")
        if option.number is not None:
            found["option"] = option.number
        if option.card is not None:
            side = self.sides[p if option.mine else 1 - p]
            found["card"] = side.refs.get(option.card.index, option.card.name)
        if option.zone is not None:
            found["zone"] = option.zone
        if not option.mine:
            found["side"] = "opponent"
        return found


def run_scenario(
    spec: PositionSpec, store: CardStore, source: str, applies: list[int]
) -> ScenarioResult:
    """Set up ``spec``, apply the action ids in order, and report (see :class:`Scenario`)."""
    scenario = Scenario(spec, store, source)
    for action_id in applies:
        scenario.apply(action_id)
    return scenario.result()
