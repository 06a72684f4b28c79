// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Widgets/StyleNode.swift by
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
