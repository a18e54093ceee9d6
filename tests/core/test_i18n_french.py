"""French as a French reader expects it: no-break spaces before the high punctuation and inside
« », and no article or "de" built in front of a name the code fills in (a worker's or a player's
name decides its own elision: "l'ouvrier", "d'Agnes"), both in the catalogue and in what a played
game shows."""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.core import i18n_catalogues as cat

NBSP, NNBSP = "\u00a0", "\u202f"
# the catalogue's choice (docs/i18n.md): U+00A0 before ":" and inside « », U+202F before ; ! ?
SPACE_BEFORE = {":": NBSP, ";": NNBSP, "!": NNBSP, "?": NNBSP, "\u00bb": NBSP}
# a placeholder for a worker's or a player's name, after a fixed article or "de"
BUILT_ARTICLE = re.compile(r"\b(?:le|la|du|de|au)\s\{(?:player|name|worker|owner|p\d)\}", re.IGNORECASE)
# in a shown text: an article or "de" left unelided before a vowel (or Haspelknecht, whose h the
# French rulebook elides: "l'Haspelknecht")
NO_ELISION = re.compile(r"\b(?:le|la|de)\s(?=[aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊÎÔÛ]|Haspelknecht)", re.IGNORECASE)
ASCII_SPACE_BEFORE_MARK = re.compile(r" [:;!?\u00bb]|\u00ab ")
# vowel-initial seat names, so a "de {player}" shows as "de Agnes"
NAMES = ["Agnes", "Ulrich", "Emma", "Otto"]


def french_strings() -> list[tuple[str, str]]:
    out = []
    for m in cat.read(cat.po_path("fr"), locale="fr"):
        if not m.id:
            continue
        msgid = m.id if isinstance(m.id, str) else m.id[0]
        out += [(msgid, s) for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    return out


def test_high_punctuation_and_guillemets_hold_to_their_word_with_a_no_break_space():
    bad = []
    for msgid, text in french_strings():
        for i, ch in enumerate(text):
            before = text[i - 1] if i else ""
            if ch in SPACE_BEFORE and before.isspace() and before != SPACE_BEFORE[ch]:
                bad.append((msgid[:50], text[max(0, i - 25):i + 5]))
            if ch == "\u00ab" and text[i + 1:i + 2] != NBSP:
                bad.append((msgid[:50], text[i:i + 25]))
    assert not bad, f"{len(bad)} places, e.g. {bad[:8]}"


def test_no_article_or_de_is_built_in_front_of_a_name_the_code_fills_in():
    bad = [(msgid[:50], text) for msgid, text in french_strings() if BUILT_ARTICLE.search(text)]
    assert not bad, bad[:10]


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _check(texts) -> list[str]:
    bad = []
    for what, text in texts:
        for rx in (NO_ELISION, ASCII_SPACE_BEFORE_MARK):
            found = rx.search(text)
            if found:
                bad.append(f"{what}: ...{text[max(0, found.start() - 30):found.end() + 20]!r}")
    return bad


@pytest.mark.parametrize("players,seed", [(2, 5), (4, 11)])
def test_a_played_haspelknecht_game_reads_right_in_french(french, players, seed):
    from tests.haspelknecht.test_i18n_texts import play
    texts = list(play(players, seed, NAMES[:players], every=3))
    assert any("Agnes (" in text for _what, text in texts)      # the worker sentences were shown
    bad = _check(texts)
    assert not bad, f"{len(bad)} texts, e.g.:\n" + "\n".join(sorted(set(bad))[:12])


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 11)])
def test_a_played_coal_baron_game_reads_right_in_french(french, players, seed):
    from tests.coal_baron.test_i18n_texts import play
    texts = list(play(players, seed, NAMES[:players], every=3))
    bad = _check(texts)
    assert not bad, f"{len(bad)} texts, e.g.:\n" + "\n".join(sorted(set(bad))[:12])


def test_the_keep_none_buttons_have_their_own_context_and_the_action_reads_as_one(french):
    from game.core.i18n import _, pgettext
    template = cat.msgids(cat.read(cat.TEMPLATE))
    assert {("keep none", "No tile"), ("keep none", "No order")} <= template
    assert _("Keep no tile") != pgettext("keep none", "No tile")
    assert "garder" in _("Keep no tile").lower() and "garder" in _("Keep no order").lower()


def test_the_second_take_is_the_rulebook_s_seconde_prise_and_thaler_keeps_its_capital():
    texts = [text for msgid, text in french_strings() if "second take" in msgid or "second time" in msgid]
    assert texts and all("seconde prise" in t for t in texts) and not any("second tour" in t for t in texts)
    assert not [t for _m, t in french_strings() if re.search(r"(?<!{)\bthalers?\b", t)]


def test_the_description_says_ia_like_the_rest_of_the_french_interface(french):
    from game.collection import DESCRIPTION
    from game.core.i18n import _
    assert "IA" in _(DESCRIPTION) and "bot" not in _(DESCRIPTION)


def test_keys_are_named_as_a_french_keyboard_labels_them():
    english_keys = re.compile(r"\b(?:Esc|Escape|Enter|Space|Shift)\b")
    assert not [t for _m, t in french_strings() if english_keys.search(t)]
