// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let cascade = StyleCascade(prebuilt: Theme.prebuilt)
  cascade.diagnostics.isEmpty   // true for data skss codegen wrote
}
