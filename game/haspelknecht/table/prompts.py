"""What Haspelknecht asks now: a title, a hint, and buttons for the engine's choices; plus short
labels for every action (popups, keyboard selection). The bar's pieces are the shell's
(game/ui/prompt_bar.py); this module only says what goes in them.
"""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext
from game.haspelknecht import queries
from game.haspelknecht.actions import Action
from game.haspelknecht.rules import COLOURS, WORKERS
from game.haspelknecht.words import amount, colour_word, decision_word, disks, list_sep, worker_word
from game.ui.prompt_bar import BOT, Prompt, PromptButton, elsewhere_prompt

# Every text is looked up when the prompt is built (each time it is drawn), so a language switch
# shows at once. Sentences that would take a word from a short list are whole messages per word.


def _tile_name(state, tile: int) -> str:
    return f"{tile} {_(state.rules.tiles[tile].name)}"


def _worker(w: str) -> str:
    return worker_word(w).translated()


def option_text(state, tile: int, option: str) -> str:
    if option == "none":
        return _("Neither option")
    eff = state.rules.tiles[tile].tile.effect
    for o in eff.choice.options:
        if o.id == option:
            bits = []
            if o.pay:
                bits.append(_("pay {goods}").format(goods=list_sep().join(amount(r, n) for r, n in o.pay.items())))
            if o.gain:
                bits.append(list_sep().join(amount(r, n, coin="Thaler") for r, n in o.gain.items()))
            if o.pit_water:
                bits.append(ngettext("{n} pit water", "{n} pit water", o.pit_water).format(n=o.pit_water))
            if o.excavate:
                bits.append(_("move a coal from the Pinge") if o.excavate == "pinge" else _("move a coal from the tunnel"))
            return " → ".join(bits[:1] + [list_sep().join(bits[1:])]) if o.pay and len(bits) > 1 else list_sep().join(bits)
    return option


_TAKE = {"yellow": lambda n: ngettext("Take {n} yellow from pool {pool}", "Take {n} yellow from pool {pool}", n),
         "brown": lambda n: ngettext("Take {n} brown from pool {pool}", "Take {n} brown from pool {pool}", n),
         "black": lambda n: ngettext("Take {n} black from pool {pool}", "Take {n} black from pool {pool}", n)}
# an activation's label: worker and kind of work (a permanent worker's modes)
_MODES = {("farmer", "food"): N_("Farmer: make food"), ("farmer", "wood"): N_("Farmer: make wood"),
          ("farmer", "mine"): N_("Farmer: mine"), ("farmer", "idle"): N_("Farmer: nothing to do"),
          ("farmhand", "food"): N_("Farmhand: make food"), ("farmhand", "wood"): N_("Farmhand: make wood"),
          ("farmhand", "mine"): N_("Farmhand: mine"), ("farmhand", "idle"): N_("Farmhand: nothing to do")}
_DEVELOP = {"farmer": N_("Farmer: develop {tile}"), "farmhand": N_("Farmhand: develop {tile}")}
_DEVELOP_PAY = {"farmer": N_("Farmer: develop {tile}, paying {payment} to {owner}"),
                "farmhand": N_("Farmhand: develop {tile}, paying {payment} to {owner}")}
_DIG = {"water": N_("Remove pit water"), "coal": N_("Dig a coal"), "skip": N_("Nothing to dig")}
_REEL = {"coal": N_("Reel up a coal"), "water": N_("Bail the pit water"), "stop": N_("Stop here")}
_STORE = {"food": N_("Store food in {slot}"), "wood": N_("Store wood in {slot}"), "coal": N_("Store coal in {slot}")}


