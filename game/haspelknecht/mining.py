"""Pit water and coal: the Pinge, the tunnel and the shaft, and the work done in them.

Black disks of farmer and farmhand (R12-R14), the Coal-digger (R17), the Coal-miner (R18), the
Haspelknecht (R19, R31, and the Windlass timing of R32), access and wood (R21, R33), the Pinge's
exhaustion (R20) and where pit water goes (R27). Everything is logged in the order it happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.i18n import N_, _
from game.haspelknecht.chronicle import log
from game.haspelknecht.rules import COAL, WORKERS
from game.haspelknecht.scoring import add_vp
from game.haspelknecht.words import mark, worker_word

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState

REEL_CHOICES = ("coal", "water", "stop")


# ============================================================================ reading

def pinge_coal_open(state: GameState, p: PlayerState) -> int:
    """Coal of the Pinge a worker can reach now: up to the first wood field still empty (R21);
    none once the Pinge is exhausted."""
    return 0 if p.exhausted else state.rules.pinge_bounds[p.pinge_wood] - p.pinge_taken


def tunnel_coal_open(state: GameState, p: PlayerState) -> int:
    """Coal of the tunnel a worker can reach now: the sections whose wood is in (R21, R33)."""
    return state.rules.tunnel_cum[p.tunnel_wood - 1] - p.tunnel_taken if p.tunnel_wood else 0


def pinge_accessible(state: GameState, p: PlayerState) -> bool:
    return pinge_coal_open(state, p) > 0


def tunnel_accessible(state: GameState, p: PlayerState) -> bool:
    return tunnel_coal_open(state, p) > 0


def pinge_flooded(state: GameState, p: PlayerState) -> bool:
    """R14: a Pinge still worked holds so much pit water (2+) that no coal can be dug there until
    it is bailed."""
    return not p.exhausted and p.pinge_water >= state.rules.pinge_block


def shaft_flooded(state: GameState, p: PlayerState) -> bool:
    """R14: once the Pinge is exhausted, so much pit water in the shaft (5+) that no coal can be
    dug in the tunnel."""
    return p.exhausted and p.shaft_water >= state.rules.shaft_block_dig


def reeling_blocked(state: GameState, p: PlayerState) -> bool:
    """R14, R19: once the Pinge is exhausted, enough pit water in the shaft (2+) that the
    Haspelknecht must remove water before he may reel coal up."""
    return p.exhausted and p.shaft_water >= state.rules.shaft_block_reel


def can_dig_pinge(state: GameState, p: PlayerState) -> bool:
    return pinge_accessible(state, p) and not pinge_flooded(state, p)


def can_dig_tunnel(state: GameState, p: PlayerState) -> bool:
    return p.exhausted and tunnel_accessible(state, p) and not shaft_flooded(state, p)


def wood_areas(state: GameState, p: PlayerState) -> list[str]:
    """Where a wood from the farm may go now: the next empty wood field of the Pinge while it is
    worked, of the tunnel only once the Pinge is exhausted (R21, R33)."""
    r = state.rules
    out = []
    if not p.exhausted and p.pinge_wood < r.pinge_wood_fields:
        out.append("pinge")
    if p.exhausted and p.tunnel_wood < len(r.tunnel_cum):
        out.append("tunnel")
    return out


def windlass_ready(state: GameState, p: PlayerState) -> bool:
    """R32: the Windlass's free Haspelknecht actions follow R18/R19: only from the action phase
    after the Pinge was exhausted (its planning is when the Haspelknecht becomes available)."""
    return p.exhausted and p.exhausted_phase < state.phase


# ============================================================================ pit water and coal

def add_water(p: PlayerState, n: int) -> None:
    """Pit water goes to the Pinge until it is exhausted, then to the shaft (R27)."""
    if p.exhausted:
        p.shaft_water += n
    else:
        p.pinge_water += n


def remove_water(p: PlayerState, n: int) -> int:
    """Remove up to n pit water from where it lies now (Pinge, or the shaft once exhausted)."""
    if p.exhausted:
        n = min(n, p.shaft_water)
        p.shaft_water -= n
    else:
        n = min(n, p.pinge_water)
        p.pinge_water -= n
    return n


def excavate_pinge(state: GameState, p: PlayerState, text: str, kind: str = "dig", **data: Any) -> None:
    """Take the next coal of the Pinge into the farm; log `text` (an event of `kind`), then the
    exhaustion it causes."""
    r = state.rules
    me = state.players.index(p)
    p.pinge_taken += 1
    p.farm[COAL] += 1
    if state.events is not None:
        log(state, kind, me, text, **data)
    if p.pinge_taken == r.pinge_coal:
        _exhaust(state, p, me)


def _exhaust(state: GameState, p: PlayerState, me: int) -> None:
    """R20, at once: pit water to the shaft, wood to the supply, the Coal-miner and Haspelknecht
    tile covers the Pinge; the Pinge bonus by year."""
    r = state.rules
    p.shaft_water += p.pinge_water
    p.pinge_water = 0
    p.pinge_wood = 0
    p.exhausted = True
    p.exhausted_phase = state.phase
    bonus = r.pinge_bonus.get(state.year, 0)
    add_vp(p, "pinge_bonus", bonus)
    if state.events is not None:
        log(state, "exhausted", me,
            N_("{player}'s Pinge is exhausted (+{vp} VP); the Coal-miner and Haspelknecht take over from the "
               "next action phase") if bonus else
            N_("{player}'s Pinge is exhausted; the Coal-miner and Haspelknecht take over from the next action phase"),
            vp=bonus)


def excavate_tunnel(p: PlayerState) -> None:
    p.tunnel_taken += 1
    p.shaft_coal += 1


# ============================================================================ black disks (R12-R14)

def dig_choices(state: GameState, p: PlayerState, area: str) -> list[str]:
    """What the next black disk of a mining worker may do: remove pit water in the Pinge (never
    in the shaft, R13), excavate an accessible coal, or, with neither possible, be skipped."""
    out = []
    if area == "pinge":
        if p.pinge_water and not p.exhausted:
            out.append("water")
        if can_dig_pinge(state, p):
            out.append("coal")
    elif can_dig_tunnel(state, p):
        out.append("coal")
    return out or ["skip"]


_REMOVES_PINGE = mark.ngettext("{player}'s {name} removes {n} pit water from the Pinge",
                               "{player}'s {name} removes {n} pit water from the Pinge", "n")
_DIGGER_REMOVES = mark.ngettext("{player}'s Coal-digger removes {n} pit water from the Pinge",
                                "{player}'s Coal-digger removes {n} pit water from the Pinge", "n")


def dig(state: GameState, p: PlayerState, choice: str) -> None:
    pend = state.pending
    assert pend is not None and pend[0] == "dig", "a dig is legal only while a dig decision is open"
    _kind, w, left, area = pend
    r = state.rules
    me = state.to_move
    who = {"worker": WORKERS[w], "name": worker_word(WORKERS[w])}
    state.pending = ("dig", w, left - 1, area) if left > 1 else None
    if choice == "water":
        n = remove_water(p, r.black_removes)
        if state.events is not None:
            log(state, "dig", me, _REMOVES_PINGE, n=n, **who)
    elif choice == "coal":
        for _i in range(r.black_excavates):
            if area == "pinge" and can_dig_pinge(state, p):
                excavate_pinge(state, p, N_("{player}'s {name} digs 1 coal from the Pinge"), **who)
            elif area == "tunnel" and can_dig_tunnel(state, p):
                excavate_tunnel(p)
                if state.events is not None:
                    log(state, "dig", me, N_("{player}'s {name} digs 1 coal in the tunnel into the shaft"), **who)
    else:
        if state.events is not None:
            log(state, "dig", me, N_("{player}'s {name} finds nothing to do with a black disk"), **who)


def dig_cut_short(state: GameState, p: PlayerState) -> None:
    """R12: a worker that emptied the Pinge does not go on in the tunnel; its disks are lost."""
    pend = state.pending
    assert pend is not None and pend[0] == "dig", "asked only while a dig decision is open"
    _kind, w, left, _area = pend
    state.pending = None
    me = state.to_move
    if state.events is not None:
        log(state, "dig", me, mark.ngettext("{player}'s {name} loses {n} black disk left: the Pinge is exhausted",
                                            "{player}'s {name} loses {n} black disks left: the Pinge is exhausted", "n"),
            worker=WORKERS[w], name=worker_word(WORKERS[w]), n=left)


# ============================================================================ contract workers

def run_coal_digger(state: GameState, p: PlayerState) -> None:
    """R17: two automatic actions in the Pinge: while it holds 2+ pit water remove 2, otherwise
    excavate an accessible coal; an action with nothing to do is lost."""
    r = state.rules
    me = state.to_move
    for i in range(r.digger_actions):
        if p.exhausted:  # the Pinge is gone: his remaining actions are lost
            if state.events is not None:
                log(state, "work", me, mark.ngettext("{player}'s Coal-digger has no Pinge left to work ({n} action lost)",
                                                     "{player}'s Coal-digger has no Pinge left to work ({n} actions lost)",
                                                     "n"), worker="coal_digger", n=r.digger_actions - i)
            break
        if pinge_flooded(state, p):
            n = remove_water(p, r.digger_removes)
            if state.events is not None:
                log(state, "work", me, _DIGGER_REMOVES, worker="coal_digger", n=n)
        elif can_dig_pinge(state, p):
            excavate_pinge(state, p, N_("{player}'s Coal-digger digs 1 coal from the Pinge"), "work",
                           worker="coal_digger")
        else:
            if state.events is not None:
                log(state, "work", me, N_("{player}'s Coal-digger finds nothing to do"), worker="coal_digger")


def run_coal_miner(state: GameState, p: PlayerState) -> None:
    """R18: up to 3 accessible tunnel coal into the shaft."""
    got = 0
    for _i in range(state.rules.miner_actions):
        if not can_dig_tunnel(state, p):
            break
        excavate_tunnel(p)
        got += 1
    me = state.to_move
    if state.events is not None:
        log(state, "work", me, mark.ngettext("{player}'s Coal-miner brings {n} coal into the shaft",
                                             "{player}'s Coal-miner brings {n} coal into the shaft", "n"),
            worker="coal_miner", n=got)


# ============================================================================ the Haspelknecht (R19, R31)

def reel_choices(state: GameState, p: PlayerState) -> list[str]:
    """R31: each of his actions is the player's choice, and he may stop at any time. Only the
    order is forced: while 2+ pit water are in the shaft, he removes water before reeling (R19)."""
    out = []
    if p.shaft_coal and not reeling_blocked(state, p):
        out.append("coal")
    if p.shaft_water:
        out.append("water")
    if out:
        out.append("stop")
    return out


_STOP = mark.ngettext("{player}'s Haspelknecht stops, leaving {n} action unused",
                      "{player}'s Haspelknecht stops, leaving {n} actions unused", "n")
_STOP_COAL = mark.ngettext("{player}'s Haspelknecht stops, leaving {n} action unused and {coal} coal in the shaft",
                           "{player}'s Haspelknecht stops, leaving {n} actions unused and {coal} coal in the shaft", "n")


def reel(state: GameState, p: PlayerState, choice: str) -> None:
    pend = state.pending
    assert pend is not None and pend[0] == "haspel", "a reel is legal only while the Haspelknecht works"
    left = pend[1]
    me = state.to_move
    if choice == "stop":
        state.pending = None
        if state.events is not None:
            log(state, "reel", me, _STOP_COAL if p.shaft_coal else _STOP, choice="stop", n=left, coal=p.shaft_coal)
        return
    if choice == "coal":
        p.shaft_coal -= 1
        p.farm[COAL] += 1
        if state.events is not None:
            log(state, "reel", me, N_("{player}'s Haspelknecht reels 1 coal up to the farm"), choice="coal")
    else:
        n = remove_water(p, state.rules.haspel_removes)
        if state.events is not None:
            log(state, "reel", me, mark.ngettext("{player}'s Haspelknecht removes {n} pit water from the shaft",
                                                 "{player}'s Haspelknecht removes {n} pit water from the shaft", "n"),
                choice="water", n=n)
    state.pending = ("haspel", left - 1)


def settle_haspel(state: GameState, p: PlayerState) -> None:
    """End the Haspelknecht's work when his actions are used up or nothing is left to do."""
    pend = state.pending
    assert pend is not None and pend[0] == "haspel", "asked only while the Haspelknecht works"
    left = pend[1]
    if left <= 0:
        state.pending = None
    elif not reel_choices(state, p):
        state.pending = None
        me = state.to_move
        if state.events is not None:
            log(state, "reel", me, mark.ngettext("{player}'s Haspelknecht finds nothing more to do ({n} action unused)",
                                                 "{player}'s Haspelknecht finds nothing more to do ({n} actions unused)",
                                                 "n"), choice="done", n=left)


