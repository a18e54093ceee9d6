"""Tooltips: what a tile, worker, pool, building, marker or field does, in the game's terms.

Every number comes from the component data (through the compiled rules); nothing here holds a
game value of its own.
"""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext, pgettext
from game.haspelknecht.queries import farm_left, usable_marker
from game.haspelknecht.rules import COLOURS, RESOURCES
from game.haspelknecht.words import (
    amount,
    and_list,
    disks,
    item_word,
    list_sep,
    or_list,
    resource_word,
    worker_word,
)

# Texts are looked up each time a tooltip is built, so they follow a language switch. Where a
# sentence would take a word from a short list (a symbol, a colour), each word has its own sentence.
COST_COLOURS = {"Y": "yellow", "B": "brown", "K": "black", "G": "any"}
SYMBOL_NAMES = {"F": N_("fork"), "P": N_("hammer-and-pick"), "H": N_("building")}
_TILE_SYMBOL_END = {"F": N_("End: 1 VP per fork symbol you own."),
                    "P": N_("End: 1 VP per hammer-and-pick symbol you own."),
                    "H": N_("End: 1 VP per building symbol you own.")}
_TUNNEL_SYMBOL_END = {"W": N_("End: 1 VP per emptied tunnel section with a wheelbarrow."),
                      "L": N_("End: 1 VP per emptied tunnel section with an oil lamp."),
                      "R": N_("End: 1 VP per emptied tunnel section with a lorry.")}
_DISK_MARKER = {"yellow": N_("Action marker: placed on a worker while planning, it counts as a yellow disk (from "
                             "the phase after you gain it). Unused at the end it scores."),
                "brown": N_("Action marker: placed on a worker while planning, it counts as a brown disk (from "
                            "the phase after you gain it). Unused at the end it scores."),
                "black": N_("Action marker: placed on a worker while planning, it counts as a black disk (from "
                            "the phase after you gain it). Unused at the end it scores.")}
_MILL_MODE = {("yellow", False): N_("exactly {n} yellow disks give {gain}"),
              ("yellow", True): N_("exactly {n} yellow disks give {gain} and {vp} VP"),
              ("brown", False): N_("exactly {n} brown disks give {gain}"),
              ("brown", True): N_("exactly {n} brown disks give {gain} and {vp} VP"),
              ("black", False): N_("exactly {n} black disks give {gain}"),
              ("black", True): N_("exactly {n} black disks give {gain} and {vp} VP")}
_STORED_SCORES = {"food": N_("food stored scores {n} VP"), "wood": N_("wood stored scores {n} VP"),
                  "coal": N_("coal stored scores {n} VP")}


def _gain_text(gain: dict) -> str:
    return and_list(amount(res, n, coin="Thaler") for res, n in gain.items() if n)


def cost_text(cost: list[str]) -> str:
    counts: dict[str, int] = {}
    for letter in cost:
        counts[letter] = counts.get(letter, 0) + 1
    parts = list_sep().join(disks(COST_COLOURS[c], n) for c, n in counts.items())
    return ngettext("{n} disk: {parts}", "{n} disks: {parts}", len(cost)).format(n=len(cost), parts=parts)


def effect_lines(tile) -> list[str]:
    """Plain sentences for a tile's effect, built from its data."""
    return [text for _part, text in effect_parts(tile)]


