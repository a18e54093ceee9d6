"""The protocol surface: the definition in the registry, JSON forms, refusing garbage, the data
files' errors naming file and field."""

import json
import shutil

import pytest

from game.coal_baron.actions import A
from game.coal_baron.components import compile_rules, load_models, rules
from game.coal_baron.engine import ENGINE
from game.core import registry
from game.core.data_files import DataError
from game.resources import data_dir
from tests.coal_baron.positions import after_draft


def test_definition_registered():
    d = registry.get("coal_baron")
    assert d.name == "coal_baron" and d.title == "Coal Baron"
    assert (d.min_players, d.max_players) == (2, 4)
    assert "random" in d.bots
    d.validate_data()
    state = d.engine.new_state(d.options(players=3), 4)
    bot = d.bots["random"](1)
    a = bot.decide(state, d.engine.legal_actions(state))
    assert a in d.engine.legal_actions(state)


@pytest.mark.parametrize("garbage", [None, 3, "place", [], {}, {"kind": "fly"}, {"kind": "place"},
                                     {"kind": "place", "space": 3}, {"kind": "place", "space": "x", "y": 1},
                                     {"kind": "keep_tile", "tile": "a"}, {"kind": "put", "item": True},
                                     {"kind": "cage", "level": 10 ** 9}])
def test_action_from_json_refuses_garbage(garbage):
    with pytest.raises(ValueError):
        ENGINE.action_from_json(garbage)


def test_action_json_round_trip():
    for a in (A("place", "bank_6"), A("keep_tile", None), A("fill2", 5, 0, "cage:yellow", "storage:gray"), A("stop")):
        assert ENGINE.action_from_json(json.loads(json.dumps(ENGINE.action_to_json(a)))) == a


def test_state_from_json_refuses_garbage():
    good = after_draft(3).to_json()
    for bad in (None, [], {}, {**good, "extra": 1}, {**good, "n": 7}, {**good, "pit": [0] * 3},
                {**good, "stage": "dance"}, {**good, "marks": ["a", 1, 2]}, {**good, "board": [99] * 27},
                {**good, "orders": [[999], [], []], "fills": [[[-1]], [], []]}):
        with pytest.raises(ValueError):
            ENGINE.state_from_json(bad)
    assert ENGINE.state_from_json(json.loads(json.dumps(good))).to_json() == good


def test_explain_illegal_for_non_actions():
    s = after_draft(2)
    assert ENGINE.explain_illegal(s, "place") == "That is not a Coal Baron move."
    assert ENGINE.explain_illegal(s, A("stop")).startswith("Not now")


def test_data_counts():
    r = rules()
    assert len(r.space_ids) == 27
    assert sum(r.tile_copies) == 48 and len(r.tile_type) == 16
    assert len(r.card_ids) == 44
    assert all(r.tile_price[k] == r.tile_lorries[k] * (r.tile_colour[k] + 1) for k in range(16)), \
        "price = lorries x (1, 2, 3, 4) by colour (rulebook L124-127)"
    assert [sum(r.card_vp[c] for c in r.card_ids if r.card_vehicle[c] == v) for v in range(4)] == [64] * 4
    assert len(r.elements) == 12


@pytest.mark.parametrize("file,old,new,field", [
    ("tiles.yaml", "price: 8, copies: 3", "price: -8, copies: 3", "tiles.7.price"),
    ("orders.yaml", "vehicle: barrow", "vehicle: wheelbarrow", "orders.0.vehicle"),
    ("spaces.yaml", "kind: mining, value: 10", "kind: mining", "spaces.9"),
    ("scoring.yaml", "key: yellow, first: 2", "key: purple, first: 2", "elements.0.key"),
    ("setup.yaml", "2: {workers: 18", "2: {workers: zero", "per_players.2.workers"),
])
def test_broken_data_names_file_and_field(tmp_path, file, old, new, field):
    folder = tmp_path / "coal_baron"
    shutil.copytree(data_dir() / "coal_baron", folder)
    text = (folder / file).read_text()
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        compile_rules(load_models(folder), folder)
    assert file in str(err.value) and field in str(err.value)
