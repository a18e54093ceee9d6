"""Warnings before waste (Coal Baron): stopping a mining turn loses the steps left (C15),
and the table asks first when they could still bring cubes to the orders. No cube is lost at the end
of a turn (the cage keeps its cubes, C22; the storage has no limit), so the question is about steps.

The query (game.coal_baron.advice.stop_waste) on positions built by hand, then the window: a
person's wasteful stop asks, "Keep mining" changes nothing, "Stop anyway" with "Don't ask again"
stops and remembers the choice; bots, tutorials and a clean stop are never asked."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.coal_baron.actions import STOP, A
from game.coal_baron.advice import stop_waste, stop_waste_lines
from game.coal_baron.bots import make_bot
from game.coal_baron.engine import ENGINE
from game.coal_baron.table import waste_warning
from game.core.i18n import set_language
from game.ui.scenes.waste_question import WasteQuestion
from tests.coal_baron.positions import BR, G, R, after_draft, clear_orders, give_order, place


def card_asking(colours: list[int]) -> int:
    """An order card whose spots are exactly these colours (in any order)."""
    want = sorted(colours)
    return next(c for c in R.card_ids if sorted(R.card_coal[c]) == want)


def mining(steps_space: str = "mining_6", order: list[int] | None = None):
    """Two players past the draft, seat 0 mining on `steps_space` with one order asking `order`."""
    set_language("en")
    s = after_draft(players=2, seed=3, start=0)
    clear_orders(s, 0)
    if order is not None:
        give_order(s, 0, card_asking(order))
    place(s, steps_space)
    assert s.stage == "mine" and s.current == 0
    return s


def test_a_cube_in_the_storage_that_fits_a_spot_is_waste():
    s = mining(order=[G])
    s.storage[0 * 4 + G] = 1
    w = stop_waste(s, 0)
    assert w is not None and w.steps == 6 and w.at_hand == 1
    lines = stop_waste_lines(s, 0)
    assert lines[0] == "You still have 6 work steps: they are lost when you stop mining."
    assert "1 cube in your cage or storage fits a free spot" in lines[1]


def test_cubes_in_the_cage_below_count_when_the_steps_can_bring_them_up():
    s = mining(order=[G, G])
    s.cage_level[0] = 3
    s.cage[0 * 4 + G] = 2
    s.pit[0 * 16 + 2 * 4 + G] = 0          # nothing left in the gray lorries: only the cage's cubes
    w = stop_waste(s, 0)
    assert w is not None and w.in_cage == 2 and w.at_hand == 0
    s.steps = 2
    assert stop_waste(s, 0).in_cage == 1   # up (1 step) and one cube on its spot (1 step)
    s.steps = 1
    assert stop_waste(s, 0) is None        # one step cannot bring a cube onto a spot


def test_coal_in_the_pit_counts_only_within_reach_of_the_steps_left():
    s = mining(order=[BR])                 # the starting pit holds a brown cube on level 2
    assert s.cage_level[0] == 0
    w = stop_waste(s, 0)
    assert w is not None and w.in_pit and not w.at_hand and not w.in_cage
    s.steps = 3                            # down, load, up: no step left to put it on the spot
    assert stop_waste(s, 0) is None
    s.cage_level[0] = 2                    # already at the brown level: load, up, on
    assert stop_waste(s, 0) is not None
    assert "Your pit still holds coal" in stop_waste_lines(s, 0)[1]


def test_nothing_to_do_for_the_orders_is_no_waste():
    s = mining(order=None)                 # no outstanding order: steps left help no order
    assert s.steps == 6 and stop_waste(s, 0) is None and stop_waste_lines(s, 0) == []
    s2 = mining(order=[G])
    assert stop_waste(s2, 1) is None       # not the other player's mining
    s2.stage = "place"
    assert stop_waste(s2, 0) is None       # not a mining turn


def test_the_table_asks_only_before_a_wasteful_stop():
    """The table words the engine's judgement: a question before stopping with steps that could
    still fill an order, none before any other move (who is asked is the shell's: tests/ui)."""
    s = mining(order=[G])
    s.storage[0 * 4 + G] = 1
    ctx = SimpleNamespace(current=lambda: 0, game=SimpleNamespace(state=s))
    question = waste_warning.question(ctx, STOP)
    assert question is not None and question.paragraphs()[:-1] == stop_waste_lines(s, 0)
    assert waste_warning.question(ctx, A("fill", s.orders[0][0], 0, "storage")) is None


# ------------------------------------------------------------------------------------ in the window

@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def to_wasteful_mining(game) -> None:
    """Normal bots' moves for both seats until seat 0 has just begun mining with steps to waste."""
    bot = make_bot("normal", 5)
    rng = random.Random(5)
    for _i in range(400):
        who, kind = game.decision()
        if who == 0 and kind == "mine" and stop_waste(game.state, 0) is not None:
            return
        legal = game.legal_actions()
        if who == 0 and kind == "place":
            mines = [a for a in legal if a.args[0].startswith("mining")]
            game.apply(rng.choice(mines))
            continue
        game.apply(bot.decide(game, legal))
    raise AssertionError("no wasteful stop found")


def test_a_wasteful_stop_asks_first(home):
    from game.ui.settings import Settings
    from tests.ui.coal_baron.helpers import make_session, start

    session = make_session(players=2, seed=5, kinds=["human", "normal"], start_player=0)
    to_wasteful_mining(session.game)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    n = len(game.actions)
    lines = stop_waste_lines(game.state, 0)
    drv.click(scene.action_point(STOP))
    dialog = app.stack.top
    assert isinstance(dialog, WasteQuestion)
    assert dialog.paragraphs[:len(lines)] == lines
    for _i in range(20):                       # the question is open: nobody moves
        drv.frame()
    assert len(game.actions) == n
    drv.click(dialog.back_btn.rect.center)     # keep mining: nothing changed
    assert app.stack.top is scene and len(game.actions) == n and game.decision() == (0, "mine")
    drv.click(scene.action_point(STOP))
    dialog = app.stack.top
    assert isinstance(dialog, WasteQuestion)
    drv.key(__import__("pygame").K_RETURN)     # Enter is the safe "Keep mining"
    assert app.stack.top is scene and len(game.actions) == n
    drv.click(scene.action_point(STOP))
    dialog = app.stack.top
    drv.click(dialog.again.rect.center)        # don't ask again...
    drv.click(dialog.go_btn.rect.center)       # ...and stop anyway
    assert game.actions[n] == STOP
    assert not app.settings.warn_waste and not Settings.load()[0].warn_waste


def test_the_gesture_driver_stops_through_the_question(home):
    """The driver's perform (used by the gesture-played games) says "Stop anyway" when asked."""
    from tests.ui.coal_baron.helpers import make_session, start

    session = make_session(players=2, seed=5, kinds=["human", "normal"], start_player=0)
    to_wasteful_mining(session.game)
    app, scene, store, drv = start(home, session)
    drv.settle()
    n = len(session.game.actions)
    drv.perform(STOP)
    assert session.game.actions[n] == STOP and app.stack.top is not None
    assert not isinstance(app.stack.top, WasteQuestion)
    assert ENGINE.decision(session.game.state) is not None
