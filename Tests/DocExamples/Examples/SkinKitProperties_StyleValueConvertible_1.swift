// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/StyleValueConvertible.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleColor(styleValue: .color(.white))                 // white
  0.5.styleValue(for: .number(range: 0...1, percentages: true))   // .number(0.5)
}
