"""What a thinking bot sees (bots/base.public_key) is every field of the state but a declared few.

The key is read from the state's fields, so a field added to GameState or PlayerState is in it at
once; the declared exceptions (NOT_IN_KEY, PLAYER_NOT_IN_KEY) are the only ones, and the hidden
parts (the generator and the seed: the bag's future draws) are among them.
"""

from __future__ import annotations

import pytest

from game.haspelknecht.bots.base import NOT_IN_KEY, PLAYER_NOT_IN_KEY, public_key
from game.haspelknecht.state import GameState, PlayerState
from tests.haspelknecht.positions import at_execution, give_tile


def _position() -> GameState:
    state = at_execution({"farmer": {"yellow": 2}}, phase=3, players=4)
    give_tile(state, 0, 35, phase=1)        # a building and a tile: dicts and lists filled
    return state


def _other(value):
    """A different value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return [*value, value[0] if value else 0]
    if isinstance(value, dict):
        return {**value, 99: 1}
    if value is None:
        return ("dig", 1, 0, "pinge")
    if isinstance(value, tuple):
        return None
    raise AssertionError(f"no other value for {value!r}")


@pytest.mark.parametrize("name", [n for n in GameState.__slots__ if n not in NOT_IN_KEY | {"players"}])
def test_every_state_field_not_declared_hidden_is_in_the_key(name):
    state = _position()
    before = public_key(state)
    setattr(state, name, _other(getattr(state, name)))
    assert public_key(state) != before


@pytest.mark.parametrize("name", [n for n in PlayerState.__slots__ if n not in PLAYER_NOT_IN_KEY])
def test_every_player_field_not_declared_hidden_is_in_the_key(name):
    state = _position()
    before = public_key(state)
    p = state.players[2]
    setattr(p, name, _other(getattr(p, name)))
    assert public_key(state) != before


@pytest.mark.parametrize("name", sorted(NOT_IN_KEY - {"rules", "board", "options"}))
def test_the_declared_fields_are_left_out(name):
    state = _position()
    before = public_key(state)
    setattr(state, name, _other(getattr(state, name)))
    assert public_key(state) == before


def test_the_generator_and_the_seed_are_declared_hidden():
    assert {"rng", "seed"} <= NOT_IN_KEY
    assert NOT_IN_KEY <= set(GameState.__slots__) and PLAYER_NOT_IN_KEY <= set(PlayerState.__slots__)


class _GameStateWithMore(GameState):
    __slots__ = ("new_field",)


class _PlayerStateWithMore(PlayerState):
    __slots__ = ("new_field",)


def _copy_into(cls, obj):
    out = cls.__new__(cls)
    for name in GameState.__slots__ if isinstance(obj, GameState) else PlayerState.__slots__:
        setattr(out, name, getattr(obj, name))
    return out


def test_a_field_added_to_the_state_is_in_the_key_without_naming_it():
    state = _copy_into(_GameStateWithMore, _position())
    state.new_field = 1
    before = public_key(state)
    state.new_field = 2
    assert public_key(state) != before


def test_a_field_added_to_a_player_is_in_the_key_without_naming_it():
    state = _position()
    state.players = [_copy_into(_PlayerStateWithMore, p) for p in state.players]
    for p in state.players:
        p.new_field = 1
    before = public_key(state)
    state.players[1].new_field = 2
    assert public_key(state) != before
