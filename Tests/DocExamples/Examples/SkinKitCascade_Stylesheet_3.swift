// swift-format-ignore-file
// Generated from the example at Sources/SkinKitCascade/Sheets/Stylesheet.swift:113 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = try Stylesheet.load(contentsOf: "Themes/default.skss")
}
