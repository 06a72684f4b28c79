// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Diagnostics/FixIt.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("Label { colr: red; }")
  let fixIt = StyleCascade(stylesheets: [sheet]).diagnostics[0].fixIts[0]
  fixIt.message       // "replace 'colr' with 'color'"
  fixIt.start         // 1:9
  fixIt.replacement   // "color"
}
