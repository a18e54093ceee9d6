"""Coal Baron's computer players: random, easy, normal, hard (docs/bots.md, the Coal Baron section).

Each is a seat: decide(game, actions) returns one of the legal actions, thinking only on what a
player in its seat can see (features.seat_view).
"""

from game.coal_baron.bots.easy import EasyBot
from game.coal_baron.bots.hard import HardBot
from game.coal_baron.bots.normal import NormalBot
from game.coal_baron.bots.random_bot import RandomBot
from game.core.i18n import N_

BOT_KINDS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
# msgids: the setup screen translates them where it shows a seat (game.ui.scenes.setup.kind_label)
LABELS = {"random": N_("Bot: Random"), "easy": N_("Bot: Easy"), "normal": N_("Bot: Normal"),
          "hard": N_("Bot: Hard")}

# The window's settings: Hard keeps its sample budget and also stops adding samples at this
# deadline, so a slow machine never keeps a person waiting past 2 s (docs/bots.md).
WINDOW_SETTINGS: dict[str, dict] = {"hard": {"seconds": 1.5}}


def make_bot(kind: str, seed: int, name: str | None = None, **settings):
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
    return BOT_KINDS[kind](seed=seed, name=name or kind, **settings)


# kind -> factory(seed, **settings), as GameDefinition.bots wants them
FACTORIES = {kind: (lambda seed, kind=kind, **settings: make_bot(kind, seed, **settings))
             for kind in BOT_KINDS}
