// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Widgets/Controls.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  // Button { title-color: #007aff } Button:highlighted { title-color: #004999 }
  button.titleColor(for: .highlighted)   // #004999ff
  button.titleColor(for: .selected)      // #007affff (no value of its own: the normal one)
}
