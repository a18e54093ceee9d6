; Inno Setup recipe for the Windows installer: Start-menu and desktop shortcuts, an uninstaller.
; Build on Windows after PyInstaller has made dist\haspelknecht\ (see .github/workflows/release.yml):
;   iscc /DAppVersion=0.1.0 build\windows\haspelknecht.iss
; The names are the collection's (game/collection.py: COLLECTION_NAME and its short form);
; tests/ui/test_collection_name.py checks these defaults still match it.
#ifndef AppVersion
  #define AppVersion "0.1.0"
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
AppPublisher={#ShortName} digital edition team
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

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\haspelknecht\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#ShortName}"; Filename: "{app}\haspelknecht.exe"
Name: "{group}\Uninstall {#ShortName}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#ShortName}"; Filename: "{app}\haspelknecht.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\haspelknecht.exe"; Description: "{cm:LaunchProgram,{#ShortName}}"; Flags: nowait postinstall skipifsilent
