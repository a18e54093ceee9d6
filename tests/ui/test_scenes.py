"""The menus around the game: scene stack, rendering at two sizes, the setup form, settings,
saves (broken and foreign files refused), Continue. All headless, nothing written outside tmp."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.core.simulate import play_game
from game.haspelknecht.options import Options
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.settings import Settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


# --- helpers --------------------------------------------------------------------------------

@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def make_app(size=(1280, 720)) -> App:
    return App(Settings(), size=size, headless=True)


@pytest.fixture
def app(home):
    app = make_app()
    pygame.event.clear()
    return app


@pytest.fixture
def store(home):
    return SaveStore(home / "data" / "saves")


def seats(n=3):
    names = ["Agnes", "Dietrich", "Gertrud", "Konrad"]
    return [Seat(name=names[i], kind="human" if i == 0 else "random", colour=i) for i in range(n)]


def session_after(moves=30, seed=3, n=3) -> Session:
    game = Game(Options(players=n), seed)
    import random

    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < moves:
        game.apply(rng.choice(game.legal_actions()))
    return Session(game, seats(n))


def finished_session(seed=4, n=3) -> Session:
    return Session(play_game(Options(players=n), seed, ["random"] * n, events=True), seats(n))


def pump(app: App, events=()) -> None:
    for e in events:
        pygame.event.post(e)
    app.frame(pygame.event.get(), 0.016)


def click(app: App, target) -> None:
    pos = target.center if isinstance(target, pygame.Rect) else target
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def press(app: App, key: int, mod: int = 0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])


def type_text(app: App, text: str) -> None:
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def not_blank(surface: pygame.Surface) -> bool:
    small = pygame.transform.scale(surface, (32, 18))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(18)}
    return len(colours) > 20


# --- the stack ------------------------------------------------------------------------------

class Recorder(Scene):
    def __init__(self, app, consume=False, passes=False, opaque=True):
        super().__init__(app)
        self.events, self.drawn, self.consume = [], 0, consume
        self.passes_events, self.opaque = passes, opaque

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.events.append(event.key)
            return self.consume
        return False

    def draw(self, surface):
        self.drawn += 1


def test_push_pop_and_an_overlay_passes_events_on(app):
    base = Recorder(app)
    app.push(base)
    overlay = Recorder(app, passes=True, opaque=False)
    app.push(overlay)
    press(app, pygame.K_a)
    assert overlay.events == [pygame.K_a] and base.events == [pygame.K_a]   # passed on
    assert base.drawn == 1 and overlay.drawn == 1                           # drawn below the overlay
    modal = Recorder(app, consume=True, opaque=False)
    app.push(modal)
    press(app, pygame.K_b)
    assert modal.events == [pygame.K_b] and base.events == [pygame.K_a]     # consumed on top
    app.pop()
    app.pop()
    assert app.stack.top is base
    press(app, pygame.K_c)
    assert base.events == [pygame.K_a, pygame.K_c]


def test_title_settings_and_back_with_escape(app, store):
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    settings_btn = next(b for b in title.buttons if b.label == "Settings")
    click(app, settings_btn.rect)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_dialogs_are_modal_and_close(app):
    from game.ui.scenes.dialogs import ConfirmDialog, MessageDialog, PromptDialog

    base = Recorder(app)
    app.push(base)
    answers = []
    app.push(ConfirmDialog(app, "Sure?", "Really do it?", yes="Do it", on_yes=lambda: answers.append("yes")))
    press(app, pygame.K_x)
    assert base.events == []              # the dialog keeps the keys
    press(app, pygame.K_RETURN)
    assert answers == ["yes"] and app.stack.top is base
    app.push(MessageDialog(app, "Note", "Something to read.", on_close=lambda: answers.append("ok")))
    pump(app)
    click(app, app.stack.top.buttons[0].rect)
    assert answers == ["yes", "ok"] and app.stack.top is base
    prompt = PromptDialog(app, "Name", "A name:", initial="ab", on_ok=lambda t: answers.append(t) or None)
    app.push(prompt)
    type_text(app, "s")                   # the text of the key that opened the prompt is not typed
    press(app, pygame.K_c)
    type_text(app, "cd")
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)
    assert answers[-1] == "abc" and app.stack.top is base


# --- every scene renders ----------------------------------------------------------------------

def all_scenes(app, store):
    """(name, build) for every scene of this part of the UI; build pushes it (and what lies below)."""
    from game.ui.scenes.dialogs import ConfirmDialog, MessageDialog, PromptDialog
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.rules_ref import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table_scene import TableScene as GameScene
    from game.ui.scenes.title import TitleScene

    mid, done = session_after(40), finished_session()
    store.save(mid, "midgame")
    store.save(done, "finished")
    (store.folder / "broken.json").write_text("{ nope", encoding="utf-8")

    def under_game(session):
        app.push(GameScene(app, session, store))

    def rules_later():
        scene = RulesScene(app)
        app.push(scene)
        scene.turn(4)

    out = [
        ("title", lambda: app.push(TitleScene(app, store))),
        ("setup", lambda: app.push(SetupScene(app, store))),
        ("load", lambda: app.push(LoadScene(app, store))),
        ("settings", lambda: app.push(SettingsScene(app))),
        ("rules", lambda: app.push(RulesScene(app))),
        ("rules-later", rules_later),
        ("menu", lambda: (under_game(mid), app.push(GameMenu(app, mid, store)))),
        ("end", lambda: (under_game(done), app.push(EndScene(app, done, store)))),
        ("message", lambda: (app.push(TitleScene(app, store)), app.push(MessageDialog(app, "Hello", "A line.")))),
        ("confirm", lambda: (app.push(TitleScene(app, store)),
                             app.push(ConfirmDialog(app, "Sure?", "Yes or no.", yes="Yes", on_yes=lambda: None)))),
        ("prompt", lambda: (app.push(TitleScene(app, store)),
                            app.push(PromptDialog(app, "Save", "A name:", on_ok=lambda t: None)))),
    ]
    out.append(("game", lambda: app.push(GameScene(app, mid, store))))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_scene_renders(home, store, size):
    app = make_app(size)
    for name, build in all_scenes(app, store):
        app.stack.scenes.clear()
        build()
        pump(app)
        assert app.screen.get_size() == size
        assert not_blank(app.screen), name


def test_scenes_fit_a_large_ui_scale(home, store):
    """UI scale 2 on a small window: every widget of the setup form stays inside the window."""
    from game.ui.scenes.setup import SetupScene

    settings = Settings(ui_scale=2.0)
    app = App(settings, size=(1280, 720), headless=True)
    scene = SetupScene(app, store)
    app.push(scene)
    pump(app)
    window = app.screen.get_rect()
    for w in scene.widgets:
        if w.visible:
            assert window.contains(w.rect), w


# --- the setup form ------------------------------------------------------------------------------

def test_setup_produces_the_chosen_seats_and_options(app, store):
    from game.ui.scenes.setup import SetupScene, bot_kinds, kind_label
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app, store))
    scene = SetupScene(app, store)
    app.push(scene)
    pump(app)
    # a fourth player
    click(app, scene.add_btn.rect)
    assert len(scene.seats) == 4
    # rename the first player
    field = scene.rows[0]["name"]
    click(app, field.rect)
    assert scene.focus is field
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Wilma")
    press(app, pygame.K_TAB)          # on to the next field
    assert scene.focus is scene.rows[1]["name"]
    press(app, pygame.K_ESCAPE)       # leaves the field, not the screen
    assert scene.focus is None and app.stack.top is scene
    # seat 2: one step back from its bot is... cycle until a person
    kind = scene.rows[1]["kind"]
    for _ in range(len(bot_kinds()) + 1):
        if scene.seats[1].kind == "human":
            break
        click(app, (kind.rect.x + 5, kind.rect.centery))
    assert scene.seats[1].kind == "human" and kind.text() == kind_label("human")
    # seat 4 becomes the strongest bot offered
    strongest = bot_kinds()[-1]
    kind4 = scene.rows[3]["kind"]
    for _ in range(len(bot_kinds()) + 1):
        if scene.seats[3].kind == strongest:
            break
        click(app, (kind4.rect.right - 5, kind4.rect.centery))
    assert scene.seats[3].kind == strongest
    # seat 1 takes seat 2's colour: they swap
    click(app, scene.rows[0]["colour"].rect)
    assert scene.seats[0].colour == 1 and scene.seats[1].colour == 0
    # variant rules and the seed
    click(app, scene.opts.t_buildings.rect)
    click(app, scene.opts.t_farmhand.rect)
    click(app, (scene.opts.storage.rect.right - 5, scene.opts.storage.rect.centery))
    click(app, scene.seed_field.rect)
    type_text(app, "12x34")           # letters are refused
    # the board: step back once from the first game: the random board
    click(app, (scene.opts.board.rect.x + 5, scene.opts.board.rect.centery))
    assert scene.opts.layout_name == "random"
    pump(app)
    assert scene.opts.preview_cells()      # a seed is given: the real random board is shown
    click(app, scene.start_btn.rect)
    session = scene.created
    assert session is not None
    opts = session.game.options
    assert opts == Options(players=4, layout="random", start_with_buildings=True,
                           start_with_improved_farmhand=True, farm_storage_vp="food")
    assert session.game.seed == 1234
    assert [s.name for s in session.seats] == ["Wilma", "Dietrich", "Gertrud", "Konrad"]
    assert [s.kind for s in session.seats][:2] == ["human", "human"]
    assert session.seats[3].kind == strongest
    assert sorted(s.colour for s in session.seats) == [0, 1, 2, 3]
    assert store.has_autosave() and store.load_autosave().game.seed == 1234
    from game.ui.scenes.table_scene import TableScene as GameScene

    assert isinstance(app.stack.top, GameScene) and app.stack.top.session is session
    assert isinstance(app.stack.scenes[0], TitleScene) and len(app.stack.scenes) == 2


def test_setup_offers_a_variant_only_for_its_player_counts(app, store):
    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app, store)
    if not any(3 in counts and 2 not in counts for _, counts, _ in scene.opts.variants.values()):
        scene.opts.variants = dict(scene.opts.variants)
        scene.opts.variants["Test Tower"] = ("TT", [3, 4], [])
    name = next(n for n, (_, counts, _) in scene.opts.variants.items() if 3 in counts and 2 not in counts)
    app.push(scene)
    pump(app)
    assert name in [v for v, _ in scene.opts._board_choices()]
    scene.opts._set_layout(name)
    click(app, scene.rows[2]["remove"].rect)           # down to 2 players
    assert len(scene.seats) == 2
    assert name not in [v for v, _ in scene.opts._board_choices()]
    assert scene.opts.layout_name == "first_game"
    assert app.toast is not None                         # the player is told why


def test_setup_back_and_empty_names(app, store):
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app, store)
    app.push(title)
    scene = SetupScene(app, store)
    app.push(scene)
    pump(app)
    field = scene.rows[2]["name"]
    click(app, field.rect)
    for _ in range(12):
        press(app, pygame.K_BACKSPACE)
    assert scene.final_seats()[2].name == "Player 3"
    click(app, scene.rows[2]["remove"].rect)
    click(app, scene.rows[1]["remove"].rect)            # refused: two seats at least
    assert len(scene.seats) == 2
    press(app, pygame.K_ESCAPE)                          # leaves the field
    press(app, pygame.K_ESCAPE)                          # leaves the screen
    assert app.stack.top is title


# --- settings ------------------------------------------------------------------------------------

def test_settings_persist_and_reload(app, home):
    from game.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    pump(app)
    click(app, (scene.scale.rect.right - 5, scene.scale.rect.centery))      # 100 % -> 115 %
    click(app, scene.cb.rect)
    click(app, (scene.speed.rect.right - 5, scene.speed.rect.centery))      # normal -> fast
    click(app, (scene.size.rect.right - 5, scene.size.rect.centery))        # 1280x720 -> 1366x768
    click(app, scene.full.rect)
    assert app.settings.ui_scale == 1.15
    assert app.scale == pytest.approx(1.15)              # applied live
    loaded, message = Settings.load()
    assert message is None
    assert loaded.ui_scale == 1.15 and loaded.colourblind_markers is True
    assert loaded.animation_speed == "fast" and loaded.fullscreen is True
    assert (loaded.window_width, loaded.window_height) == (1366, 768)
    assert (home / "config" / "settings.json").exists()


# --- saves -----------------------------------------------------------------------------------------

def snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_broken_and_foreign_saves_are_refused_and_nothing_changes(app, store):
    from game.ui.scenes.dialogs import MessageDialog
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.title import TitleScene

    good = session_after(20)
    store.save(good, "good one")
    (store.folder / "broken.json").write_text('{"app": "haspelknecht", "format": 1, "seats": [', encoding="utf-8")
    (store.folder / "foreign.json").write_text(json.dumps({"hello": "world", "format": 1}), encoding="utf-8")
    tampered = good.to_json()
    tampered["record"]["actions"][3] = {"kind": "take", "pool": 9, "colour": "black"}
    (store.folder / "tampered.json").write_text(json.dumps(tampered), encoding="utf-8")
    before = snapshot(store.folder)
    title = TitleScene(app, store)
    app.push(title)
    scene = LoadScene(app, store)
    app.push(scene)
    pump(app)
    names = [s.name for s in scene.saves]
    assert set(names) == {"good one", "broken", "foreign", "tampered"}
    for bad in ("broken", "foreign", "tampered"):
        i = names.index(bad)
        row_y = scene.list.rect.y + i * scene.list._row_px + scene.list._row_px // 2
        click(app, (scene.list.rect.centerx, row_y))
        assert scene.selected().name == bad
        assert not scene.load_btn.enabled
        click(app, scene.load_btn.rect)                  # disabled: nothing happens
        assert app.stack.top is scene
        press(app, pygame.K_RETURN)                      # asks anyway: refused with a message
        dialog = app.stack.top
        assert isinstance(dialog, MessageDialog)
        assert "save" in dialog.text.lower()
        press(app, pygame.K_RETURN)
        assert app.stack.top is scene
    assert app.stack.scenes == [title, scene]
    assert snapshot(store.folder) == before              # every file as it was
    # the good one still loads
    i = names.index("good one")
    click(app, (scene.list.rect.centerx, scene.list.rect.y + i * scene.list._row_px + 4))
    assert scene.load_btn.enabled


def test_loading_a_good_save(app, store):
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.title import TitleScene

    good = session_after(25)
    store.save(good, "good one")
    title = TitleScene(app, store)
    app.push(title)
    scene = LoadScene(app, store)
    app.push(scene)
    pump(app)
    click(app, scene.load_btn.rect)
    from game.ui.scenes.table_scene import TableScene as GameScene

    assert isinstance(app.stack.top, GameScene)
    assert app.stack.top.session.game.actions == good.game.actions
    assert app.stack.scenes == [title, app.stack.top]


def test_broken_autosave_is_refused_on_continue(app, store):
    from game.ui.scenes.dialogs import MessageDialog
    from game.ui.scenes.title import TitleScene

    store.folder.mkdir(parents=True)
    store.path(store.AUTOSAVE).write_text("not json at all", encoding="utf-8")
    before = snapshot(store.folder)
    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    assert title.continue_btn.enabled
    click(app, title.continue_btn.rect)
    assert isinstance(app.stack.top, MessageDialog)
    assert "autosave" in app.stack.top.text or "save" in app.stack.top.text
    assert snapshot(store.folder) == before


def test_continue_resumes_the_autosave(app, store):
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    assert not title.continue_btn.enabled               # nothing to continue yet
    session = session_after(33)
    store.autosave(session)
    title.enter()
    assert title.continue_btn.enabled and "year" in title.autosave_info
    click(app, title.continue_btn.rect)
    from game.ui.scenes.table_scene import TableScene as GameScene

    top = app.stack.top
    assert isinstance(top, GameScene)
    assert top.session.game.actions == session.game.actions
    assert [s.name for s in top.session.seats] == [s.name for s in session.seats]


def test_menu_saves_under_a_name_and_asks_before_replacing(app, store):
    from game.ui.scenes.dialogs import ConfirmDialog, PromptDialog
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.title import TitleScene

    session = session_after(12)
    app.push(TitleScene(app, store))
    menu = GameMenu(app, session, store)
    app.push(menu)
    pump(app)
    click(app, menu.buttons[1].rect)                    # Save the game...
    prompt = app.stack.top
    assert isinstance(prompt, PromptDialog)
    for _ in range(50):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "My game!")                          # "!" is not allowed in a name
    press(app, pygame.K_RETURN)
    assert app.stack.top is menu
    assert store.path("My game").exists()
    assert store.load(store.path("My game")).game.actions == session.game.actions
    click(app, menu.buttons[1].rect)
    for _ in range(50):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "My game")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ConfirmDialog)
    press(app, pygame.K_RETURN)                          # replace
    assert app.stack.top is menu
    press(app, pygame.K_ESCAPE)                          # resume
    assert app.stack.top is not menu


def test_menu_leaves_to_the_title_and_autosaves(app, store):
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.title import TitleScene

    session = session_after(15)
    title = TitleScene(app, store)
    app.push(title)
    menu = GameMenu(app, session, store)
    app.push(menu)
    pump(app)
    click(app, menu.buttons[-1].rect)
    assert app.stack.scenes == [title]
    assert store.load_autosave().game.actions == session.game.actions
    assert title.continue_btn.enabled


def test_end_scene_shows_table_tiebreak_and_buttons(app, store):
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    done = finished_session(seed=11)
    result = done.game.state.result
    assert result["tiebreak"] in (None, "coal_excavated", "turn_order")
    title = TitleScene(app, store)
    app.push(title)
    end = EndScene(app, done, store)
    app.push(end)
    pump(app)
    assert end.history[-1][1] == result["scores"]
    fake = {"winner": 1, "ranking": [1, 0], "tiebreak": "coal_excavated",
            "players": [{"player": 0, "score": 5, "coal_excavated": 3}, {"player": 1, "score": 5, "coal_excavated": 7}]}
    assert "7 against 3" in end.table.tiebreak_text(fake, ["A", "B"])
    assert "turn order" in end.table.tiebreak_text({**fake, "tiebreak": "turn_order"}, ["A", "B"])
    assert end.table.tiebreak_text({**fake, "tiebreak": None}, ["A", "B"]) == ""
    click(app, end.new_btn.rect)
    top = app.stack.top
    assert isinstance(top, SetupScene) and app.stack.scenes[0] is title
    assert [s.name for s in top.seats] == [s.name for s in done.seats]
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_rules_reference_pages(app):
    from game.ui.scenes.rules_ref import RulesScene, load_reference

    title, sections = load_reference()
    assert len(sections) >= 10 and all(s.paragraphs for s in sections)
    scene = RulesScene(app)
    app.push(scene)
    pump(app)
    assert scene.spreads > 3
    press(app, pygame.K_RIGHT)
    assert scene.spread == 1
    press(app, pygame.K_END)
    assert scene.spread == scene.spreads - 1 and not scene.next_btn.enabled
    click(app, scene.toc_buttons[0].rect)
    assert scene.spread == 0 and not scene.prev_btn.enabled
    click(app, scene.toc_buttons[-1].rect)
    assert scene.current_section() == len(sections) - 1 or scene.pages[scene.spread * 2 + 1].section == len(sections) - 1


def test_idle_scenes_ask_for_no_frames(app, store):
    from game.ui.scenes.rules_ref import RulesScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    for scene in (TitleScene(app, store), SetupScene(app, store), RulesScene(app)):
        app.stack.scenes.clear()
        app.toast = None
        app.push(scene)
        assert app.frame([], 0.016) is False

