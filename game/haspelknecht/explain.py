"""Why an action is not legal now: one sentence for the player (None exactly for the legal ones)."""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext
from game.haspelknecht.actions import Action, IllegalAction
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.legal import legal_actions
from game.haspelknecht.mining import (
    explain as explain_mining,
)
from game.haspelknecht.planning import (
    I_FOOD,
    I_THALER,
    item_index,
    worker_open,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.queries import decision
from game.haspelknecht.rules import (
    COLOURS,
    DIGGER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    WORKERS,
)
from game.haspelknecht.state import GameState
from game.haspelknecht.words import decision_word, item_word, worker_word

# a take from a pool without disks of that colour, one sentence per colour (colour agrees with disks)
_NO_DISKS = {"yellow": N_("pool {pool} holds no yellow disks"), "brown": N_("pool {pool} holds no brown disks"),
             "black": N_("pool {pool} holds no black disks")}
_NO_DISK_LEFT = (N_("you have no yellow disk left to place"), N_("you have no brown disk left to place"),
                 N_("you have no black disk left to place"))


def explain_illegal(state: GameState, action: Action) -> str | None:
    """None if the action is legal now, else a one-line reason a player can read."""
    if not isinstance(action, Action):
        return _("not an action: {action}").format(action=repr(action))
    if action in legal_actions(state):
        return None
    if state.stage == "over":
        return _("the game is over")
    player, kind = state.to_move, decision(state)[1]
    who = f"P{player + 1}"  # explanations name the seat as the command line does
    k = action.kind
    stage_of = {"take": ("take1", "take2"), "oil_lamp": ("take1", "take2"), "pass": ("take2", "r10"),
                "return_pit_water": ("r10",), "place": ("plan",), "retrieve": ("plan",),
                "confirm_plan": ("plan",), "store": ("storage",), "unstore": ("storage",),
                "confirm_storage": ("storage",)}
    if k in stage_of and state.stage not in stage_of[k]:
        return _("{who} is not at that step now: the game waits for {step}").format(who=who, step=decision_word(kind))
    if k in ("dig", "reel", "tile_option") and kind != {"dig": "dig", "reel": "reel",
                                                          "tile_option": "tile_option"}[k]:
        return _({"dig": N_("no dig decision is open now; the game waits for {step}"),
                  "reel": N_("no reel decision is open now; the game waits for {step}"),
                  "tile_option": N_("no tile option decision is open now; the game waits for {step}")}[k]).format(
            step=decision_word(kind))
    p = state.players[player]
    try:
        if k == "take":
            pool, colour = action.args
            i = state.rules.pools.index(pool) if pool in state.rules.pools else None
            if i is None:
                return _("there is no action pool {pool} in a {players}-player game").format(
                    pool=pool, players=state.options.players)
            if colour not in COLOURS or not state.pools[i][COLOURS.index(colour)]:
                return (_(_NO_DISKS[colour]) if colour in _NO_DISKS
                        else _("pool {pool} holds no {colour} disks")).format(pool=pool, colour=colour)
        if k == "place":
            worker, item = action.args
            if worker not in WORKERS:
                return _("unknown worker {worker}").format(worker=repr(worker))
            w = WORKERS.index(worker)
            if not worker_open(state, p, w):
                return _({DIGGER: N_("the Coal-digger is gone once the Pinge is exhausted"),
                          MINER: N_("the Coal-miner comes only after the Pinge is exhausted"),
                          HASPEL: N_("the Haspelknecht comes only after the Pinge is exhausted"),
                          MILL: N_("you have no Water Mill built before this phase")}.get(w, N_("not open")))
            idx = item_index(state, item)
            if idx < 3 and not p.cart[idx]:
                return _(_NO_DISK_LEFT[idx])
            if idx == I_FOOD and not p.farm[FOOD]:
                return _("you have no food in your farm")
            if idx == I_THALER and not p.thalers:
                return _("you have no Thaler")
            if w == FARMHAND:
                return _("a farmhand works with disks of one colour only (the improved farmhand may develop)")
            if w in (DIGGER, MINER, HASPEL):
                return _({DIGGER: N_("the coal-digger takes exactly one payment of the right kind"),
                          MINER: N_("the coal-miner takes exactly one payment of the right kind"),
                          HASPEL: N_("the haspelknecht takes exactly one payment of the right kind")}[w])
            if w == MILL:
                return _("the Water Mill takes exactly 2 yellow or 2 black disks")
            return _("{item} cannot go on the {worker}").format(item=item_word(item).translated(),
                                                             worker=worker_word(worker).translated())
        if k == "develop":
            worker, tile, pay = action.args
            if tile not in state.board.tiles:
                return _("tile {tile} is not on the development board").format(tile=tile)
            if tile in p.owned:
                return _("you already own tile {tile}").format(tile=tile)
            if len(p.owned) >= state.rules.max_developments:
                return ngettext("you already own {n} development, the most a player can: no player disk is "
                                "left to mark another",
                                "you already own {n} developments, the most a player can: no player disk is "
                                "left to mark another", len(p.owned)).format(n=len(p.owned))
            return _("tile {tile} is not open to you with what is on the {worker} (cost, adjacency or "
                     "payment)").format(tile=tile, worker=worker_word(worker).translated())
        reason = explain_mining(state, p, action)
        if reason:
            return reason
        if k == "end_turn":
            return _("activate every worker you planned before ending your turn")
        if k == "confirm_plan":
            return _("the Water Mill needs exactly 2 yellow or 2 black disks, or none")
    except (TypeError, ValueError, IllegalAction) as exc:
        return _("malformed action {action}: {error}").format(action=action, error=exc)
    return _("that is not allowed now ({who}: {step})").format(who=who, step=decision_word(kind))
