"""Coal Baron's GameDefinition for the collection's registry (game.core.registry)."""

from __future__ import annotations

from game.coal_baron.bots import FACTORIES, LABELS, WINDOW_SETTINGS
from game.coal_baron.bots.judging import HardJudge
from game.coal_baron.components import validate_data
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.queries import score_history
from game.core.i18n import N_
from game.core.protocol import GameDefinition

DEFINITION = GameDefinition(
    name="coal_baron",
    # TRANSLATORS: the game's title (sold as "Glück Auf" in German)
    title=N_("Coal Baron"),
    min_players=2,
    max_players=4,
    engine=ENGINE,
    options_model=Options,
    bots=FACTORIES,
    bot_labels=LABELS,
    window_bot_settings=WINDOW_SETTINGS,
    validate_data=validate_data,
    table="game.coal_baron.table:TABLE",      # the window's table (pygame only there)
    score_history=score_history,           # VP after each shift, for the end screen's chart
    hint_bot="hard",                       # Hard answers well within the hint's 1.5 s (docs/bots.md)
    hint_reason="game.coal_baron.hint:reason",   # the hint's one sentence, shown with a hint
    network="game.coal_baron.network:SEAT_VIEWS",   # what a seat across the network is sent
    tutorial_end=lambda state: state.shift > 1,  # the tutorial plays one shift
    judge=HardJudge,                             # the review after a game (game.core.review)
)
