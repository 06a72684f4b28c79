// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/TextStyle.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  TextStyle.body.pointSize(at: .large)                              // 17
  TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge)  // 53
  TextStyle.headline.weight                                         // 600
}
