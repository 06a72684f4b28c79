import Foundation

/// How `color-mix()` interpolates (CSS Color 4 §12, CSS Color 5 §2): in which space, and, for
/// a space with a hue, along which arc. The default is `in oklab` (CSS Color 5, as Chromium).
///
/// ```swift
/// ColorInterpolation(text: "oklch longer hue")?.description   // "oklch longer hue"
/// ColorInterpolation.default.description                      // "oklab"
/// ```
package struct ColorInterpolation: Sendable, Hashable, CustomStringConvertible {
  /// An interpolation space: a ``ColorSpace`` or one of the polar forms of sRGB.
  package enum Space: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case lab
    case oklab
    case xyzD50 = "xyz-d50"
    case xyzD65 = "xyz-d65"
    case lch
    case oklch
    case hsl
    case hwb

    /// The name as written after `in` (`xyz` is `xyz-d65`).
    init?(name: String) {
      let lowered = name.asciiLowercased
      self.init(rawValue: lowered == "xyz" ? "xyz-d65" : lowered)
    }

    /// Whether a hue interpolation method may follow.
    var isPolar: Bool { [.lch, .oklch, .hsl, .hwb].contains(self) }

    /// The color space the mix is done in (`hsl` and `hwb` are sRGB's polar forms).
    var colorSpace: ColorSpace {
      switch self {
      case .srgb, .hsl, .hwb: .srgb
      case .srgbLinear: .srgbLinear
      case .displayP3: .displayP3
      case .a98RGB: .a98RGB
      case .prophotoRGB: .prophotoRGB
      case .rec2020: .rec2020
      case .lab: .lab
      case .oklab: .oklab
      case .xyzD50: .xyzD50
      case .xyzD65: .xyzD65
      case .lch: .lch
      case .oklch: .oklch
      }
    }

    /// The interpolation space a color space is written in.
    init(_ space: ColorSpace) {
      switch space {
      case .srgb: self = .srgb
      case .srgbLinear: self = .srgbLinear
      case .displayP3: self = .displayP3
      case .a98RGB: self = .a98RGB
      case .prophotoRGB: self = .prophotoRGB
      case .rec2020: self = .rec2020
      case .xyzD50: self = .xyzD50
      case .xyzD65: self = .xyzD65
      case .lab: self = .lab
      case .lch: self = .lch
      case .oklab: self = .oklab
      case .oklch: self = .oklch
      }
    }
  }

  /// The arc between two hues (CSS Color 4 §12.4).
  package enum HueMethod: String, Sendable, Hashable, CaseIterable {
    case shorter, longer, increasing, decreasing
  }

  package var space: Space
  package var hue: HueMethod

  package init(space: Space, hue: HueMethod = .shorter) {
    self.space = space
    self.hue = hue
  }

  /// `in oklab`, what `color-mix()` without a method uses.
  package static let `default` = ColorInterpolation(space: .oklab)

  /// The method as written after `in`: `oklch`, `oklch longer hue`.
  package var description: String {
    space.isPolar && hue != .shorter ? "\(space.rawValue) \(hue.rawValue) hue" : space.rawValue
  }

  /// The method written `SPACE [METHOD hue]` (words separated by spaces), or `nil`.
  package init?(text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard let first = words.first, let space = Space(name: first) else { return nil }
    self.space = space
    hue = .shorter
    if words.count == 1 { return }
    guard space.isPolar, words.count == 3, words[2].asciiLowercased == "hue",
      let method = HueMethod(rawValue: words[1].asciiLowercased)
    else { return nil }
    hue = method
  }
}

extension StyleColor {
  /// sRGB as `(hue or nil when achromatic, saturation %, lightness %)`, or as HWB
  /// `(hue, whiteness %, blackness %)` (CSS Color 4 §7.2, §8.2).
  static func polarSRGB(_ r: Double, _ g: Double, _ b: Double, hwb: Bool) -> (
    Double?, Double, Double
  ) {
    let maximum = max(r, g, b)
    let minimum = min(r, g, b)
    let lightness = (maximum + minimum) / 2
    let delta = maximum - minimum
    var hue: Double?
    var saturation = 0.0
    // A gray converted from another space differs from gray by the arithmetic's rounding
    // (10⁻¹⁶), whose direction is no hue: channels that close are achromatic.
    if delta > 1e-9 {
      saturation =
        (lightness == 0 || lightness == 1)
        ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
      var h: Double
      switch maximum {
      case r: h = (g - b) / delta + (g < b ? 6 : 0)
      case g: h = (b - r) / delta + 2
      default: h = (r - g) / delta + 4
      }
      h *= 60
      // Very out-of-gamut colors have a negative saturation: HSL turns the hue half a turn
      // instead (CSS Color 4 §7.1); HWB, which has no saturation, keeps it, as Chromium.
      if saturation < 0 && !hwb {
        h += 180
        saturation = abs(saturation)
      }
      hue = normalizedHue(h)
    }
    if hwb { return (hue, minimum * 100, (1 - maximum) * 100) }
    return (hue, saturation * 100, lightness * 100)
  }
}
