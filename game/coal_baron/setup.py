"""A new game: shuffled stacks, tiles on the factory, starting pits, start player, the order draft
(rulings C1-C5, C40, C42)."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.events import emit
from game.coal_baron.state import State
from game.coal_baron.words import card_term
from game.core import rng as R
from game.core.i18n import N_


def shuffle(state: State, items: list[int]) -> None:
    """Fisher-Yates with the state's own generator (all randomness comes from the state)."""
    r = state.rng
    for i in range(len(items) - 1, 0, -1):
        r, j = R.below(r, i + 1)
        items[i], items[j] = items[j], items[i]
    state.rng = r


def new_state(players: int, seed: int, start_player: int | None = None,
              coal_per_colour: int | None = None, visible: str = "owner") -> State:
    ru = rules()
    n = players
    if n not in ru.workers:
        raise ValueError(f"Coal Baron is for 2 to 4 players, not {n}")
    coal_each = ru.coal_per_colour if coal_per_colour is None else coal_per_colour
    if coal_each < n * ru.printed_cubes:
        raise ValueError(f"coal_per_colour must be at least {n * ru.printed_cubes} for {n} players")
    s = State.__new__(State)
    s.events = []
    s.n = n
    s.rng = R.seed_state(seed)
    s.shift = 1
    s.stage = "draft"
    s.steps = 0
    s.turn = 0
    s.reveals = 0
    s.visible = visible
    s.supply = [ru.workers[n]] * n
    s.canteen = [0] * n
    nspaces = len(ru.space_ids)
    s.space_workers = [0] * (nspaces * n)
    s.board = [-1] * nspaces
    kinds = len(ru.tile_type)
    # C5/C14: the stacks, face down, shuffled once and never again (C39)
    s.tile_stack = [k for k in range(kinds) for _ in range(ru.tile_copies[k])]
    shuffle(s, s.tile_stack)
    s.tile_known = [0] * len(s.tile_stack)
    s.order_stack = list(ru.card_ids)
    shuffle(s, s.order_stack)
    s.order_known = [0] * len(s.order_stack)
    s.drawn = []
    s.ret_where = -1
    s.ret_items = []
    s.pending = 0
    s.pending_level = 0
    s.marks = [ru.start_marks[n]] * n
    s.vp_orders = [0] * n
    s.vp_shift = [0] * n
    s.pit = [0] * (16 * n)
    s.empty = [0] * (4 * n)
    s.owned = [0] * (kinds * n)
    s.cage_level = [ru.cage_start] * n
    s.cage = [0] * (4 * n)
    s.storage = [0] * (4 * n)
    s.coal_total = [coal_each] * 4
    s.coal = [coal_each] * 4
    s.del_colour = [0] * (4 * n)
    s.del_vehicle = [0] * (4 * n)
    s.end = []
    s.orders = [[] for _ in range(n)]
    s.fills = [[] for _ in range(n)]
    s.delivered = [[] for _ in range(n)]
    # C5: each printed lorry starts with a cube of its level's colour
    for p in range(n):
        for c in range(4):
            s.pit[p * 16 + c * 4 + c] = ru.printed_cubes
            s.empty[p * 4 + c] = ru.printed_lorries - ru.printed_cubes
    for c in range(4):
        s.coal[c] -= n * ru.printed_cubes
    # C2/C5: a tile face up on every open factory_N space (in data order)
    opened = ru.space_open[n]
    for sp in ru.factory_spaces:
        if opened[sp] and s.tile_stack:
            s.tile_known.pop()
            s.board[sp] = s.tile_stack.pop()
    # C1: the start player before the draft; random unless chosen
    if start_player is None:
        s.rng, start_player = R.below(s.rng, n)
    elif not 0 <= start_player < n:
        raise ValueError(f"start_player must be a seat 0..{n - 1}")
    s.start = start_player
    # C3: the draft cards, face up
    k = ru.draft_cards[n]
    s.draft_pool = sorted(s.order_stack[len(s.order_stack) - k:])
    del s.order_stack[len(s.order_stack) - k:]
    del s.order_known[len(s.order_known) - k:]
    s.draft_picks = 0
    s.current = drafter(s)
    emit(s, "setup", s.start, N_("{player} is the start player; the order draft begins."),
         start=s.start, draft=list(s.draft_pool))
    return s


def drafter(state: State) -> int:
    """C3: the start player's right-hand neighbour first, then counter-clockwise."""
    return (state.start - 1 - state.draft_picks) % state.n


def draft_pick(state: State, card: int) -> None:
    ru = rules()
    p = state.current
    state.draft_pool.remove(card)
    state.orders[p].append(card)
    state.fills[p].append((-1,) * len(ru.card_coal[card]))
    state.draft_picks += 1
    # TRANSLATORS: {card} is an order card in words: "Carriage, 9 VP (black, black)"
    emit(state, "draft", p, N_("{player} drafts an order: {card}."), {"card": card_term(card)}, card=card)
    if state.draft_picks < ru.draft_picks * state.n:
        state.current = drafter(state)
        return
    # C4: the leftover to order_4, the other open order spaces from the stack
    from game.coal_baron.stacks import reveal_top
    opened = ru.space_open[state.n]
    for card_left in state.draft_pool:
        state.board[ru.leftover_space] = card_left
    state.draft_pool = []
    for sp in ru.order_spaces:
        if opened[sp] and state.board[sp] < 0:
            state.board[sp] = reveal_top(state, tiles=False)
    state.stage = "place"
    state.current = state.start
    emit(state, "shift", None, N_("Shift {shift} begins."), shift=1)
