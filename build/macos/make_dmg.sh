#!/usr/bin/env bash
# Put "dist/Ruhr Coal Games.app" (made by PyInstaller from build/haspelknecht.spec on macOS) into a
# compressed .dmg with a link to /Applications, so the player drags the app across. Uses only
# macOS's own hdiutil. Run from the repository root on macOS.
set -euo pipefail
VERSION=$(python3 -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
# the collection's name, from its one constant (game/collection.py)
NAME=$(python3 -c "from game.collection import COLLECTION_NAME;print(COLLECTION_NAME)")
SHORT=$(python3 -c "from game.collection import COLLECTION_SHORT;print(COLLECTION_SHORT)")
FILE=$(echo "$SHORT" | tr ' ' '-')
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "dist/$SHORT.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "$NAME" -srcfolder "$STAGE" -ov -format UDZO "dist/$FILE-$VERSION.dmg"
echo "dist/$FILE-$VERSION.dmg"
