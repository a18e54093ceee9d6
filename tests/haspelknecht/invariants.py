"""Checks that must hold after every action of every game."""

from game.haspelknecht.engine import plan_waste
from game.haspelknecht.rules import PLAY_CATEGORIES
from game.haspelknecht.scoring import projected_result
from game.haspelknecht.state import GameState


def disk_total(state: GameState) -> int:
    n = sum(state.bag) + sum(map(sum, state.pools)) + sum(map(sum, state.reserves))
    for p in state.players:
        n += sum(p.cart) + sum(sum(plan[:3]) for plan in p.plan)
    return n


def coal_on_boards(state: GameState) -> int:
    r = state.rules
    return sum((r.pinge_coal - p.pinge_taken) + (r.tunnel_coal - p.tunnel_taken) + p.shaft_coal + p.farm[2]
               for p in state.players)


def check_invariants(state: GameState) -> None:
    r = state.rules
    start = r.comps.player_board.start
    # the action disks never change in number
    assert disk_total(state) == sum(r.bag), "action disks appeared or vanished"
    # every coal cube is accounted for: boards + what came from / went to the supply
    assert coal_on_boards(state) == start.coal_cubes * len(state.players) + state.coal_in - state.coal_out
    assert state.coal_in >= 0 and state.coal_out >= 0
    for i, p in enumerate(state.players):
        counts = [*p.cart, *p.farm, p.thalers, p.debts, p.pinge_water, p.shaft_water, p.pinge_taken,
                  p.pinge_wood, p.tunnel_taken, p.tunnel_wood, p.shaft_coal, *p.taken1, *p.taken2]
        counts += [n for plan in p.plan for n in plan]
        assert min(counts) >= 0, f"player {i} has a negative count"
        assert p.pinge_taken <= r.pinge_coal and p.tunnel_taken <= r.tunnel_coal
        assert p.pinge_wood <= r.pinge_wood_fields and p.tunnel_wood <= len(r.tunnel_cum)
        assert not (p.exhausted and (p.pinge_water or p.pinge_wood)), "water or wood left in an exhausted Pinge"
        assert p.exhausted == (p.pinge_taken == r.pinge_coal)
        # R33: the tunnel takes wood only once the Pinge is exhausted; R32 needs the phase it was
        assert p.exhausted or p.tunnel_wood == 0, "wood in the tunnel before the Pinge is exhausted"
        assert p.exhausted == (0 <= p.exhausted_phase <= state.phase), "exhaustion phase out of step"
        # the score track equals the sum of its categories
        assert p.vp == sum(p.breakdown), f"player {i}: score track {p.vp} != breakdown {p.breakdown}"
        assert len(p.breakdown) == len(PLAY_CATEGORIES)
        # owner disks: score track + turn order + one per tile
        assert len(p.owned) <= r.max_developments, "more developments than player disks (R30)"
        assert len(set(p.owned)) == len(p.owned)
    for tile, owners in state.stacks.items():
        assert len(set(owners)) == len(owners), f"tile {tile} owned twice by one player"
        for o in owners:
            assert tile in state.players[o].owned
    for pool in state.pools + state.reserves:
        assert min(pool) >= 0
    assert min(state.bag) >= 0
    if state.is_over:
        for row in state.result["players"]:
            assert row["score"] == sum(row["breakdown"].values())
    if state.stage == "plan":  # the window's queries answer at every planning step
        assert all(isinstance(w, str) and w for w in plan_waste(state, state.current))
        for row in projected_result(state)["players"]:
            assert row["score"] == sum(row["breakdown"].values())
