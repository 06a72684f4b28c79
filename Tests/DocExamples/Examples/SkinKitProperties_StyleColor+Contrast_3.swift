// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitProperties/Colors/StyleColor+Contrast.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleColor(rgb: 0x888888).apcaContrast(onBackground: .white)   // 63.056469930209424
  StyleColor.white.apcaContrast(onBackground: StyleColor(rgb: 0x888888))   // -68.54146436644962
}
