"""Building the message catalogues (a developer's tool; the app itself only reads the .mo files).

    python -m game.core.i18n_catalogues extract   # data/locale/game.pot from the code and the data
    python -m game.core.i18n_catalogues update [fr]   # merge the template into the .po files
    python -m game.core.i18n_catalogues compile [fr]  # .po -> .mo (what the app ships)
    python -m game.core.i18n_catalogues check     # untranslated, fuzzy, placeholders, stale .mo

`make catalogues` runs extract, update and compile. Babel does the extraction, merging and
compiling (it reads Python source exactly as xgettext would, merges like msgmerge, and is a pure-Python
wheel, so a fresh clone needs no system gettext tools); the game reads the result with the standard
library's gettext. Texts in the data files (tile names and effects, layout names, the rules reference)
are extracted here too, from the keys listed in DATA_TEXT, and translated where they are shown.
"""

from __future__ import annotations

import io
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

from game.core.data_files import load_yaml
from game.core.i18n import DOMAIN, LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
CODE_DIR = ROOT / "game"
DATA_DIR = ROOT / "data"
LOCALE_DIR = DATA_DIR / "locale"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None, "NP_": ((1, "c"), 2)}
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "Ruhr Coal Games"
# fixed header fields: a catalogue changes only when its messages do
HEADER_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def new_catalog(locale: str | None = None) -> Catalog:
    """An empty catalogue (the template's when `locale` is None) with the fixed header."""
    return Catalog(locale=locale, project=PROJECT, version="1", copyright_holder="the Ruhr Coal Games authors",
                   msgid_bugs_address="", last_translator="the Ruhr Coal Games authors",
                   creation_date=HEADER_DATE, revision_date=HEADER_DATE, charset="utf-8", fuzzy=False)

# data file (relative to data/) -> the keys whose string values a player reads
DATA_TEXT: dict[str, tuple[str, ...]] = {
    "haspelknecht/rules_reference.yaml": ("title", "paragraphs"),
    "haspelknecht/tiles.yaml": ("name", "effect"),
    "haspelknecht/layouts.yaml": ("name",),
    "coal_baron/rules_reference.yaml": ("title", "paragraphs"),
    "haspelknecht/tutorial.yaml": ("say", "finish"),
    "coal_baron/tutorial.yaml": ("say", "finish"),
}
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def translated_languages() -> list[str]:
    return [c for c in LANGUAGES if c != SOURCE_LANGUAGE]


def _strings_under(node, keys: tuple[str, ...], key=None):
    """Every non-empty string whose nearest mapping key is one of `keys`."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _strings_under(v, keys, k)
    elif isinstance(node, list):
        for v in node:
            yield from _strings_under(v, keys, key)
    elif isinstance(node, str) and key in keys and node.strip():
        yield node, key


def _data_strings():
    """(text, "data/file.yaml: key") for every player-facing string in the data files."""
    for rel, keys in DATA_TEXT.items():
        if not (DATA_DIR / rel).exists():      # a tutorial not written yet
            continue
        for text, key in _strings_under(load_yaml(DATA_DIR / rel), keys):
            yield text, f"data/{rel}: {key}"


def extract() -> Catalog:
    """The template as the code and data are now."""
    catalog = new_catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
            str(CODE_DIR), method_map=[("**.py", "python")], keywords=KEYWORDS,
            comment_tags=COMMENT_TAGS, strip_comment_tags=True):
        if isinstance(message, tuple) and not all(message):
            continue
        if not message:
            continue
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    for text, where in _data_strings():
        catalog.add(text, None, [(where.split(":")[0], 0)], auto_comments=[where])
    return catalog


def msgids(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def write_template(catalog: Catalog) -> None:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, omit_header=False, sort_output=False, include_lineno=True)
    TEMPLATE.write_bytes(buf.getvalue())


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def update(codes: list[str] | None = None) -> None:
    """Merge the template into each language's .po (kept translations, new entries empty)."""
    template = read(TEMPLATE)
    for code in codes or translated_languages():
        path = po_path(code)
        if path.exists():
            catalog = read(path, locale=code)
        else:
            catalog = new_catalog(code)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.fuzzy = False
        catalog.revision_date = HEADER_DATE
        catalog.language_team = LANGUAGES[code]
        path.parent.mkdir(parents=True, exist_ok=True)
        buf = io.BytesIO()
        write_po(buf, catalog, width=100, include_lineno=True)
        path.write_bytes(buf.getvalue())


def compiled(code: str) -> bytes:
    catalog = read(po_path(code), locale=code)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def translations(mo: bytes) -> dict:
    """What a compiled catalogue says: (context, msgid) -> translation, its header left out (the
    header names the Babel release that compiled it, which changes nothing the game shows)."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)): m.string
            for m in read_mo(io.BytesIO(mo)) if m.id}


def is_compiled(code: str) -> bool:
    """Does the language's .mo hold exactly what its .po compiles to?"""
    return mo_path(code).exists() and translations(mo_path(code).read_bytes()) == translations(compiled(code))


def compile_all(codes: list[str] | None = None) -> None:
    for code in codes or translated_languages():
        if po_path(code).exists():
            mo_path(code).write_bytes(compiled(code))


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def problems(code: str) -> list[str]:
    """What keeps a language's catalogue from being complete and correct."""
    out = []
    catalog = read(po_path(code), locale=code)
    for m in catalog:
        if not m.id:
            continue
        ids = (m.id,) if isinstance(m.id, str) else tuple(m.id)
        strs = tuple(m.string) if isinstance(m.string, (tuple, list)) else (m.string or "",)
        name = repr(ids[0][:60])
        if m.fuzzy:
            out.append(f"{code}: fuzzy {name}")
        if not all(strs):
            out.append(f"{code}: untranslated {name}")
            continue
        allowed = set().union(*(placeholders(i) for i in ids))
        for s in strs:
            extra = placeholders(s) - allowed
            if extra:
                out.append(f"{code}: {name} has unknown placeholders {sorted(extra)}")
        if len(ids) == 1 and placeholders(strs[0]) != allowed:
            out.append(f"{code}: {name} placeholders {sorted(placeholders(strs[0]))} != {sorted(allowed)}")
        if len(ids) > 1 and len(strs) != catalog.num_plurals:
            out.append(f"{code}: {name} has {len(strs)} plural forms, the language has {catalog.num_plurals}")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    codes = argv[1:] or None          # `update fr`, `compile pl`: one language only
    if codes and set(codes) - set(translated_languages()):
        print(f"unknown language; one of {', '.join(translated_languages())}")
        return 2
    if command in ("extract", "all"):
        write_template(extract())
    if command in ("update", "all"):
        update(codes)
    if command in ("compile", "all"):
        compile_all(codes)
    if command == "check":
        found = []
        fresh = msgids(extract())
        stale = fresh - msgids(read(TEMPLATE))
        found += [f"template: missing {m[1][:60]!r}" for m in sorted(stale, key=str)]
        for code in translated_languages():
            found += problems(code)
            if not is_compiled(code):
                found.append(f"{code}: {mo_path(code).name} is not compiled from the .po")
        print("\n".join(found) or "catalogues complete")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
