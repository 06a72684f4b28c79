// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Diagnostics/Diagnostic.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let result = StylesheetParser.parse(SourceFile(path: "a.skss", text: "a { colr: red }"))
  // Syntax is fine; the unknown property is reported when the sheet is compiled:
  // a.skss:1:5: warning: unknown property 'colr' [unknown-property]
}
