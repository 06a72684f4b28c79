// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitInterchange/Prebuilt/PrebuiltSkin.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  // Theme.swift, written by `skss codegen Theme.skss --name Theme`:
  //   public enum Theme {
  //     public static let prebuilt = PrebuiltSkin(name: "Theme", format: 1, data: #"""…"""#)
  //   }
  let skin = Skin(name: "Theme", prebuilt: Theme.prebuilt)
  StyleManager.shared.activate(skin)
}
