"""A large part of the table drawn in steps (its draw a generator: table_layers.LayerCache.layer)
over several renders or idle calls ends with the very pixels and hit regions of the part drawn in
one go, whatever else is drawn between its steps. Behaviour only, never timing: a budget of zero
makes every call take one step."""

from __future__ import annotations

import gc

import pygame
import pytest

from game.ui.scenes import table_layers
from game.ui.scenes.table_layers import LayerCache

SIZE = (200, 120)
AREA = pygame.Rect(10, 10, 100, 80)
OTHER = pygame.Rect(130, 10, 60, 60)


def _steps(colour: tuple[int, int, int], regions: dict):
    """A part in three steps, each drawing a band and naming its region."""
    def draw(surf: pygame.Surface):
        for i in range(3):
            band = pygame.Rect(AREA.x + 5, AREA.y + 5 + 20 * i, 60 + 10 * i, 15)
            pygame.draw.rect(surf, colour, band)
            pygame.draw.circle(surf, (255 - colour[0], 40 * i, 90), band.center, 6)
            regions[("band", i)] = band
            yield
    return draw


def _plain(colour: tuple[int, int, int], regions: dict):
    def draw(surf: pygame.Surface) -> None:
        pygame.draw.ellipse(surf, colour, OTHER.inflate(-6, -6))
        regions[("other",)] = OTHER
    return draw


def _cache() -> LayerCache:
    cache = LayerCache(lambda: ())
    cache.fresh_base(SIZE)
    return cache


def _table(cache: LayerCache, colour, other_colour, name="part"):
    def draw_table(surf: pygame.Surface) -> dict:
        regions: dict = {}
        cache.layer(surf, name, AREA, colour, _steps(colour, regions), regions)
        cache.layer(surf, "other", OTHER, other_colour, _plain(other_colour, regions), regions)
        return regions
    return draw_table


def _whole(colour, other_colour) -> tuple[bytes, dict]:
    cache = _cache()
    regions = cache.render(_table(cache, colour, other_colour), layered=True)
    assert cache.base is not None
    return pygame.image.tobytes(cache.base, "RGB"), regions


def test_a_part_in_steps_takes_a_step_a_render_and_ends_as_drawn_whole():
    whole, whole_regions = _whole((200, 30, 30), (20, 200, 20))
    cache = _cache()
    cache.render(_table(cache, (10, 10, 200), (20, 200, 20)), layered=True)     # the table as shown before
    calls = 0
    while True:
        # the other part changes too, between the steps: its regions are not the stepped part's
        regions = cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0)
        calls += 1
        if not cache.unfinished:
            break
    assert calls >= 3                               # a step a call
    assert cache.base is not None and pygame.image.tobytes(cache.base, "RGB") == whole
    assert regions == whole_regions
    kept = cache._layers["part"][2]
    assert set(kept) == {("band", 0), ("band", 1), ("band", 2)}      # only its own regions kept


def test_a_half_drawn_part_replaced_at_its_place_starts_again():
    cache = _cache()
    cache.render(_table(cache, (10, 10, 200), (20, 200, 20)), layered=True)
    cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0)
    assert cache.unfinished                          # "part" half drawn in red
    cache.render(_table(cache, (10, 200, 200), (20, 200, 20), name="elsewhere"), layered=True)   # another there
    while True:
        cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0)
        if not cache.unfinished:
            break
    shown = pygame.image.tobytes(cache.base, "RGB")
    assert shown == _whole((200, 30, 30), (20, 200, 20))[0]


