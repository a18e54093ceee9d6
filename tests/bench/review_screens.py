"""The review's pictures for the README and docs/review.md (never in the app): a seeded 2-player
game of each game, the person's seat played by the Normal bot against Hard, reviewed with the
judge's default budget in the bots' worker process as the window does it; the review page, and the
replay at the first listed decision whose two moves both have a place on the board.

    .venv/bin/python -m tests.bench.review_screens [--seed 5] [--out docs/screenshots]

Writes review.png, review_replay.png (Haspelknecht), coal_baron_review.png and
coal_baron_review_replay.png at 1280x720, and prints how long each review took.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def played_game(name: str, seed: int):
    from game.core import registry
    from game.core.match import Match
    from game.core.record import Game
    from game.core.session import Seat, Session

    definition = registry.get(name)
    game = Game(definition.options(players=2), seed, game=definition)
    Match(game, [definition.bots["normal"](seed * 31 + 1), definition.bots["hard"](seed * 31 + 2)]).play()
    return Session(game, [Seat(name="Agnes", kind="human", colour=0), Seat(name="Konrad", kind="hard", colour=1)])


def shots(name: str, seed: int, out: Path, prefix: str) -> None:
    import pygame

    from game.core.history import History
    from game.core.saves import SaveStore
    from game.ui import bot_runner, scenes
    from game.ui.app import App
    from game.ui.settings import Settings

    session = played_game(name, seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp) / "saves")
        app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
        page = scenes.make("review", app, session, store, History(Path(tmp) / "history"))
        app.push(page)
        started = time.monotonic()
        while page.job is not None:
            app.frame([], 0.05)
            time.sleep(0.05)
        bot_runner.stop_pool()
        assert page.review is not None, page.failed
        print(f"{name}: {len(session.game.actions)} moves, reviewed in {time.monotonic() - started:.1f} s "
              f"(the worker's own count: {page.review.seconds:.1f} s)")
        app.invalidate()
        app.frame([], 0.0)
        pygame.image.save(app.screen, str(out / f"{prefix}review.png"))
        for i, row in enumerate(page.rows):
            page.list.selected = i
            page.open_selected()
            replay = app.stack.top
            app.invalidate()
            app.frame([], 0.0)
            table = replay.table
            drawn = [table.table.places(table.game.state, a, row.finding.player, table.regions)
                     for a in (row.finding.played, row.finding.better)]
            if all(any(k is not None and k in table.regions for k in keys) for keys in drawn):
                pygame.image.save(app.screen, str(out / f"{prefix}review_replay.png"))
                break
            app.pop()


def main() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    shots("haspelknecht", args.seed, out, "")
    shots("coal_baron", args.seed, out, "coal_baron_")


if __name__ == "__main__":
    main()
