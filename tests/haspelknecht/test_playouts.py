"""Random playouts on every layout and player count, checking the invariants after every action."""

import json
import random

import pytest

from game.core.record import Game
from game.haspelknecht.actions import RETRACTIONS
from game.haspelknecht.components import components
from game.haspelknecht.layouts import named_layouts
from game.haspelknecht.options import Options
from game.haspelknecht.state import GameState

from .invariants import check_invariants


def _setups():
    out = []
    for n in (2, 3, 4):
        out.append((n, "first_game"))
        out.append((n, "random"))
    for name, (_code, players, _cells) in named_layouts(components()).items():
        out.extend((n, name) for n in players)
    return out


SETUPS = _setups()


def _pick(rnd: random.Random, actions):
    """Mostly forward moves; now and then a retraction, so take-backs are exercised too."""
    if rnd.random() < 0.08:
        return rnd.choice(actions)
    forward = [a for a in actions if a.kind not in RETRACTIONS]
    return rnd.choice(forward or actions)


def play_checked(players: int, layout: str, seed: int) -> Game:
    game = Game(Options(players=players, layout=layout), seed, events=False)
    rnd = random.Random(seed * 7919 + players)
    check_invariants(game.state)
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        assert actions, "a player has no legal action in an unfinished game"
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        game.apply(_pick(rnd, actions))
        check_invariants(game.state)
        steps += 1
        assert steps < 5000, "the game does not end"
    return game


def _replays_identically(game: Game) -> None:
    text = game.dumps()
    again = Game.loads(text)
    assert json.dumps(again.state.to_json(), sort_keys=True) == json.dumps(game.state.to_json(), sort_keys=True)
    state = GameState.from_json(json.loads(json.dumps(game.state.to_json())))
    assert json.dumps(state.to_json(), sort_keys=True) == json.dumps(game.state.to_json(), sort_keys=True)


GAMES_PER_SETUP = 80


@pytest.mark.parametrize(("players", "layout"), SETUPS, ids=[f"{n}p-{lay}" for n, lay in SETUPS])
def test_random_playouts_keep_invariants(players, layout):
    for seed in range(GAMES_PER_SETUP):
        game = play_checked(players, layout, seed)
        assert game.state.result["winner"] in range(players)
        if seed % 10 == 0:
            _replays_identically(game)


def test_record_replays_mid_game_to_identical_state():
    rnd = random.Random(3)
    for seed in range(20):
        game = Game(Options(players=3), seed)
        for _ in range(rnd.randrange(1, 300)):
            if game.is_over:
                break
            game.apply(_pick(rnd, game.legal_actions()))
        _replays_identically(game)


def test_clone_is_independent():
    game = Game(Options(players=4), 11)
    rnd = random.Random(1)
    for _ in range(60):
        game.apply(_pick(rnd, game.legal_actions()))
    before = json.dumps(game.state.to_json(), sort_keys=True)
    copy = game.state.clone()
    from game.haspelknecht.engine import apply_action, legal_actions
    for _ in range(100):
        if copy.is_over:
            break
        apply_action(copy, _pick(rnd, legal_actions(copy)))
    assert json.dumps(game.state.to_json(), sort_keys=True) == before


@pytest.mark.slow
def test_ten_thousand_random_games():
    """The long campaign (run with `pytest -m slow`): 10,000 games over all layouts and counts."""
    games = 0
    seed = 100_000
    while games < 10_000:
        for players, layout in SETUPS:
            play_checked(players, layout, seed)
            games += 1
        seed += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_record_round_trip_after_every_action(players):
    """After every action: the record saved as JSON, reloaded and replayed gives the identical state,
    and the state's own JSON form rebuilds it identically (a sample of games: replay is quadratic)."""
    game = Game(Options(players=players, layout="random"), 500 + players, events=False)
    rnd = random.Random(players)
    while not game.is_over:
        game.apply(_pick(rnd, game.legal_actions()))
        now = json.dumps(game.state.to_json(), sort_keys=True)
        again = Game.loads(game.dumps())
        assert json.dumps(again.state.to_json(), sort_keys=True) == now
        rebuilt = GameState.from_json(json.loads(now))
        assert json.dumps(rebuilt.to_json(), sort_keys=True) == now
