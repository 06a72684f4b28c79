import Foundation

/// An sRGB color with alpha, channels as fractions (0 to 1 in gamut).
///
/// This is SkinKit's one color representation: every notation and every color function
/// (`lighten`, `mix`, `color-mix`…) keeps full precision, and a color is rounded to 8-bit
/// channels once, when printed (``hex``, ``bytes``): `round(value × 255)` with halves
/// rounded up. Channels may lie outside 0…1 — `hsl(0 150% 40%)` is red 1, green and blue
/// −0.2 (CSS Color 4 §7) — and keep those values through `color-mix()`; printing clips them
/// to the gamut. A channel written `none` is *missing* (`missing`): it reads as 0, and
/// `color-mix()` takes the other color's value for it (CSS Color 4 §4.4, §12.2).
///
/// ```swift
/// let orange = StyleColor(red: 1, green: 0.5, blue: 0)
/// orange.hex                       // "#ff8000ff"
/// orange.lightened(by: 20).hex     // "#ffb366ff"
/// ```
public struct StyleColor: Sendable, Hashable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  /// The channels written `none` (they hold 0).
  package var missing: Channels

  /// A set of a color's channels.
  package struct Channels: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let red = Channels(rawValue: 1)
    public static let green = Channels(rawValue: 2)
    public static let blue = Channels(rawValue: 4)
    public static let alpha = Channels(rawValue: 8)
  }

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.missing = []
  }

  /// A color with some channels missing (`rgb(none 0 0)`); a missing channel's value is 0.
  package init(
    red: Double, green: Double, blue: Double, alpha: Double = 1, missing: Channels
  ) {
    self.red = missing.contains(.red) ? 0 : red
    self.green = missing.contains(.green) ? 0 : green
    self.blue = missing.contains(.blue) ? 0 : blue
    self.alpha = missing.contains(.alpha) ? 0 : alpha
    self.missing = missing
  }

  /// A color from 8-bit channels (`0xff8000`).
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// A color from 8-bit channels including alpha (`0xff800080`).
  public init(rgba: UInt32) {
    self.init(rgb: rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
  }

  public static let black = StyleColor(red: 0, green: 0, blue: 0)
  public static let white = StyleColor(red: 1, green: 1, blue: 1)
  public static let clear = StyleColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// How far below an exact half (in units of 1/255) a channel still rounds up: the
  /// floating-point error of the arithmetic that made it (0.7 × 255 is 178.49999999999997,
  /// and must print as 179, 0xb3), far below any difference a color notation can express.
  static let halfTolerance = 1e-7

  /// A channel as 8 bits: clipped to 0…1 (CSS Color 4 §12.1: out-of-gamut channels clip),
  /// then `round(value × 255)` with halves rounded up, exactly: the one rounding rule of
  /// every color SkinKit prints (skss-language.md §6).
  @inline(__always)
  public static func byte(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 255 : 0 }
    return Int(max(0, min(255, (value * 255 + 0.5 + halfTolerance).rounded(.down))))
  }

  /// The four channels as 8-bit integers.
  public var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
    (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
  }

  /// Canonical text: `#rrggbbaa`, lowercase.
  public var hex: String {
    let (r, g, b, a) = bytes
    return "#"
      + [r, g, b, a].map { byte in
        let text = String(byte, radix: 16)
        return byte < 16 ? "0" + text : text
      }.joined()
  }

  public var description: String { hex }

  /// Equality at the precision colors are printed (8 bits a channel).
  public func isVisuallyEqual(to other: StyleColor) -> Bool {
    bytes == other.bytes
  }

  /// The color with every channel clamped to 0…1 (and none missing).
  public var clamped: StyleColor {
    StyleColor(
      red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1),
      alpha: min(max(alpha, 0), 1))
  }

  /// Equal when they print the same and miss the same channels.
  public static func == (lhs: StyleColor, rhs: StyleColor) -> Bool {
    lhs.bytes == rhs.bytes && lhs.missing == rhs.missing
  }

  public func hash(into hasher: inout Hasher) {
    let (r, g, b, a) = bytes
    hasher.combine(r << 24 | g << 16 | b << 8 | a)
    hasher.combine(missing.rawValue)
  }
}

// MARK: - Color spaces

extension StyleColor {
  /// Hue in degrees (0..<360), saturation and lightness as fractions (CSS Color 4 §7).
  public var hsl: (hue: Double, saturation: Double, lightness: Double) {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let lightness = (maximum + minimum) / 2
    let delta = maximum - minimum
    guard delta > 0 else { return (0, 0, lightness) }
    let saturation =
      (lightness == 0 || lightness == 1)
      ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch maximum {
    case red: hue = (green - blue) / delta + (green < blue ? 6 : 0)
    case green: hue = (blue - red) / delta + 2
    default: hue = (red - green) / delta + 4
    }
    hue *= 60
    return (hue, saturation, lightness)
  }

