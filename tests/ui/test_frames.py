"""Cheap frames, so that a large window keeps within its frame budget: nothing allocated per frame
that could be kept, no full-window fill under an opaque scene. Behaviour only, never timing."""

from __future__ import annotations

import pygame
import pytest

from game.ui.board import panels
from game.ui.scenes import table_overlays as overlays
from tests.ui.test_game_scene import make_app, make_session, start
from tests.ui.test_scenes import Recorder

_RealSurface = pygame.Surface


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


class _Counting:
    """Counts the pygame.Surface objects made while patched in."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, *args, **kwargs):
        self.n += 1
        return _RealSurface(*args, **kwargs)


def test_the_spinner_allocates_no_surface_after_its_first_frame(home, monkeypatch):
    session = make_session(players=2, seed=5, kinds=["random", "human"])
    app, scene, store, drv = start(home, session)
    assert session.seats[scene.current()].is_bot
    surf = _RealSurface(app.size)
    overlays.draw_thinking(scene, surf)            # the first frame makes the dots
    counter = _Counting()
    monkeypatch.setattr(pygame, "Surface", counter)
    for i in range(10):
        scene._spin = i * 0.1
        overlays.draw_thinking(scene, surf)
    assert counter.n == 0


def test_panels_glows_and_veils_are_kept(monkeypatch):
    from game.ui import widgets_art as art

    surf = _RealSurface((400, 300))
    rect = pygame.Rect(20, 20, 120, 80)
    panels.panel(surf, rect, 1.0, kind="flat")
    panels.panel(surf, rect, 1.0)
    panels.glow(surf, rect)
    art.darken(surf, 120)
    counter = _Counting()
    monkeypatch.setattr(pygame, "Surface", counter)
    for _ in range(5):
        panels.panel(surf, rect, 1.0, kind="flat")
        panels.panel(surf, rect, 1.0)
        panels.glow(surf, rect)
        art.darken(surf, 120)
    assert counter.n == 0


def test_no_full_window_fill_under_an_opaque_scene(home, monkeypatch):
    app = make_app()
    fills = []
    real_fill = app.screen.fill

    class Screen:
        def __getattr__(self, name):
            return getattr(app_screen, name)

        def fill(self, *a, **k):
            fills.append(a)
            return real_fill(*a, **k)

    app_screen = app.screen
    app.screen = Screen()
    app.push(Recorder(app, opaque=False))
    app.invalidate()
    app.frame([], 0.0)
    assert len(fills) == 1                     # nothing opaque: the window's oak shows underneath
    app.pop()
    app.push(Recorder(app, opaque=True))
    fills.clear()
    app.invalidate()
    app.frame([], 0.0)
    assert fills == []                         # the opaque scene covers the window: no fill


# --- the table in layers ---------------------------------------------------------------------

def _render(scene, app) -> bytes:
    scene.layers.dirty = True
    scene.ensure_layout()
    return pygame.image.tobytes(scene.layers.base, "RGB")


def _fresh(scene, app) -> tuple[bytes, dict]:
    kept = dict(scene.layers._layers)
    scene.layers._layers.clear()
    scene.layers._on_base.clear()                  # composed from the bare table top, every part drawn anew
    img = _render(scene, app)
    regions = dict(scene.regions)
    scene.layers._layers.clear()
    scene.layers._layers.update(kept)
    return img, regions


def assert_as_fresh(scene, app, step) -> None:
    """The table rendered from its kept layers shows the pixels and hit regions (in their order) of
    a render from scratch."""
    layered = _render(scene, app)
    regions = dict(scene.regions)
    fresh, fresh_regions = _fresh(scene, app)
    assert layered == fresh, step
    assert regions == fresh_regions and list(regions) == list(fresh_regions)


def test_haspelknecht_layers_draw_what_a_full_render_draws(home):
    """Kept layers give the very pixels and hit regions of a render from scratch, move after move."""
    from tests.ui.test_game_scene import advance

    session = make_session(players=4, seed=11)
    app, scene, store, drv = start(home, session)
    for step in range(40):
        if step % 2:
            while scene.table.idle_work(scene.ctx):   # boards drawn ahead, off the screen, as while idle
                pass
        assert_as_fresh(scene, app, step)
        advance(session.game, 3, seed=step)


def test_a_players_board_is_not_redrawn_when_another_player_moves(home):
    from game.haspelknecht.actions import RETRACTIONS

    session = make_session(players=4, seed=11)
    app, scene, store, drv = start(home, session)
    game = session.game
    _render(scene, app)
    drawn = []
    real = scene.layers.layer

    def spy(surf, name, area, key, draw, regions):
        before = scene.layers.renders
        real(surf, name, area, key, draw, regions)
        if scene.layers.renders > before:
            drawn.append(name)

    scene.layers.layer = spy
    _render(scene, app)
    assert drawn == []                              # nothing changed: every layer kept
    who = scene.current()
    act = next(a for a in game.legal_actions() if a.kind not in RETRACTIONS and a.kind == "take")
    game.apply(act)
    nxt = scene.current()
    assert nxt != who
    _render(scene, app)
    # the mover's board joins the row where the next player's was, the pools lose a disk, the wheel
    # marks whose turn it is, the chronicle and the prompt say so; the next player's large board
    # (drawn ahead at the table's first drawing), the two boards that stay put and the development
    # board (a take leaves it alone) are kept
    assert sorted(map(str, drawn)) == sorted(map(str, ["wheel", "pools", ("others", who), "log", "prompt"])), (
        who, nxt, drawn)


def test_coal_baron_layers_draw_what_a_full_render_draws(home):
    from game.coal_baron.table import pit_view
    from tests.ui.coal_baron import helpers as cb

    for players, size in ((4, (1280, 720)), (2, (1920, 1080))):
        session = cb.make_session(players=players, seed=9)
        app, scene, store, drv = cb.start(home, session, size=size)
        for step in range(30):
            layered = _render(scene, app)
            regions, hidden = dict(scene.regions), {p: set(v) for p, v in pit_view.HIDDEN_ORDERS.items()}
            fresh, fresh_regions = _fresh(scene, app)
            assert layered == fresh, (players, step)
            assert regions == fresh_regions and list(regions) == list(fresh_regions)
            assert hidden == pit_view.HIDDEN_ORDERS
            cb.advance(session.game, 2, seed=step)


def test_a_coal_baron_pit_is_kept_while_its_player_is_unchanged(home):
    from tests.ui.coal_baron import helpers as cb

    session = cb.make_session(players=3, seed=9)
    app, scene, store, drv = cb.start(home, session)
    _render(scene, app)
    n = scene.layers.renders
    _render(scene, app)
    assert scene.layers.renders == n                 # nothing changed: no pit drawn again


# --- bots in a worker process -----------------------------------------------------------------

def test_the_bot_process_plays_the_threads_moves_and_undo_drops_its_answer(home):
    import time

    from game.core.record import Game
    from game.core.session import Seat, Session
    from game.haspelknecht.options import Options
    from game.ui.bot_runner import BotRunner, stop_pool

    def play(processes: bool) -> list:
        seats = [Seat(name=n, kind="normal", colour=i) for i, n in enumerate(["A", "B", "C"])]
        game = Game(Options(players=3), seed=21)
        runner = BotRunner(seats, seed=21, game="haspelknecht")
        runner.processes = processes
        moves = []
        for _ in range(4):
            who = game.decision()[0]
            runner.request(game, who)
            assert runner.wait(120)
            token, action, error = runner.poll()
            assert error is None and token == len(game.actions)
            assert runner._in_process == processes
            game.apply(action)
            moves.append(action)
        return moves

    try:
        assert play(True) == play(False)       # the same moves, their bots' state carried on alike
        seats = [Seat(name=n, kind="normal", colour=i) for i, n in enumerate(["A", "B"])]
        session = Session(Game(Options(players=2), seed=4), seats)
        runner = BotRunner(seats, seed=4, game="haspelknecht")
        runner.request(session.game, session.game.decision()[0])
        assert runner._in_process
        runner.cancel()                         # undo or leaving while it thinks
        assert runner.wait(30)
        time.sleep(0.05)
        assert runner.poll() is None            # its answer, if any came, is dropped
    finally:
        stop_pool()


def test_the_chronicle_groups_only_new_entries_and_all_again_after_an_undo():
    """The chronicle's rows, grown entry by entry, are the rows made from the whole log at once;
    after an undo (the record replayed: new entries) they are made again from the start."""
    from game.ui import theme
    from game.ui.board.log_view import LogView
    from tests.ui.test_game_scene import advance

    pygame.font.init()
    font = theme.font("serif", 13)
    names = ["Anna", "Bernd", "Clara"]
    game = make_session(players=3, seed=5).game
    grown = LogView()
    for step in range(25):
        advance(game, 3, seed=step)
        grown._rebuild(game.log, names, 180, font)
        fresh = LogView()
        fresh._rebuild(game.log, names, 180, font)
        assert grown._rows == fresh._rows, step
    n = len(game.actions)
    game.truncate(n - 5)
    advance(game, 2, seed=99)
    grown._rebuild(game.log, names, 180, font)
    fresh = LogView()
    fresh._rebuild(game.log, names, 180, font)
    assert grown._rows == fresh._rows
    grown._rebuild(game.log, names, 120, font)       # narrower: wrapped again
    fresh = LogView()
    fresh._rebuild(game.log, names, 120, font)
    assert grown._rows == fresh._rows


def test_a_hovered_checkbox_allocates_no_surface_after_its_first_paint(monkeypatch):
    from game.ui.widgets_form import Toggle

    class UI:
        @staticmethod
        def s(v):
            return round(v)

        @staticmethod
        def font(kind, size):
            from game.ui import theme
            return theme.font(kind, round(size))

    pygame.font.init()
    surf = _RealSurface((400, 100))
    box = Toggle("Colour-blind markers", lambda: True, lambda v: None)
    box.rect = pygame.Rect(10, 10, 300, 40)
    box.hover = True
    box.paint(surf, UI)
    counter = _Counting()
    monkeypatch.setattr(pygame, "Surface", counter)
    for _i in range(5):
        box.paint(surf, UI)
    assert counter.n == 0


def test_a_size_event_of_the_size_the_window_has_lays_nothing_out_again(home):
    """The window opened, shown or moved keeps its layers and textures; a new size or UI scale
    lays the scenes out again."""
    session = make_session(players=3, seed=3)
    app, scene, store, drv = start(home, session)
    _render(scene, app)
    resized = []
    real = scene.resize
    scene.resize = lambda: (resized.append(app.size), real())
    w, h = app.size
    app.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)], 0.01)
    assert resized == [] and scene.layers._layers
    app.settings.ui_scale = 1.2
    app.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)], 0.01)
    assert resized == [(w, h)]


def test_layers_where_parts_overlap_draw_what_a_full_render_draws(home):
    """A narrow portrait window squeezes Haspelknecht's boards together (their shadows overlap): the
    table is then composed whole, never redrawn in part, and still gives a render's very pixels."""
    from tests.ui.test_game_scene import advance

    session = make_session(players=4, seed=11)
    app, scene, store, drv = start(home, session, size=(800, 1400))
    for step in range(15):
        layered = _render(scene, app)
        assert not scene.layers._apart                     # the parts overlap at this size
        fresh, fresh_regions = _fresh(scene, app)
        assert layered == fresh, step
        advance(session.game, 3, seed=step)
