import Foundation

extension StyleColor {
  /// CSS Color 5 `color-mix(in method, a p1, b p2)` (§2.1) with the percentages already
  /// normalized (`p1 + p2 == 1`) and the alpha multiplier applied afterwards, computed as
  /// Chromium's `blink::Color::InterpolateColors` does, in 32-bit floats: both colors are
  /// converted to the interpolation space (``interpolationComponents(in:)``), a component
  /// missing in one color takes the other's value and one missing in both stays missing (CSS
  /// Color 4 §12.2), hues follow the method's arc (§12.4), the rest is premultiplied by alpha
  /// (§12.3), and the lightness is clamped to its range and the chroma to 0 and above. The
  /// result is in the interpolation space (`hsl` and `hwb` give `srgb`), never legacy.
  package static func colorMix(
    _ first: StyleColor, _ p1: Double, _ second: StyleColor, _ p2: Double,
    in method: ColorInterpolation = .default, alphaMultiplier: Double = 1
  ) -> StyleColor {
    var a = first.interpolationComponents(in: method.space)
    var b = second.interpolationComponents(in: method.space)
    // SubstituteMissingParameters: a missing component takes the other color's value.
    for index in 0..<4 {
      if a.missing[index] && !b.missing[index] {
        a.values[index] = b.values[index]
        a.missing[index] = false
      } else if b.missing[index] && !a.missing[index] {
        b.values[index] = a.values[index]
        b.missing[index] = false
      }
    }
    let space = method.space
    let hueIndex: Int? = space.isPolar ? (space == .hsl || space == .hwb ? 0 : 2) : nil
    let alpha1 = a.premultiply(hueIndex: hueIndex)
    let alpha2 = b.premultiply(hueIndex: hueIndex)
    // Chromium passes the second color's share as a float.
    let progress = Float(p1 == 0 ? 1 : p2)
    var values: [Float] = [0, 0, 0]
    var missing: Channels = []
    let channels: [Channels] = [.red, .green, .blue]
    for index in 0..<3 {
      if a.missing[index] && b.missing[index] {
        missing.insert(channels[index])
      } else if index == hueIndex {
        values[index] = hueBlend(a.values[index], b.values[index], progress, method.hue)
      } else {
        values[index] = blend(a.values[index], b.values[index], progress)
      }
    }
    var alpha: Float = 0
    if a.missing[3] && b.missing[3] {
      missing.insert(.alpha)
    } else {
      alpha = min(max(blend(alpha1, alpha2, progress), 0), 1)
    }
    // FromColorSpace: lightness within its range, chroma not negative.
    switch space {
    case .lab, .lch: values[0] = missing.contains(.red) ? 0 : min(max(values[0], 0), 100)
    case .oklab, .oklch: values[0] = missing.contains(.red) ? 0 : min(max(values[0], 0), 1)
    default: break
    }
    if space == .lch || space == .oklch { values[1] = max(values[1], 0) }
    // UnpremultiplyColor.
    if !missing.contains(.alpha) && alpha != 0 {
      for index in 0..<3 where index != hueIndex { values[index] /= alpha }
    }
    alpha *= Float(alphaMultiplier)
    switch space {
    case .hsl, .hwb:
      // A mix in a legacy space is turned into `srgb`, its missing components as 0.
      let polar = (values[0], values[1], values[2])
      let rgb =
        space == .hwb ? FloatColorMath.hwbToSRGB(polar) : FloatColorMath.hslToSRGB(polar)
      return StyleColor(
        .srgb, Double(rgb.0), Double(rgb.1), Double(rgb.2), alpha: Double(alpha),
        missing: missing.intersection(.alpha))
    default:
      return StyleColor(
        space.colorSpace, Double(values[0]), Double(values[1]), Double(values[2]),
        alpha: Double(alpha), missing: missing)
    }
  }

  /// `blink::Blend` of floats: the difference in float, scaled and added in double.
  private static func blend(_ from: Float, _ to: Float, _ progress: Float) -> Float {
    Float(Double(from) + Double(to - from) * Double(progress))
  }

  /// Two hues blended along the arc `method` takes (`blink::Color::HueInterpolation`).
  private static func hueBlend(
    _ h1: Float, _ h2: Float, _ progress: Float, _ method: ColorInterpolation.HueMethod
  ) -> Float {
    var (h1, h2) = (h1, h2)
    let difference = h2 - h1
    switch method {
    case .shorter:
      if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
    case .longer:
      if difference > 0 && difference < 180 {
        h1 += 360
      } else if difference > -180 && difference <= 0 {
        h2 += 360
      }
    case .increasing:
      if h2 < h1 { h2 += 360 }
    case .decreasing:
      if h1 < h2 { h1 += 360 }
    }
    return FloatColorMath.unitDegrees(blend(h1, h2, progress))
  }

  /// A color's components in an interpolation space as Chromium stores them — floats, `hsl`'s
  /// and `hwb`'s as fractions — alpha fourth, and which are missing.
  struct InterpolationComponents {
    var values: [Float]
    var missing: [Bool]

    /// Multiplies the components but the hue by alpha and returns the alpha
    /// (`blink::Color::PremultiplyColor`); a missing alpha multiplies nothing.
    mutating func premultiply(hueIndex: Int?) -> Float {
      let alpha = values[3]
      if missing[3] { return alpha }
      for index in 0..<3 where index != hueIndex { values[index] *= alpha }
      values[3] = 1
      return alpha
    }
  }