def effect_parts(tile) -> list[tuple[str, str]]:
    """(part, sentence) for a tile's effect: part is "marker", "building" or "effect", so a marker's
    or a building's tooltip picks its own sentences without reading them."""
    eff = tile.effect
    out: list[tuple[str, str]] = []

    def add(text: str, part: str = "effect") -> None:
        out.append((part, text))

    if eff.gain:
        add(_("Gain {goods} at once.").format(goods=_gain_text(eff.gain)))
    if eff.pit_water < 0:
        add(ngettext("Remove {n} pit water at once.", "Remove {n} pit water at once.", -eff.pit_water).format(
            n=-eff.pit_water))
    elif eff.pit_water > 0:
        add(ngettext("Take {n} pit water.", "Take {n} pit water.", eff.pit_water).format(n=eff.pit_water))
    if eff.shaft_coal:
        add(ngettext("{n} coal from the supply go into your shaft (even while the Pinge is worked).",
                     "{n} coal from the supply go into your shaft (even while the Pinge is worked).",
                     eff.shaft_coal).format(n=eff.shaft_coal))
    if eff.choice:
        opts = []
        for o in eff.choice.options:
            bits = []
            if o.pay:
                bits.append(_("pay {goods}").format(goods=_gain_text(o.pay)))
            if o.gain:
                bits.append(_("gain {goods}").format(goods=_gain_text(o.gain)))
            if o.pit_water:
                bits.append(ngettext("take {n} pit water", "take {n} pit water", o.pit_water).format(n=o.pit_water))
            if o.excavate:
                bits.append(_("move one accessible coal (Pinge to farm)") if o.excavate == "pinge"
                            else _("move one accessible coal (tunnel to shaft)"))
            opts.append(f"({o.id}) " + list_sep().join(bits))
        # TRANSLATORS: between a tile's options ("(a) gain 3 wood; or (b) gain 1 Thaler")
        options = pgettext("options", "; or ").join(opts)
        add((_("You may choose: {options}.") if eff.choice.optional else _("Choose: {options}.")).format(
            options=options))
    if eff.marker:
        m = eff.marker
        if m.use == "disk":
            add(_(_DISK_MARKER[m.colour]), "marker")
        elif m.use == "remove_pit_water":
            add(_("Action marker: during your execution remove {n} pit water and score {vp} VP.").format(
                n=m.pit_water, vp=m.vp), "marker")
        elif m.use == "haspelknecht":
            add(_("Action marker: your Haspelknecht works up to {n} more actions without pay, your choice each "
                  "(from the next phase, and like him only from the action phase after your Pinge is "
                  "exhausted).").format(n=m.actions), "marker")
        elif m.use == "swap_pools":
            add(_("Action marker: on your turn to take disks, swap a reserve disk with a disk of another colour in "
                  "that action pool (from the next phase)."), "marker")
    if eff.building:
        b = eff.building
        if b.kind == "storage":
            for slot in b.slots:
                acc = or_list(resource_word(res).translated() for res in slot.accepts)
                vp = list_sep().join(_(_STORED_SCORES[res]).format(n=v) for res, v in slot.vp.items() if v)
                add((_("Building: in winter it keeps 1 {goods}; {scores}.").format(goods=acc, scores=vp) if vp
                     else _("Building: in winter it keeps 1 {goods}.").format(goods=acc)), "building")
        elif b.kind == "charcoal_burner":
            add(_("Building: once per action phase, from the phase after it is built, turn {wood} wood from your "
                  "farm into {coal} coal and score {vp} VP.").format(wood=b.wood, coal=b.coal, vp=b.vp), "building")
        elif b.kind == "water_mill":
            modes = [_(_MILL_MODE[m.colour, bool(m.vp)]).format(n=m.disks, gain=_gain_text(m.gain), vp=m.vp)
                     for m in b.modes]
            # TRANSLATORS: between the Water Mill's modes
            add(_("Building with a worker field (from the next phase): {modes}.").format(
                modes=pgettext("modes", "; ").join(modes)), "building")
    if eff.improved_farmhand:
        add(_("Your farmhand becomes the improved farmhand: any disks, and he may develop like the farmer."))
    if eff.no_pit_water_phases:
        add(_("You get no pit water in the pit water phases."))
    if eff.end_bonus:
        eb = eff.end_bonus
        if eb.per_tunnel_symbol:
            add(_(_TUNNEL_SYMBOL_END[eb.per_tunnel_symbol]))
        else:
            add(_(_TILE_SYMBOL_END[eb.per_tile_symbol]))
    if eff.winter_vp_per_coal:
        add(_("Winter: each coal in your farm scores {n} VP instead of the coal chart.").format(
            n=eff.winter_vp_per_coal))
    return out


