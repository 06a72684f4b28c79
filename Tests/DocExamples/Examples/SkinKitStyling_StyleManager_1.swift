// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Manager/StyleManager.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let manager = StyleManager.shared
  manager.activate(try Skin.load(directory: "Ocean.skin"))
  manager.style(window)                  // styles the tree now, and on every skin switch
  label.addClass("warning")
  manager.updateStyles()                 // restyles what the class change affects
  manager.updateEnvironment { $0.colorScheme = .dark }
}
