"""The game's mechanics, one package each, every file with a fixed role.

``kinds.py``: the names of the mechanic's effect kinds, conditions and statics (plain ints);
what they are (facing the opponent, acting in goldfish...) its declaration says;
``forms.py``: its card-text forms, a :class:`~altered_deck.engine.text.body.FormTable` ``FORMS``
(and its ``leading`` forms, tried before every other table's), placed among the others' by
its ``tier`` (:data:`altered_deck.engine.compiler.forms.FORM_TABLES`);
``rules.py`` (and ``handlers.py`` where the rules are long), whose tables the registry finds in
any module of the package: ``HANDLERS`` (effect kind -> handler, an
:class:`~altered_deck.engine.core.interpreter.Handlers` each handler names its kinds in:
``@HANDLERS.on(kinds.E_PAY)``; one handler per kind in the engine), ``CONDITIONS`` (each ``C_*``
kind it declares -> what answers it: ``conditions_of(kinds, tester)``), ``FEATURES`` ((feature,
the test of a deck's cards that gives it)) and ``SUBSCRIPTIONS`` ((event or query, handler, the
deck feature it needs[, ``THEIRS``: the opponent's moment[, the step at which it runs where
several mechanics watch the moment]]));
``mechanic.py``: its one declaration, a :class:`Mechanic`.
The registry (:mod:`altered_deck.engine.registry`) finds every ``mechanic.py``: no list of
mechanics, hooks or form tables is kept anywhere else."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from altered_deck.engine.core.effects import Kind

if TYPE_CHECKING:
    from altered_deck.engine.text.body import FormTable


@dataclass(frozen=True)
class Mechanic:
    """What one mechanic brings to the engine (``mechanics/<name>/mechanic.py``: ``MECHANIC``)."""

    name: str = ""
    """The package's name; the registry fills it in (a name given must be the package's)."""
    depends_on: frozenset[str] = frozenset()
    """The other mechanics whose modules this one imports; none else (tests/engine/test_imports.py
    holds the imports to it, and all of them to 15 pairs). What several mechanics share lies
    beneath them: the core (its vocabulary of shared kinds, conditions and counts), the text
    layer (engine/text), the targets (engine/targets) and the acts (engine/acts)."""
    kinds: tuple[Kind, ...] = ()
    """Its kinds and what they are (:func:`~altered_deck.engine.core.effects.kinds_of` of its
    ``kinds.py``, with the properties of those that are not plain: facing the opponent, acting
    only in a duel, needing an opponent, their worth to a choice); none given: its
    ``kinds.py``'s as they are. The registry sets each kind's owner to the mechanic."""
    forms: tuple[FormTable, ...] = ()
    """Its form tables, in the order it tries them; each table's ``tier`` places it among the
    other mechanics' (engine/compiler/forms.py)."""
    hooks: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    """The core's shared hooks it implements (:class:`~altered_deck.engine.core.hooks.Hooks`
    attribute -> implementation); each hook has at most one."""
    abilities: tuple[Callable[..., bool], ...] = ()
    """Its whole-ability readers (``read(ability, parsed, intern) -> bool``: record the ability
    or return False), tried after every whole-ability form of the compiler, by mechanic name."""
    echoes: tuple[Callable[..., bool], ...] = ()
    """Its readers of second texts that are no echo (a Feat's "[[Completed]]: ..."), given the
    compiler's whole-ability reader (``read(ability, parsed, intern, read_ability) -> bool``)."""
    wraps: Callable[[dict[int, Any]], None] | None = None
    """Called with the interpreter's handlers once every mechanic's are in place (the turns'
    Gifts wrap the handlers that give the opponent something), in mechanic-name order."""
