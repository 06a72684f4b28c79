// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Stylable/Stylable.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let shadow = view.readStyle(as: ShadowStyle.self)
}
