"""Shared helpers for Coal Baron's window tests: a session, the table scene in a headless window,
and the gesture driver (game/ui/gestures.py: drags derived from the game's drop rows)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.coal_baron.options import Options  # noqa: E402
from game.core.record import Game  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.core.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.gestures import Driver  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.bot_helpers import sync_bots  # noqa: E402

NAMES = ["Agnes", "Dietrich", "Gertrud", "Konrad"]


def make_session(players: int = 2, seed: int = 5, kinds=None, start_player=None) -> Session:
    kinds = kinds or ["human"] * players
    seats = [Seat(name=NAMES[i], kind=kinds[i], colour=i) for i in range(players)]
    return Session(Game(Options(players=players, start_player=start_player), seed=seed, game="coal_baron"), seats)


def start(home, session: Session, size=(1280, 720)):
    app = App(Settings(animation_speed="off"), size=size, headless=True)
    store = SaveStore(home / "saves")
    scene = TableScene(app, session, store)
    sync_bots(scene)
    scene.bot_pause = 0.0
    app.push(scene)
    app.frame([], 0.0)
    return app, scene, store, Driver(app, scene)


def advance(game: Game, steps: int, seed: int = 2) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


def choose(rng: random.Random, legal: list):
    """A random legal action, stopping a mine early only now and then (games stay short and varied)."""
    moves = [a for a in legal if a.kind != "stop"] if rng.random() < .85 else legal
    return rng.choice(moves or legal)
