// swift-format-ignore-file
// Generated from the example at Sources/SkinKitProperties/Values/ValueTypes.swift:116 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleFont(families: [.system], size: 15, weight: 700).description   // "700 15 system"
}