def tile_text(state, tile_no: int, names: list[str]) -> str:
    r = state.rules
    info = r.tiles[tile_no]
    tile = info.tile
    lines = [_("{number} {name} (level {level})").format(number=tile_no, name=_(tile.name), level=tile.level),
             _("Cost: {cost}.").format(cost=cost_text(tile.cost))]
    if tile.symbols:
        lines.append(_("Symbols: {symbols}.").format(symbols=list_sep().join(_(SYMBOL_NAMES[s]) for s in tile.symbols)))
    lines += effect_lines(tile)
    stack = state.stacks.get(tile_no, [])
    order = r.vp_by_order[info.level]
    nxt = order[len(stack)] if len(stack) < len(order) else 0
    if stack:
        lines.append(_("Owners (first to last): {owners}. The next owner scores {n} VP.").format(
            owners=list_sep().join(names[o] for o in stack), n=nxt))
    else:
        lines.append(_("Nobody owns it yet; the first owner scores {n} VP.").format(n=nxt))
    if info.level > 1:
        pay = or_list(resource_word(RESOURCES[x]).translated() for x in r.distant_payment[info.level])
        lines.append(_("Open to you next to a tile you own; otherwise only once someone owns it, paying its top "
                       "owner 1 {goods} from your farm.").format(goods=pay))
    else:
        lines.append(_("Level 1: open to everyone."))
    return "\n".join(lines)


def worker_text(state, p, w: str) -> str:
    r = state.rules
    pl = state.players[p]
    if w == "farmer":
        return _("Farmer: any disks. One colour: yellow makes food, brown makes wood, black mines (each black disk "
                 "removes up to {removes} pit water in the Pinge or digs {digs} accessible coal). Disks matching a "
                 "tile's cost exactly can develop it instead. In summer a farmer who makes food gets {summer} more. "
                 "If farmer and farmhand do the same kind of work, the one run second gets {synergy} extra disk. A "
                 "player can own at most {most} developments (one player disk marks each).").format(
            removes=r.black_removes, digs=r.black_excavates, summer=r.summer_food, synergy=r.synergy,
            most=r.max_developments)
    if w == "farmhand":
        if pl.improved:
            return _("Improved farmhand: any disks, and he may develop like the farmer. One colour makes food, "
                     "wood or mines. No summer bonus.")
        return _("Farmhand: disks of one colour only: yellow food, brown wood, black mining. He cannot develop "
                 "(the Pickaxe improves him). No summer bonus.")
    if w == "coal_digger":
        return _("Coal-digger (while the Pinge is worked): paid with exactly 1 {pay}. {actions} automatic actions: "
                 "while the Pinge holds {block}+ pit water he removes {removes}, otherwise he digs 1 accessible coal; "
                 "an action with nothing to do is lost.").format(
            pay=_pay(r.digger_pay), actions=r.digger_actions, block=r.pinge_block, removes=r.digger_removes)
    if w == "coal_miner":
        return _("Coal-miner (once the Pinge is exhausted): paid with exactly 1 {pay}. He digs up to {actions} "
                 "accessible tunnel coal into the shaft (not with {block}+ pit water in the shaft).").format(
            pay=_pay(r.miner_pay), actions=r.miner_actions, block=r.shaft_block_dig)
    if w == "haspelknecht":
        return _("Haspelknecht (once the Pinge is exhausted): paid with exactly 1 {pay}. {actions} actions: remove "
                 "{removes} pit water from the shaft or reel 1 coal up to the farm, your choice each time; you may "
                 "stop early (coal left in the shaft stays there, also over the winter). While the shaft holds "
                 "{block}+ pit water he must bail before reeling.").format(
            pay=_pay(r.haspel_pay), actions=r.haspel_actions, removes=r.haspel_removes, block=r.shaft_block_reel)
    if w == "water_mill":
        mill = next((t for t in pl.buildings if r.tiles[t].tile.effect.building and
                     r.tiles[t].tile.effect.building.kind == "water_mill"), None)
        if mill is None:
            mill = next((t for t in r.tiles if r.tiles[t].tile.effect.building and
                         r.tiles[t].tile.effect.building.kind == "water_mill"), None)
        if mill is not None:
            return _("Water Mill field. {effect}").format(effect=" ".join(effect_lines(r.tiles[mill].tile)))
    return w


