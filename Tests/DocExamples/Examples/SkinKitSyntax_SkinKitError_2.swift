// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitSyntax/Diagnostics/SkinKitError.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  ErrorLocation(path: "Default.skss", line: 3, column: 5).description   // "Default.skss:3:5"
}
