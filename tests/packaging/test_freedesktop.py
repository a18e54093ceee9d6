"""The Linux menu entry and AppStream file: valid for desktop-file-validate and appstreamcli (when
installed: Debian's desktop-file-utils and appstream), the translated descriptions taken from the
game's catalogues, the release list from CHANGELOG.md, icons in the icon theme's sizes."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from tests.packaging.recipes import load

freedesktop = load("linux/freedesktop.py")
release = load("release.py")
FACTS = release.facts()
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def fields(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def test_the_menu_entry_has_the_names_and_each_languages_description_from_the_catalogue():
    entry = fields(freedesktop.desktop_entry(FACTS, "/usr/games/haspelknecht"))
    assert entry["Name"] == FACTS.short and entry["Exec"] == "/usr/games/haspelknecht"
    assert entry["Comment"] == FACTS.description
    translations = freedesktop.translated(FACTS.description)
    assert set(translations) == {"fr", "pl", "de"}
    for lang, line in translations.items():
        assert entry[f"Comment[{lang}]"] == line != FACTS.description
    assert "@" not in "".join(entry.values())
    assert fields(freedesktop.desktop_entry(FACTS))["Exec"] == "haspelknecht"   # the .tar.gz's


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_the_menu_entry_validates(tmp_path):
    path = tmp_path / "haspelknecht.desktop"
    path.write_text(freedesktop.desktop_entry(FACTS, "/usr/games/haspelknecht"), encoding="utf-8")
    out = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout


def test_the_appstream_file_names_the_app_its_translations_and_every_release():
    root = ET.fromstring(freedesktop.metainfo(FACTS))
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == FACTS.app_id and root.findtext("name") == FACTS.short
    assert root.find("launchable").text == "haspelknecht.desktop"
    assert {s.get(XML_LANG) for s in root.findall("summary")} == {None, "fr", "pl", "de"}
    assert {p.get(XML_LANG) for p in root.find("description").findall("p")} == {None, "fr", "pl", "de"}
    releases = root.find("releases").findall("release")
    assert [(r.get("version"), r.get("date")) for r in releases] == [
        (r.version, r.date.isoformat()) for r in FACTS.releases]
    assert releases[0].get("version") == FACTS.version
    assert root.find("content_rating").get("type") == "oars-1.1"


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed")
def test_the_appstream_file_validates(tmp_path):
    path = tmp_path / f"{FACTS.app_id}.metainfo.xml"
    path.write_text(freedesktop.metainfo(FACTS), encoding="utf-8")
    out = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "\nE:" not in "\n" + out.stdout and "\nW:" not in "\n" + out.stdout, out.stdout


def test_the_icon_theme_gets_every_size_from_16_to_512(tmp_path):
    pytest.importorskip("PIL", reason="Pillow comes with the [dist] extra")
    from PIL import Image

    icons = load("make_platform_icons.py")
    made = icons.hicolor(tmp_path)
    sizes = sorted(Image.open(p).size[0] for p in made)
    assert sizes == [16, 22, 24, 32, 48, 64, 128, 256, 512]
    assert all(p.relative_to(tmp_path).parts[1:] == ("apps", "haspelknecht.png") for p in made)
