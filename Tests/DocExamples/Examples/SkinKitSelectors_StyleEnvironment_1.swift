// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSelectors/Elements/StyleEnvironment.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  var environment = StyleEnvironment()
  environment.idiom = .pad
  environment.width = 1024
  environment.height = 768
  environment.effectiveOrientation   // .landscape (derived from the size)
}
