// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/StyleValue.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleValue.color(StyleColor(rgb: 0xff0000)).description   // "#ff0000ff"
  StyleValue.length(12.5).description                       // "12.5"
}
