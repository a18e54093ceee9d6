"""THIRD-PARTY-NOTICES: every piece a bundle ships is attributed to its maker, on each system's file
names; a piece nobody has written the licence of, or one the collection may not ship, stops the
build; the notices name each piece with its licence text, and the .deb's form points to Debian's
copies of the GNU licences."""

from __future__ import annotations

import pytest

from tests.packaging.recipes import load

notices = load("notices.py")

# what PyInstaller collects on each system for the same pieces (destination names in the bundle)
LINUX = ["pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "libSDL2-2-50d19f93.0.so.0.3200.10",
         "pygame_ce.libs/libmpg123-8b3c3c9e.so.0.49.4", "libz.so.1", "libpython3.11.so.1.0",
         "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
         "pygame/base.cpython-311-x86_64-linux-gnu.so", "pygame/pygame_icon.bmp",
         "yaml/_yaml.cpython-311-x86_64-linux-gnu.so", "art/fonts/DejaVuSans.ttf", "art/fonts/README.md",
         "data/locale/fr/LC_MESSAGES/game.mo", "pydantic-2.14.4.dist-info/METADATA", "base_library.zip"]
WINDOWS = ["pygame/SDL2.dll", "pygame/libmpg123-0.dll", "pygame/zlib1.dll", "python311.dll", "_json.pyd",
           "pygame/base.cp311-win_amd64.pyd", "VCRUNTIME140.dll", "vcruntime140_1.dll", "art/fonts/DejaVuSans.ttf"]
MACOS = ["pygame/.dylibs/libSDL2-2.0.0.dylib", "pygame/.dylibs/libmpg123.0.dylib",
         "pygame/.dylibs/libz.1.3.1.zlib-ng.dylib", "Python.framework/Versions/3.11/Python",
         "pygame/base.cpython-311-darwin.so", "art/fonts/DejaVuSans.ttf"]
MODULES = ["game.cli", "entry", "json", "json.decoder", "yaml", "pygame.sprite", "pyimod01_archive", "PYZ.pyz"]


@pytest.mark.parametrize("files", [LINUX, WINDOWS, MACOS], ids=["linux", "windows", "macos"])
def test_each_systems_files_are_attributed_to_the_same_makers(files):
    found = notices.inventory(files, MODULES)
    assert {"python", "pyinstaller", "dist:pygame-ce", "native:SDL2", "native:mpg123", "native:zlib",
            "font:DejaVu Sans"} <= set(found)
    assert "dist:haspelknecht" not in found           # the game's own parts are nobody else's
    assert not any({"game", "entry", "game.mo", "README.md"} & parts for parts in found.values())


def test_a_library_or_module_nobody_described_stops_the_build():
    with pytest.raises(notices.NoticeError) as error:
        notices.inventory(["libSDL2-2.0.so.0", "pygame_ce.libs/libmystery-1a2b3c4d.so.1", "Unknown.ttf"],
                          ["json", "surely_no_such_module"])
    message = str(error.value)
    assert "libmystery" in message and "Unknown.ttf" in message and "surely_no_such_module" in message
    assert "libSDL2" not in message


@pytest.mark.parametrize("piece", ["libreadline.so.8", "pygame/freesansbold.ttf"])
def test_what_the_collection_may_not_ship_stops_the_build_with_the_reason(piece):
    with pytest.raises(notices.NoticeError, match="GPL"):
        notices.inventory([piece], [])


def test_every_library_and_font_entry_has_its_licence_text():
    for entry in notices.NATIVE:
        assert entry.texts and all((notices.LICENCES / t).is_file() for t in entry.texts), entry.name
    for font in notices.FONTS:
        assert all((notices.FONT_LICENCES / t).is_file() for t in font.texts), font.name


def test_the_notices_name_each_piece_with_its_licence_once_and_the_deb_points_to_debians_copies():
    found = notices.inventory(LINUX + ["pygame_ce.libs/libfluidsynth-2d6ca569.so.3.5.6"], MODULES)
    parts = notices.components(found)
    text = notices.render(parts, "The Collection", "1.0", "2026 Us")
    for part in parts:
        assert part.heading() in text
    assert "pygame-ce" in text and "SDL2 (Zlib)" in text and "Sam Lantinga" in text
    lgpl = "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 2.1, February 1999"
    assert text.count(lgpl) == 1, "the LGPL is given once, then referred to"
    assert "LGPL-2.1.txt: the text given above under pygame-ce" in text
    assert "libmpg123-8b3c3c9e.so.0.49.4" in text     # which file is whose
    debian = notices.render(parts, "The Collection", "1.0", "2026 Us", debian=True)
    assert lgpl not in debian and "/usr/share/common-licenses/LGPL-2.1" in debian
    assert all(part.heading() in debian for part in parts)


def test_the_installed_dependencies_all_carry_a_licence():
    """What pip installs for the game has a licence the notices can reproduce (a new dependency
    without one fails here, not first in a release build)."""
    found = notices.inventory([], ["pygame", "pydantic", "pydantic_core", "yaml", "platformdirs",
                                   "typing_extensions", "annotated_types", "typing_inspection"])
    for part in notices.components(found):
        assert part.licence and part.texts and part.copyright, part.name


def test_the_spec_writes_the_notices_into_the_bundle(tmp_path):
    out = tmp_path / notices.NOTICES
    parts = notices.write_notices(out, LINUX, MODULES)
    text = out.read_text(encoding="utf-8")
    assert text.startswith("Ruhr Coal Games: Haspelknecht & Coal Baron ")
    assert all(part.heading() in text for part in parts)
