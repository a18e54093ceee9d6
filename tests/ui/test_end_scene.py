"""The end page: a way to look at the final table (read-only, and back), and tooltips on the
score chart naming the phase, the player and the score."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.core.simulate import play_game
from game.haspelknecht.options import Options
from game.ui.app import App
from game.ui.settings import Settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def store(home):
    return SaveStore(home / "data" / "saves")


_GAME: dict = {}


def finished() -> Session:
    if "g" not in _GAME:
        _GAME["g"] = play_game(Options(players=3), 4, ["random"] * 3, events=True)
    names = ["Agnes", "Dietrich", "Gertrud"]
    return Session(_GAME["g"], [Seat(name=names[i], kind="human" if i == 0 else "random", colour=i)
                                for i in range(3)])


@pytest.fixture
def end(store):
    """The stack as a finished game leaves it: title, the game table, the end page on top."""
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.table_scene import TableScene as GameScene
    from game.ui.scenes.title import TitleScene

    app = App(Settings(), size=(1280, 720), headless=True)
    pygame.event.clear()
    session = finished()
    app.push(TitleScene(app, store))
    game = GameScene(app, session, store)
    game._ended = True
    app.push(game)
    scene = EndScene(app, session, store)
    app.push(scene)
    app.frame([], 0.0)
    return app, game, scene


def click(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)], 0.01)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], 0.01)


def move(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 0.01)


def test_end_page_opens_the_final_table_and_comes_back(end):
    from game.ui.scenes.end import EndScene, FinalTable

    app, game, scene = end
    assert scene.table_btn.rect.w > 0 and app.screen.get_rect().contains(scene.table_btn.rect)
    click(app, scene.table_btn.rect.center)
    view = app.stack.top
    assert isinstance(view, FinalTable) and view.game is game
    before = pygame.image.tobytes(app.screen, "RGB")
    # the table is drawn (the winner's board and the chronicle), not the end page
    assert app.screen.get_at(game.rects["log"].center) != pygame.Color(0, 0, 0)
    # read-only: a click on a worker or a tile changes nothing and opens nothing
    actions = len(game.game.actions)
    for _key, rect in list(game.regions.items())[:40]:
        click(app, rect.center)
    assert len(game.game.actions) == actions and app.stack.top is view
    # Esc does not open the game menu: it goes back to the scores
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)], 0.01)
    assert isinstance(app.stack.top, EndScene)
    # and the button does the same
    click(app, scene.table_btn.rect.center)
    click(app, app.stack.top.back_btn.rect.center)
    assert app.stack.top is scene
    assert before


def test_final_table_shows_tooltips(end, monkeypatch):
    app, game, scene = end
    click(app, scene.table_btn.rect.center)
    key = next(k for k in game.regions if k[0] == "worker")
    move(app, game.regions[key].center)
    assert game.hover_key is not None
    monkeypatch.setattr("game.ui.scenes.table_scene.TOOLTIP_DELAY", 0.0)
    app.frame([], 0.01)
    assert game.tooltip_shown


def test_score_chart_points_have_tooltips(end):
    app, game, scene = end
    assert scene.chart_points, "the chart recorded where it drew its points"
    history = scene.history
    names = scene.names()
    # the last point of each player: the final score
    for p in range(3):
        x, y, i, _ = max((pt for pt in scene.chart_points if pt[3] == p), key=lambda pt: pt[2])
        move(app, (round(x), round(y)))
        tip = scene.hovered_tooltip()
        assert tip.startswith("Final scoring"), tip
        assert f"{names[p]} {history[i][1][p]} VP" in tip
    # a point in the middle names its year and phase
    x, y, i, p = next(pt for pt in scene.chart_points if history[pt[2]][0].startswith("Y2"))
    move(app, (round(x), round(y)))
    tip = scene.hovered_tooltip()
    assert tip.startswith("Year 2, ") and f"{names[p]} {history[i][1][p]} VP" in tip
    # the tooltip is drawn: the frame differs from one with the mouse away from the chart
    with_tip = pygame.image.tobytes(app.screen, "RGB")
    move(app, (5, 5))
    assert scene.hovered_tooltip() == ""
    assert pygame.image.tobytes(app.screen, "RGB") != with_tip


@pytest.mark.parametrize("lang", ["en", "fr", "pl", "de"])
def test_chart_ticks_stay_inside_the_chart(end, lang):
    """Every tick's text under the score chart lies inside the chart's frame (the last one, "End",
    is centred on the frame's right part: German's "Ende" once lost its last letter under it)."""
    app, _game, scene = end
    app.set_language(lang)
    try:
        app.frame([], 0.0)
        assert scene.chart_labels, "the chart drew no tick"
        inside = scene.chart_area.inflate(-2 * scene.s(1.5), -2 * scene.s(1.5))   # within its border
        out = [(text, where) for text, where in scene.chart_labels if not inside.contains(where)]
        assert not out, (lang, out, inside)
    finally:
        app.set_language("en")
