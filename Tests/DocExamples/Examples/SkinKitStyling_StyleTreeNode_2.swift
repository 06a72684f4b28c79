// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Trees/StyleTreeNode.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
  let card = View(classes: ["card"])
  card.style(with: Skin(stylesheets: [.parse(".card { --accent: #ff8000 }")]))
  card[accent]?.hex    // "#ff8000ff"
}
