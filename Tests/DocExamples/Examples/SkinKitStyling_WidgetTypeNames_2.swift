// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Widgets/WidgetTypeNames.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse("Button { colr: red } Label:hover { color: blue }")
  sheet.diagnostics.map(\.id)   // [.unknownProperty, .unknownPseudoClass]
}
