"""One suite that every registered game must pass (parametrised over game.core.registry.names()).

Random playouts to the end; no duplicate legal actions; explain_illegal is None exactly for the
legal actions (illegal candidates sampled from other positions' legal actions); clone, state JSON
and the record's replay round-trip; every registered bot returns legal actions. Kept quick: a few
short games per game.
"""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry
from game.core.protocol import Decision, Event
from game.core.record import Game
from game.core.session import Seat, Session
from tests import toy_game

# every registered game, and Sticks, the tests' own game (tests/toy_game): a game added by its own
# package and registry entry alone passes the same suite
GAMES = [*registry.names(), toy_game.NAME]
MAX_STEPS = 5_000   # far beyond a whole game of any of them: a game that never ends fails


@pytest.fixture(autouse=True)
def _register_the_toy_game(request, monkeypatch):
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and callspec.params.get("name") == toy_game.NAME:
        toy_game.register(monkeypatch)


def _options(definition, players: int):
    return definition.options(players=players)


def _canon(engine, state) -> str:
    return json.dumps(engine.state_to_json(state), sort_keys=True)


def _random_game(definition, players: int, seed: int, *, check=None) -> Game:
    game = Game(_options(definition, players), seed, game=definition)
    rnd = random.Random(seed)
    keep = definition.move_filter
    for _ in range(MAX_STEPS):
        if game.is_over:
            return game
        actions = game.legal_actions()
        assert actions, f"no legal action at {game.decision()} though the game is not over"
        if check is not None:
            check(game, actions, rnd)
        forward = [a for a in actions if keep is None or keep(a)] or actions
        game.apply(rnd.choice(forward))
    raise AssertionError(f"{definition.name}: no end after {MAX_STEPS} random actions")


@pytest.mark.parametrize("name", GAMES)
def test_the_definition_is_complete(name):
    d = registry.get(name)
    assert d.name == name and d.title and 1 <= d.min_players <= d.max_players
    assert "random" in d.bots
    assert "players" in d.options_model.model_fields
    if d.validate_data is not None:
        d.validate_data()


@pytest.mark.parametrize("name", GAMES)
def test_random_playouts_end_with_a_result(name):
    d = registry.get(name)
    for players in sorted({d.min_players, d.max_players}):
        game = _random_game(d, players, seed=players * 7)
        result = d.engine.final_result(game.state)
        assert len(result["scores"]) == players and result["winner"] in range(players)
        assert sorted(result["ranking"]) == list(range(players))
        for row in result["players"]:
            assert row["score"] == sum(row["breakdown"].values())
        assert d.engine.decision(game.state).player is None
        assert game.legal_actions() == []


@pytest.mark.parametrize("name", GAMES)
def test_legal_actions_are_distinct_and_explain_illegal_matches_them(name):
    d = registry.get(name)
    engine = d.engine
    seen: list = []     # legal actions met so far: most of them are illegal elsewhere

    def check(game, actions, rnd):
        assert len(set(actions)) == len(actions), "duplicate legal actions"
        decision = engine.decision(game.state)
        assert isinstance(decision, tuple) and len(decision) == 2
        assert Decision(*decision).player is not None
        for a in rnd.sample(actions, min(4, len(actions))):
            assert engine.explain_illegal(game.state, a) is None, f"{a} is legal but explained"
        legal = set(actions)
        for a in rnd.sample(seen, min(6, len(seen))):
            reason = engine.explain_illegal(game.state, a)
            if a in legal:
                assert reason is None
            else:
                assert isinstance(reason, str) and reason, f"{a} is illegal but has no reason"
        seen.extend(rnd.sample(actions, min(2, len(actions))))

    _random_game(d, d.min_players, seed=11, check=check)


