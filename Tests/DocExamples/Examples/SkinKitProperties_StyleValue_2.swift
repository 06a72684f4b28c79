// swift-format-ignore-file
// Generated from the example at Sources/SkinKitProperties/Values/StyleValue.swift:74 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleValue.currentColor.resolvingCurrentColor(.white).description   // "#ffffffff"
}