  /// A color from HSL: hue in degrees, saturation and lightness as fractions (CSS Color 4
  /// §7). A negative saturation is clamped to 0, as the spec says, and so is a negative
  /// lightness, as Chromium does; above 1 neither is clamped, and the channels they give
  /// may lie outside the gamut (`hsl(135 107% 65%)` has green 1.0245, printed as `ff`).
  public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
    let hue = Self.normalizedHue(hue)
    let saturation = max(saturation, 0)
    let lightness = max(lightness, 0)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
  }

  /// A color from HWB: hue in degrees, whiteness and blackness as fractions (CSS Color 4
  /// §8). Negative ones are clamped to 0; when they add up to 1 or more they are scaled down
  /// to a gray of `whiteness / (whiteness + blackness)`.
  public init(hue: Double, whiteness: Double, blackness: Double, alpha: Double = 1) {
    let white = max(whiteness, 0)
    let black = max(blackness, 0)
    if white + black >= 1 {
      let gray = white / (white + black)
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
      return
    }
    let base = StyleColor(hue: hue, saturation: 1, lightness: 0.5)
    let scale = 1 - white - black
    self.init(
      red: base.red * scale + white, green: base.green * scale + white,
      blue: base.blue * scale + white, alpha: alpha)
  }

  /// A color from HSB (HSV): hue in degrees, saturation and brightness as fractions.
  public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let hue = Self.normalizedHue(hue)
    let saturation = min(max(saturation, 0), 1)
    let value = min(max(brightness, 0), 1)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 60).truncatingRemainder(dividingBy: 6)
      return value - value * saturation * max(0, min(k, 4 - k, 1))
    }
    self.init(red: channel(5), green: channel(3), blue: channel(1), alpha: alpha)
  }

  /// Hue folded into 0..<360.
  public static func normalizedHue(_ hue: Double) -> Double {
    guard hue.isFinite else { return 0 }
    let folded = hue.truncatingRemainder(dividingBy: 360)
    return folded < 0 ? folded + 360 : folded
  }
}

// MARK: - Sass color functions

extension StyleColor {
  /// Sass `lighten`: adds `amount` percentage points of HSL lightness, clamped to 0–100%
  /// (of the color clipped to the gamut), alpha kept.
  public func lightened(by amount: Double) -> StyleColor {
    adjustingHSL(lightness: amount / 100)
  }

  /// Sass `darken`: subtracts `amount` percentage points of HSL lightness.
  public func darkened(by amount: Double) -> StyleColor {
    adjustingHSL(lightness: -amount / 100)
  }

  /// Sass `saturate`: adds `amount` percentage points of HSL saturation.
  public func saturated(by amount: Double) -> StyleColor {
    adjustingHSL(saturation: amount / 100)
  }

  /// Sass `desaturate`: subtracts `amount` percentage points of HSL saturation.
  public func desaturated(by amount: Double) -> StyleColor {
    adjustingHSL(saturation: -amount / 100)
  }

  private func adjustingHSL(saturation: Double = 0, lightness: Double = 0) -> StyleColor {
    let (h, s, l) = clamped.hsl
    return StyleColor(
      hue: h, saturation: min(max(s + saturation, 0), 1),
      lightness: min(max(l + lightness, 0), 1), alpha: alpha)
  }

  /// Sass `mix(self, other, weight)`: `weight` (0…1) is this color's share; alpha-aware.
  /// Like the other Sass functions it reads both colors clipped to the gamut, as Sass's
  /// colors are.
  public func mixed(with other: StyleColor, weight: Double = 0.5) -> StyleColor {
    let (first, second) = (clamped, other.clamped)
    let p = min(max(weight, 0), 1)
    let w = 2 * p - 1
    let a = first.alpha - second.alpha
    let combined = (w * a == -1) ? w : (w + a) / (1 + w * a)
    let w1 = (combined + 1) / 2
    let w2 = 1 - w1
    return StyleColor(
      red: first.red * w1 + second.red * w2, green: first.green * w1 + second.green * w2,
      blue: first.blue * w1 + second.blue * w2, alpha: first.alpha * p + second.alpha * (1 - p))
  }

  /// The color with its alpha replaced (Sass `alpha`/`fade` as SkinKit defines them).
  public func withAlpha(_ alpha: Double) -> StyleColor {
    StyleColor(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1))
  }
}

// MARK: - color-mix()

extension StyleColor {
  /// The interpolation spaces `color-mix()` supports.
  package enum MixSpace: String, Sendable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
  }

  /// CSS Color 5 `color-mix(in space, a p1, b p2)` (§2.1) with the percentages already
  /// normalized (`p1 + p2 == 1`) and the alpha multiplier applied afterwards. The inputs keep
  /// their full precision, out-of-gamut channels included; a channel missing in one color
  /// takes the other's value, and one missing in both stays missing (CSS Color 4 §12.2);
  /// the mix is premultiplied by alpha (§12.3).
  package static func colorMix(
    _ first: StyleColor, _ p1: Double, _ second: StyleColor, _ p2: Double,
    in space: MixSpace = .srgb, alphaMultiplier: Double = 1
  ) -> StyleColor {
    func toSpace(_ value: Double) -> Double {
      guard space == .srgbLinear else { return value }
      let magnitude = abs(value)
      let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -linear : linear
    }
    func fromSpace(_ value: Double) -> Double {
      guard space == .srgbLinear else { return value }
      let magnitude = abs(value)
      let gamma =
        magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
      return value < 0 ? -gamma : gamma
    }
    let bothMissing = first.missing.intersection(second.missing)
    /// A channel's two values, a missing one replaced by the other color's.
    func pair(_ channel: Channels, _ a: Double, _ b: Double) -> (Double, Double) {
      if first.missing.contains(channel) && !second.missing.contains(channel) { return (b, b) }
      if second.missing.contains(channel) && !first.missing.contains(channel) { return (a, a) }
      return (a, b)
    }
    let (alpha1, alpha2) = pair(.alpha, first.alpha, second.alpha)
    let alpha = alpha1 * p1 + alpha2 * p2
    func channel(_ channel: Channels, _ a: Double, _ b: Double) -> Double {
      let (x, y) = pair(channel, a, b)
      let premultiplied = toSpace(x) * alpha1 * p1 + toSpace(y) * alpha2 * p2
      return alpha == 0 ? 0 : fromSpace(premultiplied / alpha)
    }
    return StyleColor(
      red: channel(.red, first.red, second.red),
      green: channel(.green, first.green, second.green),
      blue: channel(.blue, first.blue, second.blue), alpha: alpha * alphaMultiplier,
      missing: bothMissing)
  }
}
