// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitProperties/Colors/StyleColor+Contrast.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleColor.black.contrastRatio(with: .white)                      // 21
  StyleColor(rgb: 0x767676).contrastRatio(with: .white) >= 4.5      // true
}
