"""Decisions a card asks for while it resolves: "Choose one", "you may", "target Character"...

A handler that lets a player decide calls :func:`decide` with a :class:`Decision`: its kind,
the card that asks, and the options in the order the card prints them (for a target, in the
order the zones are read). It gets back the index of the option taken. Who answers depends on
how the game is driven:

* **live** (``answers`` is None: a pilot plays the game to its end): the deciding state's
  ``decider`` (the :meth:`~altered_deck.engine.pilots.Pilot.decide` of that player's pilot)
  answers at once; without one, the decision's ``hint``. No copy is made: the hot path.
* **step by step** (``answers`` is a list: the scenario tool, a pilot that searches decisions,
  anyone driving the game through ``legal_actions``/``apply``): an unanswered decision stops
  the action with :class:`Suspended`; the game is put back as it was before the action and
  offers the decision as legal actions ``(A_CHOOSE, option, 0)``. Applying one replays the
  action from that position with the answers given so far. The position includes the random
  generator, so a replay makes the same draws and rolls.

Both ways see the same options in the same order. ``hint`` is the option the engine's own
evaluation prefers (the mechanic that asks computes it from the position: the Character whose
boosts make an expedition move, the option that acts...); the greedy pilot takes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from altered_deck.engine.core.state import A_CHOOSE, Action
from altered_deck.errors import EngineError

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.core.state import GameState, Unit

# decision kinds (the ``kind`` of a legal action in the scenario tool)
CHOOSE = "choose"  # "Choose one" / "Choose two": an option as printed on the card
MAY = "may"  # "you may ...": yes or no
TARGET = "target"  # "target Character / Permanent / player ..."
CARD = "card"  # which card: to discard, sacrifice, put in Reserve, keep...
EXPEDITION = "expedition"  # which expedition
UP_TO = "up to"  # how many, or one more item of "up to N"

YES = 0
NO = 1

Replay = tuple[Any, Any, tuple[int, ...]]
"""How a stopped action goes on: (the position before it, the action, the answers given)."""


class Option:
    """One answer to a decision: its text, and where it applies (for readers and pilots)."""

    __slots__ = ("card", "mine", "number", "text", "zone")

    def __init__(
        self,
        text: str,
        *,
        card: EngineCard | None = None,
        mine: bool = True,
        zone: str | None = None,
        number: int | None = None,
    ) -> None:
        self.text = text
        self.card = card  # the card the option names (a target, a card to choose)
        self.mine = mine  # on the deciding player's side (False: the opponent's)
        self.zone = zone  # "hero", "companion", "reserve", "hand", "landmarks"...
        self.number = number  # 1-based, as printed on the card ("Choose one" options)

    def __repr__(self) -> str:
        return f"Option({self.text!r})"


class Decision:
    """What a card asks a player to decide, and the options (at least two)."""

    __slots__ = ("hint", "kind", "options", "player", "prompt", "source")

    def __init__(
        self, kind: str, source: str, prompt: str, options: list[Option], hint: int = 0
    ) -> None:
        self.kind = kind
        self.source = source  # the name of the card that asks
        self.prompt = prompt  # what is asked, in the card's words
        self.options = options
        self.hint = hint if 0 <= hint < len(options) else 0
        self.player: GameState | None = None  # the deciding state, set by :func:`decide`

    def __repr__(self) -> str:
        return f"Decision({self.kind!r}, {self.source!r}, {len(self.options)} options)"


class Suspended(Exception):
    """A step-by-step game reached a decision no answer was given for."""

    def __init__(self, state: GameState, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.state = state
        self.decision = decision


def decide(g: GameState, decision: Decision) -> int:
    """The option ``g``'s player takes (an index into ``decision.options``); see the module."""
    if len(decision.options) < 2:
        return 0
    decision.player = g
    answers = g.answers
    if answers is None:
        decider = g.decider
        return decision.hint if decider is None else decider(g, decision)
    if answers:
        answer = answers.pop(0)
        g.event("decided")  # (tracing) where the answer fits among the day's events
        if 0 <= answer < len(decision.options):
            return answer
        return decision.hint  # a replay that diverged (a look-ahead copy): the hint
    raise Suspended(g, decision)


def asks(g: GameState) -> bool:
    """Whether ``g``'s decisions go to someone: played step by step, or a decider that does
    not simply take the hint. Callers skip building options when not (the hot path)."""
    return g.answers is not None or g.decider is not None


def source_name(g: GameState, unit: Unit | None) -> str:
    """The name of the card whose effect asks: the source Character or Permanent, else the
    card being played or used (a Spell, the Hero)."""
    if unit is not None:
        return unit.card.name
    return g.resolving.name if g.resolving is not None else "an effect"


def may(g: GameState, source: str, prompt: str, worth_it: bool) -> bool:
    """A "you may" decision: True when the player does it (``worth_it``: the engine's hint)."""
    if not asks(g):
        return worth_it
    decision = Decision(MAY, source, prompt, [Option("yes"), Option("no")], YES if worth_it else NO)
    return decide(g, decision) == YES


