// swift-format-ignore-file
// Generated from example 4 of Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let skin = Skin(name: "Theme", prebuilt: Theme.prebuilt)
}
