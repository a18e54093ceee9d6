"""Make the icons each system wants from art/icon.png (drawn by build/make_icon.py), with Pillow:

    python build/make_platform_icons.py                  -> build/windows/haspelknecht.ico and
                                                           build/macos/haspelknecht.icns (ignored in
                                                           git: the release workflow runs this first)
    python build/make_platform_icons.py --hicolor DIR    -> DIR/<n>x<n>/apps/haspelknecht.png, the
                                                           freedesktop icon theme's sizes (Linux)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "art" / "icon.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)   # menus, panels, docks, software centres


def platform_icons() -> list[Path]:
    icon = Image.open(SOURCE)
    ico = ROOT / "build" / "windows" / "haspelknecht.ico"
    icns = ROOT / "build" / "macos" / "haspelknecht.icns"
    icon.save(ico, sizes=[(n, n) for n in ICO_SIZES])
    icon.save(icns)
    return [ico, icns]


def hicolor(folder: Path) -> list[Path]:
    """One PNG per size, each scaled down from the 512-pixel drawing (Lanczos keeps small sizes
    sharp; drawing them small would lose the thin lines)."""
    icon = Image.open(SOURCE).convert("RGBA")
    made = []
    for n in HICOLOR_SIZES:
        out = folder / f"{n}x{n}" / "apps" / "haspelknecht.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        (icon if icon.size == (n, n) else icon.resize((n, n), Image.Resampling.LANCZOS)).save(out, optimize=True)
        made.append(out)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hicolor", type=Path, metavar="DIR", help="write the Linux icon theme's sizes here")
    args = parser.parse_args(argv)
    made = hicolor(args.hicolor) if args.hicolor else platform_icons()
    print(f"{len(made)} icons written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
