; Inno Setup recipe for the Windows installer: Start-menu and desktop shortcuts, an uninstaller.
; Build on Windows after PyInstaller has made dist\haspelknecht\ (see .github/workflows/release.yml):
;   iscc /DAppVersion=0.1.0 build\windows\haspelknecht.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6E1A8F0B-3C51-4E5B-9A7E-4B1C2D3E4F50}
AppName=Haspelknecht
AppVersion={#AppVersion}
AppPublisher=Haspelknecht digital edition team
DefaultDirName={autopf}\Haspelknecht
DefaultGroupName=Haspelknecht
UninstallDisplayIcon={app}\haspelknecht.exe
OutputDir=..\..\dist
OutputBaseFilename=Haspelknecht-{#AppVersion}-Setup
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
Name: "{group}\Haspelknecht"; Filename: "{app}\haspelknecht.exe"
Name: "{group}\Uninstall Haspelknecht"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Haspelknecht"; Filename: "{app}\haspelknecht.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\haspelknecht.exe"; Description: "{cm:LaunchProgram,Haspelknecht}"; Flags: nowait postinstall skipifsilent
