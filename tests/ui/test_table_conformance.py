"""One suite that every registered game's table must pass, like tests/core/test_conformance.py for
engines: parametrised over game.core.registry.names() and Sticks, the tests' own game
(tests/toy_game), which its own package and registry entry alone bring to the window.

- the table answers the whole contract (game.ui.table_api.GameTable);
- the table, the set-up form and the end page draw at several window sizes and UI scales, with
  the shell's parts and every hit region inside the window;
- every region of sampled positions has a tooltip, unless its kind is one the table declares
  has none;
- every legal action of sampled positions can be made by the gestures a person makes (a drag, a
  click, a button: game/ui/gestures.py) and by the keys (Tab to it, Enter).
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui import scenes
from game.ui.app import App
from game.ui.gestures import Driver
from game.ui.settings import Settings
from game.ui.table_api import GameTable
from game.ui.table_loader import table_for
from tests import toy_game

GAMES = [*registry.names(), toy_game.NAME]
SIZES = [((1280, 720), 1.0), ((1024, 768), 1.0), ((1920, 1080), 1.5), ((3840, 2160), 2.0), ((900, 1400), 1.0),
         ((1280, 720), 2.0)]
POSITIONS = (0.0, 0.2, 0.45, 0.7)      # how far into a random game the sampled positions lie
ACTIONS_PER_POSITION = 6


@pytest.fixture(autouse=True)
def _register_the_toy_game(request, monkeypatch):
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and callspec.params.get("name") == toy_game.NAME:
        toy_game.register(monkeypatch)


def _finished(name: str, players: int, seed: int) -> Game:
    d = registry.get(name)
    game = Game(d.options(players=players), seed, game=d)
    rnd = random.Random(seed)
    while not game.is_over:
        acts = game.legal_actions()
        keep = [a for a in acts if d.move_filter is None or d.move_filter(a)] or acts
        game.apply(rnd.choice(keep))
    return game


def _position(name: str, players: int, seed: int, share: float) -> Game:
    """A position `share` of the way into a seeded random game (its record replayed to there)."""
    whole = _finished(name, players, seed)
    d = registry.get(name)
    game = Game(d.options(players=players), seed, game=d)
    for action in whole.actions[:int(len(whole.actions) * share)]:
        game.apply(action)
    return game


def _open(home, game: Game, size=(1280, 720), ui_scale=1.0, kinds=None):
    settings = Settings(animation_speed="off", ui_scale=ui_scale)
    app = App(settings, size=size, headless=True)
    n = game.options.players
    seats = [Seat(name=f"Seat {i + 1}", kind=(kinds or ["human"] * n)[i], colour=i) for i in range(n)]
    session = Session(game, seats)
    store = SaveStore(home / "saves")
    scene = scenes.make("table", app, session, store)
    app.push(scene)
    return app, scene, Driver(app, scene)


@pytest.mark.parametrize("name", GAMES)
def test_the_table_answers_the_whole_contract(name):
    table = table_for(name)
    assert isinstance(table, GameTable)
    d = registry.get(name)
    game = _position(name, d.min_players, 3, 0.3)
    kind = game.decision()[1]
    assert kind in table.decision_names, "the hot-seat cover names every kind of decision"
    assert table.end_title and table.progress(game.state)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("size", "ui_scale"), SIZES)
def test_every_scene_draws_inside_the_window(home, name, size, ui_scale):
    d = registry.get(name)
    game = _position(name, d.max_players, 5, 0.5)
    app, scene, drv = _open(home, game, size, ui_scale)
    drv.settle()
    app.invalidate()
    app.frame([], 0.0)
    window = pygame.Rect((0, 0), size)
    for part in ("prompt", "topbar", "log"):
        assert window.contains(scene.rects[part]), f"the shell's {part} lies outside {size}"
    outside = [k for k, r in scene.regions.items() if not window.colliderect(r)]
    assert not outside, f"regions outside the window at {size}: {outside[:5]}"
    # the set-up form with the game's own options, and the end page of a finished game
    app.push(scenes.make("setup", app, SaveStore(home / "saves"), game=name))
    app.frame([], 0.0)
    app.pop()
    end = _finished(name, d.max_players, 5)
    app2, scene2, drv2 = _open(home, end, size, ui_scale)
    app2.push(scenes.make("end", app2, scene2.session, scene2.store))
    app2.frame([], 0.0)


@pytest.mark.parametrize("name", GAMES)
def test_every_region_has_a_tooltip(home, name):
    d = registry.get(name)
    for players in (d.min_players, d.max_players):
        for share in POSITIONS:
            game = _position(name, players, 11 + players, share)
            app, scene, drv = _open(home, game)
            scene.ensure_layout()
            table = scene.table
            silent = [k for k in scene.regions if k[0] not in table.no_tip_kinds
                      and not table.tooltip(k, game.state, scene.names)]
            assert not silent, f"regions without a tooltip ({players} players, {share:.0%} in): {silent[:6]}"


def _made(scene, drv, action) -> bool:
    """Did the last move of the record become `action`? Then take it back for the next try."""
    game = scene.game
    drv.settle()
    return bool(game.actions) and game.actions[-1] == action


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_action_is_reachable_by_gestures_and_keys(home, name):
    d = registry.get(name)
    rnd = random.Random(7)
    tried = 0
    for players in (d.min_players, d.max_players):
        for share in POSITIONS:
            game = _position(name, players, 21 + players, share)
            app, scene, drv = _open(home, game)
            drv.settle()
            if game.is_over:
                continue
            legal = game.legal_actions()
            for action in rnd.sample(legal, min(ACTIONS_PER_POSITION, len(legal))):
                n = len(game.actions)
                # by the gestures a person makes
                drv.perform(action)
                assert len(game.actions) == n + 1 and game.actions[n] == action, \
                    f"the gesture for {action} made {game.actions[n:]}"
                game.truncate(n)
                scene._after_change()
                drv.settle()
                # by the keys: Tab to it among the legal moves, Enter
                for _ in range(scene._kbd_actions().index(action) + 1):
                    drv.key(pygame.K_TAB)
                drv.key(pygame.K_RETURN)
                confirm = getattr(app.stack.top, "confirm_point", None)
                if confirm is not None:          # the game asks first: a person who means it says so
                    drv.click(confirm())
                assert len(game.actions) == n + 1 and game.actions[n] == action, \
                    f"the keys for {action} made {game.actions[n:]}"
                game.truncate(n)
                scene._after_change()
                drv.settle()
                tried += 1
    assert tried >= 2 * ACTIONS_PER_POSITION


@pytest.mark.parametrize("name", GAMES)
def test_the_seat_kind_tooltip_names_what_the_seat_offers(home, name):
    """The set-up page's seat kind offers "Another computer" for a game that can be hosted: its
    tooltip said only "a person at this screen, or a bot" there."""
    from game.core.session import REMOTE, seat_kinds

    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    page = scenes.make("setup", app, SaveStore(home / "saves"), game=name)
    tip = page.rows[0]["kind"].tooltip
    assert ("another computer" in tip) == (REMOTE in seat_kinds(name)), (name, tip)
