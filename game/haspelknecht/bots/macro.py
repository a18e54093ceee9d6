"""Macro moves for the bots: whole plans, a default execution policy, winter storage and takes.

The engine asks for one small step at a time (place one disk, activate one worker, decide one black
disk). The bots think in bigger units:

* a plan is the complete list of placements (worker, item) for one action phase, built from
  intents: what the farmer and the farmhand do (produce food, produce wood, mine, or develop a
  tile with a given mix of disks), and who pays the contract workers and the Water Mill;
* the execution policy finishes a turn: a fixed, sensible order (food, wood, developments, the
  Water Mill, then mining, the Coal-digger, the Coal-miner, the Haspelknecht), wood placed where a
  worker is about to need access, every real choice (tile options, free actions at the end of the
  turn) settled by the evaluation;
* a plan is scored by trying it on a private copy of the state ("sandbox"): its placements, then
  the player's own execution, then the evaluation.

Every copy of the state a bot works on is made by `sandbox`, which overwrites the copy's random
generator with the bot's own bits: a bot never depends on the real order of future bag draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from game.haspelknecht import engine
from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots.heuristic import DEFAULT, Weights, evaluate, storage_slots
from game.haspelknecht.engine import apply_action, legal_actions
from game.haspelknecht.holdings import built_before
from game.haspelknecht.mining import add_water
from game.haspelknecht.planning import move_item
from game.haspelknecht.queries import (
    development_payments,
    pinge_coal_open,
    pinge_flooded,
    public_view,
    shaft_flooded,
    take_limit,
    tunnel_coal_open,
    usable_marker,
)
from game.haspelknecht.rules import (
    COLOURS,
    DIGGER,
    FARMER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    RESOURCES,
    WORKERS,
    B,
    K,
    Y,
)

I_FOOD, I_THALER = 3, 4
END_TURN = A("end_turn")
CONFIRM_PLAN = A("confirm_plan")
CONFIRM_STORAGE = A("confirm_storage")

Placement = tuple[int, int]  # (worker index, item index)


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


# ============================================================================ plans

def usable_markers(state, p) -> list[tuple[int, int]]:
    """Disk markers the player may place now: (item index, colour)."""
    r = state.rules
    out = []
    for j, tile in enumerate(r.disk_markers):
        if usable_marker(state, p, tile):
            out.append((5 + j, r.marker_colour[tile]))
    return out


_GREY_ORDERS = ((B, K, Y), (K, B, Y), (Y, B, K))


def _dev_intents(state, p, me: int, cart: list[int], markers: list[tuple[int, int]]) -> list[tuple]:
    """('dev', tile, cart disks used, marker items used) for every tile the disks can pay."""
    r = state.rules
    out = []
    for tile in state.board.tiles:
        if not development_payments(state, p, me, tile):
            continue
        info = r.tiles[tile]
        seen = set()
        for order in _GREY_ORDERS:
            use = [0, 0, 0]
            mk: list[int] = []
            mk_left = list(markers)
            ok = True
            for c in (Y, B, K):
                need = info.cost_coloured[c]
                take = min(need, cart[c])
                use[c] += take
                need -= take
                while need:
                    m = next((m for m in mk_left if m[1] == c), None)
                    if m is None:
                        ok = False
                        break
                    mk_left.remove(m)
                    mk.append(m[0])
                    need -= 1
                if not ok:
                    break
            if not ok:
                continue
            grey = info.cost_total - sum(info.cost_coloured)
            for c in order:
                take = min(grey, cart[c] - use[c])
                use[c] += take
                grey -= take
            while grey and mk_left:
                mk.append(mk_left.pop(0)[0])
                grey -= 1
            if grey:
                continue
            key = (tuple(use), tuple(sorted(mk)))
            if key in seen:
                continue
            seen.add(key)
            out.append(("dev", tile, tuple(use), tuple(sorted(mk))))
    return out


def _contract_options(state, p, exhausted: bool, mill_open: bool, cart: list[int]):
    """Every combination of (mill, digger, miner, haspel) payments."""
    mills = [None]
    if mill_open:
        if cart[Y] >= 2:
            mills.append(Y)
        if cart[K] >= 2:
            mills.append(K)
    pays_y = ["y", "food", "thaler", None]
    if exhausted:
        out = []
        for m, mi, ha in product(mills, ("food", "thaler", None), pays_y):
            out.append((m, None, mi, ha))
        return out
    return [(m, d, None, None) for m in mills for d in pays_y]


def _assemble(state, p, cart: list[int], markers, fi, hi, contract, auto: bool) -> list[Placement] | None:
    """Placements for farmer intent fi, farmhand intent hi and contract payments, or None."""
    avail = cart[:]
    food, thalers = p.farm[FOOD], p.thalers
    out: list[Placement] = []
    mill, dig, mine, hasp = contract
    if mill is not None:
        if avail[mill] < 2:
            return None
        avail[mill] -= 2
        out += [(MILL, mill), (MILL, mill)]
    for w, pay in ((DIGGER, dig), (MINER, mine), (HASPEL, hasp)):
        if pay is None:
            continue
        if pay == "y":
            if not avail[Y]:
                return None
            avail[Y] -= 1
            out.append((w, Y))
        elif pay == "food":
            if not food:
                return None
            food -= 1
            out.append((w, I_FOOD))
        else:
            if not thalers:
                return None
            thalers -= 1
            out.append((w, I_THALER))
    used_markers: set[int] = set()
    for w, it in ((FARMER, fi), (FARMHAND, hi)):
        if it is None or it[0] != "dev":
            continue
        _, _tile, use, mk = it
        if any(avail[c] < use[c] for c in (Y, B, K)) or used_markers & set(mk):
            return None
        for c in (Y, B, K):
            avail[c] -= use[c]
            out += [(w, c)] * use[c]
        used_markers |= set(mk)
        out += [(w, m) for m in mk]
    makes = [(w, it[1]) for w, it in ((FARMER, fi), (FARMHAND, hi)) if it is not None and it[0] == "make"]
    if len(makes) == 2 and makes[0][1] == makes[1][1]:
        c = makes[0][1]
        n = avail[c]
        if n < 2:
            return None
        a = (n + 1) // 2
        out += [(FARMER, c)] * a + [(FARMHAND, c)] * (n - a)
        avail[c] = 0
    else:
        for w, c in makes:
            if not avail[c]:
                return None
            out += [(w, c)] * avail[c]
            avail[c] = 0
    if auto:  # the default contract: spare yellow disks pay whoever takes one, spare pairs to the mill
        if mill is None and _mill_open(state, p) and avail[Y] >= 2:
            avail[Y] -= 2
            out += [(MILL, Y), (MILL, Y)]
        elif mill is None and _mill_open(state, p) and avail[K] >= 2:
            avail[K] -= 2
            out += [(MILL, K), (MILL, K)]
        for w in ((HASPEL,) if p.exhausted else (DIGGER,)):
            if avail[Y] and not any(x[0] == w for x in out):
                avail[Y] -= 1
                out.append((w, Y))
    return out


def _mill_open(state, p) -> bool:
    return built_before(state, p, "water_mill") is not None


def candidate_intents(state, me: int, with_devs: bool = True):
    p = state.players[me]
    cart = p.cart
    markers = usable_markers(state, p)
    makes = [("make", c) for c in (Y, B, K) if cart[c]]
    devs = _dev_intents(state, p, me, cart, markers) if with_devs else []
    farmer = [None] + makes + devs
    farmhand = [None] + makes + (devs if p.improved else [])
    return cart, markers, farmer, farmhand


def enumerate_plans(state, me: int, with_devs: bool = True, contracts: bool = False) -> list[tuple]:
    """Distinct complete plans: (placements, farmer intent, farmhand intent, contract)."""
    p = state.players[me]
    cart, markers, farmer, farmhand = candidate_intents(state, me, with_devs)
    out = []
    seen = set()
    cons = _contract_options(state, p, p.exhausted, _mill_open(state, p), cart) if contracts else \
        [(None, None, None, None)]
    for fi in farmer:
        for hi in farmhand:
            if fi is not None and hi is not None and fi[0] == "dev" and hi[0] == "dev" and fi[1] == hi[1]:
                continue
            for con in cons:
                pl = _assemble(state, p, cart, markers, fi, hi, con, auto=not contracts)
                if pl is None:
                    continue
                key = tuple(sorted(pl))
                if key in seen:
                    continue
                seen.add(key)
                out.append((key, fi, hi, con))
    return out


def contract_variants(state, me: int, fi, hi) -> list[tuple]:
    p = state.players[me]
    cart, markers, _f, _h = candidate_intents(state, me, with_devs=False)
    out = []
    for con in _contract_options(state, p, p.exhausted, _mill_open(state, p), cart):
        pl = _assemble(state, p, cart, markers, fi, hi, con, auto=False)
        if pl is not None:
            out.append((tuple(sorted(pl)), fi, hi, con))
    return out


def apply_placements(s, me: int, placements) -> None:
    """Put the placements on the workers of a sandbox (no legality checks: plans are built legal)."""
    p = s.players[me]
    for w, item in placements:
        move_item(s, p, item, +1)
        p.plan[w][item] += 1


def unplanned(state, me: int):
    """A sandbox copy with everything the player has placed this phase back in supply."""
    s = state.clone()
    s.rng = 0  # never simulated as it is: every simulation starts from sandbox(), with the bot's bits
    p = s.players[me]
    for items in p.plan:
        for item, n in enumerate(items):
            for _ in range(n):
                move_item(s, p, item, -1)
            items[item] = 0
    return s


def simulate_plan(base, me: int, placements, ctx: Ctx):
    """The state after the player carries out this plan alone, right now (a sandbox)."""
    s = sandbox(base, ctx.bits)
    apply_placements(s, me, placements)
    s.stage = "execute"
    s.pending = None
    s.idx = s.order.index(me)
    run_execution(s, me, ctx)
    return s


def run_execution(s, me: int, ctx: Ctx, end: bool = False) -> None:
    """Play the current player's execution with the default policy (up to, not including, end_turn)."""
    for _ in range(300):
        if s.stage != "execute" or s.current != me:
            return
        acts = legal_actions(s)
        a = exec_choice(s, acts, ctx)
        if a is END_TURN and not end:
            return
        apply_action(s, a)
        ctx.sims += 1


