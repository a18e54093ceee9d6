"""THIRD-PARTY-NOTICES: the work of others that the app ships, each with its licence.

Made from what a bundle really holds, never from a list of what it should hold:

* build/haspelknecht.spec passes PyInstaller's own tables (the Python modules it froze, the
  libraries and data files it collected) and writes THIRD-PARTY-NOTICES.txt into the bundle, on
  every system;
* `python build/notices.py check dist/haspelknecht` reads a finished bundle (its files, and the
  modules frozen into its executable) and fails unless the bundle's notices name every piece
  (make dist-check);
* `python build/notices.py debian dist/haspelknecht` prints the .deb's copyright file: the same
  notices, with the GNU licences' full texts replaced by Debian's copies in /usr/share/common-licenses.

A library, package or font that no entry below describes stops the build: someone must read its
licence and add it here (with its text in build/licenses/) before it ships. Libraries the
collection may not ship at all (GPL) stop it with the reason.
"""

from __future__ import annotations

import argparse
import importlib.metadata as metadata
import re
import sys
import sysconfig
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENCES = ROOT / "build" / "licenses"
FONT_LICENCES = ROOT / "art" / "fonts"
NOTICES = "THIRD-PARTY-NOTICES.txt"
OURS = {"game", "entry"}            # the game's own modules (entry: build/entry.py)
OWN_LIBRARIES = {"libhk-nocodecs.so"}   # build/codec_stub.py's stand-in for the codecs left out
PYINSTALLER = ("pyimod", "pyiboot", "_pyi_", "pyi_")
LGPL = "LGPL-2.1.txt"
SDL = "https://github.com/libsdl-org/"
XIPH = "https://xiph.org/"


@dataclass(frozen=True)
class Native:
    """A shared library some wheel or the interpreter brings along: its file name, on any system
    (libSDL2-2.0.so.0, libSDL2-2-50d19f93.0.so.0.3200.10, SDL2.dll, libSDL2-2.0.0.dylib), matches
    `pattern` from its start."""
    name: str
    pattern: str
    licence: str
    texts: tuple[str, ...]          # files in build/licenses/
    copyright: str
    source: str