def describe(state, a: Action, names: list[str]) -> str:
    """A short label for an action, for buttons and the keyboard selection."""
    k = a.kind
    if k == "take":
        pool, colour = a.args
        i = state.rules.pools.index(pool)
        n = state.pools[i][COLOURS.index(colour)]
        if state.stage == "take2":
            n = min(n, queries.take_limit(state, state.players[state.current]))   # the second take's cap
        if colour in _TAKE:
            return _TAKE[colour](n).format(n=n, pool=pool)
        return f"{n} {colour} {pool}"
    if k == "oil_lamp":
        pool, give, get = a.args
        return _("Oil Lamp: {give} from reserve {pool} for a {get}").format(
            give=colour_word(give).translated(), pool=pool, get=colour_word(get).translated())
    if k == "return_pit_water":
        return _("Return a pit water")
    if k == "pass":
        return _("Keep the pit water") if state.stage == "r10" else _("Take no more")
    if k == "place":
        w, item = a.args
        return _("Put {item} on the {worker}").format(item=_item(state, item), worker=_worker(w))
    if k == "retrieve":
        w, item = a.args
        return _("Take {item} back from the {worker}").format(item=_item(state, item), worker=_worker(w))
    if k == "confirm_plan":
        return _("Confirm plan")
    if k == "activate":
        w, mode = a.args
        if mode is None:
            return _("Run the {worker}").format(worker=_worker(w))
        return _(_MODES[w, mode]) if (w, mode) in _MODES else f"{w}: {mode}"
    if k == "develop":
        w, tile, pay = a.args
        if not pay:
            return _(_DEVELOP.get(w, N_("Farmer: develop {tile}"))).format(tile=_tile_name(state, tile))
        stack = state.stacks.get(tile, [])
        to = names[stack[-1]] if stack else _("its owner")
        return _(_DEVELOP_PAY.get(w, N_("Farmer: develop {tile}, paying {payment} to {owner}"))).format(
            tile=_tile_name(state, tile), payment=amount(pay, 1), owner=to)
    if k == "dig":
        return _(_DIG[a.args[0]])
    if k == "reel":
        return _(_REEL[a.args[0]])
    if k == "tile_option":
        tile, opt = a.args
        return (f"({opt}) " if opt != "none" else "") + option_text(state, tile, opt)
    if k == "place_wood":
        return _("Wood into the pinge") if a.args[0] == "pinge" else _("Wood into the tunnel")
    if k == "use_marker":
        return _("Use the {name}").format(name=_(state.rules.tiles[a.args[0]].name))
    if k == "burn_charcoal":
        return _("Burn charcoal")
    if k == "end_turn":
        return _("End turn")
    if k == "store":
        slot, res = a.args
        return _(_STORE[res]).format(slot=_slot_name(state, slot))
    if k == "unstore":
        return _("Empty {slot}").format(slot=_slot_name(state, a.args[0]))
    if k == "confirm_storage":
        return _("Confirm storage")
    return str(a)


def describe_decision(state, a: Action, names: list[str]) -> str:
    """A move as the review names it: a confirmed plan says what it held (its button's words,
    "Confirm plan", told a player nothing of the plan the review found costly)."""
    if a.kind != "confirm_plan":
        return describe(state, a, names)
    plan = state.players[state.current].plan
    parts = []
    for worker, items in zip(WORKERS, plan, strict=True):
        held = [_planned(state, i, n) for i, n in enumerate(items) if n]
        if held:
            # TRANSLATORS: one worker's part of a confirmed plan ("Farmer: 2 yellow, 1 food")
            parts.append(_("{worker}: {items}").format(worker=_worker(worker), items=list_sep().join(held)))
    if not parts:
        return _("Confirm an empty plan")
    # TRANSLATORS: a confirmed plan in the review ("Confirm plan: Farmer: 2 yellow · Farmhand: 1 black")
    return _("Confirm plan: {plan}").format(plan=" \u00b7 ".join(parts))


def _planned(state, item: int, n: int) -> str:
    """`n` of a plan's item (the engine's order: the three colours, food, Thaler, then markers)."""
    if item < len(COLOURS):
        return disks(COLOURS[item], n)
    if item == len(COLOURS):
        return amount("food", n)
    if item == len(COLOURS) + 1:
        return amount("thaler", n, coin="Thaler")
    return _(state.rules.tiles[state.rules.disk_markers[item - len(COLOURS) - 2]].name)


