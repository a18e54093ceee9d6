"""Coal Baron's GameDefinition for the collection's registry (game.core.registry)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.coal_baron.bots import BOT_KINDS, LABELS, WINDOW_SETTINGS, make_bot
from game.coal_baron.components import validate_data
from game.coal_baron.engine import ENGINE
from game.coal_baron.queries import score_history
from game.core.i18n import N_
from game.core.protocol import GameDefinition


class Options(BaseModel):
    """New-game options. None means the data's value (start player: random, C1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(2, ge=2, le=4)
    start_player: int | None = Field(None, ge=0, le=3)
    coal_per_colour: int | None = Field(None, ge=4, le=1000)      # C40
    delivered_visible: Literal["owner", "everyone"] = "owner"    # C24


DEFINITION = GameDefinition(
    name="coal_baron",
    # TRANSLATORS: the game's title (sold as "Glück Auf" in German)
    title=N_("Coal Baron"),
    min_players=2,
    max_players=4,
    engine=ENGINE,
    options_model=Options,
    bots={kind: (lambda seed, kind=kind, **settings: make_bot(kind, seed, **settings)) for kind in BOT_KINDS},
    bot_labels=LABELS,
    window_bot_settings=WINDOW_SETTINGS,
    validate_data=validate_data,
    table="game.coal_baron.table:TABLE",      # the window's table (pygame only there)
    score_history=score_history,           # VP after each shift, for the end screen's chart
    hint_reason="game.coal_baron.hint:reason",   # the hint's one sentence (issue 16)
    tutorial_end=lambda state: state.shift > 1,  # the tutorial plays one shift
)
