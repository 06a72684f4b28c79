// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Colors/StyleColor.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let orange = StyleColor(red: 1, green: 0.5, blue: 0)
  orange.hex                       // "#ff8000ff"
  orange.lightened(by: 20).hex     // "#ffb366ff"
  let p3 = StyleColor(displayP3Red: 1, green: 0, blue: 0)
  p3.cssText                       // "color(display-p3 1 0 0)"
  p3.hex                           // "#ff0000ff" (clipped)
}
