"""Sticks' rules as game.core.protocol.Engine over a small state."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.core.protocol import Decision, Event, IllegalAction, Result

MOST = 3          # sticks one take may hold


class Action(NamedTuple):
    kind: str
    args: tuple

    def to_json(self) -> Any:
        return [self.kind, *self.args]


def take(n: int) -> Action:
    return Action("take", (n,))


@dataclass
class State:
    players: int
    pile: int
    current: int = 0
    taken: list[int] = field(default_factory=list)
    winner: int | None = None
    events: list[Event] | None = None

    def to_json(self) -> dict:
        return {"players": self.players, "pile": self.pile, "current": self.current, "taken": list(self.taken),
                "winner": self.winner}


class SticksEngine:
    def new_state(self, options: Any, seed: int) -> State:
        return State(options.players, options.sticks, current=seed % options.players,
                     taken=[0] * options.players, events=[])

    def decision(self, state: State) -> Decision:
        return Decision(None, "over") if state.winner is not None else Decision(state.current, "take")

    def legal_actions(self, state: State) -> list[Action]:
        if state.winner is not None:
            return []
        return [take(n) for n in range(1, min(MOST, state.pile) + 1)]

    def explain_illegal(self, state: State, action: Any) -> str | None:
        if action in self.legal_actions(state):
            return None
        if state.winner is not None:
            return "The game is over."
        return f"Take 1 to {min(MOST, state.pile)} sticks."

    def apply(self, state: State, action: Action) -> None:
        if action not in self.legal_actions(state):
            raise IllegalAction(self.explain_illegal(state, action) or "illegal")
        n = action.args[0]
        state.pile -= n
        state.taken[state.current] += n
        if state.events is not None:
            state.events.append(Event("take", state.current, f"{{p{state.current}}} takes {{n}}.", {"n": n}))
        if state.pile == 0:
            state.winner = state.current
        else:
            state.current = (state.current + 1) % state.players

    def clone(self, state: State) -> State:
        return State(state.players, state.pile, state.current, list(state.taken), state.winner,
                     [] if state.events is not None else None)

    def is_over(self, state: State) -> bool:
        return state.winner is not None

    def state_to_json(self, state: State) -> dict:
        return state.to_json()

    def state_from_json(self, obj: dict) -> State:
        return State(obj["players"], obj["pile"], obj["current"], list(obj["taken"]), obj["winner"], [])

    def action_to_json(self, action: Action) -> Any:
        return action.to_json()

    def action_from_json(self, obj: Any) -> Action:
        if not (isinstance(obj, list) and len(obj) == 2 and obj[0] == "take" and type(obj[1]) is int):
            raise ValueError(f"not a Sticks action: {obj!r}")
        return take(obj[1])

    def scores_now(self, state: State) -> list[int]:
        return [int(p == state.winner) for p in range(state.players)]

    def projected_result(self, state: State) -> Result:
        scores = self.scores_now(state)
        ranking = sorted(range(state.players), key=lambda p: (-scores[p], p))
        return {"scores": scores, "winner": ranking[0], "ranking": ranking, "tiebreak": None,
                "players": [{"player": p, "score": scores[p], "breakdown": {"last stick": scores[p]}}
                            for p in range(state.players)]}

    def final_result(self, state: State) -> Result:
        if state.winner is None:
            raise ValueError("the game is not over")
        return self.projected_result(state)

    def public_view(self, state: State, player: int, seed: int) -> State:
        view = self.clone(state)
        view.events = None
        return view

    def reveal_mark(self, state: State) -> Hashable:
        return 0           # nothing is hidden

    def take_events(self, state: State) -> list[Event]:
        new = state.events or []
        if state.events is not None:
            state.events = []
        return new


ENGINE = SticksEngine()
