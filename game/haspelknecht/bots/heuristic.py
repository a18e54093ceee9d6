"""A static evaluation of a position for one player: an estimate of that player's final score.

It reads only what every player at the table sees (never the order of future bag draws). The
estimate starts from the score track and the end-game categories as they stand, then projects what
a good player cares about:

* the lease still to pay (food and Thalers, year by year; what cannot be paid becomes debt, the more
  certainly the fewer action phases remain before that winter), the Thalers left for end scoring;
* coal in the farm for the coming winter (coal chart), and what the winter storage will keep;
* wood in the farm for access (wood fields still to fill), wood already opening coal;
* progress in the Pinge (towards its exhaustion bonus and the tunnel) and in the tunnel (section VP
  and the Wheelbarrow / Oil Lamp / Lorry bonuses), coal waiting in the shaft;
* pit water (end penalty, and the water that blocks excavation or reeling);
* what owned developments will still give (improved farmhand, Water Mill, Charcoal Burner, Horse
  and Cart, Bucket, the tunnel-bonus tiles, access to higher levels).

All weights live in Weights so that the bots of different strengths can use different ones.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.haspelknecht.bots.prospects import thaler_prospects
from game.haspelknecht.queries import pinge_flooded, reeling_blocked, shaft_flooded, tunnel_coal_open
from game.haspelknecht.rules import COAL, FOOD, WOOD
from game.haspelknecht.scoring import breakdown as score_breakdown
from game.haspelknecht.winter import storage_slots as storage_slots  # the engine's query, re-exported

PRE_EXEC = ("take1", "take2", "r10", "plan")


@dataclass(frozen=True)
class Weights:
    # The lease budget. Debts counted per unit short, by action phases left before the
    # winter it is due. Food short is counted *more* than one debt: food comes mostly from one
    # farmer action with a yellow disk (best in summer, R16), a player who puts it off finds no
    # yellow disk in the last phase, and every debt after the first costs 2 VP; so the year's food
    # is budgeted early. Thalers short count fully at any distance (their sources are
    # developments, planned ahead). Measured (Normal against the old Normal, 80 games, first-game
    # board): debts 3.6 -> 2.4 per game at the same score; stronger weights cut debts further but
    # lose points (docs/bots.md).
    food_short: tuple[float, ...] = (1.5, 1.3, 1.1, 1.0)
    thaler_short: tuple[float, ...] = (1.0, 1.0, 1.0, 1.0)
    food_surplus: float = 0.45          # per food beyond the lease (contract pay, Barn), up to 3
    coal_early: float = 0.8             # per farm coal while phases remain before winter
    wood_needed: float = 0.6            # per farm wood up to the wood fields still worth filling
    wood_extra: float = 0.15
    open_coal: float = 0.35             # per coal made accessible by wood already placed
    pinge_progress: float = 0.45        # per coal taken out of the Pinge
    exhausted: float = 1.5              # the tunnel is open (scaled by the phases left)
    tunnel_partial: float = 0.6         # share of a section's VP credited per coal dug out of it
    shaft_coal: float = 0.6
    water: float = 0.95                 # per pit water beyond the free one
    pinge_blocked: float = 0.9          # 2+ pit water in a Pinge that still holds coal
    shaft_blocked: float = 0.5          # 2+ in the shaft with coal to reel
    future_water: float = 0.45          # per pit-water phase still to come (the Bucket avoids them)
    improved: float = 0.45              # per action phase left
    mill: float = 0.9
    burner: float = 0.5
    horse_cart: float = 0.7             # per winter left
    tunnel_tile: float = 1.2            # Wheelbarrow / Oil Lamp / Lorry potential, scaled by phases left
    tile_access: float = 0.2            # per owned tile, scaled by phases left
    storage: float = 0.8                # expected winter storage VP (if phases remain)
    turn_order: float = 0.1             # per turn-order point of the first take (take decisions only)
    debt_aversion: float = 0.0          # VP a bot gives up to avoid one debt (its own, never an opponent's)
    debts_tolerated: float = 0.0        # debts the aversion leaves alone
    thaler_reach: float = 0.0           # share of a Thaler short that a Thaler tile within reach covers
    reach_decay: float = 0.0            # a Thaler tile d developments away counts reach_decay ** (d - 1)
    # share of the aversion for a winter's lease short, by the action phases the player still plays
    # before that winter (0: none left); debts already held always count fully
    aversion_near: tuple[float, ...] = (1.0, 1.0, 1.0, 1.0)


DEFAULT = Weights()

# How Normal and Hard plan the lease. A debt costs 1 VP, then 2 for each further one
# (R25), and with the plain weights a debt is taken whenever it pays, which it often does (a
# Coal-miner paid with the Thaler the lease needed digs up to 3 tunnel coal). PLANNER counts a debt
# as `debt_aversion` VP worse than its printed cost and credits half a Thaler for a Thaler tile
# within reach (`thaler_reach`; a tile d developments away counts 0.5 ** (d - 1), prospects.py), so
# the bots move towards Thaler tiles before the lease wants them instead of meeting it with debts.
# It is averse to the debts it holds, but to what the coming winter's lease lacks only in the last
# two action phases before it (`aversion_near`): close to a winter it works to pay, but it does not
# give up its mining and developments in spring for a lease it can still meet.
PLANNER = Weights(debt_aversion=3.0, aversion_near=(1.0, 1.0, 0.0, 0.0), thaler_reach=0.5, reach_decay=0.5)
# WARY_PLANNER (Normal): the same planner, asking 5 VP of a debt instead of 3. Normal has no search
# to tell a loan that pays from one that does not, so it takes fewer; with 3 it took 1.06 debts a
# game against Hard, over the aim of at most 1.0. Against the old Normal it scores 1.3 VP a game more than
# a Normal averse to every projected short, aversion_near (1, 1, 1, 1), at fewer debts (0.53
# against 0.64; docs/bots.md).
WARY_PLANNER = replace(PLANNER, debt_aversion=5.0)
# Hard's judgement: PLANNER's lease preferences, with the projection weights fitted to the final
# scores of 600 bot games (tests/bench/fit_weights.py: the positions where a Hard playout stops, a
# ridge fit pulled towards PLANNER's values). The hand-set
# values were what makes Normal's moves sensible, not what predicts the score a playout leads to.
# Which games the fit sees matters, so Hard has two fits and uses the one that matches the table
# (HardBot.weights_now): what a position is worth depends on how the others play.
# Both ask 4 VP of a debt, not PLANNER's 3: with 3, Hard took 1.19
# debts a game against the old Hard (804 games), over the aim of at most 1.0; with 4 (and the Oil Lamp),
# 0.99 (402 games), at 109 wins of 201 where it won 113 of the same (docs/bots.md, "Four VP a
# debt, and the Oil Lamp").
HARD_DEBT_AVERSION = 4.0
# Neither weighs a first take's turn-order points (turn_order 0, Normal's 0.1):
# Hard's search plays the order out, and the hand-set charge made it and the players of its
# playouts give up disks for a place in the order. Without it Hard won 121 of 201 fresh games
# (--seed 1600) against the old Hard where it won 106 (+1.5 points a game, +2.0 SE paired), at the
# same debts; against Normal it won 12 fewer of 201 (85.6%, -2.1 SE paired; docs/bots.md,
# "Turn order left to the search").
HARD_TURN_ORDER = 0.0
# FITTED_PLANNER, fitted to games of a Normal with Hard's lease terms against the Normal that did
# not budget the lease (tests/bench/old_bots.py), a borrower: it digs twice the tunnel coal, and
# there the tunnel (a section half dug, tunnel_partial; the Wheelbarrow, Oil Lamp and Lorry,
# tunnel_tile) is worth three times the hand-set value, a development owned early (tile_access)
# 1.5 VP more, the Bucket's saving (future_water) twice as much; the Water Mill, the Charcoal Burner, spare food and surplus wood
# next to nothing beyond what they score. Hard uses it once an opponent holds a debt.
FITTED_PLANNER = replace(PLANNER, debt_aversion=HARD_DEBT_AVERSION, turn_order=HARD_TURN_ORDER,
                         food_surplus=0.00, coal_early=0.95, wood_needed=0.95, wood_extra=0.00,
                         open_coal=0.50, pinge_progress=0.63, exhausted=0.46, tunnel_partial=2.11,
                         shaft_coal=0.26, water=0.43, pinge_blocked=0.38, shaft_blocked=0.00,
                         future_water=1.07, improved=0.23, mill=0.00, burner=0.00, horse_cart=0.70,
                         tunnel_tile=3.28, tile_access=1.53, storage=0.34)
# FITTED_CAREFUL, fitted to games of two careful players (a Normal with Hard's lease terms against
# Normal): the tunnel is worth less (tunnel_partial 0.77), owned tiles and the Bucket still more
# than hand-set. Hard uses it while no opponent holds a debt. Measured over 201 games a match
# (docs/bots.md): alone this fit won 84% against Normal and 50% against the old Hard, and
# FITTED_PLANNER alone 79% and 60%; switched by the table, 83% and 55%, at fewer debts (0.81 and
# 1.09 a game, FITTED_PLANNER alone 1.01 and 1.19). On 201 games no bot was chosen by (--seed 700)
# FITTED_PLANNER alone won 53% against the old Hard, the switch 54%: its 60% was those games' luck.
FITTED_CAREFUL = replace(PLANNER, debt_aversion=HARD_DEBT_AVERSION, turn_order=HARD_TURN_ORDER,
                         food_surplus=0.17, coal_early=0.80, wood_needed=0.81, wood_extra=0.15,
                         open_coal=0.48, pinge_progress=0.40, exhausted=0.04, tunnel_partial=0.77,
                         shaft_coal=0.21, water=0.55, pinge_blocked=0.24, shaft_blocked=0.00,
                         future_water=1.31, improved=0.05, mill=0.00, burner=0.00, horse_cart=0.70,
                         tunnel_tile=2.21, tile_access=1.08, storage=0.19)


def _table(table: tuple[int, ...], further: int, n: int) -> int:
    if n < len(table):
        return table[n]
    return table[-1] + (n - len(table) + 1) * further


def _thaler_vp(r, n: int) -> float:
    return _table(r.thaler_table, r.thaler_further, n)


def _debt_vp(r, d: float) -> float:
    if d <= 0:
        return 0.0
    if d < 1:
        return r.debt_first * d
    return r.debt_first + (d - 1) * r.debt_further


def phases_left(state, me: int) -> tuple[int, int]:
    """(action phases this player still plays in the current year, in the whole game)."""
    r = state.rules
    per_year = r.actions_per_year
    stage = state.stage
    if stage == "over":
        return 0, 0
    if stage == "storage":
        return 0, r.years * per_year - 1 - state.phase
    cur = 1 if stage in PRE_EXEC or (stage == "execute" and state.order.index(me) > state.idx) else 0
    in_year = per_year - 1 - state.season + cur
    return in_year, r.years * per_year - 1 - state.phase + cur


def _owns(state, p, flag: str) -> bool:
    tiles = state.rules.tiles
    return any(getattr(tiles[t].tile.effect, flag) for t in p.owned)


# Caches of what evaluate reads from a player's holdings, which change a few times a game while
# evaluate runs hundreds of thousands of times: keyed by the compiled rules (one object per player
# count and option, rules.compile_rules) and the holdings, and cleared when they grow large. The
# values come from the engine's own scoring and storage queries, so no rule is written twice.
_CACHE_LIMIT = 20000
_end_cache: dict = {}
_holding_cache: dict = {}
_slot_cache: dict = {}


def _end_sum(state, p) -> int:
    """The end categories that do not change with Thalers, debts or pit water (tunnel, tunnel
    bonus, development bonus, buildings, unused markers), as the engine scores them now."""
    key = (id(state.rules), tuple(p.owned), p.tunnel_taken, len(p.markers))
    v = _end_cache.get(key)
    if v is None:
        if len(_end_cache) > _CACHE_LIMIT:
            _end_cache.clear()
        bd = score_breakdown(state, p)
        v = _end_cache[key] = bd["tunnel"] + bd["tunnel_bonus"] + bd["development_bonus"] + bd["buildings"] \
            + bd["markers"]
    return v


def _holdings(state, p) -> tuple[bool, bool, int]:
    """(Horse and Cart's winter VP per coal, the Bucket, tiles with a tunnel-symbol end bonus)."""
    key = (id(state.rules), tuple(p.owned))
    v = _holding_cache.get(key)
    if v is None:
        if len(_holding_cache) > _CACHE_LIMIT:
            _holding_cache.clear()
        tiles = state.rules.tiles
        bonus = sum(1 for t in p.owned if tiles[t].tile.effect.end_bonus is not None
                    and tiles[t].tile.effect.end_bonus.per_tunnel_symbol)
        v = _holding_cache[key] = (_owns(state, p, "winter_vp_per_coal"),
                                   _owns(state, p, "no_pit_water_phases"), bonus)
    return v


def _sorted_slots(state, p):
    key = (id(state.rules), tuple(sorted(p.buildings)))
    v = _slot_cache.get(key)
    if v is None:
        if len(_slot_cache) > _CACHE_LIMIT:
            _slot_cache.clear()
        v = _slot_cache[key] = sorted(storage_slots(state, p), key=lambda s: -max(s.vp))
    return v


def storage_estimate(state, p, farm: list[int]) -> tuple[float, list[int]]:
    """Greedy best winter storage for `farm` (food, wood, coal): (VP, resources kept)."""
    left = farm[:]
    kept = [0, 0, 0]
    vp = 0.0
    for s in _sorted_slots(state, p):
        best, best_v = None, -1.0
        for res in s.accepts:
            if left[res] > 0:
                v = s.vp[res] + (0.5 if res == FOOD else 0.2)
                if v > best_v:
                    best, best_v = res, v
        if best is not None:
            left[best] -= 1
            kept[best] += 1
            vp += s.vp[best]
    return vp, kept


def _consume(prospects: list[list[float]], need: float) -> float:
    """Take up to `need` Thalers from the prospects ([distance, amount], nearest first); what one
    winter takes cannot cover another."""
    got = 0.0
    for item in prospects:
        if got >= need:
            break
        take = min(item[1], need - got)
        item[1] -= take
        got += take
    return got


def evaluate(state, me: int, w: Weights = DEFAULT, own: bool = True) -> float:
    """Estimated final score of player `me` (exact once the game is over), less the bot's debt
    aversion for the debts it holds and projects when `own` (its own seat, not an opponent's)."""
    if state.stage == "over":
        averse = w.debt_aversion * max(0.0, state.players[me].debts - w.debts_tolerated) if own else 0.0
        return float(state.result["scores"][me]) - averse
    r = state.rules
    p = state.players[me]
    in_year, total_left = phases_left(state, me)
    years_left_frac = total_left / (r.years * r.actions_per_year)
    value = float(p.vp + _end_sum(state, p))
    per_coal, bucket, tunnel_tiles = _holdings(state, p)
    farm = p.farm[:]
    storage_pending = state.stage == "storage" and bool(p.stored)

    # --- the winter of this year: coal chart, lease, storage --------------------------------
    winters = []  # (year, phases before it)
    if state.stage != "storage":
        winters.append((state.year, in_year))
    for y in range((state.year + 1), r.years + 1):
        before = in_year + (y - state.year) * r.actions_per_year if state.stage != "storage" else \
            (y - state.year - 1) * r.actions_per_year + r.actions_per_year
        winters.append((y, before))

    if storage_pending:
        # this winter is scored and paid: only what the storage keeps remains
        svp, kept = storage_estimate(state, p, farm)
        value += svp
        farm = kept
    food, thalers = farm[FOOD], p.thalers
    debts = float(p.debts)
    coal_vp = 1 if per_coal else 0   # Horse and Cart's winter VP for each coal
    first = True
    averse = float(p.debts)
    # Thalers within reach (prospects.py), nearest first: each covers one unit of one later
    # winter's Thaler short
    prospects = thaler_prospects(state, me, total_left, w.reach_decay) if w.thaler_reach else []
    for year, before in winters:
        if first:
            n = farm[COAL]
            chart = n * coal_vp if per_coal else (n + r.coal_offset if n >= r.coal_min else 0)
            value += chart if before == 0 else max(chart, w.coal_early * n)
        lf, lt = r.lease[year]
        pf, pt = min(lf, food), min(lt, thalers)
        food -= pf
        thalers -= pt
        near = w.aversion_near[min(before, len(w.aversion_near) - 1)]
        short_f = (lf - pf) * w.food_short[min(before, len(w.food_short) - 1)]
        short_t = (lt - pt) * w.thaler_short[min(before, len(w.thaler_short) - 1)]
        if prospects and short_t and before > 0:
            # a Thaler tile within reach covers part of the short while phases remain to develop
            # it: this is what makes a step towards a Thaler tile worth something before the tile is
            short_t -= w.thaler_reach * _consume(prospects, lt - pt)
        debts += short_f + short_t
        averse += (short_f + short_t) * near
        if first:
            # what this winter's storage keeps (food carries over only through storage)
            rest = [food, farm[WOOD], farm[COAL]]
            svp, kept = storage_estimate(state, p, rest)
            value += svp * (1.0 if before == 0 else w.storage)
            if before > 0:
                value += w.food_surplus * min(3, food)
            food = kept[FOOD]
            first = False
    if not winters:
        value += w.food_surplus * min(3, food)
    value += _thaler_vp(r, thalers) + _debt_vp(r, debts)
    if own:
        value -= w.debt_aversion * max(0.0, averse - w.debts_tolerated)

    # --- wood, access, mining progress -------------------------------------------------------
    cum = r.tunnel_cum
    if not p.exhausted:
        bound = r.pinge_bounds[p.pinge_wood]
        if p.pinge_wood:
            value += w.open_coal * max(0, bound - max(p.pinge_taken, r.pinge_bounds[0]))
        value += w.pinge_progress * p.pinge_taken
        wood_need = (r.pinge_wood_fields - p.pinge_wood) + min(2, total_left // 2)
    else:
        value += w.pinge_progress * r.pinge_coal + w.exhausted * years_left_frac * 3
        wood_need = 0
    value += w.open_coal * max(0, tunnel_coal_open(state, p)) * 0.5
    # partial progress in the first unfinished tunnel section
    for i, c in enumerate(cum):
        if p.tunnel_taken < c:
            prev = cum[i - 1] if i else 0
            value += w.tunnel_partial * r.tunnel_vp[i] * (p.tunnel_taken - prev) / (c - prev)
            break
    if p.exhausted or p.pinge_taken >= 4:
        reachable = min(len(cum) - p.tunnel_wood, max(0, total_left - (0 if p.exhausted else 1)))
        wood_need += reachable
    if total_left > 0 and in_year > 0:
        wood = farm[WOOD]
        value += w.wood_needed * min(wood, wood_need) + w.wood_extra * max(0, wood - wood_need)
    value += w.shaft_coal * p.shaft_coal * (1.0 if total_left else 0.0)

    # --- pit water -------------------------------------------------------------------------------
    water = p.pinge_water + p.shaft_water
    value -= w.water * max(0, water - r.water_free)
    if pinge_flooded(state, p) and total_left:
        value -= w.pinge_blocked
    if reeling_blocked(state, p) and p.shaft_coal and total_left:
        value -= w.shaft_blocked
    if shaft_flooded(state, p) and total_left:
        value -= 2 * w.shaft_blocked
    if not bucket:
        value -= w.future_water * _water_phases_left(state)

    # --- what owned developments will still give ---------------------------------------------
    if total_left:
        if p.improved:
            value += w.improved * total_left
        for tile in p.buildings:
            kind = r.tiles[tile].tile.effect.building.kind
            if kind == "water_mill":
                value += w.mill * total_left
            elif kind == "charcoal_burner":
                value += w.burner * total_left
        if per_coal:
            value += w.horse_cart * len(winters)
        value += w.tunnel_tile * years_left_frac * tunnel_tiles
        value += w.tile_access * len(p.owned) * years_left_frac
    return value


def _water_phases_left(state) -> int:
    """Pit-water phases still to come (before spring and autumn), not counting one already past."""
    r = state.rules
    per_year = r.actions_per_year
    n = 0
    for ph in range(state.phase + 1, r.years * per_year):
        if r.water_before[ph % per_year]:
            n += 1
    return n


def relative(state, me: int, w: Weights = DEFAULT) -> float:
    """My estimate minus the best other player's: what a player who wants to win maximises."""
    mine = evaluate(state, me, w)
    others = [evaluate(state, i, w, own=False) for i in range(len(state.players)) if i != me]
    return mine - max(others)
