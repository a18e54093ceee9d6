"""What the game scene shows around the table: the hot-seat cover (a setting; opaque when on), another
player's board opened large, the projected final scores, the warning before a wasteful plan."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.pass_cover import PassCover
from tests.ui.bot_helpers import sync_bots, wait_for_bots
from tests.ui.scene_helpers import make_session, rect_of, start


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path

# ------------------------------------------------------------------------------------ hot-seat cover


def test_no_cover_by_default(home):
    """Haspelknecht hides nothing: two people at one screen play on without a cover between turns."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.frame()
    assert app.stack.top is scene
    first = scene.current()
    drv.perform(next(a for a in game.legal_actions() if a.kind == "take"))
    drv.frame()
    assert scene.current() != first
    assert all(not isinstance(s, PassCover) for s in app.stack.scenes)


def test_cover_when_on_hides_the_table_completely(home):
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session, hotseat_cover=True)
    drv.frame()
    cover = app.stack.top
    assert isinstance(cover, PassCover)
    app.invalidate()
    drv.frame()
    alone = pygame.Surface(app.size)
    alone.fill((255, 0, 255))
    cover.draw(alone)        # the cover drawn over nothing at all...
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(app.screen, "RGB")  # ...is the screen
    drv.key(pygame.K_RETURN)
    assert app.stack.top is scene


def test_settings_scene_switches_the_cover(home):
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.settings import Settings

    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    settings = SettingsScene(app)
    app.push(settings)
    drv.frame()
    assert not app.settings.hotseat_cover
    drv.click(settings.cover.rect.center)
    assert app.settings.hotseat_cover
    assert Settings.load()[0].hotseat_cover          # saved
    app.pop()
    drv.frame()
    if isinstance(app.stack.top, PassCover):
        drv.key(pygame.K_RETURN)
    drv.perform(next(a for a in session.game.legal_actions() if a.kind == "take"))
    drv.click(scene.special_point("confirm"))        # the turn confirmed
    assert isinstance(app.stack.top, PassCover)      # the next person's turn: now covered


# ------------------------------------------------------------------------------------ a wasteful plan

def test_wasteful_plan_asks_first(home):
    """Confirming a plan with disks left in the cart asks first; the bot after you does not act while
    the question is open; "Go back" changes nothing; "Don't ask again" is remembered."""
    from game.haspelknecht.engine import plan_waste
    from game.ui.scenes.waste_question import WasteQuestion
    from game.ui.settings import Settings

    session = make_session(players=2, seed=7, kinds=["human", "normal"])
    app, scene, store, drv = start(home, session)
    sync_bots(scene)
    scene.bot_pause = 0.0
    game = session.game
    drv.settle()
    while game.decision() != (0, "plan"):
        if scene.current() == 0:
            drv.perform(next(a for a in game.legal_actions() if a.kind in ("take", "pass", "return_pit_water")))
        drv.settle()
    waste = plan_waste(game.state, 0)
    assert waste and "not placed" in waste[0]
    n = len(game.actions)
    drv.click(scene.action_point(next(a for a in game.legal_actions() if a.kind == "confirm_plan")))
    dialog = app.stack.top
    assert isinstance(dialog, WasteQuestion)
    assert all(line[1:] in "\n".join(dialog.paragraphs) for line in waste)
    for _ in range(30):                       # the question is open: nobody moves
        drv.frame()
    assert len(game.actions) == n
    drv.click(dialog.back_btn.rect.center)    # go back: still planning, nothing lost
    assert app.stack.top is scene and len(game.actions) == n and game.decision() == (0, "plan")
    drv.key(pygame.K_RETURN)                  # Enter presses "Confirm plan": asked again
    dialog = app.stack.top
    assert isinstance(dialog, WasteQuestion)
    drv.key(pygame.K_RETURN)                  # Enter in the question is the safe "Go back"
    assert app.stack.top is scene and len(game.actions) == n
    drv.key(pygame.K_RETURN)
    dialog = app.stack.top
    drv.click(dialog.again.rect.center)       # don't ask again...
    drv.click(dialog.go_btn.rect.center)      # ...and confirm anyway
    assert game.actions[n].kind == "confirm_plan"
    assert not app.settings.warn_waste and not Settings.load()[0].warn_waste
    assert wait_for_bots(scene, timeout=20)


