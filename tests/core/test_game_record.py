"""The Game wrapper: checked apply, undo boundaries, records refused when tampered."""

import json
import random

import pytest

from game.core.record import Game, RecordError
from game.haspelknecht.actions import RETRACTIONS, A
from game.haspelknecht.engine import IllegalAction
from game.haspelknecht.options import Options


def _advance(game, n, seed=0):
    rnd = random.Random(seed)
    for _ in range(n):
        if game.is_over:
            return
        acts = [a for a in game.legal_actions() if a.kind not in RETRACTIONS]
        game.apply(rnd.choice(acts))


def test_illegal_action_is_refused_with_reason_and_changes_nothing():
    game = Game(Options(players=2), 1)
    before = json.dumps(game.state.to_json())
    with pytest.raises(IllegalAction) as exc:
        game.apply(A("take", 3, "black"))  # pool 3 is not used with 2 players
    assert "pool 3" in str(exc.value)
    with pytest.raises(IllegalAction):
        game.apply(A("confirm_plan"))
    with pytest.raises(IllegalAction):
        game.apply({"kind": "take", "pool": 1})  # malformed JSON action
    assert json.dumps(game.state.to_json()) == before
    assert game.actions == []


def test_undo_restores_the_exact_state():
    game = Game(Options(players=3), 4)
    _advance(game, 40)
    snapshots = []
    for _ in range(15):
        snapshots.append(json.dumps(game.state.to_json()))
        _advance(game, 1, seed=len(game.actions))
    for snap in reversed(snapshots):
        game.undo()
        assert json.dumps(game.state.to_json()) == snap


def test_undo_floor_stops_at_other_players_and_bag_draws():
    game = Game(Options(players=2), 2)
    _advance(game, 90, seed=5)
    assert not game.is_over
    me = game.state.current
    floor = game.undo_floor(me)
    assert all(a == me for a in game.actors[floor:])
    assert not any(game.drew[floor:])
    assert floor == 0 or game.actors[floor - 1] != me or game.drew[floor - 1]


def test_refill_is_marked_as_a_draw():
    game = Game(Options(players=2), 3)
    while game.state.phase == 0:
        _advance(game, 1, seed=len(game.actions))
    assert game.drew[-1], "the action that started the next phase refilled from the bag"
    assert game.undo_floor(game.actors[-1]) == len(game.actions)


def test_tampered_record_is_refused_naming_the_action():
    game = Game(Options(players=2), 8)
    _advance(game, 30)
    rec = game.record()
    rec["actions"][5] = {"kind": "take", "pool": 4, "colour": "black"}
    with pytest.raises(RecordError, match="action 6"):
        Game.from_record(rec)
    with pytest.raises(RecordError):
        Game.from_record({"game": "chess"})
    with pytest.raises(RecordError):
        Game.loads("{not json")
    rec = game.record()
    rec["format"] = 99
    with pytest.raises(RecordError, match="format"):
        Game.from_record(rec)


def test_game_can_start_from_a_state():
    game = Game(Options(players=4), 6)
    _advance(game, 100)
    other = Game.from_state(game.state.to_json())
    assert json.dumps(other.state.to_json()) == json.dumps(game.state.to_json())
    _advance(other, 10, seed=9)
    replayed = Game.from_record(other.record())
    assert json.dumps(replayed.state.to_json()) == json.dumps(other.state.to_json())


def test_bag_draws_come_only_from_the_games_own_seed():
    """Same options and seed give the same pools, boards and turn order whatever else is random."""
    import json as _json

    def play(global_seed):
        random.seed(global_seed)  # the process-wide generator must not matter
        game = Game(Options(players=4, layout="random"), 77)
        rnd = random.Random(1)
        states = []
        while not game.is_over:
            acts = [a for a in game.legal_actions() if a.kind not in RETRACTIONS]
            game.apply(acts[rnd.randrange(len(acts))])
            states.append(_json.dumps([game.state.pools, game.state.reserves, game.state.order]))
        return states, game.state.board.cells

    assert play(1) == play(2)
    other = Game(Options(players=4, layout="random"), 78)
    assert other.state.board.cells != Game(Options(players=4, layout="random"), 77).state.board.cells or \
        other.state.pools != Game(Options(players=4, layout="random"), 77).state.pools
