// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let tree = StyleContext(manager: .shared)
  let screen = tree.child(type: "Window")
}
