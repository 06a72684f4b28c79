#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

extension UIColor {
  /// The color as CSS means it: in sRGB when it is inside the sRGB gamut, else in display P3
  /// (`color(display-p3 0 1 0)`, `oklch(…)` beyond sRGB), not clipped.
  ///
  /// ```swift
  /// UIColor(StyleColor(rgb: 0x0a84ff))
  /// ```
  public convenience init(_ color: StyleColor) {
    let srgb = (color.red, color.green, color.blue)
    if [srgb.0, srgb.1, srgb.2].allSatisfy({ (0...1).contains($0) }) {
      self.init(red: srgb.0, green: srgb.1, blue: srgb.2, alpha: color.alpha)
    } else {
      let p3 = color.displayP3Components
      self.init(displayP3Red: p3.red, green: p3.green, blue: p3.blue, alpha: color.alpha)
    }
  }
}

extension StyleColor {
  /// A `UIColor`'s components in extended sRGB, which may lie outside 0…1 for a wide-gamut
  /// color.
  public init(_ color: UIColor) {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

extension UIFont {
  /// The font a `font` value names: its first family installed, else the system font, at
  /// its size and at the nearest of UIKit's system weights (`600` is `.semibold`).
  public static func styled(_ font: StyleFont) -> UIFont {
    for family in font.families {
      if case .named(let name) = family, let named = UIFont(name: name, size: font.size) {
        return named
      }
    }
    return .systemFont(ofSize: font.size, weight: systemWeight(font.weight))
  }

  /// UIKit's system weight for a CSS weight: the nearest hundred's (a half rounds up).
  public static func systemWeight(_ weight: Int) -> UIFont.Weight {
    systemWeights[min(max((weight + 50) / 100, 1), 9) - 1]
  }

  /// UIKit's weights, lightest first: CSS's 100 to 900.
  static let systemWeights: [UIFont.Weight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]
}
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
extension StyleFont {
  /// A `UIFont` as a `font` value: the system font at its weight (from the font descriptor's
  /// traits), else its name, at its size — so that a font the app set itself comes back when
  /// no rule sets the font.
  public init(_ font: UIFont) {
    let traits =
      font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
    let weight = UIFont.Weight(rawValue: (traits?[.weight] as? CGFloat) ?? 0)
    let cssWeight = UIFont.cssWeight(weight)
    let system = UIFont.systemFont(
      ofSize: font.pointSize, weight: UIFont.systemWeight(cssWeight))
    self.init(
      families: [system.fontName == font.fontName ? .system : .named(font.fontName)],
      size: Double(font.pointSize), weight: cssWeight)
  }
}

extension UIFont {
  /// The CSS weight of a UIKit weight: the hundred of the nearest of UIKit's nine.
  static func cssWeight(_ weight: UIFont.Weight) -> Int {
    let nearest = systemWeights.indices.min {
      abs(systemWeights[$0].rawValue - weight.rawValue)
        < abs(systemWeights[$1].rawValue - weight.rawValue)
    }
    return ((nearest ?? 3) + 1) * 100
  }
}
#endif
