// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Manager/StyleManager.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("Switch { title-color: red }", path: "theme.skss")
  let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
  manager.checksBindings = true
  let report = manager.style(window)
  for warning in report.diagnostics where warning.id == .unboundDeclaration {
    print(warning)   // theme.skss:1:10: warning: 'title-color' matches 1 node (Switch), …
  }
}
