// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Diagnostics/Diagnostic.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("a { colr: red }", path: "a.skss")
  // Syntax is fine; the unknown property is reported when the sheet is compiled:
  let diagnostic = StyleCascade(stylesheets: [sheet]).diagnostics[0]
  print(diagnostic)   // a.skss:1:5: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]
  diagnostic.path     // "a.skss"
  diagnostic.end      // 1:9, where 'colr' ends
}
