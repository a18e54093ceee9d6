#!/usr/bin/env bash
# Turn the one-folder app in dist/haspelknecht into a .tar.gz (with .desktop file and icon) and a
# .deb that installs it under /opt with a menu entry and icon. Run from the repository root after
# PyInstaller. Needs dpkg-deb (Debian/Ubuntu).
set -euo pipefail
VERSION=$(python3 -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
APP=dist/haspelknecht
[ -x "$APP/haspelknecht" ] || { echo "build the app first (make dist)"; exit 1; }

# .tar.gz: the app folder plus a .desktop file and the icon, ready to unpack anywhere
cp build/linux/haspelknecht.desktop "$APP/haspelknecht.desktop"
cp art/icon.png "$APP/haspelknecht.png"
cp build/linux/INSTALL.txt "$APP/INSTALL.txt"
tar -C dist -czf "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz" haspelknecht

# .deb: /opt/haspelknecht, /usr/bin/haspelknecht, menu entry and icon
ROOT=$(mktemp -d)
trap 'rm -rf "$ROOT"' EXIT
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
         "$ROOT/usr/share/icons/hicolor/512x512/apps"
cp -a "$APP" "$ROOT/opt/haspelknecht"
ln -s /opt/haspelknecht/haspelknecht "$ROOT/usr/bin/haspelknecht"
cp build/linux/haspelknecht.desktop "$ROOT/usr/share/applications/haspelknecht.desktop"
cp art/icon.png "$ROOT/usr/share/icons/hicolor/512x512/apps/haspelknecht.png"
SIZE=$(du -sk "$ROOT/opt" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$SIZE/" build/linux/control.in > "$ROOT/DEBIAN/control"
dpkg-deb --build --root-owner-group "$ROOT" "dist/haspelknecht_${VERSION}_${ARCH}.deb" >/dev/null
echo "dist/haspelknecht-$VERSION-linux-$ARCH.tar.gz"
echo "dist/haspelknecht_${VERSION}_${ARCH}.deb"
