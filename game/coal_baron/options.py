"""The options a Coal Baron game is created with (everything but the seed)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Options(BaseModel):
    """What the players agree on before setup. None means the data's value (start player: random,
    C1; cubes per colour: the box's, C40). delivered_visible: whose delivered orders the window shows
    face up (C24; the rules and the bots are the same either way)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(2, ge=2, le=4)
    start_player: int | None = Field(default=None, ge=0, le=3)
    coal_per_colour: int | None = Field(default=None, ge=4, le=1000)    # C40
    delivered_visible: Literal["owner", "everyone"] = "owner"    # C24