NATIVE = (
    Native("SDL2", r"(lib)?SDL2[-.]", "Zlib", ("SDL2.txt",), "1997-2024 Sam Lantinga", SDL + "SDL"),
    Native("SDL2_image", r"(lib)?SDL2_image[-.]", "Zlib", ("SDL2_image.txt",), "1997-2024 Sam Lantinga",
           SDL + "SDL_image"),
    Native("SDL2_mixer", r"(lib)?SDL2_mixer[-.]", "Zlib", ("SDL2_mixer.txt",), "1997-2024 Sam Lantinga",
           SDL + "SDL_mixer"),
    Native("SDL2_ttf", r"(lib)?SDL2_ttf[-.]", "Zlib", ("SDL2_ttf.txt",), "1997-2024 Sam Lantinga",
           SDL + "SDL_ttf"),
    Native("FLAC", r"(lib)?FLAC[-.]", "BSD-3-Clause", ("FLAC.txt",), "2000-2009 Josh Coalson, 2011-2024 Xiph.Org "
           "Foundation", XIPH + "flac/"),
    Native("Ogg and Vorbis", r"(lib)?(ogg|vorbis|vorbisenc|vorbisfile)[-.]", "BSD-3-Clause", ("ogg-vorbis.txt",),
           "2002-2020 Xiph.org Foundation", XIPH + "vorbis/"),
    Native("Opus", r"(lib)?opus[-.]", "BSD-3-Clause", ("opus.txt",), "2001-2011 Xiph.Org, Skype Limited, "
           "Octasic, Jean-Marc Valin, Timothy B. Terriberry, CSIRO, Gregory Maxwell, Mark Borgerding, "
           "Erik de Castro Lopo", "https://opus-codec.org/"),
    Native("opusfile", r"(lib)?opusfile[-.]", "BSD-3-Clause", ("opusfile.txt",),
           "1994-2013 Xiph.Org Foundation and contributors", "https://opus-codec.org/"),
    Native("mpg123", r"(lib)?mpg123[-.]", "LGPL-2.1-only", (LGPL,), "1995-2024 Michael Hipp, Thomas Orgis "
           "and others", "https://www.mpg123.de/"),
    Native("FluidSynth", r"(lib)?fluidsynth[-.]", "LGPL-2.1-or-later", (LGPL,), "2003-2024 Peter Hanappe, "
           "Tom Moebert and others", "https://github.com/FluidSynth/fluidsynth"),
    Native("libsndfile", r"(lib)?sndfile[-.]", "LGPL-2.1-or-later", (LGPL,), "1999-2024 Erik de Castro Lopo "
           "and others", "https://github.com/libsndfile/libsndfile"),
    Native("alsa-lib", r"(lib)?asound[-.]", "LGPL-2.1-or-later", (LGPL,), "1998-2024 Jaroslav Kysela, "
           "Takashi Iwai and others", "https://github.com/alsa-project/alsa-lib"),
    Native("WavPack", r"(lib)?wavpack[-.]", "BSD-3-Clause", ("wavpack.txt",), "1998-2025 David Bryant",
           "https://www.wavpack.com/"),
    Native("libxmp", r"(lib)?xmp[-.]", "MIT", ("xmp.txt",), "1996-2024 Claudio Matsuoka and Hipolito "
           "Carraro Jr", "https://github.com/libxmp/libxmp"),
    Native("FreeType", r"(lib)?freetype[-.]", "FTL", ("freetype.txt",), "1996-2024 David Turner, Robert "
           "Wilhelm and Werner Lemberg", "https://freetype.org/"),
    Native("HarfBuzz", r"(lib)?harfbuzz[-.]", "MIT-Modern-Variant", ("harfbuzz.txt",), "2010-2023 Google, "
           "Inc., Behdad Esfahbod, Red Hat, Inc. and others", "https://github.com/harfbuzz/harfbuzz"),
    Native("Brotli", r"(lib)?brotli(common|dec|enc)[-.]", "MIT", ("brotli.txt",),
           "2009-2016 the Brotli Authors", "https://github.com/google/brotli"),
    Native("libpng", r"(lib)?png16[-.]", "Libpng-2.0", ("libpng.txt",), "1995-2024 the PNG Reference "
           "Library Authors", "http://www.libpng.org/pub/png/libpng.html"),
    Native("libjpeg-turbo", r"(lib)?jpeg[-.]", "IJG AND BSD-3-Clause AND Zlib", ("libjpeg-turbo.txt",),
           "1991-2020 Thomas G. Lane, Guido Vollbeding; 2009-2024 D. R. Commander and others",
           "https://libjpeg-turbo.org/"),
    Native("LibTIFF", r"(lib)?tiff[-.]", "libtiff", ("libtiff.txt",), "1988-1997 Sam Leffler, 1991-1997 "
           "Silicon Graphics, Inc.", "https://libtiff.gitlab.io/libtiff/"),
    Native("libwebp", r"(lib)?(webp|webpdemux|sharpyuv)[-.]", "BSD-3-Clause", ("libwebp.txt",),
           "2010 Google Inc.", "https://chromium.googlesource.com/webm/libwebp"),
    Native("zlib", r"((lib)?z[-.]|zlib1\.dll$)", "Zlib", ("zlib.txt",), "1995-2024 Jean-loup Gailly and "
           "Mark Adler", "https://zlib.net/"),
    Native("PortMidi", r"(lib)?portmidi[-.]", "MIT", ("portmidi.txt",), "1999-2000 Ross Bencina and Phil "
           "Burk, 2001-2009 Roger B. Dannenberg", "https://github.com/PortMidi/portmidi"),
    Native("bzip2", r"(lib)?bz2[-.]", "bzip2-1.0.6", ("bzip2.txt",), "1996-2019 Julian R Seward",
           "https://sourceware.org/bzip2/"),
    Native("liblzma (XZ Utils)", r"(lib)?lzma[-.]", "LicenseRef-public-domain OR 0BSD", ("liblzma.txt",),
           "Lasse Collin, Igor Pavlov and others", "https://tukaani.org/xz/"),
    Native("libffi", r"(lib)?ffi[-.]", "MIT", ("libffi.txt",), "1996-2024 Anthony Green, Red Hat, Inc and "
           "others", "https://sourceware.org/libffi/"),
    Native("GCC runtime libraries", r"(lib)?(gcc_s|stdc\+\+)[-.]", "GPL-3.0-or-later WITH GCC-exception-3.1",
           ("GCC-exception-3.1.txt", "GPL-3.0.txt"), "1987-2024 Free Software Foundation, Inc.",
           "https://gcc.gnu.org/"),
    Native("Microsoft Visual C++ runtime", r"(vcruntime|msvcp)140", "LicenseRef-MSVC-Redistributable",
           ("msvc-runtime.txt",), "Microsoft Corporation", "https://learn.microsoft.com/cpp/windows/"
           "redistributing-visual-cpp-files"),
)
# Found in a bundle, these stop the build: the collection is proprietary and may not ship them.
FORBIDDEN = {
    r"(lib)?readline[-.]": "GNU readline is GPL-3.0: exclude the module that brings it (build/haspelknecht.spec)",
    r"freesansbold\.ttf$": "pygame's FreeSans font is GPL-3.0 (font exception) and unused: leave it out (spec)",
}


