"""The Polish and German catalogues use the printed books' and the catalogue's own terms, and a
German plural follows the number it counts (a tile's lorries, not its price)."""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.core import i18n_catalogues as cat
from game.core.i18n import _, ngettext, pgettext


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    i18n.set_language("en")


def strings(code: str, but_context: str | None = None) -> list[tuple[str, str]]:
    out = []
    for m in cat.read(cat.po_path(code), locale=code):
        if m.id and (but_context is None or m.context != but_context):
            msgid = m.id if isinstance(m.id, str) else m.id[0]
            out += [(msgid, s) for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    return out


# ---------------------------------------------------------------------------------------- Polish

def test_polish_tile_names_are_the_printed_book_s():
    i18n.set_language("pl")
    assert _("Mining Timber") == "Drewno górnicze"
    assert _("Coal Driver") == "Woźnica węglowy"
    assert _("Small Coal Mine") == "Mała kopalnia węgla"
    # and so in every sentence that names them (the rules reference, the end words); only the small
    # hexagon's face keeps a short name
    older = re.compile(r"\bStemple\b|\bWoźnica\b(?! węglowy)|\bMała kopalnia\b(?! węgla)")
    assert not [t for _m, t in strings("pl", but_context="tile face") if older.search(t)]


def test_polish_coal_left_has_no_padding_and_the_lock_tile_is_a_kafel():
    i18n.set_language("pl")
    for n in (1, 2, 5):
        shown = ngettext("{n} coal left", "{n} coal left", n).format(n=n)
        assert shown == shown.strip() and str(n) in shown
    for n in (1, 3):
        covered = ngettext("{space} is covered by a lock tile with {n} player.",
                           "{space} is covered by a lock tile with {n} players.", n)
        assert "kaflem" in covered and "płytk" not in covered


def test_polish_welcome_names_the_game_as_a_game():
    texts = [t for msgid, t in strings("pl") if msgid.startswith("Welcome to Haspelknecht!")]
    assert texts and all(t.startswith("Witaj w grze Haspelknecht!") for t in texts)


# ---------------------------------------------------------------------------------------- German

def _tile_event(kind: int):
    """The chronicle's event for buying a tile of `kind` at the Lorry factory, as the engine makes it."""
    from game.coal_baron.engine import ENGINE
    from tests.coal_baron.positions import R, after_draft, place, put_tile
    state = after_draft(2)
    space = R.space_ids[R.factory_spaces[0]]
    put_tile(state, space, kind)
    state.marks[state.current] = 20
    place(state, space)
    return next(e for e in ENGINE.take_events(state) if e.kind == "tile")


@pytest.mark.parametrize("lorries,price", [(1, 2), (2, 2), (1, 1)])
def test_german_tile_purchase_takes_its_plural_from_the_lorries(lorries, price):
    from tests.coal_baron.positions import R
    kind = next(k for k in range(len(R.tile_type)) if R.tile_lorries[k] == lorries and R.tile_price[k] == price)
    event = _tile_event(kind)
    i18n.set_language("de")
    text = event.render(["Anna", "Bert"])
    assert f"mit {lorries} {'Lore' if lorries == 1 else 'Loren'}." in text, text
    assert f"{price} Mark " in text
    i18n.set_language("en")
    english = event.render(["Anna", "Bert"])
    assert f"pays {price} {'Mark' if price == 1 else 'Marks'} for a" in english and f"{lorries}-lorry" in english


def test_german_says_uber_tage_and_its_own_words():
    german = [t for _m, t in strings("de")]
    assert not [t for t in german if re.search(r"[Üü]bertage|Farbenblind-Markierung|Zug aus dem Beutel", t)]
    assert any("über Tage" in t for t in german) and any("Ziehen aus dem Beutel" in t for t in german)
    i18n.set_language("de")
    assert _("Disks") != "Hand" and _("Disks").startswith("Scheib")


def test_german_addresses_the_reader_as_du_and_never_as_ihr():
    # "ihr" is also "her/their"; as a pronoun of address it comes with a verb in the second person
    # plural, "euch"/"euer"/"eure" are address only
    verbs = "setzt|wählt|habt|seid|nehmt|spielt|könnt|müsst|dürft|legt|zieht"
    address = re.compile(rf"\b(?:euch|euer|eure[nmrs]?)\b|\b(?:{verbs}) ihr\b|\b[Ii]hr (?:{verbs})\b")
    assert not [t for _m, t in strings("de") if address.search(t)]


@pytest.mark.parametrize("english, must, must_not", [
    # the Light/Dark imbalance costs 2 VP for each tile of difference (C35)
    ("At the end of the game every tile more on one side than on the other costs 2 VP",
     "jedes Plättchen Unterschied", "das eine Seite mehr hat"),
    # the lease asks for Thalers in the later years, it does not give them
    ("The next two years also add Thalers to the lease", "verlangt die Pacht außerdem Taler", "bringen außerdem Taler"),
    # a Shift Clock element scores VP for one colour's delivered spots (C28, C29), it pays no Marks
    ("elements 1 to 4 pay the players with the most delivered spots of each colour",
     "einer je Kohlefarbe, SP für die meisten gelieferten Plätze dieser Farbe", "zahlen die Teile"),
])
def test_german_tutorial_sentences_say_what_the_rules_say(english, must, must_not):
    found = [t for msgid, t in strings("de") if english in msgid]
    assert found and all(must in t and must_not not in t for t in found)


def test_the_tile_face_name_is_the_tile_s_name_where_it_fits():
    # only the Polish face is shorter than the book's name; elsewhere face and name agree
    for code in ("en", "fr", "de"):
        i18n.set_language(code)
        assert pgettext("tile face", "Small Coal Mine") == _("Small Coal Mine")