def test_mixed_disks_are_named_and_a_clean_plan_confirms_at_once(home):
    """Mixed disks on the farmer that match no development: the question names it (the engine's
    sentence). A plan that wastes nothing is confirmed at once."""
    from game.haspelknecht.engine import plan_waste
    from game.ui.scenes.waste_question import WasteQuestion
    from tests.ui.test_scene_drops import position, table

    def all_on_farmer(game, me):
        while sum(game.state.players[me].cart):
            place = next((a for a in game.legal_actions() if a.kind == "place" and a.args[0] == "farmer"
                          and a.args[1] in ("yellow", "brown", "black")), None)
            if place is None:
                return False
            game.apply(place)
        return True

    def mixed(game):
        me = game.state.current
        if game.decision()[1] != "plan" or sum(1 for n in game.state.players[me].cart if n) < 2:
            return False
        trial = game.clone()
        return all_on_farmer(trial, me) and any("match no development" in w for w in plan_waste(trial.state, me))

    game = position(mixed)
    app, scene, drv = table(home, game)
    me = scene.current()
    while sum(game.state.players[me].cart):
        drv.perform(next(a for a in game.legal_actions() if a.kind == "place" and a.args[0] == "farmer"
                         and a.args[1] in ("yellow", "brown", "black")))
    waste = plan_waste(game.state, me)
    confirm = next(a for a in game.legal_actions() if a.kind == "confirm_plan")
    n = len(game.actions)
    drv.click(scene.action_point(confirm))
    assert any("match no development" in line for line in waste)
    assert isinstance(app.stack.top, WasteQuestion)
    assert all(line[1:] in "\n".join(app.stack.top.paragraphs) for line in waste)
    assert len(game.actions) == n
    # a single colour of yellow or brown on the farmer wastes nothing: confirmed at once
    def clean(game):
        p = game.state.players[game.state.current]
        return game.decision()[1] == "plan" and p.cart[2] == 0 and sum(1 for n in p.cart if n) == 1

    game = position(clean)
    app, scene, drv = table(home, game)
    me = scene.current()
    while sum(game.state.players[me].cart):
        drv.perform(next(a for a in game.legal_actions() if a.kind == "place" and a.args[0] == "farmer"
                         and a.args[1] in ("yellow", "brown")))
    assert not plan_waste(game.state, me)
    n = len(game.actions)
    drv.click(scene.action_point(next(a for a in game.legal_actions() if a.kind == "confirm_plan")))
    assert game.actions[n:] and game.actions[n].kind == "confirm_plan"


# ------------------------------------------------------------------------------------ another player's board

def large_board_shown(app, viewer, player: int) -> bool:
    """The window shows player's board exactly as draw_large draws it, at the viewer's rect."""
    from game.haspelknecht.table.geo import View
    from game.haspelknecht.table.player_board import draw_large

    table = viewer.table
    rect = viewer.rect
    fresh = pygame.Surface(app.size)
    draw_large(fresh, rect, View(table.game.state, table.seats, False, {}, None), player, table.sc)
    inner = rect.inflate(-24, -24)
    return pygame.image.tobytes(app.screen.subsurface(inner), "RGB") == pygame.image.tobytes(fresh.subsurface(inner), "RGB")


def test_other_board_opens_large_while_held(home):
    from game.haspelknecht.table.board_viewer import BoardViewer

    session = make_session(players=3, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    me = scene.current()
    other = next(p for p in range(3) if p != me)
    pos = rect_of(scene, ("board", other)).center
    drv.down(pos)
    for _ in range(30):                      # held for half a second
        drv.frame()
    viewer = app.stack.top
    assert isinstance(viewer, BoardViewer) and viewer.player == other
    assert large_board_shown(app, viewer, other)
    drv.up(pos)                              # released: gone
    assert app.stack.top is scene


def test_other_board_clicked_stays_until_closed(home):
    from game.haspelknecht.table.board_viewer import BoardViewer

    session = make_session(players=3, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    me = scene.current()
    other = [p for p in range(3) if p != me][-1]
    pos = rect_of(scene, ("board", other)).center
    n = len(session.game.actions)
    drv.click(pos)
    for _ in range(30):
        drv.frame()
    viewer = app.stack.top
    assert isinstance(viewer, BoardViewer) and viewer.player == other
    assert large_board_shown(app, viewer, other)
    drv.click((5, 5))                        # a click anywhere closes it
    assert app.stack.top is scene
    drv.click(pos)
    assert isinstance(app.stack.top, BoardViewer)
    drv.key(pygame.K_ESCAPE)                 # so does Esc
    assert app.stack.top is scene
    assert len(session.game.actions) == n and scene.current() == me   # looking plays nothing


# ------------------------------------------------------------------------------------ the projected final score

def test_projected_final_score_shown_with_its_breakdown(home, monkeypatch):
    """Debts and pit water: the track says more than the end will give. Each player's board header
    and score-track lane show the engine's projection, the tooltip its breakdown."""
    from game.haspelknecht.scoring import projected_result
    from tests.ui.scene_helpers import same
    from tests.ui.test_scene_drops import position, table

    def falls(game):
        res = projected_result(game.state)
        return game.decision()[1] in ("take1", "plan") and any(
            s < p.vp for s, p in zip(res["scores"], game.state.players, strict=True))

    game = position(falls)
    app, scene, drv = table(home, game)
    res = projected_result(game.state)
    p = next(i for i, s in enumerate(res["scores"]) if s < game.state.players[i].vp)
    names = [s.name for s in scene.seats]
    # the tooltips name the projected score and what makes it
    for key in (("score", p), ("track", p)):
        text = scene._tooltip_text(key)
        assert f"{res['scores'][p]} VP if the game ended now" in text, text
        bd = res["players"][p]["breakdown"]
        if bd["debts"]:
            assert f"debts {bd['debts']:+d}" in text
        if bd["pit_water"]:
            assert f"pit water left {bd['pit_water']:+d}" in text
        assert names[p] in text
    # the header and the track draw the engine's number: another projection, other pixels
    from game.haspelknecht.table import projection

    scene.ensure_layout()
    before = scene.layers.base.copy()
    score_r, track_r = rect_of(scene, ("score", p)), rect_of(scene, ("track", p))
    fake = {**res, "scores": [s + 41 for s in res["scores"]]}
    monkeypatch.setattr(projection, "projected_result", lambda state: fake)
    scene.layers.dirty = True
    scene.ensure_layout()
    assert not same(before, scene.layers.base, score_r)
    assert not same(before, scene.layers.base, track_r)
    assert "\u2192" in projection.arrow(game.state, p) and str(res["scores"][p] + 41) in projection.arrow(game.state, p)
