"""Board text wrapping (game/ui/board/text.py): a name wraps at word boundaries, a word wider than a
whole line is broken with a hyphen at a syllable-like place instead of being cut with an ellipsis,
and a text that needs more lines than it may have is joined again and only then shortened."""

from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.board import text as board_text


@pytest.fixture
def font():
    import pygame

    pygame.font.init()
    return theme.font("serif", 12)


def _fits(lines, font, width):
    return all(font.size(line)[0] <= width for line in lines)


def test_words_move_to_the_next_line(font):
    width = font.size("Hammer and")[0] - 1
    lines = board_text.wrapped("Hammer and Pick", font, width)
    assert lines == ["Hammer", "and Pick"]


@pytest.mark.parametrize("word, head", [("Wheelbarrow", "Wheel-"), ("Wassermühle", "Wasser-"),
                                         ("Kohlenlager", "Kohlen-"), ("Charbonnière", "Charbon-")])
def test_a_word_too_wide_breaks_near_its_middle_between_consonants(font, word, head):
    width = font.size(word)[0] - 8
    lines = board_text.wrapped(word, font, width)
    assert lines[0] == head and "".join(line.rstrip("-") for line in lines) == word
    assert _fits(lines, font, width)


def test_a_consonant_and_its_l_or_r_stay_together(font):
    assert 3 not in board_text._breaks("exploitation")      # never "exp-loitation"
    assert 2 in board_text._breaks("exploitation")          # "ex-ploitation"
    assert 2 not in board_text._breaks("Schacht")           # "ch" is one sound


def test_a_broken_word_may_start_on_the_line_before(font):
    width = font.size("holownicz")[0]         # the word alone is too wide
    lines = board_text.wrapped("Lina holownicza", font, width)
    assert len(lines) == 2 and lines[0].startswith("Lina ") and lines[0].endswith("-")


def test_a_real_hyphen_is_a_break_and_is_kept(font):
    width = font.size("Coal-digger")[0] - 1
    assert board_text.wrapped("Coal-digger", font, width) == ["Coal-", "digger"]


def test_too_many_lines_join_the_broken_word_again_before_shortening(font):
    width = font.size("exploi-")[0] + 1
    with board_text.recording_misfits() as misfits:
        lines = board_text.wrap_lines("Petite exploitation", "serif", 12, width, 2)
    assert lines[0] == "Petite" and lines[1].startswith("exp") and lines[1].endswith("\u2026")
    assert [m.text for m in misfits] == ["exploitation"]      # noted as cut: whole, not "exploi-tation"


def test_a_word_without_a_place_to_break_is_shortened_and_noted(font):
    with board_text.recording_misfits() as misfits:
        lines = board_text.wrap_lines("Aeaeaeaeaeaeaeaeaeae", "serif", 12, 30, 2)
    assert len(lines) == 1 and lines[0].endswith("\u2026") and misfits


# French puts a no-break space before : ; ! ? and inside « »: a line never starts with the mark
FRENCH = "Hiver\u00a0: Agnes paie le fermage\u00a0; «\u00a0Pinge\u00a0» épuisée\u00a0! Encore\u00a0?"


def _marks_stay_with_their_word(lines: list[str]) -> None:
    assert lines and not any(line.lstrip("\u00a0")[:1] in ":;!?»" for line in lines), lines
    for piece in ("Hiver\u00a0:", "fermage\u00a0;", "«\u00a0Pinge\u00a0»", "épuisée\u00a0!", "Encore\u00a0?"):
        assert any(piece in line for line in lines), (piece, lines)


@pytest.mark.parametrize("width_of", ["Hiver", "fermage", "Pinge", "Encore"])
def test_both_wrappers_break_at_ordinary_spaces_only(font, width_of):
    from game.ui.widgets import wrap

    width = font.size(width_of + " ")[0]
    _marks_stay_with_their_word(wrap(FRENCH, font, width + font.size("\u00a0:")[0]))
    lines = board_text.wrapped(FRENCH, font, font.size("\u00ab\u00a0Pinge\u00a0\u00bb")[0] + 1)
    _marks_stay_with_their_word(lines)
    assert board_text.words("a\u202fb\u2007c d\te\nf") == ["a\u202fb\u2007c", "d", "e", "f"]


@pytest.mark.parametrize("width_of", ["Banku za", "na polu Banku za", "Konrad stawia"])
def test_a_number_keeps_its_short_unit_on_its_line(font, width_of):
    """Polish wrote "za 1 M." with an ordinary space: a line began with "M." alone."""
    from game.ui.widgets import wrap

    text = "Konrad stawia 1 robotnika na polu Banku za 1 M. i zdobywa 12 PZ."
    width = font.size(width_of)[0] + 2
    for lines in (board_text.wrapped(text, font, width), wrap(text, font, width)):
        assert not any(line.startswith(("M.", "PZ.")) for line in lines), lines
        assert any("1 M." in line for line in lines) and any("12 PZ." in line for line in lines), lines


@pytest.mark.parametrize("width_of", ["Dietrich nimmt 2 braune Scheiben aus Feld", "Gertrud nimmt 2 braune Scheiben aus"])
def test_a_short_number_stays_with_the_word_before_it(font, width_of):
    """The chronicle read "… aus Feld" and then a line of a lone "1"; a number begins no line of a
    sentence, except after its end."""
    from game.ui.widgets import wrap

    text = "Dietrich nimmt 2 braune Scheiben aus Feld 1. 3 Scheiben bleiben."
    width = font.size(width_of)[0] + 2
    for lines in (board_text.wrapped(text, font, width), wrap(text, font, width)):
        assert "Feld 1." in " ".join(lines) and not any(line.startswith("1") for line in lines), lines
    assert board_text.words("aus Feld 1. 3 Scheiben") == ["aus", "Feld 1.", "3", "Scheiben"]
