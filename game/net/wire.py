"""The messages of a network game and their limits: one JSON object per WebSocket text frame.

Every message is a pydantic model with `extra="forbid"` and bounded fields; `read_client` and
`read_host` turn a frame into one, or raise `Violation` with the reason the connection is closed
for (the host logs it; the game goes on). Nothing received is evaluated or used as a path: an
action stays JSON until the host's engine reads it (`action_from_json`), a name is a seat's name
(game.core.session.Seat's rules), a chat line is plain text drawn as text.

The client speaks first only after the host's `Challenge`; see docs/network.md for the order.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL = 2                    # changes whenever a message changes: another one is refused
DEFAULT_PORT = 42715            # unassigned by IANA; the README tells how to open it for friends
MAX_CLIENT_FRAME = 4_096        # a client sends actions, a chat line, proofs: a few hundred bytes
MAX_HOST_FRAME = 2_000_000      # a seat view is ~10 kB; the end's record a few tens of kB
MAX_CHAT = 200                  # characters of one chat line
MAX_NAME = 24                   # as a saved seat's name (game.core.session.Seat)
NONCE = 32                      # hex digits of a challenge's random part (128 bits)
MAX_SAID_VALUE = 120            # characters of a plain value in a refusal's sentence

Hex = Annotated[str, Field(pattern=r"^[0-9a-f]+$", min_length=NONCE, max_length=64)]
Version = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[0-9A-Za-z.+_-]+$")]
Seq = Annotated[int, Field(ge=0, le=10_000_000, strict=True)]
SeatNo = Annotated[int, Field(ge=0, le=3, strict=True)]
Colour = Annotated[int, Field(ge=0, le=3, strict=True)]


class Violation(ValueError):
    """A frame that is not a message of this protocol: the connection is closed with this reason."""


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- the client's messages ---------------------------------------------------------------------

class Hello(_Msg):
    """The joining player: the program's version, a nonce of its own and the proof that it knows the
    code (codes.client_proof), the name and colour wished for, the seat wished for (a rejoin, or a
    test's seat), and the ticket a seat's welcome gave (a rejoin after a drop)."""

    t: Literal["hello"]
    app: Version
    protocol: Annotated[int, Field(ge=0, le=1_000, strict=True)]
    nonce: Hex
    proof: Hex
    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
    colour: Colour | None = None
    seat: SeatNo | None = None
    ticket: Annotated[str, Field(pattern=r"^[0-9a-f]{32}$")] | None = None
    confirms: bool = False       # the player confirms finished turns (the host waits for it)


class Act(_Msg):
    """A move of the sender's seat, on the position numbered `at` (a stale one is refused)."""

    t: Literal["act"]
    at: Seq
    action: Any


class Undo(_Msg):
    t: Literal["undo"]
    at: Seq


class Confirm(_Msg):
    """The sender's finished turn is confirmed: the host's match goes on."""

    t: Literal["confirm"]
    at: Seq


class Chat(_Msg):
    t: Literal["chat"]
    text: Annotated[str, Field(min_length=1, max_length=MAX_CHAT)]


class Bye(_Msg):
    t: Literal["bye"]


ClientMessage = Annotated[Hello | Act | Undo | Confirm | Chat | Bye, Field(discriminator="t")]
_CLIENT = TypeAdapter(ClientMessage)


# --- the host's messages -----------------------------------------------------------------------

class Challenge(_Msg):
    t: Literal["challenge"]
    app: Version
    protocol: int
    nonce: Hex


class Refused(_Msg):
    """Why the host closes this connection: "version", "code", "slow" (too many wrong codes),
    "full", "away" (the free seats are kept for the players who left them), "bad" (a message that broke
    the protocol), "closed" (the host ended the game), "taken" (the seat joined again elsewhere)."""

    t: Literal["refused"]
    reason: Literal["version", "code", "slow", "full", "away", "bad", "closed", "taken"]
    detail: Annotated[str, Field(max_length=300)] = ""


class SeatInfo(_Msg):
    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
    colour: Colour
    who: Literal["host", "bot", "remote"]       # at the host's screen, a bot, another computer
    joined: bool = True                         # a remote seat someone has taken
    away: bool = False                          # its player's connection dropped
    stand_in: bool = False                      # a bot plays it while its player is away


class Welcome(_Msg):
    """The host's proof that it knows the code too, the seat given and its ticket (to rejoin), the
    game and its options (no seed)."""

    t: Literal["welcome"]
    proof: Hex
    seat: SeatNo
    ticket: Annotated[str, Field(pattern=r"^[0-9a-f]{32}$")]
    game: Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]
    options: dict[str, Any]
    hints: bool = True


