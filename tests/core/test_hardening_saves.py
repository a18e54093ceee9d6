"""Damaged and hostile saves and settings: extreme numbers or shapes, records with a start state,
broken entries in the saves folder, and two copies of the game. Each is refused with
a message (SaveError, or the settings' reset message), never another exception, and no file changes."""

from __future__ import annotations

import json
import os
import random

import pytest

from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import SaveError, Seat, Session
from game.haspelknecht.options import Options


def make_session(moves: int = 12, seed: int = 5) -> Session:
    game = Game(Options(players=2), seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        game.apply(rnd.choice([a for a in game.legal_actions() if a.kind != "retract"]))
    return Session(game, [Seat(name="Agnes", colour=0), Seat(name="Bert", kind="easy", colour=1)])


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "data" / "saves")


@pytest.fixture
def good(store):
    session = make_session()
    store.save(session, "good")
    return session


def write(store: SaveStore, name: str, text: str) -> os.PathLike:
    store.folder.mkdir(parents=True, exist_ok=True)
    path = store.folder / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    return path


def refused(store: SaveStore, path, *words: str) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert path.read_bytes() == before
    message = str(err.value)
    assert all(ch.isprintable() for ch in message), repr(message)
    for w in words:
        assert w in message, message
    return message


# --- extreme numbers and shapes -------------------------------------------------------------------

def _with_seed(good: Session, seed_text: str) -> str:
    text = json.dumps(good.to_json())
    return text.replace(f'"seed": {good.game.seed}', f'"seed": {seed_text}')


@pytest.mark.parametrize("seed", ["Infinity", "-Infinity", "NaN", "1e400", "9" * 5000, str(2**70), "1.5", "true"])
def test_extreme_seeds_are_refused(store, good, seed):
    text = _with_seed(good, seed)
    assert seed in text
    refused(store, write(store, "extreme", text), "save")


def test_deep_nesting_is_refused(store):
    refused(store, write(store, "deep", "[" * 100_000 + "]" * 100_000), "nested")


def test_deep_nesting_inside_a_real_save_is_refused(store, good):
    obj = good.to_json()
    text = json.dumps(obj).replace('"saved_at"', '"deep": ' + "[" * 50 + "]" * 50 + ', "saved_at"')
    refused(store, write(store, "deep2", text), "nested")


@pytest.mark.parametrize("name", ["Ag\u0000nes", "Ag\nnes", "\ud800x", "\u2028"])
def test_control_characters_in_a_seat_name_are_refused(store, good, name):
    obj = good.to_json()
    obj["seats"][0]["name"] = name
    refused(store, write(store, "nul", json.dumps(obj)), "name")


def test_a_huge_file_is_refused_without_parsing(store, good):
    obj = good.to_json()
    obj["padding"] = "x" * 5_000_000
    refused(store, write(store, "huge", json.dumps(obj)), "larger")


def test_too_many_actions_are_refused(store, good):
    obj = good.to_json()
    obj["record"]["actions"] = obj["record"]["actions"] * 2000
    refused(store, write(store, "long", json.dumps(obj)), "actions")


def test_wrong_seat_count_and_shapes(store, good):
    for seats in ([], [{"name": "A"}] * 9, "nope", [None, None], [[1], [2]]):
        obj = good.to_json()
        obj["seats"] = seats
        refused(store, write(store, "seats", json.dumps(obj)))


def test_garbage_actions_of_any_type_become_save_errors(store, good):
    rnd = random.Random(1)
    junk = [None, True, -1, 2**62, 1.5, "x", "", [], {}, [1, [2]], {"a": 1}, "\u0000"]
    for trial in range(60):
        obj = good.to_json()
        actions = obj["record"]["actions"]
        i = rnd.randrange(len(actions))
        action = dict(actions[i])
        key = rnd.choice([k for k in action if k != "kind"] or ["kind"])
        action[key] = rnd.choice(junk)
        actions[i] = action
        path = write(store, f"junk{trial}", json.dumps(obj))
        try:
            store.load(path)
        except SaveError:
            pass


