"""Convert art/icon.png into the Windows .ico and macOS .icns the recipes use (needs Pillow)."""

from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
icon = Image.open(ROOT / "art" / "icon.png")
icon.save(ROOT / "build" / "windows" / "haspelknecht.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)])
icon.save(ROOT / "build" / "macos" / "haspelknecht.icns")
print("icons written")
