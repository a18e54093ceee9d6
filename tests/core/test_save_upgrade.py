"""Saves keep working across the collection refactor: format 2 names its game; format-1 files (the
Haspelknecht-only app) are upgraded on load, including records made before the rulings R31-R33
(the old automatic reels inserted) or refused when an old action is no longer allowed.

The fixtures in tests/fixtures/ are real files written by earlier versions of the game
(tests/fixtures/make_format1_fixture.py; format1_expected.json says what the game showed then).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.cli import main
from game.core import save_upgrade
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import SAVE_FORMAT, SaveError, Seat, Session, describe
from game.haspelknecht.options import Options

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "format1_expected.json").read_text())
LOADABLE = ["save_format1.json", "save_format1_before_r31.json"]
OLD_RULES = "save_format1_old_rules_tunnel_wood.json"


def _load(name: str) -> Session:
    return SaveStore(FIXTURES).load(FIXTURES / name)


@pytest.mark.parametrize("name", LOADABLE)
def test_a_format_1_save_loads_showing_what_the_game_showed_when_saved(name):
    expected = EXPECTED[name]
    d = describe(_load(name))
    assert d["game"] == "haspelknecht"
    assert [s["name"] for s in d["seats"]] == expected["players"]
    assert d["scores"] == expected["scores"]
    assert d["projected"] == expected["projected"]
    assert [d["turn"]["player"], d["turn"]["decision"]] == expected["decision"]


def test_a_save_from_before_the_rulings_gets_the_old_automatic_reels():
    raw = json.loads((FIXTURES / "save_format1_before_r31.json").read_text())
    old = raw["record"]["actions"]
    session = _load("save_format1_before_r31.json")
    new = session.game.record()["actions"]
    inserted = [a for a in new if a["kind"] == "reel"]
    assert len(new) > len(old) == EXPECTED["save_format1_before_r31.json"]["actions"]
    assert len(inserted) > sum(1 for a in old if a["kind"] == "reel")
    assert [a for a in new if a["kind"] != "reel"] == [a for a in old if a["kind"] != "reel"]


def test_a_save_made_after_the_rulings_replays_as_it_is():
    raw = json.loads((FIXTURES / "save_format1.json").read_text())
    assert _load("save_format1.json").game.record()["actions"] == raw["record"]["actions"]


def test_an_old_rules_save_that_cannot_be_continued_is_refused_with_the_reason():
    with pytest.raises(SaveError) as err:
        _load(OLD_RULES)
    text = str(err.value)
    assert "made under older rules" in text and "cannot be continued" in text
    assert f"action {EXPECTED[OLD_RULES]['refused_at_action']}" in text and "tunnel" in text


@pytest.mark.parametrize("name", LOADABLE)
def test_inspect_prints_the_players_scores_and_decision_of_the_fixture(name, capsys):
    expected = EXPECTED[name]
    assert main(["inspect", str(FIXTURES / name), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [s["name"] for s in d["seats"]] == expected["players"]
    assert d["scores"] == expected["scores"]
    assert [d["turn"]["player"], d["turn"]["decision"]] == expected["decision"]
    assert main(["inspect", str(FIXTURES / name)]) == 0
    text = capsys.readouterr().out
    who = expected["players"][expected["decision"][0]]
    assert f"Turn: {who} (seat {expected['decision'][0] + 1}), decision: {expected['decision'][1]}" in text
    for player, score in zip(expected["players"], expected["scores"], strict=True):
        assert player in text and f"{score} VP" in text


def test_inspect_a_bad_file_is_one_line_and_exit_1(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["inspect", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json" in err
    assert main(["inspect", str(FIXTURES / OLD_RULES)]) == 1
    assert "older rules" in capsys.readouterr().err
    assert main(["inspect", str(tmp_path / "missing.json")]) == 1


def test_inspect_a_finished_game_prints_the_result(tmp_path, capsys):
    from game.core.simulate import play_game

    game = play_game(Options(players=2), 3, ["random", "random"])
    store = SaveStore(tmp_path)
    store.save(Session(game, [Seat(name="A"), Seat(name="B", kind="random", colour=1)]), "done")
    assert main(["inspect", str(tmp_path / "done.json")]) == 0
    assert "The game is over" in capsys.readouterr().out


def test_a_loaded_format_1_save_is_written_back_as_format_2(tmp_path):
    shutil.copy(FIXTURES / "save_format1.json", tmp_path / "old.json")
    store = SaveStore(tmp_path)
    session = store.load(tmp_path / "old.json")
    store.save(session, "new")
    obj = json.loads((tmp_path / "new.json").read_text())
    assert obj["format"] == SAVE_FORMAT == 2 and obj["game"] == "haspelknecht" and "app" not in obj
    again = store.load(tmp_path / "new.json")
    assert again.game.state.to_json() == session.game.state.to_json()
    assert (tmp_path / "old.json").read_bytes() == (FIXTURES / "save_format1.json").read_bytes()


def test_the_upgrader_is_a_chain_by_format_number():
    assert sorted(save_upgrade.UPGRADES) == list(range(1, SAVE_FORMAT))
    for bad in ({"format": 0}, {"format": SAVE_FORMAT + 1}, {"format": "1"}, {"format": True}, [], None,
                {"format": 1, "app": "other"}, {"format": 2, "game": "chess"}):
        with pytest.raises(SaveError):
            save_upgrade.upgrade(bad)


def test_a_save_names_its_game_and_a_record_of_another_game_is_refused(tmp_path):
    game = Game(Options(players=2), 1)
    obj = Session(game, [Seat(name="A"), Seat(name="B", colour=1)]).to_json()
    obj["game"] = "coal_baron"
    with pytest.raises(SaveError):
        Session.from_json(obj)


def test_a_seat_kind_the_game_does_not_register_is_refused():
    game = Game(Options(players=2), 1)
    obj = Session(game, [Seat(name="A"), Seat(name="B", kind="hard", colour=1)]).to_json()
    obj["seats"][1]["kind"] = "grandmaster"
    with pytest.raises(SaveError, match="grandmaster"):
        Session.from_json(obj)


def test_a_damaged_save_of_todays_rules_is_not_blamed_on_older_rules():
    obj = json.loads((FIXTURES / "save_format1.json").read_text())
    obj["record"]["actions"].append({"kind": "reel", "choice": "stop"})   # only today's rules know stop
    with pytest.raises(SaveError) as err:
        Session.from_json(obj)
    assert "damaged" in str(err.value) and "older rules" not in str(err.value)
