"""Player settings, kept in the platform's per-user config folder (platformdirs).

A plain dataclass checked field by field, not a pydantic model: the settings are read before the
first frame, and importing pydantic there cost about 90 ms of start-up. Every assignment
is checked too, so a value the settings refuse raises ValueError and the old value stays.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path

from game.core import json_files
from game.core.i18n import N_
from game.paths import config_dir

log = logging.getLogger(__name__)
MAX_SETTINGS_BYTES = 100_000    # the file is a few hundred bytes
LANGUAGES = ("en", "fr", "pl", "de")   # "" in the settings: the system's language when it is one of these
TURN_CONFIRMATIONS = ("3", "5", "10", "always", "never")   # see CHECKS["turn_confirmation"]


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _int_range(low: int, high: int, optional: bool = False):
    def check(value: object) -> int | None:
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"must be a whole number from {low} to {high}")
        return value
    return check


def _float_range(low: float, high: float):
    def check(value: object) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            raise ValueError(f"must be a number from {low} to {high}")
        return float(value)
    return check


def _one_of(*choices: str):
    def check(value: object) -> str:
        if value not in choices:
            raise ValueError(f"must be one of {', '.join(repr(c) for c in choices)}")
        return value
    return check


def _name(max_len: int):
    def check(value: object) -> str:
        if not isinstance(value, str) or len(value) > max_len or not value.isprintable():
            raise ValueError(f"must be a name of at most {max_len} printable characters")
        return value
    return check


# field name -> its check (returns the value to keep, raises ValueError to refuse)
CHECKS = {
    # None until the player picks a size: the window then fits the screen it opens on
    "window_width": _int_range(640, 7680, optional=True),
    "window_height": _int_range(360, 4320, optional=True),
    # where the window was last (its top-left on the desktop) and whether it was maximised: the
    # window opens there again; None until it was once moved or resized
    "window_x": _int_range(-32768, 32767, optional=True),
    "window_y": _int_range(-32768, 32767, optional=True),
    "window_maximised": _bool,
    "fullscreen": _bool,
    "ui_scale": _float_range(0.5, 3.0),            # on top of the automatic fit to the window
    "animation_speed": _one_of("slow", "normal", "fast", "off"),
    "colourblind_markers": _bool,                  # shapes as well as colours
    "hotseat_cover": _bool,    # hot-seat: hide the table between two people's turns (no hidden information)
    "warn_waste": _bool,       # ask before confirming a plan or ending a turn that wastes something
    # a person's finished turn waits for "Confirm" (undo still possible): confirmed by itself after
    # that many seconds, or only by the person ("always"), or not asked at all ("never")
    "turn_confirmation": _one_of(*TURN_CONFIRMATIONS),
    "language": _one_of("", *LANGUAGES),
    "volume": _float_range(0.0, 1.0),
    "muted": _bool,
    "ambient": _bool,          # the quiet background loop, under the effects
    # the name last typed on the Join page, offered there again ("" until one is typed); as long
    # as a seat's name may be (game.core.session.Seat)
    "join_name": _name(24),
}


WINDOW_FIELDS = frozenset({"window_width", "window_height", "window_x", "window_y", "window_maximised"})


@dataclasses.dataclass
class Settings:
    window_width: int | None = None
    window_height: int | None = None
    window_x: int | None = None
    window_y: int | None = None
    window_maximised: bool = False
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    colourblind_markers: bool = False
    hotseat_cover: bool = False
    warn_waste: bool = True
    turn_confirmation: str = "5"
    language: str = ""
    volume: float = 0.6
    muted: bool = False
    ambient: bool = True
    join_name: str = ""

    def __setattr__(self, name: str, value: object) -> None:
        check = CHECKS.get(name)
        if check is None:
            raise AttributeError(f"no setting named {name!r}")
        try:
            value = check(value)
        except ValueError as exc:
            raise ValueError(f"setting {name}: {exc}") from None
        object.__setattr__(self, name, value)

    @classmethod
    def from_dict(cls, raw: dict) -> Settings:
        """Known fields checked; unknown ones (from a newer version) ignored. The window's size and
        place are the game's own notes, not the player's choices: an odd one is dropped alone (with
        a log line) and the window fits the screen instead; any other bad value raises ValueError."""
        known = {k: v for k, v in raw.items() if k in CHECKS}
        for name in WINDOW_FIELDS & known.keys():
            try:
                CHECKS[name](known[name])
            except ValueError as exc:
                log.warning("settings: %s ignored: %s", name, exc)
                del known[name]
        return cls(**known)

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> tuple[Settings, str | None]:
        """The saved settings, or defaults plus a message if the file is broken."""
        path = cls.path()
        try:
            if not (path.exists() or path.is_symlink()):
                return cls(), None
            raw = json_files.loads(json_files.read_text(path, MAX_SETTINGS_BYTES))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
            return cls.from_dict(raw), None
        except Exception as exc:  # noqa: BLE001 - whatever the file holds, the game must start
            log.warning("settings file %s unreadable: %s", path, exc)
            # a msgid, translated where it is shown (the language is not known yet: these are the
            # settings that would say it); the Settings page shows the folder
            return cls(), N_("Your settings file could not be read, so the defaults are used. "
                             "Saving the settings replaces it.")

    def save(self) -> None:
        """Write the file atomically and durably (json_files.atomic_file). Raises OSError."""
        json_files.write_atomic(self.path(), json.dumps(self.to_dict(), indent=2))
