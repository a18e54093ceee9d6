"""A client's game: the host's game as one seat sees it, in the shape the table scene reads.

It is a `game.core.record.Game` whose state is rebuilt from each `Update` the host sends (the
game's `seat_state` over its seat view: hidden parts are what the seat could know, never the real
ones) and whose record is known only by its length: `actions` holds opaque numbers, one per action
of the host's record, so that anything keyed by the record (the chronicle's and the prompt's
pictures) changes with it, and `log` the chronicle as this seat heard it. The engine answers every
question about the position (whose decision, the legal moves, why a move is illegal) on this
state as on the host's, so the table draws and offers moves as in a local game; it never applies
a move (the host does, and sends the result) and may undo only what the host says it may.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import GameDefinition, IllegalAction
from game.core.record import Game
from game.net.seat_feed import event_from_wire, seat_views
from game.net.wire import Update, Violation


class SeatGame(Game):
    def __init__(self, definition: GameDefinition, options: Any, seat: int) -> None:  # noqa: D107
        # no Game.__init__: there is no seed here and no start position to make from the options
        self.definition = definition
        self.engine = definition.engine
        self.options = options
        self.seed = random.SystemRandom().randrange(2**31)   # the client's own (hints' bots), not the game's
        self._start = None
        self._events = True
        self.state: Any = None
        self.actions: list[Any] = []
        self.actors: list[int] = []
        self.drew: list[bool] = []
        self.log: list[tuple[int, Any]] = []
        self.seat = seat
        self.views = seat_views(definition)
        self.memory: dict = {}          # what the seat saw before (the game's seat_state keeps it)
        self.version = -1               # the host's position number this state is
        self.held_for: int | None = None
        self._can_undo = False
        self.over = False

    @property
    def ready(self) -> bool:
        return self.state is not None

    def receive(self, update: Update) -> None:
        """Take the host's update; Violation (nothing changed) if it is not a position of this game."""
        if update.version <= self.version:
            raise Violation(f"an update older than the one shown ({update.version} after {self.version})")
        try:
            state = self.views.seat_state(update.state, self.seat, self.memory)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise Violation(f"the host's position is not one of this game ({type(exc).__name__}: {str(exc)[:100]})") \
                from None
        players = self.options.players
        if update.keep > len(self.log):
            raise Violation("the host keeps more of the chronicle than it sent")
        events = [event_from_wire(w, self.views.event_types, players) for w in update.events]
        self.state = state
        self.actions = list(update.serials)
        self.log = self.log[:update.keep] + events
        self.version = update.version
        self._can_undo = update.can_undo
        self.held_for = update.held_for
        self.over = update.over

    # --- what the table asks --------------------------------------------------------------------
    def can_undo(self, player: int) -> bool:
        return player == self.seat and self._can_undo

    def undo_floor(self, player: int) -> int:
        return len(self.actions) - 1 if self.can_undo(player) else len(self.actions)

    def apply(self, action: Any, *, from_legal: bool = False) -> list:
        raise IllegalAction("a move of a network game is made by the host")

    def truncate(self, length: int) -> None:
        raise IllegalAction("a move of a network game is taken back by the host")

    def clone(self) -> Game:
        """A plain game from this position (hints and the drop table try moves on it): its
        hidden parts are the seat view's, never the host's."""
        copy = Game(self.options, self.seed, start=self.state, events=False, game=self.definition)
        return copy

    def record(self) -> dict[str, Any]:
        raise IllegalAction("a client keeps no record of a network game: the host does")
