"""Coal Baron's prompt bar: what the player whose turn it is must decide, in words, with buttons for
the choices no drag or click on the table makes (stopping, putting a draw back on top or at the
bottom, keeping the order it was drawn in, a shortage's colour, keeping nothing), and every action as
a sentence (popups, the keyboard choice). Two cubes on one spot are offered on the spot itself (a
cube dropped on a spot of another colour, a click on a spot). The legal actions are always the
engine's; nothing here decides a rule."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.actions import A
from game.coal_baron.components import rules
from game.coal_baron.words import capital, card_text, colour_name, space_name, tile_text
from game.core.i18n import N_, _, ngettext, pgettext
from game.ui.prompt_bar import BOT, PERSON, Prompt, PromptButton, elsewhere_prompt

BUTTON_KINDS = ("stop", "return", "coal")


def _source(where: str) -> str:
    """Where a cube is taken from ("cage", "storage"), as a word of a sentence."""
    # TRANSLATORS: where a cube comes from, inside "A {colour} cube from the {source} onto {card}"
    return {"cage": pgettext("cube source", "cage"), "storage": pgettext("cube source", "storage")}.get(where, where)


def _cube(name: str) -> str:
    """A cube named by its place and colour ("cage:yellow"), as the player reads it."""
    where, _sep, colour = name.partition(":")
    # TRANSLATORS: one cube of a pair put on an order spot: {colour} its coal colour, {source} cage or storage
    return _("{colour} from the {source}").format(colour=colour_name(colour), source=_source(where))


def describe(state, a, names: list[str]) -> str:
    ru = rules()
    k, args = a.kind, a.args
    if k == "place":
        sp = ru.space_index[args[0]]
        cost = Q.space_cost(state, sp)
        return ngettext("{space}: {cost} worker", "{space}: {cost} workers", cost).format(
            space=capital(space_name(ru, sp)), cost=cost)
    if k == "draft":
        return _("Take the order: {card}").format(card=_card(args[0]))
    if k == "keep_tile":
        if args[0] is None:
            return _("Keep no tile")
        return _("Keep the {tile} ({price} M)").format(tile=tile_text(args[0]), price=ru.tile_price[args[0]])
    if k == "keep_order":
        return _("Keep no order") if args[0] is None else _("Keep the order: {card}").format(card=_card(args[0]))
    if k == "coal":
        return _("A {colour} cube for the lorry").format(colour=colour_name(args[0]))
    if k == "return":
        return _("Put the rest back on the top of the stack") if args[0] == "top" else \
            _("Put the rest back on the bottom of the stack")
    if k == "put":
        what = tile_text(args[0]) if state.stage == "arrange_tiles" else _card(args[0])
        return _("Next from the top: {item}").format(item=what)
    if k == "cage":
        if args[0] == 0:
            return _("Cage to the Surface")
        return _("Cage to level {level} ({colour})").format(level=args[0], colour=colour_name(args[0] - 1))
    if k == "load":
        return _("Load a {colour} cube into the cage").format(colour=colour_name(args[0]))
    if k == "store":
        return _("Store a {colour} cube").format(colour=colour_name(args[0]))
    if k == "fill":
        return _("A {colour} cube from the {source} onto {card}").format(
            colour=colour_name(ru.card_coal[args[0]][args[1]]), source=_source(args[2]), card=_card(args[0]))
    if k == "fill2":
        return _("Two cubes ({first} and {second}) on one spot of {card}").format(
            first=_cube(args[2]), second=_cube(args[3]), card=_card(args[0]))
    if k == "stop":
        return ngettext("Stop mining ({n} step unused)", "Stop mining ({n} steps unused)", state.steps).format(
            n=state.steps)
    return str(a)


def _card(card: int) -> str:
    return card_text(card)


# per stage: what the player must do (the prompt's title) and how (its hint, also the step guide);
# translated where they are shown
TITLES = {
    "draft": (N_("draft an order"),
              N_("Click a card of the draft. The draft runs backwards: the start player takes last.")),
    "place": (N_("place workers"),
              N_("Drag a worker from your pithead onto a space (the figures are what it costs now), or click a space.")),
    "keep_tile": (N_("keep one tile or none"), N_("Click a tile to buy it, or keep none.")),
    "shortage": (N_("the supply is short"), N_("Choose the colour of a cube for the new lorry.")),
    "return_tiles": (N_("put the other tiles back"), N_("On top of the stack or at the bottom?")),
    "return_orders": (N_("put the other orders back"), N_("On top of the stack or at the bottom?")),
    "arrange_tiles": (N_("arrange the tiles"), N_("Click the tile to go next, from the top-most down, or keep their order.")),
    "arrange_orders": (N_("arrange the orders"), N_("Click the order to go next, from the top-most down, or keep their order.")),
    "mine": (N_("mining"),
             N_("Drag the cage to a level, cubes into the cage, to the storage or onto an order's spot.")),
    "keep_order": (N_("keep one order or none"), N_("Click an order to keep it, or keep none.")),
}


def build_prompt(game, names: list[str], mover: str) -> Prompt:
    """What the table asks now; `mover` is who decides (game.ui.prompt_bar: PERSON, BOT, ELSEWHERE, AWAY)."""
    state = game.state
    if state.stage == "over":
        res = game.engine.final_result(state)
        return Prompt(_("The game is over"),
                      _("{player} wins with {vp} VP.").format(player=names[res["winner"]],
                                                             vp=res["scores"][res["winner"]]),
                      [PromptButton(_("Results"), None, "results", primary=True)])
    who = names[state.current]
    title, hint = TITLES.get(state.stage, (state.stage, ""))
    title = _(title)
    if state.stage == "mine":
        title = ngettext("mining: {n} step left", "mining: {n} steps left", state.steps).format(n=state.steps)
    elsewhere = elsewhere_prompt(mover, who, title)
    if elsewhere is not None:
        return elsewhere
    if mover == BOT:
        # TRANSLATORS: {task} is what the player must do now, e.g. "place workers"
        return Prompt(_("{player} is thinking ({task})").format(player=who, task=title), "", [])
    legal = game.legal_actions()
    buttons: list[PromptButton] = []
    for a in legal:
        if a.kind in BUTTON_KINDS or (a.kind in ("keep_tile", "keep_order") and a.args[0] is None):
            buttons.append(PromptButton(_short(state, a), a, primary=a.kind != "stop"))
    if state.stage in ("arrange_tiles", "arrange_orders") and len(state.drawn) > 1:
        # the rest back in the order drawn (the first drawn on top): one press for every "put" left
        puts = [A("put", item) for item in state.drawn[:-1]]
        buttons.append(PromptButton(_("Keep their order"), puts[0], primary=True, then=tuple(puts[1:]),
                                    reason=_("Put them back in the order they were drawn, the first drawn on top.")))
    listed = listed_from(game, legal, buttons)
    if listed:
        # TRANSLATORS: the tooltip of the prompt's "More orders… (n)" button
        what = _("Moves onto the orders your pit has no room to show.")
        buttons.insert(0, PromptButton(_("More orders\u2026 ({n})").format(n=len(listed)), None, "choose", small=True,
                                       reason=what))
    # TRANSLATORS: the prompt's title: {player} is a name, {task} what they must do, e.g. "place workers"
    return Prompt(_("{player}: {task}").format(player=who, task=title), _(hint), buttons)


def _short(state, a) -> str:
    if a.kind == "stop":
        return _("Stop mining")
    if a.kind == "return":
        return _("On top") if a.args[0] == "top" else _("At the bottom")
    if a.kind == "coal":
        return capital(colour_name(a.args[0]))
    # TRANSLATORS: a short button for the action of keeping none of the drawn tiles (or orders),
    # not a label saying there is none
    if a.kind == "keep_tile":
        return pgettext("keep none", "No tile")
    if a.kind == "keep_order":
        return pgettext("keep none", "No order")
    return describe(state, a, [])


def listed_from(game, legal: list, buttons: list[PromptButton]) -> list:
    """Moves onto outstanding orders the pit had no room to draw (their spots cannot be clicked)."""
    from game.coal_baron.table.pit_view import HIDDEN_ORDERS
    hidden = HIDDEN_ORDERS.get(game.state.current, set())
    shown = [b.action for b in buttons]
    return [a for a in legal if a.kind in ("fill", "fill2") and a.args[0] in hidden and a not in shown]


def listed_actions(game) -> list:
    """The list behind the prompt's "More orders…" button (listed_from)."""
    buttons = build_prompt(game, [""] * game.state.n, PERSON).buttons
    return listed_from(game, game.legal_actions(), buttons)


def guide_for(game) -> str:
    state = game.state
    return _(TITLES.get(state.stage, ("", ""))[1])
