"""The options a game is created with (everything but the seed)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

FIRST_GAME = "first_game"
RANDOM = "random"


class Options(BaseModel):
    """What the players agree on before setup.

    layout: "first_game", "random", or the name of a named variant (see layouts.yaml).
    start_with_buildings: each building whose tile is not on the board starts on every farm.
    start_with_improved_farmhand: the improved farmhand starts on every farm if Pickaxe is not on
    the board. farm_storage_vp: which stored resource earns the farm's storage VP (R2).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(ge=2, le=4)
    layout: str = FIRST_GAME
    start_with_buildings: bool = False
    start_with_improved_farmhand: bool = False
    farm_storage_vp: Literal["wood", "food"] = "wood"
