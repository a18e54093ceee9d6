"""Sound: short effects for what happens at the table and a quiet ambient loop.

One SoundBoard per window, made on first use (`board(app)`). The mixer is opened only then, and
only for a real window: headless windows (tests, screenshots, the selftest) stay silent, and a
machine without an audio device plays without sound instead of failing. The sounds are synthesised
(game.ui.sound_synth) in a background thread so the first frame never waits for them; an effect
asked for before they are ready is skipped.

What plays when is the game's own choice: its table names an effect per chronicle event kind
(`event_sounds`, e.g. {"take": "take", "dig": "rattle"}); of a batch of events only the two most
telling distinct effects are played, so a whole bot turn does not turn into a clatter.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Mapping

import pygame

from game.ui import sound_synth

log = logging.getLogger(__name__)

# the order in which effects win when a batch of events offers several
PRIORITY = ("end", "score", "slosh", "rattle", "take", "place", "refuse")
MAX_PER_BATCH = 2
AMBIENT_SHARE = 0.35        # the loop sits well under the effects


class SoundBoard:
    def __init__(self, settings, enabled: bool) -> None:
        self.settings = settings
        self.enabled = enabled
        self.ready = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self._pcm: dict[str, bytes] | None = None
        self._ambient_channel: pygame.mixer.Channel | None = None
        self.played: list[str] = []           # what was asked to play (tests read it)
        if enabled:
            try:
                pygame.mixer.init(frequency=sound_synth.RATE, size=-16, channels=1, buffer=1024)
            except Exception as exc:  # noqa: BLE001 - no audio device, or a build without pygame's
                # mixer (pygame then raises NotImplementedError): the game plays on in silence
                log.info("no sound: %s", exc)
                self.enabled = False
        if self.enabled:
            threading.Thread(target=self._synthesise, name="sound-synth", daemon=True).start()

    def _synthesise(self) -> None:
        try:
            pcm = {name: sound_synth.effect(name) for name in sound_synth.EFFECTS}
            pcm["ambient"] = sound_synth.ambient()
            self._pcm = pcm
        except Exception:  # noqa: BLE001 - a failed synthesis costs the sound, not the game
            log.exception("sound synthesis failed")

    def _finish_loading(self) -> bool:
        """Turn the synthesised buffers into mixer sounds (on the window's thread)."""
        if self.ready or not self.enabled or self._pcm is None:
            return self.ready
        try:
            self.sounds = {name: pygame.mixer.Sound(buffer=data) for name, data in self._pcm.items()}
        except pygame.error as exc:
            log.info("no sound: %s", exc)
            self.enabled = False
            return False
        self.ready = True
        self.apply_settings()
        return True

    @property
    def audible(self) -> bool:
        return self.enabled and not self.settings.muted and self.settings.volume > 0

    def play(self, name: str) -> None:
        self.played.append(name)
        if not self.audible or not self._finish_loading():
            return
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(self.settings.volume)
            sound.play()

    def play_events(self, events: Iterable, event_sounds: Mapping[str, str]) -> None:
        """The effects a batch of chronicle events calls for (at most MAX_PER_BATCH, best first)."""
        wanted = {event_sounds[e.kind] for e in events if e.kind in event_sounds}
        for name in sorted(wanted, key=lambda n: PRIORITY.index(n) if n in PRIORITY else len(PRIORITY))[:MAX_PER_BATCH]:
            self.play(name)

    def tick(self) -> None:
        """Called now and then by the window: starts the ambient loop once the sounds are ready."""
        if self.enabled and not self.ready and self._pcm is not None:
            self._finish_loading()

    def apply_settings(self) -> None:
        """Volume, mute and the ambient loop as the settings now say."""
        if not self.ready:
            return
        ambient = self.sounds.get("ambient")
        if ambient is not None and self.audible and self.settings.ambient:
            ambient.set_volume(self.settings.volume * AMBIENT_SHARE)
            if self._ambient_channel is None or not self._ambient_channel.get_busy():
                self._ambient_channel = ambient.play(loops=-1, fade_ms=1500)
        elif self._ambient_channel is not None:
            self._ambient_channel.fadeout(400)
            self._ambient_channel = None
        if not self.audible:
            pygame.mixer.stop()
            self._ambient_channel = None


def board(app) -> SoundBoard:
    """The window's sound board, made on first use (silent for headless windows)."""
    sb = getattr(app, "_sound_board", None)
    if sb is None:
        sb = SoundBoard(app.settings, enabled=not app.headless)
        app._sound_board = sb
    return sb
