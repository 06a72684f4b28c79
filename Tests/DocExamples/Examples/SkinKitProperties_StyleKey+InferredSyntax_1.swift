// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/StyleKey+InferredSyntax.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

extension StyleKeys {
  var glowColor: StyleKey<StyleColor> { StyleKey("glow-color", initial: .clear) }
}

private enum Elevation: String, StyleValueConvertible, CaseIterable { case flat, raised, floating }

private func example() async throws {
  let style = CascadingStyle()
  style.glowColor = .white           // as built-in keys are: `\.glowColor`

  let elevation = StyleKey<Elevation>("elevation", initial: .flat)   // one of its cases
}
