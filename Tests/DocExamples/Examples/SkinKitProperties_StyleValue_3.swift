// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitProperties/Values/StyleValue.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private struct Glow: Hashable, Sendable, CustomStringConvertible { var radius: Double; var description: String { "glow \(radius)" } }

private func example() async throws {
  StyleValue.custom(CustomStyleValue(Glow(radius: 4))).description   // "glow 4"
}
