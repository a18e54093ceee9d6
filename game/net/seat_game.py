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

import copy
import random
from typing import Any

from game.core.protocol import GameDefinition, IllegalAction
from game.core.record import Game
from game.net.seat_feed import event_from_wire, seat_views
from game.net.wire import Update, Violation

MAX_DEPTH = 12              # a seat view nests about 5 deep
MAX_VALUE = 10_000          # a whole game's views hold numbers up to about 100 (docs/network.md)
MAX_ITEMS = 100_000         # lists' and objects' items in one view (one is about 2,000)


def check_bounds(view: Any) -> None:
    """Violation for a view no game sends: nested too deep, too many items, or a number too large
    (walked without recursion: a hostile host's nesting must not exhaust the stack)."""
    stack = [(view, 1)]
    items = 0
    while stack:
        value, depth = stack.pop()
        if isinstance(value, bool) or value is None or isinstance(value, str):
            continue
        if isinstance(value, (int, float)):
            if not -MAX_VALUE <= value <= MAX_VALUE:
                raise Violation("the host's position holds a number no game has")
            continue
        if depth > MAX_DEPTH:
            raise Violation("the host's position nests too deep")
        children = list(value.values()) if isinstance(value, dict) else value
        items += len(children)
        if items > MAX_ITEMS:
            raise Violation("the host's position is too large")
        stack.extend((child, depth + 1) for child in children)


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
        check_bounds(update.state)
        memory = copy.deepcopy(self.memory)     # kept only if the position is taken
        try:
            state = self.views.seat_state(update.state, self.seat, memory)
            self._check_answers(state)
        except Exception as exc:  # noqa: BLE001 - whatever the host's position breaks, it is the host's fault
            raise Violation(f"the host's position is not one of this game ({type(exc).__name__}: {str(exc)[:100]})") \
                from None
        players = self.options.players
        if update.keep > len(self.log):
            raise Violation("the host keeps more of the chronicle than it sent")
        events = [event_from_wire(w, self.views.event_types, players) for w in update.events]
        self.memory = memory
        self.state = state
        self.actions = list(update.serials)
        self.log = self.log[:update.keep] + events
        self.version = update.version
        self._can_undo = update.can_undo
        self.held_for = update.held_for
        self.over = update.over

    def _check_answers(self, state: Any) -> None:
        """The questions the table asks of a position, asked once here: a position that cannot
        answer them, or names a seat this game does not have, is refused before it is shown."""
        engine, players = self.engine, self.options.players
        if len(engine.scores_now(state)) != players:
            raise ValueError("the position's players are not the game's")
        engine.projected_result(state)
        if engine.is_over(state):
            engine.final_result(state)
            return
        who, _kind = engine.decision(state)
        if who is not None and not 0 <= who < players:
            raise ValueError(f"the position's decision is for seat {who}")
        if not engine.legal_actions(state):
            raise ValueError("the position's player has no move")

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
