"""Macro moves for the bots: whole plans for an action phase and the takes that feed them.

The engine asks for one small step at a time (place one disk, activate one worker, decide one black
disk). The bots think in bigger units:

* a plan is the complete list of placements (worker, item) for one action phase, built from
  intents: what the farmer and the farmhand do (produce food, produce wood, mine, or develop a
  tile with a given mix of disks), and who pays the contract workers and the Water Mill;
* a plan is scored by trying it on a private copy of the state (policy.sandbox): its placements,
  then the player's own execution by the default policy (policy.py), then the evaluation;
* a take is scored by the best plan the cart after it allows.
"""

from __future__ import annotations

from itertools import product

from game.haspelknecht import engine
from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots.heuristic import evaluate
from game.haspelknecht.bots.policy import Ctx, run_execution, sandbox
from game.haspelknecht.holdings import built_before
from game.haspelknecht.mining import add_water
from game.haspelknecht.planning import move_item
from game.haspelknecht.queries import development_payments, take_limit, usable_marker
from game.haspelknecht.rules import (
    COLOURS,
    DIGGER,
    FARMER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    WORKERS,
    B,
    K,
    Y,
)

I_FOOD, I_THALER = 3, 4
CONFIRM_PLAN = A("confirm_plan")

Placement = tuple[int, int]  # (worker index, item index)


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
    mills: list[int | None] = [None]
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
