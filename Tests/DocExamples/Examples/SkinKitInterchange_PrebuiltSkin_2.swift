// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let data = #"[["skinkit-prebuilt", 1], ["block"], ["set", "color", ["rgb", 1, 0, 0, 1]], ["rule", "app", 0, [["Label"]]]]"#
  let cascade = StyleCascade(prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: data))
  cascade.diagnostics.isEmpty     // true: one rule, `Label { color: rgb(255 0 0) }`
}
