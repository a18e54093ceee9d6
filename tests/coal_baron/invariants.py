"""Checks that must hold after every action of every Coal Baron game."""

from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.mining import same_move
from game.coal_baron.scoring import cubes_of
from game.coal_baron.state import PAIR, State

TILE_STAGES = ("keep_tile", "shortage", "return_tiles", "arrange_tiles")


def cubes_by_colour(state: State) -> list[int]:
    out = list(state.coal)
    for p in range(state.n):
        for c in range(4):
            out[c] += state.cage[p * 4 + c] + state.storage[p * 4 + c]
            out[c] += sum(state.pit[p * 16 + lv * 4 + c] for lv in range(4))
        for spots in state.fills[p]:
            for f in spots:
                if f >= PAIR:
                    out[(f - PAIR) >> 2] += 1
                    out[(f - PAIR) & 3] += 1
                elif f >= 0:
                    out[f] += 1
    return out


def check_invariants(state: State, deep: bool = True) -> None:
    ru = rules()
    n = state.n
    kinds = len(ru.tile_type)
    # cubes: each colour's total is conserved
    assert cubes_by_colour(state) == state.coal_total, "coal cubes appeared or vanished"
    assert min(state.coal) >= 0
    # workers: supply + Canteen + spaces = the player count's workers
    for p in range(n):
        on_spaces = sum(state.space_workers[i] for i in range(p, len(state.space_workers), n))
        assert state.supply[p] + state.canteen[p] + on_spaces == ru.workers[n], f"player {p}: workers not conserved"
        assert state.supply[p] >= 0 and state.canteen[p] >= 0
        assert state.marks[p] >= 0, "negative Marks"
        assert 0 <= state.cage_level[p] <= 4
        assert sum(state.cage[p * 4:p * 4 + 4]) <= ru.cage_capacity, "cage over its limit"
        assert min(state.cage[p * 4:p * 4 + 4] + state.storage[p * 4:p * 4 + 4] + state.pit[p * 16:p * 16 + 16]) >= 0
        # lorries: cubes + empty = printed lorries + the tiles' lorries, per level
        for lv in range(4):
            lorries = ru.printed_lorries + sum(state.owned[p * kinds + k] * ru.tile_lorries[k]
                                               for k in range(kinds) if ru.tile_colour[k] == lv)
            waiting = state.pending if (state.stage == "shortage" and p == state.current
                                        and state.pending_level == lv) else 0
            in_pit = sum(state.pit[p * 16 + lv * 4:p * 16 + lv * 4 + 4]) + state.empty[p * 4 + lv]
            assert in_pit + waiting == lorries, f"player {p}: lorries on level {lv + 1} do not add up"
        assert len(state.orders[p]) == len(state.fills[p])
        for card, spots in zip(state.orders[p], state.fills[p], strict=False):
            assert len(spots) == len(ru.card_coal[card])
        assert cubes_of(state, p) >= 0
    # tiles: stack + board + hand + pits, per kind
    held = list(state.tile_stack)
    if state.stage in TILE_STAGES:
        held += state.drawn + state.ret_items
    held += [t for sp, t in enumerate(state.board) if ru.space_kind[sp] == "factory" and t >= 0]
    per_kind = [held.count(k) + sum(state.owned[p * kinds + k] for p in range(n)) for k in range(kinds)]
    assert per_kind == list(ru.tile_copies), "tiles appeared or vanished"
    assert len(state.tile_known) == len(state.tile_stack) and len(state.order_known) == len(state.order_stack)
    # cards: every card in exactly one place
    cards = list(state.order_stack) + list(state.draft_pool)
    if state.stage not in TILE_STAGES:
        cards += state.drawn + state.ret_items
    cards += [c for sp, c in enumerate(state.board) if ru.space_kind[sp] == "order" and c >= 0]
    for p in range(n):
        cards += state.orders[p] + state.delivered[p]
    assert sorted(cards) == list(ru.card_ids), "order cards appeared or vanished"
    # delivered counters agree with the delivered cards
    for p in range(n):
        for c in range(4):
            assert state.del_colour[p * 4 + c] == sum(ru.card_colour_counts[d][c] for d in state.delivered[p])
            assert state.del_vehicle[p * 4 + c] == sum(len(ru.card_coal[d]) for d in state.delivered[p]
                                                       if ru.card_vehicle[d] == c)
    # score = sum of its parts
    scores = ENGINE.scores_now(state)
    if ENGINE.is_over(state):
        res = ENGINE.final_result(state)
        for row in res["players"]:
            assert row["score"] == sum(row["breakdown"].values())
        assert res["scores"] == scores
        assert ENGINE.legal_actions(state) == []
        assert ENGINE.decision(state).player is None
        return
    legal = ENGINE.legal_actions(state)
    assert legal, "a decision without a legal action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    if not deep:
        return
    for a in legal:
        assert ENGINE.explain_illegal(state, a) is None
        assert ENGINE.action_from_json(ENGINE.action_to_json(a)) == a
    legal_set = set(legal)
    for a in probe_actions(state):
        why = ENGINE.explain_illegal(state, a)
        if a in legal_set or (state.stage == "mine" and same_move(state, a) in legal_set):
            assert why is None   # listed, or another name of a listed move (C47, C48)
        else:
            assert isinstance(why, str) and why, f"no reason for the illegal {a}"
    # clone and JSON round trip are exact
    c = ENGINE.clone(state)
    assert c.to_json() == state.to_json()
    j = state.to_json()
    import json
    back = ENGINE.state_from_json(json.loads(json.dumps(j)))
    assert back.to_json() == j
    assert ENGINE.legal_actions(back) == legal


def probe_actions(state: State) -> list:
    """A spread of actions of every kind, most of them illegal now."""
    from game.coal_baron.actions import A
    ru = rules()
    out = [A("place", s) for s in ru.space_ids] + [A("place", "nowhere")]
    out += [A("draft", c) for c in (1, 17, 44)] + [A("keep_order", c) for c in (None, 2, 33)]
    out += [A("keep_tile", k) for k in (None, 0, 7, 15)] + [A("coal", c) for c in ru.colours] + [A("coal", "red")]
    out += [A("return", "top"), A("return", "bottom"), A("return", "middle"), A("put", 0), A("put", 5)]
    out += [A("cage", lv) for lv in range(6)] + [A("stop")]
    out += [A("load", c) for c in ru.colours] + [A("store", c) for c in ru.colours]
    p = max(state.current, 0)
    for card in state.orders[p][:3]:
        out += [A("fill", card, 0, "cage"), A("fill", card, 0, "storage"),
                A("fill2", card, 0, "cage:yellow", "storage:black"),
                A("fill", card, 1, "storage"), A("fill2", card, 0, "storage:black", "cage:yellow")]
    out += [A("fill", 99, 0, "cage")]
    return out
