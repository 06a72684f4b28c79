// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Motion/StyleManager+Clock.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = Stylesheet.parse(
    "Label { color: black; transition: color 0.2s linear } Label.alert { color: red }",
    path: "theme.skss")
  let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
  let label = Label()
  manager.style(label)
  manager.advance(to: .zero)                        // the clock starts
  label.addClass("alert")
  manager.updateStyles().runningTransitions         // 1: black → red over 0.2 s
  manager.advance(to: .milliseconds(100))           // label.textColor half way
  manager.advance(to: .milliseconds(200)).finishedTransitions   // 1: red
}
