// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let tree = StyleContext(manager: manager)      // the manager's skin and environment
  let card = tree.child(type: "View", classes: ["card"])
  let title = card.child(type: "Label", classes: ["title"], isLeaf: true)
  title.textColor        // the sheets' color for `.card > Label.title`, or nil
  title.font?.size       // inherited from the card where the card sets it
}
