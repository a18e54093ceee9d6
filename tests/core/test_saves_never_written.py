"""Saves holding what the game never writes are refused with a message, as the README promises:
two seats of one colour, a key the game does not know, a value of the wrong type that a lenient
reader would quietly turn into another (false for a seat number, "2" for a count, 1 for true).
A save the game wrote, of either game and either format, still loads."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import SaveError, Seat, Session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def session_of(game: str, seed: int = 3, moves: int = 6) -> Session:
    g = Game(registry.get(game).options(players=3), seed, game=game)
    rnd = random.Random(seed)
    for _ in range(moves):
        g.apply(rnd.choice(g.legal_actions()), from_legal=True)
    return Session(g, [Seat(name="Agnes", colour=0), Seat(name="Bert", kind="random", colour=1),
                       Seat(name="Clara", kind="random", colour=2)])


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


def refused(store: SaveStore, obj: dict, *words: str) -> str:
    store.folder.mkdir(parents=True, exist_ok=True)
    path = store.folder / "odd.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert path.read_bytes() == before
    message = str(err.value)
    for w in words:
        assert w in message, message
    return message


@pytest.mark.parametrize("game", registry.names())
def test_a_save_the_game_wrote_loads(store, game):
    session = session_of(game)
    loaded = store.load(store.save(session, "fine"))
    assert loaded.game.actions == session.game.actions
    assert [s.model_dump() for s in loaded.seats] == [s.model_dump() for s in session.seats]


def test_a_format_1_save_still_loads(store):
    assert len(Session.from_json(json.loads((FIXTURES / "save_format1.json").read_text())).seats) == 3


@pytest.mark.parametrize("game", registry.names())
def test_two_seats_of_one_colour_are_refused(store, game):
    obj = session_of(game).to_json()
    obj["seats"][2]["colour"] = obj["seats"][0]["colour"]
    refused(store, obj, "colour")


@pytest.mark.parametrize("game", registry.names())
@pytest.mark.parametrize("key", ["cheat", "seat", "Hints", "app"])
def test_an_unknown_top_level_key_is_refused(store, game, key):
    obj = session_of(game).to_json()
    obj[key] = 1
    refused(store, obj, key)


def test_an_unknown_key_in_a_format_1_save_is_refused(store):
    obj = json.loads((FIXTURES / "save_format1.json").read_text())
    obj["extra"] = True
    refused(store, obj, "extra")


@pytest.mark.parametrize("value", [False, True, "1", 1.0, "0"])
def test_a_start_player_that_is_not_a_seat_number_is_refused(store, value):
    obj = session_of("coal_baron").to_json()
    obj["record"]["options"]["start_player"] = value
    refused(store, obj, "start_player")


@pytest.mark.parametrize("field, value", [("players", "3"), ("players", 3.0), ("start_with_buildings", 0),
                                          ("start_with_buildings", "false")])
def test_haspelknecht_options_of_the_wrong_type_are_refused(store, field, value):
    obj = session_of("haspelknecht").to_json()
    obj["record"]["options"][field] = value
    refused(store, obj, field)


@pytest.mark.parametrize("field, value", [("colour", True), ("colour", "1"), ("colour", 1.0), ("kind", None)])
def test_a_seat_field_of_the_wrong_type_is_refused(store, field, value):
    obj = session_of("haspelknecht").to_json()
    obj["seats"][1][field] = value
    refused(store, obj, field)


@pytest.mark.parametrize("value", ["yesterday", True, None, [1]])
def test_a_save_time_that_is_not_a_time_is_refused(store, value):
    obj = session_of("haspelknecht").to_json()
    obj["saved_at"] = value
    refused(store, obj, "saved_at")
