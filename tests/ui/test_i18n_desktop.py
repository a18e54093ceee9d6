"""The desktop entry speaks the four languages: a Comment and a GenericName for each, and
where the catalogue translates the collection's description the entry says the same (the packages'
entry is made from build/linux/haspelknecht.desktop.in by build/linux/freedesktop.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.collection import DESCRIPTION
from game.core.i18n_catalogues import po_path, translated_languages
from tests.packaging.recipes import load

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "build" / "linux" / "haspelknecht.desktop.in"


def entry() -> dict[str, str]:
    freedesktop = load("linux/freedesktop.py")
    lines = freedesktop.desktop_entry(load("release.py").facts()).splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


@pytest.mark.parametrize("lang", translated_languages())
def test_each_language_has_its_own_comment_name_and_keywords(lang):
    fields = entry()
    for key in ("Comment", "GenericName", "Keywords"):
        assert fields.get(f"{key}[{lang}]", "").strip(), f"{key}[{lang}] missing"
        assert fields[f"{key}[{lang}]"] != fields[key]


@pytest.mark.parametrize("lang", translated_languages())
def test_the_comment_matches_the_catalogue_once_translated(lang):
    from babel.messages.pofile import read_po

    path = po_path(lang)
    if not path.exists():
        pytest.skip(f"no {lang} catalogue")
    with path.open("rb") as f:
        message = read_po(f).get(DESCRIPTION)
    if message is None or not message.string or message.fuzzy:
        pytest.skip(f"the {lang} catalogue does not translate the description yet")
    assert entry()[f"Comment[{lang}]"] == message.string, "the menu entry and the catalogue disagree"


def test_the_entry_is_utf8_without_a_tab_or_carriage_return():
    raw = ENTRY.read_bytes()
    raw.decode("utf-8")
    assert b"\t" not in raw and b"\r" not in raw
