"""The menu entry (.desktop) and the software centres' AppStream file (.metainfo.xml) of the Linux
packages, from build/release.py's facts: the names from game/collection.py, the one-line
description in every language from the game's own catalogues (data/locale: the line a player reads
in the menu is the one translated for the game), the releases from CHANGELOG.md.

    python build/linux/freedesktop.py desktop [--exec /usr/games/haspelknecht]
    python build/linux/freedesktop.py metainfo
"""

from __future__ import annotations

import argparse
import gettext
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))
import release  # noqa: E402

TEMPLATE = ROOT / "build" / "linux" / "haspelknecht.desktop.in"
LOCALE = ROOT / "data" / "locale"
DESKTOP_ID = "haspelknecht.desktop"     # named as the command: the window's class finds its entry
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/game.mo"))


def translated(text: str) -> dict[str, str]:
    """{language: the catalogue's translation}, only where there is one."""
    out = {}
    for lang in languages():
        catalogue = gettext.translation("game", localedir=str(LOCALE), languages=[lang])
        line = catalogue.gettext(text)
        if line != text:
            out[lang] = line
    return out


def desktop_entry(facts: release.Facts, command: str = "haspelknecht") -> str:
    text = TEMPLATE.read_text(encoding="utf-8")
    for key, value in (("@SHORT@", facts.short), ("@GAMES@", facts.games), ("@DESCRIPTION@", facts.description)):
        text = text.replace(key, value)
    comments = "".join(f"Comment[{lang}]={line}\n" for lang, line in translated(facts.description).items())
    text = text.replace("@COMMENTS@\n", comments)
    return text.replace("Exec=haspelknecht\n", f"Exec={command}\n")


def _localized(parent: ET.Element, tag: str, text: str, translations: dict[str, str]) -> None:
    ET.SubElement(parent, tag).text = text
    for lang, line in translations.items():
        ET.SubElement(parent, tag, {XML_LANG: lang}).text = line


def _template_values(key: str) -> dict[str, str]:
    """A localized key of the .desktop template: {'': default, 'fr': ...}."""
    out = {}
    for line in TEMPLATE.read_text(encoding="utf-8").splitlines():
        name, _, value = line.partition("=")
        if name == key:
            out[""] = value
        elif name.startswith(f"{key}[") and name.endswith("]"):
            out[name[len(key) + 1:-1]] = value
    return out


def metainfo(facts: release.Facts) -> str:
    root = ET.Element("component", {"type": "desktop-application"})
    ET.SubElement(root, "id").text = facts.app_id
    ET.SubElement(root, "metadata_license").text = "CC0-1.0"
    ET.SubElement(root, "project_license").text = "LicenseRef-proprietary"
    generic = _template_values("GenericName")
    ET.SubElement(root, "name").text = facts.short
    summary = {lang: value.replace("@GAMES@", facts.games) for lang, value in generic.items()}
    _localized(root, "summary", summary.pop(""), summary)
    developer = ET.SubElement(root, "developer", {"id": facts.app_id.rsplit(".", 1)[0]})
    ET.SubElement(developer, "name").text = facts.publisher
    description = ET.SubElement(root, "description")
    _localized(description, "p", facts.description + ".",
               {lang: line + "." for lang, line in translated(facts.description).items()})
    ET.SubElement(root, "launchable", {"type": "desktop-id"}).text = DESKTOP_ID
    ET.SubElement(root, "icon", {"type": "stock"}).text = "haspelknecht"
    categories = ET.SubElement(root, "categories")
    for name in ("Game", "BoardGame"):
        ET.SubElement(categories, "category").text = name
    ET.SubElement(root, "url", {"type": "homepage"}).text = facts.homepage
    provides = ET.SubElement(root, "provides")
    ET.SubElement(provides, "binary").text = "haspelknecht"
    recommends = ET.SubElement(root, "recommends")
    ET.SubElement(recommends, "control").text = "pointing"
    ET.SubElement(root, "content_rating", {"type": "oars-1.1"})
    releases = ET.SubElement(root, "releases")
    for entry in facts.releases:
        node = ET.SubElement(releases, "release", {"version": entry.version, "date": entry.date.isoformat()})
        notes = ET.SubElement(ET.SubElement(node, "description"), "ul")
        for note in entry.notes:
            ET.SubElement(notes, "li").text = note
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="freedesktop.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("desktop", "metainfo"))
    parser.add_argument("--exec", default="haspelknecht", help="the Exec= command of the menu entry")
    args = parser.parse_args(argv)
    facts = release.facts()
    sys.stdout.write(desktop_entry(facts, args.exec) if args.what == "desktop" else metainfo(facts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
