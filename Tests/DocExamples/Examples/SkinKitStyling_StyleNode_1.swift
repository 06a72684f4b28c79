// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Widgets/StyleNode.swift:14 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class Card: View {}

private func example() async throws {
  let card = Card()
  card.styleType.lineageDescription   // "Card ← View"
  card.addClass("featured")
  card.addChild(Label(text: "Hello"))
}
