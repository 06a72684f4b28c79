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

    /// Each component's kind, for carrying missing components over (CSS Color 4 §12.2).
    var kinds: [ComponentKind] {
      switch self {
      case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65:
        [.red, .green, .blue]
      case .lab, .oklab: [.lightness, .opponentA, .opponentB]
      case .lch, .oklch: [.lightness, .colorfulness, .hue]
      case .hsl: [.hue, .colorfulness, .lightness]
      case .hwb: [.hue, .other, .other]
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

  /// The analogous components of CSS Color 4 §12.2.
  enum ComponentKind {
    case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB, other
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
  /// CSS Color 5 `color-mix(in method, a p1, b p2)` (§2.1) with the percentages already
  /// normalized (`p1 + p2 == 1`) and the alpha multiplier applied afterwards. Both colors are
  /// converted to the interpolation space (a missing component carried over to its analogous
  /// one; a hue is missing when the color is achromatic — chroma at most 0.02 in `lch` and
  /// `oklch`, as Chromium decides, saturation 0 in `hsl`); a component missing in one color
  /// takes the other's value, one missing in both stays missing (CSS Color 4 §12.2); hues
  /// follow the method's arc (§12.4) and the rest is premultiplied by alpha (§12.3). The result
  /// is in the interpolation space (`hsl` and `hwb` give `srgb`), never legacy.
  package static func colorMix(
    _ first: StyleColor, _ p1: Double, _ second: StyleColor, _ p2: Double,
    in method: ColorInterpolation = .default, alphaMultiplier: Double = 1
  ) -> StyleColor {
    let a = first.interpolationComponents(in: method.space)
    let b = second.interpolationComponents(in: method.space)
    var values = [Double](repeating: 0, count: 3)
    var missing: Channels = []
    // Alpha first: it premultiplies the other components.
    let alphaPair = pair(a.values[3], a.missing[3], b.values[3], b.missing[3])
    let alpha = alphaPair.first * p1 + alphaPair.second * p2
    if alphaPair.bothMissing { missing.insert(.alpha) }
    // An alpha missing from both colors premultiplies nothing, as Chromium mixes them
    // (`color-mix(in xyz, a / none, b / none)` keeps a and b's components).
    let weights =
      alphaPair.bothMissing ? (1.0, 1.0, 1.0) : (alphaPair.first, alphaPair.second, alpha)
    let hueIndex = method.space.kinds.firstIndex(of: .hue)
    let channels: [Channels] = [.red, .green, .blue]
    for index in 0..<3 {
      var (x, y, both) = pair(a.values[index], a.missing[index], b.values[index], b.missing[index])
      if both { missing.insert(channels[index]) }
      if index == hueIndex {
        (x, y) = fixedHues(normalizedHue(x), normalizedHue(y), method.hue)
        values[index] = normalizedHue(x * p1 + y * p2)
      } else {
        let premultiplied = x * weights.0 * p1 + y * weights.1 * p2
        values[index] = weights.2 == 0 ? premultiplied : premultiplied / weights.2
      }
    }
    let resultAlpha = alpha * alphaMultiplier
    switch method.space {
    case .hsl, .hwb:
      let rgb = StyleColor.srgb(polar: values, hwb: method.space == .hwb)
      return StyleColor(
        .srgb, rgb.0, rgb.1, rgb.2, alpha: resultAlpha, missing: missing.intersection(.alpha))
    default:
      return StyleColor(
        method.space.colorSpace, values[0], values[1], values[2], alpha: resultAlpha,
        missing: missing)
    }
  }

  /// Two colors' values of a component, a missing one taking the other's.
  private static func pair(_ x: Double, _ xMissing: Bool, _ y: Double, _ yMissing: Bool) -> (
    first: Double, second: Double, bothMissing: Bool
  ) {
    switch (xMissing, yMissing) {
    case (true, true): (0, 0, true)
    case (true, false): (y, y, false)
    case (false, true): (x, x, false)
    case (false, false): (x, y, false)
    }
  }

  /// Two hues (0..<360) adjusted for the arc `method` takes (CSS Color 4 §12.4).
  private static func fixedHues(_ h1: Double, _ h2: Double, _ method: ColorInterpolation.HueMethod)
    -> (Double, Double)
  {
    let difference = h2 - h1
    switch method {
    case .shorter:
      if difference > 180 { return (h1 + 360, h2) }
      if difference < -180 { return (h1, h2 + 360) }
    case .longer:
      if difference > 0 && difference < 180 { return (h1 + 360, h2) }
      if difference > -180 && difference <= 0 { return (h1, h2 + 360) }
    case .increasing:
      if difference < 0 { return (h1, h2 + 360) }
    case .decreasing:
      if difference > 0 { return (h1 + 360, h2) }
    }
    return (h1, h2)
  }

  /// The color's components in an interpolation space, alpha fourth, and which are missing.
  func interpolationComponents(in target: ColorInterpolation.Space) -> (
    values: [Double], missing: [Bool]
  ) {
    let own: ColorInterpolation.Space =
      !isWrittenPolar
      ? ColorInterpolation.Space(space) : writtenPolarComponents(hwb: true) != nil ? .hwb : .hsl
    let ownMissing = [missing.contains(.red), missing.contains(.green), missing.contains(.blue)]
    var values: [Double]
    var isMissing = [Bool](repeating: false, count: 3)
    if own == target, !isLegacy || target == .srgb {
      values = [components.0, components.1, components.2]
      isMissing = ownMissing
    } else if let written = writtenPolarComponents(hwb: target == .hwb),
      target == .hsl || target == .hwb
    {
      values = written
      isMissing = ownMissing
    } else {
      switch target {
      case .hsl, .hwb:
        let (r, g, b) = srgbComponents
        let hsl = Self.polarSRGB(r, g, b, hwb: target == .hwb)
        values = [hsl.0 ?? 0, hsl.1, hsl.2]
        isMissing[0] = hsl.0 == nil
      default:
        let converted = space.convert(components, to: target.colorSpace)
        values = [converted.0, converted.1, converted.2]
        if target == .lch || target == .oklch, converted.1 <= 0.02 { isMissing[2] = true }
      }
      // A missing component is carried over to its analogous one (CSS Color 4 §12.2).
      let ownKinds = isLegacy && own == .srgb ? [.red, .green, .blue] : own.kinds
      for (index, kind) in target.kinds.enumerated() where kind != .other {
        if let from = ownKinds.firstIndex(of: kind), ownMissing[from] { isMissing[index] = true }
      }
    }
    return (values + [alpha], isMissing + [missing.contains(.alpha)])
  }

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
