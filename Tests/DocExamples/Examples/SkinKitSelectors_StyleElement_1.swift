// swift-format-ignore-file
// Generated from the example at Sources/SkinKitSelectors/Elements/StyleElement.swift:3 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let state: ElementState = [.highlighted, .selected]
  state.contains(.disabled)   // false
}
