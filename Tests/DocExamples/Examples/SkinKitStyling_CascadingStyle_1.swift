// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Styles/CascadingStyle.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class GlowStyle: CascadingStyle {
  static let glowRadiusKey = StyleKey<Double>(
    "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0)
  var glowRadius: Double? {
    get { self[Self.glowRadiusKey] }
    set { self[Self.glowRadiusKey] = newValue }
  }
  override class var styleKeys: [AnyStyleKey] { super.styleKeys + [glowRadiusKey.erased] }
}

private final class GlowLabel: Label {
  var glowRadius = 0.0
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(GlowStyle.glowRadiusKey, to: \GlowLabel.glowRadius)]
  }
}

private func example() async throws {
  let registry = try StyleRegistry(styles: [GlowStyle.self])   // `glow-radius: 6` in its skins' sheets
  label.cascadingStyle = GlowStyle().configured { $0.glowRadius = 6; $0.textColor = .white }
}
