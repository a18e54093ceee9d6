"""The Windows exe's version resource (Properties > Details, the task manager's name), in the text
form PyInstaller reads (EXE(version=<file>)), from build/release.py's facts. The spec writes it into
PyInstaller's work folder on Windows; nothing here needs Windows."""

from __future__ import annotations


def version_resource(facts) -> str:
    """`facts`: build/release.py's Facts."""
    numbers = facts.version_tuple
    year = facts.releases[0].date.year if facts.releases else ""
    strings = {
        "CompanyName": facts.publisher,
        "FileDescription": facts.short,        # what the task manager and the "Open with" list show
        "FileVersion": facts.version,
        "InternalName": "haspelknecht",
        "LegalCopyright": f"Copyright (C) {year} {facts.publisher}".replace("  ", " "),
        "OriginalFilename": "haspelknecht.exe",
        "ProductName": facts.name,
        "ProductVersion": facts.version,
    }
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""