def _pay(items) -> str:
    """A contract worker's payment: "food or thaler or yellow" (sorted by the English ids)."""
    return or_list(item_word(x).translated() for x in sorted(items))


def pool_text(state, pid: int, colour: str | None = None) -> str:
    r = state.rules
    i = r.pools.index(pid)
    pool = state.pools[i]
    lines = [_("Action pool {pool}: {disks}.").format(pool=pid, disks=_disk_list(pool, pgettext("disks", "empty")))]
    lines.append(_("First take: all disks of one colour from one pool (compulsory while any are left). Second take "
                   "(only with fewer than {max}): one colour from one pool, up to {max} in all.").format(max=r.max_disks))
    if r.pool_water[i]:
        lines.append(_("Water symbol: the first take here also brings {n} pit water.").format(n=r.water_pool_pit_water))
    lines.append(_("Turn order afterwards: lowest first-take value first ({values}).").format(
        values=list_sep().join(_(_VALUE[c]).format(n=v)
                               for c, v in zip(COLOURS, r.turn_value, strict=True))))
    if colour in _DRAG:
        lines.insert(1, _(_DRAG[colour]))
    return "\n".join(lines)


_VALUE = {"yellow": N_("yellow {n}"), "brown": N_("brown {n}"), "black": N_("black {n}")}
_DRAG = {"yellow": N_("Drag the yellow disks onto your farm (or click them) to take them."),
         "brown": N_("Drag the brown disks onto your farm (or click them) to take them."),
         "black": N_("Drag the black disks onto your farm (or click them) to take them.")}


def _plan_item(r, item: str) -> str:
    """A piece on a worker: its colour or good, or the marker's tile name."""
    if item.startswith("marker:") and int(item[7:]) in r.tiles:
        return _(r.tiles[int(item[7:])].name)
    return item_word(item).translated()


def _disk_list(counts, empty: str) -> str:
    """"2 yellow, 1 black" (the colours present), or `empty`."""
    return list_sep().join(disks(c, n) for c, n in zip(COLOURS, counts, strict=True) if n) or empty


_PHASES = {"spring": N_("Spring: an action phase (take disks, plan, execute)."),
           "autumn": N_("Autumn: an action phase."),
           "winter": N_("Winter: coal in the farm scores, the lease is paid (or debts taken), then each player "
                        "stores what the farm and buildings keep.")}


