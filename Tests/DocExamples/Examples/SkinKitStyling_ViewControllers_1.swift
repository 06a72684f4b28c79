// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Widgets/ViewControllers.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let settings = ViewController(classes: ["settings"])
  settings.view = TableView()
  let navigation = NavigationController(rootViewController: settings)
  window.addChild(navigation)
}
