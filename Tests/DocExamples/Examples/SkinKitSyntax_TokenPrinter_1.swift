// swift-format-ignore-file
// Generated from the example at Sources/SkinKitSyntax/Formatting/TokenPrinter.swift:268 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  TokenPrinter.quote("a \"b\"\n")   // "a \"b\"\a "
}
