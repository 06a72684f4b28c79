// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitProperties/Values/StyleValue.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleValue.currentColor.resolvingCurrentColor(.white).description   // "#ffffffff"
}
