// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Binding/PerState.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  var colors = PerState(StyleColor.black)
  colors.set(.white, for: .highlighted)
  colors[.highlighted]                  // white
  colors[.selected]                     // black (falls back to normal)
  colors.explicitValue(for: .selected)  // nil
}
