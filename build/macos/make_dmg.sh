#!/usr/bin/env bash
# Put dist/Haspelknecht.app (made by PyInstaller from build/haspelknecht.spec on macOS) into a
# compressed .dmg with a link to /Applications, so the player drags the app across. Uses only
# macOS's own hdiutil. Run from the repository root on macOS.
set -euo pipefail
VERSION=$(python3 -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R dist/Haspelknecht.app "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Haspelknecht" -srcfolder "$STAGE" -ov -format UDZO "dist/Haspelknecht-$VERSION.dmg"
echo "dist/Haspelknecht-$VERSION.dmg"
