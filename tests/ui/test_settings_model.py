"""The settings are a plain checked dataclass: bad values refused, unknown fields ignored, round trip."""

import json

import pytest

from game.ui.settings import LANGUAGES, Settings


def test_assignment_refuses_a_bad_value_and_keeps_the_old_one():
    s = Settings()
    with pytest.raises(ValueError):
        s.ui_scale = 9.0
    assert s.ui_scale == 1.0
    with pytest.raises(ValueError):
        s.language = "xx"
    s.language = "pl"
    assert s.language == "pl"
    for name in ("x" * 25, "Ben\x1b[2J", 7):     # too long for a seat, a terminal's escape, no text
        with pytest.raises(ValueError):
            s.join_name = name
    s.join_name = "Zoë"
    assert s.join_name == "Zoë"


def test_a_bad_value_in_the_file_gives_defaults_and_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    Settings.path().parent.mkdir(parents=True)
    Settings.path().write_text(json.dumps({"ui_scale": "big", "language": "fr"}), encoding="utf-8")
    settings, message = Settings.load()
    assert settings == Settings() and message


def test_saved_settings_come_back_and_unknown_fields_are_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    s = Settings(window_width=1600, window_height=900, language=LANGUAGES[2], volume=0.25, muted=True)
    s.save()
    raw = json.loads(Settings.path().read_text(encoding="utf-8"))
    raw["from_a_newer_version"] = 1
    Settings.path().write_text(json.dumps(raw), encoding="utf-8")
    back, message = Settings.load()
    assert message is None and back == s


def test_settings_do_not_import_pydantic():
    import subprocess
    import sys
    code = "import sys, game.ui.settings; print('pydantic' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
