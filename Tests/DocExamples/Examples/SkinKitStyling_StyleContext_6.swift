// swift-format-ignore-file
// Generated from example 6 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let elevation = StyleKey<Double>(
    "elevation", syntax: .length(minimum: 0, percentages: false), initial: 0)
  let card = StyleContext(manager: manager).child(type: "View", classes: ["card"])
  card[elevation]     // nil unless the skin's registry lists the key and a rule sets it
}
