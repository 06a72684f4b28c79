// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let tree = StyleContext(manager: manager)
  let dark = tree.withEnvironment(StyleEnvironment(colorScheme: .dark))
  dark.child(type: "Window").backgroundColor   // what `@media dark` rules give
}
