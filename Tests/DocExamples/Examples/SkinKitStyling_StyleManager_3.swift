// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitStyling/Manager/StyleManager.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.automaticUpdates = .mainActor
  button.state = .highlighted   // shows on the next turn of the main actor
}
