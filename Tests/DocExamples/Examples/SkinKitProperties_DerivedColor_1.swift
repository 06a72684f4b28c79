// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Colors/DerivedColor.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let lighter = try ColorParser.parse(Tokenizer.tokenize("lighten(currentcolor, 20%)")[...])
  lighter.resolved(currentColor: StyleColor(rgb: 0xff0000)).hex   // "#ff6666ff"
}
