"""One version, from pyproject.toml, reaches every installer: the .deb's control file and changelog,
the AppStream release list, the Windows exe's version resource and the installer, the macOS app;
CHANGELOG.md's newest entry must be that version, and a release tag must name it."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import tomllib

import pytest

from tests.packaging.recipes import ROOT, load

release = load("release.py")
FACTS = release.facts()
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_version_is_pyprojects_and_the_changelog_names_it():
    assert FACTS.version == PYPROJECT["version"]
    assert release.check(FACTS) == []
    assert FACTS.releases[0].version == FACTS.version and FACTS.releases[0].notes


def test_a_changelog_behind_the_version_or_a_wrong_tag_is_refused():
    ahead = dataclasses.replace(FACTS, version="9.8.7")
    assert any("9.8.7" in p for p in release.check(ahead))
    assert release.check(FACTS, tag=f"v{FACTS.version}") == []
    assert release.check(FACTS, tag=f"refs/tags/v{FACTS.version}") == []
    assert release.check(FACTS, tag="v0.0.0-not-this")


def test_the_changelog_reader_joins_wrapped_notes_and_refuses_a_bad_heading(tmp_path):
    log = tmp_path / "CHANGELOG.md"
    log.write_text("# Changes\n\nintro\n\n## 1.2.0 (2027-01-05)\n\n- one note\n  wrapped on\n- two\n\n"
                   "## 1.1.0 (2026-12-01)\n\n- older\n", encoding="utf-8")
    releases = release.read_changelog(log)
    assert [r.version for r in releases] == ["1.2.0", "1.1.0"]
    assert releases[0].notes == ("one note wrapped on", "two")
    assert releases[0].date == dt.date(2027, 1, 5)
    log.write_text("## 1.2.0 - January\n\n- note\n", encoding="utf-8")
    with pytest.raises(ValueError, match="heading"):
        release.read_changelog(log)


def test_the_names_and_addresses_come_from_their_one_place():
    from game.collection import COLLECTION_NAME, COLLECTION_SHORT, DESCRIPTION

    assert (FACTS.name, FACTS.short, FACTS.description) == (COLLECTION_NAME, COLLECTION_SHORT, DESCRIPTION)
    assert PYPROJECT["description"] == DESCRIPTION
    assert FACTS.maintainer == f"{PYPROJECT['authors'][0]['name']} <{PYPROJECT['authors'][0]['email']}>"
    assert FACTS.homepage == PYPROJECT["urls"]["Homepage"]


def test_windows_gets_four_numbers():
    assert dataclasses.replace(FACTS, version="1.2").version_tuple == (1, 2, 0, 0)
    assert dataclasses.replace(FACTS, version="2.10.3").version_tuple == (2, 10, 3, 0)


def test_the_deb_carries_the_version_in_its_control_file_and_changelog():
    debian = load("linux/debian.py")
    control = debian.control(FACTS, "amd64", 1234, "2.35")
    assert f"\nVersion: {FACTS.version}\n" in control
    assert "\nSection: games\n" in control and "Depends: libc6 (>= 2.35)" in control
    assert all(len(line) < 80 for line in control.splitlines()), "Debian shows descriptions in 80 columns"
    assert "@" not in control.replace(FACTS.email, "")       # every placeholder filled
    log = debian.changelog(FACTS)
    assert log.startswith(f"haspelknecht ({FACTS.version}) ")
    assert all(len(line) <= 80 for line in log.splitlines() if line.startswith("  "))   # the notes
    assert f"-- {FACTS.maintainer}  " in log
    assert FACTS.version in debian.manpage(FACTS)


def test_the_windows_version_resource_has_the_version_and_is_what_pyinstaller_reads():
    version_info = load("windows/version_info.py")
    text = version_info.version_resource(FACTS)
    calls = []

    def record(name):
        return lambda *args, **kwargs: calls.append((name, args, kwargs)) or name

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct")
    eval(text, {n: record(n) for n in names})      # the form PyInstaller evaluates, with its classes
    fixed = next(kw for name, _, kw in calls if name == "FixedFileInfo")
    assert fixed["filevers"] == fixed["prodvers"] == FACTS.version_tuple
    strings = {args[0]: args[1] for name, args, _ in calls if name == "StringStruct"}
    assert strings["FileVersion"] == strings["ProductVersion"] == FACTS.version
    assert strings["FileDescription"] == FACTS.short


def test_the_installers_and_the_app_take_the_version_from_release_py():
    iss = (ROOT / "build/windows/haspelknecht.iss").read_text(encoding="utf-8")
    assert not re.search(r'#define AppVersion "', iss), "the installer keeps no version of its own"
    assert "#error" in iss and "AppVersion={#AppVersion}" in iss
    workflow = (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")
    assert "build/release.py version" in workflow and "/DAppVersion=$version" in workflow
    spec = (ROOT / "build/haspelknecht.spec").read_text(encoding="utf-8")
    assert "version=FACTS.version" in spec and '"CFBundleVersion": FACTS.version' in spec
    assert "version=str(VERSION_RESOURCE)" in spec
    for script in ("build/linux/package.sh", "build/macos/make_dmg.sh"):
        assert "VERSION=$(python3 build/release.py version)" in (ROOT / script).read_text(encoding="utf-8")


def test_the_windows_installer_is_64_bit_and_speaks_four_languages():
    iss = (ROOT / "build/windows/haspelknecht.iss").read_text(encoding="utf-8")
    assert "ArchitecturesInstallIn64BitMode=x64compatible" in iss
    assert "ArchitecturesAllowed=x64compatible" in iss
    for isl in ("Default.isl", r"Languages\French.isl", r"Languages\Polish.isl", r"Languages\German.isl"):
        assert f'MessagesFile: "compiler:{isl}"' in iss
    assert "Uninstall {#ShortName}" not in iss, "an English-only shortcut name"


def test_a_version_tag_publishes_a_release_with_every_installer():
    import yaml

    workflow = yaml.safe_load((ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8"))
    assert workflow[True]["push"]["tags"] == ["v*"]      # YAML reads the key `on` as True
    publish = workflow["jobs"]["publish"]
    assert set(publish["needs"]) == {"linux", "windows", "macos"}
    assert publish["permissions"]["contents"] == "write"
    step = next(s for s in publish["steps"] if s.get("uses", "").startswith("softprops/action-gh-release"))
    assert step["with"]["files"] == "installers/*" and step["with"]["fail_on_unmatched_files"]
    kinds = {m["kind"] for m in workflow["jobs"]["macos"]["strategy"]["matrix"]["include"]}
    assert kinds == {"apple-silicon", "intel"}
    uploads = [s["with"]["path"] for job in ("linux", "windows", "macos") for s in workflow["jobs"][job]["steps"]
               if s.get("uses", "").startswith("actions/upload-artifact")]
    assert any(".deb" in p for p in uploads) and any("Setup.exe" in p for p in uploads)
    assert any(".dmg" in p for p in uploads)