def _item(state, item: str) -> str:
    if item.startswith("marker:"):
        return _("the {name}").format(name=_(state.rules.tiles[int(item[7:])].name))
    if item in COLOURS:
        return _({"yellow": N_("a yellow disk"), "brown": N_("a brown disk"), "black": N_("a black disk")}[item])
    if item == "thaler":
        return _("a Thaler")
    # TRANSLATORS: one food piece put on a worker ("Put a food on the Coal-digger")
    return _("a food")


def _slot_name(state, slot: str) -> str:
    owner = slot.split(":")[0]
    if owner == "farm":
        return _("the farm")
    return _("the {name}").format(name=_(state.rules.tiles[int(owner)].name))


FREE_KINDS = ("place_wood", "use_marker", "burn_charcoal")


def build_prompt(game, names: list[str], mover: str) -> Prompt:
    """What the table asks now; `mover` is who decides (game.ui.prompt_bar: PERSON, BOT, ELSEWHERE, AWAY)."""
    state = game.state
    who, kind = game.decision()
    if kind == "over":
        res = state.result or {}
        winner = res.get("winner")
        title = (_("The game is over: {name} wins").format(name=names[winner]) if winner is not None
                 else _("The game is over"))
        return Prompt(title, _("The final scores are in."),
                      [PromptButton(_("See the results"), None, "results", primary=True)])
    name = names[who]
    elsewhere = elsewhere_prompt(mover, name, _kind_hint(state, kind), _guide(state, kind))
    if elsewhere is not None:
        return elsewhere
    if mover == BOT:
        return Prompt(_("{name} is thinking...").format(name=name),
                      _("A bot's move: {step}. Click or Space hurries the pieces along.").format(
                          step=_kind_hint(state, kind)), [], _guide(state, kind))
    legal = game.legal_actions()
    r = state.rules
    buttons: list[PromptButton] = []
    free = [a for a in legal if a.kind in FREE_KINDS and a.kind != "place_wood"]
    p = state.players[who]
    guide = _guide(state, kind)
    if kind in ("take1", "take2"):
        if kind == "take1":
            title = _("{name}: take all disks of one colour from an action pool").format(name=name)
        else:
            have = sum(p.taken1) + sum(p.taken2)
            title = _("{name}: you may take once more, up to {max} disks in all (you have {have})").format(
                name=name, max=r.max_disks, have=have)
            buttons.append(PromptButton(_("Take no more"), Action("pass", ()), primary=True))
        hint = _("Drag a colour from a pool onto your farm, or click it.")
        if any(a.kind == "oil_lamp" for a in legal):
            buttons.append(PromptButton(_("Oil Lamp..."), None, "oil_lamp", small=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "r10":
        title = ngettext("{name}: fewer than {n} disk in the first spring: return a pit water?",
                         "{name}: fewer than {n} disks in the first spring: return a pit water?",
                         r.first_spring_below).format(name=name, n=r.first_spring_below)
        buttons = [PromptButton(_("Return a pit water"), Action("return_pit_water", ()), primary=True),
                   PromptButton(_("Keep it"), Action("pass", ()))]
        return Prompt(title, _("Returning it costs nothing."), buttons, guide)
    if kind == "plan":
        title = _("{name}: plan your workers").format(name=name)
        hint = _("Drag disks, food, Thalers and markers onto the lit workers; drag them back to the farm to take "
                 "them back.")
        ok = any(a.kind == "confirm_plan" for a in legal)
        reason = "" if ok else (game.explain(Action("confirm_plan", ())) or "")
        buttons.append(PromptButton(_("Confirm plan"), Action("confirm_plan", ()), enabled=ok, reason=reason,
                                    primary=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "execute":
        title = _("{name}: run your workers").format(name=name)
        hint = _("Click a worker to run it, or drag it onto a tile to develop. Drag wood onto a wood field.")
        for a in free:
            buttons.append(PromptButton(describe(state, a, names), a, small=True))
        ok = any(a.kind == "end_turn" for a in legal)
        reason = "" if ok else _("Run every worker you planned before ending your turn.")
        buttons.append(PromptButton(_("End turn"), Action("end_turn", ()), enabled=ok, reason=reason, primary=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "dig":
        _kind, w, left, area = state.pending
        title = (_("{name}: the {worker}'s black disk in the Pinge ({left} left)") if area == "pinge" else
                 _("{name}: the {worker}'s black disk in the tunnel ({left} left)")).format(
            name=name, worker=_worker(WORKERS_BY_INDEX[w]), left=left)
        hint = _("Each black disk removes pit water or digs one accessible coal.")
        return _choice(state, names, title, hint, buttons, guide, legal, free, "dig")
    if kind == "reel":
        left = state.pending[1]
        title = ngettext("{name}: the Haspelknecht ({n} action left): reel, bail or stop?",
                         "{name}: the Haspelknecht ({n} actions left): reel, bail or stop?", left).format(
            name=name, n=left)
        hint = _("The shaft holds {coal} coal and {water} pit water. He may stop early: coal left in the shaft "
                 "stays there, also over the winter.").format(coal=p.shaft_coal, water=p.shaft_water)
        return _choice(state, names, title, hint, buttons, guide, legal, free, "reel")
    if kind == "tile_option":
        tile = state.pending[1]
        title = _("{name}: {tile}: choose").format(name=name, tile=_tile_name(state, tile))
        hint = _("The tile's options:")
        return _choice(state, names, title, hint, buttons, guide, legal, free, "tile_option")
    if kind == "storage":
        title = _("{name}: winter storage").format(name=name)
        hint = _("Drag food, wood or coal from the farm onto the storage slots; the rest goes back.")
        buttons.append(PromptButton(_("Confirm storage"), Action("confirm_storage", ()), primary=True))
        return Prompt(title, hint, buttons, guide)
    return Prompt(f"{name}: {kind}", "", [], guide)


WORKERS_BY_INDEX = ("farmer", "farmhand", "coal_digger", "coal_miner", "haspelknecht", "water_mill")


def _kind_hint(state, kind: str, bot: bool = False) -> str:
    return decision_word(kind)


def guide_for(game) -> str:
    """How the step the engine asks about right now works: derived from the current decision every
    time it is drawn, so it can never lag behind (a remembered prompt would describe the last step)."""
    if game.is_over:
        return ""
    return _guide(game.state, game.decision()[1])


def _guide(state, kind: str) -> str:
    """A few sentences on how the current step works (shown where there is room)."""
    r = state.rules
    if kind == "take1":
        water = [str(pid) for pid, w in zip(r.pools, r.pool_water, strict=True) if w]
        return _("Step 1 of taking: everyone in turn takes all disks of one colour from one action pool. "
                 "Pools with the water symbol ({pools}) also bring {n} pit water. "
                 "The new turn order follows the value of these disks: lowest first.").format(
            pools=list_sep().join(water), n=r.water_pool_pit_water)
    if kind == "take2":
        return _("Step 2: with fewer than {max} disks you may take once more: one colour from one pool, "
                 "up to {max} in all. No pit water this time.").format(max=r.max_disks)
    if kind == "r10":
        return _("Only in the first spring: a player who ends up with few disks may give back one pit water.")
    if kind == "plan":
        return _("Put pieces on workers in turn order, seeing the plans made before. Only what you have now pays: "
                 "what your workers gain later cannot pay a worker in this phase. Keys: click a piece, then a worker.")
    if kind in ("execute", "dig", "reel", "tile_option"):
        return _("Run your planned workers one at a time, each to the end. At any moment of your turn you may "
                 "place wood, use markers and the Charcoal Burner. Every planned worker must run before you end "
                 "your turn.")
    if kind == "storage":
        return _("Winter: the coal in your farm has scored and the lease is paid. Choose what stays: the farm keeps "
                 "one good, buildings keep more. Everything else returns to the supply.")
    return ""


def _choice(state, names, title, hint, buttons, guide, legal, free, kind: str) -> Prompt:
    """A decision inside a turn: one main button per choice of `kind`, the free moves smaller."""
    buttons.extend(PromptButton(describe(state, a, names), a, primary=True) for a in legal if a.kind == kind)
    buttons.extend(PromptButton(describe(state, a, names), a, small=True) for a in free)
    return Prompt(title, hint, buttons, guide)
