// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Styles/StyleRegistry.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let registry = try StyleRegistry(styles: [ElevationStyle.self])
  let skin = Skin(name: "Cards", stylesheets: [sheet], registry: registry)   // `elevation: 12` works
}
