// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Skins/ComputedStyles.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let skin = Skin(stylesheets: [Stylesheet.parse("Window { --accent: red } Label { color: var(--accent) }")])
  let window = Window()
  let label = Label(text: "Hello")
  window.addSubview(label)
  let computed = skin.computedStyles(of: window)
  computed[label]?.textColor                         // red (label.textColor is untouched)
  computed.customProperty("--accent", of: label)     // "red"
}
