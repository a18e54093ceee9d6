"""The bots' default policy once a plan is made, and the sandbox every simulation runs in.

* the execution policy finishes a turn: a fixed, sensible order (food, wood, developments, the
  Water Mill, then mining, the Coal-digger, the Coal-miner, the Haspelknecht), wood placed where a
  worker is about to need access, every real choice (tile options, free actions at the end of the
  turn) settled by the evaluation; the Haspelknecht stops early only where that scores more;
* winter storage keeps what is worth most for the score and the next year.

Every copy of the state a bot works on is made by `sandbox`, which overwrites the copy's random
generator with the bot's own bits: a bot never depends on the real order of future bag draws.
Whole plans and takes, which this policy plays out, are in macro.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots.heuristic import DEFAULT, Weights, evaluate, storage_slots
from game.haspelknecht.engine import apply_action, legal_actions
from game.haspelknecht.queries import (
    pinge_coal_open,
    pinge_flooded,
    public_view,
    shaft_flooded,
    tunnel_coal_open,
)
from game.haspelknecht.rules import FOOD, RESOURCES, WORKERS

END_TURN = A("end_turn")
CONFIRM_STORAGE = A("confirm_storage")


@dataclass
class Ctx:
    """What a bot's thinking needs: weights, its own random bits for every sandbox, a work counter."""

    w: Weights = DEFAULT
    bits: int = 0
    sims: int = 0
    extra: dict = field(default_factory=dict)
    may_stop: bool = True   # R31: may the Haspelknecht stop early (Easy never does)


def sandbox(state, bits: int):
    """A private copy of `state` whose future bag draws follow the bot's bits, not the real ones:
    the engine's public view (the protocol's public_view) for the player deciding."""
    return public_view(state, state.current, bits)


def run_execution(s, me: int, ctx: Ctx, end: bool = False) -> None:
    """Play the current player's execution with the default policy (up to, not including, end_turn)."""
    for _ in range(300):
        if s.stage != "execute" or s.current != me:
            return
        acts = legal_actions(s)
        a = exec_choice(s, acts, ctx)
        if a == END_TURN and not end:
            return
        apply_action(s, a)
        ctx.sims += 1


# ============================================================================ execution policy

_CAT = {"food": 0, "wood": 1, "develop": 2, "water_mill": 3, "mine": 4, "coal_digger": 5,
        "coal_miner": 6, "haspelknecht": 7, "idle": 9}


def _category(a: Action) -> int:
    if a.kind == "develop":
        return _CAT["develop"]
    worker, mode = a.args
    if mode is not None:
        return _CAT.get(mode, 9)
    return _CAT.get(worker, 9)


def settle_value(s, a: Action, me: int, ctx: Ctx) -> float:
    """Evaluation after action `a` and the pending decisions it opens (made by the policy)."""
    c = sandbox(s, ctx.bits)
    apply_action(c, a)
    ctx.sims += 1
    for _ in range(20):
        if c.stage != "execute" or c.current != me or c.pending is None:
            break
        apply_action(c, exec_choice(c, legal_actions(c), ctx))
        ctx.sims += 1
    return evaluate(c, me, ctx.w)


def _access_move(s, p, a: Action, legal: set) -> Action | None:
    """Wood to place before worker `a` digs, so that it finds coal."""
    r = s.rules
    if not p.farm[1]:
        return None
    worker = a.args[0]
    pw, tw = A("place_wood", "pinge"), A("place_wood", "tunnel")
    if worker == "coal_digger":
        if not pinge_flooded(s, p) and pinge_coal_open(s, p) < 2 and pw in legal:
            return pw
    elif worker == "coal_miner":
        if tunnel_coal_open(s, p) < r.miner_actions and tw in legal:
            return tw
    return None


REEL_COAL, REEL_WATER, REEL_STOP = A("reel", "coal"), A("reel", "water"), A("reel", "stop")


def haspel_choice(s, legal: set, ctx: Ctx) -> Action:
    """One Haspelknecht action (R19, R31): reel coal while allowed, else bail. He stops early only
    in the last action phase before a winter, and only if every longer run of this policy scores
    less: there the farm's coal is about to be scored and cleared, while coal left in the shaft
    stays for the next year (e.g. 1 coal in the farm and 2 in the shaft: 2 more reach the coal
    chart, 1 more would score nothing and lose the coal)."""
    default = REEL_COAL if REEL_COAL in legal else REEL_WATER if REEL_WATER in legal else REEL_STOP
    r = s.rules
    if not ctx.may_stop or REEL_STOP not in legal or s.season != r.actions_per_year - 1:
        return default
    me = s.current
    c = sandbox(s, ctx.bits)
    stop_v = evaluate(c, me, ctx.w)
    best_go = float("-inf")
    for _ in range(s.pending[1]):  # the endings after 1, 2, ... more actions of the default policy
        if c.pending is None or c.pending[0] != "haspel":
            break
        legal_c = set(legal_actions(c))
        step = REEL_COAL if REEL_COAL in legal_c else REEL_WATER if REEL_WATER in legal_c else None
        if step is None:
            break
        apply_action(c, step)
        ctx.sims += 1
        best_go = max(best_go, evaluate(c, me, ctx.w))
    return REEL_STOP if stop_v > best_go + 1e-9 else default


