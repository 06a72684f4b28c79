// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitCascade/Resolve/StyleCascade.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let cascade = StyleCascade(stylesheets: [Stylesheet.parse("Label { colr: red }")])
  cascade.diagnostics[0].message   // "unknown property 'colr'; did you mean 'color'?"
}
