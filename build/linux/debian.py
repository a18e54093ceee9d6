"""The .deb's control file and changelog, from build/release.py's facts (version, maintainer,
homepage, the names, CHANGELOG.md's entries).

    python build/linux/debian.py control --arch amd64 --size 44000 --glibc 2.36
    python build/linux/debian.py changelog
    python build/linux/debian.py manpage        (haspelknecht.6, section 6: games)
"""

from __future__ import annotations

import argparse
import datetime as dt
import email.utils
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))
import release  # noqa: E402

TEMPLATE = ROOT / "build" / "linux" / "control.in"
MANPAGE = ROOT / "build" / "linux" / "haspelknecht.6.in"
WIDTH = 79      # Debian's tools show the description and the changelog in 80 columns


def control(facts: release.Facts, arch: str, size_kb: int, glibc: str) -> str:
    values = {"@NAME@": facts.name, "@VERSION@": facts.version, "@ARCH@": arch, "@SIZE@": str(size_kb),
              "@GLIBC@": glibc, "@MAINTAINER@": facts.maintainer, "@HOMEPAGE@": facts.homepage}
    text = TEMPLATE.read_text(encoding="utf-8")
    for key, value in values.items():
        text = text.replace(key, value)
    return text


def changelog(facts: release.Facts) -> str:
    """Debian's changelog form of CHANGELOG.md (a native package: the version has no revision)."""
    entries = []
    for entry in facts.releases:
        when = dt.datetime.combine(entry.date, dt.time(12, 0), dt.UTC)
        notes = "\n".join(textwrap.fill(note, WIDTH - 1, initial_indent="  * ", subsequent_indent="    ")
                          for note in entry.notes)
        entries.append(f"haspelknecht ({entry.version}) stable; urgency=medium\n\n{notes}\n\n"
                       f" -- {facts.maintainer}  {email.utils.format_datetime(when)}\n")
    return "\n".join(entries)


def manpage(facts: release.Facts) -> str:
    date = facts.releases[0].date.isoformat() if facts.releases else ""
    return MANPAGE.read_text(encoding="utf-8").replace("@VERSION@", facts.version).replace("@DATE@", date)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="debian.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    ctl = sub.add_parser("control")
    ctl.add_argument("--arch", required=True)
    ctl.add_argument("--size", type=int, required=True, help="installed size in KiB")
    ctl.add_argument("--glibc", required=True, help="the oldest glibc the bundle runs on")
    sub.add_parser("changelog")
    sub.add_parser("manpage")
    args = parser.parse_args(argv)
    facts = release.facts()
    if args.what == "control":
        sys.stdout.write(control(facts, args.arch, args.size, args.glibc))
    elif args.what == "changelog":
        sys.stdout.write(changelog(facts))
    else:
        sys.stdout.write(manpage(facts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
