"""Rule moments as events: the core emits each moment with the player it happens to, its
subject, who made it happen and by what, to the subscriptions of both players."""

from __future__ import annotations

import pytest

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import THEIRS, register
from altered_deck.engine.core.effects import (
    BOOSTS_GAINED,
    BOOSTS_LOST,
    CLEAN_UP,
    DISCARDED,
    DRAWN,
    DUSK,
    ENTERED,
    EVENT_KINDS,
    FROM_HAND,
    FROM_RESERVE,
    JOINED,
    LEFT,
    MORNING,
    MOVED,
    NOON,
    PLAYED,
    REST,
    S_ASLEEP,
    S_FLEETING,
    STATUS_GAINED,
    STATUS_LOST,
    TO_DISCARD,
    TO_MANA,
    TO_RESERVE,
)
from altered_deck.engine.core.game import A_MANA, A_PASS, A_PLAY_HAND, Game
from altered_deck.engine.core.hooks import DeckHooks, Event, filtered
from altered_deck.engine.core.interpreter import switch_expedition
from altered_deck.engine.core.play import use_support
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.discard.kinds import E_DISCARD_FROM_HAND
from altered_deck.errors import EngineError
from tests.engine.kit import (
    afternoon_duel,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    put_in_reserve,
    vanilla,
)

FILLER = (make_card("Filler", cost=9), 30)
PHASES = (MORNING, NOON, DUSK, REST, CLEAN_UP)


def watching(g: GameState, *kinds: str) -> list[Event]:
    """Subscribe to ``kinds`` on ``g``'s own hooks (every kind when none); the events seen."""
    seen: list[Event] = []
    g.hooks = DeckHooks(on={k: (seen.append,) for k in kinds or EVENT_KINDS})
    return seen


def test_every_phase_of_the_day_is_an_event_of_the_player_whose_day_it_is() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)))
    seen = watching(game, *PHASES, DRAWN)
    game.apply((A_PASS, -1, 0))  # Dusk, Night, then the next Morning and its draw
    assert [e.kind for e in seen] == [DUSK, REST, CLEAN_UP, MORNING, DRAWN]
    assert {e.player for e in seen} == {game}
    assert seen[-1].amount == 2  # the Morning's two cards
    assert all(e.actor is None and e.subject is None for e in seen[:4])  # the game's rules


def test_noon_follows_the_morning_once_the_player_expanded() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)))
    game.apply((A_PASS, -1, 0))
    seen = watching(game, NOON, TO_MANA)
    game.apply((1, 0, 0))  # Expand: a hand card into Mana, then Noon
    assert [e.kind for e in seen] == [TO_MANA, NOON]
    assert seen[0].subject is game.mana_cards[-1] and seen[0].actor is game


def test_a_played_character_enters_joins_and_is_played_by_its_player() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)), hand=["Scout"], mana=1)
    seen = watching(game, PLAYED, ENTERED, JOINED)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [e.kind for e in seen] == [ENTERED, JOINED, PLAYED]
    (unit,) = game.exps[0]
    assert seen[0].subject is unit and seen[1].subject is unit and seen[1].exp == 0
    assert seen[2].subject is unit.card and seen[2].actor is game and seen[2].amount == 0


def test_rest_says_where_each_character_went_with_the_boosts_it_had() -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 5), (vanilla("Ghost"), 5))
    game = afternoon_game(deck)
    scout = put_in_play(game, "Scout", 0, boosts=2)
    ghost = put_in_play(game, "Ghost", 1, status=S_FLEETING)
    seen = watching(game, LEFT, TO_RESERVE, TO_DISCARD, REST)
    game.apply((A_PASS, -1, 0))
    assert [(e.kind, e.subject, e.exp, e.amount) for e in seen] == [
        (LEFT, scout, 0, 2),
        (TO_RESERVE, scout, 0, 2),
        (LEFT, ghost, 1, 0),
        (TO_DISCARD, ghost, 1, 0),
        (REST, None, -1, 0),
    ]


def test_clean_up_discards_are_events_before_clean_up_itself() -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 10))
    game = afternoon_game(deck)
    put_in_reserve(game, "Scout", "Scout", "Scout")  # the limit is 2
    seen = watching(game, DISCARDED, CLEAN_UP)
    game.apply((A_PASS, -1, 0))
    assert [e.kind for e in seen] == [DISCARDED, CLEAN_UP]
    assert seen[0].subject is game.discard[-1] and seen[0].actor is game
    assert seen[0].amount == FROM_RESERVE


def test_an_expedition_that_moves_is_an_event() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)))
    put_in_play(game, "Scout", 1)
    seen = watching(game, MOVED)
    game.apply((A_PASS, -1, 0))
    assert [(e.kind, e.exp) for e in seen] == [(MOVED, 1)]