def exec_choice(s, acts: list[Action], ctx: Ctx) -> Action:
    """The default execution policy (also used for dig, reel and tile-option decisions)."""
    me = s.current
    p = s.players[me]
    pend = s.pending
    legal = set(acts)
    if pend is not None:
        kind = pend[0]
        if kind == "dig":
            if pend[3] == "pinge":
                if pinge_flooded(s, p) and A("dig", "water") in legal:
                    return A("dig", "water")
                if pinge_coal_open(s, p) == 0 and A("place_wood", "pinge") in legal:
                    return A("place_wood", "pinge")
                for choice in ("coal", "water", "skip"):
                    if A("dig", choice) in legal:
                        return A("dig", choice)
            else:
                if tunnel_coal_open(s, p) == 0 and A("place_wood", "tunnel") in legal \
                        and not shaft_flooded(s, p):
                    return A("place_wood", "tunnel")
                for choice in ("coal", "skip"):
                    if A("dig", choice) in legal:
                        return A("dig", choice)
        elif kind == "haspel":
            return haspel_choice(s, legal, ctx)
        elif kind == "option":
            opts = [a for a in acts if a.kind == "tile_option"]
            if len(opts) == 1:
                return opts[0]
            return max(opts, key=lambda a: settle_value(s, a, me, ctx))
        # anything else: the first decision-kind action
        for a in acts:
            if a.kind in ("dig", "reel", "tile_option"):
                return a
        return acts[0]
    by_worker: dict[str, list[Action]] = {}
    free = []
    end = None
    for a in acts:
        if a.kind in ("activate", "develop"):
            by_worker.setdefault(a.args[0], []).append(a)
        elif a == END_TURN:
            end = a
        elif a.kind not in ("retrieve", "unstore"):
            free.append(a)
    if by_worker:
        cands = []
        for wname, options in by_worker.items():
            if len(options) == 1:
                best = options[0]
            else:
                best = max(options, key=lambda a: settle_value(s, a, me, ctx))
            cands.append((_category(best), WORKERS.index(wname), best))
        cands.sort(key=lambda t: (t[0], t[1]))
        best = cands[0][2]
        if cands[0][0] >= _CAT["mine"]:
            pre = _access_move(s, p, best, legal)
            if pre is not None:
                return pre
        return best
    if end is None:
        return acts[0]
    if not free:
        return end
    best, best_v = end, evaluate(s, me, ctx.w) + 1e-6
    for a in free:
        v = settle_value(s, a, me, ctx)
        if v > best_v:
            best, best_v = a, v
    return best

# ============================================================================ winter storage

def best_storage(state, me: int) -> list[int]:
    """Resource per storage slot (-1 for empty) that keeps the most for the score and next year."""
    p = state.players[me]
    r = state.rules
    slots = storage_slots(state, p)
    farm = p.farm
    last = state.year >= r.years
    nxt = r.lease.get(state.year + 1, (0, 0))
    best, best_v = [-1] * len(slots), -1.0
    for combo in product(*[(-1, *s.accepts) for s in slots]):
        used = [0, 0, 0]
        for res in combo:
            if res >= 0:
                used[res] += 1
        if any(used[i] > farm[i] for i in range(3)):
            continue
        v = sum(s.vp[res] for s, res in zip(slots, combo, strict=True) if res >= 0)
        if not last:
            v += 1.2 * min(used[FOOD], nxt[0]) + 0.3 * max(0, used[FOOD] - nxt[0])
            v += 0.5 * used[1] + 0.6 * used[2]
        if v > best_v + 1e-9:
            best, best_v = list(combo), v
    return best


def storage_step(state, me: int, actions: list[Action]) -> Action:
    p = state.players[me]
    slots = storage_slots(state, p)
    target = best_storage(state, me)
    legal = set(actions)
    for i, slot in enumerate(slots):
        have, want = p.stored[i], target[i]
        if have == want:
            continue
        if have >= 0:
            a = A("unstore", slot.slot_id)
        else:
            a = A("store", slot.slot_id, RESOURCES[want])
        if a in legal:
            return a
    return CONFIRM_STORAGE if CONFIRM_STORAGE in legal else actions[-1]
