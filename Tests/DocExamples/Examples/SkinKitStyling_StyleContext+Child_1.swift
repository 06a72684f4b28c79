// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Context/StyleContext+Child.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let save = StyleContext.Child(
    type: "Button", classes: ["primary"], id: "save", attributes: ["title": "Save"])
  save.classes     // ["primary"]
}