@dataclass(frozen=True)
class Font:
    name: str
    pattern: str
    licence: str
    texts: tuple[str, ...]          # files in art/fonts/
    copyright: str
    source: str


FONTS = (
    Font("EB Garamond (2017)", r"EBGaramond-", "OFL-1.1", ("OFL-EBGaramond-2017.txt",),
         "2017 The EB Garamond Project Authors", "https://github.com/octaviopardo/EBGaramond12"),
    Font("EB Garamond 12", r"EBGaramond(SC)?12-", "OFL-1.1", ("OFL-EBGaramond.txt",), "2010-2013 Georg Duffner",
         "https://github.com/georgd/EB-Garamond"),
    Font("DejaVu Sans", r"DejaVu", "Bitstream-Vera AND LicenseRef-DejaVu-public-domain", ("LICENSE-DejaVu.txt",),
         "2003 Bitstream, Inc.; 2006 Tavmjong Bah; DejaVu changes in the public domain",
         "https://dejavu-fonts.github.io/"),
)
# Licences and copyright lines of distributions whose wheels carry none (or none in SPDX form).
DIST_OVERRIDES = {
    "pygame-ce": ("LGPL-2.1-or-later", (LGPL,), "2000-2001 Pete Shinners; the pygame and pygame-ce contributors"),
    "pyinstaller": ("GPL-2.0-or-later WITH Bootloader-exception", (), "2005-2024 PyInstaller Development Team"),
}
PYTHON_PARTS = """Python's interpreter and standard library include code of others under their own
permissive licences (among them Expat, libmpdec, libffi on Windows, zlib on Windows, the SHA-3 and
BLAKE2 reference code). Their notices are listed in "Licenses and Acknowledgements for Incorporated
Software": https://docs.python.org/3/license.html"""
_COMMON = ((r"GNU LESSER GENERAL PUBLIC LICENSE\s+Version 2\.1", "LGPL-2.1",
            "the GNU Lesser General Public License version 2.1"),
           (r"GNU GENERAL PUBLIC LICENSE\s+Version 3", "GPL-3", "the GNU General Public License version 3"),
           (r"GNU GENERAL PUBLIC LICENSE\s+Version 2", "GPL-2", "the GNU General Public License version 2"))


class NoticeError(Exception):
    """Pieces of the bundle whose licence nobody has written down, or that may not ship."""


@dataclass
class Component:
    key: str
    name: str
    licence: str
    copyright: str
    source: str
    texts: list[tuple[str, str]]            # (where the text comes from, the text)
    parts: set[str] = field(default_factory=set)   # what of it is in the bundle

    def heading(self) -> str:
        return f"{self.name} ({self.licence})"


# --- what each piece of a bundle is ---------------------------------------------------------------

def is_extension(name: str) -> bool:
    """A Python extension module (its owner is the package it belongs to, not a table entry)."""
    return name.endswith(".pyd") or ".cpython-" in name or ".abi3." in name


def is_library(name: str) -> bool:
    return name.endswith((".dll", ".dylib")) or re.search(r"\.so(\.|$)", name) is not None or name == "Python"


