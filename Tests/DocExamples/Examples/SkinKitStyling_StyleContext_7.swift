// swift-format-ignore-file
// Generated from example 7 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
  StyleContext(manager: manager).child(type: "View")[accent]   // nil unless a rule sets it
}
