"""The release's facts, each from its one place, for every recipe (the spec, package.sh, the
installers, the workflow): the version, authors and addresses from pyproject.toml, the release
notes from CHANGELOG.md, the names from game/collection.py.

    python build/release.py version             -> 0.1.0
    python build/release.py get publisher       -> any field of Facts, one line
    python build/release.py check [--tag v0.1.0] -> fails unless CHANGELOG.md's newest entry is this
                                                   version (and the tag names it)
    python build/release.py notes               -> this version's notes in Markdown (the release page)

Needs only the standard library: it runs before anything is installed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The one identifier of the app where a system wants one: the macOS bundle and the AppStream
# component. Reverse-DNS by rule; kept as it was first published (saves and settings do not use it).
APP_ID = "org.haspelknecht.game"
_HEADING = re.compile(r"^## (?P<version>\d+(?:\.\d+)*(?:[-+.][0-9A-Za-z.]+)?) \((?P<date>\d{4}-\d{2}-\d{2})\)\s*$")


@dataclass(frozen=True)
class Release:
    version: str
    date: dt.date
    notes: tuple[str, ...]      # one bullet each, joined into one line


@dataclass(frozen=True)
class Facts:
    version: str
    name: str                   # "Ruhr Coal Games: Haspelknecht & Coal Baron"
    short: str                  # "Ruhr Coal Games"
    games: str                  # "Haspelknecht & Coal Baron"
    description: str            # the one-line description (collection.DESCRIPTION)
    publisher: str              # the first author's name
    email: str
    homepage: str
    releases_page: str
    app_id: str
    releases: tuple[Release, ...]   # newest first

    @property
    def maintainer(self) -> str:
        return f"{self.publisher} <{self.email}>"

    @property
    def version_tuple(self) -> tuple[int, int, int, int]:
        """The four numbers Windows wants (file and product version): 0.1.0 -> (0, 1, 0, 0)."""
        numbers = [int(n) for n in re.findall(r"\d+", self.version.split("+")[0])[:4]]
        return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def _collection_names(root: Path) -> dict[str, str]:
    """The names from game/collection.py (it imports nothing outside the standard library)."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from game import collection

    return {"name": collection.COLLECTION_NAME, "short": collection.COLLECTION_SHORT,
            "games": collection.GAMES_LINE, "description": collection.DESCRIPTION}


def read_changelog(path: Path) -> tuple[Release, ...]:
    """CHANGELOG.md's entries, newest first: '## 0.1.0 (2026-11-28)' then '- ' bullets (a bullet
    may go on over lines indented by two spaces)."""
    releases: list[Release] = []
    version = date = None
    notes: list[str] = []

    def close() -> None:
        if version is not None:
            releases.append(Release(version, date, tuple(notes)))

    for raw in path.read_text(encoding="utf-8").splitlines():
        heading = _HEADING.match(raw)
        if heading:
            close()
            version, notes = heading["version"], []
            date = dt.date.fromisoformat(heading["date"])
        elif version is not None and raw.startswith("- "):
            notes.append(raw[2:].strip())
        elif version is not None and raw.startswith("  ") and notes and raw.strip():
            notes[-1] += " " + raw.strip()
        elif raw.startswith("## "):
            raise ValueError(f"{path.name}: a heading must read '## <version> (<YYYY-MM-DD>)': {raw!r}")
    close()
    return tuple(releases)


def facts(root: Path = ROOT) -> Facts:
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    author = project["authors"][0]
    urls = project["urls"]
    names = _collection_names(root)
    return Facts(version=project["version"], publisher=author["name"], email=author["email"],
                 homepage=urls["Homepage"], releases_page=urls["Releases"], app_id=APP_ID,
                 releases=read_changelog(root / "CHANGELOG.md"), **names)


def check(f: Facts, tag: str | None = None) -> list[str]:
    """What is inconsistent, in words (empty when all is well)."""
    problems = []
    if not f.releases:
        problems.append("CHANGELOG.md has no release entry")
    elif f.releases[0].version != f.version:
        problems.append(f"CHANGELOG.md's newest entry is {f.releases[0].version}, pyproject.toml says {f.version}")
    elif not f.releases[0].notes:
        problems.append(f"CHANGELOG.md's entry for {f.version} says nothing")
    if tag is not None and tag.removeprefix("refs/tags/") != f"v{f.version}":
        problems.append(f"the tag {tag} does not name version {f.version} (expected v{f.version})")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="release.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("version")
    get = sub.add_parser("get")
    get.add_argument("field")
    chk = sub.add_parser("check")
    chk.add_argument("--tag")
    sub.add_parser("notes")
    args = parser.parse_args(argv)
    f = facts()
    if args.command == "version":
        print(f.version)
    elif args.command == "notes":
        entry = next((r for r in f.releases if r.version == f.version), None)
        if entry is None:
            print(f"release: CHANGELOG.md has no entry for {f.version}", file=sys.stderr)
            return 1
        print("\n".join(f"- {note}" for note in entry.notes))
    elif args.command == "get":
        value = getattr(f, args.field, None)
        if value is None or not isinstance(value, str):
            parser.error(f"no text field {args.field!r}")
        print(value)
    else:
        problems = check(f, args.tag)
        for problem in problems:
            print(f"release: {problem}", file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
