// swift-format-ignore-file
// Generated from the example at Sources/SkinKitSelectors/Elements/StyleType.swift:27 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let card = StyleType(name: "Card", supertype: View.nodeType)
  card.lineageDescription   // "Card ← View ← Node"
}
