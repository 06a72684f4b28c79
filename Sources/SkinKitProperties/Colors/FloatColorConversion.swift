import Foundation

extension FloatColorMath {
  /// Components in `source`, converted to `target` as `blink::Color::ConvertToColorSpace`
  /// does: OKLCH from OKLab and LCH from Lab by their polar form alone (the hue of an OKLab
  /// color then keeps `atan2`'s sign, as Chromium leaves it), Lab from LCH and OKLab from
  /// OKLCH likewise, sRGB from sRGB-linear by skcms's approximate curve, everything else
  /// through XYZ D50. Every component is rounded to `Float` first, as `blink::Color` stores it.
  static func convert(
    _ components: (Double, Double, Double), from source: ColorSpace, to target: ColorSpace
  )
    -> (Double, Double, Double)
  {
    let v: Vector = (Float(components.0), Float(components.1), Float(components.2))
    let result = convert(v, from: source, to: target)
    return (Double(result.0), Double(result.1), Double(result.2))
  }

  static func convert(_ v: Vector, from source: ColorSpace, to target: ColorSpace) -> Vector {
    if source == target { return v }
    switch target {
    case .srgb:
      if source == .srgbLinear { return SkcmsCurve.apply(SkcmsCurve.sRGBInverse, v) }
      return sRGBInverseCurve.apply(xyzD50ToSRGB.apply(toXYZD50(v, from: source)))
    case .srgbLinear: return xyzD50ToSRGB.apply(toXYZD50(v, from: source))
    case .displayP3: return sRGBInverseCurve.apply(xyzD50ToP3.apply(toXYZD50(v, from: source)))
    case .a98RGB: return gamma22Inverse.apply(xyzD50ToA98.apply(toXYZD50(v, from: source)))
    case .prophotoRGB:
      return prophotoInverseCurve.apply(xyzD50ToProphoto.apply(toXYZD50(v, from: source)))
    case .rec2020:
      return rec2020InverseCurve.apply(xyzD50ToRec2020.apply(toXYZD50(v, from: source)))
    case .xyzD50: return toXYZD50(v, from: source)
    case .xyzD65: return d50ToD65.apply(toXYZD50(v, from: source))
    case .lab: return source == .lch ? lchToLab(v) : xyzD50ToLab(toXYZD50(v, from: source))
    case .oklab:
      return source == .oklch ? lchToLab(v) : xyzD50ToOklab(toXYZD50(v, from: source))
    case .lch:
      let lch = labToLCH(source == .lab ? v : xyzD50ToLab(toXYZD50(v, from: source)))
      return (lch.0, lch.1, unitDegrees(lch.2))
    case .oklch:
      if source == .oklab { return labToLCH(v) }
      let lch = labToLCH(xyzD50ToOklab(toXYZD50(v, from: source)))
      return (lch.0, lch.1, unitDegrees(lch.2))
    }
  }

  /// CIE XYZ D50 of components in a space (`blink::Color::ToXYZD50`): an RGB space's curve,
  /// then its matrix.
  static func toXYZD50(_ v: Vector, from source: ColorSpace) -> Vector {
    switch source {
    case .srgb: sRGBToXYZD50.apply(sRGBCurve.apply(v))
    case .srgbLinear: sRGBToXYZD50.apply(v)
    case .displayP3: p3ToXYZD50.apply(sRGBCurve.apply(v))
    case .a98RGB: a98ToXYZD50.apply(gamma22.apply(v))
    case .prophotoRGB: prophotoToXYZD50.apply(prophotoCurve.apply(v))
    case .rec2020: rec2020ToXYZD50.apply(rec2020Curve.apply(v))
    case .xyzD50: v
    case .xyzD65: d65ToD50.apply(v)
    case .lab: labToXYZD50(v)
    case .lch: labToXYZD50(lchToLab(v))
    case .oklab: oklabToXYZD50(v)
    case .oklch: oklabToXYZD50(lchToLab(v))
    }
  }
}

/// skcms's own transfer function arithmetic, which Chromium still uses to turn an
/// `srgb-linear` color into sRGB (`blink::Color::ToSRGB`): `powf` approximated from the float's
/// bits (`log2f_`, `exp2f_`, `powf_` in `skcms.cc`), up to 6·10⁻⁵ above the exact curve.
enum SkcmsCurve {
  typealias Curve = FloatColorMath.TransferFunction

  /// The inverse of the sRGB curve as `skcms_TransferFunction_invert` makes it.
  static let sRGBInverse: Curve = invert(FloatColorMath.sRGBCurve)

  static func log2(_ x: Float) -> Float {
    let bits = Int32(bitPattern: x.bitPattern)
    let e = Float(bits) * (1 / Float(1 << 23))
    let m = Float(bitPattern: (UInt32(bitPattern: bits) & 0x007f_ffff) | 0x3f00_0000)
    let linear: Float = e - 124.225514990 - 1.498030302 * m
    return linear - 1.725879990 / (0.3520887068 + m)
  }

  static func exp2(_ x: Float) -> Float {
    if x > 128 { return .infinity }
    if x < -127 { return 0 }
    let fraction = x - x.rounded(.down)
    let polynomial: Float = x + 121.274057500 - 1.490129070 * fraction
    let bits = Float(1 << 23) * (polynomial + 27.728023300 / (4.84252568 - fraction))
    if bits >= Float(Int32.max) { return .infinity }
    if bits < 0 { return 0 }
    return Float(bitPattern: UInt32(bitPattern: Int32(bits)))
  }

  static func pow(_ x: Float, _ y: Float) -> Float {
    if x <= 0 { return 0 }
    if x == 1 { return 1 }
    return exp2(log2(x) * y)
  }

  /// The curve applied to each component as skcms evaluates it.
  static func apply(_ curve: Curve, _ v: FloatColorMath.Vector) -> FloatColorMath.Vector {
    (eval(curve, v.0), eval(curve, v.1), eval(curve, v.2))
  }

  /// `skcms_TransferFunction_eval` for an sRGB-like curve.
  static func eval(_ curve: Curve, _ x: Float) -> Float {
    let sign: Float = x < 0 ? -1 : 1
    let magnitude = x * sign
    if magnitude < curve.d { return sign * (curve.c * magnitude + curve.f) }
    return sign * (pow(curve.a * magnitude + curve.b, curve.g) + curve.e)
  }

  static func invert(_ source: Curve) -> Curve {
    source.inverted(power: pow, value: eval)
  }
}
