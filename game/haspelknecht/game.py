"""A game is its options, its seed and its action log; save, load, undo and replay follow from that.

Game is the thin, checked wrapper over the engine that the window, the bots and the tools use.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.haspelknecht import engine
from game.haspelknecht.actions import Action
from game.haspelknecht.engine import IllegalAction, SetupError
from game.haspelknecht.options import Options
from game.haspelknecht.state import GameState

RECORD_FORMAT = 1
# Bounds on what a record may hold. A seed is any 64-bit integer (the command line accepts the same
# range); a whole game is about 300 actions, and undo shortens the record, so 20,000 is generous
# while keeping a replay well under a second.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
MAX_ACTIONS = 20_000


class _RecordShape(BaseModel):
    """The outer shape of a record; the actions are checked by replaying them through the engine."""

    model_config = ConfigDict(extra="forbid")

    format: int
    game: str
    options: Options
    seed: int = Field(strict=True, ge=SEED_MIN, le=SEED_MAX)
    actions: list[Any] = Field(max_length=MAX_ACTIONS)
    start: dict[str, Any] | None = None


class RecordError(ValueError):
    """A saved record or state that cannot be loaded; the message says what is wrong."""


class Game:
    """A game in progress with its record. Every change goes through apply()."""

    def __init__(self, options: Options, seed: int, *, start: GameState | None = None,
                 events: bool = True) -> None:
        self.options = options
        self.seed = seed
        self._start = start.clone() if start is not None else None  # a position to start from, if any
        self._events = events
        self.state = self._initial_state()
        self.actions: list[Action] = []
        self.actors: list[int] = []    # who made each action
        self.drew: list[bool] = []     # did the action lead to a draw from the bag (a refill)?
        self.log: list[tuple[int, int | None, str]] = []  # (index of the action, player, text)
        self._collect(-1)

    def _initial_state(self) -> GameState:
        if self._start is not None:
            state = self._start.clone()
        else:
            state = engine.new_game(self.options, self.seed, events=self._events)
        if state.events is None and self._events:
            state.events = []
        elif not self._events:
            state.events = None
        return state

    def _collect(self, index: int) -> list[tuple[int | None, str]]:
        if self.state.events is None:
            return []
        new = self.state.events
        self.state.events = []
        self.log.extend((index, who, text) for who, text in new)
        return new

    # --- the engine's questions ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def decision(self) -> tuple[int | None, str]:
        return engine.decision(self.state)

    def legal_actions(self) -> list[Action]:
        return engine.legal_actions(self.state)

    def explain(self, action: Action) -> str | None:
        return engine.explain_illegal(self.state, action)

    # --- changing the game -----------------------------------------------------------------
    def apply(self, action: Action | dict) -> list[tuple[int | None, str]]:
        """Apply a legal action and return what happened; an illegal one raises IllegalAction
        with the reason and changes nothing."""
        if isinstance(action, dict):
            try:
                action = Action.from_json(action)
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
        reason = engine.explain_illegal(self.state, action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(action)
        return self._collect(len(self.actions) - 1)

    def _apply(self, action: Action) -> None:
        who, rng = self.state.current, self.state.rng
        engine.apply_action(self.state, action)
        self.actions.append(action)
        self.actors.append(who)
        self.drew.append(self.state.rng != rng)

    def undo_floor(self, player: int) -> int:
        """How far back `player` may undo: the index after the last action of another player or
        the last draw from the bag (hidden information came out: no taking back past it)."""
        k = len(self.actions)
        while k > 0 and self.actors[k - 1] == player and not self.drew[k - 1]:
            k -= 1
        return k

    def can_undo(self, player: int) -> bool:
        return self.undo_floor(player) < len(self.actions)

    def undo(self, count: int = 1) -> None:
        """Take back the last `count` actions by replaying the rest."""
        self.truncate(max(0, len(self.actions) - count))

    def truncate(self, length: int) -> None:
        """Keep only the first `length` actions."""
        keep = self.actions[:length]
        self.state = self._initial_state()
        self.actions, self.actors, self.drew, self.log = [], [], [], []
        self._collect(-1)
        for a in keep:
            self._apply(a)
            self._collect(len(self.actions) - 1)

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.options, g.seed, g._start, g._events = self.options, self.seed, self._start, self._events
        g.state = self.state.clone()
        g.state.events = [] if self._events else None
        g.actions = self.actions[:]
        g.actors = self.actors[:]
        g.drew = self.drew[:]
        g.log = self.log[:]
        return g

    # --- records ---------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": "haspelknecht",
            "options": self.options.model_dump(),
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }
        if self._start is not None:
            out["start"] = self._start.to_json()
        return out

    @staticmethod
    def from_record(obj: Any, events: bool = True, *, allow_start: bool = True) -> Game:
        """Replay a record; every action is checked, so a tampered record is refused.

        A record with a `start` state (a position given as state JSON, see from_state) trusts that
        state: the engine does not check it. Only tests and tools write such records, so files from
        outside (saves) are read with allow_start=False."""
        if not isinstance(obj, dict) or obj.get("game") != "haspelknecht":
            raise RecordError("this is not a Haspelknecht game record")
        if obj.get("format") != RECORD_FORMAT:
            raise RecordError(f"record format {str(obj.get('format'))[:20]!r} is not supported "
                              f"(expected {RECORD_FORMAT})")
        if "start" in obj and not allow_start:
            raise RecordError("the record starts from a set-up position, which only tests may load")
        try:
            shape = _RecordShape.model_validate(obj)
            start = GameState.from_json(shape.start) if shape.start is not None else None
            actions = [Action.from_json(a) for a in shape.actions]
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise RecordError(f"broken record: {where}: {first['msg']}") from None
        except (KeyError, TypeError, ValueError, OverflowError, RecursionError) as exc:
            raise RecordError(f"broken record: {exc}") from None
        try:
            game = Game(shape.options, shape.seed, start=start, events=events)
        except SetupError as exc:
            raise RecordError(f"broken record: {exc}") from None
        for i, a in enumerate(actions):
            try:
                game.apply(a)
            except IllegalAction as exc:
                raise RecordError(f"action {i + 1} ({a}) cannot be replayed: {exc}") from None
            except Exception as exc:  # noqa: BLE001 - garbage arguments may trip the engine anywhere
                raise RecordError(f"action {i + 1} cannot be replayed ({type(exc).__name__})") from None
        return game

    @staticmethod
    def from_state(state_json: Any, events: bool = True) -> Game:
        """Start from any position given as state JSON (tests, tutorials)."""
        try:
            state = GameState.from_json(state_json)
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        return Game(state.options, state.seed, start=state, events=events)

    def dumps(self) -> str:
        return json.dumps(self.record(), separators=(",", ":"))

    @staticmethod
    def loads(text: str) -> Game:
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not JSON: {exc}") from None
        return Game.from_record(obj)
