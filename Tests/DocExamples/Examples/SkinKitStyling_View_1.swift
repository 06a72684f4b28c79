// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Widgets/View.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let card = View(classes: ["card"])
  card.addSubview(Label(text: "Title", classes: ["title"]))
  card.cascadingStyle = CascadingStyle().configured { $0.cornerRadius = 12 }
}
