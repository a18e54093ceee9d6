"""A frame copies to the screen only what changed (table_layers.ScreenFrame): whatever it leaves
out, the screen must show exactly what a frame drawn whole would show, while bots play with
animations, the thinking spinner turns and the window's message line comes and goes."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.scenes.table_layers import ScreenFrame
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def _whole(app: App, scene: TableScene) -> pygame.Surface:
    """What the window would show now had this frame been drawn whole (the scene's state is left
    as it was: its record of the screen is put back)."""
    kept = scene.screen_frame
    scene.screen_frame = ScreenFrame()
    try:
        surf = pygame.Surface(app.size)
        scene.draw(surf)
        if app.toast:
            app._draw_toast(surf, app.toast[0])
        return surf
    finally:
        scene.screen_frame = kept


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("game", registry.names())
def test_a_frame_drawn_in_part_shows_what_a_whole_one_would(home, game):
    definition = registry.get(game)
    seats = [Seat(name=f"Bot {i + 1}", kind="random", colour=i) for i in range(3)]
    session = Session(Game(definition.options(players=3), seed=11, game=game), seats)
    app = App(Settings(animation_speed="fast"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    scene.runner.processes = False
    scene.bot_pause = 0.05
    app.push(scene)
    in_part = checked = held = 0
    for i in range(240):
        if i == 40:
            app.say("A line of the window's own")
        app.frame([], 1 / 60)
        if scene.screen_frame.screen is app.screen:     # this frame was drawn in part
            in_part += 1
        if scene.frame_held:     # a move's render in slices: the screen keeps the last frame
            held += 1
        elif i % 3 == 0 or scene.anim.active:
            assert _same(app.screen, _whole(app, scene)), f"frame {i} differs from a whole drawing"
            checked += 1
    scene.runner.cancel()
    assert len(session.game.actions) >= 3           # moves were made and animated meanwhile
    assert in_part > 100 and checked > 50


def test_a_covered_table_is_drawn_whole_again(home):
    definition = registry.get(registry.DEFAULT_GAME)
    seats = [Seat(name=f"Bot {i + 1}", kind="random", colour=i) for i in range(2)]
    session = Session(Game(definition.options(players=2), seed=3, game=registry.DEFAULT_GAME), seats)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    scene.runner.processes = False
    app.push(scene)
    app.frame([], 1 / 60)
    assert scene.screen_frame.screen is app.screen
    scene.covered()                                  # something else draws over the screen now
    app.screen.fill((255, 0, 255))
    scene.enter()
    app.invalidate()
    app.frame([], 1 / 60)
    scene.runner.cancel()
    assert _same(app.screen, _whole(app, scene))


def _pixels(scene) -> bytes:
    return pygame.image.tobytes(scene.layers.base, "RGB")


def _fresh(scene) -> bytes:
    """The table rendered from scratch (every part drawn anew), the kept layers put back after."""
    kept = dict(scene.layers._layers)
    scene.layers._layers.clear()
    scene.layers._on_base.clear()
    scene.layers.dirty = True
    scene.ensure_layout()
    img = _pixels(scene)
    scene.layers._layers.clear()
    scene.layers._layers.update(kept)
    return img


def test_coal_barons_pits_at_4k_are_redrawn_in_part_with_a_full_renders_pixels(home):
    """At 3840x2160 the pits' shadows once reached one pixel into the next pit's area, which made
    every move compose the whole table: their areas now end where their pixels do."""
    from tests.ui.coal_baron import helpers as cb

    session = cb.make_session(players=4, seed=9)
    app, scene, store, drv = cb.start(home, session, size=(3840, 2160))
    for step in range(4):
        scene.layers.dirty = True
        scene.ensure_layout()
        assert scene.layers._apart
        layered = _pixels(scene)
        assert layered == _fresh(scene), step
        cb.advance(session.game, 3, seed=step)


def _people_table(home, game: str) -> TableScene:
    """A 4-player table of people (no bot moves by itself), rendered once."""
    seats = [Seat(name=f"P{i + 1}", kind="human", colour=i) for i in range(4)]
    session = Session(Game(registry.get(game).options(players=4), seed=5, game=game), seats)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    app.push(scene)
    scene.ensure_layout()
    return scene


def _pass_the_turn(scene: TableScene) -> None:
    """Moves until the turn passes (the next seat's boards change too); the table to render again."""
    game_ = scene.game
    first = game_.decision()[0]
    while game_.decision()[0] == first:
        game_.apply(game_.legal_actions()[0])
    scene.layers.dirty = True


@pytest.mark.parametrize("game", registry.names())
def test_a_render_in_slices_ends_with_a_whole_renders_pixels_and_regions(home, game):
    """With a frame's budget spent at once, a move's render takes a part a call; until it is done
    the scene keeps the regions of the table last rendered whole."""
    scene = _people_table(home, game)
    before = dict(scene.regions)
    _pass_the_turn(scene)
    calls = 0
    while True:
        scene.ensure_layout(budget=0.0)
        calls += 1
        if not scene.layers.unfinished:
            break
        assert scene.regions == before
    assert calls > 2                    # one part a call
    sliced, regions = _pixels(scene), dict(scene.regions)
    assert sliced == _fresh(scene)
    assert regions == scene.regions


# --- a table drawn ahead while the title waits (game/ui/table_prepare.py) ----------------------------

def _table(app, session, home) -> tuple[TableScene, int]:
    """The table opened and shown; how many of its parts its first frame drew."""
    scene = TableScene(app, session, SaveStore(home / "saves"), bots_play=False)
    before = scene.layers.renders
    app.push(scene)
    app.frame([], 0.0)
    return scene, scene.layers.renders - before


@pytest.mark.parametrize("game", registry.names())
def test_a_table_drawn_ahead_opens_with_a_fresh_renders_pixels_and_regions(home, game):
    from game.ui import table_prepare
    from game.ui.scenes import table_layers

    definition = registry.get(game)
    seats = [Seat(name=f"P{i + 1}", kind="human", colour=i) for i in range(3)]
    session = Session(Game(definition.options(players=3), seed=21, game=game), seats)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    fresh, drawn = _table(app, session, home)
    pixels, regions = pygame.image.tobytes(app.screen, "RGB"), dict(fresh.regions)
    app.pop()

    table_prepare.run(app, game, 3)             # a new game of another seed, drawn ahead
    prepared = table_layers._AHEAD[0][1]
    scene, n = _table(app, session, home)       # takes that drawing over, parts alike not drawn again
    assert scene.layers is prepared and table_layers.kept_ahead() is None
    assert pygame.image.tobytes(app.screen, "RGB") == pixels
    assert scene.regions == regions and list(scene.regions) == list(regions)
    app.pop()

    table_prepare.run(app, game, 3, session)    # the game to continue, drawn ahead
    scene, n = _table(app, session, home)
    assert n == 0                               # every part as drawn ahead
    assert pygame.image.tobytes(app.screen, "RGB") == pixels
    app.pop()

    table_prepare.run(app, game, 2)             # another number of players: not taken over
    scene, n = _table(app, session, home)
    assert n == drawn
    assert pygame.image.tobytes(app.screen, "RGB") == pixels


def test_idle_jobs_run_a_step_at_a_time_and_a_failing_one_is_dropped(home):
    app = App(Settings(), size=(640, 360), headless=True)
    steps = []

    class Job:
        def __init__(self, n):
            self.n = n

        def step(self):
            steps.append(self.n)
            self.n -= 1
            return self.n > 0

    class Broken:
        def step(self):
            raise RuntimeError("drawing ahead failed")

    app.idle_jobs += [Broken(), Job(2)]
    assert app._idle_step() is True and app.idle_jobs[0].n == 2       # the broken one dropped
    assert app._idle_step() is True and steps == [2]
    assert app._idle_step() is False and steps == [2, 1] and app.idle_jobs == []


@pytest.mark.parametrize("game", registry.names())
def test_a_part_whose_last_drawing_overruns_the_time_left_waits_for_the_next_render(home, game):
    """The render's budget also counts what a part took last time: a part known to take longer than
    the frame has left is not started (one part a call at least), one that fits is."""
    scene = _people_table(home, game)

    def a_turn_then_calls(cost: float) -> int:
        _pass_the_turn(scene)
        scene.layers._cost = dict.fromkeys(scene.layers._cost, cost)
        calls = 1
        scene.ensure_layout(budget=30.0)
        while scene.layers.unfinished:
            scene.ensure_layout(budget=30.0)
            calls += 1
        return calls

    assert a_turn_then_calls(0.0) == 1          # every part fits the 30 s
    assert a_turn_then_calls(60.0) > 2          # each known to take a minute: one part a call
    assert _pixels(scene) == _fresh(scene)


def _bots_playing(home) -> TableScene:
    """A 3-player Coal Baron table where random bots play with animations (in this thread)."""
    seats = [Seat(name=f"Bot {i + 1}", kind="random", colour=i) for i in range(3)]
    session = Session(Game(registry.get("coal_baron").options(players=3), seed=11, game="coal_baron"), seats)
    app = App(Settings(animation_speed="fast"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    scene.runner.processes = False
    scene.bot_pause = 0.05
    app.push(scene)
    return scene


def test_a_large_copy_after_drawing_waits_for_a_frame_of_its_own(home, monkeypatch):
    """While bots play, a frame whose render drew parts copies a large change to the screen at the
    next frame, which draws no part; the screen then shows what a whole frame would."""
    from game.ui.scenes import table_scene

    monkeypatch.setattr(table_scene, "COPY_ALONE_PIXELS", 0)
    scene = _bots_playing(home)
    app = scene.app
    waited = 0
    for _i in range(200):
        held_before, renders = scene.frame_held, scene.layers.renders
        app.frame([], 1 / 60)
        if held_before and not scene.layers.unfinished and scene.layers.renders == renders:
            assert not scene.frame_held           # the copy waited for this frame, and is done in it
            assert _same(app.screen, _whole(app, scene))
            waited += 1
    scene.runner.cancel()
    assert waited >= 2


def test_a_large_copy_spreads_over_frames_and_ends_as_a_whole_drawing(home, monkeypatch):
    """While bots play, a frame copies at most COPY_FRAME_PIXELS of a move's changes (the largest
    area first, one at least) and leaves the rest for the next frames; once none is left the screen
    shows what a whole frame would."""
    from game.ui.scenes import table_scene

    monkeypatch.setattr(table_scene, "COPY_FRAME_PIXELS", 1)      # one area a frame
    scene = _bots_playing(home)
    app = scene.app
    spread = caught_up = 0
    for _i in range(200):
        had = len(scene.screen_frame.pending)
        app.frame([], 1 / 60)
        left = scene.screen_frame.pending
        if left:
            spread += 1
            copied = scene.screen_frame.copied or []
            assert not any(r.collidelist(copied) >= 0 for r in left)   # nothing copied in part
        elif had and not scene.frame_held:
            assert _same(app.screen, _whole(app, scene))
            caught_up += 1
    scene.runner.cancel()
    assert spread >= 3 and caught_up >= 2


def test_a_frame_whose_update_took_half_the_budget_puts_the_render_off_once(home):
    """A bot's move applied and saved in a frame's update can take half its budget: the move's
    render then starts at the next frame, but is never put off twice in a row."""
    import time

    seats = [Seat(name=f"Bot {i + 1}", kind="random", colour=i) for i in range(3)]
    session = Session(Game(registry.get("coal_baron").options(players=3), seed=11, game="coal_baron"), seats)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"), bots_play=False)   # the test moves for them
    app.push(scene)
    app.frame([], 1 / 60)                          # the screen shows the table
    assert scene.screen_frame.shows(app.screen)
    _pass_the_turn(scene)
    scene.invalidate()
    renders, steps = scene.layers.renders, scene.layers.steps
    app.frame_started = time.perf_counter() - 1.0   # the update took the whole budget and more
    scene.draw(app.screen)
    assert scene.frame_held and scene.layers.dirty
    assert (scene.layers.renders, scene.layers.steps) == (renders, steps)
    app.frame_started = time.perf_counter() - 1.0
    scene.draw(app.screen)
    # drawn now: one part at least, or a step of a part drawn in steps
    assert scene.layers.renders > renders or scene.layers.steps > steps
