"""The component data: loads, holds the rulings' values, and a broken file names file and field."""

import shutil

import pytest
import yaml

from game.haspelknecht.components import DataError, load_components
from game.resources import data_dir


@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "haspelknecht"
    shutil.copytree(data_dir() / "haspelknecht", folder)
    return folder


def _edit(folder, name, change):
    path = folder / f"{name}.yaml"
    obj = yaml.safe_load(path.read_text())
    change(obj)
    path.write_text(yaml.safe_dump(obj))


def test_shipped_data_loads_and_has_twenty_tiles():
    comps = load_components()
    assert len(comps.tiles.tiles) == 20
    assert {t.level for t in comps.tiles.tiles} == {1, 2, 3, 4}


def test_every_tile_records_its_sources():
    comps = load_components()
    for t in comps.tiles.tiles:
        assert t.source.cost in ("rulebook", "designed")
    assert comps.tile(31).source.cost == "rulebook"
    assert comps.tile(31).cost == ["K", "G", "G", "G"]


def test_designed_values_match_the_rulings():
    comps = load_components()
    assert comps.player_board.pinge.segments == [2, 3, 2]
    sections = comps.player_board.tunnel.sections
    assert [s.coal for s in sections] == [1, 1, 2, 1, 2, 2, 2]
    assert [s.vp for s in sections] == [1, 1, 1, 2, 2, 3, 3]
    assert comps.resources.bag.by_players[3] == {"black": 10, "brown": 10, "yellow": 7}
    buildings = sorted(t.number for t in comps.tiles.tiles if t.effect.building)
    assert buildings == [12, 15, 24, 35]  # R3
    assert sorted(t.number for t in comps.tiles.tiles if "H" in t.symbols) == buildings


@pytest.mark.parametrize(("name", "change", "field"), [
    ("tiles", lambda o: o["tiles"][0].update(level=7), "tiles.0.level"),
    ("tiles", lambda o: o["tiles"][3].update(cost=["Q"]), "tiles.3.cost.0"),
    ("tiles", lambda o: o["tiles"][0].pop("name"), "tiles.0.name"),
    ("player_board", lambda o: o["tunnel"]["sections"][0].update(coal=-1), "tunnel.sections.0.coal"),
    ("player_board", lambda o: o["start"].update(coal_cubes=19), "start.coal_cubes"),
    ("resources", lambda o: o["bag"]["by_players"][2].update(black=8), "bag.by_players.2"),
    ("year_wheel", lambda o: o["lease"].pop(3), "lease"),
    ("scoring", lambda o: o["thalers"].update(table="lots"), "thalers.table"),
    ("layouts", lambda o: o["first_game"]["boards"][2].append([9, 9, 45]), "first_game.boards.2"),
])
def test_broken_file_error_names_file_and_field(data_copy, name, change, field):
    _edit(data_copy, name, change)
    with pytest.raises(DataError) as exc:
        load_components(data_copy)
    msg = str(exc.value)
    assert f"{name}.yaml" in msg
    assert field in msg


def test_not_yaml_is_refused_with_the_file_name(data_copy):
    (data_copy / "scoring.yaml").write_text("thalers: [unclosed\n")
    with pytest.raises(DataError, match="scoring.yaml"):
        load_components(data_copy)


def test_missing_file_is_refused_with_the_file_name(data_copy):
    (data_copy / "year_wheel.yaml").unlink()
    with pytest.raises(DataError, match="year_wheel.yaml: file is missing"):
        load_components(data_copy)
