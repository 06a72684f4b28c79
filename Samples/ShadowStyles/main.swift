// AKCascadingStyle's ShadowStyle, typed: a CascadingStyle subclass used from Swift (a style
// object assigned to a view) and from a stylesheet (Samples/ShadowStyles/cards.skss), plus a
// subclass of it that registers a property of its own, `elevation`.
//
//   swift run shadow-styles

import Foundation
import SkinKit

// MARK: The style classes

/// The shadow properties of a layer, as one style object. (Every `View` has a layer shadow:
/// `ShadowStylable`, so this style applies to any of them, and to any object of the app that
/// adopts `ShadowStylable`.)
class ShadowStyle: CascadingStyle {
  var shadowColor: StyleColor? {
    get { self[.shadowColor] }
    set { self[.shadowColor] = newValue }
  }
  var shadowOffset: StyleSize? {
    get { self[.shadowOffset] }
    set { self[.shadowOffset] = newValue }
  }
  var shadowRadius: Double? {
    get { self[.shadowRadius] }
    set { self[.shadowRadius] = newValue }
  }
  var shadowOpacity: Double? {
    get { self[.shadowOpacity] }
    set { self[.shadowOpacity] = newValue }
  }

  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [
      StyleKey.shadowColor.erased, StyleKey.shadowOffset.erased, StyleKey.shadowRadius.erased,
      StyleKey.shadowOpacity.erased,
    ]
  }
}

/// Things that have an elevation (the app's own capability).
protocol Elevated: AnyObject {
  var elevation: Double { get set }
}

/// A shadow style with one more property, `elevation`, which it registers so that sheets can
/// set it. An elevation decides the shadow's offset and blur (as Material's does); its color
/// and opacity stay the style's (20% when it sets none).
final class ElevationStyle: ShadowStyle {
  static let elevationKey = StyleKey<Double>(
    registering: "elevation", syntax: .length(minimum: 0, percentages: false), initial: 0,
    inherited: false, summary: "Height above the surface, in points; casts a shadow.")

  var elevation: Double? {
    get { self[Self.elevationKey] }
    set { self[Self.elevationKey] = newValue }
  }

  override class var styleKeys: [AnyStyleKey] { super.styleKeys + [elevationKey.erased] }

  override func apply(to target: AnyObject) {
    super.apply(to: target)
    guard let elevation else { return }
    (target as? any Elevated)?.elevation = elevation
    if let layer = target as? any ShadowStylable {
      layer.shadowOffset = StyleSize(width: 0, height: elevation / 2)
      layer.shadowRadius = elevation
      layer.shadowOpacity = shadowOpacity ?? 0.2
    }
  }

  override func setValues(from target: AnyObject) {
    super.setValues(from: target)
    if let elevated = target as? any Elevated { elevation = elevated.elevation }
  }
}

// MARK: The app's widget

/// A card: a view of the app's own type (`Card` in sheets), with an elevation.
final class Card: View, Elevated {
  static let type = StyleType(name: "Card", supertype: View.nodeType)
  override class var nodeType: StyleType { type }
  var elevation = 0.0
}

func describe(_ view: View) -> String {
  let name = ([view.styleType.name.string] + view.classes).joined(separator: ".")
  let elevation = (view as? Card).map { ", elevation \(TokenPrinter.formatNumber($0.elevation))" }
  return name.padding(toLength: 12, withPad: " ", startingAt: 0)
    + "shadow \(view.shadowColor.hex) opacity \(TokenPrinter.formatNumber(view.shadowOpacity))"
    + " offset \(view.shadowOffset) radius \(TokenPrinter.formatNumber(view.shadowRadius))"
    + (elevation ?? "")
}

// MARK: 1. From Swift: a style object applied to a view

do {
  try ElevationStyle.register()
} catch {
  FileHandle.standardError.write(Data("shadow-styles: \(error)\n".utf8))
  exit(1)
}

print("== From Swift")
let badge = View()
let soft = ShadowStyle().configured {
  $0.shadowColor = StyleColor(rgb: 0x000000)
  $0.shadowOpacity = 0.25
  $0.shadowOffset = StyleSize(width: 0, height: 1)
  $0.shadowRadius = 2
  $0.cornerRadius = 9
}
badge.cascadingStyle = soft
print(describe(badge))
let readBack = badge.readStyle(as: ShadowStyle.self)
print(
  "read back:  opacity \(TokenPrinter.formatNumber(readBack.shadowOpacity ?? 0)),"
    + " offset \(readBack.shadowOffset ?? .zero),"
    + " corner radius \(TokenPrinter.formatNumber(readBack.cornerRadius ?? 0))")
print("subset:     \(soft.isSubset(of: readBack))")

let floating = Card()
floating.cascadingStyle = ElevationStyle().configured { $0.elevation = 8 }
print(describe(floating))

// MARK: 2. From a stylesheet: the same properties, and the registered one

let sheetPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("cards.skss").path
let skin: Skin
do {
  skin = Skin(name: "Cards", stylesheets: [try Stylesheet.load(contentsOf: sheetPath)])
} catch {
  FileHandle.standardError.write(Data("shadow-styles: \(error.message)\n".utf8))
  exit(2)
}
for diagnostic in skin.diagnostics { print(diagnostic) }

let window = Window(environment: StyleEnvironment(idiom: .phone))
let plain = Card()
let raised = Card(classes: ["raised"])
let flat = Card(classes: ["flat"])
let pressed = Card()
pressed.state = .highlighted
for card in [plain, raised, flat, pressed] { window.addSubview(card) }
let report = window.style(with: skin)

print("\n== From cards.skss (\(report.recomputedNodes) nodes styled)")
for card in [plain, raised, flat, pressed] { print(describe(card)) }
let raisedStyle = raised.readStyle(as: ElevationStyle.self)
print("read back:   elevation \(TokenPrinter.formatNumber(raisedStyle.elevation ?? 0))")

// MARK: 3. Both: a style object on a styled node is its inline style

print("\n== A style object on a styled card (its inline style)")
plain.cascadingStyle = ShadowStyle().configured { $0.shadowOpacity = 0.5 }
print("inline:      \(describe(plain))")
plain.state = .highlighted
window.updateStyles()
print("highlighted: \(describe(plain))")
plain.cascadingStyle = CascadingStyle()
print("cleared:     \(describe(plain))")
