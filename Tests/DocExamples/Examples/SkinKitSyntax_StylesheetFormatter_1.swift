// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Formatting/StylesheetFormatter.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let outcome = StylesheetFormatter().format(bytes: Array("a{b:c}".utf8), path: "a.skss")
  outcome.text   // "a {\n  b: c;\n}\n"
}
