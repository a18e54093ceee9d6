"""Why the Normal bot's move is a good one: the one short sentence shown with a hint.

game.core.hints asks the Normal bot for a move and then `reason(state, player, action)` here. The
reason is read from what the bot itself weighs (bots/heuristic.evaluate: the lease still short,
coal in the farm for the winter, wood for access, progress in the Pinge, pit water, what the
developments give) by comparing the position before the move with the position after it:

* a take: the best plan the cart allows after the take, carried out, against the same plan without
  the disks taken (what those disks will do in it, and by which worker): the sentence is about the
  disks, never about something the rest of the plan does (brown disks do not bail a flooded Pinge);
* a placement: the bot's whole intended plan (bots/macro.best_plan) carried out, against the same
  plan without this worker's share (what this worker will do); confirming: the plan against none;
* a step of the execution: the step and the decisions it opens, made as the bot makes them.

The comparison names the biggest gain, weighted roughly as the evaluation weighs it. Everything
runs on the seat's view (policy.sandbox), so a reason never tells what the seat cannot see. Every
sentence is whole and translated now (the hint is drawn at once). No pygame.
"""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.haspelknecht.actions import Action
from game.haspelknecht.bots import macro, policy
from game.haspelknecht.bots.heuristic import DEFAULT
from game.haspelknecht.engine import apply_action, legal_actions
from game.haspelknecht.planning import item_index
from game.haspelknecht.queries import pinge_flooded, reeling_blocked, storage_slots
from game.haspelknecht.rules import COAL, COLOURS, FOOD, WOOD, WORKERS
from game.haspelknecht.words import resource_word, worker_word

# Rough worth of each kind of gain, in points, as the evaluation counts them (heuristic.Weights):
# a unit of lease short is a debt (1-2 VP) and more; a flooded Pinge stops all digging.
_LEASE = 2.0
_FLOODED = 3.0
_WATER = DEFAULT.water
_COAL = DEFAULT.coal_early
_WOOD = DEFAULT.wood_needed
_OPEN = 1.0
_EXHAUSTED = 3.0
_TUNNEL = DEFAULT.pinge_progress
_THALER = 1.0
_FOOD = DEFAULT.food_surplus
_TILE = 1.5        # a development: its VP now and what it gives later


def reason(state, player: int, action: Action) -> str:
    """One sentence saying why `action` suits `player` now (a general one when nothing stands out)."""
    text = _fixed(state, player, action)
    if text is None and action.kind == "take":
        text = _take(state, player, action)
    elif text is None:
        pair = _before_after(state, player, action)
        if pair is not None:
            text = _biggest_gain(state, player, *pair)
    # TRANSLATORS: a hint's reason when no single thing stands out: the bot weighed everything
    return text or _("Of all your moves, this one does most for your final score in the Normal bot's "
                     "estimate.")


# --- moves whose reason needs no comparison ----------------------------------------------------

def _fixed(state, me: int, action: Action) -> str | None:
    p = state.players[me]
    kind = action.kind
    if kind == "return_pit_water":
        return _("Give the pit water back: it would cost a point at the end, and two in the Pinge stop "
                 "all digging.")
    if kind == "pass":
        return _("More disks would not improve your plan for this season.")
    if kind == "oil_lamp":
        # the bot scores a swap as the take of the swapped-in disks (bots/normal.score_takes)
        return _("Then take the disks it swaps in: no other take is worth as much to you.")
    if kind == "retrieve":
        return _("This piece serves your plan better somewhere else.")
    if kind == "end_turn":
        return _("Your workers have done all that helps this season: end your turn.")
    if kind == "confirm_storage":
        return _("What is worth keeping is stored; whatever else is in your farm is lost now.")
    if kind == "unstore":
        return _("This storage place is better used for another good.")
    if kind == "store":
        return _store(state, p, action)
    if kind == "dig" and action.args[0] == "water" and pinge_flooded(state, p):
        return _("The Pinge is flooded: bail first, or no coal can be dug there.")
    if kind == "reel":
        choice = action.args[0]
        if choice == "water" and reeling_blocked(state, p):
            return _("The shaft is flooded: bail it first, or no coal can be reeled up.")
        if choice == "stop":
            return _("Leave the rest in the shaft: it stays there over the winter, and more coal in the farm "
                     "would score nothing now.")
    if kind == "develop":
        return _tile_sentence(state, action.args[1])
    return None


