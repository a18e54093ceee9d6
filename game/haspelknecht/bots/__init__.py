"""Bots for Haspelknecht. Each is a Player: decide(game, actions) returns one of the legal actions.

random: a uniformly random forward move. easy: plausible but plain. normal: one ply of whole-plan
search scored by a heuristic. hard: determinized search over whole plans guided by the heuristic.
See docs/bots.md.
"""

from game.core.i18n import N_
from game.haspelknecht.bots.easy import EasyBot
from game.haspelknecht.bots.hard import HardBot
from game.haspelknecht.bots.normal import NormalBot
from game.haspelknecht.bots.random_bot import RandomBot

BOT_KINDS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
# msgids: the setup screen translates them where it shows a seat (game.ui.scenes.setup.kind_label)
LABELS = {"random": N_("Bot: Random"), "easy": N_("Bot: Easy"), "normal": N_("Bot: Normal"),
          "hard": N_("Bot: Hard")}

# Think-time budgets at the table. Easy and Normal do a fixed, small amount of work per decision
# (p95 a few ms and ~30 ms); Hard searches with an iteration budget and, in the window, also stops
# at this deadline so that no decision keeps a person waiting past 2 s (docs/bots.md).
WINDOW_SETTINGS: dict[str, dict] = {"hard": {"seconds": 1.8}}


def make_bot(kind: str, seed: int, name: str | None = None, **settings):
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
    return BOT_KINDS[kind](seed=seed, name=name or kind, **settings)


# kind -> factory(seed, **settings), as GameDefinition.bots wants them
FACTORIES = {kind: (lambda seed, kind=kind, **settings: make_bot(kind, seed, **settings))
             for kind in BOT_KINDS}
