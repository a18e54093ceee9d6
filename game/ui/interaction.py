"""Drag sources and drop targets translated into engine actions.

Regions are the keys the boards record (see board/player_board.py). A *source* is a region a player
can pick up (a colour in a pool, a disk in the cart, food, a Thaler, a disk marker, a piece on a
worker, wood in the farm, a worker to develop with, a stored good). Dropping it on a *target*
means an action; the engine decides whether it is legal, and explains why not.

All functions are pure: they read the state and the list of legal actions.
"""

from __future__ import annotations

from game.haspelknecht.actions import A, Action

DISK_COLOURS = ("yellow", "brown", "black")


def item_of(source: tuple) -> str | None:
    """The plan item a source would put on a worker."""
    kind = source[0]
    if kind == "cart":
        return source[2]
    if kind == "farm" and source[2] == "food":
        return "food"
    if kind == "thaler":
        return "thaler"
    if kind == "marker":
        return f"marker:{source[2]}"
    return None


def is_source(state, key: tuple, me: int) -> bool:
    """Could this region be picked up by the player `me` at all (legal or not: the drop explains)?"""
    kind = key[0]
    if kind == "pool":
        i = state.rules.pools.index(key[1])
        return state.pools[i][DISK_COLOURS.index(key[2])] > 0
    if len(key) < 2 or key[1] != me:
        return False
    p = state.players[me]
    if kind == "cart":
        return p.cart[DISK_COLOURS.index(key[2])] > 0
    if kind == "farm":
        return p.farm[("food", "wood", "coal").index(key[2])] > 0
    if kind == "thaler":
        return p.thalers > 0
    if kind == "marker":
        return key[2] in p.markers
    if kind == "plan":
        return state.stage == "plan"
    if kind == "worker":
        return state.stage == "execute"
    if kind == "slot":
        if state.stage != "storage":
            return False
        from game.ui.board.player_board import storage_slots
        for i, s in enumerate(storage_slots(state, p)):
            if s.slot_id == key[2]:
                return i < len(p.stored) and p.stored[i] >= 0
        return False
    return False


def candidate(state, source: tuple, target: tuple, me: int) -> Action | None:
    """The action a drop of source on target would mean, legal or not (None: it means nothing)."""
    sk, tk = source[0], target[0]
    if sk == "pool":
        if tk in ("board", "cart", "cartarea", "farmyard", "farm", "thaler", "debts") and target[1] == me:
            return A("take", source[1], source[2])
        return None
    if sk == "plan":
        w, item = source[2], source[3]
        if tk in ("worker", "plan") and target[1] == me and target[2] == w:
            return None  # dropped back where it was
        return A("retrieve", w, item)
    if sk == "slot":
        if tk == "slot" and target[2] == source[2]:
            return None
        return A("unstore", source[2])
    if len(target) < 2 or target[1] != me:
        return None
    item = item_of(source)
    if tk in ("worker", "plan") and item is not None:
        return A("place", target[2], item)
    if sk == "farm" and source[2] == "wood" and tk in ("wood", "pinge", "tunnel"):
        area = target[2] if tk == "wood" else tk
        return A("place_wood", area)
    if sk == "farm" and tk == "slot":
        return A("store", target[2], source[2])
    return None


def drop_targets(state, legal: list[Action], source: tuple, me: int) -> dict[tuple, list[Action]]:
    """Every place that accepts this source, with the legal actions a drop there means (several: the
    player chooses). The same places light up while dragging and are the only ones a drop is
    accepted on, each meaning exactly its own action (no "near enough" drops)."""
    sk = source[0]
    out: dict[tuple, list[Action]] = {}

    def add(key: tuple, a: Action) -> None:
        out.setdefault(key, []).append(a)

    home = ("farmyard", me)  # disks taken, pieces taken back and goods unstored all go to the farm
    if sk == "pool":
        a = A("take", source[1], source[2])
        if a in legal:
            add(home, a)
    elif sk == "plan":
        back = A("retrieve", source[2], source[3])
        if back in legal:
            add(home, back)
            for w in _move_targets(state, back, source[3], source[2]):
                add(("worker", me, w), back)  # taken back, then put there (see GameScene._drop)
    elif sk == "slot":
        a = A("unstore", source[2])
        if a in legal:
            add(home, a)
    elif sk == "worker":
        for a in legal:
            if a.kind == "develop" and a.args[0] == source[2]:
                add(("tile", a.args[1]), a)
    else:
        item = item_of(source)
        for a in legal:
            if a.kind == "place" and item is not None and a.args[1] == item:
                add(("worker", me, a.args[0]), a)
            elif a.kind == "place_wood" and sk == "farm" and source[2] == "wood":
                add(("wood", me, a.args[0]), a)
            elif a.kind == "store" and sk == "farm" and a.args[1] == source[2]:
                add(("slot", me, a.args[0]), a)
    return out


