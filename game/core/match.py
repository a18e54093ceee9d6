"""The match loop: one way to play a game, whoever sits in the seats.

A match is a record (`game.core.record.Game`) and one controller per seat. A controller is anything
with `decide(game, actions)`, the game protocol's `Bot` included: it answers one of the legal
actions, or WAITING when its answer is not ready yet (a bot thinking in another process, a person
who has not moved, later a seat across the network). `Match.step()` asks the seat whose decision
it is once and never blocks: it makes that move, or reports that the seat is waiting, that the
game is over, that the match's stop condition holds or that it is held (a person's turn
not yet confirmed: no seat is asked until the hold lifts). `Match.play()` steps to the end, for seats
that answer at once (simulate, tournament, bench, transcripts, tutorial drafts); the window calls
`step()` once per frame.

Every move goes the same way, a person's too (`Match.apply`): an illegal one is refused with
IllegalAction and changes nothing; a legal one is told to the `before_apply` hook, made (by default
by the record's apply) and told to the `after_apply` hook with the events it caused, taken from the
record. An illegal answer, or a controller that raises DecisionFailed, does not stop the match: a
random legal move the game's `move_filter` keeps is made instead (`fallback_action`) and the
`rejected` hook is told. Nothing here draws, sleeps or measures time, so a match between seeded
bots is deterministic: the same moves in the same order as a plain loop over the record.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, NamedTuple, Protocol

from game.core.protocol import Event, GameDefinition, IllegalAction
from game.core.record import MAX_ACTIONS, Game


class Status(StrEnum):
    MOVED = "moved"        # a move was made
    WAITING = "waiting"    # the seat to decide has no answer yet: nothing changed
    OVER = "over"          # the game has ended
    STOPPED = "stopped"    # the match's stop condition holds (e.g. a tutorial's end)
    HELD = "held"          # the match is held (a turn waits for its player's confirmation): nobody asked


WAITING = Status.WAITING   # what a controller answers while its answer is not ready


class Controller(Protocol):
    """A seat's decider: one of `actions` (the legal actions of `game` now), or WAITING."""

    def decide(self, game: Game, actions: list) -> Any: ...


class DecisionFailed(Exception):
    """Raised by a controller whose decider failed (a bot that crashed in its worker): the match
    makes a fallback move for the seat. Any other exception a controller raises goes on up."""


class NoEnd(RuntimeError):
    """The match made its maximum number of moves and the game has not ended."""


class Step(NamedTuple):
    status: Status
    player: int | None = None      # whose decision it was
    action: Any = None             # the move made (the fallback's when the answer was refused)
    events: tuple[Event, ...] = ()


class Person:
    """A person's seat: never answers by itself. The window applies the person's move through
    `Match.apply`'s same path when they make it."""

    def decide(self, game: Game, actions: list) -> Any:
        return WAITING


PERSON = Person()


class Scripted:
    """A seat that plays written moves: `moves(game)` gives the next one, or None when nothing is
    written for now (a tutorial's tutor after the script); then `then` decides (None: wait)."""

    def __init__(self, moves: Callable[[Game], Any], then: Controller | None = None) -> None:
        self.moves = moves
        self.then = then

    def decide(self, game: Game, actions: list) -> Any:
        move = self.moves(game)
        if move is not None:
            return move
        return self.then.decide(game, actions) if self.then is not None else WAITING


class Timed:
    """Wraps a controller and measures how long each of its answers took (a tournament's think
    time, the bench's percentiles): `times` holds (number of legal actions, seconds) per answer."""

    def __init__(self, inner: Controller, clock: Callable[[], float] = time.perf_counter) -> None:
        self.inner = inner
        self.clock = clock
        self.times: list[tuple[int, float]] = []

    def decide(self, game: Game, actions: list) -> Any:
        t0 = self.clock()
        answer = self.inner.decide(game, actions)
        if answer is not WAITING:
            self.times.append((len(actions), self.clock() - t0))
        return answer

    @property
    def think(self) -> float:
        return sum(t for _n, t in self.times)

    @property
    def moves(self) -> int:
        return len(self.times)


def fallback_action(definition: GameDefinition, legal: list, seed: int = 0) -> Any:
    """A random legal move for a seat whose answer was refused or whose decider failed, avoiding
    take-backs (the game's `move_filter`) so the game goes on."""
    keep = definition.move_filter
    forward = [a for a in legal if keep is None or keep(a)]
    return random.Random(seed).choice(forward or legal)


