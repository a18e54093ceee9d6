"""Every Coal Baron scene renders at 1280x720 and 1920x1080 (title with the game chosen, setup,
the table at each kind of decision, the pass cover, menu, rules, settings, end, the final table),
and the table's text is legible: at least 12 px high at 1280x720, measured on what the fonts render
(the recording of tests/ui/test_sizes.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.commands.screenshot import _build, seeded_session
from game.core.saves import SaveStore
from game.ui.app import App
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings
from tests.ui.coal_baron.helpers import make_session
from tests.ui.test_sizes import recording, too_small

SIZES = [(1280, 720), (1920, 1080)]
SHELL_SCENES = ["title", "setup", "game", "menu", "rules", "settings", "end"]
# the table at each kind of decision: (stage wanted, players)
STAGES = [("draft", 2), ("place", 3), ("keep_tile", 2), ("keep_order", 4), ("mine", 2), ("over", 4)]


def table_at(stage: str, players: int, seed: int = 4):
    """A session advanced by random moves until the decision is of this kind (a person's turn)."""
    session = make_session(players, seed=seed)
    rng = random.Random(seed)
    game = session.game
    for _ in range(5000):
        if game.decision()[1] == stage or game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.decision()[1] == stage
    # one person at the table (the one to move): no pass cover in front of it
    who = game.decision()[0] if not game.is_over else 0
    session.seats = [s.model_copy(update={"kind": "human" if i == who else "random"}) for i, s in enumerate(session.seats)]
    return session


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", SHELL_SCENES)
def test_every_shell_scene_of_coal_baron_renders(tmp_path, size, scene):
    app = App(Settings(animation_speed="off"), size=size, headless=True)
    _build(app, scene, SaveStore(tmp_path / "saves"), 7, "coal_baron")
    app.frame([], 0.0)
    assert app.screen.get_size() == size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("stage,players", STAGES)
def test_the_table_at_every_decision_renders(tmp_path, size, stage, players):
    session = table_at(stage, players)
    app = App(Settings(animation_speed="off"), size=size, headless=True)
    scene = TableScene(app, session, SaveStore(tmp_path / "saves"))
    app.push(scene)
    app.frame([], 0.0)
    scene.ensure_layout()     # at the end the end scene covers the table: draw the table itself
    assert scene.regions, "the table drew nothing"
    # every region lies inside the window
    w, h = size
    for key, r in scene.regions.items():
        assert r.right <= w + 1 and r.bottom <= h + 1, key


def test_a_private_draw_is_face_up_only_for_its_person(tmp_path):
    session = table_at("keep_tile", 2)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(tmp_path / "saves"))
    app.push(scene)
    app.frame([], 0.0)
    assert any(k[0] == "drawn" for k in scene.regions)
    tip = scene.table.tooltip(next(k for k in scene.regions if k[0] == "drawn"), session.game.state, scene.names)
    assert "tile" in tip
    # the same draw made by a bot: the view says it stays face down (hidden)
    who = session.game.decision()[0]
    session.seats[who] = session.seats[who].model_copy(update={"kind": "random"})
    from game.coal_baron.table.layout import make_view
    assert not make_view(scene.ctx).show_private


def test_two_people_get_the_pass_cover_for_coal_baron_before_a_private_draw(tmp_path):
    from game.ui.scenes.pass_cover import PassCover
    for stage, covered in (("draft", False), ("keep_tile", True)):   # the draft is public (C43)
        session = table_at(stage, 2)
        session.seats = [s.model_copy(update={"kind": "human"}) for s in session.seats]
        app = App(Settings(animation_speed="off", hotseat_cover=False), size=(1280, 720), headless=True)
        scene = TableScene(app, session, SaveStore(tmp_path / "saves"))
        app.push(scene)
        app.frame([], 0.0)
        assert isinstance(app.stack.top, PassCover) is covered, stage


@pytest.mark.parametrize("stage,players", STAGES)
def test_table_text_is_at_least_12px_at_1280x720(tmp_path, monkeypatch, stage, players):
    session = table_at(stage, players)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(tmp_path / "saves"))
    app.push(scene)
    with recording(monkeypatch) as log:
        scene.layers.dirty = True
        scene.ensure_layout()
        # the tooltips too
        for key in list(scene.regions)[:40]:
            scene.table.tooltip(key, session.game.state, scene.names)
    assert log, "nothing was drawn"
    assert too_small(log) == []


def test_the_screenshot_session_plays_coal_baron(tmp_path):
    session = seeded_session(7, to_end=True, game_name="coal_baron")
    assert session.game.is_over
    assert isinstance(pygame.Rect(0, 0, 1, 1), pygame.Rect)


@pytest.mark.parametrize("size", SIZES)
def test_the_end_shows_the_breakdown_chart_and_the_final_table(tmp_path, size):
    from game.ui.scenes.end import EndScene
    app = App(Settings(animation_speed="off"), size=size, headless=True)
    store = SaveStore(tmp_path / "saves")
    session = seeded_session(7, to_end=True, game_name="coal_baron")
    end = EndScene(app, session, store)
    app.push(end)
    app.frame([], 0.0)
    assert [label for label, _ in end.history][0] == "start" and end.history[-1][0] == "final"
    cats = list(end.result["players"][0]["breakdown"])
    assert cats == ["orders", "shifts", "marks", "coal", "outstanding", "balance"]
    assert all(end.table.category_label(c) != c for c in cats)
    end.view_table()
    app.frame([], 0.0)
    assert app.stack.top is not end


@pytest.mark.parametrize("sc", [0.5, 0.8, 1.0, 1.5, 3.0])
def test_a_row_heading_keeps_its_row_clear_at_any_scale(sc):
    # The heading's font never shrinks below theme.MIN_TEXT_PX, so on a small board it is taller
    # than the design's 15 px scaled down; the row's cards (the draft's among them) must start
    # under the heading as drawn, not under the design's height (seen touching in German).
    from game.coal_baron.table.board_view import _label
    from game.ui.board import text as T
    pygame.font.init()
    surf = pygame.Surface((2000, 200))
    title = "Die Auswahl: jeder nimmt einen Auftrag (umgekehrte Reihenfolge, Startspieler zuletzt)"
    clear = _label(surf, surf.get_rect(), title, sc)
    drawn = T.text(pygame.Surface((2000, 200)), title, "caps", 12 * sc, (0, 0, 0), (0, 0), max_width=2000)
    assert clear > drawn.height
