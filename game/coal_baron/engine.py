"""The Coal Baron engine: the game protocol's questions (game.core.protocol.Engine) answered over a
State. The rules live in one module per idea; this file only dispatches by stage.

Stages and their actions: draft (draft), place (place), keep_tile (keep_tile), shortage (coal),
return_tiles / return_orders (return), arrange_tiles / arrange_orders (put),
mine (cage, load, store, fill, fill2, stop), keep_order
(keep_order), over (none).
"""

from __future__ import annotations

from typing import Any

from game.coal_baron import cards, factory, scoring, setup
from game.coal_baron.actions import SCHEMA, A, Action, IllegalAction, from_json
from game.coal_baron.components import rules
from game.coal_baron.drawing import apply_put, apply_return, arrange_legal, return_legal
from game.coal_baron.events import record_events, take
from game.coal_baron.mining import apply_mine, mine_legal, mine_problem
from game.coal_baron.placement import place, place_legal, space_problem
from game.coal_baron.queries import public_view, reveal_mark
from game.coal_baron.state import State
from game.coal_baron.words import colour_name
from game.core.i18n import N_, _, ngettext
from game.core.protocol import Decision, Event

# stage -> the action kinds it takes, and what the player is asked to do (for explain_illegal)
# per stage: the action kinds it takes and the sentence for an action of another kind (translated
# where it is returned)
STAGE_KINDS: dict[str, tuple[tuple[str, ...], str]] = {
    "draft": (("draft",), N_("Not now: the game waits for the player to choose an order card from the draft.")),
    "place": (("place",), N_("Not now: the game waits for the player to place workers on a space.")),
    "keep_tile": (("keep_tile",), N_("Not now: the game waits for the player to keep one of the drawn tiles "
                                     "or none.")),
    "shortage": (("coal",), N_("Not now: the game waits for the player to choose a cube colour for a lorry "
                               "the supply cannot fill.")),
    "return_tiles": (("return",), N_("Not now: the game waits for the player to choose top or bottom of the "
                                     "stack for the other drawn tiles.")),
    "return_orders": (("return",), N_("Not now: the game waits for the player to choose top or bottom of the "
                                      "stack for the other drawn orders.")),
    "arrange_tiles": (("put",), N_("Not now: the game waits for the player to choose the next tile to put "
                                   "back, from the top-most down.")),
    "arrange_orders": (("put",), N_("Not now: the game waits for the player to choose the next order to put "
                                    "back, from the top-most down.")),
    "mine": (("cage", "load", "store", "fill", "fill2", "stop"),
             N_("Not now: the game waits for the player to do work steps or stop mining.")),
    "keep_order": (("keep_order",), N_("Not now: the game waits for the player to keep one of the drawn "
                                       "orders or none.")),
}


def new_state(options: Any = None, seed: int = 0) -> State:
    """options: the definition's Options model, a dict of its fields, or a player count."""
    if isinstance(options, int):
        return setup.new_state(options, seed)
    if isinstance(options, dict):
        get = options.get
    else:
        def get(name, default=None):
            return getattr(options, name, default)
    return setup.new_state(get("players", 2), seed, start_player=get("start_player"),
                           coal_per_colour=get("coal_per_colour"), visible=get("delivered_visible", "owner"))


def decision(state: State) -> Decision:
    if state.stage == "over":
        return Decision(None, "over")
    return Decision(state.current, state.stage)


def legal_actions(state: State) -> list[Action]:
    st = state.stage
    if st == "place":
        return place_legal(state)
    if st == "mine":
        return mine_legal(state)
    if st == "draft":
        return [A("draft", c) for c in state.draft_pool]
    if st == "keep_tile":
        return [A("keep_tile", k) for k in factory.keep_legal(state, state.current)]
    if st == "keep_order":
        return [A("keep_order", c) for c in cards.keep_legal(state)]
    if st == "shortage":
        names = rules().colours
        return [A("coal", names[c]) for c in factory.shortage_legal(state)]
    if st in ("return_tiles", "return_orders"):
        return return_legal(state)
    if st in ("arrange_tiles", "arrange_orders"):
        return arrange_legal(state)
    return []


