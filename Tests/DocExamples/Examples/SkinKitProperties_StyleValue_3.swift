// swift-format-ignore-file
// Generated from the example at Sources/SkinKitProperties/Values/StyleValue.swift:104 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private struct Glow: Hashable, Sendable, CustomStringConvertible { var radius: Double; var description: String { "glow \(radius)" } }

private func example() async throws {
  StyleValue.custom(CustomStyleValue(Glow(radius: 4))).description   // "glow 4"
}
