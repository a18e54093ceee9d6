"""Building positions for the ruling tests: a game after the draft, and pieces put by hand."""

from __future__ import annotations

from game.coal_baron.actions import A, IllegalAction
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.state import State

R = rules()
Y, BR, G, B = range(4)                  # colour indices
BARROW, CARRIAGE, MOTORCAR, LOCOMOTIVE = range(4)   # vehicle indices


def sp(name: str) -> int:
    return R.space_index[name]


def kind_of(bga_type: int) -> int:
    """The tile kind index of a BGA tile type (components.md section 5)."""
    return R.tile_type.index(bga_type)


def after_draft(players: int = 4, seed: int = 0, start: int = 0, **opts) -> State:
    """A game past the draft (everybody takes the first card offered), start player `start`."""
    state = ENGINE.new_state(Options(players=players, start_player=start, **opts), seed)
    while state.stage == "draft":
        act(state, ENGINE.legal_actions(state)[0])
    ENGINE.take_events(state)
    return state


def act(state: State, action) -> None:
    """Apply through the checked path: an illegal action fails the test with its reason."""
    why = ENGINE.explain_illegal(state, action)
    if why is not None:
        raise IllegalAction(why)
    ENGINE.apply(state, action)


def place(state: State, space: str) -> None:
    act(state, A("place", space))


def clear_orders(state: State, p: int) -> None:
    """p's outstanding orders go to the bottom of the order stack (so every card stays somewhere)."""
    state.order_stack[0:0] = state.orders[p]
    state.order_known[0:0] = [0] * len(state.orders[p])
    state.orders[p] = []
    state.fills[p] = []


def give_order(state: State, p: int, card: int, filled: bool = False) -> None:
    """Move card to p's outstanding orders (from wherever it is), spots filled from the supply."""
    for q in range(state.n):
        if card in state.orders[q]:
            i = state.orders[q].index(card)
            del state.orders[q][i], state.fills[q][i]
    for lst in (state.order_stack, state.draft_pool):
        if card in lst:
            i = lst.index(card)
            del lst[i]
            if lst is state.order_stack:
                del state.order_known[i]
    for s, c in enumerate(state.board):
        if R.space_kind[s] == "order" and c == card:
            state.board[s] = -1
    coal = R.card_coal[card]
    if filled:
        for c in coal:
            state.coal[c] -= 1
    state.orders[p].append(card)
    state.fills[p].append(tuple(coal) if filled else (-1,) * len(coal))


def deliver_cards(state: State, p: int, cards: list[int]) -> None:
    """Put cards straight onto p's delivered pile (counters kept in step)."""
    for card in cards:
        give_order(state, p, card)
        i = state.orders[p].index(card)
        del state.orders[p][i], state.fills[p][i]
        state.delivered[p].append(card)
        for c in range(4):
            state.del_colour[p * 4 + c] += R.card_colour_counts[card][c]
        state.del_vehicle[p * 4 + R.card_vehicle[card]] += len(R.card_coal[card])


def set_empty_lorries(state: State, p: int, level_colour: int, count: int) -> None:
    """Give p exactly `count` empty lorries of a colour (changing only the empty-lorry table)."""
    state.empty[p * 4 + level_colour] = count


def legal(state: State) -> list:
    return ENGINE.legal_actions(state)


def put_tile(state: State, space: str, kind: int) -> None:
    """Lay a tile of `kind` on a factory space, swapping it with one of that kind in the stack."""
    i = state.tile_stack.index(kind)
    old = state.board[sp(space)]
    if old >= 0:
        state.tile_stack[i] = old
    else:
        del state.tile_stack[i], state.tile_known[i]
    state.board[sp(space)] = kind


def put_card(state: State, space: str, card: int) -> None:
    """Lay `card` on an order space, swapping it with the card that lay there."""
    old = state.board[sp(space)]
    if card in state.order_stack:
        state.order_stack[state.order_stack.index(card)] = old
    else:
        for q in range(state.n):
            if card in state.orders[q]:
                i = state.orders[q].index(card)
                state.orders[q][i] = old
                state.fills[q][i] = (-1,) * len(R.card_coal[old])
    state.board[sp(space)] = card


def give_tile(state: State, p: int, kind: int) -> None:
    """p gets a tile of `kind` (from the stack, or else from the factory) with its lorries loaded."""
    if kind in state.tile_stack:
        i = state.tile_stack.index(kind)
        del state.tile_stack[i], state.tile_known[i]
    else:
        f = next(f for f in R.factory_spaces if state.board[f] == kind)
        state.board[f] = -1
    state.owned[p * len(R.tile_type) + kind] += 1
    colour = R.tile_colour[kind]
    state.pit[p * 16 + colour * 4 + colour] += R.tile_lorries[kind]
    state.coal[colour] -= R.tile_lorries[kind]
