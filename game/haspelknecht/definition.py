"""Haspelknecht's GameDefinition: the engine's functions bound to the collection's protocol.

The shared tools (game.core: the record, sessions and saves, simulate, tournament, bench, the
window's shell) reach the rules only through this object (game.core.registry.get("haspelknecht")).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.core.i18n import N_
from game.core.protocol import Decision, Event, GameDefinition, Result
from game.haspelknecht import engine, queries, scoring
from game.haspelknecht.actions import RETRACTIONS, Action
from game.haspelknecht.bots import BOT_KINDS, WINDOW_SETTINGS, make_bot
from game.haspelknecht.history import score_history
from game.haspelknecht.options import Options
from game.haspelknecht.state import GameState


class HaspelknechtEngine:
    """game.core.protocol.Engine over GameState and Action. States made here record events."""

    @staticmethod
    def new_state(options: Options, seed: int) -> GameState:
        return engine.new_game(options, seed, events=True)

    @staticmethod
    def decision(state: GameState) -> Decision:
        return Decision(*engine.decision(state))

    legal_actions = staticmethod(engine.legal_actions)
    explain_illegal = staticmethod(engine.explain_illegal)
    apply = staticmethod(engine.apply_action)

    @staticmethod
    def clone(state: GameState) -> GameState:
        """A copy that goes on recording events if the original did (bots clone bare states)."""
        c = state.clone()
        if state.events is not None:
            c.events = []
        return c

    @staticmethod
    def is_over(state: GameState) -> bool:
        return state.is_over

    @staticmethod
    def state_to_json(state: GameState) -> dict:
        return state.to_json()

    @staticmethod
    def state_from_json(obj: dict) -> GameState:
        state = GameState.from_json(obj)
        state.events = []
        return state

    @staticmethod
    def action_to_json(action: Action) -> Any:
        return action.to_json()

    @staticmethod
    def action_from_json(obj: Any) -> Action:
        return Action.from_json(obj)

    @staticmethod
    def scores_now(state: GameState) -> list[int]:
        return [p.vp for p in state.players]

    @staticmethod
    def projected_result(state: GameState) -> Result:
        return scoring.projected_result(state)

    @staticmethod
    def final_result(state: GameState) -> Result:
        if state.result is None:
            raise ValueError("the game is not over")
        return state.result

    public_view = staticmethod(queries.public_view)   # the bag's future draws follow `seed`

    @staticmethod
    def reveal_mark(state: GameState) -> Hashable:
        return state.rng   # advances exactly when disks come out of the bag

    @staticmethod
    def record_events(state: GameState, on: bool) -> None:
        """Optional hook of the protocol: turn the chronicle on or off (bare states keep none)."""
        if on and state.events is None:
            state.events = []
        elif not on:
            state.events = None

    @staticmethod
    def take_events(state: GameState) -> list[Event]:
        new = state.events
        if not new:
            return []
        state.events = []
        return new


def _bots() -> dict:
    return {kind: (lambda seed, kind=kind, **settings: make_bot(kind, seed, **settings)) for kind in BOT_KINDS}


def _player_stats(state: GameState, seat: int) -> dict[str, float]:
    """How well a seat played, beyond the score (the tournament averages these per bot)."""
    p = state.players[seat]
    sections = len(scoring.emptied_sections(state, p))
    return {"mean_debts": p.debts, "pinge_exhausted_share": 1.0 if p.exhausted else 0.0,
            "tunnel_emptied_share": 1.0 if sections else 0.0, "mean_sections_emptied": sections}


def _validate_data() -> None:
    from game.haspelknecht.components import components

    components()


DEFINITION = GameDefinition(
    name="haspelknecht",
    # TRANSLATORS: the game's name (the German original keeps it; the printed editions did too)
    title=N_("Haspelknecht"),
    min_players=2,
    max_players=4,
    engine=HaspelknechtEngine(),
    options_model=Options,
    bots=_bots(),
    bot_labels={"random": N_("Bot: Random"), "easy": N_("Bot: Easy"), "normal": N_("Bot: Normal"),
                "hard": N_("Bot: Hard")},
    validate_data=_validate_data,
    table="game.haspelknecht.table:TABLE",
    score_history=score_history,
    player_stats=_player_stats,
    stat_columns=(("mean_debts", "debts", 6, ".2f"), ("pinge_exhausted_share", "Pinge", 6, ".0%"),
                  ("tunnel_emptied_share", "tunnel", 7, ".0%")),
    stat_note="Pinge: share of games with the Pinge exhausted; tunnel: share with a tunnel section emptied",
    window_bot_settings=WINDOW_SETTINGS,   # Hard's deadline at the table (docs/bots.md)
    move_filter=lambda action: action.kind not in RETRACTIONS,
    hint_reason="game.haspelknecht.hint:reason",   # the hint's one sentence (issue 16)
    upgrade_record="game.haspelknecht.old_records:upgrade_record",   # saves from before R31-R33
    tutorial_end=lambda state: state.year > 1,     # the tutorial plays one year
)
