// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Stylable/Stylable.swift:56 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let shadow = view.readStyle(as: ShadowStyle.self)
}
