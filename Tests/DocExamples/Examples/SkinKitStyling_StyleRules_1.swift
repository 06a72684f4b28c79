// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Skins/StyleRules.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  var rules = StyleRules(name: "Ocean")
  rules.add("NavigationBar Button", TitleStyle().configured { $0.textColor = .white })
  let warning = CascadingStyle().configured { $0.textColor = StyleColor(rgb: 0xFF3B30) }
  rules.add("Label.warning", warning, important: true)
  rules.add("Window", CascadingStyle().configured { $0.backgroundColor = .black }, media: "dark")
  let skin = Skin(name: "Ocean", sources: [.stylesheet(sheet), .rules(rules)])
}
