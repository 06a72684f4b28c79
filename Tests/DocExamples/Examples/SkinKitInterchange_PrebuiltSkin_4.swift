// swift-format-ignore-file
// Generated from the example at Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift:135 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let skin = Skin(name: "Theme", prebuilt: Theme.prebuilt)
}
