// AKCascadingStyle's ShadowStyle, typed: a CascadingStyle subclass used from Swift (a style
// object assigned to a view) and from a stylesheet (Samples/ShadowStyles/cards.skss), plus a
// subclass of it that registers a property of its own, `elevation`.
//
//   swift run shadow-styles

import Foundation
import SkinKit

// MARK: The style classes

/// The shadow properties of a layer, as one style object. Every style has the built-in
/// shadow properties (`shadowColor`, `shadowOffset`, `shadowRadius`, `shadowOpacity`); the
/// subclass names the group — read back from a view it is still a `ShadowStyle` — and lists
/// their keys, so that a skin hands a subclass the shadow values a sheet sets together.
/// (Every `View` binds the shadow keys, so it applies to any of them, and to any object of
/// the app whose class binds them.)
class ShadowStyle: CascadingStyle {
  override class var styleKeys: [AnyStyleKey] {
    let keys = StyleKeys.builtIn
    return super.styleKeys + [
      keys.shadowColor.erased, keys.shadowOffset.erased, keys.shadowRadius.erased,
      keys.shadowOpacity.erased,
    ]
  }
}

/// A shadow style with one more property, `elevation`: written to and read back from the
/// objects whose class binds the key (``Card`` below) with no code — and, in a skin whose
/// registry lists the class, set by sheets. An elevation also decides the shadow's offset and blur
/// (as Material's does), which the class writes itself; color and opacity stay the style's
/// (20% when it sets none).
final class ElevationStyle: ShadowStyle {
  static let elevationKey = StyleKey<Double>(
    "elevation", syntax: .length(minimum: 0, percentages: false), initial: 0,
    summary: "Height above the surface, in points; casts a shadow.")

  var elevation: Double? {
    get { self[Self.elevationKey] }
    set { self[Self.elevationKey] = newValue }
  }

  override class var styleKeys: [AnyStyleKey] { super.styleKeys + [elevationKey.erased] }

  override func apply(to target: AnyObject) {
    super.apply(to: target)
    guard let elevation else { return }
    // The shadow an elevation casts, through the target's own shadow bindings.
    CascadingStyle().configured {
      $0.shadowOffset = StyleSize(width: 0, height: elevation / 2)
      $0.shadowRadius = elevation
      $0.shadowOpacity = self.shadowOpacity ?? 0.2
    }.apply(to: target)
  }
}

/// A number as sheets write it: `12`, `0.35` (no `.0` on whole numbers).
func formatted(_ number: Double) -> String {
  number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
}

// MARK: The app's widget

/// A card: a view of the app's own type (`Card` in sheets), with an elevation.
final class Card: View {
  var elevation = 0.0

  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(ElevationStyle.elevationKey, to: \Card.elevation)]
  }
}

func describe(_ view: View) -> String {
  let name = ([view.styleType.name.string] + view.classes).joined(separator: ".")
  let elevation = (view as? Card).map { ", elevation \(formatted($0.elevation))" }
  return name.padding(toLength: 12, withPad: " ", startingAt: 0)
    + "shadow \(view.shadowColor.hex) opacity \(formatted(view.shadowOpacity))"
    + " offset \(view.shadowOffset) radius \(formatted(view.shadowRadius))"
    + (elevation ?? "")
}

// MARK: 1. From Swift: a style object applied to a view

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
  "read back:  opacity \(formatted(readBack.shadowOpacity ?? 0)),"
    + " offset \(readBack.shadowOffset ?? .zero),"
    + " corner radius \(formatted(readBack.cornerRadius ?? 0))")
print("subset:     \(soft.isSubset(of: readBack))")

let floating = Card()
floating.cascadingStyle = ElevationStyle().configured { $0.elevation = 8 }
print(describe(floating))

// MARK: 2. From a stylesheet: the same properties, and the registered one

let sheetPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("cards.skss").path
let skin: Skin
do {
  let registry = try StyleRegistry(styles: [ElevationStyle.self])
  let sheet = try Stylesheet.load(contentsOf: sheetPath)
  skin = Skin(name: "Cards", stylesheets: [sheet], registry: registry)
} catch {
  FileHandle.standardError.write(Data("shadow-styles: \(error)\n".utf8))
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
print("read back:   elevation \(formatted(raisedStyle.elevation ?? 0))")

// MARK: 3. Both: a style object on a styled node is its inline style

print("\n== A style object on a styled card (its inline style)")
plain.cascadingStyle = ShadowStyle().configured { $0.shadowOpacity = 0.5 }
print("inline:      \(describe(plain))")
plain.state = .highlighted
window.updateStyles()
print("highlighted: \(describe(plain))")
plain.cascadingStyle = CascadingStyle()
print("cleared:     \(describe(plain))")
