"""A seat name made only of zero-width or format characters (nothing a player can see) through every
way a file reaches the window: opening the save, Continue, the Load screen, the command line's
`haspelknecht FILE`, a history replay and a tutorial resume, for both games. Such a name is refused
when the file is read (a name needs at least one visible character), the player gets a message and
every other file is still offered; and text drawing itself survives a string that draws nothing."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import registry, tutorial
from game.core.history import History
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import SaveError, Seat, Session
from game.ui.app import App
from game.ui.settings import Settings

# zero width space, byte order mark, word joiner, soft hyphen, combining grapheme joiner, a tag
# letter, a Hangul filler (a letter by its category, but drawn as nothing) and spaces alone
INVISIBLE = ["\u200b", "\ufeff", "\u2060\u2060", "\u00ad", "\u034f", "\U000e0041", "\u3164", " \u200b ",
             "\u3000"]
GAMES = registry.names()


def finished_or_started(game: str, name: str = "Agnes", *, finish: bool = False, moves: int = 8,
                        seed: int = 4) -> Session:
    definition = registry.get(game)
    g = Game(definition.options(players=2), seed, game=game)
    rnd = random.Random(seed)
    n = 0
    while not g.is_over and (finish or n < moves):
        g.apply(rnd.choice(g.legal_actions()), from_legal=True)
        n += 1
    return Session(g, [Seat(name=name, colour=0), Seat(name="Bert", kind="random", colour=1)])


def with_name(session: Session, name: str) -> dict:
    obj = session.to_json()
    obj["seats"][0]["name"] = name
    return obj


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    return App(Settings(animation_speed="off"), size=(1280, 720), headless=True)


@pytest.fixture
def store(home):
    return SaveStore(home / "data" / "saves")


def pump(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.invalidate()
        app.frame([], 1 / 60)


def write(path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj), encoding="utf-8")


# --- the check itself -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", INVISIBLE)
def test_a_name_of_nothing_visible_is_not_a_name(name):
    from game.core.session import has_visible_character

    assert not has_visible_character(name)
    with pytest.raises(ValueError, match="visible"):
        Seat(name=name)


@pytest.mark.parametrize("name", ["Agnes", "\u200bAgnes", "Zoë", "Łucja", "王", "7", "!", "A\u00adnna"])
def test_a_name_with_something_visible_is_kept(name):
    from game.core.session import has_visible_character

    assert has_visible_character(name)
    assert Seat(name=name).name == name


# --- opening the save -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", INVISIBLE)
def test_a_save_with_an_invisible_name_is_refused_and_left_as_it_is(store, game, name):
    path = store.folder / "ghost.json"
    write(path, with_name(finished_or_started(game), name))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="name"):
        store.load(path)
    assert path.read_bytes() == before


# --- Continue, again at every start ------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_continue_on_an_invisible_name_says_the_autosave_is_damaged(app, store, game):
    from game.ui.scenes.title import TitleScene

    write(store.path("autosave"), with_name(finished_or_started(game), "\u200b"))
    for _start in range(2):      # the same at the next start: nothing was changed by the first
        title = TitleScene(app, store)
        app.stack.clear_to(title) if app.stack.scenes else app.push(title)
        pump(app)
        assert title.autosave_info == "the autosave is damaged"
        title.on_continue()
        pump(app)
        assert app.stack.top is not title          # a message over the title, not a crash
        assert store.has_autosave()                 # the file is kept for the player


# --- the Load screen ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_load_screen_lists_every_save_beside_one_with_an_invisible_name(app, store, game):
    from game.ui.scenes.load import LoadScene

    good = finished_or_started(game)
    store.save(good, "good")
    for i, name in enumerate(INVISIBLE[:4]):
        write(store.folder / f"ghost{i}.json", with_name(good, name))
    scene = LoadScene(app, store)
    app.push(scene)
    for i in range(len(scene.saves)):
        scene.list.selected = i
        scene._update_buttons()
        pump(app, 1)
    assert {s.name for s in scene.saves} == {"good", "ghost0", "ghost1", "ghost2", "ghost3"}
    loadable = {s.name for s in scene.saves if isinstance(scene.session_of(s), Session)}
    assert loadable == {"good"}


# --- the command line: `haspelknecht FILE` -------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_opening_a_file_with_an_invisible_name_gives_a_message(app, store, game, tmp_path):
    from game.ui.main import _open_save
    from game.ui.scenes.dialogs import MessageDialog
    from game.ui.scenes.title import TitleScene

    path = tmp_path / "given.json"
    write(path, with_name(finished_or_started(game), "\ufeff"))
    app.push(TitleScene(app, store))
    _open_save(app, store, path)
    pump(app)
    assert isinstance(app.stack.top, MessageDialog)


# --- a history replay ----------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_with_an_invisible_name_is_set_aside_and_the_others_count(app, store, game):
    from game.ui.scenes.statistics import StatisticsScene

    history = History(store.folder.parent / "history")
    good = finished_or_started(game, finish=True)
    history.record(good)
    body = with_name(finished_or_started(game, finish=True, seed=9), "\u2060")
    body["summary"] = {"finished_at": 1.0}
    write(history.folder / f"{game}-ghost.json", body)
    scene = StatisticsScene(app, store, history)
    app.push(scene)
    pump(app)
    assert [e.seats[0]["name"] for e in scene.entries] == ["Agnes"]
    assert len(history.problems) == 1
    scene.list.selected = 0
    while not isinstance(app.stack.top, StatisticsScene):   # the message about the damaged record
        app.pop()
    scene.replay_selected()
    pump(app)
    assert app.stack.top is not scene


# --- a tutorial resume -----------------------------------------------------------------------------------

@pytest.mark.parametrize("game", [g for g in GAMES if tutorial.has_tutorial(g)])
def test_a_tutorial_left_with_an_invisible_name_starts_afresh(app, store, game):
    from game.ui import coach
    from game.ui.scenes.learn import LearnDialog, courses, learner_name
    from game.ui.scenes.title import TitleScene

    session = tutorial.new_session(game, "Agnes")
    tstore = coach.tutorial_store(game, store)
    write(tstore.path("autosave"), with_name(session, "\u00ad"))
    app.push(TitleScene(app, store))
    [course] = [c for c in courses(store) if c.game == game]
    assert course.reached is None and not course.problem
    dialog = LearnDialog(app, store)
    app.push(dialog)
    pump(app)
    dialog.resume(course)
    pump(app)
    table = app.stack.top
    assert table.session.seats[tutorial.script(game).you].name == learner_name()
    # the unreadable progress is kept for the player: where it was until the first autosave, then
    # in the set-aside folder
    kept = [*tstore.set_aside_folder.glob("autosave-*.json"), tstore.path("autosave")]
    names = [json.loads(p.read_text(encoding="utf-8"))["seats"][0]["name"] for p in kept if p.exists()]
    assert "\u00ad" in names


# --- text drawing survives a string that draws nothing ---------------------------------------------------

@pytest.mark.parametrize("txt", ["", "\u200b", "\ufeff\u2060", "\U000e0041"])
def test_text_drawing_survives_a_string_of_zero_width(app, txt):
    from game.ui.board import text as T
    from game.ui.widgets import draw_tooltip, wrap

    surface = pygame.Surface((300, 100))
    rect = T.text(surface, txt, "serif", 18, (0, 0, 0), (10, 10), max_width=200)
    assert rect.w <= 1 and rect.h > 0
    assert T.text_size(txt, "serif_bold", 18)[0] <= 1
    assert T.wrap_lines(txt, "serif", 18, 100) in ([], [txt])
    from game.ui import theme
    assert wrap(txt, theme.font("serif", 18), 100) == [txt]
    draw_tooltip(surface, txt, (5, 5), 1.0, title=True)


# --- a name typed on the set-up page ---------------------------------------------------------------------

def test_a_typed_name_of_nothing_visible_gives_the_seat_its_placeholder(app, store):
    from game.ui.scenes.setup import SetupScene, player_placeholder

    scene = SetupScene(app, store)
    app.push(scene)
    field = scene.rows[1]["name"]
    field.set_text("\u200b\u2060")
    scene._rename(1, field.text)
    assert scene.seats[1].name == player_placeholder(1)
    assert scene.final_seats()[1].name == player_placeholder(1)
    Session.from_json(scene.build_session().to_json())     # the game it starts can be read again


def test_save_files_named_with_nothing_visible_are_listed_and_drawn(app, store):
    from game.ui.scenes.load import LoadScene

    good = finished_or_started("haspelknecht")
    for i, stem in enumerate(["\u034f", "\u3164", "\u200b", "\u0301\u0301"]):
        store.save(good, f"s{i}")
        store.path(f"s{i}").rename(store.folder / f"{stem}.json")
    scene = LoadScene(app, store)
    app.push(scene)
    for i in range(len(scene.saves)):
        scene.list.selected = i
        scene._update_buttons()
        pump(app, 1)
    assert len(scene.saves) == 4
    assert all(has_visible(s.name) for s in scene.saves)
    assert all(isinstance(scene.session_of(s), Session) for s in scene.saves)    # the files themselves are fine


def has_visible(text: str) -> bool:
    from game.core.session import has_visible_character

    return has_visible_character(text)