def _store(state, p, action: Action) -> str:
    slot_id, res = action.args
    vp = 0
    for slot in storage_slots(state, p):
        if slot.slot_id == slot_id:
            vp = slot.vp[("food", "wood", "coal").index(res)]
    if vp:
        # TRANSLATORS: a hint's reason in winter storage; {resource} is food, wood or coal
        return ngettext("Stored here, this {resource} scores {n} VP now and stays for next year.",
                        "Stored here, this {resource} scores {n} VP now and stays for next year.",
                        vp).format(resource=resource_word(res).translated(), n=vp)
    return _("Stored, this {resource} stays in your farm for next year; what is not stored is lost.").format(
        resource=resource_word(res).translated())


def _tile_sentence(state, tile: int) -> str:
    info = state.rules.tiles[tile]
    eff = info.tile.effect
    name = _(info.name)
    if eff.improved_farmhand:
        # TRANSLATORS: a hint's reason; {tile} is a development tile's name (Pickaxe, Barn, ...)
        return _("{tile} improves your farmhand: from now on he can take developments too.").format(tile=name)
    if eff.building is not None and eff.building.kind == "storage":
        return _("{tile} is a building with winter storage: it keeps goods into the next year, and some "
                 "score there.").format(tile=name)
    if eff.building is not None:
        return _("{tile} is a building: it works for you in every later season.").format(tile=name)
    if eff.no_pit_water_phases:
        return _("{tile} keeps the pit water phases away from your mine for the rest of the game.").format(tile=name)
    if eff.winter_vp_per_coal:
        return _("{tile} makes every coal in your farm score in each winter.").format(tile=name)
    if eff.end_bonus is not None:
        return _("{tile} scores again at the end of the game, the more the better you do.").format(tile=name)
    if eff.marker is not None:
        return _("{tile} gives an action marker: an extra action when you need it.").format(tile=name)
    if eff.gain.get("thaler"):
        return _("{tile} brings a Thaler at once, for a later lease or the end scoring.").format(tile=name)
    return _("{tile} scores now and gives you its effect at once.").format(tile=name)


# --- before and after ------------------------------------------------------------------------------

def _ctx() -> policy.Ctx:
    return policy.Ctx(w=DEFAULT, bits=0)


def _before_after(state, me: int, action: Action):
    kind = action.kind
    ctx = _ctx()
    if kind == "place" or kind == "confirm_plan":
        base = macro.unplanned(state, me)
        p = state.players[me]
        placed = tuple((w, item) for w, items in enumerate(p.plan) for item, n in enumerate(items)
                       for _i in range(n))
        without: tuple[tuple[int, int], ...]
        if kind == "confirm_plan":
            target, without = placed, ()
        else:
            w, item = WORKERS.index(action.args[0]), item_index(state, action.args[1])
            target, _v = macro.best_plan(state, me, ctx)
            if (w, item) not in target:    # not the bot's plan: the plan as it will stand after this move
                target = (*placed, (w, item))
            without = tuple(pl for pl in target if pl[0] != w)
        return macro.simulate_plan(base, me, without, ctx), macro.simulate_plan(base, me, target, ctx)
    if state.stage in ("execute",) or state.pending is not None:
        before = policy.sandbox(state, ctx.bits)
        after = policy.sandbox(state, ctx.bits)
        apply_action(after, action)
        for _i in range(20):   # the decisions the step opens, made as the bot makes them
            if after.stage != "execute" or after.current != me or after.pending is None:
                break
            apply_action(after, policy.exec_choice(after, legal_actions(after), ctx))
        return before, after
    return None


