// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Widgets/BuiltInTypes.swift:86 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let card = StyleType(name: "Card", supertype: .builtIn("View"))
  card.lineageDescription   // "Card ← View"
}
