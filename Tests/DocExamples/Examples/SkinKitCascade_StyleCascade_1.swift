// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitCascade/Resolve/StyleCascade.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let cascade = StyleCascade(stylesheets: [Stylesheet.parse("Label { color: red }")])
  let styles = cascade.resolveAll(root, environment: StyleEnvironment()).styles
  styles[0].value(named: "color")   // #ff0000ff
}
