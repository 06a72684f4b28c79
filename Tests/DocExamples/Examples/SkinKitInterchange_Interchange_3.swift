// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitInterchange/Interchange.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let base = try Interchange.load(contentsOf: "tokens.json")
  let dark = try Interchange.loadDesignTokens(
    contentsOf: "dark.tokens.json", overriding: ["tokens.json"], media: "dark")
  let cascade = StyleCascade(stylesheets: [base.stylesheet, dark.stylesheet, app])
}
