import Foundation

/// A color with alpha: a legacy sRGB color (`#hex`, `rgb()`, `hsl()`, names, the Sass
/// functions), or a color in one of CSS Color 4's spaces (`oklch()`, `lab()`,
/// `color(display-p3 …)`, the results of `color-mix()`), which it keeps as CSS's computed value
/// does (``components``, ``cssText``; ``displayP3Components`` for a wide-gamut display).
///
/// This is SkinKit's one color representation: every notation and every color function
/// (`lighten`, `mix`, `color-mix`…) keeps full precision. A legacy color prints as `#rrggbbaa`
/// (``hex``), rounded once: `round(value × 255)` with halves rounded up; another prints as
/// Chromium serializes it (``cssText``: `oklch(0.62 0.19 259)`). ``red``, ``green`` and
/// ``blue`` are always the color in sRGB, exactly converted (CSS Color 4 §18) and not clipped:
/// channels may lie outside 0…1 — `hsl(0 150% 40%)` is red 1, green and blue −0.2, and
/// `color(display-p3 0 1 0)` has a negative red — and printing as hex clips them to the gamut
/// (``clippedToSRGB`` is what an object that takes an sRGB color gets). A component written
/// `none` is *missing* (`missing`): it reads as 0, and `color-mix()` takes the other color's
/// value for it (CSS Color 4 §4.4, §12.2).
///
/// ```swift
/// let orange = StyleColor(red: 1, green: 0.5, blue: 0)
/// orange.hex                       // "#ff8000ff"
/// orange.lightened(by: 20).hex     // "#ffb366ff"
/// let p3 = StyleColor(displayP3Red: 1, green: 0, blue: 0)
/// p3.cssText                       // "color(display-p3 1 0 0)"
/// p3.hex                           // "#ff0000ff" (clipped)
/// ```
public struct StyleColor: Sendable, Hashable, CustomStringConvertible {
  /// The components in the color's space (a legacy color's red, green and blue).
  package var c0: Double
  package var c1: Double
  package var c2: Double
  public var alpha: Double
  /// The components written `none` (they hold 0).
  package var missing: Channels
  /// 0 for a legacy sRGB color, ``legacyHSL`` or ``legacyHWB`` for one written with `hsl()`
  /// or `hwb()` (its components kept as written: hue in degrees, the others as fractions),
  /// else the ``ColorSpace`` raw value.
  private var spaceCode: UInt8

  /// A legacy color written in HSL or HWB keeps those components, as Chromium's computed value
  /// does: mixing it in the same space (`color-mix(in hsl, hsl(120 50% 100%), blue)`) or
  /// deriving from it (`hsl(from hsl(120 50% 100%) h s calc(l - 50))`) starts from the hue
  /// and saturation as written, which white's sRGB channels no longer have.
  private static let legacyHSL: UInt8 = 0x80
  private static let legacyHWB: UInt8 = 0x81

