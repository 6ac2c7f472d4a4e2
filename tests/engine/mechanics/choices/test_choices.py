"""The choices mechanic: "Choose one / two / up to N / X+1", every option reachable as a
decision (a step-by-step game offers them as legal actions), and the hint the greedy pilot
takes; and the "you may" decisions of other mechanics, both answers."""

from __future__ import annotations

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.day import noon
from altered_deck.engine.core.decisions import CHOOSE, MAY, NO, UP_TO, YES
from altered_deck.engine.core.effects import S_ASLEEP, S_EXHAUSTED
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_CHOOSE, A_PLAY_HAND, A_PLAY_RESERVE, Unit
from altered_deck.engine.mechanics.removal.kinds import E_LOSE_ASLEEP_ME, E_SWITCH_ME
from tests.engine.kit import FILLER, afternoon_game, deck_of, make_card, put_in_play, record_of

# three options of my own: a draw (1.5), a [Resupply] (1), a 2/2/2 token (2)
OPTIONS = (
    "  • Draw a card.  • [Resupply].  • Create a [Brassbug 2/2/2] Robot token in target Expedition."
)


def _spell(head: str, cost: int = 1) -> object:
    return make_card("Choice", "SPELL", cost, stats=None, text=f"{head}{OPTIONS}")


def _played(head: str, *answers: int) -> Game:
    """A Day 1 game that plays the spell "Choice" step by step and gives ``answers``."""
    deck = deck_of(FILLER, (_spell(head), 1))
    game = afternoon_game(deck, hand=["Choice"], mana=1, seed=5)
    game.step_by_step()
    game.apply((A_PLAY_HAND, 0, 0))
    for answer in answers:
        assert game.asking is not None
        game.apply((A_CHOOSE, answer, 0))
    return game


def _outcome(game: Game) -> tuple[int, int, list[str]]:
    """Cards in hand, in Reserve (the spell, gone there after it resolved, left out), and the
    names in the Hero expedition."""
    reserve = [u for u in game.reserve if u.card.name != "Choice"]
    return len(game.hand), len(reserve), [u.card.name for u in game.exps[0]]


def test_choose_one_offers_every_option_with_its_text_and_runs_the_one_taken():
    game = _played("Choose one:")
    asking = game.asking
    assert asking is not None and (asking.kind, asking.prompt) == (CHOOSE, "Choose one")
    assert [o.text for o in asking.options] == [
        "Draw a card",
        "[Resupply]",
        "Create a [Brassbug 2/2/2] Robot token in target Expedition",
    ]
    assert [o.number for o in asking.options] == [1, 2, 3]
    assert asking.hint == 2  # the token is worth most (2 power > a draw's 1.5)
    assert _outcome(_played("Choose one:", 0)) == (1, 0, [])
    assert _outcome(_played("Choose one:", 1)) == (0, 1, [])
    assert _outcome(_played("Choose one:", 2)) == (0, 0, ["Brassbug"])


def test_the_greedy_hint_of_a_choose_one_is_the_option_worth_most():
    deck = deck_of(FILLER, (_spell("Choose one:"), 1))
    game = afternoon_game(deck, hand=["Choice"], mana=1, seed=5)
    game.apply((A_PLAY_HAND, 0, 0))  # live: the hint
    assert _outcome(game) == (0, 0, ["Brassbug"])


def test_choose_two_asks_again_without_the_option_taken():
    game = _played("Choose two:", 0)
    assert game.asking is not None
    assert [o.number for o in game.asking.options] == [2, 3]
    assert game.asking.hint == 1  # the token
    assert _outcome(_played("Choose two:", 0, 0)) == (1, 1, [])  # the draw, then [Resupply]


def test_choose_up_to_offers_stop_after_the_options():
    game = _played("Choose up to two:")
    asking = game.asking
    assert asking is not None and asking.kind == UP_TO
    assert [o.text for o in asking.options][-1] == "stop"
    assert _outcome(_played("Choose up to two:", 3)) == (0, 0, [])  # stop at once
    assert _outcome(_played("Choose up to two:", 1, 2)) == (0, 1, [])  # [Resupply], stop
    assert _outcome(_played("Choose up to two:", 0, 0)) == (1, 1, [])


def test_the_same_option_again_when_the_text_allows_it():
    head = "Choose up to two, you may choose the same option multiple times:"
    game = _played(head, 0)
    assert game.asking is not None and len(game.asking.options) == 4  # all three and stop
    assert _outcome(_played(head, 0, 0)) == (2, 0, [])