class Lobby(_Msg):
    """Who sits where, before the start and whenever it changes."""

    t: Literal["lobby"]
    seats: list[SeatInfo] = Field(max_length=4)
    started: bool = False


class WireEvent(_Msg):
    """A chronicle event as typed data (game.core.protocol.Event): its class by the game's name
    for it, and its fields; never a rendered text (seat_feed.event_from_wire checks the msgids)."""

    type: Annotated[str, Field(max_length=40)]
    index: int
    fields: dict[str, Any]


class Update(_Msg):
    """The position after a change, as seat `you` may see it: the state with the hidden parts
    replaced (the game's seat view), the record's length as opaque numbers (`serials`), the
    chronicle (keep the first `keep` events seen, then these), who may undo, who is away."""

    t: Literal["update"]
    version: Seq
    state: dict[str, Any]
    serials: list[int] = Field(max_length=20_000)
    keep: Seq
    events: list[WireEvent] = Field(max_length=5_000)
    can_undo: bool
    held_for: SeatNo | None = None       # the match waits for this seat's confirmation
    over: bool = False


class Said(_Msg):
    """A sentence to translate where it is shown: a msgid (`plural` and the count `n` for a count,
    `ctx` as in pgettext) and its named values, each plain text, an integer or such a sentence
    (game.net.refusals makes and renders them; the client accepts only its own msgids)."""

    text: Annotated[str, Field(min_length=1, max_length=400)]
    plural: Annotated[str, Field(min_length=1, max_length=400)] | None = None
    n: Annotated[int, Field(ge=-1_000_000, le=1_000_000, strict=True)] | None = None
    ctx: Annotated[str, Field(min_length=1, max_length=60)] | None = None
    capital: bool = False                # its first letter upper case once worded (it may begin with a value)
    args: dict[Annotated[str, Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,39}$")],
               Annotated[int, Field(ge=-1_000_000_000, le=1_000_000_000, strict=True)]
               | Annotated[str, Field(max_length=MAX_SAID_VALUE, strict=True)] | Said] = Field(default_factory=dict,
                                                                                         max_length=12)


class Refusal(_Msg):
    """The sender's move or undo was refused: `said` is the reason to show, in the client's language
    (None: a reason the host could not send as a message, shown as a generic sentence); `reason` the
    same in English, for logs."""

    t: Literal["refusal"]
    reason: Annotated[str, Field(max_length=400)]
    at: Seq
    said: Said | None = None


class ChatLine(_Msg):
    t: Literal["said"]
    seat: Annotated[int, Field(ge=-1, le=3)]     # -1: the host's program itself
    text: Annotated[str, Field(max_length=MAX_CHAT)]


class Finished(_Msg):
    """After the last move: the game's record (nothing is hidden once nobody can act on it), so that
    every computer keeps it in its statistics, and the score history for the end chart."""

    t: Literal["finished"]
    record: dict[str, Any]
    score_history: list[tuple[str, list[int]]] = Field(max_length=200)


HostMessage = Annotated[Challenge | Refused | Welcome | Lobby | Update | Refusal | ChatLine | Finished,
                        Field(discriminator="t")]
_HOST = TypeAdapter(HostMessage)


def _load(frame: str | bytes, limit: int) -> Any:
    if isinstance(frame, bytes):
        raise Violation("a binary frame (the protocol sends text)")
    if len(frame) > limit:
        raise Violation(f"a frame of {len(frame)} characters (at most {limit})")
    try:
        return json.loads(frame)
    except (ValueError, RecursionError) as exc:
        raise Violation(f"not JSON ({type(exc).__name__})") from None


def _reason(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])[:80]
    return f"not a message of the protocol: {where}: {first['msg'][:120]}"


def read_client(frame: str | bytes) -> Hello | Act | Undo | Confirm | Chat | Bye:
    """A client's frame as its message, or Violation."""
    obj = _load(frame, MAX_CLIENT_FRAME)
    try:
        return _CLIENT.validate_python(obj)
    except ValidationError as exc:
        raise Violation(_reason(exc)) from None
    except RecursionError:
        raise Violation("nested too deep") from None


def read_host(frame: str | bytes) -> Challenge | Refused | Welcome | Lobby | Update | Refusal | ChatLine | Finished:
    """A host's frame as its message, or Violation."""
    obj = _load(frame, MAX_HOST_FRAME)
    try:
        return _HOST.validate_python(obj)
    except ValidationError as exc:
        raise Violation(_reason(exc)) from None
    except RecursionError:
        raise Violation("nested too deep") from None


def dump(message: BaseModel) -> str:
    return message.model_dump_json(exclude_defaults=False)
