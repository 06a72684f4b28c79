// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/LinearLength.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  LinearLength(points: 2, percent: 10).description   // "calc(10% + 2)"
  LinearLength(em: 1.5).resolved(fontSize: 10, rootFontSize: 16).points  // 15
}
