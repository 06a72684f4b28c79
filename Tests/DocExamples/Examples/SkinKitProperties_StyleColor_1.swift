// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Colors/StyleColor.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let orange = StyleColor(red: 1, green: 0.5, blue: 0)
  orange.hex                       // "#ff8000ff"
  orange.lightened(by: 20).hex     // "#ffb366ff"
}
