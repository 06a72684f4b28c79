// swift-format-ignore-file
// Generated from example 4 of Sources/SkinKitStyling/Manager/StyleManager.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.activate(edited, incremental: true)   // `#save { … }` edited: one node recomputed
}
