"""The deck's hooks: built once per compiled deck from the features its cards have, each
point's handlers in the registry's order; a deck without such cards gets empty points."""

from __future__ import annotations

import pickle

import pytest

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard, deck_hooks, register
from altered_deck.engine.core.effects import ParsedText, Static
from altered_deck.engine.core.hooks import EVENT_POINTS, QUERY_POINTS, DeckHooks
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.keywords import rules as keywords_rules
from altered_deck.engine.mechanics.removal.rules import facing_join
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve import rules as reserve_rules
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers import rules as watchers_rules
from altered_deck.errors import EngineError
from tests.engine.kit import FILLER, deck_of, make_card


def _record(*statics: Static) -> EngineCard:
    parsed = ParsedText(statics=list(statics))
    return EngineCard(0, "Watcher", fx.K_CHARACTER, 1, 1, (1, 1, 1), "", parsed)


def test_a_deck_without_such_cards_runs_only_the_duels_facing_watchers():
    hooks = deck_of(FILLER).hooks
    assert hooks.features == frozenset()
    assert {p: getattr(hooks, p) for p in EVENT_POINTS if getattr(hooks, p)} == {
        "joined": (facing_join,),
        "switched": (facing_join,),  # switching joins the expedition facing the watcher
    }
    assert [p for p in QUERY_POINTS if getattr(hooks, p) is not None] == []


def test_a_join_runs_the_mechanics_in_the_registry_order():
    # "when a Character joins ... it gains" (boosts), "When a non-token Character joins your
    # Expeditions" (watchers), "When a Robot joins my Expedition" (keywords): on one card
    card = _record(
        (boosts_kinds.ST_JOIN_IT, 1, (False, 0)),
        (watchers_kinds.ST_JOIN_NONTOKEN, 1, None),
        (keywords_kinds.ST_JOIN_MINE, 0, (("ROBOT",), False, ())),
    )
    hooks = deck_hooks([card], None)
    assert hooks.joined == (
        boosts_rules.on_join,
        watchers_rules.on_joined,
        facing_join,
        keywords_rules.on_joined,
    )
    assert hooks.card_played == () and hooks.lone_giant is watchers_rules.lone_giant
    assert {watchers_kinds.F_STATICS, keywords_kinds.F_KEYWORD_WATCH} <= hooks.features


def test_a_heros_reserve_rule_gives_the_deck_the_reserve_hooks():
    # a Hero's {T} extra cost "Discard a card from your Reserve" is one of the Reserve's rules
    hero = _record((reserve_kinds.ST_TAP_DISCARD, 0, None))
    hooks = deck_hooks([], hero)
    assert reserve_kinds.F_RULES in hooks.features
    assert (hooks.before_action, hooks.after_action) == (
        reserve_rules.before_action,
        reserve_rules.after_action,
    )
    assert hooks.hero_cost_payable is reserve_rules.hero_cost_payable
    assert deck_hooks([], None).hero_cost_payable is None


def test_the_hooks_are_rebuilt_from_the_cards_when_a_deck_is_unpickled():
    text = "When you play a Spell — I gain 1 boost."
    deck = deck_of(FILLER, (make_card("Watcher", text=text), 1))
    copy = pickle.loads(pickle.dumps(deck))
    assert deck.hooks.card_played == copy.hooks.card_played == (boosts_rules.on_play,)
    assert copy.hooks.features == deck.hooks.features


def test_unknown_points_and_features_are_refused():
    with pytest.raises(EngineError, match="unknown deck hook point 'on_nothing'"):
        register("on_nothing", facing_join, None)
    with pytest.raises(EngineError, match="unknown feature 'nothing'"):
        register("joined", facing_join, "nothing")
    with pytest.raises(EngineError, match="unknown deck hook points: on_nothing"):
        DeckHooks(on_nothing=())
