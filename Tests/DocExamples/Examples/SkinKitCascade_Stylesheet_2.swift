// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitCascade/Sheets/Stylesheet.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("Label { color: red }")
  sheet.diagnostics.isEmpty   // true
}
