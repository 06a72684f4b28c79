// swift-format-ignore-file
// Generated from the example at Sources/SkinKitInterchange/Interchange.swift:121 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let base = try Interchange.load(contentsOf: "tokens.json")
  let dark = try Interchange.loadDesignTokens(
    contentsOf: "dark.tokens.json", overriding: ["tokens.json"], media: "dark")
  let cascade = StyleCascade(stylesheets: [base.stylesheet, dark.stylesheet, app])
}