def _take(state, me: int, action: Action) -> str | None:
    """What the disks of a take will do: the best plan the cart allows after the take, carried out,
    against the same plan with those disks left out; said of the worker that uses most of them.
    None when the plan has no use for them (the general reason is given then)."""
    ctx = _ctx()
    cart, water = macro.take_result(state, me, action)
    colour = COLOURS.index(action.args[1])
    taken = cart[colour] - state.players[me].cart[colour]
    s = macro.cart_sandbox(state, me, cart, water, ctx)
    target, _v = macro.best_plan(s, me, ctx)
    # leave out the last `taken` disks of that colour the plan places (the cart's earlier disks of
    # the colour keep their places)
    out = [j for j, (_w, item) in enumerate(target) if item == colour][-taken:] if taken else []
    if not out:
        return None
    base = macro.unplanned(s, me)
    after = macro.simulate_plan(base, me, target, ctx)
    # worker by worker: what its share of the disks does (the farmer's pay for a development, the
    # farmhand's make wood), so the sentence names the worker that does it
    best = None
    for w in sorted({target[j][0] for j in out}):
        mine = [j for j in out if target[j][0] == w]
        before = macro.simulate_plan(base, me, tuple(pl for j, pl in enumerate(target) if j not in mine), ctx)
        gain = _gains(state, me, before, after, WORKERS[w])
        if gain is not None and (best is None or (gain[0], len(mine)) > best[0]):
            best = ((gain[0], len(mine)), gain[1])
    return best[1] if best else None


def _biggest_gain(state, me: int, before, after) -> str | None:
    """The sentence for the biggest gain from `before` to `after`."""
    gain = _gains(state, me, before, after)
    return gain[1] if gain else None


