"""Fonts for four languages: every letter of English, French, Polish and German, and
every character of the translations, is drawn by every shipped font the window uses; and the window
uses only shipped fonts.

pygame's Font.metrics does not return None for a missing glyph with this SDL_ttf (it measures the
font's "missing" box, .notdef), so a glyph counts as missing when it draws exactly like a character
no font has (a private-use code point): the same metrics and the same pixels.
"""

from __future__ import annotations

import ast
import unicodedata
from pathlib import Path

import pygame
import pytest

from game.core.i18n_catalogues import po_path, translated_languages
from game.resources import art_dir
from game.ui import theme

ROOT = Path(__file__).resolve().parents[2]
POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
FRENCH = "éèêëàâçôîïùûüœæÉÈÀÇŒ«»"
GERMAN = "äöüßÄÖÜ„“”"
LETTERS = POLISH + FRENCH + GERMAN
NOWHERE = "\U0010fffd"          # a private-use code point: drawn as the font's missing box


def _font(kind: str) -> pygame.font.Font:
    pygame.font.init()
    return pygame.font.Font(str(art_dir() / "fonts" / theme.FONT_FILES[kind]), 24)


def _drawn(font: pygame.font.Font, ch: str) -> tuple:
    img = font.render(ch, True, (0, 0, 0), (255, 255, 255))
    return font.metrics(ch)[0], img.get_size(), pygame.image.tobytes(img, "RGB")


def missing_glyphs(font: pygame.font.Font, chars: str) -> list[str]:
    """The characters of `chars` the font has no glyph for."""
    box = _drawn(font, NOWHERE)
    return sorted({ch for ch in chars if not ch.isspace() and _drawn(font, ch) == box})


def _translated_text() -> str:
    """Every letter, digit and punctuation mark of every translation in the catalogues (a symbol such
    as the chronicle's arrow is drawn in the one font that has it: the scenes' walk in
    test_i18n_overflow checks the fonts texts are really drawn in)."""
    from babel.messages.pofile import read_po

    chars: set[str] = set()
    for code in translated_languages():
        path = po_path(code)
        if not path.exists():
            continue
        with path.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
            for s in strings:
                chars.update(ch for ch in (s or "") if unicodedata.category(ch)[0] in "LNP")
    return "".join(sorted(chars))


def test_the_check_sees_a_missing_glyph():
    # a CJK ideograph is in none of the shipped fonts: the check must say so, or it proves nothing
    assert missing_glyphs(_font("serif"), "a\u4e00") == ["\u4e00"]


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
def test_every_letter_of_the_four_languages_is_drawn(kind):
    assert missing_glyphs(_font(kind), LETTERS) == [], f"{theme.FONT_FILES[kind]} lacks these"


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
def test_every_character_of_the_translations_is_drawn(kind):
    assert missing_glyphs(_font(kind), _translated_text()) == [], f"{theme.FONT_FILES[kind]} lacks these"


def test_the_fonts_the_window_uses_are_shipped():
    for kind, name in theme.FONT_FILES.items():
        assert (art_dir() / "fonts" / name).is_file(), kind
        assert theme.font(kind, 20) is not None


def _font_calls(tree: ast.AST):
    """Calls that open a font: pygame.font.Font(...), SysFont(...), freetype's Font/SysFont."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            owner = ast.unparse(f.value) if isinstance(f, ast.Attribute) else ""
            if name in ("SysFont", "match_font") or (name == "Font" and ("font" in owner or "freetype" in owner)):
                yield node


def test_no_code_opens_a_font_other_than_through_the_theme():
    # theme.font is the one door to the shipped fonts: a system font (SysFont) or pygame's default
    # font (Font(None)) may lack the Polish letters, or be missing in the frozen app
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "game/ui/theme.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [f"{rel}:{node.lineno}" for node in _font_calls(tree)]
    assert offenders == []
