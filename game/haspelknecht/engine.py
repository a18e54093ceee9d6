"""The Haspelknecht rules engine, as the rest of the program sees it: ENGINE answers the collection's
protocol (game.core.protocol.Engine), and the functions below are the same rules for code inside
this game (bots, hints, the table). The module reads as the rules do; each step lives in the
module named for it:

setup.py        new_game, board_cells, SetupError: the board, start goods, first order and refill
queries.py      decision and the public queries the window and the bots use
legal.py        legal_actions: what the player at the decision may do
explain.py      explain_illegal: why an action is not legal now, one sentence
apply.py        apply_action: an action's effect, then every forced step
flow.py         the year's flow and the forced steps (settle)
taking.py, planning.py, developments.py, mining.py, winter.py   the steps of the year by idea
holdings.py (what owned tiles allow), scoring.py, advice.py (plan_waste), chronicle.py (events)

Everything the rules force (pit water, refills, turn order, contract workers, winter scoring and
lease) happens inside apply_action; the state then always waits on a player's decision or is over.
Ruling numbers (R1-R33) refer to shared/haspelknecht/rulings.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.core.protocol import Decision, Event, Result
from game.haspelknecht import scoring
from game.haspelknecht.actions import Action
from game.haspelknecht.actions import IllegalAction as IllegalAction
from game.haspelknecht.apply import PRODUCE as PRODUCE
from game.haspelknecht.apply import apply_action as apply_action
from game.haspelknecht.explain import explain_illegal as explain_illegal
from game.haspelknecht.legal import MODE_OF_COLOUR as MODE_OF_COLOUR
from game.haspelknecht.legal import legal_actions as legal_actions
from game.haspelknecht.options import Options
from game.haspelknecht.queries import ITEM_NAMES_BASE as ITEM_NAMES_BASE
from game.haspelknecht.queries import decision as decision
from game.haspelknecht.queries import item_name as item_name
from game.haspelknecht.queries import plan_waste as plan_waste
from game.haspelknecht.queries import public_view as public_view
from game.haspelknecht.setup import SetupError as SetupError
from game.haspelknecht.setup import board_cells as board_cells
from game.haspelknecht.setup import new_game as new_game
from game.haspelknecht.state import GameState


class HaspelknechtEngine:
    """game.core.protocol.Engine over GameState and Action. States made here record events; the
    methods call the module-level rules above (inside a method, a bare name is the module's)."""

    def new_state(self, options: Options, seed: int) -> GameState:
        """A new game from the definition's validated Options (nothing else: a player count or a dict
        would skip the options' checks)."""
        if not isinstance(options, Options):
            raise TypeError(f"Haspelknecht's new_state takes its Options, not {type(options).__name__}")
        return new_game(options, seed, events=True)

    def decision(self, state: GameState) -> Decision:
        return Decision(*decision(state))

    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def explain_illegal(self, state: GameState, action: Any) -> str | None:
        """None exactly when `action` is legal now; otherwise a sentence for the player."""
        return explain_illegal(state, action)

    def apply(self, state: GameState, action: Action) -> None:
        """Apply a legal action (the caller has checked it) and every forced step after it."""
        apply_action(state, action)

    def clone(self, state: GameState) -> GameState:
        """A copy that goes on recording events if the original did (bots clone bare states)."""
        c = state.clone()
        if state.events is not None:
            c.events = []
        return c

    def is_over(self, state: GameState) -> bool:
        return state.is_over

    def state_to_json(self, state: GameState) -> dict:
        return state.to_json()

    def state_from_json(self, obj: dict) -> GameState:
        state = GameState.from_json(obj)
        state.events = []
        return state

    def action_to_json(self, action: Action) -> Any:
        return action.to_json()

    def action_from_json(self, obj: Any) -> Action:
        return Action.from_json(obj)

    def scores_now(self, state: GameState) -> list[int]:
        return [p.vp for p in state.players]

    def projected_result(self, state: GameState) -> Result:
        return scoring.projected_result(state)

    def final_result(self, state: GameState) -> Result:
        if state.result is None:
            raise ValueError("the game is not over")
        return state.result

    def public_view(self, state: GameState, player: int, seed: int) -> GameState:
        """Everything at the table is open but the bag's future draws, which follow `seed`."""
        return public_view(state, player, seed)

    def reveal_mark(self, state: GameState) -> Hashable:
        return state.rng   # advances exactly when disks come out of the bag

    def record_events(self, state: GameState, on: bool) -> None:
        """Optional hook of the protocol: turn the chronicle on or off (bare states keep none)."""
        if on and state.events is None:
            state.events = []
        elif not on:
            state.events = None

    def take_events(self, state: GameState) -> list[Event]:
        new = state.events
        if not new:
            return []
        state.events = []
        return new


ENGINE = HaspelknechtEngine()