def which(
    g: GameState, kind: str, source: str, prompt: str, options: list[Option], hint: int
) -> int:
    """Shorthand: :func:`decide` on a new :class:`Decision`."""
    if not asks(g):
        return hint
    return decide(g, Decision(kind, source, prompt, options, hint))


ZONE_LABELS = {
    "hand": "hand",
    "reserve": "Reserve",
    "landmarks": "Landmarks",
    "hero": "Hero expedition",
    "companion": "Companion expedition",
    "deck": "deck",
}

IN_PLAY_ZONES = {0: "hero", 1: "companion", -1: "landmarks"}
"""The zone of a card in play by its expedition (-1: the Landmarks), as the engine keeps it."""


def pick_card(
    g: GameState,
    source: str,
    prompt: str,
    cards: list[tuple[EngineCard, str]],
    hint: int,
    none: str | None = None,
    mine: bool = True,
) -> int:
    """A :data:`CARD` decision: which of ``cards`` (each with its zone, a key of
    :data:`ZONE_LABELS`; on ``g``'s side, or ``mine`` False: on the opponent's) ``g``'s player
    picks; the option text names card and zone ("Foundry Armorer (Reserve)"). ``none``: the
    text of a last option that picks no card ("you may"), taken when the answer is
    ``len(cards)``. Callers check first that there is something to decide (two or more
    options): building options costs."""
    side = " (" if mine else " (opponent's "
    options = [
        Option(card.name + side + ZONE_LABELS[zone] + ")", card=card, mine=mine, zone=zone)
        for card, zone in cards
    ]
    if none is not None:
        options.append(Option(none))
    return decide(g, Decision(CARD, source, prompt, options, hint))


def pick_unit(
    g: GameState, source: str, prompt: str, units: list[Unit], zone: str, best: Unit
) -> Unit:
    """The one of ``units`` (in ``zone``) ``g``'s player picks; ``best`` (one of them) is the
    hint. Asks only when there are two or more."""
    if len(units) < 2 or not asks(g):
        return best
    cards = [(u.card, zone) for u in units]
    return units[pick_card(g, source, prompt, cards, units.index(best))]


def pick_in_hand(
    g: GameState, source: str, prompt: str, cards: list[EngineCard], best: EngineCard
) -> EngineCard:
    """The one of ``cards`` (in ``g``'s hand) ``g``'s player picks; ``best`` is the hint. Asks
    only when there are two or more."""
    if len(cards) < 2 or not asks(g):
        return best
    return cards[pick_card(g, source, prompt, [(c, "hand") for c in cards], cards.index(best))]


# --- step-by-step play: an action stopped by a decision, replayed once it is answered ----
#
# A goldfish :class:`~altered_deck.engine.core.game.Game` or a
# :class:`~altered_deck.engine.core.duel.Duel` played step by step keeps, while a card waits for
# a decision, the position before the action, the action and the answers given so far
# (``replay``). Answering puts the position back and plays the action again with those answers
# and the new one (:mod:`altered_deck.engine.core.decisions` hands them out in order): the
# position includes the random generator, so everything before the new decision happens again
# exactly as it did. Only step-by-step play copies positions; live play never comes here.


class Steppable(Protocol):
    """What a Game and a Duel offer to be played step by step."""

    asking: Decision | None
    replay: Replay | None

    def act(self, action: Action) -> None: ...

    def snapshot(self) -> Any: ...

    def restore(self, before: Any) -> None: ...

    def set_answers(self, answers: list[int]) -> None: ...

    def player_of(self, state: Any) -> int: ...

    def wait(self, decision: Decision, player: int, resume: Replay) -> None: ...


def choices(decision: Decision) -> list[Action]:
    """The legal actions at a decision: one per option."""
    return [(A_CHOOSE, i, 0) for i in range(len(decision.options))]


def step(owner: Steppable, action: Action, given: tuple[int, ...]) -> None:
    """Do ``action`` with the answers ``given``; stop at the next unanswered decision."""
    before = owner.snapshot()
    owner.set_answers(list(given))  # handed out in order by decide()
    try:
        owner.act(action)
    except Suspended as stop:
        player = owner.player_of(stop.state)  # before the seats are put back
        owner.restore(before)
        owner.wait(stop.decision, player, (before, action, given))
        return
    owner.set_answers([])
    owner.asking = None
    owner.replay = None


def answer(owner: Steppable, decision: Decision, action: object) -> None:
    """Answer the pending ``decision`` with ``action`` (``(A_CHOOSE, option, 0)``) and play
    the stopped action on."""
    n = len(decision.options)
    if not (
        isinstance(action, tuple)
        and len(action) == 3
        and action[0] == A_CHOOSE
        and type(action[1]) is int
        and 0 <= action[1] < n
        and action[2] == 0
    ):
        raise EngineError(
            f"illegal action {action!r}: {decision.source} asks: {decision.prompt} "
            f"(choose an option 0-{n - 1})"
        )
    assert owner.replay is not None
    before, stopped, given = owner.replay
    owner.restore(before)
    step(owner, stopped, (*given, action[1]))
