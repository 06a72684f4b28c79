// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Skins/Skin.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let skin = Skin(
    name: "Ocean",
    sources: [.stylesheet(try Stylesheet.load(contentsOf: "Ocean.skss")), .rules(codeRules)],
    constants: ["accent": "#0a84ff"])
  skin.diagnostics              // the sheets' problems, every one with line:column
  let folder = try Skin.load(directory: "Ocean.skin")   // every .skss in it, and its images
}
