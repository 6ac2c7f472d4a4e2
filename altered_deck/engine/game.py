"""The rules core: legal actions, apply, the day loop, terminal test; and :func:`play_game`.

A :class:`Game` advances on its own through every phase without a decision (Noon, Dusk,
Night, the Morning's Prepare and Draw) and stops where the player decides: Day 1's three Mana
cards, the Morning's Expand, each Afternoon turn. ``legal_actions()`` lists what may be done
there and ``apply(action)`` does it (an illegal action raises :class:`EngineError`).

Decisions inside effects follow a fixed engine policy (documented in the report/README):
tokens and boosts a triggered ability puts in "target Expedition" go where they make a move
(the Hero expedition first), optional costs ("you may pay {1}...", Sierra's exhaust) are paid
when possible, Clean-up keeps the most useful Reserve cards and Landmarks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine import effects as fx
from altered_deck.engine.adventure import terrain_letters
from altered_deck.engine.cards import CompiledDeck, EngineCard
from altered_deck.engine.effects import (
    K_CHARACTER,
    K_GEAR,
    K_LANDMARK,
    K_SPELL,
    K_TOKEN,
    KW_COOLDOWN,
    KW_DEFENDER,
    KW_ETERNAL,
    KW_FLEETING,
    KW_GIGANTIC,
    KW_SEASONED,
    S_ANCHORED,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    Effects,
)
from altered_deck.engine.record import DayRecord, GameRecord
from altered_deck.engine.state import (
    A_EXPAND,
    A_MANA,
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SKIP_EXPAND,
    A_SUPPORT,
    A_TAP,
    EXPEDITION_NAMES,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    P_OVER,
    PASS,
    SKIP_EXPAND,
    Action,
    GameState,
    Unit,
)
from altered_deck.engine.trace import DayTrace, ExpeditionTrace
from altered_deck.errors import EngineError, UsageError

if TYPE_CHECKING:
    from altered_deck.engine.pilots import Pilot

STAYS = S_ANCHORED | S_ASLEEP
_MODE_NAMES = ("hand", "reserve", "scout")


class Game(GameState):
    """A goldfish game: state + legal actions + apply + terminal test."""

    __slots__ = ()

    def __init__(
        self, deck: CompiledDeck, seed: int, max_days: int = 12, trace: list | None = None
    ) -> None:
        super().__init__(deck, seed, max_days, trace)
        self._start_day_trace()
        self.draw(6)
        self.mana_to_pick = min(3, len(self.hand))
        if not self.mana_to_pick:  # an empty deck: nothing to put into Mana
            self._noon()

    # --- terminal and record ---------------------------------------------------------------

    @property
    def over(self) -> bool:
        """True once the game is won or the day cap is reached."""
        return self.phase == P_OVER

    def record(self) -> GameRecord:
        """The game's record (complete once :attr:`over`)."""
        return GameRecord(seed=self.seed, won_day=self.won_day, days=self.records)

    # --- legal actions -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action in the current decision point (empty once the game is over)."""
        phase = self.phase
        if phase == P_AFTERNOON:
            return self._afternoon_actions()
        if phase == P_DAY1_MANA:
            return [(A_MANA, i, 0) for i in range(len(self.hand))]
        if phase == P_EXPAND:
            return [SKIP_EXPAND] + [(A_EXPAND, i, 0) for i in range(len(self.hand))]
        return []

    def _afternoon_actions(self) -> list[Action]:
        actions: list[Action] = [PASS]
        mana = self.mana_ready
        for i, card in enumerate(self.hand):
            targets = (0, 1) if card.exp_choice else (0,)
            if self.cost_of(card, card.hand_cost) <= mana:
                actions += [(A_PLAY_HAND, i, e) for e in targets]
            if card.scout and self.cost_of(card, card.scout) <= mana:
                actions += [(A_SCOUT, i, e) for e in targets]
        for i, unit in enumerate(self.reserve):
            if unit.status & S_EXHAUSTED:
                continue
            card = unit.card
            targets = (0, 1) if card.exp_choice else (0,)
            if self.cost_of(card, card.reserve_cost) <= mana:
                actions += [(A_PLAY_RESERVE, i, e) for e in targets]
            if card.support:
                actions += [(A_SUPPORT, i, e) for e in (0, 1)]
        for i, unit in enumerate(self.landmarks):
            card = unit.card
            if card.tap and not unit.status & S_EXHAUSTED and card.tap_cost <= mana:
                actions += [(A_TAP, i, e) for e in (0, 1)]
        return actions

    # --- apply -------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply one legal action, then run the game on to the next decision point."""
        kind, index, exp = action
        phase = self.phase
        if exp not in (0, 1):
            raise EngineError(f"illegal action {action}: no expedition {exp}")
        if phase == P_AFTERNOON:
            if kind == A_PLAY_HAND:
                self._play_from_hand(index, exp, scout=False)
            elif kind == A_PLAY_RESERVE:
                self._play_from_reserve(index, exp)
            elif kind == A_PASS:
                self._end_of_day()
            elif kind == A_SUPPORT:
                self._use_support(index, exp)
            elif kind == A_TAP:
                self._use_tap(index, exp)
            elif kind == A_SCOUT:
                self._play_from_hand(index, exp, scout=True)
            else:
                raise EngineError(f"illegal action {action} in the Afternoon")
        elif phase == P_DAY1_MANA:
            if kind != A_MANA or not 0 <= index < len(self.hand):
                raise EngineError(f"illegal action {action}: Day 1 needs a hand card for Mana")
            card = self.hand.pop(index)
            self.mana_cards.append(card)
            self.mana_ready += 1
            self._event("mana", card.name)
            self.mana_to_pick -= 1
            if self.mana_to_pick == 0 or not self.hand:
                self._noon()
        elif phase == P_EXPAND:
            if kind == A_EXPAND and 0 <= index < len(self.hand):
                card = self.hand.pop(index)
                self.mana_cards.append(card)
                self.mana_ready += 1
                self._event("expand", card.name)
            elif kind != A_SKIP_EXPAND:
                raise EngineError(f"illegal action {action} at Expand")
            self._noon()
        else:
            raise EngineError(f"illegal action {action}: the game is over")

    # --- costs -------------------------------------------------------------------------------

    def cost_of(self, card: EngineCard, base: int) -> int:
        """What playing ``card`` at printed cost ``base`` costs now (pending reductions)."""
        if not self.cost_cuts:
            return base
        kind = card.kind
        for mask, amount, _afternoon in self.cost_cuts:
            if kind & mask:
                base -= amount
        return base if base > 0 else 0

    def _pay(self, amount: int) -> None:
        if amount > self.mana_ready:
            raise EngineError(f"cannot pay {amount} mana with {self.mana_ready} ready")
        self.mana_ready -= amount
        self.spent += amount

    def _end_turn(self, played: EngineCard) -> None:
        """A card was played: matching "next card" reductions are used, turn ones expire."""
        if self.cost_cuts:
            kind = played.kind
            self.cost_cuts = [c for c in self.cost_cuts if c[2] and not kind & c[0]]
        self.next_boosts = 0

    # --- playing cards -----------------------------------------------------------------------

    def _play_from_hand(self, index: int, exp: int, scout: bool) -> None:
        hand = self.hand
        if not 0 <= index < len(hand):
            raise EngineError(f"no card {index} in hand ({len(hand)} cards)")
        card = hand[index]
        if scout and not card.scout:
            raise EngineError(f"{card.name} has no Scout")
        cost = self.cost_of(card, card.scout if scout else card.hand_cost)
        self._pay(cost)
        del hand[index]
        self.hand_plays += 1
        self._event("play", "scout" if scout else "hand", card.name, str(cost), _where(card, exp))
        self._resolve_play(card, None, exp, 2 if scout else 0)

    def _play_from_reserve(self, index: int, exp: int) -> None:
        reserve = self.reserve
        if not 0 <= index < len(reserve):
            raise EngineError(f"no card {index} in Reserve ({len(reserve)} cards)")
        unit = reserve[index]
        if unit.status & S_EXHAUSTED:
            raise EngineError(f"{unit.card.name} is exhausted in Reserve and cannot be played")
        card = unit.card
        cost = self.cost_of(card, card.reserve_cost)
        self._pay(cost)
        del reserve[index]
        self.reserve_plays += 1
        self._event("play", "reserve", card.name, str(cost), _where(card, exp))
        self._resolve_play(card, unit, exp, 1)

    def _resolve_play(self, card: EngineCard, unit: Unit | None, exp: int, mode: int) -> None:
        """Put a paid card where it goes and resolve its abilities (mode 0 Hand, 1 Reserve,
        2 Scout)."""
        kind = card.kind
        pending_boosts = self.next_boosts
        self._end_turn(card)
        if self.hero is not None and self.hero.statics:
            self._hero_play_trigger(card)
        for lm in self.landmarks:
            if lm.card.statics:
                self._static_play_trigger(lm, card)
        mode_effects = card.on_reserve if mode == 1 else card.on_hand
        if kind & K_CHARACTER:
            if unit is None:
                unit = Unit(card)
            else:
                if not card.keywords & KW_SEASONED:
                    unit.boosts = 0
                unit.status = 0
            if mode == 1 or card.keywords & KW_FLEETING:
                unit.status |= S_FLEETING
            self.exps[exp].append(unit)
            if pending_boosts:
                unit.boosts += pending_boosts
            if not self.first_character_played:
                self.first_character_played = True
                if self.hero is not None:
                    for st_kind, n, _arg in self.hero.statics:
                        if st_kind == fx.ST_FIRST_CHARACTER_BOOST:
                            unit.boosts += n
            self._joined(unit, exp)
            if mode_effects:
                self._run(mode_effects, unit, exp)
            if card.on_join:
                self._run(card.on_join, unit, exp)
            if mode == 2:
                self._leave_to_reserve(unit, exp)
        elif kind & K_SPELL:
            if mode_effects:
                self._run(mode_effects, None, exp)
            if card.on_resolve:
                self._run(card.on_resolve, None, exp)
            if mode == 1 or card.keywords & KW_FLEETING:
                self.discard.append(card)
            else:
                status = S_EXHAUSTED if card.keywords & KW_COOLDOWN else 0
                self.reserve.append(Unit(card, 0, status))
        elif kind & K_LANDMARK:
            unit = Unit(card) if unit is None else unit
            unit.status = 0
            unit.boosts = 0
            self.landmarks.append(unit)
            if mode_effects:
                self._run(mode_effects, unit, exp)
            if card.on_join:
                self._run(card.on_join, unit, exp if card.exp_choice else -1)
        elif kind & K_GEAR:
            unit = Unit(card) if unit is None else unit
            unit.status = 0
            self.gear[exp].append(unit)
            if mode_effects:
                self._run(mode_effects, unit, exp)
            if card.on_join:
                self._run(card.on_join, unit, exp)
        else:
            raise EngineError(f"{card.name} cannot be played")

    def _leave_to_reserve(self, unit: Unit, exp: int) -> None:
        """Scout: the Character goes from its expedition to Reserve."""
        self.exps[exp].remove(unit)
        if not unit.card.keywords & KW_SEASONED:
            unit.boosts = 0
        unit.status = 0
        self.reserve.append(unit)
        if unit.card.on_leave:
            self._run(unit.card.on_leave, None, exp)

    def _hero_play_trigger(self, card: EngineCard) -> None:
        hero = self.hero
        assert hero is not None
        for st_kind, _n, arg in hero.statics:
            if st_kind == fx.ST_PLAY_EXHAUST and self.hero_ready:
                played, min_cost, effects = arg
                if card.kind & played and card.hand_cost >= min_cost:
                    self.hero_ready = False
                    self._event("hero", hero.name)
                    self._run(effects, None, -1)

    def _static_play_trigger(self, landmark: Unit, card: EngineCard) -> None:
        for st_kind, _n, arg in landmark.card.statics:
            if st_kind == fx.ST_PLAY_EXHAUST and not landmark.status & S_EXHAUSTED:
                played, min_cost, effects = arg
                if card.kind & played and card.hand_cost >= min_cost:
                    landmark.status |= S_EXHAUSTED
                    self._run(effects, landmark, -1)

    def _joined(self, unit: Unit, exp: int) -> None:
        """A Character joined an expedition: "when a Character joins" statics apply."""
        del exp
        sources = self.landmarks
        hero = self.hero
        if hero is not None and hero.statics:
            self._join_statics(hero.statics, unit)
        for lm in sources:
            if lm.card.statics:
                self._join_statics(lm.card.statics, unit)

    @staticmethod
    def _join_statics(statics: tuple[fx.Static, ...], unit: Unit) -> None:
        for st_kind, n, subtype in statics:
            if st_kind == fx.ST_JOIN_BOOST and (not subtype or unit.card.subtype == subtype):
                unit.boosts += n

    # --- quick actions -------------------------------------------------------------------------

    def _use_support(self, index: int, exp: int) -> None:
        reserve = self.reserve
        if not 0 <= index < len(reserve):
            raise EngineError(f"no card {index} in Reserve")
        unit = reserve[index]
        card = unit.card
        if unit.status & S_EXHAUSTED or not card.support:
            raise EngineError(f"{card.name} has no usable support ability")
        del reserve[index]
        self.discard.append(card)
        self._event("support", card.name)
        self._run(card.support, None, exp)

    def _use_tap(self, index: int, exp: int) -> None:
        if not 0 <= index < len(self.landmarks):
            raise EngineError(f"no Landmark {index}")
        unit = self.landmarks[index]
        card = unit.card
        if unit.status & S_EXHAUSTED or not card.tap:
            raise EngineError(f"{card.name} cannot be exhausted for an ability")
        self._pay(card.tap_cost)
        unit.status |= S_EXHAUSTED
        self._event("tap", card.name)
        self._run(card.tap, unit, exp)

    # --- effects -------------------------------------------------------------------------------

    def _run(self, effects: Effects, unit: Unit | None, exp: int) -> None:
        """Execute effect tuples. ``unit`` is the source ("I"), ``exp`` its expedition or the
        chosen target expedition (-1: the engine picks where a token or boost helps most)."""
        for op, n, arg in effects:
            if op == fx.E_TOKEN:
                token, where = arg
                self._create_tokens(self.source.cards[token], n, where, exp)
            elif op == fx.E_BOOST_SELF:
                if unit is not None:
                    unit.boosts += n
            elif op == fx.E_DRAW:
                self.draw(n)
            elif op == fx.E_RESUPPLY:
                for _ in range(n):
                    self._resupply(bool(arg))
            elif op == fx.E_STATUS_SELF:
                if unit is not None:
                    unit.status |= arg
            elif op == fx.E_LOSE_FLEETING:
                if unit is not None:
                    unit.status &= ~S_FLEETING
            elif op == fx.E_NEXT_COST:
                mask, afternoon = arg
                self.cost_cuts.append((mask, n, afternoon))
            elif op == fx.E_NEXT_BOOST:
                self.next_boosts += n
            elif op == fx.E_BOOST_TARGET:
                target = self._character_target(exp, 0)
                if target is not None:
                    target.boosts += n
            elif op == fx.E_BOOST_ALL:
                for e in self.exps:
                    for u in e:
                        u.boosts += n
            elif op == fx.E_BOOST_UP_TO_TWO:
                first = self._character_target(exp, 0)
                if first is not None:
                    first.boosts += n
                    second = self._character_target(1 - exp if exp >= 0 else -1, 0, first)
                    if second is not None:
                        second.boosts += n
            elif op == fx.E_ANCHOR_TARGET:
                target = self._character_target(exp, n, None, S_ANCHORED)
                if target is not None:
                    target.status |= S_ANCHORED
            elif op == fx.E_HAND_TO_RESERVE:
                self._hand_to_reserve()
            elif op == fx.E_COUNTERS:
                if unit is not None:
                    unit.counters += n
            elif op == fx.E_PAY_COUNTER_TOKEN:
                if unit is not None and unit.counters > 0 and self.mana_ready >= n:
                    self._pay(n)
                    unit.counters -= 1
                    token, where = arg
                    self._create_tokens(self.source.cards[token], 1, where, exp)
            elif op == fx.E_IF:
                condition, amount, inner = arg
                if self._holds(condition, amount, unit):
                    self._run(inner, unit, exp)
            elif op == fx.E_DIE:
                roll = self.rng.randint(1, 6)
                self._event("die", str(roll))
                for low, high, inner in arg:
                    if low <= roll <= high:
                        self._run(inner, unit, exp)
            elif op == fx.E_DIE_BOOST_TARGET:
                roll = self.rng.randint(1, 6)
                self._event("die", str(roll))
                target = self._character_target(exp, 0)
                if target is not None:
                    target.boosts += roll

    def _holds(self, condition: int, amount: int, unit: Unit | None) -> bool:
        if condition == fx.C_LANDMARKS:
            return len(self.landmarks) >= amount
        if condition == fx.C_CHARACTERS:
            others = sum(1 for e in self.exps for u in e if u is not unit)
            return others >= amount
        if condition == fx.C_FIRST_PLAYER:
            return self.first_player
        if condition == fx.C_TOKEN:
            return any(u.card.kind & K_TOKEN for e in self.exps for u in e)
        return False

    def _needy_expedition(self) -> int:
        """Where an engine-placed token or boost helps: the first expedition not moving yet."""
        if not self.would_move(0):
            return 0
        if not self.would_move(1):
            return 1
        return 0

    def _create_tokens(self, token: EngineCard, count: int, where: int, exp: int) -> None:
        for i in range(count):
            if where == fx.TO_TARGET or where == fx.TO_MINE:
                targets: tuple[int, ...] = (exp if exp >= 0 else self._needy_expedition(),)
            elif where == fx.TO_OTHER:
                targets = (1 - exp if exp >= 0 else 1,)
            elif where == fx.TO_HERO:
                targets = (0,)
            elif where == fx.TO_COMPANION:
                targets = (1,)
            elif where == fx.TO_EACH:
                targets = (0, 1)
            else:  # split: alternate, starting in the target expedition
                first = exp if exp >= 0 else self._needy_expedition()
                targets = (first if i % 2 == 0 else 1 - first,)
            for e in targets:
                unit = Unit(token)
                self.exps[e].append(unit)
                self._joined(unit, e)
                self._event("token", token.name, EXPEDITION_NAMES[e])

    def _character_target(
        self, exp: int, max_cost: int, exclude: Unit | None = None, lacking: int = 0
    ) -> Unit | None:
        """The Character an effect aimed at "target Character" picks: in ``exp`` first (the
        most recent one that is not Asleep), then in the other expedition."""
        order = (exp, 1 - exp) if exp >= 0 else (self._needy_expedition(), 1)
        for e in order:
            units = self.exps[e]
            for k in range(len(units) - 1, -1, -1):
                u = units[k]
                if u is exclude or u.status & (S_ASLEEP | lacking):
                    continue
                if max_cost and u.card.hand_cost > max_cost:
                    continue
                return u
        return None

    def _resupply(self, exhausted: bool) -> None:
        two = self._resupply_two()
        card = self.take_top()
        if card is None:
            return
        if two:
            other = self.take_top()
            if other is not None:
                if other.keep_value > card.keep_value:
                    card, other = other, card
                self.discard.append(other)
        self.reserve.append(Unit(card, 0, S_EXHAUSTED if exhausted else 0))
        self._event("resupply", card.name)

    def _resupply_two(self) -> bool:
        for lm in self.landmarks:
            for st_kind, _n, _arg in lm.card.statics:
                if st_kind == fx.ST_RESUPPLY_TWO:
                    return True
        return False

    def _hand_to_reserve(self) -> None:
        hand = self.hand
        if not hand:
            return
        best = max(range(len(hand)), key=lambda i: hand[i].keep_value)
        card = hand.pop(best)
        self.reserve.append(Unit(card))
        self._event("to-reserve", card.name)

    # --- phases ----------------------------------------------------------------------------------

    def _noon(self) -> None:
        hero = self.hero
        if hero is not None and hero.at_noon:
            self._run(hero.at_noon, None, -1)
        for lm in list(self.landmarks):
            if lm.card.at_noon:
                self._run(lm.card.at_noon, lm, -1)
        for e in (0, 1):
            for u in [*self.exps[e], *self.gear[e]]:
                if u.card.at_noon:
                    self._run(u.card.at_noon, u, e)
        self.phase = P_AFTERNOON
        self.first_character_played = False
        self.cost_cuts = []
        self.next_boosts = 0
        if self.day_trace is not None:
            self.day_trace.hand = [c.name for c in self.hand]
            self.day_trace.mana = len(self.mana_cards)

    def would_move(self, exp: int) -> bool:
        """Would expedition ``exp`` move forward if Dusk came now (opponent empty)? Yes when,
        for a terrain of the region it stands on, its sum is above 0 (the empty side's sum)."""
        f, m, w, defender = self.expedition_sums(exp)
        if defender:
            return False
        mask = self.layout[self.pos[exp]]
        return bool((mask & 1 and f > 0) or (mask & 2 and m > 0) or (mask & 4 and w > 0))

    def blocked(self, exp: int) -> bool:
        """True when a Defender keeps expedition ``exp`` from moving at Dusk."""
        return self.expedition_sums(exp)[3]

    def expedition_sums(self, exp: int) -> tuple[int, int, int, bool]:
        """Forest, Mountain and Water sums of expedition ``exp`` at Dusk, and whether a
        Defender is in it: its own Characters and the other expedition's Gigantic ones, each
        stat plus its boosts, Asleep ones counting 0."""
        f = m = w = 0
        defender = False
        for units, own in ((self.exps[exp], True), (self.exps[1 - exp], False)):
            for u in units:
                card = u.card
                if not own and not card.keywords & KW_GIGANTIC:
                    continue
                if card.keywords & KW_DEFENDER:
                    defender = True
                if u.status & S_ASLEEP:
                    continue
                b = u.boosts
                stats = card.stats
                f += stats[0] + b
                m += stats[1] + b
                w += stats[2] + b
        return f, m, w, defender

    def _dusk(self) -> None:
        for e in (0, 1):
            for u in list(self.exps[e]):
                if u.card.at_dusk:
                    self._run(u.card.at_dusk, u, e)
        for lm in list(self.landmarks):
            if lm.card.at_dusk:
                self._run(lm.card.at_dusk, lm, -1)
        moves = [self.would_move(0), self.would_move(1)]
        if self.day_trace is not None:
            self._trace_dusk(moves)
        pos = self.pos
        if moves[0] and pos[0] < 7:
            pos[0] += 1
            self.revealed[pos[0]] = True
        if moves[1] and pos[1] > 0:
            pos[1] -= 1
            self.revealed[pos[1]] = True
        self.moved = moves

    def _night(self) -> None:
        reserve = self.reserve
        discard = self.discard
        leaving: list[tuple[Effects, int]] = []
        for e in (0, 1):
            staying: list[Unit] = []
            for u in self.exps[e]:
                card = u.card
                if u.status & STAYS:
                    u.status &= ~STAYS
                    staying.append(u)
                    continue
                if card.keywords & KW_ETERNAL:
                    staying.append(u)
                    continue
                if card.on_leave:
                    leaving.append((card.on_leave, e))
                if card.kind & K_TOKEN:
                    continue
                if u.status & S_FLEETING:
                    discard.append(card)
                    continue
                if not card.keywords & KW_SEASONED:
                    u.boosts = 0
                u.status = 0
                reserve.append(u)
            self.exps[e][:] = staying
            if self.moved[e] and self.gear[e]:
                for u in self.gear[e]:
                    u.status = 0
                    reserve.append(u)
                self.gear[e].clear()
        for effects, e in leaving:
            self._run(effects, None, e)
        self._clean_up()

    def _clean_up(self) -> None:
        reserve = self.reserve
        if len(reserve) > self.reserve_limit:
            ranked = sorted(reserve, key=_reserve_keep, reverse=True)
            keep = ranked[: self.reserve_limit]
            for u in ranked[self.reserve_limit :]:
                self.discard.append(u.card)
            self.reserve = [u for u in reserve if u in keep]
        landmarks = self.landmarks
        if len(landmarks) > self.landmark_limit:
            ranked = sorted(landmarks, key=_landmark_keep, reverse=True)
            keep = ranked[: self.landmark_limit]
            for u in ranked[self.landmark_limit :]:
                self.discard.append(u.card)
            self.landmarks = [u for u in landmarks if u in keep]

    def _end_of_day(self) -> None:
        hand_size = len(self.hand)
        mana = len(self.mana_cards)
        self._dusk()
        self._night()
        pos = self.pos
        self.records.append(
            DayRecord(
                day=self.day,
                mana=mana,
                spent=self.spent,
                hand_plays=self.hand_plays,
                reserve_plays=self.reserve_plays,
                hand_size=hand_size,
                hero_position=pos[0],
                companion_position=pos[1],
                hero_moved=self.moved[0],
                companion_moved=self.moved[1],
            )
        )
        won = pos[0] + 7 - pos[1] >= 7
        if self.day_trace is not None:
            self._trace_night(won)
        if won:
            self.won_day = self.day
            self.phase = P_OVER
            return
        if self.day >= self.max_days:
            self.phase = P_OVER
            return
        self._morning()

    def _morning(self) -> None:
        self.day += 1
        self._start_day_trace()
        self.spent = 0
        self.hand_plays = 0
        self.reserve_plays = 0
        self.mana_ready = len(self.mana_cards)
        self.hero_ready = True
        for u in self.reserve:
            u.status &= ~S_EXHAUSTED
        for u in self.landmarks:
            u.status &= ~S_EXHAUSTED
        self.draw(2)
        if self.hand:
            self.phase = P_EXPAND
        else:
            self._noon()

    # --- trace (only when a trace list was given) -------------------------------------------------

    def _start_day_trace(self) -> None:
        if self.trace is not None:
            self.day_trace = DayTrace(day=self.day)
            self.trace.append(self.day_trace)

    def _event(self, *event: str) -> None:
        if self.day_trace is not None:
            self.day_trace.events.append(event)

    def _trace_dusk(self, moves: list[bool]) -> None:
        assert self.day_trace is not None
        for e in (0, 1):
            f, m, w, _defender = self.expedition_sums(e)
            region = self.pos[e]
            names = [_unit_label(u) for u in self.exps[e]]
            names += [
                f"{_unit_label(u)} (Gigantic)"
                for u in self.exps[1 - e]
                if u.card.keywords & KW_GIGANTIC
            ]
            step = (1 if e == 0 else -1) if moves[e] else 0
            self.day_trace.expeditions.append(
                ExpeditionTrace(
                    name=EXPEDITION_NAMES[e],
                    region=region,
                    terrains=terrain_letters(self.layout[region]),
                    forest=f,
                    mountain=m,
                    water=w,
                    characters=names,
                    moved=moves[e],
                    position_after=min(7, max(0, region + step)),
                )
            )

    def _trace_night(self, won: bool) -> None:
        assert self.day_trace is not None
        self.day_trace.reserve = [u.card.name for u in self.reserve]
        self.day_trace.landmarks = [u.card.name for u in self.landmarks]
        self.day_trace.deck_left = len(self.deck)
        self.day_trace.won = won


