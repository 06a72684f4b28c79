// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Manager/StyleManager.swift:118 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.activate(edited, incremental: true)   // `#save { … }` edited: one node recomputed
}