def _stdlib(top: str) -> bool:
    if top in sys.stdlib_module_names or top.startswith("_sysconfigdata"):
        return True
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    return (stdlib / f"{top}.py").exists() or (stdlib / top / "__init__.py").exists()


def module_owner(top: str, dists: dict[str, list[str]]) -> str | None:
    """Who a top-level module is by: 'python', 'pyinstaller', 'dist:<name>', None (the game's own);
    raises KeyError when nobody is known."""
    if top in OURS:
        return None
    if top.startswith(PYINSTALLER):
        return "pyinstaller"
    if top in dists:
        name = dists[top][0]
        return None if name == "haspelknecht" else f"dist:{name}"
    if _stdlib(top) or re.fullmatch(r"python3(\.\d+)?", top):
        return "python"
    raise KeyError(top)


def _match(name: str, table):
    """The entry for a file name (Windows spells some in capitals: VCRUNTIME140.dll)."""
    return next((entry for entry in table if re.match(entry.pattern, name, re.IGNORECASE)), None)


def inventory(files: Iterable[str], modules: Iterable[str]) -> dict[str, set[str]]:
    """Sort a bundle into its makers: {key: the files and modules of it}. `files` are paths inside
    the bundle's contents folder (PyInstaller's destination names, '/'-separated), `modules` the
    dotted names frozen into the executable. Raises NoticeError naming everything unknown."""
    dists = metadata.packages_distributions()
    found: dict[str, set[str]] = {}
    unknown: list[str] = []
    for path in sorted(set(files)):
        parts = path.replace("\\", "/").split("/")
        name, top = parts[-1], parts[0]
        reason = next((why for pattern, why in FORBIDDEN.items() if re.match(pattern, name)), None)
        if reason:
            unknown.append(f"{path}: {reason}")
            continue
        key = _file_owner(path, parts, name, top, dists)
        if key == "?":
            unknown.append(f"{path}: no entry in build/notices.py (NATIVE, FONTS) says whose it is")
        elif key:
            if key == "python":
                name = "its standard library" if is_extension(name) or len(parts) > 1 else name
            found.setdefault(key, set()).add(name if key.startswith(("native:", "font:", "python")) else top)
    for module in sorted(set(modules)):
        top = module.split(".")[0]
        if module.endswith(".pyz"):
            continue
        try:
            key = module_owner(top, dists)
        except KeyError:
            unknown.append(f"module {module}: not the standard library's and no installed distribution's")
            continue
        if key and key != "python":     # the standard library is named as a whole, not module by module
            found.setdefault(key, set()).add(top)
        elif key:
            found.setdefault(key, set()).add("its standard library")
    # every bundle's executable is PyInstaller's bootloader with the game's archive appended
    found.setdefault("pyinstaller", set()).add("the bootloader (the haspelknecht executable)")
    if unknown:
        raise NoticeError("the bundle holds pieces whose licence is not known:\n  " + "\n  ".join(unknown))
    return found


def _file_owner(path: str, parts: list[str], name: str, top: str, dists) -> str | None:
    if top in ("data", "art") and not name.lower().endswith((".ttf", ".otf")):
        return None                         # the game's own data, art and its fonts' licence files
    if name == NOTICES or name in OWN_LIBRARIES or top.endswith((".dist-info", ".egg-info")):
        return None
    if top in ("base_library.zip", "Python.framework", "Python") or re.fullmatch(r"python3(\.\d+)?", top):
        return "python"         # the standard library, its extension modules; macOS's framework build
    if name.lower().endswith((".ttf", ".otf", ".ttc")):
        font = _match(name, FONTS)
        return f"font:{font.name}" if font else "?"
    if is_extension(name):
        owner = name.split(".")[0] if len(parts) == 1 else top
        try:
            return module_owner(owner, dists)
        except KeyError:
            return "?"
    if is_library(name):
        if re.match(r"(lib)?python3(\d+)?[-.]", name) or name == "Python":
            return "python"
        native = _match(name, NATIVE)
        return f"native:{native.name}" if native else "?"
    if len(parts) > 1:                      # a package's data file (pygame's icon, ...)
        try:
            return module_owner(top, dists)
        except KeyError:
            return "?"
    return "?"