def _gains(state, me: int, before, after, worker: str | None = None) -> tuple[float, str] | None:
    """The biggest gain from `before` to `after`: its rough worth and its sentence. With `worker` (a
    take), the sentence says what the disks taken do through that worker, never what the rest of
    the plan does."""
    r = state.rules
    a, b = after.players[me], before.players[me]
    found: list[tuple[float, str]] = []
    who = worker_word(worker).translated() if worker else ""

    # the lease of this year's winter (R23): what is short becomes debt
    if state.stage != "storage":
        lf, lt = r.lease[state.year]
        short_b = max(0, lf - b.farm[FOOD]) + max(0, lt - b.thalers)
        short_a = max(0, lf - a.farm[FOOD]) + max(0, lt - a.thalers)
        if short_a < short_b:
            if short_a == 0 and worker:
                # TRANSLATORS: a hint's reason for taking disks; {worker} is the worker that uses them
                text = _("With these disks your {worker} makes what your winter lease needs: no debt this "
                         "winter.").format(worker=who)
            elif short_a == 0:
                text = _("This pays your lease: without it you would take a debt this winter.")
            elif worker:
                text = ngettext("With these disks your {worker} makes part of your winter lease; {n} food or "
                                "Thaler is still missing.",
                                "With these disks your {worker} makes part of your winter lease; {n} food or "
                                "Thalers are still missing.", short_a).format(worker=who, n=short_a)
            else:
                text = ngettext("This helps with your lease, but {n} food or Thaler is still missing for "
                                "this winter.",
                                "This helps with your lease, but {n} food or Thalers are still missing for "
                                "this winter.", short_a).format(n=short_a)
            found.append((_LEASE * (short_b - short_a), text))

    # pit water (R14, R25)
    if pinge_flooded(before, b) and not pinge_flooded(after, a):
        found.append((_FLOODED, _("With these disks your {worker} bails the flooded Pinge, so coal can be dug "
                                  "there again.").format(worker=who) if worker else
                      _("The Pinge is flooded: bail first, or no coal can be dug there.")))
    elif reeling_blocked(before, b) and not reeling_blocked(after, a) and b.shaft_coal:
        found.append((_FLOODED, _("With these disks your {worker} bails the flooded shaft, so coal can be "
                                  "reeled up again.").format(worker=who) if worker else
                      _("The shaft is flooded: bail it first, or no coal can be reeled up.")))
    else:
        bailed = (b.pinge_water + b.shaft_water) - (a.pinge_water + a.shaft_water)
        if bailed > 0:
            found.append((_WATER * bailed, ngettext(
                "With these disks your {worker} removes {n} pit water: each one beyond the first costs a "
                "point at the end.",
                "With these disks your {worker} removes {n} pit water: each one beyond the first costs a "
                "point at the end.", bailed).format(worker=who, n=bailed) if worker else ngettext(
                "This removes {n} pit water: each one beyond the first costs a point at the end.",
                "This removes {n} pit water: each one beyond the first costs a point at the end.",
                bailed).format(n=bailed)))

    # developments
    for tile in a.owned:
        if tile not in b.owned:
            found.append((_TILE + a.vp - b.vp, _("These disks pay for {tile}, which your {worker} takes this "
                                                 "season.").format(tile=_(r.tiles[tile].name), worker=who)
                          if worker else _tile_sentence(state, tile)))

    # mining
    if a.exhausted and not b.exhausted:
        found.append((_EXHAUSTED, _("With these disks your {worker} empties the Pinge: a bonus now, and the "
                                    "tunnel from the next season.").format(worker=who) if worker else
                      _("This empties your Pinge: a bonus now, and the Coal-miner and the "
                        "Haspelknecht open the tunnel from the next season.")))
    coal = a.farm[COAL] - b.farm[COAL]
    if coal > 0:
        found.append((_COAL * coal, ngettext(
            "With these disks your {worker} brings {n} coal into your farm: from 3 coal on, the winter "
            "scores them.",
            "With these disks your {worker} brings {n} coal into your farm: from 3 coal on, the winter "
            "scores them.", coal).format(worker=who, n=coal) if worker else ngettext(
            "This brings {n} coal into your farm: from 3 coal on, the winter scores them.",
            "This brings {n} coal into your farm: from 3 coal on, the winter scores them.",
            coal).format(n=coal)))
    tunnel = a.tunnel_taken - b.tunnel_taken
    if tunnel > 0:
        found.append((_TUNNEL * tunnel + 0.5, ngettext(
            "With these disks your {worker} digs {n} coal from the tunnel into the shaft.",
            "With these disks your {worker} digs {n} coal from the tunnel into the shaft.",
            tunnel).format(worker=who, n=tunnel) if worker else ngettext(
            "This digs {n} coal from the tunnel into the shaft, where the Haspelknecht reels it up.",
            "This digs {n} coal from the tunnel into the shaft, where the Haspelknecht reels it up.",
            tunnel).format(n=tunnel)))
    if a.pinge_wood > b.pinge_wood:
        found.append((_OPEN, _("These disks make wood with your {worker}: it opens the next coal in the "
                               "Pinge.").format(worker=who) if worker else
                      _("Wood opens the next coal in the Pinge.")))
    elif a.tunnel_wood > b.tunnel_wood:
        found.append((_OPEN, _("These disks make wood with your {worker}: it opens the next section of the "
                               "tunnel.").format(worker=who) if worker else
                      _("Wood opens the next section of the tunnel.")))
    wood = a.farm[WOOD] - b.farm[WOOD]
    if wood > 0:
        found.append((_WOOD * wood, ngettext(
            "These disks make {n} wood with your {worker}: wood opens the coal behind the wood fields of "
            "your mine.",
            "These disks make {n} wood with your {worker}: wood opens the coal behind the wood fields of "
            "your mine.", wood).format(worker=who, n=wood) if worker else ngettext(
            "This makes {n} wood: wood opens the coal behind the wood fields of your mine.",
            "This makes {n} wood: wood opens the coal behind the wood fields of your mine.",
            wood).format(n=wood)))

    # money and food beyond the lease
    thalers = a.thalers - b.thalers
    if thalers > 0:
        found.append((_THALER * thalers, ngettext(
            "With these disks your {worker} earns {n} Thaler: it pays a later lease, or scores at the end.",
            "With these disks your {worker} earns {n} Thalers: they pay later leases, or score at the end.",
            thalers).format(worker=who, n=thalers) if worker else ngettext(
            "This brings {n} Thaler: it pays a later lease, or scores at the end.",
            "This brings {n} Thalers: they pay later leases, or score at the end.", thalers).format(n=thalers)))
    food = a.farm[FOOD] - b.farm[FOOD]
    if food > 0:
        found.append((_FOOD * food, ngettext(
            "With these disks your {worker} makes {n} food: it pays the contract workers and the next lease.",
            "With these disks your {worker} makes {n} food: it pays the contract workers and the next lease.",
            food).format(worker=who, n=food) if worker else ngettext(
            "This makes {n} food: it pays the contract workers and the next lease, kept in winter storage.",
            "This makes {n} food: it pays the contract workers and the next lease, kept in winter storage.",
            food).format(n=food)))
    vp = a.vp - b.vp
    if vp > 0:
        found.append((0.9 * vp, ngettext("With these disks your {worker} scores {n} VP now.",
                                         "With these disks your {worker} scores {n} VP now.",
                                         vp).format(worker=who, n=vp) if worker else
                      ngettext("This scores {n} VP now.", "This scores {n} VP now.", vp).format(n=vp)))
    if not found:
        return None
    return max(found, key=lambda t: t[0])
