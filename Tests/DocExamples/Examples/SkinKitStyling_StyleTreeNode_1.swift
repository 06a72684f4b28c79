// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Trees/StyleTreeNode.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private class Widget {
  weak var superwidget: Widget?
  var subwidgets: [Widget] = []
  var tags: [String] = []
  var fill = StyleColor.clear
  func add(_ child: Widget) {
    subwidgets.append(child)
    child.superwidget = self
    setNeedsStyleUpdate()        // tells SkinKit the children changed
  }
}

private final class Badge: Widget {}

extension Widget: StyleTreeNode {
  var styleParentNode: (any StyleTreeNode)? { superwidget }
  var styleChildNodes: [any StyleTreeNode] { subwidgets }
  var styleClassNames: [String] { tags }
  static var styleBindings: [StyleBinding] { [.bind(\.backgroundColor, to: \Widget.fill)] }
}

private func example() async throws {


  let screen = Widget()
  let badge = Badge()
  screen.add(badge)
  let skin = Skin(stylesheets: [.parse("Badge { background-color: red }")])
  screen.style(with: skin)   // or StyleManager.shared.style(screen)
  badge.fill.hex             // "#ff0000ff"
}