  /// The color converted to an interpolation space as
  /// `blink::Color::ConvertToColorSpaceForInterpolation` does: the components missing in the
  /// color that have an analogous one in the target (CSS Color 4 §12.2) are missing there too;
  /// a hue is missing when the color has none — chroma at most 0.02 in `lch` and `oklch`,
  /// saturation exactly 0 in `hsl`, whiteness and blackness adding up to 1 or more in `hwb`,
  /// each computed in float, so that a gray converted from another space keeps the hue of its
  /// rounding error, as in Chromium.
  func interpolationComponents(in target: ColorInterpolation.Space) -> InterpolationComponents {
    let own = interpolationSpace
    let ownMissing = [missing.contains(.red), missing.contains(.green), missing.contains(.blue)]
    let alpha = [Float(alpha)]
    let alphaMissing = [missing.contains(.alpha)]
    if own == target {
      let values = [Float(c0), Float(c1), Float(c2)]
      return InterpolationComponents(values: values + alpha, missing: ownMissing + alphaMissing)
    }
    var values: [Float]
    var converted = [false, false, false]
    switch target {
    case .hsl:
      let hsl = FloatColorMath.srgbToHSL(floatSRGB)
      values = [hsl.0, hsl.1, hsl.2]
      converted[0] = hsl.1 == 0
    case .hwb:
      let hwb = FloatColorMath.srgbToHWB(floatSRGB)
      values = [hwb.0, hwb.1, hwb.2]
      converted[0] = hwb.1 + hwb.2 >= 1
    default:
      let source: FloatColorMath.Vector
      let sourceSpace: ColorSpace
      if isWrittenPolar || isLegacy {
        (source, sourceSpace) = (floatSRGB, .srgb)
      } else {
        (source, sourceSpace) = ((Float(c0), Float(c1), Float(c2)), space)
      }
      let result = FloatColorMath.convert(source, from: sourceSpace, to: target.colorSpace)
      values = [result.0, result.1, result.2]
      if target == .lch || target == .oklch { converted[2] = result.1 <= 0.02 }
    }
    let carried = Self.analogousMissing(ownMissing, from: own, to: target)
    for index in 0..<3 where carried[index] {
      values[index] = 0
      converted[index] = true
    }
    return InterpolationComponents(values: values + alpha, missing: converted + alphaMissing)
  }

  /// The space Chromium keeps the color in: a legacy color's `hsl` or `hwb` when written so.
  private var interpolationSpace: ColorInterpolation.Space {
    if !isWrittenPolar { return ColorInterpolation.Space(space) }
    return writtenPolarComponents(hwb: true) != nil ? .hwb : .hsl
  }

  /// The color in sRGB as Chromium's `ToSRGB` computes it, in float: a legacy `hsl()` or `hwb()`
  /// color from its components as written.
  var floatSRGB: FloatColorMath.Vector {
    let v: FloatColorMath.Vector = (Float(c0), Float(c1), Float(c2))
    if let hsl = writtenPolarComponents(hwb: false), isWrittenPolar {
      return FloatColorMath.hslToSRGB((Float(hsl[0]), v.1, v.2))
    }
    if isWrittenPolar { return FloatColorMath.hwbToSRGB(v) }
    if isLegacy { return v }
    return FloatColorMath.convert(v, from: space, to: .srgb)
  }

  /// Which of the target's components are missing because an analogous component of the
  /// color's own space is (`blink::Color::GetAnalogousMissingComponents`): the components of
  /// the RGB and XYZ spaces among themselves, lightness, chroma and saturation, hue (from
  /// `lch` and `oklch` to `hwb` too, as Chromium 156 carries it); and a
  /// color's whole chroma — `a` and `b` both missing, or chroma (saturation) and hue both
  /// missing — carried between the rectangular and polar forms, as Chromium 156 does
  /// (`color-mix(in lab, red, hsl(none none 25%))` keeps red's `a` and `b`).
  static func analogousMissing(
    _ missing: [Bool], from source: ColorInterpolation.Space, to target: ColorInterpolation.Space
  ) -> [Bool] {
    func rectangular(_ s: ColorInterpolation.Space) -> Bool { s == .lab || s == .oklab }
    func polar(_ s: ColorInterpolation.Space) -> Bool { s == .lch || s == .oklch }
    func rgbOrXYZ(_ s: ColorInterpolation.Space) -> Bool {
      !rectangular(s) && !polar(s) && s != .hsl && s != .hwb
    }
    if rgbOrXYZ(source) && rgbOrXYZ(target) { return missing }
    if rectangular(source) {
      let chroma = missing[1] && missing[2]
      if rectangular(target) { return missing }
      if polar(target) { return [missing[0], chroma, chroma] }
      if target == .hsl { return [chroma, chroma, missing[0]] }
    }
    if polar(source) {
      if polar(target) { return missing }
      if target == .hsl { return [missing[2], missing[1], missing[0]] }
      if target == .hwb { return [missing[2], false, false] }
      if rectangular(target) {
        let chroma = missing[1] && missing[2]
        return [missing[0], chroma, chroma]
      }
    }
    if source == .hsl {
      if polar(target) { return [missing[2], missing[1], missing[0]] }
      if rectangular(target) {
        let chroma = missing[0] && missing[1]
        return [missing[2], chroma, chroma]
      }
      if target == .hwb { return [missing[0], false, false] }
    }
    if source == .hwb {
      if target == .hsl { return [missing[0], false, false] }
      if polar(target) { return [false, false, missing[0]] }
    }
    return [false, false, false]
  }
}