class Match:
    """A record played by one controller per seat (see the module's text)."""

    def __init__(self, game: Game, seats: Sequence[Controller], *,
                 before_apply: Callable[[Game, int, Any], None] | None = None,
                 after_apply: Callable[[Game, int, Any, list[Event]], None] | None = None,
                 rejected: Callable[[Game, int, Any, str, Any], None] | None = None,
                 stop: Callable[[Game], bool] | None = None,
                 max_steps: int | None = MAX_ACTIONS,
                 put: Callable[[Any], Any] | None = None,
                 hold: Callable[[Game], bool] | None = None) -> None:
        """`rejected(game, player, answer, reason, fallback)`: `answer` is None when the controller
        failed. `stop(game)` ends the match before the game's end. `max_steps`: NoEnd once this
        match has made that many moves and the game goes on (None: no limit); the default is the
        most a record may hold. `put(action)` makes a move, by default the record's apply; the
        window makes it through its table (animation, autosave) and refuses one with
        IllegalAction. `hold(game)`: while it answers True, step() asks no seat (HELD): the window
        holds the next seat while a person's finished turn waits for confirmation, so that the
        person may still undo it (the record never undoes past another player's move)."""
        self.game = game
        self.seats = list(seats)
        self.before_apply = before_apply
        self.after_apply = after_apply
        self.rejected = rejected
        self.stop = stop
        self.max_steps = max_steps
        self._put = put
        self.hold = hold
        self.moves = 0          # moves this match made through step()

    def apply(self, action: Any, player: int | None = None) -> list[Event]:
        """Make one move for the seat to decide (`player`, if the caller knows it already), with
        the hooks around it; an illegal one raises IllegalAction and changes nothing (no hook is
        told). Returns the events it caused (none when the record keeps no chronicle)."""
        action, reason = self._read(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._make(action, player)

    def _read(self, answer: Any) -> tuple[Any, str | None]:
        """The answer as the engine's action (its JSON form read) and why it is refused (None:
        legal now). An answer the engine cannot read at all is refused, not a crash: it may come
        from anywhere (a person's click, a worker process, a network seat)."""
        engine = self.game.engine
        try:
            if isinstance(answer, dict):
                answer = engine.action_from_json(answer)
            return answer, engine.explain_illegal(self.game.state, answer)
        except Exception as exc:  # noqa: BLE001 - a foreign answer may trip the engine anywhere
            return answer, f"not a move of this game ({type(exc).__name__}: {exc})"

    def _make(self, action: Any, player: int | None, from_legal: bool = False) -> list[Event]:
        """A move known to be legal (`from_legal`: taken from the legal list of this position): the
        hooks and the move (`put` may still refuse it)."""
        game = self.game
        if player is None:
            player = game.decision()[0]
            assert player is not None, "a move is made only while a seat decides (the game is not over)"
        if self.before_apply is not None:
            self.before_apply(game, player, action)
        logged = len(game.log)
        if self._put is None:
            game.apply(action, from_legal=from_legal)
        else:
            self._put(action)
        events = [e for _i, e in game.log[logged:]]
        if self.after_apply is not None:
            self.after_apply(game, player, action, events)
        return events

    def step(self) -> Step:
        """Ask the seat to decide once, and make its move if it has one (never waits)."""
        game = self.game
        if game.is_over:
            return Step(Status.OVER)
        if self.stop is not None and self.stop(game):
            return Step(Status.STOPPED)
        if self.hold is not None and self.hold(game):
            return Step(Status.HELD, game.decision()[0])
        if self.max_steps is not None and self.moves >= self.max_steps:
            raise NoEnd(f"the game did not end in {self.moves} moves")
        who, _kind = game.decision()
        assert who is not None, "a game that is not over has a seat to decide"
        actions = game.legal_actions()
        try:
            answer = self.seats[who].decide(game, actions)
        except DecisionFailed as exc:
            return self._fall_back(who, actions, None, str(exc) or type(exc).__name__)
        if answer is WAITING:
            return Step(Status.WAITING, who)
        if answer is None:
            return self._fall_back(who, actions, None, "no answer")
        # an answer from the legal list is legal: the engine's check, which costs about as much
        # as the move itself, is asked only of an answer from elsewhere (a JSON form, a network)
        listed = answer in actions
        if not listed:
            answer, reason = self._read(answer)
            if reason is not None:
                return self._fall_back(who, actions, answer, reason)
        try:
            events = self._make(answer, who, from_legal=listed)
        except IllegalAction as exc:      # `put` refused it (the window's table)
            return self._fall_back(who, actions, answer, str(exc))
        self.moves += 1
        return Step(Status.MOVED, who, answer, tuple(events))

    def _fall_back(self, who: int, actions: list, answer: Any, reason: str) -> Step:
        game = self.game
        move = fallback_action(game.definition, actions, len(game.actions))
        if self.rejected is not None:
            self.rejected(game, who, answer, reason, move)
        events = self._make(move, who, from_legal=True)
        self.moves += 1
        return Step(Status.MOVED, who, move, tuple(events))

    def play(self) -> Game:
        """Step until the game ends or the stop condition holds; every seat must answer at once
        (a waiting seat is a mistake here: RuntimeError). Returns the record."""
        while True:
            step = self.step()
            if step.status in (Status.OVER, Status.STOPPED):
                return self.game
            if step.status is Status.HELD:
                raise RuntimeError("the match is held (a turn waits for confirmation): play() cannot wait")
            if step.status is Status.WAITING:
                assert step.player is not None   # a waiting step names its seat
                raise RuntimeError(f"seat {step.player + 1} waits for an answer: play() needs seats that "
                                   "answer at once (call step() instead)")
