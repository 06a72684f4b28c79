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
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let hundreds = min(max((weight + 50) / 100, 1), 9)
    return weights[hundreds - 1]
  }
}
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
extension StyleFont {
  /// A `UIFont` as a `font` value: its name and size (a font the app set itself, kept so
  /// that it comes back when no rule sets the font; `UIFont(name:size:)` finds it again).
  public init(_ font: UIFont) {
    self.init(families: [.named(font.fontName)], size: Double(font.pointSize))
  }
}
#endif
