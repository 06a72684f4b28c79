// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Widgets/WidgetTypeNames.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let cascade = StyleCascade(stylesheets: [Stylesheet.parse("UILabel { color: red }")])
  cascade.diagnostics.isEmpty   // true
}
