"""Tooltips: what a tile, worker, pool, building, marker or field does, in the game's terms.

Every number comes from the component data (through the compiled rules); nothing here holds a
game value of its own.
"""

from __future__ import annotations

from game.haspelknecht.rules import COLOURS, RESOURCES, WORKERS

COST_NAMES = {"Y": "yellow", "B": "brown", "K": "black", "G": "any colour"}
SYMBOL_NAMES = {"F": "fork", "P": "hammer-and-pick", "H": "building"}
TUNNEL_SYMBOL_NAMES = {"W": "wheelbarrow", "L": "oil lamp", "R": "lorry"}


def _plural(n: int, word: str) -> str:
    if word == "Thaler":
        return f"{n} Thaler" + ("s" if n != 1 else "")
    return f"{n} {word}"


def _gain_text(gain: dict) -> str:
    parts = []
    for res, n in gain.items():
        if n:
            parts.append(_plural(n, "Thaler" if res == "thaler" else res))
    return " and ".join(parts)


def cost_text(cost: list[str]) -> str:
    counts: dict[str, int] = {}
    for letter in cost:
        counts[letter] = counts.get(letter, 0) + 1
    parts = [f"{n} {COST_NAMES[c]}" for c, n in counts.items()]
    return f"{len(cost)} disks: " + ", ".join(parts)


def effect_lines(tile) -> list[str]:
    """Plain sentences for a tile's effect, built from its data."""
    eff = tile.effect
    out = []
    if eff.gain:
        out.append(f"Gain {_gain_text(eff.gain)} at once.")
    if eff.pit_water < 0:
        out.append(f"Remove {-eff.pit_water} pit water at once.")
    elif eff.pit_water > 0:
        out.append(f"Take {eff.pit_water} pit water.")
    if eff.shaft_coal:
        out.append(f"{eff.shaft_coal} coal from the supply go into your shaft (even while the Pinge is worked).")
    if eff.choice:
        opts = []
        for o in eff.choice.options:
            bits = []
            if o.pay:
                bits.append("pay " + _gain_text(o.pay))
            if o.gain:
                bits.append("gain " + _gain_text(o.gain))
            if o.pit_water:
                bits.append(f"take {o.pit_water} pit water")
            if o.excavate:
                where = "Pinge to farm" if o.excavate == "pinge" else "tunnel to shaft"
                bits.append(f"move one accessible coal ({where})")
            opts.append(f"({o.id}) " + ", ".join(bits))
        lead = "You may choose" if eff.choice.optional else "Choose"
        out.append(f"{lead}: " + "; or ".join(opts) + ".")
    if eff.marker:
        m = eff.marker
        if m.use == "disk":
            out.append(f"Action marker: placed on a worker while planning, it counts as a {m.colour} disk "
                       "(from the phase after you gain it). Unused at the end it scores.")
        elif m.use == "remove_pit_water":
            out.append(f"Action marker: during your execution remove {m.pit_water} pit water and score {m.vp} VP.")
        elif m.use == "haspelknecht":
            out.append(f"Action marker: your Haspelknecht works up to {m.actions} more actions without pay, "
                       "your choice each (from the next phase, and like him only from the action phase after "
                       "your Pinge is exhausted).")
        elif m.use == "swap_pools":
            out.append("Action marker: on your turn to take disks, swap a reserve disk with a disk of another "
                       "colour in that action pool (from the next phase).")
    if eff.building:
        b = eff.building
        if b.kind == "storage":
            for s in b.slots:
                acc = " or ".join(s.accepts)
                vp = ", ".join(f"{res} stored scores {v} VP" for res, v in s.vp.items() if v)
                out.append(f"Building: in winter it keeps 1 {acc}" + (f"; {vp}." if vp else "."))
        elif b.kind == "charcoal_burner":
            out.append(f"Building: once per action phase, from the phase after it is built, turn {b.wood} wood "
                       f"from your farm into {b.coal} coal and score {b.vp} VP.")
        elif b.kind == "water_mill":
            modes = []
            for m in b.modes:
                gain = _gain_text(m.gain)
                modes.append(f"exactly {m.disks} {m.colour} disks give {gain}" + (f" and {m.vp} VP" if m.vp else ""))
            out.append("Building with a worker field (from the next phase): " + "; ".join(modes) + ".")
    if eff.improved_farmhand:
        out.append("Your farmhand becomes the improved farmhand: any disks, and he may develop like the farmer.")
    if eff.no_pit_water_phases:
        out.append("You get no pit water in the pit water phases.")
    if eff.end_bonus:
        eb = eff.end_bonus
        if eb.per_tunnel_symbol:
            out.append(f"End: 1 VP per emptied tunnel section with a {TUNNEL_SYMBOL_NAMES[eb.per_tunnel_symbol]}.")
        else:
            out.append(f"End: 1 VP per {SYMBOL_NAMES[eb.per_tile_symbol]} symbol you own.")
    if eff.winter_vp_per_coal:
        out.append(f"Winter: each coal in your farm scores {eff.winter_vp_per_coal} VP instead of the coal chart.")
    return out


