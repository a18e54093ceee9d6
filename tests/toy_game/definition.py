"""Sticks' GameDefinition: its options, its engine and its bots."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from game.core.bots import RandomBot, Roster
from game.core.protocol import GameDefinition
from tests.toy_game.engine import ENGINE, MOST


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(2, ge=2, le=4)
    sticks: int = Field(60, ge=1, le=100)


class Winner:
    """Leaves the next player a multiple of four sticks when it can (the game's known strategy)."""

    def __init__(self, seed: int = 0, name: str = "winner") -> None:
        self.name = name

    def decide(self, game, actions: list):
        want = game.state.pile % (MOST + 1)
        return next((a for a in actions if a.args[0] == want), actions[0])


ROSTER = Roster({"random": RandomBot, "winner": Winner})

DEFINITION = GameDefinition(
    name="sticks",
    title="Sticks",
    min_players=2,
    max_players=4,
    engine=ENGINE,
    options_model=Options,
    bots=ROSTER.factories,
    bot_labels=ROSTER.labels,
    table="tests.toy_game.table:TABLE",
)
