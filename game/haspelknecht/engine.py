"""The Haspelknecht rules engine, as the rest of the program sees it (the module reads as the rules
do; each step lives in the module named for it):

setup.py        new_game, board_cells, SetupError: the board, start goods, first order and refill
queries.py      decision and the public queries the window and the bots use
legal.py        legal_actions: what the player at the decision may do
explain.py      explain_illegal: why an action is not legal now, one sentence
apply.py        apply_action: an action's effect, then every forced step
flow.py         the year's flow and the forced steps (settle)
taking.py, planning.py, developments.py, mining.py, winter.py   the steps of the year by idea
holdings.py (what owned tiles allow), scoring.py, advice.py (plan_waste), chronicle.py (events)

Everything the rules force (pit water, refills, turn order, contract workers, winter scoring and
lease) happens inside apply_action; the state then always waits on a player's decision or is over.
The collection reaches these through game/haspelknecht/definition.py (game.core.protocol.Engine).
Ruling numbers (R1-R33) refer to shared/haspelknecht/rulings.md.
"""

from __future__ import annotations

from game.haspelknecht.actions import IllegalAction as IllegalAction
from game.haspelknecht.apply import PRODUCE as PRODUCE
from game.haspelknecht.apply import apply_action as apply_action
from game.haspelknecht.explain import explain_illegal as explain_illegal
from game.haspelknecht.legal import MODE_OF_COLOUR as MODE_OF_COLOUR
from game.haspelknecht.legal import legal_actions as legal_actions
from game.haspelknecht.queries import ITEM_NAMES_BASE as ITEM_NAMES_BASE
from game.haspelknecht.queries import decision as decision
from game.haspelknecht.queries import item_name as item_name
from game.haspelknecht.queries import plan_waste as plan_waste
from game.haspelknecht.setup import SetupError as SetupError
from game.haspelknecht.setup import board_cells as board_cells
from game.haspelknecht.setup import new_game as new_game
