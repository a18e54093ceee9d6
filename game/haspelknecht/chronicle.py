"""The chronicle: typed events (game.core.protocol.Event) that states keep when state.events is a list.

Each event has a kind the window groups and draws by ("phase", "take", "reel", "winter"... listed in
EVENT_KINDS with their data keys), the acting seat, and English text whose players are the seat
placeholders {p0}..{p3} (Event.render fills in names), so nothing downstream parses text. Events are
written in the order things happen at the table: an effect comes before what it sets off (a coal
dug before the Pinge it exhausts). Bots' states keep events = None and log nothing; callers write
`if state.events is not None: log(...)` so that bots and the bench do not even build the texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import Event

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState

# kind -> the keys of its data (every event also has its seat in Event.player, None for the table)
EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "phase": ("year", "season", "stage"),     # stage "pit_water" or "action"; opens a chronicle group
    "turn_order": ("order",),
    "take": ("pool", "colour", "count", "second", "pit_water"),
    "oil_lamp": ("pool",),
    "pass": (),                               # no second take
    "return_pit_water": (),
    "planned": (),
    "work": ("worker",),                      # a worker's activation and its forced work
    "dig": ("worker",),                       # black disks in the Pinge or tunnel
    "exhausted": ("vp",),                     # the Pinge is exhausted
    "reel": ("choice",),                      # the Haspelknecht: "coal", "water", "stop" or "done"
    "develop": ("worker", "tile", "vp"),
    "tile_option": ("tile", "option"),
    "marker": ("tile",),
    "wood": ("area",),
    "charcoal": ("vp",),
    "winter": ("year", "vp"),                 # winter scoring and lease; opens the winter group
    "store": (),
    "game_over": (),
}


def log(state: GameState, kind: str, player: int | None, text: str, **data: Any) -> None:
    if state.events is not None:
        state.events.append(Event(kind, player, text, data))


def player_name(state: GameState, i: int) -> str:
    """The seat placeholder {p0}, {p1}...: Event.render replaces it with the seat's name."""
    return f"{{p{i}}}"


# The names the transcript and the command line print: P1, P2, ...
SEAT_LABELS = [f"P{i + 1}" for i in range(8)]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def fmt_goods(gain: dict) -> str:
    """"2 food, 1 Thaler": the non-zero entries of a goods mapping, or "nothing"."""
    return ", ".join(f"{n} {res}" for res, n in gain.items() if n) or "nothing"
