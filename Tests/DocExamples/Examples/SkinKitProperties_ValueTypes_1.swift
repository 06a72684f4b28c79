// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/ValueTypes.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  EdgeInsets(top: 1, right: 2, bottom: 3, left: 4).description   // "1 2 3 4"
}