def test_choose_x_plus_one_picks_once_more_per_counter():
    text = f"Choose X+1, where X is my number of Arcane counters:{OPTIONS}"
    spell = make_card("Feast", "SPELL", 1, stats=None, echo="", text=text)
    deck = deck_of(FILLER, (spell, 1))
    game = afternoon_game(deck, mana=1, seed=5)
    feast = Unit(record_of(deck, "Feast"))
    feast.counters = 1
    game.deck.remove(feast.card)
    game.reserve.append(feast)
    game.step_by_step()
    game.apply((A_PLAY_RESERVE, 0, 0))
    game.apply((A_CHOOSE, 1, 0))  # [Resupply]
    assert game.asking is not None and len(game.asking.options) == 2  # X = 1: one more
    game.apply((A_CHOOSE, 0, 0))  # the draw
    assert game.asking is None and len(game.hand) == 1


BOTH = (
    "Choose one. If you control a token, you may choose both:  • Draw a card.  • Create a "
    "[Brassbug 2/2/2] Robot token in target Expedition."
)


def test_choose_both_asks_may_when_the_condition_holds():
    spell = make_card("Both", "SPELL", 1, stats=None, text=BOTH)
    token = make_card(
        "Maker",
        "SPELL",
        0,
        stats=None,
        text="Create a [Brassbug 2/2/2] Robot token in target Expedition.",
    )
    deck = deck_of(FILLER, (spell, 1), (token, 1))
    for answer, outcome in ((YES, (1, ["Brassbug", "Brassbug"])), (NO, (1, ["Brassbug"]))):
        game = afternoon_game(deck, hand=["Maker", "Both"], mana=1, seed=2)
        game.apply((A_PLAY_HAND, 0, 0))  # a token: the condition holds
        game.step_by_step()
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.asking is not None and game.asking.kind == MAY and game.asking.hint == YES
        game.apply((A_CHOOSE, answer, 0))
        if answer == NO:  # then one option
            assert game.asking is not None and game.asking.kind == CHOOSE
            game.apply((A_CHOOSE, 0, 0))  # the draw
        assert (len(game.hand), [u.card.name for u in game.exps[0]]) == outcome


def test_an_optional_payment_asks_yes_or_no():
    # "You may pay {1} to draw a card": the hint pays whenever there is the Mana
    spell = make_card("Pay", "SPELL", 0, stats=None, text="You may pay {1} to draw a card.")
    deck = deck_of(FILLER, (spell, 1))
    for answer, hand, mana in ((YES, 1, 0), (NO, 0, 1)):
        game = afternoon_game(deck, hand=["Pay"], mana=1, seed=2)
        game.step_by_step()
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.asking is not None and game.asking.kind == MAY and game.asking.hint == YES
        game.apply((A_CHOOSE, answer, 0))
        assert (len(game.hand), game.mana_ready) == (hand, mana)


def test_may_have_me_switch_expeditions_or_lose_asleep():
    # goldfishing the hint is "no" (nothing to race); a player may still say yes
    deck = deck_of(FILLER)
    for answers, hero, companion in ((None, ["Filler"], []), ([YES, YES], [], ["Filler"])):
        game = afternoon_game(deck, seed=2)
        unit = put_in_play(game, "Filler", 0, status=S_ASLEEP)
        game.answers = answers  # None: live, the hint; else what a step-by-step game hands out
        interpreter.HANDLERS[E_SWITCH_ME](game, 0, None, unit, 0)
        interpreter.HANDLERS[E_LOSE_ASLEEP_ME](game, 0, None, unit, 0)
        assert [u.card.name for u in game.exps[0]] == hero
        assert [u.card.name for u in game.exps[1]] == companion
        assert bool(unit.status & S_ASLEEP) == (answers is None)


def test_a_reserve_cards_choose_one_at_noon_is_asked_too():
    # Dredger Drone (BISE), its Reserve ability: the hint keeps it ready while it can be played
    drone = make_card(
        "Drone",
        cost=2,
        echo="{I} At Noon — Choose one:  • I gain 1 boost, up to a max of 3.  • {T} : I gain 2 "
        "boosts, up to a max of 3.",
    )
    deck = deck_of(FILLER, (drone, 1))
    for answers, boosts, status in ((None, 1, 0), ([1], 2, S_EXHAUSTED)):
        game = afternoon_game(deck, mana=2)
        unit = Unit(record_of(deck, "Drone"))
        game.deck.remove(unit.card)
        game.reserve.append(unit)
        game.answers = answers  # None: live, the hint (option 1); [1]: option 2
        noon(game)
        assert (unit.boosts, unit.status) == (boosts, status)