def explain_illegal(state: State, action: Any) -> str | None:
    """None exactly when the action is legal now; otherwise a sentence for the player."""
    if not isinstance(action, Action) or action.kind not in SCHEMA or len(action.args) != len(SCHEMA[action.kind]):
        return _("That is not a Coal Baron move.")
    try:
        hash(action)
    except TypeError:
        return _("That is not a Coal Baron move.")
    if state.stage == "over":
        return _("The game is over.")
    if action in legal_actions(state):
        return None
    kinds, not_now = STAGE_KINDS[state.stage]
    if action.kind not in kinds:
        return _(not_now)
    ru = rules()
    k, args = action.kind, action.args
    if k == "draft":
        return _("That card is not in the draft display.")
    if k == "place":
        if args[0] not in ru.space_index:
            return _("There is no space called {name!r}.").format(name=args[0])
        return space_problem(state, state.current, ru.space_index[args[0]]) or _("You cannot place there now.")
    if k == "keep_tile":
        if args[0] not in state.drawn:
            return _("You did not draw such a tile.")
        price = ru.tile_price[args[0]]
        return ngettext("You cannot pay {price} Mark for that tile; you have {marks}.",
                        "You cannot pay {price} Marks for that tile; you have {marks}.",
                        price).format(price=price, marks=state.marks[state.current])
    if k == "keep_order":
        return _("You did not draw that order.")
    if k == "coal":
        if args[0] not in ru.colours:
            return _("There is no coal colour {name!r}.").format(name=args[0])
        # TRANSLATORS: {colour} is a coal colour
        return _("The supply has no {colour} cube left.").format(colour=colour_name(args[0]))
    if k == "return":
        return _("Put them back either on the top or at the bottom of the stack.")
    if k == "put":
        return _("That is not among the items you still hold.")
    return mine_problem(state, action)


def apply(state: State, action: Action, check: bool = False) -> None:
    """Apply a legal action and every forced step after it. With check=True an illegal action
    raises IllegalAction (with the reason) and changes nothing."""
    if check:
        why = explain_illegal(state, action)
        if why is not None:
            raise IllegalAction(why)
    st = state.stage
    k, args = action.kind, action.args
    if st == "place":
        place(state, rules().space_index[args[0]])
    elif st == "mine":
        apply_mine(state, action)
    elif st == "draft":
        setup.draft_pick(state, args[0])
    elif st == "keep_tile":
        factory.keep(state, state.current, args[0])
    elif st == "keep_order":
        cards.keep(state, state.current, args[0])
    elif st == "shortage":
        factory.shortage_fill(state, state.current, rules().colours.index(args[0]))
    elif st in ("return_tiles", "return_orders"):
        apply_return(state, args[0])
    elif st in ("arrange_tiles", "arrange_orders"):
        apply_put(state, args[0])
    else:
        raise IllegalAction(_("The game is over.") if st == "over" else f"no action {k} in stage {st}")


def clone(state: State) -> State:
    return state.clone()


def is_over(state: State) -> bool:
    return state.stage == "over"


def state_to_json(state: State) -> dict:
    return state.to_json()


def state_from_json(obj: dict) -> State:
    return State.from_json(obj)


def action_to_json(action: Action) -> Any:
    return action.to_json()


def action_from_json(obj: Any) -> Action:
    return from_json(obj)


def take_events(state: State) -> list[Event]:
    return take(state)


scores_now = scoring.scores_now
projected_result = scoring.projected_result
final_result = scoring.final_result


class CoalBaronEngine:
    """The module's functions bound as an object, for game.core.protocol.Engine."""

    new_state = staticmethod(new_state)
    decision = staticmethod(decision)
    legal_actions = staticmethod(legal_actions)
    explain_illegal = staticmethod(explain_illegal)
    apply = staticmethod(apply)
    clone = staticmethod(clone)
    is_over = staticmethod(is_over)
    state_to_json = staticmethod(state_to_json)
    state_from_json = staticmethod(state_from_json)
    action_to_json = staticmethod(action_to_json)
    action_from_json = staticmethod(action_from_json)
    scores_now = staticmethod(scores_now)
    projected_result = staticmethod(projected_result)
    final_result = staticmethod(final_result)
    public_view = staticmethod(public_view)
    reveal_mark = staticmethod(reveal_mark)
    take_events = staticmethod(take_events)
    record_events = staticmethod(record_events)


ENGINE = CoalBaronEngine()
