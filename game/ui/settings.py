"""Player settings, kept in the platform's per-user config folder (platformdirs)."""

from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.core import json_files
from game.paths import config_dir

log = logging.getLogger(__name__)
MAX_SETTINGS_BYTES = 100_000    # the file is a few hundred bytes


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
        try:
            if not (path.exists() or path.is_symlink()):
                return cls(), None
            raw = json_files.loads(json_files.read_text(path, MAX_SETTINGS_BYTES))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
            return cls.model_validate(raw), None
        except Exception as exc:  # noqa: BLE001 - whatever the file holds, the game must start
            log.warning("settings file %s unreadable: %s", path, exc)
            return cls(), (f"Your settings file could not be read, so the defaults are used ({path}). "
                           "Saving the settings replaces it.")

    def save(self) -> None:
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        # a unique temporary name: two copies of the game saving at once never share one
        fd, tmp_name = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(self.model_dump_json(indent=2))
            os.replace(tmp_name, path)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
