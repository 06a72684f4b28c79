// A declarative screen — value views in SwiftUI's shape (Samples/Declarative/Sources) —
// styled through SkinKit's StyleContext from Settings.skss: rendered, rendered again after a
// state change (a toggle switched on), in dark mode, and after a live reload of an edited copy
// of the sheet. Each render recreates every view; the styles come from the contexts' cache,
// and only what a change affects is computed again.
//
//   swift run declarative

import DeclarativeSample
import Foundation
import SkinKit

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("declarative: \(message)\n".utf8))
  exit(1)
}

// The sheet, copied to a folder of its own so that the sample can edit it.
let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Settings.skss").path
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("declarative-\(UUID().uuidString)").path
let sheet = folder + "/Settings.skss"
guard let text = try? String(contentsOfFile: original, encoding: .utf8),
  (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true))
    != nil,
  FileManager.default.createFile(atPath: sheet, contents: Data(text.utf8))
else { fail("cannot copy \(original) to \(folder)") }
defer { try? FileManager.default.removeItem(atPath: folder) }

// Live reload: the reloader activates each good version of the sheet on the manager; with the
// manual scheduler, `drain` applies it here. The contexts follow the manager's skin.
let manager = StyleManager()
let reloader = StyleReloader(.file(sheet), manager: manager, scheduler: .manual)
reloader.start()

/// Waits for the reloader's next event; fails unless it applied a version of the sheet.
func awaitReload() {
  guard let event = reloader.drain(timeout: .seconds(30)).last else {
    fail("no reload within 30 s")
  }
  guard case .applied = event else { fail("the sheet did not apply: \(event)") }
}

awaitReload()
let root = StyleContext(manager: manager)
var settings = Settings()

var shown: [String] = []

/// Renders the screen — every view recreated — and prints it the first time, then only the
/// lines that changed.
@MainActor
func show(_ title: String) {
  let lines = Renderer.render(SettingsScreen(settings: settings), in: root)
    .flatMap { $0.outline.split(separator: "\n").map(String.init) }
  if shown.isEmpty {
    print("== \(title)")
    for line in lines { print(line) }
  } else {
    let changed = zip(shown, lines).filter { $0 != $1 }.map(\.1)
    print("== \(title): \(changed.count) of \(lines.count) lines changed")
    for line in changed { print(line) }
  }
  shown = lines
  print()
}

show("Settings.skss")

settings.bluetooth = true
show("Bluetooth switched on (a state change: the one Switch is styled again)")

manager.updateEnvironment { $0.colorScheme = .dark }
show("Dark mode")

// An edit saved as editors save: a new file renamed over the sheet.
let temporary = folder + "/.Settings.skss.tmp"
let edited =
  text
  .replacingOccurrences(of: "$accent: #0a84ff;", with: "$accent: #ff9f0a;")
  .replacingOccurrences(of: "corner-radius: 10;", with: "corner-radius: 16;")
guard FileManager.default.createFile(atPath: temporary, contents: Data(edited.utf8)),
  rename(temporary, sheet) == 0
else { fail("cannot save \(sheet)") }
awaitReload()
show("Live reload: an orange accent, rounder sections")
reloader.stop()
