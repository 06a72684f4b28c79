// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Colors/StyleColor+Contrast.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleColor.white.relativeLuminance              // 1
  StyleColor(rgb: 0x808080).relativeLuminance      // 0.21586050011389923
}
