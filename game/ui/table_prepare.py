"""A table drawn ahead, off the screen, while the window waits for the player (the title screen,
the set-up page), so that the table opens at once instead of building its art then (at 3840x2160
about a second: the wood and parchment of every board, the pieces' sprites, the fonts).

The page asks for the table it is likely to open (`ahead`: the game to continue, or a new game of
the chosen game and number of players); the window's loop draws it a part per idle step
(`App.idle_jobs`); the table scene opened next takes the drawing over (table_layers.take_ahead) when it is of the
same game, players and window size, and draws again only the parts its own position shows
differently. Whatever is not taken over is dropped when a table opens: only the caches the drawing
filled (textures, sprites, fonts) stay.

The table's modules are imported only by the first step, after the title's first frame.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.session import Session
    from game.ui.app import App

log = logging.getLogger(__name__)

STEP_BUDGET = 0.012      # seconds of drawing per idle step: the page stays responsive meanwhile
NEW_GAME_PLAYERS = 3     # the set-up page's first seats (it asks again when they change)


class Preparation:
    """One table drawn ahead: `step()` does a part (True while parts remain)."""

    def __init__(self, app: App, game: str, players: int, session: Session | None = None) -> None:
        self.app = app
        self.game = game
        self.players = players
        self.session = session
        self.key: tuple = (game, int(players), tuple(app.size))
        self.scene: Any = None
        self.done = False

    def step(self) -> bool:
        if self.done:
            return False
        if self.app.size != self.key[2]:      # the window changed size since it was asked for
            self.done = True
            return False
        if self.scene is None:
            from game.ui.scenes.table_layers import ahead_key, kept_ahead

            self.key = ahead_key(self.game, self.players, self.app.size)
            if self.session is None and kept_ahead() == self.key:    # drawn already
                self.done = True
                return False
            self.scene = self._scene()
            return True
        scene = self.scene
        scene.layers.fresh_base(self.app.size)
        scene.layers.render(scene._draw_table, scene.table.layered, STEP_BUDGET, ahead=True)
        if scene.layers.unfinished:
            return True
        from game.ui.scenes.table_layers import keep_ahead

        keep_ahead(self.key, scene.layers)
        self.scene = None
        self.done = True
        log.debug("table drawn ahead: %s", self.key)
        return False

    def _scene(self):
        """A table scene of the session (or of a new game), never shown and with no bot to think."""
        import tempfile
        from pathlib import Path

        from game.core import registry
        from game.core.record import Game
        from game.core.saves import SaveStore
        from game.core.session import Seat, Session
        from game.ui import scenes

        session = self.session
        if session is None:
            definition = registry.get(self.game)
            seats = [Seat(name=f"{i + 1}", kind="human", colour=i) for i in range(self.players)]
            session = Session(Game(definition.options(players=self.players), seed=0, game=self.game), seats)
        # a store nobody writes to: nothing is played here
        store = SaveStore(Path(tempfile.gettempdir()) / "table-drawn-ahead")
        return scenes.make("table", self.app, session, store, bots_play=False)


def ahead(app: App, game: str, players: int, session: Session | None = None) -> None:
    """Draw this table while the window is idle (replacing a table asked for before). `session`:
    the game to continue, else a new game of `game` for `players`."""
    if app.headless:          # screenshots, tests, the selftest: nobody waits for a table there
        return
    key = (game, int(players), tuple(app.size))
    for job in list(app.idle_jobs):
        if isinstance(job, Preparation):
            if job.key[:2] == key[:2] and tuple(job.key[2]) == key[2] and job.session is session:
                return
            job.done = True
            app.idle_jobs.remove(job)
    app.idle_jobs.append(Preparation(app, game, players, session))


def run(app: App, game: str, players: int, session: Session | None = None) -> None:
    """Draw a table ahead to its end now (the frame bench: as the title would have while idle)."""
    job = Preparation(app, game, players, session)
    while job.step():
        pass
