"""The chronicle: typed events (game.core.protocol.Event) that states keep when state.events is a list.

Each event has a kind the window groups and draws by ("phase", "take", "reel", "winter"... listed in
EVENT_KINDS with their data keys), the acting seat, and English text whose players are the seat
placeholders {p0}..{p3} (Event.render fills in names), so nothing downstream parses text. Events are
written in the order things happen at the table: an effect comes before what it sets off (a coal
dug before the Pinge it exhausts). Bots' states keep events = None and log nothing; callers write
`if state.events is not None: log(...)` so that bots and the bench do not even build the texts.

Texts are English msgids (marked with N_, or `mark.ngettext` for counts) translated when rendered,
in the language of whoever reads them. So one msgid serves every seat, a sentence names its actor
`{player}` and another seat by a data key listed in SEAT_KEYS (the data keep the seat's index);
`HaspelEvent.render` fills in the names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.i18n import format_message
from game.core.protocol import Event
from game.haspelknecht.words import Plural

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState

# kind -> the keys of its data (every event also has its seat in Event.player, None for the table)
EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "phase": ("year", "season", "stage"),     # stage "pit_water" or "action"; opens a chronicle group
    "turn_order": ("order",),
    "take": ("pool", "colour", "count", "second", "pit_water"),
    "oil_lamp": ("pool", "give", "get"),
    "pass": (),                               # no second take
    "return_pit_water": ("below",),
    "planned": (),
    "work": ("worker",),                      # a worker's activation and its forced work (+ name, n...)
    "dig": ("worker",),                       # black disks in the Pinge or tunnel
    "exhausted": ("vp",),                     # the Pinge is exhausted
    "reel": ("choice",),                      # the Haspelknecht: "coal", "water", "stop" or "done"
    "develop": ("worker", "tile", "vp"),      # + name, tile_name; a distant one payment and owner
    "tile_option": ("tile", "option"),        # + tile_name, effects
    "marker": ("tile",),
    "wood": ("area",),
    "charcoal": ("vp",),
    "winter": ("year", "vp"),                 # winter scoring and lease; opens the winter group
    "store": ("goods", "vp"),
    "game_over": (),
}
# Besides these, a sentence's other placeholders are in the data too: words are Terms (colour,
# season, name, tile_name), lists are words.Goods / words.Phrases, all str subclasses whose value is
# the English id or sentence, so a reader of the data never sees a translated word.


# data keys whose value is a seat index, named in the sentence: "{owner}" (paid for a distant
# development) and the turn order's places "{first}".."{fourth}" (from the data key "order")
SEAT_KEYS = ("owner",)
PLACES = ("first", "second", "third", "fourth")


@dataclass(frozen=True)
class HaspelEvent(Event):
    """An Event whose sentence names seats by role ({player}, {owner}, {first}...) rather than by
    seat number, so translators see one message for every seat."""

    def render(self, names: list[str]) -> str:
        args: dict[str, Any] = {**self.data, **{f"p{i}": n for i, n in enumerate(names)}}
        if self.player is not None:
            args["player"] = names[self.player]
        for key in SEAT_KEYS:
            if key in self.data:
                args[key] = names[self.data[key]]
        for place, seat in zip(PLACES, self.data.get("order", ()), strict=False):
            args[place] = names[seat]
        return format_message(self.text, args, self.plural, self.count)


def log(state: GameState, kind: str, player: int | None, text: str | Plural, **data: Any) -> None:
    """Chronicle an event: `text` a msgid (N_), or a Plural from `mark.ngettext` counting one of
    the data's keys."""
    if state.events is not None:
        if isinstance(text, Plural):
            state.events.append(HaspelEvent(kind, player, text.singular, data, text.plural, text.count))
        else:
            state.events.append(HaspelEvent(kind, player, text, data))


# The names the transcript and the command line print: P1, P2, ...
SEAT_LABELS = [f"P{i + 1}" for i in range(8)]

