import SkinKit

// Style classes and widgets an app defines: nothing here is part of the library.

/// The app's own capability: things that glow.
protocol Glowing: AnyObject {
  var glowRadius: Double { get set }
}

/// The app's keys. `shadow-offset` and `shadow-color` are built in: registering them again
/// returns the built-in properties. `glow-radius` is new.
enum AppKeys {
  static let shadowOffset = StyleKey<StyleSize>(
    registering: "shadow-offset", syntax: .size, initial: StyleSize(width: 0, height: -3),
    inherited: false)
  static let shadowColor = StyleKey<StyleColor>(
    registering: "shadow-color", syntax: .color, initial: .black, inherited: false)
  static let glowRadius = StyleKey<Double>(
    registering: "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0,
    inherited: false)
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

/// Styles for titles, and a subclass reusing them.
class TitleStyle: CascadingStyle {
  var titleColor: StyleColor? {
    get { self[.titleColor] }
    set { self[.titleColor] = newValue }
  }
  var titleFont: StyleFont? {
    get { self[.titleFont] }
    set { self[.titleFont] = newValue }
  }
  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [StyleKey.titleColor.erased, StyleKey.titleFont.erased]
  }
}

final class ShadowedTitleStyle: TitleStyle {
  var titleShadowColor: StyleColor? {
    get { self[.titleShadowColor] }
    set { self[.titleShadowColor] = newValue }
  }
  var titleShadowOffset: StyleSize? {
    get { self[.titleShadowOffset] }
    set { self[.titleShadowOffset] = newValue }
  }
  override class var styleKeys: [AnyStyleKey] {
    super.styleKeys + [StyleKey.titleShadowColor.erased, StyleKey.titleShadowOffset.erased]
  }
}

/// A widget of the app's: a view (so it joins styled trees) that glows.
final class Badge: View, Glowing {
  static let type = StyleType(name: "Badge", supertype: View.nodeType)
  override class var nodeType: StyleType { type }
  var glowRadius = 0.0
}

/// A class of the app's that is not a node at all: it only adopts capability protocols.
final class Gauge: TextStylable, ShadowStylable, Glowing {
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

/// Registers the app's style classes once, before any skin that uses their properties.
enum AppStyles {
  static let registered: Bool = {
    do {
      try ShadowStyle.register()
      try GlowStyle.register()
      try TitleStyle.register()
      try ShadowedTitleStyle.register()
      return true
    } catch {
      return false
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

func skin(_ text: String, name: String = "test", constants: [String: String] = [:]) -> Skin {
  Skin(
    name: name, stylesheets: [Stylesheet.parse(text, path: "\(name).skss")], constants: constants)
}
