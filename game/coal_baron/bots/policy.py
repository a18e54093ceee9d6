"""The bots' shared policy: a mining plan step by step, the small choices after a placement, and
the one-ply search of Normal (each placement played out to the end of the bot's turn, scored).

Mining (C15-C22) is settled greedily because its best use is plain: put the cubes at hand on the
spots that ask for them, fetch the colours still asked for from the level that has most of them,
come back up in time to place them, use two spare cubes for a spot the pit cannot serve, and stop.
"""

from __future__ import annotations

from game.coal_baron.actions import STOP, A, Action
from game.coal_baron.bots.features import NORMAL, Weights, value
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.mining import free_spots
from game.coal_baron.queries import cage_room, open_spots

COLOURS = ("yellow", "brown", "gray", "black")
RETURN_BOTTOM = A("return", "bottom")


def mine_step(s, p: int) -> Action:
    """The next mining step of the greedy plan (always a legal action)."""
    ru = rules()
    steps = s.steps
    level = s.cage_level[p]
    b4 = p * 4
    cage = s.cage[b4:b4 + 4]
    storage = s.storage[b4:b4 + 4]
    spots = free_spots(s, p)
    need = open_spots(s, p)
    # 1. cubes at hand onto the spots that ask for them
    for card, j, c in spots:
        if storage[c]:
            return A("fill", card, j, "storage")
    if level == 0:
        for card, j, c in spots:
            if cage[c]:
                return A("fill", card, j, "cage")
    pit = s.pit
    rem = [max(0, need[c] - cage[c] - storage[c]) for c in range(4)]
    useful_cage = sum(min(cage[c], need[c]) for c in range(4))
    room = cage_room(s, p)

    def wanted(lv: int) -> int:
        """Cubes on level lv (1-4) that a spot still asks for."""
        base = p * 16 + (lv - 1) * 4
        return sum(min(pit[base + c], rem[c]) for c in range(4))

    if level:
        base = p * 16 + (level - 1) * 4
        # just enough steps left to go up and place what the cage holds: go up now
        if useful_cage and steps - 1 <= useful_cage:
            return A("cage", 0)
        if room > 0:
            best = max(range(4), key=lambda c: (min(pit[base + c], rem[c]), c))
            if pit[base + best] and rem[best] and steps >= 2:
                return A("load", COLOURS[best])
        if steps >= 3 and room > 0:
            lv = max(range(1, 5), key=lambda x: (wanted(x), x))
            if lv != level and wanted(lv):
                return A("cage", lv)
        if useful_cage and steps >= 2:
            return A("cage", 0)
        return STOP
    # at the Surface
    if steps >= 3 and room > 0:
        lv = max(range(1, 5), key=lambda x: (wanted(x), x))
        if wanted(lv):
            return A("cage", lv)
    # two spare cubes on a spot whose colour the pit cannot give any more
    if steps >= ru.pair_steps and spots:
        spare = [("cage:" + COLOURS[c], cage[c] - min(cage[c], need[c])) for c in range(4)]
        spare += [("storage:" + COLOURS[c], storage[c] - min(storage[c], need[c])) for c in range(4)]
        pool = [name for name, k in spare for _ in range(max(0, k))][:2]
        if len(pool) == 2:
            pc = [pit[p * 16 + lv * 4 + c] for lv in range(4) for c in range(4)]
            short = [(card, j, c) for card, j, c in spots
                     if sum(pc[lv * 4 + c] for lv in range(4)) < need[c]]
            if short:
                card, j, _c = max(short, key=lambda t: rules().card_vp[t[0]])
                first, second = sorted(pool, key=_cube_order)
                return A("fill2", card, j, first, second)
    return STOP


def _cube_order(name: str) -> tuple[int, int]:
    src, colour = name.split(":")
    return (0 if src == "cage" else 1, COLOURS.index(colour))


def small_choice(s, p: int, acts: list[Action], w: Weights = NORMAL) -> Action:
    """Every decision but a placement or the draft: mining steps, keeping a drawn tile or order,
    the shortage colour, putting a draw back (at the bottom: out of the others' reach)."""
    st = s.stage
    if st == "mine":
        a = mine_step(s, p)
        return a if a in acts else STOP
    if st in ("keep_tile", "keep_order", "shortage"):
        return best_by_value(s, p, acts, w)
    if st in ("return_tiles", "return_orders"):
        return RETURN_BOTTOM
    return acts[0]


def best_by_value(s, p: int, acts: list[Action], w: Weights) -> Action:
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        ENGINE.apply(c, a)
        finish_turn(c, p, w)
        v = value(c, p, w)
        if v > best_v:
            best, best_v = a, v
    return best


def finish_turn(s, p: int, w: Weights, limit: int = 60) -> None:
    """Play player p's own follow-up decisions (mining, keeping, returning) to the end of its turn."""
    legal, apply = ENGINE.legal_actions, ENGINE.apply
    for _ in range(limit):
        if s.stage in ("over", "place", "draft") or s.current != p:
            return
        acts = legal(s)
        if len(acts) == 1:
            apply(s, acts[0])
            continue
        st = s.stage
        if st == "mine":
            a = mine_step(s, p)
            apply(s, a if a in acts else STOP)
        elif st == "keep_tile" or st == "keep_order":
            apply(s, _keep_quick(s, p, acts, w))
        elif st == "shortage":
            need = open_spots(s, p)
            apply(s, max(acts, key=lambda a: (need[COLOURS.index(a.args[0])], -COLOURS.index(a.args[0]))))
        elif st in ("return_tiles", "return_orders"):
            apply(s, RETURN_BOTTOM)
        else:
            apply(s, acts[0])


def _keep_quick(s, p: int, acts: list[Action], w: Weights) -> Action:
    """Keep the drawn item whose position scores best (one clone each, no deeper follow-up)."""
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        ENGINE.apply(c, a)
        v = value(c, p, w)
        if v > best_v:
            best, best_v = a, v
    return best


def score_moves(s, p: int, acts: list[Action], w: Weights = NORMAL) -> list[tuple[float, Action]]:
    """Each action played with p's follow-up to the end of its turn, then the position scored."""
    out = []
    for a in acts:
        c = s.clone()
        ENGINE.apply(c, a)
        finish_turn(c, p, w)
        out.append((value(c, p, w), a))
    return out


def best_move(s, p: int, acts: list[Action], w: Weights = NORMAL) -> Action:
    scored = score_moves(s, p, acts, w)
    return max(scored, key=lambda t: t[0])[1]
