// swift-format-ignore-file
// Generated from example 8 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let title = StyleContext(manager: manager).child(type: "Label", classes: ["title"])
  title.style.apply(to: label)
}