  /// A set of a color's components (`red` is the first, whatever the space).
  package struct Channels: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let red = Channels(rawValue: 1)
    public static let green = Channels(rawValue: 2)
    public static let blue = Channels(rawValue: 4)
    public static let alpha = Channels(rawValue: 8)
  }

  /// A legacy sRGB color from channels as fractions.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    c0 = red
    c1 = green
    c2 = blue
    self.alpha = alpha
    missing = []
    spaceCode = 0
  }

  /// A color with some channels missing (`rgb(none 0 0)`); a missing channel's value is 0.
  package init(
    red: Double, green: Double, blue: Double, alpha: Double = 1, missing: Channels
  ) {
    c0 = missing.contains(.red) ? 0 : red
    c1 = missing.contains(.green) ? 0 : green
    c2 = missing.contains(.blue) ? 0 : blue
    self.alpha = missing.contains(.alpha) ? 0 : alpha
    self.missing = missing
    spaceCode = 0
  }

  /// A color in a CSS Color 4 space, its components as that space writes them (`oklch`:
  /// lightness 0…1, chroma, hue in degrees; `lab`: lightness 0…100; `color()` spaces: 0…1).
  package init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
    self.init(space, c0, c1, c2, alpha: alpha, missing: [])
  }

  /// A display-P3 color (`color(display-p3 r g b / alpha)`), channels as fractions.
  public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(.displayP3, red, green, blue, alpha: alpha, missing: [])
  }

  /// The color in display P3, exactly and not clipped: what a platform adapter gives
  /// `UIColor(displayP3Red:green:blue:alpha:)` to show a wide-gamut color as CSS means it.
  public var displayP3Components: (red: Double, green: Double, blue: Double) {
    let converted = space.convert(components, to: .displayP3)
    return (converted.0, converted.1, converted.2)
  }

  /// A color in a space with some components missing (each holds 0).
  package init(
    _ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1,
    missing: Channels
  ) {
    self.c0 = missing.contains(.red) ? 0 : c0
    self.c1 = missing.contains(.green) ? 0 : c1
    self.c2 = missing.contains(.blue) ? 0 : c2
    self.alpha = missing.contains(.alpha) ? 0 : alpha
    self.missing = missing
    spaceCode = space.rawValue
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

  /// Whether this is a legacy sRGB color (printed `#rrggbbaa`), as opposed to one CSS keeps in
  /// a space of its own (printed as ``cssText``).
  public var isLegacy: Bool { spaceCode == 0 || spaceCode >= Self.legacyHSL }

  /// Whether it is a legacy color written with `hsl()` or `hwb()` (its ``missing`` then names
  /// those components: the hue as `.red`).
  package var isWrittenPolar: Bool { spaceCode >= Self.legacyHSL }

  /// A legacy color's components as `hsl()` or `hwb()` wrote them (hue in degrees, the others
  /// in percent), when it was written so: the components of the function `hwb` says.
  package func writtenPolarComponents(hwb: Bool) -> [Double]? {
    guard spaceCode == (hwb ? Self.legacyHWB : Self.legacyHSL) else { return nil }
    return [c0, c1 * 100, c2 * 100]
  }

  /// The space the components are in (`.srgb` for a legacy color).
  package var space: ColorSpace { ColorSpace(rawValue: spaceCode) ?? .srgb }

  /// The components in the color's space (`oklch`: lightness, chroma, hue; a legacy color's:
  /// red, green, blue), a missing one as 0.
  public var components: (Double, Double, Double) {
    spaceCode >= Self.legacyHSL ? srgbComponents : (c0, c1, c2)
  }

  /// The color in sRGB, exactly and not clipped (a missing component counts as 0).
  public var srgbComponents: (red: Double, green: Double, blue: Double) {
    if spaceCode <= 1 { return (c0, c1, c2) }
    if spaceCode == Self.legacyHSL {
      return Self.legacySRGB(hue: c0, saturation: c1, lightness: c2)
    }
    if spaceCode == Self.legacyHWB { return Self.srgb(hue: c0, whiteness: c1, blackness: c2) }
    let converted = space.convert((c0, c1, c2), to: .srgb)
    return (converted.0, converted.1, converted.2)
  }

  /// The red channel in sRGB (see ``srgbComponents``); setting it makes the color legacy sRGB.
  public var red: Double {
    get { spaceCode <= 1 ? c0 : srgbComponents.red }
    set {
      makeLegacy()
      c0 = newValue
    }
  }

  /// The green channel in sRGB; setting it makes the color legacy sRGB.
  public var green: Double {
    get { spaceCode <= 1 ? c1 : srgbComponents.green }
    set {
      makeLegacy()
      c1 = newValue
    }
  }

  /// The blue channel in sRGB; setting it makes the color legacy sRGB.
  public var blue: Double {
    get { spaceCode <= 1 ? c2 : srgbComponents.blue }
    set {
      makeLegacy()
      c2 = newValue
    }
  }

  private mutating func makeLegacy() {
    guard spaceCode != 0 else { return }
    let rgb = srgbComponents
    (c0, c1, c2) = (rgb.red, rgb.green, rgb.blue)
    missing.subtract([.red, .green, .blue])
    spaceCode = 0
  }

  /// The color converted to `target` (no longer legacy; a missing component counts as 0).
  package func converted(to target: ColorSpace) -> StyleColor {
    let values = space.convert(components, to: target)
    return StyleColor(
      target, values.0, values.1, values.2, alpha: alpha,
      missing: missing.intersection(.alpha))
  }

  /// The color as an object that takes sRGB gets it: converted and clipped to the sRGB gamut,
  /// as Chromium paints it.
  public var clippedToSRGB: StyleColor {
    let (r, g, b) = srgbComponents
    return StyleColor(red: r, green: g, blue: b, alpha: alpha).clamped
  }

  /// How far below an exact half (in units of 1/255) a channel still rounds up: the
  /// floating-point error of the arithmetic that made it (0.7 × 255 is 178.49999999999997,
  /// and must print as 179, 0xb3), far below any difference a color notation can express.
  static let halfTolerance = 1e-7

  /// The same for a color of another space, converted or mixed in 32-bit floats as Chromium
  /// computes it: `color-mix(in srgb, rgb(0 0 0 / .3) 50%, rgb(255 0 0 / .7))` has red
  /// 0.7 as a float, 178.49999 of 255, and still rounds up. (Chromium prints such a channel
  /// with six digits, a step of 2.6·10⁻⁴ of a byte.)
  static let floatHalfTolerance = 5e-4

  /// A channel as 8 bits: clipped to 0…1 (CSS Color 4 §12.1: out-of-gamut channels clip),
  /// then `round(value × 255)` with halves rounded up, exactly: the one rounding rule of
  /// every color SkinKit prints (skss-language.md §6).
  @inline(__always)
  public static func byte(_ value: Double) -> Int {
    byte(value, halfTolerance: halfTolerance)
  }

  @inline(__always)
  static func byte(_ value: Double, halfTolerance: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 255 : 0 }
    return Int(max(0, min(255, (value * 255 + 0.5 + halfTolerance).rounded(.down))))
  }

  /// The four channels as 8-bit integers (in sRGB, clipped).
  public var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
    guard spaceCode == 0 else { return otherBytes }
    return (Self.byte(c0), Self.byte(c1), Self.byte(c2), Self.byte(alpha))
  }

  /// ``bytes`` of a color that is not legacy sRGB (or was written with `hsl()` or `hwb()`).
  @inline(never)
  private var otherBytes: (Int, Int, Int, Int) {
    let (r, g, b) = srgbComponents
    let tolerance = isLegacy ? Self.halfTolerance : Self.floatHalfTolerance
    return (
      Self.byte(r, halfTolerance: tolerance), Self.byte(g, halfTolerance: tolerance),
      Self.byte(b, halfTolerance: tolerance), Self.byte(alpha, halfTolerance: tolerance)
    )
  }

  /// The color in sRGB as `#rrggbbaa`, lowercase (clipped to the gamut).
  public var hex: String {
    let (r, g, b, a) = bytes
    return "#"
      + [r, g, b, a].map { byte in
        let text = String(byte, radix: 16)
        return byte < 16 ? "0" + text : text
      }.joined()
  }

  /// Canonical text: ``hex`` for a legacy color; otherwise the color in its space as Chromium
  /// serializes a computed color (`oklch(0.62 0.19 259)`, `color(display-p3 1 0 0 / 0.5)`).
  public var cssText: String {
    isLegacy ? hex : ColorSerialization.text(of: self)
  }

  public var description: String { cssText }

  /// Equality at the precision colors are printed (8 bits a channel).
  public func isVisuallyEqual(to other: StyleColor) -> Bool {
    bytes == other.bytes
  }

  /// The color in legacy sRGB with every channel clamped to 0…1 (and none missing).
  public var clamped: StyleColor {
    let (r, g, b) = srgbComponents
    return StyleColor(
      red: min(max(r, 0), 1), green: min(max(g, 0), 1), blue: min(max(b, 0), 1),
      alpha: min(max(alpha, 0), 1))
  }

  /// Legacy colors are equal when they print the same and miss the same channels; others when
  /// they are in the same space with the same components.
  /// Whether the two hold the same components in the same space (so are equal), decided
  /// without converting either: the quick test before ``==``.
  @inline(__always)
  package func hasSameComponents(as other: StyleColor) -> Bool {
    spaceCode == other.spaceCode && c0 == other.c0 && c1 == other.c1 && c2 == other.c2
      && alpha == other.alpha && missing == other.missing
  }

  public static func == (lhs: StyleColor, rhs: StyleColor) -> Bool {
    if lhs.isLegacy && rhs.isLegacy {
      return lhs.bytes == rhs.bytes && lhs.missing == rhs.missing
    }
    return lhs.spaceCode == rhs.spaceCode && lhs.c0 == rhs.c0 && lhs.c1 == rhs.c1
      && lhs.c2 == rhs.c2 && lhs.alpha == rhs.alpha && lhs.missing == rhs.missing
  }

  public func hash(into hasher: inout Hasher) {
    if isLegacy {
      let (r, g, b, a) = bytes
      hasher.combine(r << 24 | g << 16 | b << 8 | a)
    } else {
      hasher.combine(spaceCode)
      hasher.combine(c0)
      hasher.combine(c1)
      hasher.combine(c2)
      hasher.combine(alpha)
    }
    hasher.combine(missing.rawValue)
  }
}

