// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/StyleShadow.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let shadow = StyleShadow(offsetX: 0, offsetY: 2, blur: 4, color: StyleColor(rgb: 0x000000))
  shadow.description   // "#000000ff 0px 2px 4px 0px"
}
