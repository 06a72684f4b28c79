// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Reload/StyleReloadEvent.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  switch event {
  case .applied(let applied):
    print(applied.report)          // "100 recomputed, 75 written (0 reset) in …"
  case .failed(let failure):
    for diagnostic in failure.diagnostics { print(diagnostic) }   // Theme.skss:3:12: error: …
  }
}