def plan_value(base, me: int, placements, ctx: Ctx) -> float:
    return evaluate(simulate_plan(base, me, placements, ctx), me, ctx.w)


def best_plan(state, me: int, ctx: Ctx, with_devs: bool = True, refine: int = 3) -> tuple[tuple, float]:
    """The best complete plan for the player (planning from scratch): (placements, value)."""
    base = unplanned(state, me)
    scored = []
    for pl, fi, hi, _con in enumerate_plans(base, me, with_devs):
        scored.append((plan_value(base, me, pl, ctx), pl, fi, hi))
    scored.sort(key=lambda t: -t[0])
    if not scored:
        return (), evaluate(base, me, ctx.w)
    best_v, best_pl = scored[0][0], scored[0][1]
    seen = {x[1] for x in scored}
    for _v, _pl, fi, hi in scored[:refine]:
        for pl2, _fi, _hi, _con in contract_variants(base, me, fi, hi):
            if pl2 in seen:
                continue
            seen.add(pl2)
            v2 = plan_value(base, me, pl2, ctx)
            if v2 > best_v + 1e-9:
                best_v, best_pl = v2, pl2
    return best_pl, best_v


def plan_step(state, me: int, target, actions: list[Action]) -> Action | None:
    """The next legal action that moves the current plan towards `target`, or None if impossible."""
    p = state.players[me]
    want: dict[tuple[int, int], int] = {}
    for w, item in target:
        want[(w, item)] = want.get((w, item), 0) + 1
    legal = set(actions)
    # retrieve what is not in the target first, then place what is missing
    for w, items in enumerate(p.plan):
        for item, n in enumerate(items):
            if n > want.get((w, item), 0):
                a = A("retrieve", WORKERS[w], engine.item_name(state, item))
                return a if a in legal else None
    for (w, item), n in sorted(want.items()):
        if p.plan[w][item] < n:
            a = A("place", WORKERS[w], engine.item_name(state, item))
            if a in legal:
                return a
    if all(p.plan[w][item] >= n for (w, item), n in want.items()):
        return CONFIRM_PLAN if CONFIRM_PLAN in legal else None
    return None


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
        elif a is END_TURN:
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


