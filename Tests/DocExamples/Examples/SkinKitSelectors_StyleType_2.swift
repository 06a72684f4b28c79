// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitSelectors/Elements/StyleType.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let card = StyleType(name: "Card", supertype: View.nodeType)
  card.lineageDescription   // "Card ← View ← Node"
}
