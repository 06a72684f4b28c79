// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Values/StyleGradient.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let gradient = StyleGradient(
    direction: .angle(90),
    stops: [.init(color: StyleColor(rgb: 0xff0000)), .init(color: .white, position: .init(percent: 40))])
  gradient.description   // "linear-gradient(90deg, #ff0000ff, #ffffffff 40%)"
}
