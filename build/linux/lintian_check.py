"""Run lintian on the .deb and fail on any error except those every self-contained bundle under
/opt must have (README.md lists them, with why):

    python build/linux/lintian_check.py dist/haspelknecht_0.1.0_amd64.deb

Prints each tag lintian gives, with how often. The allowed errors are not overridden inside the
package: whoever runs lintian on it sees them.
"""

from __future__ import annotations

import collections
import re
import shutil
import subprocess
import sys

# error tag -> why the bundle must have it
ALLOWED_ERRORS = {
    "dir-or-file-in-opt": "the game and everything it runs on live in /opt/haspelknecht, one folder "
                          "that is the same in the .deb and the .tar.gz",
    "embedded-library": "the bundle carries its own copies of zlib, bzip2, FreeType, libjpeg, LibTIFF, "
                        "mpg123 and libyaml (inside PyYAML), as pygame-ce's and PyYAML's wheels and "
                        "Python were built with them, instead of Debian's",
    "library-not-linked-against-libc": "a few Python extension modules of pygame-ce's wheel and of Python "
                                       "(built upstream) call no C library function of their own",
}
_LINE = re.compile(r"^(?P<level>[EWIXPCON]): \S+: (?P<tag>\S+)")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: lintian_check.py PACKAGE.deb", file=sys.stderr)
        return 2
    if not shutil.which("lintian"):
        print("lintian is not installed (Debian, Ubuntu: apt-get install lintian)", file=sys.stderr)
        return 1
    result = subprocess.run(["lintian", "--tag-display-limit", "0", argv[0]], capture_output=True, text=True)
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    for line in result.stdout.splitlines():
        found = _LINE.match(line)
        if found:
            counts[found["level"], found["tag"]] += 1
    for (level, tag), n in sorted(counts.items()):
        note = "  (allowed: see README.md)" if level == "E" and tag in ALLOWED_ERRORS else ""
        print(f"lintian {level}: {tag} x{n}{note}")
    unexpected = sorted(tag for level, tag in counts if level == "E" and tag not in ALLOWED_ERRORS)
    if unexpected or result.returncode not in (0, 1, 2):
        print(f"lintian: errors a bundle need not have: {', '.join(unexpected) or result.stderr.strip()}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
