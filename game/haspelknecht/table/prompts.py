"""What Haspelknecht asks now: a title, a hint, and buttons for the engine's choices; plus short
labels for every action (popups, keyboard selection). The bar's pieces are the shell's
(game/ui/prompt_bar.py); this module only says what goes in them.
"""

from __future__ import annotations

from game.haspelknecht import queries
from game.haspelknecht.actions import Action
from game.haspelknecht.rules import COLOURS
from game.ui.prompt_bar import Prompt, PromptButton

WORKER_NAMES = {"farmer": "farmer", "farmhand": "farmhand", "coal_digger": "Coal-digger",
                "coal_miner": "Coal-miner", "haspelknecht": "Haspelknecht", "water_mill": "Water Mill"}


def _tile_name(state, tile: int) -> str:
    return f"{tile} {state.rules.tiles[tile].name}"


def option_text(state, tile: int, option: str) -> str:
    if option == "none":
        return "Neither option"
    eff = state.rules.tiles[tile].tile.effect
    for o in eff.choice.options:
        if o.id == option:
            bits = []
            if o.pay:
                bits.append("pay " + ", ".join(f"{n} {r}" for r, n in o.pay.items()))
            if o.gain:
                bits.append(", ".join(f"{n} {'Thaler' if r == 'thaler' else r}" for r, n in o.gain.items()))
            if o.pit_water:
                bits.append(f"{o.pit_water} pit water")
            if o.excavate:
                bits.append("move a coal from the Pinge" if o.excavate == "pinge" else "move a coal from the tunnel")
            return " → ".join(bits[:1] + [", ".join(bits[1:])]) if o.pay and len(bits) > 1 else ", ".join(bits)
    return option


def describe(state, a: Action, names: list[str]) -> str:
    """A short label for an action, for buttons and the keyboard selection."""
    k = a.kind
    if k == "take":
        pool, colour = a.args
        i = state.rules.pools.index(pool)
        n = state.pools[i][COLOURS.index(colour)]
        if state.stage == "take2":
            n = min(n, queries.take_limit(state, state.players[state.current]))   # the second take's cap
        return f"Take {n} {colour} from pool {pool}"
    if k == "oil_lamp":
        pool, give, get = a.args
        return f"Oil Lamp: {give} from reserve {pool} for a {get}"
    if k == "return_pit_water":
        return "Return a pit water"
    if k == "pass":
        return "Keep the pit water" if state.stage == "r10" else "Take no more"
    if k == "place":
        w, item = a.args
        return f"Put {_item(state, item)} on the {WORKER_NAMES.get(w, w)}"
    if k == "retrieve":
        w, item = a.args
        return f"Take {_item(state, item)} back from the {WORKER_NAMES.get(w, w)}"
    if k == "confirm_plan":
        return "Confirm plan"
    if k == "activate":
        w, mode = a.args
        if mode is None:
            return f"Run the {WORKER_NAMES.get(w, w)}"
        return {"food": f"{WORKER_NAMES[w].capitalize()}: make food", "wood": f"{WORKER_NAMES[w].capitalize()}: make wood",
                "mine": f"{WORKER_NAMES[w].capitalize()}: mine", "idle": f"{WORKER_NAMES[w].capitalize()}: nothing to do"
                }.get(mode, f"{w}: {mode}")
    if k == "develop":
        w, tile, pay = a.args
        s = f"{WORKER_NAMES[w].capitalize()}: develop {_tile_name(state, tile)}"
        if pay:
            stack = state.stacks.get(tile, [])
            to = names[stack[-1]] if stack else "its owner"
            s += f", paying 1 {pay} to {to}"
        return s
    if k == "dig":
        return {"water": "Remove pit water", "coal": "Dig a coal", "skip": "Nothing to dig"}[a.args[0]]
    if k == "reel":
        return {"coal": "Reel up a coal", "water": "Bail the pit water", "stop": "Stop here"}[a.args[0]]
    if k == "tile_option":
        tile, opt = a.args
        return (f"({opt}) " if opt != "none" else "") + option_text(state, tile, opt)
    if k == "place_wood":
        return f"Wood into the {a.args[0]}"
    if k == "use_marker":
        return f"Use the {state.rules.tiles[a.args[0]].name}"
    if k == "burn_charcoal":
        return "Burn charcoal"
    if k == "end_turn":
        return "End turn"
    if k == "store":
        slot, res = a.args
        return f"Store {res} in {_slot_name(state, slot)}"
    if k == "unstore":
        return f"Empty {_slot_name(state, a.args[0])}"
    if k == "confirm_storage":
        return "Confirm storage"
    return str(a)


def _item(state, item: str) -> str:
    if item.startswith("marker:"):
        return f"the {state.rules.tiles[int(item[7:])].name}"
    if item in COLOURS:
        return f"a {item} disk"
    if item == "thaler":
        return "a Thaler"
    return "a food"


def _slot_name(state, slot: str) -> str:
    owner = slot.split(":")[0]
    if owner == "farm":
        return "the farm"
    return f"the {state.rules.tiles[int(owner)].name}"


FREE_KINDS = ("place_wood", "use_marker", "burn_charcoal")