@pytest.mark.parametrize("name", GAMES)
def test_clone_state_json_and_record_round_trip(name):
    d = registry.get(name)
    engine = d.engine

    def check(game, actions, rnd):
        if rnd.random() > 0.05:
            return
        before = _canon(engine, game.state)
        copy = engine.clone(game.state)
        assert _canon(engine, copy) == before
        engine.apply(copy, actions[0])          # changing the copy leaves the original alone
        assert _canon(engine, game.state) == before
        again = engine.state_from_json(json.loads(json.dumps(engine.state_to_json(game.state))))
        assert _canon(engine, again) == before
        assert engine.legal_actions(again) == actions
        for a in actions[:3]:
            assert engine.action_from_json(json.loads(json.dumps(engine.action_to_json(a)))) == a

    game = _random_game(d, d.max_players, seed=5, check=check)
    replay = Game.from_record(json.loads(game.dumps()))
    assert _canon(engine, replay.state) == _canon(engine, game.state)
    assert replay.actors == game.actors and replay.drew == game.drew
    # the record's undo: truncating and replaying reaches the same earlier position
    half = len(game.actions) // 2
    shorter = game.clone()
    shorter.truncate(half)
    assert _canon(engine, shorter.state) == _canon(engine, Game.from_record({**game.record(),
                                                       "actions": game.record()["actions"][:half]}).state)
    # a session of the game saves and loads
    seats = [Seat(name=f"S{i}", kind="random", colour=i) for i in range(d.max_players)]
    loaded = Session.from_json(json.loads(json.dumps(Session(game, seats).to_json())))
    assert loaded.game.name == name and _canon(engine, loaded.game.state) == _canon(engine, game.state)


@pytest.mark.parametrize("name", GAMES)
def test_events_are_typed_and_render_with_seat_names(name):
    d = registry.get(name)
    game = Game(_options(d, d.min_players), 3, game=d)
    rnd = random.Random(3)
    for _ in range(60):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    assert game.log, "the game recorded no events"
    names = [f"Name{i}" for i in range(d.max_players)]
    for index, event in game.log:
        assert isinstance(event, Event) and isinstance(event.kind, str) and event.kind
        assert -1 <= index < len(game.actions)
        text = event.render(names)
        assert "{p" not in text


@pytest.mark.parametrize("name", GAMES)
def test_every_registered_bot_returns_legal_actions(name):
    d = registry.get(name)
    for kind, factory in d.bots.items():
        game = Game(_options(d, d.min_players), 17, events=False, game=d)
        bots = [factory(100 + i) for i in range(d.min_players)]
        for _ in range(40 if kind in ("random", "easy") else 12):
            if game.is_over:
                break
            who = game.decision()[0]
            actions = game.legal_actions()
            choice = bots[who].decide(game, actions)
            assert choice in actions, f"{kind} chose {choice}, which is not legal"
            game.apply(choice)


@pytest.mark.parametrize("name", GAMES)
def test_public_view_and_reveal_mark(name):
    d = registry.get(name)
    engine = d.engine
    game = Game(_options(d, d.min_players), 9, game=d)
    rnd = random.Random(9)
    for _ in range(30):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    view = engine.public_view(game.state, game.decision().player or 0, 1234)
    assert engine.decision(view) == engine.decision(game.state)
    assert engine.legal_actions(view) == game.legal_actions()
    hash(engine.reveal_mark(game.state))
    for k in range(len(game.actions)):   # undo never goes back past a reveal
        floor = game.undo_floor(game.actors[k])
        assert not any(game.drew[floor:]), "undo floor before a reveal"


@pytest.mark.parametrize("name", GAMES)
def test_a_transcript_plays_to_the_result(name):
    from game.core.transcript import transcript

    d = registry.get(name)
    rnd = random.Random(2)
    keep = d.move_filter
    lines = transcript(Game(_options(d, d.min_players), 2, game=d),
                       lambda game, actions: rnd.choice([a for a in actions if keep is None or keep(a)] or actions))
    assert lines[-1].startswith("winner P") and sum(1 for line in lines if " score " in line) == d.min_players
    assert not any("{p" in line for line in lines)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_from_a_given_position_records_and_replays(name):
    d = registry.get(name)
    engine = d.engine
    game = Game(_options(d, d.min_players), 4, game=d)
    rnd = random.Random(4)
    for _ in range(25):
        game.apply(rnd.choice(game.legal_actions()))
    start = Game.from_state(engine.state_to_json(game.state), game=d, options=game.options, seed=game.seed)
    assert _canon(engine, start.state) == _canon(engine, game.state)
    for _ in range(10):
        if start.is_over:
            break
        start.apply(rnd.choice(start.legal_actions()))
    again = Game.from_record(json.loads(start.dumps()))
    assert _canon(engine, again.state) == _canon(engine, start.state)
