"""Damaged and hostile inputs in the window: extreme saves on the title and Load screens, broken save
entries, an unsearchable saves folder, a deeply nested settings file, damaged game data, the crash
screen's set-aside offer, two copies of the game. Never a traceback or a crash screen that
sends the player back into the crash."""

from __future__ import annotations

import json
import os
import pathlib
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.haspelknecht.options import Options
from game.ui.app import App
from game.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def make_session(moves: int = 10, seed: int = 3) -> Session:
    game = Game(Options(players=2), seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        game.apply(rnd.choice([a for a in game.legal_actions() if a.kind != "retract"]))
    return Session(game, [Seat(name="Agnes", colour=0), Seat(name="Bert", kind="easy", colour=1)])


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a


@pytest.fixture
def store(home):
    return SaveStore(home / "data" / "saves")


def pump(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.invalidate()
        app.frame([], 1 / 60)


def extreme(session: Session, **changes) -> str:
    obj = session.to_json()
    text = json.dumps(obj)
    if "seed" in changes:
        text = text.replace(f'"seed": {session.game.seed}', f'"seed": {changes["seed"]}')
    if "name" in changes:
        text = text.replace('"Agnes"', json.dumps(changes["name"]))
    return text


# --- extreme saves on the title and the Load screen --------------------------------------------

@pytest.mark.parametrize("change", [{"seed": "Infinity"}, {"seed": "1e400"}, {"seed": "9" * 5000},
                                    {"name": "Ag\u0000nes"}])
def test_an_extreme_autosave_does_not_crash_the_title(app, store, change):
    from game.ui.scenes.title import TitleScene

    store.folder.mkdir(parents=True)
    store.path("autosave").write_text(extreme(make_session(), **change), encoding="utf-8")
    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    assert title.autosave_info == "the autosave is damaged"
    title.on_continue()
    pump(app)
    assert app.stack.top is not title      # a message, not a crash


def test_extreme_named_saves_do_not_crash_the_load_screen(app, store):
    from game.ui.scenes.load import LoadScene

    good = make_session()
    store.save(good, "good")
    for i, change in enumerate([{"seed": "Infinity"}, {"seed": "9" * 5000}, {"name": "Ag\u0000nes"}]):
        (store.folder / f"bad{i}.json").write_text(extreme(good, **change), encoding="utf-8")
    (store.folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    scene = LoadScene(app, store)
    app.push(scene)
    for i in range(len(scene.saves)):
        scene.list.selected = i
        scene._update_buttons()
        pump(app, 1)
    assert {s.name for s in scene.saves} == {"good", "bad0", "bad1", "bad2", "deep"}


# --- a broken entry in the saves folder -------------------------------------------------------

def test_a_dangling_link_does_not_hide_the_other_saves(app, store):
    from game.ui.scenes.load import LoadScene

    store.save(make_session(), "good")
    (store.folder / "dangling.json").symlink_to(store.folder / "gone.json")
    (store.folder / "loop.json").symlink_to(store.folder / "loop.json")
    scene = LoadScene(app, store)
    app.push(scene)
    pump(app)
    names = [s.name for s in scene.saves]
    assert sorted(names) == ["dangling", "good", "loop"]
    scene.list.selected = names.index("good")
    scene._update_buttons()
    assert scene.load_btn.enabled
    scene.list.selected = names.index("dangling")
    scene._update_buttons()
    assert not scene.load_btn.enabled
    pump(app)


# --- a saves folder that cannot be searched ----------------------------------------------------

@pytest.fixture
def unsearchable(store, monkeypatch):
    """The saves folder refuses every look inside (as with chmod a-x; root ignores modes, so the
    refusal is simulated at the same call)."""
    store.folder.mkdir(parents=True)
    real_exists = pathlib.Path.exists

    def exists(self, *a, **k):
        if str(self).startswith(str(store.folder) + os.sep):
            raise PermissionError(13, "Permission denied", str(self))
        return real_exists(self, *a, **k)

    monkeypatch.setattr(pathlib.Path, "exists", exists)
    return store


def test_save_the_game_in_an_unsearchable_folder_says_so_and_goes_on(app, unsearchable):
    from game.ui.scenes.dialogs import PromptDialog
    from game.ui.scenes.menu import GameMenu

    menu = GameMenu(app, make_session(), unsearchable)
    app.push(menu)
    menu.ask_save()
    dialog = app.stack.top
    assert isinstance(dialog, PromptDialog)
    dialog._ok()
    pump(app)
    assert app.stack.top is dialog and "Could not save" in dialog.error
    assert str(unsearchable.folder) in dialog.error


def test_a_failed_autosave_says_the_game_is_not_being_saved(app, store, monkeypatch):
    from game.ui.scenes.table_scene import TableScene as GameScene

    session = make_session()
    scene = GameScene(app, session, store)
    app.push(scene)

    def refuse(_session):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store, "save", lambda *_a, **_k: refuse(None))
    scene._autosave()
    assert app.toast and "NOT autosaved" in app.toast[0] and str(store.folder) in app.toast[0]


# --- settings, data, the crash screen and a second copy: the window entry point in a fresh process

def run_window(home: Path, body: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ, HASPELKNECHT_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    code = textwrap.dedent("""
        import pygame
        from game.ui import main as m
        from game.ui.app import App
        _run = App.run
        def run_once(self):
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            _run(self)
        App.run = run_once
        shown = []
        def show(text, **kw):
            shown.append(text)
            print("SHOWN:", text, flush=True)
        m.show_message_screen = show
        from game.ui.scenes import dialogs
        _init = dialogs.MessageDialog.__init__
        def spy(self, app, title, text, **kw):
            print("DIALOG:", text, flush=True)
            _init(self, app, title, text, **kw)
        dialogs.MessageDialog.__init__ = spy
    """) + textwrap.dedent(body) + "\nraise SystemExit(m.run([]))\n"
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=90,
                          cwd=str(ROOT))


def test_a_deeply_nested_settings_file_gives_defaults_and_a_message(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    done = run_window(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "DIALOG:" in done.stdout and "settings file" in done.stdout
    assert "display" not in done.stdout + done.stderr


def test_damaged_data_with_an_autosave_names_the_file(tmp_path):
    import shutil

    from game.resources import data_dir

    SaveStore(tmp_path / "data" / "saves").autosave(make_session())
    data = tmp_path / "install" / "haspelknecht"
    shutil.copytree(data_dir() / "haspelknecht", data)
    (data / "tiles.yaml").write_bytes(b"\xff\xfe not text")
    done = run_window(tmp_path, f"""
        import game.haspelknecht.components as c
        from pathlib import Path
        c.data_dir = lambda: Path({str(data.parent)!r})
    """)
    out = done.stdout + done.stderr
    assert done.returncode == 1
    assert "installation is damaged" in out and "tiles.yaml" in out, out
    assert "Continue" not in out and "Traceback" not in done.stderr


def test_a_crash_while_opening_the_autosave_offers_to_set_it_aside(tmp_path):
    store = SaveStore(tmp_path / "data" / "saves")
    store.autosave(make_session())
    done = run_window(tmp_path, """
        from game.ui.scenes.title import TitleScene
        _draw = TitleScene.draw_scene
        def boom(self, surface):
            if self.store.has_autosave():
                raise ZeroDivisionError("a bug the autosave triggers")
            _draw(self, surface)
        TitleScene.draw_scene = boom
        def choose(text):
            print("OFFER:", text, flush=True)
            return True
        m.ask_set_aside = choose
    """)
    assert "OFFER:" in done.stdout and "set that game aside" in done.stdout, done.stdout + done.stderr
    assert "choose Continue" not in done.stdout
    assert not store.has_autosave()
    kept = list((tmp_path / "data" / "set-aside").glob("autosave-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8"))["game"] == "haspelknecht"
    assert done.returncode == 0     # started afresh, then closed normally
    assert "Traceback" not in done.stderr


def test_a_second_copy_says_already_open(tmp_path):
    from game.core.instance_lock import InstanceLock

    lock = InstanceLock(tmp_path / "data" / "running.lock")
    assert lock.acquire()
    try:
        done = run_window(tmp_path)
    finally:
        lock.release()
    assert done.returncode == 1
    assert "already open" in done.stdout, done.stdout + done.stderr
    again = run_window(tmp_path)      # the lock went with its holder
    assert again.returncode == 0, again.stdout + again.stderr


def test_a_new_game_sets_an_unreadable_autosave_aside_and_says_so(app, store):
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    store.folder.mkdir(parents=True)
    store.path("autosave").write_text("{ not a save", encoding="utf-8")
    title = TitleScene(app, store)
    app.push(title)
    setup = SetupScene(app, store)
    app.push(setup)
    setup.start()
    assert app.toast and "set-aside" in app.toast[0]
    assert len(list(store.set_aside_folder.glob("autosave-*.json"))) == 1
    assert store.load_autosave() is not None
    pygame.event.clear()


def test_a_save_with_an_impossible_file_time_is_listed(app, store):
    from game.ui.scenes.load import LoadScene, when

    assert when(1e18) == "unknown date"        # some file systems keep such times
    path = store.save(make_session(), "far future")
    os.utime(path, (2**40, 2**40))
    scene = LoadScene(app, store)
    app.push(scene)
    pump(app)
    assert [s.name for s in scene.saves] == ["far future"]


def test_a_huge_format_value_gives_a_short_message(store):
    from game.core.session import SaveError

    obj = make_session().to_json()
    obj["format"] = ["x" * 1000] * 1000
    store.folder.mkdir(parents=True)
    path = store.folder / "fmt.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert len(str(err.value)) < 300


def test_the_crash_message_claims_a_saved_game_only_after_a_good_autosave(store, capsys, monkeypatch):
    from game.ui import main as m

    store.autosave(make_session())
    monkeypatch.setattr(m, "_in_window", lambda app: False)     # the message goes to stderr
    store.autosave_suspect = False
    store.last_autosave_error = "Permission denied"
    assert m._after_crash(object(), store, None) == (1, False)
    err = capsys.readouterr().err
    assert "was saved" not in err and "may not be saved" in err
    store.last_autosave_error = None
    m._after_crash(object(), store, None)
    assert "Your game was saved" in capsys.readouterr().err


# --- the message screen in an odd window ----------------------------------------------------------

def test_the_message_screen_is_drawn_again_when_the_window_is_resized_or_uncovered(home, monkeypatch):
    """It waits for a key in a window the player may resize or cover: it was drawn once and the
    window then stayed black."""
    from game.ui import main

    App(Settings(), size=(800, 450), headless=True)
    painted: list[str] = []
    real = main._paint_message
    monkeypatch.setattr(main, "_paint_message", lambda *a: (painted.append(a[0]), real(*a)))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=450))
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    assert main.show_message_screen("Read me", wait=True) == pygame.K_x
    assert painted == ["Read me"] * 3
    assert pygame.display.get_surface().get_at((400, 225))[:3] != (0, 0, 0)