# --- each maker's notice ----------------------------------------------------------------------------

def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace").strip("\n")


def python_licence() -> tuple[str, str]:
    """The running interpreter's own LICENSE.txt (the one PyInstaller bundles)."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for candidate in (stdlib / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt",
                      Path(sys.base_prefix) / "share" / "doc" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
                      / "copyright"):
        if candidate.exists():
            return candidate.name, _read(candidate)
    raise NoticeError("the Python licence (LICENSE.txt) is not found next to this interpreter's standard library")


def _dist_component(name: str) -> Component:
    dist = metadata.distribution(name)
    meta = dist.metadata
    licence, stored, holder = DIST_OVERRIDES.get(dist.name.lower(), (None, (), None))
    if licence is None:
        licence = meta.get("License-Expression") or (meta.get("License") or "").strip()
        if not licence or "\n" in licence or len(licence) > 40:
            raise NoticeError(f"{dist.name}: its licence is not given in SPDX form; add it to DIST_OVERRIDES")
    texts = [(f"{dist.name}: {Path(str(f)).name}", _read(Path(str(f.locate()))))
             for f in dist.files or ()
             if "licenses" in Path(str(f)).parts or re.match(r"(LICEN[CS]E|COPYING|NOTICE)", Path(str(f)).name)]
    texts += [(text, _read(LICENCES / text)) for text in stored]
    if not texts:
        raise NoticeError(f"{dist.name}: its wheel carries no licence text; add one to DIST_OVERRIDES")
    if holder is None:
        lines = [m.group(1) for _, text in texts for m in re.finditer(r"(?im)^\s*copyright\s+(?:\(c\)|©)?\s*(.+)$", text)]
        holder = "; ".join(dict.fromkeys(lines[:3])) or f"the {dist.name} authors"
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or () if ", " in u)
    by_kind = {k.lower(): v for k, v in urls.items()}
    source = next((by_kind[k] for k in ("source", "source code", "repository", "homepage") if k in by_kind),
                  meta.get("Home-page") or next(iter(urls.values()), ""))
    return Component(f"dist:{name}", f"{dist.name} {dist.version}", licence, holder, source, texts)


def component(key: str) -> Component:
    kind, _, name = key.partition(":")
    if key == "python":
        origin, text = python_licence()
        return Component(key, f"Python {sys.version.split()[0]}", "PSF-2.0", "2001-2024 Python Software "
                         "Foundation", "https://www.python.org/", [(f"Python: {origin}", text),
                                                                  ("Python: incorporated software", PYTHON_PARTS)])
    if key == "pyinstaller":
        return _dist_component("pyinstaller")
    if kind == "dist":
        return _dist_component(name)
    if kind == "native":
        entry = next(n for n in NATIVE if n.name == name)
        texts = [(text, _read(LICENCES / text)) for text in entry.texts]
        return Component(key, entry.name, entry.licence, entry.copyright, entry.source, texts)
    entry = next(f for f in FONTS if f.name == name)
    texts = [(text, _read(FONT_LICENCES / text)) for text in entry.texts]
    return Component(key, entry.name, entry.licence, entry.copyright, entry.source, texts)


def components(found: dict[str, set[str]]) -> list[Component]:
    order = {"python": 0, "dist": 1, "native": 2, "font": 3, "pyinstaller": 4}
    result = []
    for key in sorted(found, key=lambda k: (order[k.partition(":")[0]], k.lower())):
        c = component(key)
        c.parts = found[key]
        result.append(c)
    return result


# --- the two documents -----------------------------------------------------------------------------

def _common_reference(text: str) -> str:
    """A GNU licence's full text replaced by the pointer to Debian's copy (Debian policy 12.5)."""
    for pattern, short, title in _COMMON:
        found = re.search(pattern, text)
        if found:
            start = text.rfind("\n\n", 0, found.start())
            head = text[:start if start >= 0 else found.start()].rstrip()
            pointer = f"On Debian systems, the complete text of {title} is in /usr/share/common-licenses/{short}."
            return f"{head}\n\n{pointer}".strip()
    return text


def render(parts: list[Component], app: str, version: str, owner: str, debian: bool = False) -> str:
    """The notices as plain text (debian=True: the form of a Debian copyright file)."""
    rule = "=" * 78
    out = [f"{app} {version}", "Third-party notices", "", f"Copyright (C) {owner}. All rights reserved.",
           "The game itself (its code, rules data, texts and art) is proprietary. It includes the",
           "following work of others, each under its own licence, reproduced below.",
           "",
           "The libraries under the GNU Lesser General Public License (LGPL below) are separate",
           "shared library files in the program's folder: you may replace them with your own",
           "builds. Their source code is at the address given with each.", "", "Contents", ""]
    out += [f"  {c.heading()}" for c in parts]
    given: dict[str, str] = {}          # a text already reproduced -> under whose heading
    for c in parts:
        out += ["", rule, c.heading(), rule, f"Copyright: {c.copyright}", f"Source: {c.source}"]
        out += textwrap.wrap("In this program: " + ", ".join(sorted(c.parts)), 78, subsequent_indent="  ",
                             break_on_hyphens=False)
        for origin, text in c.texts:
            text = _common_reference(text) if debian else text
            if text in given:
                out += ["", f"--- {origin}: the text given above under {given[text]} ---"]
                continue
            given[text] = c.name
            out += ["", f"--- {origin} ---", "", text]
    return "\n".join(out).rstrip() + "\n"


def write_notices(path: Path, files: Iterable[str], modules: Iterable[str]) -> list[Component]:
    """The spec's step: THIRD-PARTY-NOTICES.txt from PyInstaller's tables."""
    parts = components(inventory(files, modules))
    path.write_text(_render_for_app(parts), encoding="utf-8")
    return parts


def _render_for_app(parts: list[Component], debian: bool = False) -> str:
    sys.path.insert(0, str(ROOT / "build"))
    import release

    f = release.facts()
    year = f.releases[0].date.year if f.releases else ""
    return render(parts, f.name, f.version, f"{year} {f.publisher}".strip(), debian)


# --- a finished bundle -------------------------------------------------------------------------------

def bundle_contents(bundle: Path) -> tuple[Path, list[str], list[str]]:
    """(its executable, the files of its contents folder, the modules frozen into the executable)."""
    exe = next((bundle / n for n in ("haspelknecht", "haspelknecht.exe") if (bundle / n).is_file()), None)
    if exe is None:
        raise NoticeError(f"{bundle}: no haspelknecht executable")
    contents = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    files = [p.relative_to(contents).as_posix() for p in contents.rglob("*") if p.is_file() and p != exe]
    from PyInstaller.archive.readers import pkg_archive_contents

    return exe, files, pkg_archive_contents(str(exe))


def check(bundle: Path, also: Iterable[Path] = ()) -> list[str]:
    """What is wrong with a bundle's notices (empty when every piece it ships is named in them, and
    in each of `also`: the .deb's copyright file)."""
    _exe, files, modules = bundle_contents(bundle)
    try:
        parts = components(inventory(files, modules))
    except NoticeError as exc:
        return [str(exc)]
    problems = []
    for where in (bundle / NOTICES, bundle / "_internal" / NOTICES, *also):
        if not where.is_file():
            problems.append(f"{where} is missing")
            continue
        text = where.read_text(encoding="utf-8")
        problems += [f"{where} does not name {c.heading()}" for c in parts if c.heading() not in text]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="notices.py", description="Third-party notices of a bundle.")
    parser.add_argument("command", choices=("check", "debian"))
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--also", type=Path, action="append", default=[],
                        help="check: another file that must name every piece (the .deb's copyright)")
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            problems = check(args.bundle, args.also)
            for problem in problems:
                print(f"notices: {problem}", file=sys.stderr)
            if not problems:
                print(f"notices: {', '.join(str(p) for p in [args.bundle / NOTICES, *args.also])} "
                      "name every piece the bundle ships")
            return 1 if problems else 0
        _exe, files, modules = bundle_contents(args.bundle)
        parts = components(inventory(files, modules))
        sys.stdout.write(_render_for_app(parts, debian=True))
        return 0
    except NoticeError as exc:
        print(f"notices: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
