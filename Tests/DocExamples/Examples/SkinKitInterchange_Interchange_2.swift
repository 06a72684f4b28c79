// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitInterchange/Interchange.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let uiss = try Interchange.load(contentsOf: "Styles/uiss.json")
  let theme = try Interchange.load(contentsOf: "Themes.plist", theme: "Dark")
  let cascade = StyleCascade(stylesheets: [uiss.stylesheet, theme.stylesheet])
  try uiss.skssText().write(toFile: "Styles/uiss.skss", atomically: true, encoding: .utf8)
}
