"""What a thinking bot sees (bots/base.public_key) is every field of the state but a declared few.

The key is read from the state's JSON (every field of state._FIELDS), so a field added to the
state is in it at once; NOT_IN_KEY (the generator) is the only exception, and the hidden order of
the stacks never reaches the key (features.canonical puts it in a fixed order first).
"""

from __future__ import annotations

import ast

import pytest

from game.coal_baron.bots.base import NOT_IN_KEY, public_key
from game.coal_baron.state import _FIELDS
from tests.coal_baron.positions import after_draft


def _other(value):
    """A different value of the same kind."""
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list) and value and isinstance(value[0], int):
        return [value[0] + 1, *value[1:]]       # the same length: stacks and their masks stay in step
    if isinstance(value, list):
        return [*value, value[0] if value else 0]
    raise AssertionError(f"no other value for {value!r}")


@pytest.mark.parametrize("name", [n for n in _FIELDS if n not in NOT_IN_KEY])
def test_every_state_field_not_declared_hidden_is_in_the_key(name):
    state = after_draft(3)
    before = public_key(state, 0)
    setattr(state, name, _other(getattr(state, name)))
    assert public_key(state, 0) != before


def test_the_generator_is_left_out():
    state = after_draft(3)
    before = public_key(state, 0)
    state.rng += 1
    assert NOT_IN_KEY == {"rng"} and public_key(state, 0) == before


def test_the_order_of_cards_a_seat_does_not_know_is_left_out():
    state = after_draft(3)
    unknown = [i for i, m in enumerate(state.order_known) if not m & 1]
    assert len(unknown) >= 2
    before = public_key(state, 0)
    a, b = unknown[0], unknown[-1]
    stack = state.order_stack
    assert stack[a] != stack[b]
    stack[a], stack[b] = stack[b], stack[a]
    assert public_key(state, 0) == before


def test_the_key_holds_every_field_of_the_state_but_the_declared_ones():
    """The key is the state's JSON, which holds every field of state._FIELDS (that is how a save
    keeps a field), so a field added to the state is in the key without being named here."""
    names = {name for name, _value in ast.literal_eval(public_key(after_draft(3), 0).decode())}
    assert names == set(_FIELDS) - NOT_IN_KEY