def tile_text(state, tile_no: int, names: list[str]) -> str:
    r = state.rules
    info = r.tiles[tile_no]
    tile = info.tile
    lines = [f"{tile_no} {tile.name} (level {tile.level})", f"Cost: {cost_text(tile.cost)}."]
    if tile.symbols:
        lines.append("Symbols: " + ", ".join(SYMBOL_NAMES[s] for s in tile.symbols) + ".")
    lines += effect_lines(tile)
    stack = state.stacks.get(tile_no, [])
    order = r.vp_by_order[info.level]
    nxt = order[len(stack)] if len(stack) < len(order) else 0
    if stack:
        lines.append("Owners (first to last): " + ", ".join(names[o] for o in stack) + f". The next owner scores {nxt} VP.")
    else:
        lines.append(f"Nobody owns it yet; the first owner scores {nxt} VP.")
    if info.level > 1:
        pay = " or ".join(RESOURCES[x] for x in r.distant_payment[info.level])
        lines.append(f"Open to you next to a tile you own; otherwise only once someone owns it, paying its top "
                     f"owner 1 {pay} from your farm.")
    else:
        lines.append("Level 1: open to everyone.")
    return "\n".join(lines)


def worker_text(state, p, w: str) -> str:
    r = state.rules
    comps = r.comps.player_board
    pl = state.players[p]
    if w == "farmer":
        return ("Farmer: any disks. One colour: yellow makes food, brown makes wood, black mines "
                f"(each black disk removes up to {r.black_removes} pit water in the Pinge or digs {r.black_excavates} "
                "accessible coal). Disks matching a tile's cost exactly can develop it instead. "
                f"In summer a farmer who makes food gets {r.summer_food} more. If farmer and farmhand do the same "
                f"kind of work, the one run second gets {r.synergy} extra disk. A player can own at most "
                f"{r.max_developments} developments (one player disk marks each).")
    if w == "farmhand":
        if pl.improved:
            return ("Improved farmhand: any disks, and he may develop like the farmer. One colour makes food, "
                    "wood or mines. No summer bonus.")
        return ("Farmhand: disks of one colour only: yellow food, brown wood, black mining. He cannot develop "
                "(the Pickaxe improves him). No summer bonus.")
    if w == "coal_digger":
        pay = " or ".join(sorted(r.digger_pay))
        return (f"Coal-digger (while the Pinge is worked): paid with exactly 1 {pay}. "
                f"{r.digger_actions} automatic actions: while the Pinge holds {r.pinge_block}+ pit water he removes "
                f"{r.digger_removes}, otherwise he digs 1 accessible coal; an action with nothing to do is lost.")
    if w == "coal_miner":
        pay = " or ".join(sorted(r.miner_pay))
        return (f"Coal-miner (once the Pinge is exhausted): paid with exactly 1 {pay}. He digs up to "
                f"{r.miner_actions} accessible tunnel coal into the shaft (not with {r.shaft_block_dig}+ pit water "
                "in the shaft).")
    if w == "haspelknecht":
        pay = " or ".join(sorted(r.haspel_pay))
        return (f"Haspelknecht (once the Pinge is exhausted): paid with exactly 1 {pay}. {r.haspel_actions} actions: "
                f"remove {r.haspel_removes} pit water from the shaft or reel 1 coal up to the farm, your choice "
                "each time; you may stop early (coal left in the shaft stays there, also over the winter). While "
                f"the shaft holds {r.shaft_block_reel}+ pit water he must bail before reeling.")
    if w == "water_mill":
        mill = next((t for t in pl.buildings if r.tiles[t].tile.effect.building and
                     r.tiles[t].tile.effect.building.kind == "water_mill"), None)
        if mill is None:
            mill = next((t for t in r.tiles if r.tiles[t].tile.effect.building and
                         r.tiles[t].tile.effect.building.kind == "water_mill"), None)
        if mill is not None:
            return "Water Mill field. " + " ".join(effect_lines(r.tiles[mill].tile))
    _ = comps
    return w


