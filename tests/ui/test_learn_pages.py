"""Learning and feel in the window's pages: the title's Learn to play and Statistics, resuming a
tutorial at the lesson reached, the sound controls in Settings, the hints choice at set-up, the end
page keeping the finished game once, and save names in any language."""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry, tutorial  # noqa: E402
from game.core.history import History  # noqa: E402
from game.core.record import Game  # noqa: E402
from game.core.saves import SaveStore, _safe  # noqa: E402
from game.core.session import Seat, Session  # noqa: E402
from game.ui import coach, scenes, sound  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

TUTORIAL_GAME = "coal_baron"


class StubTable(Scene):
    """Stands in for the game table: these tests are about the pages around it."""

    def __init__(self, app, session, store, bots_play: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        self.coach = None

    def set_coach(self, c) -> None:       # as the table's (game.ui.scenes.table_learning)
        self.coach = c

    def draw(self, surface) -> None:
        surface.fill((20, 20, 20))


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    monkeypatch.setitem(scenes.SCENES, "table", StubTable)
    return tmp_path


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    pygame.event.clear()
    yield a
    pygame.display.quit()


@pytest.fixture
def store(home):
    return SaveStore(home / "data" / "saves")


def frame(app) -> None:
    app.invalidate()
    app.frame(pygame.event.get(), 0.016)


def click(app, pos) -> None:
    for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(e)
    frame(app)


def title(app, store):
    t = scenes.make("title", app, store)
    app.push(t)
    frame(app)
    return t


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def finished(game: str = "haspelknecht", seed: int = 5) -> Session:
    g = Game(registry.get(game).options(players=2), seed, game=game, events=False)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return Session(g, [Seat(name="Ada", colour=0), Seat(name="Bot", kind="normal", colour=1)])


# --- the title screen ------------------------------------------------------------------------

def test_the_title_opens_the_tutorials_and_the_statistics(app, store):
    t = title(app, store)
    click(app, button(t, "Learn to play").rect.center)
    learn = app.stack.top
    assert isinstance(learn, scenes.get("learn"))
    assert TUTORIAL_GAME in [c.game for c in learn.courses]
    assert all(tutorial.has_tutorial(c.game) for c in learn.courses)
    click(app, learn.buttons[0].rect.center)          # Close
    assert app.stack.top is t
    click(app, button(t, "Statistics").rect.center)
    assert isinstance(app.stack.top, scenes.get("statistics"))


def test_every_title_button_lies_on_the_signboard_without_overlap(app, store):
    t = title(app, store)
    board = t.R(*t.SIGNBOARD)
    rects = [b.rect for b in t.buttons] + [t.game_btn.rect]
    for i, r in enumerate(rects):
        assert board.contains(r)
        assert all(not r.colliderect(o) for o in rects[i + 1:])


def test_a_tutorial_resumes_at_the_lesson_reached(app, store):
    t = title(app, store)
    learn = scenes.make("learn", app, store)
    app.push(learn)
    frame(app)
    i = [c.game for c in learn.courses].index(TUTORIAL_GAME)
    assert learn.courses[i].reached is None and list(learn.rows[i]) == ["start"]
    click(app, learn.rows[i]["start"].rect.center)
    table = app.stack.top
    assert isinstance(table, StubTable) and isinstance(table.coach, tutorial.Coach)
    assert app.stack.scenes == [t, table]             # the chooser made way for the table
    assert table.session.game.actions == [] and table.session.seats[0].name == "Agnes"
    # play on as the table would (the scripted moves), autosaving into the tutorial's own folder
    game = table.session.game
    while table.coach.lesson_number(game)[0] < 3:
        game.apply(table.coach.expected(game))
    table.store.autosave(table.session)
    reached = table.coach.lesson_number(game)
    done = list(game.actions)
    assert not store.has_autosave()                   # a normal game's autosave is never touched
    app.stack.clear_to(t)                             # leave to the title

    learn = scenes.make("learn", app, store)
    app.push(learn)
    frame(app)
    assert learn.courses[i].reached == reached
    assert "3" in learn.status(learn.courses[i])
    click(app, learn.rows[i]["resume"].rect.center)
    table = app.stack.top
    assert isinstance(table, StubTable) and table.session.game.actions == done
    assert table.coach.lesson_number(table.session.game) == reached


def test_starting_again_asks_first_then_begins_afresh(app, store):
    title(app, store)
    s = tutorial.new_session(TUTORIAL_GAME, "Agnes")
    c = tutorial.Coach(TUTORIAL_GAME)
    for _i in range(5):
        s.game.apply(c.expected(s.game))
    coach.tutorial_store(TUTORIAL_GAME, store).autosave(s)
    learn = scenes.make("learn", app, store)
    app.push(learn)
    frame(app)
    i = [x.game for x in learn.courses].index(TUTORIAL_GAME)
    click(app, learn.rows[i]["start"].rect.center)     # Start again
    ask = app.stack.top
    assert isinstance(ask, scenes.get("confirm"))
    ask._no()
    assert app.stack.top is learn                     # nothing lost by saying no
    click(app, learn.rows[i]["start"].rect.center)
    app.stack.top._yes()
    table = app.stack.top
    assert isinstance(table, StubTable) and table.session.game.actions == []


# --- settings --------------------------------------------------------------------------------

def test_the_sound_controls_change_save_and_apply_the_settings(app, monkeypatch):
    applied = []
    monkeypatch.setattr(sound.SoundBoard, "apply_settings", lambda self: applied.append(
        (self.settings.volume, self.settings.muted, self.settings.ambient)))
    page = scenes.make("settings", app)
    app.push(page)
    frame(app)
    st = app.settings
    st.volume = 0.5
    click(app, (page.volume.rect.right - 6, page.volume.rect.centery))     # forward: 75 %
    assert st.volume == 0.75
    click(app, (page.volume.rect.x + 6, page.volume.rect.centery))         # back: 50 %
    assert st.volume == 0.5
    click(app, page.mute.rect.center)
    assert st.muted is True
    click(app, page.ambient.rect.center)
    assert st.ambient is False
    assert applied[-1] == (0.5, True, False) and len(applied) == 4
    saved = json.loads(Settings.path().read_text(encoding="utf-8"))
    assert (saved["volume"], saved["muted"], saved["ambient"]) == (0.5, True, False)
    assert [v for v, _label in page._volume_choices()] == [0.0, 0.25, 0.5, 0.75, 1.0]


def test_the_settings_rows_do_not_overlap(app):
    page = scenes.make("settings", app)
    app.push(page)
    frame(app)
    rects = [w.rect for w in page.widgets if w.visible]
    for i, r in enumerate(rects):
        assert all(not r.colliderect(o) for o in rects[i + 1:])


# --- set-up ----------------------------------------------------------------------------------

@pytest.mark.parametrize("hints", [True, False])
def test_the_hints_choice_reaches_the_session(app, store, hints):
    title(app, store)
    setup = scenes.make("setup", app, store, game=TUTORIAL_GAME)
    app.push(setup)
    frame(app)
    assert setup.hints is True                         # on unless turned off
    if not hints:
        click(app, setup.hints_toggle.rect.center)
    click(app, setup.start_btn.rect.center)
    session = setup.created
    assert session is not None and session.hints_allowed is hints
    assert isinstance(app.stack.top, StubTable) and app.stack.top.session is session
    assert store.load_autosave().hints_allowed is hints   # kept in the save too


# --- the end page ----------------------------------------------------------------------------

def test_the_end_page_keeps_the_game_once_and_plays_the_end(app, store, home):
    session = finished()
    for _i in range(2):                                # shown twice (e.g. a finished save loaded again)
        end = scenes.make("end", app, session, store)
        app.push(end)
        frame(app)
        assert end.recorded is not None
    entries = History(home / "data" / "history").entries()
    assert len(entries) == 1 and entries[0].scores == session.game.engine.final_result(session.game.state)["scores"]
    assert sound.board(app).played.count("end") == 2
    click(app, end.stats_btn.rect.center)
    stats = app.stack.top
    assert isinstance(stats, scenes.get("statistics"))
    assert len(stats.entries) == 1


def test_a_scratch_store_keeps_its_games_beside_it(app, tmp_path):
    """A screenshot's or a test's store never writes the player's history."""
    scratch = SaveStore(tmp_path / "scratch" / "saves")
    end = scenes.make("end", app, finished(), scratch)
    app.push(end)
    assert end.recorded is not None and end.recorded.parent == tmp_path / "scratch" / "history"
    tut = coach.tutorial_store(TUTORIAL_GAME, scratch)
    assert scenes.make("end", app, finished(seed=6), tut).history_store.folder == tmp_path / "scratch" / "history"


def test_a_history_that_cannot_be_written_costs_only_the_statistics(app, store, home):
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "data" / "history").write_text("a file where the folder should be")
    end = scenes.make("end", app, finished(), store)
    app.push(end)
    frame(app)
    assert end.recorded is None
    assert app.toast is not None and "statistics" in app.toast[0]
    assert app.stack.top is end                        # the scores are shown all the same