def test_a_part_drawn_ahead_in_steps_while_idle_is_kept_as_drawn_whole(monkeypatch):
    monkeypatch.setattr(table_layers, "IDLE_STEP_BUDGET", 0.0)
    whole, whole_regions = _whole((200, 30, 30), (20, 200, 20))
    cache = _cache()
    cache.render(_table(cache, (10, 10, 200), (20, 200, 20)), layered=True)
    calls = 0
    ahead: dict = {}
    while cache.prebuild("part", AREA, (200, 30, 30), _steps((200, 30, 30), ahead), ahead):
        calls += 1
        assert not cache.unfinished                  # idle work: no render is left unfinished
    assert calls >= 3
    drawn = cache.renders
    regions = cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True)
    assert cache.renders == drawn                    # shown as drawn ahead: nothing drawn again
    assert pygame.image.tobytes(cache.base, "RGB") == whole
    assert regions == whole_regions


@pytest.mark.parametrize("players", [2, 4])
def test_haspelknechts_boards_drawn_ahead_a_step_an_idle_call_show_a_fresh_renders_pixels(home, monkeypatch,
                                                                                          players):
    from tests.ui.test_frames import assert_as_fresh
    from tests.ui.test_game_scene import advance, make_session, start

    monkeypatch.setattr(table_layers, "IDLE_STEP_BUDGET", 0.0)
    session = make_session(players=players, seed=11)
    app, scene, store, drv = start(home, session)
    most = 0
    for step in range(12):
        calls = 0
        while scene.table.idle_work(scene.ctx):      # a step a call
            calls += 1
        most = max(most, calls)
        assert_as_fresh(scene, app, step)
        advance(session.game, 3, seed=step)
    assert most >= 3                                 # a board took several idle calls


def test_the_shown_table_leaves_the_objects_alive_then_out_of_full_collections(home):
    from tests.ui.test_game_scene import make_session, start

    gc.unfreeze()
    app, scene, store, drv = start(home, make_session(players=2, seed=3))
    assert gc.get_freeze_count() > 0
    app.pop()                                        # the table left: all collected as before
    assert gc.get_freeze_count() == 0


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def test_a_table_composed_afresh_in_parts_finishes_a_part_in_steps_it_began():
    """Each render of a table not yet rendered whole bares the whole table top again: a part in
    steps begun there is finished in that call (else it would start over at every call)."""
    cache = _cache()
    whole = _whole((200, 30, 30), (20, 200, 20))[0]
    calls = 0
    while True:
        cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0, ahead=True)
        calls += 1
        assert calls < 10
        if not cache.unfinished:
            break
    assert pygame.image.tobytes(cache.base, "RGB") == whole


def test_a_part_drawn_ahead_inside_a_render_without_budget_is_drawn_in_one_call(monkeypatch):
    """The table's first drawing draws the other large boards ahead inside its render: with no
    budget there, each is drawn whole in one call (not a step a call, the idle calls' budget)."""
    monkeypatch.setattr(table_layers, "IDLE_STEP_BUDGET", 0.0)
    cache = _cache()
    calls = []

    def draw_table(surf: pygame.Surface) -> dict:
        ahead: dict = {}
        calls.append(cache.prebuild("ahead", AREA, 1, _steps((200, 30, 30), ahead), ahead))
        return {}

    cache.render(draw_table, layered=True)
    assert calls == [True] and cache.has_layer("ahead") and not cache.unfinished


def test_the_copy_kept_of_a_part_drawn_in_steps_waits_for_the_next_call_when_time_is_up():
    """At 4K keeping a board's pixels is a unit of work of its own (a copy of millions of pixels):
    with the budget spent by the part's last step, the copy is made at the next call."""
    cache = _cache()
    whole = _whole((200, 30, 30), (20, 200, 20))[0]
    cache.render(_table(cache, (10, 10, 200), (20, 200, 20)), layered=True)
    while "part" not in cache._in_steps or not cache._in_steps["part"].drawn:
        cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0)
        assert cache.unfinished
    assert cache._layers["part"][0][-1] != (200, 30, 30)     # drawn, not kept yet
    cache.render(_table(cache, (200, 30, 30), (20, 200, 20)), layered=True, budget=0.0)
    assert not cache.unfinished and cache._layers["part"][0][-1] == (200, 30, 30)
    assert pygame.image.tobytes(cache.base, "RGB") == whole