def pool_text(state, pid: int, colour: str | None = None) -> str:
    r = state.rules
    i = r.pools.index(pid)
    pool = state.pools[i]
    counts = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, pool, strict=True) if n) or "empty"
    lines = [f"Action pool {pid}: {counts}."]
    lines.append("First take: all disks of one colour from one pool (compulsory while any are left). "
                 f"Second take (only with fewer than {r.max_disks}): one colour from one pool, up to {r.max_disks} in all.")
    if r.pool_water[i]:
        lines.append(f"Water symbol: the first take here also brings {r.water_pool_pit_water} pit water.")
    lines.append("Turn order afterwards: lowest first-take value first ("
                 + ", ".join(f"{c} {v}" for c, v in zip(COLOURS, r.turn_value, strict=True)) + ").")
    if colour:
        lines.insert(1, f"Drag the {colour} disks onto your farm (or click them) to take them.")
    return "\n".join(lines)


def region_text(key: tuple, state, names: list[str]) -> str | None:
    """The tooltip for a hit region, or None."""
    r = state.rules
    kind = key[0]
    try:
        if kind == "tile":
            return tile_text(state, key[1], names)
        if kind == "owned":
            return tile_text(state, key[2], names)
        if kind == "worker":
            return worker_text(state, key[1], key[2])
        if kind == "plan":
            return f"{key[3]} on the {key[2].replace('_', '-')}: drag it back to the farm (or click it) to take it back while planning."
        if kind in ("pool", "poolarea"):
            return pool_text(state, key[1], key[2] if kind == "pool" else None)
        if kind in ("reserve", "reservearea"):
            i = r.pools.index(key[1])
            res = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, state.reserves[i], strict=True) if n) or "empty"
            return (f"Reserve of pool {key[1]}: {res}. At the next refill these disks join the action pool, then "
                    f"{r.reserve_draw} new disks are drawn onto the reserve and the action pools are filled up to "
                    f"{r.action_fill}.")
        if kind == "bag":
            b = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, state.bag, strict=True))
            return f"The bag: {b}. All players' disks go back into it at every refill."
        if kind == "marker":
            tile = r.tiles[key[2]]
            pl = state.players[key[1]]
            when = "usable now" if pl.markers.get(key[2], 99) < state.phase else "usable from the next phase"
            return f"{tile.name} marker ({when}). " + " ".join(
                line for line in effect_lines(tile.tile) if "marker" in line.lower()) + \
                f" Unused at the end: {r.unused_marker} VP."
        if kind == "building":
            tile = r.tiles[key[2]]
            return f"{tile.name}. " + " ".join(line for line in effect_lines(tile.tile) if "uilding" in line)
        if kind == "farm":
            res = key[2]
            pl = state.players[key[1]]
            n = pl.farm[RESOURCES.index(res)]
            extra = {
                "food": "Food pays the lease in winter and can pay contract workers.",
                "wood": "Wood goes on the next empty wood field of the Pinge during your execution (of the "
                        "tunnel once the Pinge is exhausted); coal right of an empty wood field cannot be reached.",
                "coal": f"Coal in the farm scores in winter: fewer than {r.coal_min} nothing, n coal score "
                        f"n{r.coal_offset:+d} VP.",
            }[res]
            return f"{n} {res} in the farm. {extra} In winter only stored goods stay."
        if kind == "thaler":
            pl = state.players[key[1]]
            table = "/".join(str(v) for v in r.thaler_table[1:])
            counts = "/".join(str(n) for n in range(1, len(r.thaler_table)))
            return (f"{pl.thalers} Thalers. They pay the lease and contract workers. At the end {counts} Thalers "
                    f"score {table} VP, +{r.thaler_further} per further Thaler.")
        if kind == "debts":
            pl = state.players[key[1]]
            return (f"{pl.debts} debts: one for each food or Thaler of the lease you could not pay. At the end the "
                    f"first costs {-r.debt_first} VP, each further {-r.debt_further} VP.")
        if kind in ("cart", "cartarea"):
            pl = state.players[key[1]]
            c = ", ".join(f"{n} {col}" for col, n in zip(COLOURS, pl.cart, strict=True) if n) or "none"
            return (f"Disks taken and not yet placed: {c}. While planning drag them onto your workers; disks "
                    "left over go back to the bag at the next refill.")
        if kind == "pinge":
            pl = state.players[key[1]]
            if pl.exhausted:
                return ("The Pinge is exhausted: the Coal-miner and Haspelknecht tile covers it. Their fields take "
                        "one payment each while planning.")
            bonus = ", ".join(f"year {y}: {v} VP" for y, v in sorted(r.pinge_bonus.items()))
            return (f"The Pinge: {r.pinge_coal - pl.pinge_taken} of {r.pinge_coal} coal left, dug left to right. "
                    f"Coal right of an empty wood field cannot be reached. {r.pinge_block}+ pit water stops digging. "
                    f"All coal out gives a bonus ({bonus}), then its pit water moves to the shaft.")
        if kind == "tunnel" or kind == "section":
            pl = state.players[key[1]]
            vp = ", ".join(str(v) for v in r.tunnel_vp)
            return (f"The tunnel: {r.tunnel_coal - pl.tunnel_taken} of {r.tunnel_coal} coal left, worked once the "
                    "Pinge is exhausted. Each section needs its wood first (wood goes in only once the Pinge is "
                    "exhausted); dug coal goes into the shaft. "
                    f"{r.shaft_block_dig}+ pit water in the shaft stops digging. Emptied sections score at the end "
                    f"({vp} VP), with bonuses for their symbols.")
        if kind == "shaft":
            pl = state.players[key[1]]
            return (f"The shaft: {pl.shaft_coal} coal, {pl.shaft_water} pit water. Only the Haspelknecht (and tiles "
                    f"or markers that remove pit water) bail it; {r.shaft_block_reel}+ pit water stops reeling.")
        if kind == "water":
            pl = state.players[key[1]]
            total = pl.pinge_water + pl.shaft_water
            return (f"Pit water: {pl.pinge_water} in the Pinge, {pl.shaft_water} in the shaft. At the end "
                    f"{r.water_free} is free and each further costs {-r.water_further} VP.") if total else \
                "No pit water here."
        if kind == "wood":
            area = key[2]
            return (f"Wood field of the {area}: drag wood from your farm here during your execution; it fills "
                    "the next empty field from the left and opens the coal behind it."
                    + (" The tunnel takes wood only once the Pinge is exhausted." if area == "tunnel" else ""))
        if kind == "slot":
            return ("Storage slot: drag food, wood or coal from your farm here (click to empty it). What is not "
                    "stored goes back to the supply when you confirm.")
        if kind == "phase":
            ph = r.comps.year_wheel.phases[key[1]]
            return {
                "pit_water": f"Pit water phase: every player without the Bucket gets {r.water_per_phase} pit water "
                             "(into the Pinge, or the shaft once it is exhausted).",
                "spring": "Spring: an action phase (take disks, plan, execute).",
                "summer": f"Summer: an action phase; a farmer who makes food gets {r.summer_food} extra.",
                "autumn": "Autumn: an action phase.",
                "winter": "Winter: coal in the farm scores, the lease is paid (or debts taken), then each player "
                          "stores what the farm and buildings keep.",
            }.get(ph, ph)
        if kind == "year":
            return f"Year {state.year} of {r.years}."
        if kind == "lease":
            parts = []
            for y in sorted(r.lease):
                f, t = r.lease[y]
                bits = [b for b in (f"{f} food" if f else "", f"{t} Thaler" + ("s" if t != 1 else "") if t else "") if b]
                parts.append(f"year {y}: " + " and ".join(bits))
            return "The lease, paid in winter: " + "; ".join(parts) + ". Each unit you cannot pay becomes a debt."
        if kind in ("order", "emblem"):
            p = key[1]
            pos = state.order.index(p) + 1
            return f"{names[p]}: {pos}. in turn order, {state.players[p].vp} VP."
        if kind in ("track", "score"):
            from game.haspelknecht.table.projection import (
                projection_text,  # the engine's projection and its breakdown
            )
            return projection_text(state, key[1], names[key[1]])
        if kind == "assist":
            level = key[1]
            order = ", ".join(str(v) for v in r.vp_by_order[level])
            pay = " or ".join(RESOURCES[x] for x in r.distant_payment[level])
            return (f"Level {level} tiles: the 1st, 2nd, ... owner scores {order} VP."
                    + (f" A distant development pays the top owner 1 {pay}." if pay else ""))
        if kind == "farmyard":
            return "Your farm: food, wood and coal, Thalers and debts, and the disks you took this phase."
        if kind == "log":
            return None
    except (KeyError, IndexError, ValueError, AttributeError):
        return None
    return None


def worker_names() -> tuple[str, ...]:
    return WORKERS
