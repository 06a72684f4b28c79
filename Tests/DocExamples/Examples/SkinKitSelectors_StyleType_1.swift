// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSelectors/Elements/StyleType.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let card = StyleType(name: "Card", supertype: .builtIn("View"))
  card.supertype?.description         // "View"
  card.lineageDescription              // "Card ← View"
}
