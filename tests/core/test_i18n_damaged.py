"""A damaged message catalogue (a .mo cut short, offsets past its end, a broken header or plural
rule) is the installation's fault, never the player's: the game goes on in English and says so in
the log, at start-up and when the language is switched while the game runs."""

from __future__ import annotations

import logging
import shutil
import struct

import pytest

from game.core import i18n

GOOD = i18n.locale_dir() / "fr" / "LC_MESSAGES" / "game.mo"


def _cut_short(data: bytes) -> bytes:
    return data[:17]


def _offsets_past_the_end(data: bytes) -> bytes:
    # the table of original strings says its first string lies far beyond the file's end
    magic, version, count, originals, translations = struct.unpack("<5I", data[:20])
    entry = originals + 8          # the second string (the first is the header)
    return data[:entry] + struct.pack("<2I", 40, len(data) + 1000) + data[entry + 8:]


def _garbage_after_the_magic(data: bytes) -> bytes:
    return data[:4] + b"\xff" * 16


def _broken_charset(data: bytes) -> bytes:
    rule = b"charset=utf-8"
    assert rule in data
    return data.replace(rule, b"charset=nope-8")


def _plural_dividing_by_zero(data: bytes) -> bytes:
    rule = b"plural=(n > 1)"
    assert rule in data
    return data.replace(rule, b"plural=(n % 0)"[:len(rule)].ljust(len(rule)))


DAMAGE = [_cut_short, _offsets_past_the_end, _garbage_after_the_magic, _broken_charset,
          _plural_dividing_by_zero]


@pytest.fixture
def damaged_locale(tmp_path, monkeypatch):
    """A copy of the catalogues whose French one is damaged by the test."""
    folder = tmp_path / "locale"
    shutil.copytree(i18n.locale_dir(), folder)
    monkeypatch.setattr(i18n, "locale_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", i18n._current)
    monkeypatch.setattr(i18n, "_translation", i18n._translation)
    i18n._load.cache_clear()
    yield folder / "fr" / "LC_MESSAGES" / "game.mo"
    i18n._load.cache_clear()
    i18n.set_language("en")


def test_the_damage_is_real():
    # each damaged copy makes the standard library's reader fail (else the test below proves nothing)
    import gettext
    import io

    data = GOOD.read_bytes()
    for damage in DAMAGE:
        with pytest.raises(Exception):  # noqa: B017, PT011 - each breaks in its own way
            t = gettext.GNUTranslations(io.BytesIO(damage(data)))
            for n in range(3):
                t.ngettext("a", "b", n)


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_catalogue_gives_english_and_a_warning(damaged_locale, damage, caplog):
    damaged_locale.write_bytes(damage(GOOD.read_bytes()))
    with caplog.at_level(logging.WARNING, logger="game.core.i18n"):
        i18n.set_language("fr")
    assert i18n._("Settings") == "Settings"
    assert i18n.ngettext("{n} coal", "{n} coals", 2) == "{n} coals"
    # (the format string, not the message: the test's own folder name holds "damaged")
    assert any(r.args and r.args[0] == "fr" and "English" in r.msg for r in caplog.records)


def test_the_other_languages_still_work_beside_a_damaged_one(damaged_locale):
    damaged_locale.write_bytes(_cut_short(GOOD.read_bytes()))
    i18n.set_language("de")
    assert i18n._("Settings") != "Settings"


def test_the_window_opens_with_a_damaged_catalogue_and_switches_to_it(damaged_locale, tmp_path, monkeypatch):
    from game.ui.app import App
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.settings import Settings

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path / "home"))
    damaged_locale.write_bytes(_cut_short(GOOD.read_bytes()))
    app = App(Settings(language="fr", animation_speed="off"), size=(1280, 720), headless=True)
    app.push(SettingsScene(app))
    app.frame([], 0.0)
    app.set_language("de")
    app.frame([], 0.0)
    app.set_language("fr")             # switching to it while the game runs
    app.invalidate()
    app.frame([], 0.0)
    assert i18n._("Settings") == "Settings"
