"""A game is its options, its seed and its action log; save, load, undo and replay follow from that.

`Game` is the thin, checked wrapper over any registered game's engine (game.core.protocol.Engine)
that the window, the bots and the tools use: it checks every action, keeps who made it and whether
hidden information came out (the engine's `reveal_mark`, e.g. a draw from the bag), collects the
engine's typed events into `log`, and rebuilds any earlier position by replaying the record.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.core import registry
from game.core.protocol import Event, GameDefinition, IllegalAction, Result

RECORD_FORMAT = 1
# Bounds on what a record may hold. A seed is any 64-bit integer (the command line accepts the same
# range); a whole game is a few hundred actions, and undo shortens the record, so 20,000 is
# generous while keeping a replay well under a second.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
MAX_ACTIONS = 20_000


class _RecordShape(BaseModel):
    """The outer shape of a record; the options by the game's model, the actions by replaying."""

    model_config = ConfigDict(extra="forbid")

    format: int
    game: str
    options: dict[str, Any]
    seed: int = Field(strict=True, ge=SEED_MIN, le=SEED_MAX)
    actions: list[Any] = Field(max_length=MAX_ACTIONS)
    start: dict[str, Any] | None = None


class RecordError(ValueError):
    """A saved record or state that cannot be loaded; the message says what is wrong."""


def definition_of(game: str | GameDefinition | None) -> GameDefinition:
    if isinstance(game, GameDefinition):
        return game
    return registry.get(game or registry.DEFAULT_GAME)


