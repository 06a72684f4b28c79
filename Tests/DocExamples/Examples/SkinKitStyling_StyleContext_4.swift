// swift-format-ignore-file
// Generated from example 4 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let screen = StyleContext(manager: manager).child(type: "Window")
  let save = screen.child(type: "Button", classes: ["primary"], state: .highlighted)
  save.titleColor     // the value of `Button.primary:highlighted` rules
}