# ============================================================================ taking disks

def take_result(state, me: int, a: Action) -> tuple[tuple[int, int, int], int]:
    """(cart after the take, pit water it brings) for a take action of the current stage."""
    r = state.rules
    p = state.players[me]
    cart = list(p.cart)
    if a.kind != "take":
        return tuple(cart), 0
    i = r.pools.index(a.args[0])
    c = COLOURS.index(a.args[1])
    n = state.pools[i][c]
    water = 0
    if state.stage == "take1":
        water = r.water_pool_pit_water if r.pool_water[i] else 0
    else:
        n = min(n, take_limit(state, p))
    cart[c] += n
    return tuple(cart), water


def cart_sandbox(state, me: int, cart, water: int, ctx: Ctx):
    """A sandbox where the player is about to plan with this cart (and this much more pit water)."""
    s = sandbox(state, ctx.bits)
    p = s.players[me]
    p.cart = list(cart)
    if water:
        add_water(p, water)
    s.stage = "plan"
    s.pending = None
    s.idx = s.order.index(me)
    return s


def cart_value(state, me: int, cart, water: int, ctx: Ctx, with_devs: bool = True,
               refine: int = 0, memo: dict | None = None) -> float:
    key = (tuple(cart), water, with_devs, refine)
    if memo is not None and key in memo:
        return memo[key]
    s = cart_sandbox(state, me, cart, water, ctx)
    _pl, v = best_plan(s, me, ctx, with_devs=with_devs, refine=refine)
    if memo is not None:
        memo[key] = v
    return v
