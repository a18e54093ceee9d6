"""Player settings, kept in the platform's per-user config folder (platformdirs)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.paths import config_dir

log = logging.getLogger(__name__)


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    # None until the player picks a size: the window then fits the screen it opens on
    window_width: int | None = Field(None, ge=640, le=7680)
    window_height: int | None = Field(None, ge=360, le=4320)
    fullscreen: bool = False
    ui_scale: float = Field(1.0, ge=0.5, le=3.0)         # on top of the automatic fit to the window
    animation_speed: Literal["slow", "normal", "fast", "off"] = "normal"
    colourblind_markers: bool = False                     # shapes as well as colours
    hotseat_cover: bool = False      # hot-seat: hide the table between two people's turns (no hidden information)
    warn_waste: bool = True          # ask before confirming a plan that wastes disks

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> tuple[Settings, str | None]:
        """The saved settings, or defaults plus a message if the file is broken."""
        path = cls.path()
        if not path.exists():
            return cls(), None
        try:
            return cls.model_validate(json.loads(path.read_text(encoding="utf-8"))), None
        except (OSError, ValueError, ValidationError) as exc:
            log.warning("settings file %s unreadable: %s", path, exc)
            return cls(), f"Your settings file could not be read and was reset ({path.name})."

    def save(self) -> None:
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(self.model_dump_json(indent=2), encoding="utf-8")
        tmp.replace(path)
