// swift-format-ignore-file
// Generated from the example at Sources/SkinKitProperties/Values/StyleValue.swift:8 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleValue.color(StyleColor(rgb: 0xff0000)).description   // "#ff0000ff"
  StyleValue.length(12.5).description                       // "12.5"
}
