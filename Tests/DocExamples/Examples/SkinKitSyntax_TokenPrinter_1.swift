// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Formatting/TokenPrinter.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  TokenPrinter.quote("a \"b\"\n")   // "a \"b\"\a "
}
