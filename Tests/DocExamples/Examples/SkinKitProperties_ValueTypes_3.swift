// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitProperties/Values/ValueTypes.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleFont(families: [.system], size: 15, weight: 700).description   // "700 15 system"
}
