"""A monkey at the keyboard and mouse: thousands of random clicks, keys, text and wheel turns on
every menu scene must raise nothing. The game table is replaced by a stub, so the monkey stays
in these scenes (the game scene has tests of its own)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.saves import SaveStore
from game.ui.scene import Scene
from tests.ui.test_scenes import finished_session, make_app, session_after

KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_a, pygame.K_n, pygame.K_l, pygame.K_r, pygame.K_s,
        pygame.K_0, pygame.K_KP_ENTER]
TEXT = "abcXYZ 019-_!?é€\u00df"


class StubGame(Scene):
    made = 0

    def __init__(self, app, session, store, bots_play: bool = True):
        super().__init__(app)
        StubGame.made += 1
        self.session = session
        self.rects: dict = {}
        self.hover_key = None

    def draw(self, surface):
        surface.fill((10, 40, 10))

    # what other scenes ask of a table (the replay moves it through the game and lays it out)
    def ensure_layout(self):
        pass

    def _after_change(self):
        pass


def random_event(rng: random.Random, app) -> pygame.event.Event:
    w, h = app.size
    top = app.stack.top
    widgets = [wd for wd in getattr(top, "widgets", []) if getattr(wd, "visible", True) and wd.rect.w]
    r = rng.random()
    if r < 0.5:
        if widgets and rng.random() < 0.7:
            rect = rng.choice(widgets).rect
            pos = (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
        else:
            pos = (rng.randrange(w), rng.randrange(h))
        kind = pygame.MOUSEBUTTONUP if rng.random() < 0.8 else pygame.MOUSEBUTTONDOWN
        return pygame.event.Event(kind, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if r < 0.7:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=rng.choice((0, 0, pygame.KMOD_SHIFT)),
                                  unicode="", scancode=0)
    if r < 0.82:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXT))
    if r < 0.9:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)), rel=(1, 1),
                              buttons=(0, 0, 0))


SCENES = ["title", "setup", "load", "settings", "rules", "menu", "end"]


@pytest.mark.parametrize("which", SCENES)
def test_monkey_on_every_scene(tmp_path, monkeypatch, which):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    from game.ui import scenes

    monkeypatch.setitem(scenes.SCENES, "table", StubGame)   # the table by name, as every scene opens it
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.rules_ref import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    app = make_app()
    store = SaveStore(tmp_path / "data" / "saves")
    mid, done = session_after(30), finished_session(seed=5)
    store.save(mid, "one")
    store.autosave(mid)
    (store.folder / "bad.json").write_text("[1, 2", encoding="utf-8")

    def build():
        app.stack.scenes.clear()
        app.running = True
        app.push(TitleScene(app, store))
        if which == "setup":
            app.push(SetupScene(app, store))
        elif which == "load":
            app.push(LoadScene(app, store))
        elif which == "settings":
            app.push(SettingsScene(app))
        elif which == "rules":
            app.push(RulesScene(app))
        elif which == "menu":
            app.push(StubGame(app, mid, store))
            app.push(GameMenu(app, mid, store))
        elif which == "end":
            app.push(StubGame(app, done, store))
            app.push(EndScene(app, done, store))

    rng = random.Random(1000 + SCENES.index(which))
    build()
    events = 0
    while events < 1500:
        batch = [random_event(rng, app) for _ in range(6)]
        events += len(batch)
        app.frame(batch, 0.016)
        top = app.stack.top
        if top is None or isinstance(top, StubGame) or not app.running or len(app.stack.scenes) > 8:
            build()
            app.frame([], 0.016)
    # the settings the monkey chose are valid and can be read back
    from game.ui.settings import Settings

    _, message = Settings.load()
    assert message is None