# --- records with a start state -------------------------------------------------------------------

def test_a_record_with_a_start_state_is_refused(store, good):
    obj = good.to_json()
    state = good.game.state.to_json()
    obj["record"]["start"] = state
    obj["record"]["actions"] = []
    refused(store, write(store, "start", json.dumps(obj)), "position")


@pytest.mark.parametrize("change", [
    lambda s: s.update(stage="bogus"), lambda s: s.update(phase=99),
    lambda s: s["players"][0].update(vp=10**18),
])
def test_bogus_start_states_are_refused(store, good, change):
    obj = good.to_json()
    state = good.game.state.to_json()
    change(state)
    obj["record"]["start"] = state
    refused(store, write(store, "bogus", json.dumps(obj)), "position")


def test_tests_may_still_read_a_start_state():
    game = make_session(20).game
    start = Game.from_state(game.state.to_json())
    assert Game.from_record(start.record()).state.to_json() == game.state.to_json()


# --- one broken entry must not hide every save --------------------------------------------------

def test_broken_entries_are_listed_and_never_hide_the_others(store, good):
    folder = store.folder
    (folder / "dangling.json").symlink_to(folder / "nowhere.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / "folder.json").mkdir()
    os.mkfifo(folder / "fifo.json")
    infos = {i.name: i for i in store.list()}
    assert set(infos) == {"good", "dangling", "loop", "folder", "fifo"}
    assert not infos["good"].problem
    for name in ("dangling", "loop", "folder", "fifo"):
        assert infos[name].problem
        with pytest.raises(SaveError):
            store.load(infos[name].path)   # a FIFO must not block the reader
    assert isinstance(store.load(infos["good"].path), Session)


# --- two copies of the game, unreadable autosaves --------------------------------------------------

def test_autosave_uses_a_unique_temporary_file(store, monkeypatch):
    session = make_session()
    store.folder.mkdir(parents=True)
    (store.folder / "autosave.tmp").write_text("another copy's half-written file", encoding="utf-8")
    store.autosave(session)
    assert (store.folder / "autosave.tmp").read_text(encoding="utf-8") == "another copy's half-written file"
    assert [p.name for p in store.folder.glob("*.tmp")] == ["autosave.tmp"]   # ours cleaned up
    assert store.load_autosave().game.actions == session.game.actions


def test_an_unreadable_autosave_is_set_aside_not_overwritten(store):
    said = []
    store.notify = said.append
    path = write(store, "autosave", '{"app": "haspelknecht", "format": 1, "seats": [')
    store.autosave(make_session())
    kept = list(store.set_aside_folder.glob("autosave-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith('"seats": [')
    assert store.set_aside_folder.parent == store.folder.parent
    assert said and "set-aside" in said[0]
    assert isinstance(store.load(path), Session)


def test_a_readable_autosave_is_replaced_as_before(store):
    store.autosave(make_session(4))
    other = SaveStore(store.folder)            # as at the next start of the game
    other.autosave(make_session(8))
    assert not other.set_aside_folder.exists()
    assert len(other.load_autosave().game.actions) == 8


# --- settings -------------------------------------------------------------------------------------

@pytest.mark.parametrize("content", [
    "[" * 100_000 + "]" * 100_000, '{"ui_scale": Infinity}', '{"window_width": ' + "9" * 5000 + "}",
    "\xff\xfe", "[]", "null", '{"ui_scale": 1e400}',
])
def test_broken_settings_fall_back_to_defaults_with_a_message(tmp_path, monkeypatch, content):
    from game.ui.settings import Settings

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content.encode("utf-8", "surrogatepass") if content != "\xff\xfe" else b"\xff\xfe")
    before = path.read_bytes()
    settings, message = Settings.load()
    assert settings == Settings()
    assert message and "settings file" in message
    assert path.read_bytes() == before


def test_a_folder_or_fifo_as_settings_gives_defaults(tmp_path, monkeypatch):
    from game.ui.settings import Settings

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    path = Settings.path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    settings, message = Settings.load()
    assert settings == Settings() and message
