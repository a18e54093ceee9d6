#!/usr/bin/env bash
# Put "dist/Ruhr Coal Games.app" (made by PyInstaller from build/haspelknecht.spec on macOS) into a
# compressed .dmg with a link to /Applications, so the player drags the app across. Uses only
# macOS's own hdiutil. The volume is named by the short name (a colon cannot be in a volume's name). Run from the repository root on macOS, after the .app's selftest.
# The .app runs on the processor it was built on: the release builds one on Apple Silicon and one on
# Intel (build/haspelknecht.spec), and the file name says which.
# The version and the names come from build/release.py (pyproject.toml, game.collection).
set -euo pipefail
VERSION=$(python3 build/release.py version)
SHORT=$(python3 build/release.py get short)
case "$(uname -m)" in
  arm64) KIND=apple-silicon ;;
  x86_64) KIND=intel ;;
  *) echo "unknown processor $(uname -m)"; exit 1 ;;
esac
FILE="$(echo "$SHORT" | tr ' ' '-')-$VERSION-mac-$KIND.dmg"
[ -d "dist/$SHORT.app" ] || { echo "dist/$SHORT.app is missing: run PyInstaller first"; exit 1; }
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "dist/$SHORT.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "$SHORT" -srcfolder "$STAGE" -ov -format UDZO "dist/$FILE"
echo "dist/$FILE"
