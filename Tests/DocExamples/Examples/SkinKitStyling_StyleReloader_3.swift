// swift-format-ignore-file
// Generated from example 3 of Sources/SkinKitStyling/Reload/StyleReloader.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  StyleReloader(.file("Theme.skss"), skin: .sheets(constants: ["accent": "#0a84ff"]))
  StyleReloader(.file("Theme.skss"), skin: StyleReloader.SkinRecipe { sheets in
    Skin(name: "Theme", sources: sheets.map(SkinSource.stylesheet) + [.rules(codeRules)])
  })
}