def _move_targets(state, back: Action, item: str, from_worker: str) -> list[str]:
    """The other workers a planned piece may move to: the engine's legal placements once it is back."""
    from game.haspelknecht import engine

    after = state.clone()
    after.events = None
    engine.apply_action(after, back)
    return [a.args[0] for a in engine.legal_actions(after)
            if a.kind == "place" and a.args[1] == item and a.args[0] != from_worker]


def drop_actions(state, legal: list[Action], source: tuple, target: tuple, me: int) -> list[Action]:
    """The legal actions a drop of source on target means (empty: the target is not lit)."""
    return drop_targets(state, legal, source, me).get(target, [])


def explain_drop(game, source: tuple, target: tuple, me: int) -> str | None:
    """A one-line reason why this drop is refused (None when it simply means nothing)."""
    state = game.state
    if source[0] == "worker" and target[0] == "tile":
        w, tile = source[2], target[1]
        a = A("develop", w, tile, None)
        return game.explain(a) or f"the {w.replace('_', '-')} cannot develop tile {tile} now"
    a = candidate(state, source, target, me)
    if a is None:
        return None
    return game.explain(a)


LIT_HINT = {"pool": "drop the disks on your farm (lit) to take them",
            "plan": "drop it on your farm (lit) to take it back, or on a lit worker",
            "slot": "drop it on your farm (lit) to empty the slot",
            "wood": "drop the wood on the lit field: the next empty wood field of the Pinge or the tunnel"}
NOTHING_LIT = {"pool": "drop the disks on your farm to take them", "worker": "drop the worker on a development tile",
               "wood": "drop it on a wood field", "farm": "drop it on a storage slot or a worker",
               "food": "drop it on a worker"}


def resolve_drop(game, source: tuple, keys: list[tuple], me: int) -> tuple[str, tuple | None, list[Action], str]:
    """What dropping `source` on the regions `keys` (most specific first) does:
    ("act", key, actions, "") on a lit place; ("back", None, [], "") where it came from (nothing
    happens); ("refuse", None, [], reason) anywhere else, with the engine's reason when it has one."""
    state = game.state
    legal = game.legal_actions()
    targets = drop_targets(state, legal, source, me)
    for key in keys:
        if key in targets:
            return "act", key, targets[key], ""
    home = [source] + ([("worker", me, source[2])] if source[0] == "plan" else [])
    if any(k in keys for k in home):
        return "back", None, [], ""
    for key in keys:
        reason = _refusal(game, source, key, me)
        if reason:
            return "refuse", None, [], reason
    what = "wood" if source[:3] == ("farm", me, "wood") else source[0]
    if source[0] == "farm" and source[2] == "food":
        what = "food"
    if targets:
        return "refuse", None, [], LIT_HINT.get(what, "drop it on one of the lit places")
    return "refuse", None, [], NOTHING_LIT.get(what, "drop it on one of your workers")


def _refusal(game, source: tuple, target: tuple, me: int) -> str | None:
    """The engine's reason against the action a drop there would mean, if it has one."""
    if source[0] == "plan" and target[0] in ("worker", "plan") and len(target) > 2 and target[1] == me \
            and target[2] != source[2]:
        # a move to another worker: would the piece fit there once taken back?
        from game.haspelknecht import engine

        back = A("retrieve", source[2], source[3])
        if back not in game.legal_actions():
            return game.explain(back)
        after = game.state.clone()
        after.events = None
        engine.apply_action(after, back)
        return engine.explain_illegal(after, A("place", target[2], source[3]))
    return explain_drop(game, source, target, me)


def glow_targets(state, legal: list[Action], source: tuple, me: int) -> set[tuple]:
    """Regions to light up while this source is dragged or held: exactly those that accept it."""
    return set(drop_targets(state, legal, source, me))


