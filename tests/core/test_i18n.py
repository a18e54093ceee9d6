"""The message catalogues: the template holds every marked text, every language is complete and
compiled, plurals follow each language's rules, and the chronicle's sentences are translated."""

import pytest

from game.core import i18n
from game.core import i18n_catalogues as cat
from game.core.protocol import Event


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    i18n.set_language("en")


def test_every_marked_text_in_the_code_and_data_is_in_the_template():
    missing = cat.msgids(cat.extract()) - cat.msgids(cat.read(cat.TEMPLATE))
    assert not missing, f"run `make catalogues`: {sorted(missing, key=str)[:10]}"


@pytest.mark.parametrize("code", cat.translated_languages())
def test_language_is_complete_and_its_mo_is_compiled_from_its_po(code):
    assert cat.problems(code) == []
    template = cat.msgids(cat.read(cat.TEMPLATE))
    assert cat.msgids(cat.read(cat.po_path(code))) >= template, "run `make catalogues`"
    assert cat.is_compiled(code), "run `make catalogues`"


def test_a_catalogue_compiled_by_another_babel_release_counts_as_compiled(monkeypatch):
    # The .mo header names the Babel release that compiled it: a new release on a fresh machine
    # must not make the committed catalogues look stale, while a changed translation must.
    import io

    import babel.messages.catalog as babel_catalog
    from babel.messages.mofile import write_mo
    monkeypatch.setattr(babel_catalog, "VERSION", "0.0-other")
    other = cat.compiled("fr")
    assert b"Babel 0.0-other" in other and other != cat.mo_path("fr").read_bytes()
    assert cat.translations(other) == cat.translations(cat.mo_path("fr").read_bytes())
    changed = cat.read(cat.po_path("fr"), locale="fr")
    entry = next(m for m in changed if m.id and isinstance(m.id, str) and m.string)
    entry.string += "!"
    buf = io.BytesIO()
    write_mo(buf, changed, use_fuzzy=False)
    assert cat.translations(buf.getvalue()) != cat.translations(other)


def test_polish_has_three_plural_forms_and_french_two():
    assert cat.read(cat.po_path("pl"), "pl").num_plurals == 3
    assert cat.read(cat.po_path("fr"), "fr").num_plurals == 2
    assert cat.read(cat.po_path("de"), "de").num_plurals == 2


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANGUAGE": "pl:en", "LANG": "en_US.UTF-8"}, "pl"),
    ({"LC_ALL": "de_AT.UTF-8"}, "de"), ({"LANG": "es_ES.UTF-8"}, "en"), ({"LANG": "C"}, "en"), ({}, "en"),
])
def test_system_language_is_used_when_it_is_one_of_the_four(env, expected):
    assert i18n.system_language(env) == expected


def test_switching_language_tells_listeners_and_changes_texts():
    heard = []
    i18n.add_listener(heard.append)
    try:
        i18n.set_language("de")
        assert heard == ["de"] and i18n.current_language() == "de"
        i18n.set_language("en")
        assert heard == ["de", "en"]
    finally:
        i18n.remove_listener(heard.append)


def test_a_translation_with_a_wrong_placeholder_falls_back_to_english(monkeypatch):
    class Broken:
        def gettext(self, m):
            return "{nope} " + m

        def ngettext(self, s, p, n):
            return "{nope}"
    monkeypatch.setattr(i18n, "_translation", Broken())
    e = Event("take", 0, "{p0} took {n} disk", {"n": 1}, plural="{p0} took {n} disks", count="n")
    assert e.render(["Anna"]) == "Anna took 1 disk"
    assert Event("take", 0, "{p0} took {n} disk", {"n": 3}, plural="{p0} took {n} disks",
                 count="n").render(["Anna"]) == "Anna took 3 disks"


def test_a_message_marked_with_a_context_is_translated_in_it():
    # "New game" is the title page's button and the end screen's narrow one: French words them
    # differently ("Nouvelle partie" does not fit the end screen's button)
    marked = i18n.NP_("end screen", "New game")
    assert marked == "New game"                          # English: the text itself
    i18n.set_language("fr")
    try:
        assert i18n._(marked) == "Rejouer"
        assert i18n._("New game") == "Nouvelle partie"
    finally:
        i18n.set_language("en")
    assert i18n._(marked) == "New game"
