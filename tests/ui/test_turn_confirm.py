"""A person's finished turn waits for its confirmation before the next seat acts, in both games:
against a bot the bot does not move until "Confirm" (or the countdown chosen in Settings), Undo
takes the move back until then, a move that brought something hidden to light says it cannot be
undone, "never" plays on at once, and a tutorial never asks. Hot-seat: the next person waits too,
and the cover (when the setting asks for it) comes after the confirmation."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.gestures import Driver
from game.ui.scenes.pass_cover import PassCover
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings
from tests.ui.bot_helpers import sync_bots

GAMES = ["haspelknecht", "coal_baron"]
DT = 1 / 60


def open_table(home, game: str, kinds: list[str], seed: int = 3, **settings) -> tuple[App, TableScene, Driver]:
    settings.setdefault("animation_speed", "off")
    app = App(Settings(**settings), size=(1280, 720), headless=True)
    definition = registry.get(game)
    seats = [Seat(name=name, kind=kind, colour=i) for i, (name, kind) in enumerate(zip(["Anna", "Bernd"], kinds, strict=True))]
    session = Session(Game(definition.options(players=len(seats)), seed=seed, game=game), seats)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    sync_bots(scene)
    scene.bot_pause = 0.0
    app.push(scene)
    app.frame([], 0.0)
    return app, scene, Driver(app, scene)


def to_turn_end(scene: TableScene, drv: Driver) -> int:
    """Play the person's moves (the first legal one the game's filter keeps) until one passes the
    decision to another seat; returns the person's seat."""
    drv.settle()
    me = scene.current()
    keep = scene.game.definition.move_filter
    assert me is not None and not scene.seats[me].is_bot
    for _ in range(60):
        action = next(a for a in scene.game.legal_actions() if keep is None or keep(a))
        drv.perform(action)
        if scene.current() != me:
            return me
    raise AssertionError("the person's turn did not end")


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        app.frame([], DT)


@pytest.mark.parametrize("game", GAMES)
def test_against_a_bot_the_turn_waits_for_confirm_and_undo_takes_it_back(home, game):
    app, scene, drv = open_table(home, game, ["human", "random"], turn_confirmation="always")
    me = to_turn_end(scene, drv)
    record = list(scene.game.actions)
    frames(app, 3)                                    # the bot does not move: the turn waits
    assert scene.game.actions == record and scene.turn_confirm.seat == me
    assert scene.prompt is not None and any(b.special == "confirm" for b in scene.prompt.buttons)
    assert not scene.interactive()                    # no piece of the next seat's to pick up
    assert scene.ctx.active_player() == me            # the table still shows the person's view
    undo = next(b for b in scene.top_buttons if b.special == "undo")
    if scene.game.can_undo(me):
        assert undo.enabled
        drv.click(undo.rect.center)                   # the move taken back: the person's turn again
        assert scene.game.actions == record[:-1] and scene.current() == me
        assert not scene.turn_confirm.pending
        me = to_turn_end(scene, drv)
        record = list(scene.game.actions)
    drv.click(scene.special_point("confirm"))        # confirmed: the bot plays on
    assert not scene.turn_confirm.pending
    frames(app, 0.5)
    assert len(scene.game.actions) > len(record) and scene.game.actions[:len(record)] == record
    assert scene.game.actors[len(record)] != me


@pytest.mark.parametrize("game", GAMES)
def test_the_countdown_confirms_by_itself_after_the_seconds_chosen(home, game):
    app, scene, drv = open_table(home, game, ["human", "random"], turn_confirmation="3")
    to_turn_end(scene, drv)
    n = len(scene.game.actions)
    assert scene.prompt is not None and "(3)" in next(b.label for b in scene.prompt.buttons if b.special == "confirm")
    frames(app, 2.5)
    assert len(scene.game.actions) == n and scene.turn_confirm.pending
    assert "(1)" in next(b.label for b in scene.prompt.buttons if b.special == "confirm")
    frames(app, 1.0)
    assert not scene.turn_confirm.pending and len(scene.game.actions) > n


def test_never_asked_the_bot_moves_at_once(home):
    app, scene, drv = open_table(home, "coal_baron", ["human", "random"], turn_confirmation="never")
    to_turn_end(scene, drv)
    n = len(scene.game.actions)
    assert not scene.turn_confirm.pending
    app.frame([], DT)
    assert len(scene.game.actions) > n


