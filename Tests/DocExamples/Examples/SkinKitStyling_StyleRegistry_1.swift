// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Styles/StyleRegistry.swift:11 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let registry = try StyleRegistry(styles: [ElevationStyle.self])
  let skin = Skin(name: "Cards", stylesheets: [sheet], registry: registry)   // `elevation: 12` works
}
