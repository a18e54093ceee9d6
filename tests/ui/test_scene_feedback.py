"""The game scene's feedback, judged on rendered frames: the step guide always describes the current
decision, no piece is left mid-flight after an animation, no tooltip sticks after a refused drop,
the keyboard choice is shown on the board."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.saves import SaveStore
from game.haspelknecht.table.layout import guide_rect
from game.haspelknecht.table.prompts import guide_for
from game.ui.scenes.guide_panel import draw_guide
from tests.ui.scene_helpers import differs, make_session, rect_of, redraw, same, start, to_plan
from tests.ui.test_game_scene import choose


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def at_plan(home, **settings):
    """A two-player game by gestures, its first seat asked for a plan: (app, scene, driver, game)."""
    session = make_session(players=2, seed=7)
    app, scene, _store, drv = start(home, session, **settings)
    drv.settle()
    to_plan(drv, session.game)
    drv.settle()
    return app, scene, drv, session.game


# ------------------------------------------------------------------------------------ the step guide


def guide_matches(app, scene) -> bool:
    """The guide panel on screen is exactly the panel for the engine's current decision."""
    scene.tooltip_shown = False
    shown = redraw(app)
    rect = guide_rect(scene.rects["others"], len(scene.seats), scene.sc)
    fresh = scene.layers.background(app.size).subsurface(rect).copy()
    draw_guide(fresh, fresh.get_rect(), scene.sc, guide_for(scene.game))
    return same(shown.subsurface(rect), fresh, fresh.get_rect().inflate(-8, -8))


def test_guide_follows_every_decision_and_undo(home):
    """Through a whole year and into the next by gestures (second takes, the first-spring return,
    plans, runs, storage), and after every Ctrl+Z, the guide explains the step asked about now."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    rng = random.Random(5)
    kinds = set()
    steps = 0
    while game.state.year < 2 or game.decision()[1] not in ("execute",):
        kind = game.decision()[1]
        kinds.add(kind)
        assert guide_matches(app, scene), f"guide out of date at {kind} (step {steps})"
        action = choose(game, rng, retract_rate=0)
        drv.perform(action)
        drv.settle()
        steps += 1
        if steps % 5 == 0 and game.can_undo(scene.current()):
            drv.key(pygame.K_z, pygame.KMOD_CTRL)
            assert guide_matches(app, scene), f"guide out of date after undo at {game.decision()[1]}"
        assert steps < 600
    assert {"take1", "take2", "plan", "execute", "storage"} <= kinds


def test_guide_right_after_continue(home):
    """A resumed game (Continue) shows the guide for its decision on the very first frame."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    to_plan(drv, session.game)
    saved = SaveStore(home / "saves").load_autosave()
    me = saved.game.decision()[0]
    for i, seat in enumerate(saved.seats):   # the other seat a bot: no hot-seat cover in between
        seat.kind = "human" if i == me else "normal"
    app2, scene2, _, drv2 = start(home, saved)
    drv2.frame()
    assert guide_for(saved.game)
    assert guide_matches(app2, scene2)


# ------------------------------------------------------------------------------------ animations end cleanly

def run_out_animation(drv, scene, limit: int = 400) -> None:
    for _ in range(limit):
        if not scene.anim.active and scene._pending_anim is None:
            break
        drv.frame()
    drv.frame()


def test_last_animation_frame_is_redrawn(home):
    """Keyboard placements animate; once the flight is over the screen is exactly the resting table
    (before, the last mid-flight frame stayed: a raised disk under the worker until the mouse moved)."""
    app, scene, drv, game = at_plan(home, animation_speed="normal")
    for _ in range(2):
        n = len(game.actions)
        drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
        assert len(game.actions) == n + 1 and game.actions[-1].kind == "place"
        drv.frame()
        assert scene.anim.active            # the disk flies
        run_out_animation(drv, scene)
        shown = app.screen.copy()
        assert same(shown, redraw(app)), "a piece was left mid-flight on the screen"


def test_skipped_animation_is_redrawn(home):
    """Space skips a flight: the next frame shows the resting table."""
    app, scene, drv, game = at_plan(home, animation_speed="slow")
    drv.key(pygame.K_TAB)
    drv.key(pygame.K_RETURN)
    for _ in range(10):
        drv.frame()
    assert scene.anim.active
    drv.key(pygame.K_SPACE)
    drv.frame()
    assert not scene.anim.active
    assert same(app.screen.copy(), redraw(app))


# ------------------------------------------------------------------------------------ tooltips

class Clock:
    """time.monotonic for the scene, moved on by hand (tooltip delays without sleeping)."""

    def __init__(self) -> None:
        import time
        self.t = time.monotonic()

    def __call__(self) -> float:
        return self.t