def _where(card: EngineCard, exp: int) -> str:
    if card.kind & (K_CHARACTER | K_GEAR):
        return EXPEDITION_NAMES[exp]
    if card.kind & K_LANDMARK:
        return "Landmarks"
    return ""


def _unit_label(unit: Unit) -> str:
    card = unit.card
    f, m, w = card.stats
    b = unit.boosts
    label = f"{card.name} {f + b}/{m + b}/{w + b}"
    if unit.status & S_ASLEEP:
        label += " asleep"
    if unit.status & S_ANCHORED:
        label += " anchored"
    return label


def _reserve_keep(unit: Unit) -> float:
    return unit.card.keep_value + 0.25 * unit.boosts


def _landmark_keep(unit: Unit) -> float:
    card = unit.card
    for op, _n, _arg in card.at_noon:
        if op == fx.E_PAY_COUNTER_TOKEN and unit.counters == 0:
            return 0.0
    return card.usefulness


def play_game(
    deck: CompiledDeck,
    seed: int,
    pilot: Pilot,
    *,
    max_days: int = 12,
    trace: list | None = None,
) -> GameRecord:
    """Play one seeded goldfish game of ``deck`` with ``pilot``; replayable from its seed.

    All randomness comes from ``random.Random(seed)`` created here. With ``trace`` a list,
    one :class:`~altered_deck.engine.trace.DayTrace` per day is appended to it.
    """
    if max_days < 1:
        raise UsageError(f"the day cap must be at least 1, not {max_days}")
    game = Game(deck, seed, max_days, trace)
    choose = pilot.choose
    apply = game.apply
    while game.phase != P_OVER:
        apply(choose(game))
    return game.record()


__all__ = ["A_PASS", "A_PLAY_HAND", "A_PLAY_RESERVE", "Game", "play_game"]