# ============================================================================ reasons

def explain(state: GameState, p: PlayerState, action) -> str | None:
    """A player-facing reason why a wood, marker, dig or reel action is refused now (or None if
    this module has nothing specific to say). Called only for actions that are not legal."""
    r = state.rules
    k = action.kind
    if state.stage != "execute":
        return None
    if k == "place_wood":
        (area,) = action.args
        if area not in ("pinge", "tunnel"):
            return _("wood goes into the pinge or the tunnel, not {area}").format(area=repr(area))
        if not p.farm[1]:
            return _("you have no wood in your farm")
        if area == "tunnel" and not p.exhausted:
            return _("wood goes into the tunnel only once the Pinge is exhausted; until then only "
                     "into the Pinge's wood fields")
        if area == "pinge" and p.exhausted:
            return _("the Pinge is exhausted: wood goes into the tunnel now")
        return _("every wood field of the tunnel is already filled") if area == "tunnel" else \
            _("every wood field of the Pinge is already filled")
    if k == "use_marker":
        (tile,) = action.args
        if tile not in p.markers:
            return _("you have no unused action marker of tile {tile}").format(tile=tile)
        if p.markers[tile] >= state.phase:
            return _("an action marker works from the action phase after it was gained")
        use = r.tiles[tile].marker.use
        if use == "haspelknecht":
            if not p.exhausted:
                return _("the Windlass works the Haspelknecht, who comes only once the Pinge is exhausted")
            if not windlass_ready(state, p):
                return _("the Pinge was exhausted in this action phase: the Windlass works only from "
                         "the next one, like the Haspelknecht")
            if state.pending is not None:
                return _("finish the current step before the Haspelknecht works again")
        if use == "remove_pit_water":
            return _("there is no pit water in your shaft to remove") if p.exhausted else \
                _("there is no pit water in your Pinge to remove")
        return None
    if k == "reel" and state.pending and state.pending[0] == "haspel":
        (choice,) = action.args
        if choice not in REEL_CHOICES:
            return _("the Haspelknecht can reel coal, remove water or stop, not {choice}").format(choice=repr(choice))
        if choice == "coal" and not p.shaft_coal:
            return _("there is no coal in the shaft to reel up")
        if choice == "coal":
            return _("while {n} or more pit water are in the shaft, the Haspelknecht removes water before "
                     "he reels coal").format(n=r.shaft_block_reel)
        if choice == "water":
            return _("there is no pit water in the shaft")
    if k == "dig" and state.pending and state.pending[0] == "dig":
        (choice,) = action.args
        if choice == "skip":
            return _("this black disk can still remove pit water or dig coal")
        if choice == "water":
            return _("black disks remove pit water only in the Pinge, and only where there is some")
        if choice == "coal":
            return _("no accessible coal to dig here now (wood fields or pit water block it)")
        return _("a black disk removes water, digs coal or is skipped, not {choice}").format(choice=repr(choice))
    return None
