"""Haspelknecht's GameDefinition for the collection's registry (game.core.registry).

The shared tools (game.core: the record, sessions and saves, simulate, tournament, bench, the
window's shell) reach the rules only through this object (game.core.registry.get("haspelknecht")),
whose engine is game.haspelknecht.engine.ENGINE.
"""

from __future__ import annotations

from game.core.i18n import N_
from game.core.protocol import GameDefinition
from game.haspelknecht.actions import RETRACTIONS
from game.haspelknecht.bots import FACTORIES, LABELS, WINDOW_SETTINGS
from game.haspelknecht.bots.judging import HardJudge
from game.haspelknecht.components import validate_data
from game.haspelknecht.engine import ENGINE
from game.haspelknecht.history import score_history
from game.haspelknecht.options import Options
from game.haspelknecht.scoring import player_stats

DEFINITION = GameDefinition(
    name="haspelknecht",
    # TRANSLATORS: the game's name (the German original keeps it; the printed editions did too)
    title=N_("Haspelknecht"),
    min_players=2,
    max_players=4,
    engine=ENGINE,
    options_model=Options,
    bots=FACTORIES,
    bot_labels=LABELS,
    validate_data=validate_data,
    table="game.haspelknecht.table:TABLE",
    score_history=score_history,
    player_stats=player_stats,
    stat_columns=(("mean_debts", "debts", 6, ".2f"), ("pinge_exhausted_share", "Pinge", 6, ".0%"),
                  ("tunnel_emptied_share", "tunnel", 7, ".0%")),
    stat_note="Pinge: share of games with the Pinge exhausted; tunnel: share with a tunnel section emptied",
    window_bot_settings=WINDOW_SETTINGS,   # Hard's deadline at the table (docs/bots.md)
    move_filter=lambda action: action.kind not in RETRACTIONS,
    hint_reason="game.haspelknecht.hint:reason",   # the hint's one sentence, shown with a hint
    network="game.haspelknecht.network:SEAT_VIEWS",   # what a seat across the network is sent
    upgrade_record="game.haspelknecht.old_records:upgrade_record",   # saves from before R31-R33
    tutorial_end=lambda state: state.year > 1,     # the tutorial plays one year
    judge=HardJudge,                             # the review after a game (game.core.review)
)