def test_no_tooltip_sticks_after_a_refused_drop(home, monkeypatch):
    from game.ui.scenes import table_scene as game_scene

    clock = Clock()
    monkeypatch.setattr(game_scene.time, "monotonic", clock)
    app, scene, drv, game = at_plan(home)
    me = scene.current()
    pool = next(("pool", pid, c) for pid in game.state.rules.pools for c in ("yellow", "brown", "black")
                if rect_of(scene, ("pool", pid, c)) is not None
                and game.state.pools[game.state.rules.pools.index(pid)][("yellow", "brown", "black").index(c)])
    a, b = drv.point(pool), drv.point(("cartarea", me))
    drv.move(a)
    clock.t += 1.0                     # the pool's tooltip comes up while the pointer rests on it
    drv.frame()
    assert scene.tooltip_shown
    drv.drag(a, b)                     # planning: taking disks is refused
    assert app.toast is not None
    for _ in range(5):                 # the pointer rests where it dropped, long past the delay
        clock.t += 1.0
        drv.frame()
    tip = pygame.Rect(b[0], b[1], 320, 80).clip(app.screen.get_rect())
    assert same(app.screen, scene.layers.base, tip), "a tooltip stayed up at the drop point"
    # tooltips still work once the pointer moves on and rests
    drv.move((b[0] + 3, b[1] + 2))
    clock.t += 1.0
    drv.frame()
    assert scene.tooltip_shown
    assert not same(app.screen, scene.layers.base, tip)


# ------------------------------------------------------------------------------------ the keyboard choice

def test_tab_choice_glows_on_the_board(home):
    """Tab lights the chosen move's piece and place on the board, as a drag does (not only a label)."""

    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    seen = set()
    for stage in ("take1", "plan"):
        while game.decision()[1] != stage:
            drv.perform(next(a for a in game.legal_actions() if a.kind in ("take", "pass", "return_pit_water")))
            drv.settle()
        me = scene.current()
        scene.hover_key = None
        before = redraw(app)
        for i in range(3):
            drv.key(pygame.K_TAB)
            a = scene._kbd_actions()[i]
            source, target = scene.table.places(game.state, a, me, scene.regions)
            shown = app.screen.copy()
            for key in (source, target):
                r = rect_of(scene, key)
                assert r is not None, key
                changed = differs(shown, before, r)
                assert changed > (r.width * r.height) // 4, f"{a}: {key} not lit ({changed} px changed)"
            seen.add(a.kind)
            other = rect_of(scene, ("board", 1 - me))
            assert same(shown, before, other)
        drv.key(pygame.K_ESCAPE)
    assert {"take", "place"} <= seen


def test_a_refusal_reads_as_a_sentence(home):
    """The engine words its reasons as clauses ("the coal-digger takes exactly one payment..."); shown
    alone on the message line, the player reads a sentence that starts with a capital."""
    app, scene, drv, game = at_plan(home)
    me = scene.current()
    assert game.state.players[me].cart[2], "a black disk to offer the coal-digger"
    drv.drag(drv.point(("cart", me, "black")), drv.point(("worker", me, "coal_digger")))
    assert app.toast is not None and "coal-digger" in app.toast[0]
    assert app.toast[0][0].isupper(), app.toast[0]


def test_a_click_on_a_tile_before_the_workers_run_says_when_tiles_are_taken(home):
    """A new player clicks the tile to buy it while taking disks or planning: the table said nothing."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    tile = next(iter(game.state.board.tiles))
    for stage in ("take", "plan"):
        if stage == "plan":
            to_plan(drv, game)
            drv.settle()
        before = len(game.actions)
        app.toast = None
        drv.click(drv.point(("tile", tile)))
        assert len(game.actions) == before
        assert app.toast is not None and "drag the worker" in app.toast[0], (stage, app.toast)


class _Recording(pygame.Surface):
    """A surface that keeps where each blit was aimed (whole, not clipped to the surface)."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.landed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        self.landed.append(pygame.Rect(pygame.Rect(dest).topleft if len(dest) == 4 else dest, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_long_message_stays_within_the_window(home, size):
    """The message line was one line whatever its length: a long German reason ran off the window."""
    from game.ui.app import App
    from game.ui.settings import Settings

    app = App(Settings(), size=size, headless=True)
    text = ("Holz kommt erst in den Stollen, wenn die Pinge ausgekohlt ist; bis dahin nur auf die Holzfelder "
            "der Pinge. Entwicklungen werden erworben, während die Arbeiter arbeiten: Zieh dann den Arbeiter, "
            "dessen Scheiben bezahlen, auf das Plättchen.")
    surface = _Recording(size)
    app._draw_toast(surface, text)
    window = surface.get_rect()
    assert surface.landed and all(window.contains(r) for r in surface.landed), surface.landed
