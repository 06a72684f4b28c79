// swift-format-ignore-file
// Generated from the example at Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift:54 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let data = #"[["skinkit-prebuilt", 1], ["block"], ["set", "color", ["rgb", 1, 0, 0, 1]], ["rule", "app", 0, [["Label"]]]]"#
  let cascade = StyleCascade(prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: data))
  cascade.rules[0].selectorText   // "Label"
}
