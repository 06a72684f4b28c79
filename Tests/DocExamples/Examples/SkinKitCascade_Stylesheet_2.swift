// swift-format-ignore-file
// Generated from the example at Sources/SkinKitCascade/Sheets/Stylesheet.swift:97 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("Label { color: red }")
  sheet.diagnostics.isEmpty   // true
}