def build_prompt(game, names: list[str], is_bot: bool) -> Prompt:
    state = game.state
    who, kind = game.decision()
    if kind == "over":
        res = state.result or {}
        winner = res.get("winner")
        title = f"The game is over: {names[winner]} wins" if winner is not None else "The game is over"
        return Prompt(title, "The final scores are in.", [PromptButton("See the results", None, "results", primary=True)])
    name = names[who]
    if is_bot:
        return Prompt(f"{name} is thinking...", f"A bot's move: {_kind_hint(state, kind)}. Click or Space hurries "
                      "the pieces along.", [], _guide(state, kind))
    legal = game.legal_actions()
    r = state.rules
    buttons: list[PromptButton] = []
    free = [a for a in legal if a.kind in FREE_KINDS and a.kind != "place_wood"]
    p = state.players[who]
    guide = _guide(state, kind)
    if kind in ("take1", "take2"):
        if kind == "take1":
            title = f"{name}: take all disks of one colour from an action pool"
        else:
            have = sum(p.taken1) + sum(p.taken2)
            title = f"{name}: you may take once more, up to {r.max_disks} disks in all (you have {have})"
            buttons.append(PromptButton("Take no more", Action("pass", ()), primary=True))
        hint = "Drag a colour from a pool onto your farm, or click it."
        if any(a.kind == "oil_lamp" for a in legal):
            buttons.append(PromptButton("Oil Lamp...", None, "oil_lamp", small=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "r10":
        title = f"{name}: fewer than {r.first_spring_below} disks in the first spring: return a pit water?"
        buttons = [PromptButton("Return a pit water", Action("return_pit_water", ()), primary=True),
                   PromptButton("Keep it", Action("pass", ()))]
        return Prompt(title, "Returning it costs nothing.", buttons, guide)
    if kind == "plan":
        title = f"{name}: plan your workers"
        hint = "Drag disks, food, Thalers and markers onto the lit workers; drag them back to the farm to take them back."
        ok = any(a.kind == "confirm_plan" for a in legal)
        reason = "" if ok else (game.explain(Action("confirm_plan", ())) or "")
        buttons.append(PromptButton("Confirm plan", Action("confirm_plan", ()), enabled=ok, reason=reason, primary=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "execute":
        title = f"{name}: run your workers"
        hint = "Click a worker to run it, or drag it onto a tile to develop. Drag wood onto a wood field."
        for a in free:
            buttons.append(PromptButton(describe(state, a, names), a, small=True))
        ok = any(a.kind == "end_turn" for a in legal)
        reason = "" if ok else "Run every worker you planned before ending your turn."
        buttons.append(PromptButton("End turn", Action("end_turn", ()), enabled=ok, reason=reason, primary=True))
        return Prompt(title, hint, buttons, guide)
    if kind == "dig":
        _, w, left, area = state.pending
        title = f"{name}: the {WORKER_NAMES[WORKERS_BY_INDEX[w]]}'s black disk in the {area} ({left} left)"
        hint = "Each black disk removes pit water or digs one accessible coal."
        return _choice(state, names, title, hint, buttons, guide, legal, free, "dig")
    if kind == "reel":
        left = state.pending[1]
        title = f"{name}: the Haspelknecht ({left} action{'s' if left != 1 else ''} left): reel, bail or stop?"
        hint = (f"The shaft holds {p.shaft_coal} coal and {p.shaft_water} pit water. He may stop early: "
                "coal left in the shaft stays there, also over the winter.")
        return _choice(state, names, title, hint, buttons, guide, legal, free, "reel")
    if kind == "tile_option":
        tile = state.pending[1]
        title = f"{name}: {_tile_name(state, tile)}: choose"
        hint = "The tile's options:"
        return _choice(state, names, title, hint, buttons, guide, legal, free, "tile_option")
    if kind == "storage":
        title = f"{name}: winter storage"
        hint = "Drag food, wood or coal from the farm onto the storage slots; the rest goes back."
        buttons.append(PromptButton("Confirm storage", Action("confirm_storage", ()), primary=True))
        return Prompt(title, hint, buttons, guide)
    return Prompt(f"{name}: {kind}", "", [], guide)


WORKERS_BY_INDEX = ("farmer", "farmhand", "coal_digger", "coal_miner", "haspelknecht", "water_mill")


def _kind_hint(state, kind: str, bot: bool = False) -> str:
    return {"take1": "taking disks", "take2": "a second take", "r10": "the first-spring return",
            "plan": "planning", "execute": "running workers", "dig": "a black disk", "reel": "the Haspelknecht",
            "tile_option": "a tile's option", "storage": "winter storage"}.get(kind, kind)


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
        return (f"Step 1 of taking: everyone in turn takes all disks of one colour from one action pool. "
                f"Pools with the water symbol ({', '.join(water)}) also bring {r.water_pool_pit_water} pit water. "
                f"The new turn order follows the value of these disks: lowest first.")
    if kind == "take2":
        return (f"Step 2: with fewer than {r.max_disks} disks you may take once more: one colour from one pool, "
                f"up to {r.max_disks} in all. No pit water this time.")
    if kind == "r10":
        return "Only in the first spring: a player who ends up with few disks may give back one pit water."
    if kind == "plan":
        return ("Put pieces on workers in turn order, seeing the plans made before. Only what you have now pays: "
                "what your workers gain later cannot pay a worker in this phase. Keys: click a piece, then a worker.")
    if kind in ("execute", "dig", "reel", "tile_option"):
        return ("Run your planned workers one at a time, each to the end. At any moment of your turn you may "
                "place wood, use markers and the Charcoal Burner. Every planned worker must run before you end "
                "your turn.")
    if kind == "storage":
        return ("Winter: the coal in your farm has scored and the lease is paid. Choose what stays: the farm keeps "
                "one good, buildings keep more. Everything else returns to the supply.")
    return ""


def _choice(state, names, title, hint, buttons, guide, legal, free, kind: str) -> Prompt:
    """A decision inside a turn: one main button per choice of `kind`, the free moves smaller."""
    buttons.extend(PromptButton(describe(state, a, names), a, primary=True) for a in legal if a.kind == kind)
    buttons.extend(PromptButton(describe(state, a, names), a, small=True) for a in free)
    return Prompt(title, hint, buttons, guide)
