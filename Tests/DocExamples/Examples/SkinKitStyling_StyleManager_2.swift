// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Manager/StyleManager.swift:58 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.automaticUpdates = .mainActor
  button.state = .highlighted   // shows on the next turn of the main actor
}
