// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Restyle/StyleUpdateReport.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  root.addClass("dark")
  let report = root.updateStyles()
  report.recomputedNodes     // nodes whose style was recomputed
  report.writtenProperties   // property writes (only values that changed)
}