// MARK: - Color spaces

extension StyleColor {
  /// Hue in degrees (0..<360), saturation and lightness as fractions (CSS Color 4 §7).
  public var hsl: (hue: Double, saturation: Double, lightness: Double) {
    let (r, g, b) = srgbComponents
    let polar = Self.polarSRGB(r, g, b, hwb: false)
    return (polar.0 ?? 0, polar.1 / 100, polar.2 / 100)
  }

  /// A color from HSL: hue in degrees, saturation and lightness as fractions (CSS Color 4
  /// §7). A negative saturation is clamped to 0, as the spec says, and so is a negative
  /// lightness, as Chromium does; above 1 neither is clamped, and the channels they give
  /// may lie outside the gamut (`hsl(135 107% 65%)` has green 1.0245, printed as `ff`).
  public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
    self.init(
      red: Self.normalizedHue(hue), green: max(saturation, 0), blue: max(lightness, 0), alpha: alpha
    )
    spaceCode = Self.legacyHSL
  }

  /// A color from HWB: hue in degrees, whiteness and blackness as fractions (CSS Color 4
  /// §8). Negative ones are clamped to 0; when they add up to 1 or more they are scaled down
  /// to a gray of `whiteness / (whiteness + blackness)`.
  public init(hue: Double, whiteness: Double, blackness: Double, alpha: Double = 1) {
    self.init(
      red: Self.normalizedHue(hue), green: max(whiteness, 0), blue: max(blackness, 0), alpha: alpha)
    spaceCode = Self.legacyHWB
  }

  /// sRGB channels of `hsl` or `hwb` components as CSS writes them (hue in degrees, the
  /// others in percent), none clamped: the inverse of `polarSRGB(_:_:_:hwb:)`.
  package static func srgb(polar components: [Double], hwb: Bool) -> (Double, Double, Double) {
    hwb
      ? srgb(hue: components[0], whiteness: components[1] / 100, blackness: components[2] / 100)
      : srgb(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100)
  }

  /// sRGB channels of HSL components, none clamped: a color mixed in `hsl` or made by
  /// `hsl(from …)` keeps an out-of-gamut origin's negative lightness or saturation, as
  /// Chromium computes it (`hsl(from color(srgb -0.5 -0.2 -0.1) h s l)` is that color).
  package static func srgb(hue: Double, saturation: Double, lightness: Double) -> (
    Double, Double, Double
  ) {
    let hue = normalizedHue(hue)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  /// sRGB channels of a color written with `hsl()`, as Chromium converts it (Blink's
  /// `MakeRGBAFromHSLA`): the two bounds of CSS 2's algorithm, each channel from the hue in
  /// sixths of a turn, all in float. A channel that falls on .5 of 255 in exact arithmetic
  /// (``srgb(hue:saturation:lightness:)``) lands on either side of it here, as in Chromium:
  /// `hsla(140, 100%, 25%)` is `rgb(0, 128, 42)`, `hsl(282deg 100% 50%)` red 178.
  package static func legacySRGB(hue: Double, saturation: Double, lightness: Double) -> (
    Double, Double, Double
  ) {
    let sixths = Float(normalizedHue(hue) / 60)
    let (s, l) = (Float(saturation), Float(lightness))
    let high = l <= 0.5 ? l * (1 + s) : l + s - l * s
    let low = 2 * l - high
    func channel(_ position: Float) -> Double {
      var t = position
      if t < 0 { t += 6 } else if t >= 6 { t -= 6 }
      let value: Float =
        t < 1 ? low + (high - low) * t : t < 3 ? high : t < 4 ? low + (high - low) * (4 - t) : low
      return Double(value)
    }
    return (channel(sixths + 2), channel(sixths), channel(sixths - 2))
  }

  /// sRGB channels of HWB components, none clamped (as ``srgb(hue:saturation:lightness:)``):
  /// an out-of-gamut color's whiteness or blackness is negative.
  package static func srgb(hue: Double, whiteness: Double, blackness: Double) -> (
    Double, Double, Double
  ) {
    if whiteness + blackness >= 1 {
      let gray = whiteness / (whiteness + blackness)
      return (gray, gray, gray)
    }
    let base = srgb(hue: hue, saturation: 1, lightness: 0.5)
    let scale = 1 - whiteness - blackness
    return (base.0 * scale + whiteness, base.1 * scale + whiteness, base.2 * scale + whiteness)
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

  /// The color with its HSL saturation and lightness moved, computed exactly as Sass
  /// computes it (a legacy sRGB color: not one written with `hsl()`, which Chromium converts
  /// in float).
  private func adjustingHSL(saturation: Double = 0, lightness: Double = 0) -> StyleColor {
    let (h, s, l) = clamped.hsl
    let (red, green, blue) = Self.srgb(
      hue: h, saturation: min(max(s + saturation, 0), 1), lightness: min(max(l + lightness, 0), 1))
    return StyleColor(red: red, green: green, blue: blue, alpha: alpha)
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
