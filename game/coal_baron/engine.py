"""The Coal Baron engine: the game protocol's questions (game.core.protocol.Engine) answered over a
State by one object, ENGINE. The rules live in one module per idea; this class only dispatches by
stage.

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
from game.coal_baron.mining import apply_mine, mine_legal, mine_problem, same_move
from game.coal_baron.options import Options
from game.coal_baron.placement import place, place_legal, space_problem
from game.coal_baron.queries import public_view, reveal_mark
from game.coal_baron.state import State
from game.coal_baron.words import colour_name
from game.core.i18n import N_, _, ngettext
from game.core.protocol import Decision, Event, Result

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


class CoalBaronEngine:
    """game.core.protocol.Engine over State and Action. States made here record events."""

    def new_state(self, options: Options, seed: int) -> State:
        """A new game from the definition's validated Options (nothing else: a player count or a dict
        would skip the options' checks)."""
        if not isinstance(options, Options):
            raise TypeError(f"Coal Baron's new_state takes its Options, not {type(options).__name__}")
        return setup.new_state(options.players, seed, start_player=options.start_player,
                               coal_per_colour=options.coal_per_colour, visible=options.delivered_visible)

    def decision(self, state: State) -> Decision:
        if state.stage == "over":
            return Decision(None, "over")
        return Decision(state.current, state.stage)

    def legal_actions(self, state: State) -> list[Action]:
        """Every move once, in one name: explain_illegal also accepts the other names of a listed
        mining move (an equal spot, a pair's other order: mining.same_move, C47, C48)."""
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

    def explain_illegal(self, state: State, action: Any) -> str | None:
        """None exactly when the action is legal now; otherwise a sentence for the player."""
        if not isinstance(action, Action) or action.kind not in SCHEMA or len(action.args) != len(SCHEMA[action.kind]):
            return _("That is not a Coal Baron move.")
        try:
            hash(action)
        except TypeError:
            return _("That is not a Coal Baron move.")
        if state.stage == "over":
            return _("The game is over.")
        legal = self.legal_actions(state)
        if action in legal:
            return None
        if state.stage == "mine" and same_move(state, action) in legal:
            return None   # another name of a listed move: an equal spot, the pair's other order (C47, C48)
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

    def apply(self, state: State, action: Action) -> None:
        """Apply a legal action (the caller has checked it) and every forced step after it."""
        st = state.stage
        k, args = action.kind, action.args
        if st == "place":
            place(state, rules().space_index[args[0]])
        elif st == "mine":
            apply_mine(state, same_move(state, action))
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

    def clone(self, state: State) -> State:
        return state.clone()

    def is_over(self, state: State) -> bool:
        return state.stage == "over"

    def state_to_json(self, state: State) -> dict:
        return state.to_json()

    def state_from_json(self, obj: dict) -> State:
        return State.from_json(obj)

    def action_to_json(self, action: Action) -> Any:
        return action.to_json()

    def action_from_json(self, obj: Any) -> Action:
        return from_json(obj)

    def scores_now(self, state: State) -> list[int]:
        return scoring.scores_now(state)

    def projected_result(self, state: State) -> Result:
        return scoring.projected_result(state)

    def final_result(self, state: State) -> Result:
        return scoring.final_result(state)

    def public_view(self, state: State, player: int, seed: int) -> State:
        """The stacks' unknown parts and another player's private draw re-sampled from `seed` (C43)."""
        return public_view(state, player, seed)

    def reveal_mark(self, state: State) -> int:
        return reveal_mark(state)

    def take_events(self, state: State) -> list[Event]:
        return take(state)

    def record_events(self, state: State, on: bool) -> None:
        """Optional hook of the protocol: turn the chronicle on or off."""
        record_events(state, on)


ENGINE = CoalBaronEngine()
