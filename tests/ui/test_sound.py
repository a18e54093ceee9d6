"""Sound: the synthesised effects and the loop exist and are sound data; a headless window
(tests, screenshots) stays silent; with an audio device (SDL's dummy driver here) every effect plays,
mute and volume are obeyed, and a batch of events plays at most two effects, the most telling first."""

from __future__ import annotations

import struct
import time

import pygame
import pytest

from game.core import registry
from game.core.protocol import Event
from game.ui import sound_synth
from game.ui.settings import Settings
from game.ui.sound import MAX_PER_BATCH, SoundBoard


def samples(pcm: bytes) -> tuple[int, ...]:
    return struct.unpack(f"<{len(pcm) // 2}h", pcm)


@pytest.mark.parametrize("name", sound_synth.EFFECTS)
def test_every_effect_is_short_audible_pcm(name):
    s = samples(sound_synth.effect(name))
    assert 0.05 * sound_synth.RATE < len(s) < 2 * sound_synth.RATE
    assert max(abs(v) for v in s) > 8000          # not silence
    assert sound_synth.effect(name) == sound_synth.effect(name)   # the same sound every time


def test_the_ambient_loop_joins_without_a_click():
    s = samples(sound_synth.ambient(4.0))
    assert len(s) == 4 * sound_synth.RATE
    assert abs(s[-1] - s[0]) < 2000
    assert max(abs(v) for v in s) < 0.4 * 32767    # quiet


class FakeApp:
    def __init__(self, headless):
        self.headless = headless
        self.settings = Settings()


def test_a_headless_window_is_silent():
    from game.ui.sound import board
    sb = board(FakeApp(headless=True))
    assert not sb.enabled
    sb.play("take")
    assert sb.played == ["take"] and not sb.ready


def wait_ready(sb: SoundBoard) -> None:
    deadline = time.monotonic() + 30
    while not sb.ready and time.monotonic() < deadline:
        sb.tick()
        time.sleep(0.05)


def test_with_a_device_every_effect_plays_and_mute_is_obeyed():
    settings = Settings(volume=0.5)
    sb = SoundBoard(settings, enabled=True)
    try:
        if not sb.enabled:
            pytest.fail("the dummy audio driver should open")
        wait_ready(sb)
        assert sb.ready and set(sound_synth.EFFECTS) <= set(sb.sounds)
        for name in sound_synth.EFFECTS:
            sb.play(name)
        assert sb.sounds["take"].get_volume() == pytest.approx(0.5, abs=0.01)
        assert sb._ambient_channel is not None        # the loop runs (ambient on by default)
        settings.muted = True
        sb.apply_settings()
        assert sb._ambient_channel is None and not sb.audible
    finally:
        pygame.mixer.quit()


def test_a_batch_of_events_plays_the_most_telling_two():
    sb = SoundBoard(Settings(), enabled=False)
    events = [Event(k, 0, "") for k in ("take", "dig", "winter", "work", "take")]
    sb.play_events(events, {"take": "take", "dig": "rattle", "winter": "score"})
    assert sb.played == ["score", "rattle"][:MAX_PER_BATCH]


def test_a_build_without_the_mixer_plays_in_silence(monkeypatch):
    """pygame raises NotImplementedError for a module left out of a build: no sound, no crash."""
    def missing(*_a, **_k):
        raise NotImplementedError("mixer module not available")
    monkeypatch.setattr(pygame.mixer, "init", missing)
    sb = SoundBoard(Settings(), enabled=True)
    assert not sb.enabled
    sb.play("rattle")
    sb.tick()
    assert sb.played == ["rattle"]


@pytest.mark.parametrize("game", registry.names())
def test_every_effect_a_games_table_chooses_is_one_the_shell_makes(game):
    from game.ui.table_loader import table_for

    chosen = set(table_for(game).event_sounds.values())
    assert chosen and chosen <= set(sound_synth.EFFECTS), chosen - set(sound_synth.EFFECTS)
