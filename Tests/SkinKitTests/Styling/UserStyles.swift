import SkinKit

// Style classes and widgets an app defines: nothing here is part of the library.

/// The app's own capability: things that glow.
protocol Glowing: AnyObject {
  var glowRadius: Double { get set }
}

/// The app's keys. `shadow-offset` and `shadow-color` are built in: declaring them again
/// gives the built-in properties. `glow-radius` is new, and has no binding: `GlowStyle`
/// writes and reads it itself, as AKCascadingStyle's subclasses did.
enum AppKeys {
  static let shadowOffset = StyleKey<StyleSize>(
    "shadow-offset", syntax: .size, initial: StyleSize(width: 0, height: -3))
  static let shadowColor = StyleKey<StyleColor>("shadow-color", syntax: .color, initial: .black)
  static let glowRadius = StyleKey<Double>(
    "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0)
}

extension StyleKey where Value == Double {
  static var glowRadius: StyleKey<Double> { AppKeys.glowRadius }
}

/// AKCascadingStyle's `ShadowStyle`, typed.
final class ShadowStyle: CascadingStyle {
  var shadowOffset: StyleSize? {
    get { self[AppKeys.shadowOffset] }
    set { self[AppKeys.shadowOffset] = newValue }
  }
  var shadowColor: StyleColor? {
    get { self[AppKeys.shadowColor] }
    set { self[AppKeys.shadowColor] = newValue }
  }
  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [AppKeys.shadowOffset.erased, AppKeys.shadowColor.erased]
  }
}

/// A style with a property SkinKit does not know, written by the style itself.
final class GlowStyle: CascadingStyle {
  var glowRadius: Double? {
    get { self[.glowRadius] }
    set { self[.glowRadius] = newValue }
  }
  override class var styleKeys: [AnyStyleKey] { super.styleKeys + [AppKeys.glowRadius.erased] }

  override func apply(to target: AnyObject) {
    super.apply(to: target)
    if let glowRadius, let glowing = target as? any Glowing { glowing.glowRadius = glowRadius }
  }

  override func setValues(from target: AnyObject) {
    super.setValues(from: target)
    if let glowing = target as? any Glowing { glowRadius = glowing.glowRadius }
  }
}

/// Styles for titles, and a subclass reusing them (the built-in properties are every style's;
/// a class lists the keys it handles).
class TitleStyle: CascadingStyle {
  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [StyleKeys.builtIn.titleColor.erased, StyleKeys.builtIn.titleFont.erased]
  }
}

final class ShadowedTitleStyle: TitleStyle {
  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [
      StyleKeys.builtIn.titleShadowColor.erased, StyleKeys.builtIn.titleShadowOffset.erased,
    ]
  }
}

/// A widget of the app's: a view (so it joins styled trees) that glows.
final class Badge: View, Glowing {
  static let type = StyleType(name: "Badge", supertype: View.nodeType)
  override class var nodeType: StyleType { type }
  var glowRadius = 0.0
}

/// A class of the app's that is not a node at all: it only binds keys to its properties.
final class Gauge: Stylable, Glowing {
  static let styleBindings: [StyleBinding] = [
    .bind(\.font, to: \Gauge.font),
    .bind(\.textColor, to: \Gauge.textColor),
    .bind(\.textAlignment, to: \Gauge.textAlignment),
    .bind(\.letterSpacing, to: \Gauge.letterSpacing),
    .bind(\.shadowColor, to: \Gauge.shadowColor),
    .bind(\.shadowOffset, to: \Gauge.shadowOffset),
    .bind(\.shadowRadius, to: \Gauge.shadowRadius),
    .bind(\.shadowOpacity, to: \Gauge.shadowOpacity),
  ]

  var font = StyleFont.system(size: 11)
  var textColor = StyleColor.black
  var textAlignment = TextAlignment.center
  var letterSpacing = 0.0
  var shadowColor = StyleColor.black
  var shadowOffset = StyleSize.zero
  var shadowRadius = 0.0
  var shadowOpacity = 0.0
  var glowRadius = 1.0
}

/// The app's style classes, for the skins that use their properties.
enum AppStyles {
  static let registry: StyleRegistry = {
    do {
      return try StyleRegistry(
        styles: [ShadowStyle.self, GlowStyle.self, TitleStyle.self, ShadowedTitleStyle.self])
    } catch {
      preconditionFailure("the app's styles: \(error)")
    }
  }()
}

/// Shorthands for tests.
extension StyleColor {
  init(hex: String) {
    var text = hex
    if text.hasPrefix("#") { text.removeFirst() }
    let value = UInt32(text, radix: 16) ?? 0
    self = text.count == 8 ? StyleColor(rgba: value) : StyleColor(rgb: value)
  }
}

func skin(
  _ text: String, name: String = "test", constants: [String: String] = [:],
  registry: StyleRegistry = AppStyles.registry
) -> Skin {
  Skin(
    name: name, stylesheets: [Stylesheet.parse(text, path: "\(name).skss")], constants: constants,
    registry: registry)
}
