"""Coal Baron's computer players: random, easy, normal, hard (docs/bots.md, the Coal Baron section).

Each is a seat: decide(game, actions) returns one of the legal actions, thinking only on what a
player in its seat can see (features.seat_view).
"""

from game.coal_baron.bots.easy import EasyBot
from game.coal_baron.bots.hard import HardBot
from game.coal_baron.bots.normal import NormalBot
from game.coal_baron.bots.random_bot import RandomBot
from game.core.bots import Roster

BOT_KINDS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
ROSTER = Roster(BOT_KINDS)
LABELS = ROSTER.labels          # "Bot: Normal", as every game names its strengths
FACTORIES = ROSTER.factories
make_bot = ROSTER.make

# The window's settings: Hard keeps its sample budget and also stops adding samples at this
# deadline, so a slow machine never keeps a person waiting past 2 s (docs/bots.md).
WINDOW_SETTINGS: dict[str, dict] = {"hard": {"seconds": 1.5}}
