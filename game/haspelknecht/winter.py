"""Winter (R1): the coal chart (R24), the lease (R23), and storage (R2) in turn order.

The engine moves on to the next year (or the end) once every player has stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import N_
from game.haspelknecht.actions import A, Action
from game.haspelknecht.chronicle import log
from game.haspelknecht.holdings import owns_flag
from game.haspelknecht.rules import COAL, FOOD, RESOURCES
from game.haspelknecht.scoring import add_vp
from game.haspelknecht.words import Goods

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


def storage_slots(state: GameState, p: PlayerState):
    """The farm's own slot, then the slots of the player's storage buildings (Barn, Coal Storage)."""
    slots = list(state.rules.farm_slots)
    for tile in sorted(p.buildings):
        slots.extend(state.rules.building_slots.get(tile, ()))
    return slots


def farm_left(p: PlayerState) -> list[int]:
    """Food, wood and coal in the farm beside what the storage slots hold while the player stores
    (R1.3): a good put on a slot has left the farm."""
    left = p.farm[:]
    for res in p.stored:
        if res >= 0:
            left[res] -= 1
    return left


def legal_storage(state: GameState, p: PlayerState) -> list[Action]:
    out = []
    slots = storage_slots(state, p)
    left = farm_left(p)
    for i, slot in enumerate(slots):
        if p.stored[i] >= 0:
            out.append(A("unstore", slot.slot_id))
            continue
        for res in slot.accepts:
            if left[res] > 0:
                out.append(A("store", slot.slot_id, RESOURCES[res]))
    out.append(A("confirm_storage"))
    return out


def begin_winter(state: GameState) -> None:
    """R1.1 and R1.2 for every player (coal chart, lease), then the storage step begins."""
    r = state.rules
    year = state.year
    for i, p in enumerate(state.players):
        # R1.1, R24: coal in the farm scores
        n = p.farm[COAL]
        per_coal = owns_flag(state, p, "winter_vp_per_coal")
        vp = n * per_coal if per_coal else (n + r.coal_offset if n >= r.coal_min else 0)
        add_vp(p, "coal", vp)
        # R1.2, R23: the lease; one debt per unit unpaid
        food, thaler = r.lease[year]
        paid_f, paid_t = min(food, p.farm[FOOD]), min(thaler, p.thalers)
        p.farm[FOOD] -= paid_f
        p.thalers -= paid_t
        p.debts += (food - paid_f) + (thaler - paid_t)
        if state.events is not None:
            short = food - paid_f + thaler - paid_t
            log(state, "winter", i, N_("Winter: {player} scores {vp} VP for {coal} coal, pays {food} food and "
                                       "{thaler} Thaler, takes {debt} debt") if short else
                N_("Winter: {player} scores {vp} VP for {coal} coal, pays {food} food and {thaler} Thaler"),
                year=year, vp=vp, coal=n, food=paid_f, thaler=paid_t, debt=short)
        p.stored = [-1] * len(storage_slots(state, p))
    state.stage = "storage"
    state.idx = 0
    state.pending = None


def store(state: GameState, p: PlayerState, slot_id: str, res: int) -> None:
    """Put a resource (index, or -1 to empty it) on one of the player's storage slots."""
    slots = storage_slots(state, p)
    i = next(j for j, s in enumerate(slots) if s.slot_id == slot_id)
    p.stored[i] = res


def confirm_storage(state: GameState, p: PlayerState) -> None:
    """R1.3: keep what the slots hold (VP per slot), everything else goes back to the supply."""
    slots = storage_slots(state, p)
    kept = [0, 0, 0]
    vp = 0
    for slot, res in zip(slots, p.stored, strict=True):
        if res >= 0:
            kept[res] += 1
            vp += slot.vp[res]
    state.coal_out += p.farm[COAL] - kept[COAL]
    p.farm = kept
    p.stored = []
    add_vp(p, "storage", vp)
    me = state.to_move
    if state.events is not None:
        log(state, "store", me, N_("{player} stores {goods} (+{vp} VP)") if vp else N_("{player} stores {goods}"),
            goods=Goods(dict(zip(RESOURCES, kept, strict=True))), vp=vp)