def action_places(state, a: Action, me: int) -> tuple[tuple | None, tuple | None]:
    """(the piece, the place) an action moves, as board regions: what the keyboard choice lights up.
    The piece of a Charcoal Burner is the string "burner" (its region depends on the drawing)."""
    k, args = a.kind, a.args
    home = ("farmyard", me)
    if k == "take":
        return ("pool", args[0], args[1]), home
    if k == "oil_lamp":
        return ("reserve", args[0], args[1]), ("pool", args[0], args[2])
    if k == "place":
        w, item = args
        return source_of_item(me, item), ("worker", me, w)
    if k == "retrieve":
        return ("plan", me, args[0], args[1]), home
    if k == "place_wood":
        return ("farm", me, "wood"), ("wood", me, args[0])
    if k == "store":
        return ("farm", me, args[1]), ("slot", me, args[0])
    if k == "unstore":
        return ("slot", me, args[0]), home
    if k == "develop":
        return ("worker", me, args[0]), ("tile", args[1])
    if k == "activate":
        return ("worker", me, args[0]), None
    if k == "use_marker":
        return ("marker", me, args[0]), None
    if k == "burn_charcoal":
        return "burner", None
    return None, None


def source_of_item(me: int, item: str) -> tuple:
    """The region a plan item is picked up from."""
    if item in DISK_COLOURS:
        return ("cart", me, item)
    if item == "food":
        return ("farm", me, "food")
    if item == "thaler":
        return ("thaler", me)
    return ("marker", me, int(item.split(":")[1]))


def click_actions(state, legal: list[Action], key: tuple, me: int) -> list[Action]:
    """What clicking a region can do now (one: do it; several: offer a choice)."""
    kind = key[0]
    stage = state.stage
    if kind == "pool":
        a = A("take", key[1], key[2])
        return [a] if a in legal else []
    if kind in ("reserve", "reservearea"):
        return [a for a in legal if a.kind == "oil_lamp" and a.args[0] == key[1]]
    if kind == "tile":
        return [a for a in legal if a.kind == "develop" and a.args[1] == key[1]]
    if len(key) < 2 or key[1] != me:
        return []
    if kind == "plan":
        a = A("retrieve", key[2], key[3])
        return [a] if a in legal else []
    if kind == "worker":
        w = key[2]
        if stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[0] == w]
        return [a for a in legal if a.kind in ("activate", "develop") and a.args[0] == w]
    if kind == "marker":
        if stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[1] == f"marker:{key[2]}"]
        return [a for a in legal if a.kind == "use_marker" and a.args[0] == key[2]]
    if kind == "building":
        return [a for a in legal if a.kind == "burn_charcoal"] if _is_burner(state, key[2]) else []
    if kind == "farm":
        res = key[2]
        if stage == "storage":
            return [a for a in legal if a.kind == "store" and a.args[1] == res][:1]
        if res == "wood":
            return [a for a in legal if a.kind == "place_wood"]
        if res == "food" and stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[1] == "food"]
        return []
    if kind in ("wood", "pinge", "tunnel"):
        area = key[2] if kind == "wood" else kind
        a = A("place_wood", area)
        return [a] if a in legal else []
    if kind == "slot":
        un = A("unstore", key[2])
        if un in legal:
            return [un]
        return [a for a in legal if a.kind == "store" and a.args[0] == key[2]]
    if kind == "cart" and stage == "plan":
        return [a for a in legal if a.kind == "place" and a.args[1] == key[2]]
    if kind == "thaler" and stage == "plan":
        return [a for a in legal if a.kind == "place" and a.args[1] == "thaler"]
    return []


def holdable(state, legal: list[Action], key: tuple, me: int) -> bool:
    """Can a click pick this up, to be put down with a second click (the click alternative to dragging)?"""
    if state.stage != "plan" or key[0] not in ("cart", "farm", "thaler", "marker"):
        return False
    item = item_of(key)
    return item is not None and any(a.kind == "place" and a.args[1] == item for a in legal)


def _is_burner(state, tile: int) -> bool:
    b = state.rules.tiles[tile].tile.effect.building
    return b is not None and b.kind == "charcoal_burner"


def source_piece(state, source: tuple) -> tuple[str, int]:
    """(sprite kind, how many) to draw under the pointer while dragging."""
    kind = source[0]
    if kind == "pool":
        i = state.rules.pools.index(source[1])
        return source[2], state.pools[i][DISK_COLOURS.index(source[2])]
    if kind == "cart":
        return source[2], 1
    if kind == "farm":
        return source[2], 1
    if kind == "thaler":
        return "thaler", 1
    if kind == "marker":
        return f"marker:{source[2]}", 1
    if kind == "plan":
        item = source[3]
        return item, 1
    if kind == "worker":
        return f"worker:{source[2]}", 1
    if kind == "slot":
        p = state.players[source[1]]
        from game.ui.board.player_board import storage_slots
        slots = storage_slots(state, p)
        for i, s in enumerate(slots):
            if s.slot_id == source[2] and i < len(p.stored) and p.stored[i] >= 0:
                return ("food", "wood", "coal")[p.stored[i]], 1
        return "grey", 1
    return "grey", 1
