// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitInterchange/ConvertedStylesheet.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let converted = try Interchange.load(contentsOf: "uiss.json")
  let cascade = StyleCascade(stylesheets: [converted.stylesheet])  // works like a .skss sheet
  print(converted.skssText())                                       // the .skss to migrate to
  for diagnostic in converted.diagnostics { print(diagnostic) }     // uiss.json:12:9: warning: …
}