def region_text(key: tuple, state, names: list[str]) -> str | None:
    """The tooltip for a hit region, or None."""
    r = state.rules
    kind = key[0]
    try:
        if kind == "tile":
            return tile_text(state, key[1], names)
        if kind == "owned":
            return tile_text(state, key[2], names)
        if kind == "owned_more":
            tiles = list_sep().join(f"{t} {_(r.tiles[t].name)}" for t in state.players[key[1]].owned)
            return _("Development tiles: {tiles}. Press on the board to see it large.").format(tiles=tiles)
        if kind == "worker":
            return worker_text(state, key[1], key[2])
        if kind == "plan":
            return _("{item} on the {worker}: drag it back to the farm (or click it) to take it back while "
                     "planning.").format(item=_plan_item(r, key[3]), worker=worker_word(key[2]).translated())
        if kind in ("pool", "poolarea"):
            return pool_text(state, key[1], key[2] if kind == "pool" else None)
        if kind in ("reserve", "reservearea"):
            i = r.pools.index(key[1])
            return _("Reserve of pool {pool}: {disks}. At the next refill these disks join the action pool, then "
                     "{draw} new disks are drawn onto the reserve and the action pools are filled up to "
                     "{fill}.").format(pool=key[1], disks=_disk_list(state.reserves[i], pgettext("disks", "empty")),
                                       draw=r.reserve_draw, fill=r.action_fill)
        if kind == "bag":
            b = list_sep().join(disks(c, n) for c, n in zip(COLOURS, state.bag, strict=True))
            return _("The bag: {disks}. All players' disks go back into it at every refill.").format(disks=b)
        if kind == "marker":
            tile = r.tiles[key[2]]
            pl = state.players[key[1]]
            now = usable_marker(state, pl, key[2])
            head = (_("{name} marker (usable now).") if now else _("{name} marker (usable from the next phase).")
                    ).format(name=_(tile.name))
            said = " ".join(text for part, text in effect_parts(tile.tile) if part == "marker")
            return f"{head} {said} " + _("Unused at the end: {vp} VP.").format(vp=r.unused_marker)
        if kind == "building":
            tile = r.tiles[key[2]]
            said = " ".join(text for part, text in effect_parts(tile.tile) if part == "building")
            return f"{_(tile.name)}. {said}"
        if kind == "farm":
            res = key[2]
            pl = state.players[key[1]]
            n = farm_left(pl)[RESOURCES.index(res)]
            if res == "food":
                return ngettext("{n} food in the farm. Food pays the lease in winter and can pay contract workers. "
                                "In winter only stored goods stay.",
                                "{n} food in the farm. Food pays the lease in winter and can pay contract workers. "
                                "In winter only stored goods stay.", n).format(n=n)
            if res == "wood":
                return ngettext("{n} wood in the farm. Wood goes on the next empty wood field of the Pinge during "
                                "your execution (of the tunnel once the Pinge is exhausted); coal right of an empty "
                                "wood field cannot be reached. In winter only stored goods stay.",
                                "{n} wood in the farm. Wood goes on the next empty wood field of the Pinge during "
                                "your execution (of the tunnel once the Pinge is exhausted); coal right of an empty "
                                "wood field cannot be reached. In winter only stored goods stay.", n).format(n=n)
            # TRANSLATORS: "n coal score n-1 VP": n stands for any number of coal
            return ngettext("{n} coal in the farm. Coal in the farm scores in winter: fewer than {min} nothing, n coal "
                            "score n{offset} VP. In winter only stored goods stay.",
                            "{n} coal in the farm. Coal in the farm scores in winter: fewer than {min} nothing, n coal "
                            "score n{offset} VP. In winter only stored goods stay.", n).format(
                n=n, min=r.coal_min, offset=f"{r.coal_offset:+d}")
        if kind == "thaler":
            pl = state.players[key[1]]
            table = "/".join(str(v) for v in r.thaler_table[1:])
            counts = "/".join(str(n) for n in range(1, len(r.thaler_table)))
            return _("{n} Thalers. They pay the lease and contract workers. At the end {counts} Thalers score "
                     "{table} VP, +{further} per further Thaler.").format(n=pl.thalers, counts=counts, table=table,
                                                                          further=r.thaler_further)
        if kind == "debts":
            pl = state.players[key[1]]
            return _("{n} debts: one for each food or Thaler of the lease you could not pay. At the end the first "
                     "costs {first} VP, each further {further} VP.").format(n=pl.debts, first=-r.debt_first,
                                                                            further=-r.debt_further)
        if kind in ("cart", "cartarea"):
            pl = state.players[key[1]]
            return _("Disks taken and not yet placed: {disks}. While planning drag them onto your workers; disks "
                     "left over go back to the bag at the next refill.").format(
                disks=_disk_list(pl.cart, pgettext("disks", "none")))
        if kind == "pinge":
            pl = state.players[key[1]]
            if pl.exhausted:
                return _("The Pinge is exhausted: the Coal-miner and Haspelknecht tile covers it. Their fields take "
                         "one payment each while planning.")
            bonus = list_sep().join(_("year {year}: {vp} VP").format(year=y, vp=v) for y, v in sorted(r.pinge_bonus.items()))
            return _("The Pinge: {left} of {total} coal left, dug left to right. Coal right of an empty wood field "
                     "cannot be reached. {block}+ pit water stops digging. All coal out gives a bonus ({bonus}), then "
                     "its pit water moves to the shaft.").format(left=r.pinge_coal - pl.pinge_taken, total=r.pinge_coal,
                                                                 block=r.pinge_block, bonus=bonus)
        if kind == "tunnel" or kind == "section":
            pl = state.players[key[1]]
            vp = list_sep().join(str(v) for v in r.tunnel_vp)
            return _("The tunnel: {left} of {total} coal left, worked once the Pinge is exhausted. Each section needs "
                     "its wood first (wood goes in only once the Pinge is exhausted); dug coal goes into the shaft. "
                     "{block}+ pit water in the shaft stops digging. Emptied sections score at the end ({vp} VP), "
                     "with bonuses for their symbols.").format(left=r.tunnel_coal - pl.tunnel_taken,
                                                               total=r.tunnel_coal, block=r.shaft_block_dig, vp=vp)
        if kind == "shaft":
            pl = state.players[key[1]]
            return _("The shaft: {coal} coal, {water} pit water. Only the Haspelknecht (and tiles or markers that "
                     "remove pit water) bail it; {block}+ pit water stops reeling.").format(
                coal=pl.shaft_coal, water=pl.shaft_water, block=r.shaft_block_reel)
        if kind == "water":
            pl = state.players[key[1]]
            total = pl.pinge_water + pl.shaft_water
            return _("Pit water: {pinge} in the Pinge, {shaft} in the shaft. At the end {free} is free and each "
                     "further costs {cost} VP.").format(pinge=pl.pinge_water, shaft=pl.shaft_water, free=r.water_free,
                                                       cost=-r.water_further) if total else _("No pit water here.")
        if kind == "wood":
            if key[2] == "tunnel":
                return _("Wood field of the tunnel: drag wood from your farm here during your execution; it fills the "
                         "next empty field from the left and opens the coal behind it. The tunnel takes wood only once "
                         "the Pinge is exhausted.")
            return _("Wood field of the Pinge: drag wood from your farm here during your execution; it fills the next "
                     "empty field from the left and opens the coal behind it.")
        if kind == "slot":
            return _("Storage slot: drag food, wood or coal from your farm here (click to empty it). What is not "
                     "stored goes back to the supply when you confirm.")
        if kind == "phase":
            ph = r.comps.year_wheel.phases[key[1]]
            if ph == "pit_water":
                return _("Pit water phase: every player without the Bucket gets {n} pit water (into the Pinge, or the "
                         "shaft once it is exhausted).").format(n=r.water_per_phase)
            if ph == "summer":
                return _("Summer: an action phase; a farmer who makes food gets {n} extra.").format(n=r.summer_food)
            return _(_PHASES[ph]) if ph in _PHASES else ph
        if kind == "year":
            return _("Year {year} of {years}.").format(year=state.year, years=r.years)
        if kind == "lease":
            parts = []
            for y in sorted(r.lease):
                f, t = r.lease[y]
                bits = and_list(amount(res, n, coin="Thaler") for res, n in (("food", f), ("thaler", t)) if n)
                parts.append(_("year {year}: {goods}").format(year=y, goods=bits))
            # TRANSLATORS: between the years of the lease
            return _("The lease, paid in winter: {years}. Each unit you cannot pay becomes a debt.").format(
                years=pgettext("years", "; ").join(parts))
        if kind in ("order", "emblem"):
            p = key[1]
            pos = state.order.index(p) + 1
            return _("{name}: {place}. in turn order, {vp} VP.").format(name=names[p], place=pos,
                                                                         vp=state.players[p].vp)
        if kind in ("track", "score"):
            from game.haspelknecht.table.projection import (
                projection_text,  # the engine's projection and its breakdown
            )
            return projection_text(state, key[1], names[key[1]])
        if kind == "assist":
            level = key[1]
            order = list_sep().join(str(v) for v in r.vp_by_order[level])
            pay = or_list(resource_word(RESOURCES[x]).translated() for x in r.distant_payment[level])
            if pay:
                return _("Level {level} tiles: the 1st, 2nd, ... owner scores {order} VP. A distant development pays "
                         "the top owner 1 {goods}.").format(level=level, order=order, goods=pay)
            return _("Level {level} tiles: the 1st, 2nd, ... owner scores {order} VP.").format(level=level, order=order)
        if kind == "farmyard":
            return _("Your farm: food, wood and coal, Thalers and debts, and the disks you took this phase.")
        if kind == "log":
            return None
    except (KeyError, IndexError, ValueError, AttributeError):
        return None
    return None

