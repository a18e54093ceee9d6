"""Bots for Haspelknecht. Each is a Player: decide(game, actions) returns one of the legal actions.

random: a uniformly random forward move. easy: plausible but plain. normal: one ply of whole-plan
search scored by a heuristic. hard: determinized search over whole plans guided by the heuristic.
See docs/bots.md.
"""

from game.core.bots import Roster
from game.haspelknecht.bots.easy import EasyBot
from game.haspelknecht.bots.hard import HardBot
from game.haspelknecht.bots.normal import NormalBot
from game.haspelknecht.bots.random_bot import RandomBot

BOT_KINDS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
ROSTER = Roster(BOT_KINDS)
LABELS = ROSTER.labels          # "Bot: Normal", as every game names its strengths
FACTORIES = ROSTER.factories
make_bot = ROSTER.make

# Think-time budgets at the table. Easy and Normal do a fixed, small amount of work per decision
# (p95 a few ms and ~30 ms); Hard searches with an iteration budget and, in the window, also stops
# at this deadline so that no decision keeps a person waiting past 2 s (docs/bots.md).
WINDOW_SETTINGS: dict[str, dict] = {"hard": {"seconds": 1.8}}