class Game:
    """A game in progress with its record. Every change goes through apply()."""

    def __init__(self, options: Any, seed: int, *, start: Any = None, events: bool = True,
                 game: str | GameDefinition | None = None) -> None:
        self.definition = definition_of(game)
        self.engine = self.definition.engine
        self.options = options
        self.seed = seed
        self._start = self.engine.clone(start) if start is not None else None  # a given position
        self._events = events
        self.state = self._initial_state()
        self.actions: list[Any] = []
        self.actors: list[int] = []    # who made each action
        self.drew: list[bool] = []     # did hidden information come out (a draw from the bag)?
        self.log: list[tuple[int, Event]] = []  # (index of the action, -1 before the first; event)
        self._collect(-1)

    @property
    def name(self) -> str:
        """The game's registry name ("haspelknecht")."""
        return self.definition.name

    def _initial_state(self) -> Any:
        if self._start is not None:
            state = self.engine.clone(self._start)
        else:
            state = self.engine.new_state(self.options, self.seed)
        # optional engine hook: a replay without a chronicle skips building its texts (faster)
        switch = getattr(self.engine, "record_events", None)
        if switch is not None:
            switch(state, self._events)
        return state

    def _collect(self, index: int) -> list[Event]:
        new = self.engine.take_events(self.state)
        if self._events:
            self.log.extend((index, e) for e in new)
            return new
        return []

    # --- the engine's questions ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.engine.is_over(self.state)

    def decision(self) -> tuple[int | None, str]:
        return self.engine.decision(self.state)

    def legal_actions(self) -> list[Any]:
        return self.engine.legal_actions(self.state)

    def explain(self, action: Any) -> str | None:
        return self.engine.explain_illegal(self.state, action)

    # --- changing the game -----------------------------------------------------------------
    def apply(self, action: Any, *, from_legal: bool = False) -> list[Event]:
        """Apply a legal action and return the events it caused; an illegal one raises
        IllegalAction with the reason and changes nothing. The JSON form is accepted too.
        `from_legal`: the caller took `action` from legal_actions() of this very position (the
        match loop), so the engine's check, which costs about as much as the move, is skipped."""
        if isinstance(action, dict):
            try:
                action = self.engine.action_from_json(action)
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
        reason = None if from_legal else self.engine.explain_illegal(self.state, action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(action)
        return self._collect(len(self.actions) - 1)

    def _apply(self, action: Any) -> None:
        who = self.engine.decision(self.state)[0]
        assert who is not None, "a move is made only in a game that is not over (nobody decides then)"
        mark = self.engine.reveal_mark(self.state)
        self.engine.apply(self.state, action)
        self.actions.append(action)
        self.actors.append(who)
        self.drew.append(self.engine.reveal_mark(self.state) != mark)

    def undo_floor(self, player: int) -> int:
        """How far back `player` may undo: the index after the last action of another player or
        the last reveal (hidden information came out: no taking back past it)."""
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
        g.definition, g.engine = self.definition, self.engine
        g.options, g.seed, g._start, g._events = self.options, self.seed, self._start, self._events
        g.state = self.engine.clone(self.state)
        g.actions = self.actions[:]
        g.actors = self.actors[:]
        g.drew = self.drew[:]
        g.log = self.log[:]
        return g

    # --- results ---------------------------------------------------------------------------
    def result(self) -> Result:
        """The final result once over, else the projected one (the same shape)."""
        if self.is_over:
            return self.engine.final_result(self.state)
        return self.engine.projected_result(self.state)

    # --- records ---------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": self.definition.name,
            "options": self.options.model_dump(),
            "seed": self.seed,
            "actions": [self.engine.action_to_json(a) for a in self.actions],
        }
        if self._start is not None:
            out["start"] = self.engine.state_to_json(self._start)
        return out

    @staticmethod
    def from_record(obj: Any, events: bool = True, *, allow_start: bool = True) -> Game:
        """Replay a record of any registered game; every action is checked, so a tampered record
        is refused with a RecordError naming the first action that does not replay.

        A record with a `start` state (a position given as state JSON, see from_state) trusts that
        state: the engine does not check it. Only tests and tools write such records, so files from
        outside (saves) are read with allow_start=False."""
        if not isinstance(obj, dict) or not isinstance(obj.get("game"), str):
            raise RecordError("this is not a game record")
        if obj["game"] not in registry.GAMES:
            raise RecordError(f"this is a record of an unknown game ({obj['game'][:40]!r})")
        if obj.get("format") != RECORD_FORMAT:
            raise RecordError(f"record format {str(obj.get('format'))[:20]!r} is not supported "
                              f"(expected {RECORD_FORMAT})")
        if "start" in obj and not allow_start:
            raise RecordError("the record starts from a set-up position, which only tests may load")
        definition = registry.get(obj["game"])
        engine = definition.engine
        try:
            shape = _RecordShape.model_validate(obj)
            options = definition.options_model.model_validate(shape.options)
            start = engine.state_from_json(shape.start) if shape.start is not None else None
            actions = [engine.action_from_json(a) for a in shape.actions]
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise RecordError(f"broken record: {where}: {first['msg']}") from None
        except (KeyError, TypeError, ValueError, OverflowError, RecursionError) as exc:
            raise RecordError(f"broken record: {exc}") from None
        try:
            game = Game(options, shape.seed, start=start, events=events, game=definition)
        except ValueError as exc:   # the engine refuses the set-up (e.g. a layout for other counts)
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
    def from_state(state_json: Any, events: bool = True, *, game: str | GameDefinition | None = None,
                   options: Any = None, seed: int | None = None) -> Game:
        """Start from any position given as state JSON (tests, tutorials). The options and seed are
        the state's own if it keeps them (Haspelknecht's does); otherwise pass them."""
        definition = definition_of(game)
        try:
            state = definition.engine.state_from_json(state_json)
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        options = options if options is not None else getattr(state, "options", None)
        if options is None:
            raise RecordError(f"a {definition.title} state does not hold its options: pass them")
        seed = seed if seed is not None else getattr(state, "seed", 0)
        return Game(options, seed, start=state, events=events, game=definition)

    def dumps(self) -> str:
        return json.dumps(self.record(), separators=(",", ":"))

    @staticmethod
    def loads(text: str) -> Game:
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not JSON: {exc}") from None
        return Game.from_record(obj)
