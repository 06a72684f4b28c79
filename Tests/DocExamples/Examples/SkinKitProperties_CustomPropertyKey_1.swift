// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/CustomPropertyKey.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
  let caption = CustomPropertyKey<String>("--caption")   // the value as text
  let card = StyleContext(manager: manager).child(type: "View", classes: ["card"])
  card[accent]?.hex     // "#ff8000ff" under `.card { --accent: #ff8000 }`; nil when unset
  card[caption]         // the text of `--caption`, or nil
}
