; Inno Setup recipe for the Windows installer: Start-menu and desktop shortcuts, an uninstaller, in
; the player's language (English, French, Polish, German). Build on Windows after PyInstaller has
; made dist\haspelknecht\ (see .github/workflows/release.yml), with the version and publisher from
; their one place (build/release.py):
;   iscc /DAppVersion=<python build/release.py version> "/DAppPublisher=<... get publisher>" build\windows\haspelknecht.iss
; The names are the collection's (game/collection.py: COLLECTION_NAME and its short form);
; tests/ui/test_collection_name.py checks these defaults still match it.
#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=... (python build/release.py version)
#endif
#ifndef AppPublisher
  #error Give the publisher: iscc "/DAppPublisher=..." (python build/release.py get publisher)
#endif
#ifndef AppName
  #define AppName "Ruhr Coal Games: Haspelknecht & Coal Baron"
#endif
#ifndef ShortName
  #define ShortName "Ruhr Coal Games"
#endif

[Setup]
AppId={{6E1A8F0B-3C51-4E5B-9A7E-4B1C2D3E4F50}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoCompany={#AppPublisher}
; the app is 64-bit: install it in "Program Files", not "Program Files (x86)", and nowhere else
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
DefaultDirName={autopf}\{#ShortName}
DefaultGroupName={#ShortName}
UninstallDisplayIcon={app}\haspelknecht.exe
OutputDir=..\..\dist
OutputBaseFilename=Ruhr-Coal-Games-{#AppVersion}-Setup
SetupIconFile=haspelknecht.ico
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
PrivilegesRequiredOverridesAllowed=dialog
; the language of Windows, else a choice
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\haspelknecht\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#ShortName}"; Filename: "{app}\haspelknecht.exe"
Name: "{group}\{cm:UninstallProgram,{#ShortName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#ShortName}"; Filename: "{app}\haspelknecht.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\haspelknecht.exe"; Description: "{cm:LaunchProgram,{#ShortName}}"; Flags: nowait postinstall skipifsilent