# --- save names ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, kept", [
    ("Partie de Gaëlle", "Partie de Gaëlle"),
    ("Gra Łukasza", "Gra Łukasza"),
    ("Jürgens Spiel", "Jürgens Spiel"),
    ("Ame\u0301lie", "Amélie"),                      # an accent typed as its own mark
    ("../a/b\\c:d*e?f\"g<h>i|j.json", "abcdefghijjson"),
    ("...", "game"),
])
def test_save_names_keep_the_letters_of_every_language(name, kept, tmp_path):
    assert _safe(name) == kept
    store = SaveStore(tmp_path / "saves")
    path = store.save(finished(), name)
    assert path.parent == tmp_path / "saves" and path.stem == kept
    assert store.load(path).game.is_over


def test_the_save_name_field_takes_those_letters():
    from game.ui.scenes.menu import save_name_char

    assert all(save_name_char(ch) for ch in "aZ09 _-éèçàłśżźąęÄÖÜß")
    assert not any(save_name_char(ch) for ch in "/\\.:*?\"<>|\n")


# --- every language --------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr", "pl", "de"])
def test_the_new_pages_fit_in_every_language(app, store, lang):
    """The chooser (not in the overflow walk) and the pages with new rows, at 1280x720, in each
    language's real catalogue: no text wider than its box."""
    from game.core import i18n
    from game.ui.board.text import recording_misfits
    from game.ui.widgets import draw_tooltip

    before = i18n.current_language()
    s = tutorial.new_session(TUTORIAL_GAME, "Agnes")
    c = tutorial.Coach(TUTORIAL_GAME)
    for _i in range(12):
        s.game.apply(c.expected(s.game))
    coach.tutorial_store(TUTORIAL_GAME, store).autosave(s)
    try:
        app.set_language(lang)
        with recording_misfits() as misfits:
            title(app, store)
            for page in (scenes.make("learn", app, store), scenes.make("settings", app),
                         scenes.make("setup", app, store, game=TUTORIAL_GAME),
                         scenes.make("end", app, finished(), store)):
                app.push(page)
                frame(app)
                for w in page.widgets:           # every tooltip, drawn as the page draws it
                    if w.visible and w.tooltip:
                        draw_tooltip(app.screen, i18n._(w.tooltip), w.rect.center, page.k,
                                     size=17 * page.tk / page.k, max_width=320)
                app.pop()
        assert not misfits, misfits
    finally:
        i18n.set_language(before)


def test_a_tutorial_played_to_its_end_is_offered_afresh(app, store):
    s = tutorial.new_session(TUTORIAL_GAME, "Agnes")
    c = tutorial.Coach(TUTORIAL_GAME)
    while not c.finished(s.game):
        s.game.apply(c.expected(s.game))
    coach.tutorial_store(TUTORIAL_GAME, store).autosave(s)
    title(app, store)
    learn = scenes.make("learn", app, store)
    app.push(learn)
    frame(app)
    i = [x.game for x in learn.courses].index(TUTORIAL_GAME)
    assert learn.courses[i].done and learn.courses[i].reached is None
    assert list(learn.rows[i]) == ["start"] and "end" in learn.status(learn.courses[i])
    click(app, learn.rows[i]["start"].rect.center)
    assert isinstance(app.stack.top, StubTable) and app.stack.top.session.game.actions == []
