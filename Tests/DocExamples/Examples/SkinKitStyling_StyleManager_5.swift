// swift-format-ignore-file
// Generated from example 5 of Sources/SkinKitStyling/Manager/StyleManager.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  label.textColor = .black          // set directly, not through SkinKit
  manager.restyleAll()              // the skin's color again
}