def test_switching_expedition_is_joining_the_other_one() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)))
    scout = put_in_play(game, "Scout", 0)
    seen = watching(game, JOINED)
    switch_expedition(game, scout, 1)
    assert [(e.kind, e.subject, e.exp) for e in seen] == [(JOINED, scout, 1)]


def test_both_players_see_each_moment_of_a_duel() -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 10))
    duel, first, second = afternoon_duel((deck, deck), 3)
    mine: list[Event] = []
    theirs: list[Event] = []
    watcher = DeckHooks(theirs_on={PLAYED: (theirs.append,)})
    first.hooks = DeckHooks(on={PLAYED: (mine.append,)}).facing(watcher)
    card = next(c for c in first.deck if c.name == "Scout")
    first.deck.remove(card)
    first.hand.append(card)
    first.mana_ready = 1
    duel.apply((A_PLAY_HAND, 0, 0))
    assert mine == theirs and len(mine) == 1  # one event, both players' subscriptions
    (event,) = theirs
    assert event.player is first and event.player.opponent is second  # the watcher's side
    assert event.subject is card and not event.by_opponent


_TEST_OP = 99_999  # an effect kind no mechanic declares: the test's own handler


def test_statuses_and_boosts_an_opponent_gives_or_takes_are_events_of_their_owner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 10))
    _duel, first, second = afternoon_duel((deck, deck), 3)
    mine = put_in_play(first, "Scout", 0, status=S_FLEETING, boosts=1)
    theirs = put_in_play(second, "Scout", 1)

    def lull(g: GameState, n: int, arg: object, unit: Unit | None, exp: int) -> None:
        theirs.status |= S_ASLEEP  # the opponent's Character falls asleep and gains 2
        theirs.boosts += 2
        mine.status &= ~S_FLEETING  # mine loses Fleeting and its boost
        mine.boosts -= 1

    monkeypatch.setitem(interpreter.HANDLERS, _TEST_OP, lull)
    seen: list[Event] = []
    kinds = (STATUS_GAINED, STATUS_LOST, BOOSTS_GAINED, BOOSTS_LOST)
    first.hooks = DeckHooks(on={k: (seen.append,) for k in kinds})
    second.hooks = DeckHooks(on={k: (seen.append,) for k in kinds})
    first.resolving = mine.card
    interpreter.run(first, ((_TEST_OP, 0, None),), None, -1)
    assert [(e.kind, e.player, e.subject, e.exp, e.amount) for e in seen] == [
        (STATUS_LOST, first, mine, 0, S_FLEETING),
        (STATUS_GAINED, second, theirs, 1, S_ASLEEP),
        (BOOSTS_LOST, first, mine, 0, 1),
        (BOOSTS_GAINED, second, theirs, 1, 2),
    ]
    assert [e.actor for e in seen] == [first] * 4  # who gave it: the player who ran the effect
    assert [e.by_opponent for e in seen] == [False, True, False, True]
    assert {e.cause for e in seen} == {mine.card}


def test_a_card_discarded_from_hand_or_reserve_is_an_event_with_its_zone() -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 10))
    game = afternoon_game(deck, hand=["Scout"])
    put_in_reserve(game, "Scout")
    seen = watching(game, DISCARDED)
    interpreter.run(game, ((E_DISCARD_FROM_HAND, 1, None),), None, -1)
    use_support(game, 0, 0)
    assert [(e.kind, e.subject, e.actor, e.amount) for e in seen] == [
        (DISCARDED, game.discard[0], game, FROM_HAND),
        (DISCARDED, game.discard[1], game, FROM_RESERVE),
    ]
    assert game.hand == [] and game.reserve == []


def test_a_subscription_may_filter_the_events_of_its_kind() -> None:
    game = afternoon_game(deck_of(FILLER, (vanilla("Scout"), 10)))
    put_in_play(game, "Scout", 0)
    companion = put_in_play(game, "Scout", 1)
    seen: list[Event] = []
    in_companion = filtered(seen.append, lambda e: e.exp == 1)
    game.hooks = DeckHooks(on={LEFT: (in_companion,)})
    game.apply((A_PASS, -1, 0))
    assert [(e.kind, e.subject) for e in seen] == [(LEFT, companion)]


def test_only_event_kinds_take_a_filter_and_unknown_kinds_are_refused() -> None:
    with pytest.raises(EngineError, match="deck hook 'joined' is no event: it takes no filter"):
        register("joined", print, None, where=lambda e: True)
    with pytest.raises(EngineError, match="unknown deck hook point 'nothing'"):
        register("nothing", print, None, THEIRS)
    with pytest.raises(EngineError, match="unknown deck hook points: nothing"):
        DeckHooks(on={"nothing": ()})


def test_a_deck_without_subscriptions_sees_no_event_and_plays_as_before() -> None:
    deck = deck_of(FILLER, (vanilla("Scout"), 10))
    assert deck.hooks.on == {} and deck.hooks.theirs_on == {}
    game = Game(deck, 1)
    game.apply((A_MANA, 0, 0))
    assert game.hooks.on == {}
