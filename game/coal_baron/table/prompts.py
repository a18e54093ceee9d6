"""Coal Baron's prompt bar: what the player whose turn it is must decide, in words, with buttons for
the choices no drag or click makes (stopping, two cubes on one spot, putting a draw back, a
shortage's colour, keeping nothing), and every action as a sentence (popups, the keyboard choice).
The legal actions are always the engine's; nothing here decides a rule."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.board_view import space_label
from game.ui.prompt_bar import Prompt, PromptButton

BUTTON_KINDS = ("stop", "return", "coal")
LISTED_KINDS = ("fill2", "put", "keep_tile", "keep_order", "coal")


def describe(state, a, names: list[str]) -> str:
    ru = rules()
    k, args = a.kind, a.args
    if k == "place":
        sp = ru.space_index[args[0]]
        return f"{space_label(sp)} ({args[0].replace('_', ' ')}): {Q.space_cost(state, sp)} workers"
    if k == "draft":
        return f"Take the order: {_card(args[0])}"
    if k == "keep_tile":
        return "Keep no tile" if args[0] is None else f"Keep the {Q.tile_text(args[0])} ({ru.tile_price[args[0]]} M)"
    if k == "keep_order":
        return "Keep no order" if args[0] is None else f"Keep the order: {_card(args[0])}"
    if k == "coal":
        return f"A {args[0]} cube for the lorry"
    if k == "return":
        return f"Put the rest back on the {args[0]} of the stack"
    if k == "put":
        what = Q.tile_text(args[0]) if state.stage == "arrange_tiles" else _card(args[0])
        return f"Next from the top: {what}"
    if k == "cage":
        return "Cage to the Surface" if args[0] == 0 else f"Cage to level {args[0]} ({ru.colours[args[0] - 1]})"
    if k == "load":
        return f"Load a {args[0]} cube into the cage"
    if k == "store":
        return f"Store a {args[0]} cube"
    if k == "fill":
        return f"A {ru.colours[ru.card_coal[args[0]][args[1]]]} cube from the {args[2]} onto {_card(args[0])}"
    if k == "fill2":
        return f"Two cubes ({args[2]} and {args[3]}) on one spot of {_card(args[0])}"
    if k == "stop":
        return f"Stop mining ({state.steps} steps unused)"
    return str(a)


def _card(card: int) -> str:
    ru = rules()
    from game.coal_baron.table.cards import vehicle_name
    coal = ", ".join(ru.colours[c] for c in ru.card_coal[card])
    return f"{vehicle_name(ru.card_vehicle[card])} {ru.card_vp[card]} VP [{coal}]"


TITLES = {
    "draft": ("draft an order", "Click a card of the draft. The draft runs backwards: the start player takes last."),
    "place": ("place workers", "Drag workers from your supply onto a space (the number is its cost now), or click a space."),
    "keep_tile": ("keep one tile or none", "Click a tile to buy it, or keep none."),
    "shortage": ("the supply is short", "Choose the colour of a cube for the new lorry."),
    "return_tiles": ("put the other tiles back", "On top of the stack or at the bottom?"),
    "return_orders": ("put the other orders back", "On top of the stack or at the bottom?"),
    "arrange_tiles": ("arrange the tiles", "Click the tile to go next, from the top-most down."),
    "arrange_orders": ("arrange the orders", "Click the order to go next, from the top-most down."),
    "mine": ("mining", "Drag the cage to a level, cubes into the cage, to the storage or onto an order's spot."),
    "keep_order": ("keep one order or none", "Click an order to keep it, or keep none."),
}


def build_prompt(game, names: list[str], is_bot: bool) -> Prompt:
    state = game.state
    if state.stage == "over":
        res = game.engine.final_result(state)
        return Prompt("The game is over", f"{names[res['winner']]} wins with {res['scores'][res['winner']]} VP.",
                      [PromptButton("Results", None, "results", primary=True)])
    who = names[state.current]
    title, hint = TITLES.get(state.stage, (state.stage, ""))
    if state.stage == "mine":
        title = f"{title}: {state.steps} steps left"
    if is_bot:
        return Prompt(f"{who} is thinking ({title})", "", [])
    legal = game.legal_actions()
    buttons: list[PromptButton] = []
    for a in legal:
        if a.kind in BUTTON_KINDS or (a.kind in ("keep_tile", "keep_order") and a.args[0] is None):
            buttons.append(PromptButton(_short(state, a), a, primary=a.kind != "stop"))
    from game.coal_baron.table.pit_view import HIDDEN_ORDERS
    hidden = HIDDEN_ORDERS.get(state.current, set())
    listed = [a for a in legal if (a.kind in LISTED_KINDS or (a.kind == "fill" and a.args[0] in hidden))
              and a not in [b.action for b in buttons]]
    if listed:
        buttons.insert(0, PromptButton(f"Choose\u2026 ({len(listed)})", None, "choose", small=True))
    return Prompt(f"{who}: {title}", hint, buttons)


def _short(state, a) -> str:
    if a.kind == "stop":
        return "Stop mining"
    if a.kind == "return":
        return "On top" if a.args[0] == "top" else "At the bottom"
    if a.kind == "coal":
        return a.args[0].capitalize()
    if a.kind == "keep_tile":
        return "No tile"
    if a.kind == "keep_order":
        return "No order"
    return describe(state, a, [])


def listed_actions(game) -> list:
    """The Choose list: what no drag or click makes, and filling an order the pit had no room to draw."""
    from game.coal_baron.table.pit_view import HIDDEN_ORDERS
    prompt_actions = {b.action for b in build_prompt(game, [""] * game.state.n, False).buttons if b.action}
    hidden = HIDDEN_ORDERS.get(game.state.current, set())
    return [a for a in game.legal_actions() if (a.kind in LISTED_KINDS or (a.kind == "fill" and a.args[0] in hidden))
            and a not in prompt_actions]


def guide_for(game) -> str:
    state = game.state
    return TITLES.get(state.stage, ("", ""))[1]