def test_enter_confirms_and_ctrl_z_undoes(home):
    app, scene, drv = open_table(home, "haspelknecht", ["human", "random"], turn_confirmation="always")
    me = to_turn_end(scene, drv)
    n = len(scene.game.actions)
    assert scene.game.can_undo(me)
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.game.actions) == n - 1 and scene.current() == me and not scene.turn_confirm.pending
    to_turn_end(scene, drv)
    drv.key(pygame.K_RETURN)
    assert not scene.turn_confirm.pending
    frames(app, 0.5)
    assert len(scene.game.actions) > n


def test_a_move_that_revealed_something_cannot_be_undone_and_says_so(home):
    """A Coal Baron placement that takes a face-up tile refills the row from the stack: hidden
    information came out, so the record refuses to undo it; the turn still waits, and says why."""
    app, scene, drv = open_table(home, "coal_baron", ["human", "random"], turn_confirmation="always")
    game = scene.game
    for _ in range(400):                    # the person's turns until one ends with a reveal
        me = to_turn_end(scene, drv)
        if game.drew[-1]:
            break
        drv.click(scene.special_point("confirm"))
    else:
        raise AssertionError("no turn ended with a reveal")
    assert scene.turn_confirm.seat == me and not game.can_undo(me)
    assert scene.prompt is not None and "cannot be undone" in scene.prompt.hint
    undo = next(b for b in scene.prompt.buttons if b.special == "undo")
    assert not undo.enabled and undo.reason
    n = len(game.actions)
    drv.click(next(b for b in scene.top_buttons if b.special == "undo").rect.center)
    assert len(game.actions) == n and scene.turn_confirm.pending     # refused, with the reason said
    assert app.toast is not None


def test_hot_seat_the_next_person_waits_and_the_cover_follows_the_confirmation(home):
    app, scene, drv = open_table(home, "haspelknecht", ["human", "human"], turn_confirmation="always",
                                 hotseat_cover=True)
    me = to_turn_end(scene, drv)
    nxt = scene.current()
    assert nxt != me and not scene.seats[nxt].is_bot
    app.frame([], DT)
    assert app.stack.top is scene and scene.turn_confirm.seat == me    # no cover yet: Anna may undo
    assert scene.person_to_move() is None                               # Bernd waits
    drv.click(scene.special_point("confirm"))
    assert isinstance(app.stack.top, PassCover)


def test_a_tutorial_never_asks(home):
    from game.ui import coach as coach_ui
    from game.ui.scenes.title import TitleScene

    app = App(Settings(animation_speed="off", turn_confirmation="always"), size=(1280, 720), headless=True)
    store = SaveStore(home / "saves")
    app.push(TitleScene(app, store))
    table = coach_ui.start(app, "coal_baron", store, "Ada")
    sync_bots(table)
    table.bot_pause = 0.0
    drv = Driver(app, table)
    drv.settle()
    for _ in range(6):
        me = table.current()
        drv.perform(table.coach.expected(table.game))
        if table.current() != me:
            break
    assert table.current() != me and not table.turn_confirm.pending



def test_the_countdowns_bar_stays_on_the_confirm_button_off_the_hint_line(home):
    """Under the button runs the prompt's hint line: a bar there struck its words through."""
    app, scene, drv = open_table(home, "haspelknecht", ["human", "random"], turn_confirmation="10")
    to_turn_end(scene, drv)
    app.frame([], DT)
    assert scene.turn_confirm.pending and scene.prompt is not None
    confirm = next(b for b in scene.prompt.buttons if b.special == "confirm")
    plain = scene.layers.base.copy()        # the table's picture: the bar is drawn over it
    barred = plain.copy()
    scene.draw_countdown(barred)
    w, h = plain.get_size()
    changed = [(x, y) for y in range(confirm.rect.top - confirm.rect.height, confirm.rect.bottom + confirm.rect.height)
               for x in range(max(0, confirm.rect.left - 20), min(w, confirm.rect.right + 20))
               if 0 <= y < h and plain.get_at((x, y)) != barred.get_at((x, y))]
    assert changed, "the countdown draws its bar"
    assert all(confirm.rect.collidepoint(p) for p in changed), (confirm.rect, max(y for _x, y in changed))
