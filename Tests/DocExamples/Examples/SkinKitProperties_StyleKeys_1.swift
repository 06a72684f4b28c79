// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/StyleKeys.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let key = StyleKeys.builtIn.clipsToBounds
  key.name                                  // "clips-to-bounds"
  let style = CascadingStyle()
  style[key] = true
  style.clipsToBounds                       // true: the key is the property
}
