// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitProperties/Values/ValueTypes.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleSize(width: 0, height: 2).description   // "0 2"
}
