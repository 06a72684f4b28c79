// swift-format-ignore-file
// Generated from the example at Sources/SkinKitProperties/Colors/StyleColor.swift:13 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let orange = StyleColor(red: 1, green: 0.5, blue: 0)
  orange.hex                       // "#ff8000ff"
  orange.lightened(by: 20).hex     // "#ffb366ff"
}
