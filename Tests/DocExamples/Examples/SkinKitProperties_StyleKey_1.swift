// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/StyleKey.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private enum GlowKeys {
  static let glowRadius = StyleKey<Double>(
    "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0,
    summary: "Glow around the view, in points.")
}

private final class GlowView: View {
  var glowRadius = 0.0
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(GlowKeys.glowRadius, to: \GlowView.glowRadius)]
  }
}

private func example() async throws {
  style[GlowKeys.glowRadius] = 6       // and `glow-radius: 6` in a sheet of a skin that has the key
}
