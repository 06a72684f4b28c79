// Styling a toolkit SkinKit does not know, from a sheet, through conformances only: the
// toolkit's classes (Toolkit.swift) get no stored property and no base class of SkinKit's.
// A state change and a dark-mode switch restyle just what they affect.
//
//   swift run foreign-toolkit
//   swift run -c release foreign-toolkit --bench   (Benchmark.swift: beside model widgets)

import Foundation
import SkinKit

// MARK: The conformances (what an app writes for UIView, NSView or an engine's nodes)

extension Tile: StyleTreeNode {
  var styleParentNode: (any StyleTreeNode)? { container }
  var styleChildNodes: [any StyleTreeNode] { tiles }
  var styleClassNames: [String] { roles }
  var styleID: String? { key }
  // Swift calls the conforming class's requirement, so a subclass's state comes through here
  // (as a UIView extension reads a UIControl's `isHighlighted`).
  var styleState: ElementState { (self as? PushButton)?.isPressed == true ? .highlighted : [] }

  // What tiles take, and (through key paths of the subclass) what captions take besides.
  static var styleBindings: [StyleBinding] {
    [
      .bind(\.backgroundColor, to: \Tile.backgroundColor),
      .bind(\.padding, to: \Tile.padding),
      .bind(\.font, to: \Caption.font),
      .bind(\.textColor, to: \Caption.textColor),
    ]
  }

  var backgroundColor: StyleColor {
    get { StyleColor(fill) }
    set { fill = Hue(newValue) }
  }
  var padding: EdgeInsets {
    get {
      EdgeInsets(
        top: margins.vertical, right: margins.horizontal, bottom: margins.vertical,
        left: margins.horizontal)
    }
    set { margins = Margins(horizontal: newValue.left, vertical: newValue.top) }
  }
}

extension Caption {
  var font: StyleFont {
    get {
      StyleFont(families: [.named(face.name)], size: face.size, weight: face.isBold ? 700 : 400)
    }
    set {
      var name = face.name
      if case .named(let family)? = newValue.families.first { name = family }
      face = Face(name: name, size: newValue.size, isBold: newValue.weight >= 600)
    }
  }
  var textColor: StyleColor {
    get { StyleColor(ink) }
    set { ink = Hue(newValue) }
  }
}

// The toolkit's color and SkinKit's, both ways.
extension StyleColor {
  init(_ hue: Hue) {
    self.init(rgb: hue.rgb, alpha: hue.opacity)
  }
}
extension Hue {
  init(_ color: StyleColor) {
    func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    self.init(
      rgb: byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue), opacity: color.alpha)
  }
}

if CommandLine.arguments.contains("--bench") {
  Benchmark.run(CommandLine.arguments)
  exit(0)
}

// MARK: A screen, styled from Tiles.skss

let screen = Screen()
let header = Tile(roles: ["header"])
let title = Caption("Storage", roles: ["title"])
let save = PushButton("Save", roles: ["primary"], key: "save")
let cancel = PushButton("Cancel")
header.add(title)
screen.add(header)
screen.add(save)
screen.add(cancel)

let sheetPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Tiles.skss").path
let sheet = try Stylesheet.load(contentsOf: sheetPath)
let manager = StyleManager()
manager.activate(Skin(name: "Tiles", stylesheets: [sheet]))

@MainActor
func show(_ heading: String, _ report: StyleUpdateReport) {
  print("== \(heading): \(report.recomputedNodes) of 5 nodes recomputed")
  print("screen  fill \(screen.fill)")
  print(
    "header  fill \(header.fill), margins \(header.margins.horizontal) × \(header.margins.vertical)"
  )
  print("title   \(title.face), ink \(title.ink)")
  print("save    \(save.face), ink \(save.ink), fill \(save.fill)")
  print("cancel  \(cancel.face), ink \(cancel.ink), fill \(cancel.fill)")
  print("")
}
show("Styled from Tiles.skss", manager.style(screen))

// The toolkit's own state change: the app tells SkinKit, which restyles the one button.
save.isPressed = true
save.setNeedsStyleUpdate()
show("Save pressed", manager.updateStyles())

// Dark mode restyles what `@media dark` styles.
show("Dark mode", manager.updateEnvironment { $0.colorScheme = .dark })

// Or by itself: with automatic updates, releasing the button shows on the next turn of the
// main actor, with no call.
manager.automaticUpdates = .mainActor
save.isPressed = false
save.setNeedsStyleUpdate()
for _ in 0..<1000 where save.fill != Hue(rgb: 0x007aff) { await Task.yield() }
show("Save released, restyled automatically", manager.lastAutomaticUpdate)
