// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitInterchange/Interchange.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  Interchange.detectFormat(path: "uiss.json", bytes: Array("{}".utf8))   // .uiss
  InterchangeFormat(rawValue: "themify")?.description                   // "Themify plist"
}
