// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSelectors/Elements/StyleElement.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let state: ElementState = [.highlighted, .selected]
  state.contains(.disabled)   // false
}
