import Foundation

/// Color conversions as Chromium computes them: in 32-bit floats, through CIE XYZ D50, with
/// skcms's matrices (ICC's fixed-point sRGB matrix, the Bradford adaptation to skcms's D50
/// white, ProPhoto's matrix made from its primaries) and transfer functions, and Lab's D50 white
/// rounded to four digits. A color far out of gamut, mixed through several spaces, comes out of
/// this arithmetic up to 2 % away from CSS Color 4's double-precision sample code; Chromium's is
/// what a designer sees and what SkinKit promises, so it is computed the same way, each step
/// rounded to `Float` where Chromium's `blink::Color` or `gfx::` keep a float.
///
/// Sources, read in Chromium's repository and checked against Chromium 156's output:
/// `ui/gfx/color_conversions.cc` (Lab, OKLab, LCH, HSL, HWB), `skia/ext/skcms_ext.cc` (matrix
/// and transfer function application, `std::pow` rather than skcms's approximations),
/// `modules/skcms/skcms.cc` (`skcms_Matrix3x3_invert` in double, `skcms_AdaptToXYZD50`,
/// `skcms_PrimariesToXYZD50`), `SkColorSpace.h` (the named gamuts and transfer functions) and
/// `blink::Color::ConvertToColorSpace` (which conversion goes which way).
enum FloatColorMath {
  typealias Vector = (Float, Float, Float)

  /// A row-major 3×3 matrix, as `skcms_Matrix3x3`.
  struct Matrix {
    var rows: (Vector, Vector, Vector)

    init(_ r0: Vector, _ r1: Vector, _ r2: Vector) { rows = (r0, r1, r2) }

    /// `m × v`, each row summed left to right in float (`skcms::Matrix3x3_apply`).
    func apply(_ v: Vector) -> Vector {
      (
        rows.0.0 * v.0 + rows.0.1 * v.1 + rows.0.2 * v.2,
        rows.1.0 * v.0 + rows.1.1 * v.1 + rows.1.2 * v.2,
        rows.2.0 * v.0 + rows.2.1 * v.1 + rows.2.2 * v.2
      )
    }

    /// `self × other` in float (`skcms_Matrix3x3_concat`).
    func concat(_ other: Matrix) -> Matrix {
      let columns = (
        (other.rows.0.0, other.rows.1.0, other.rows.2.0),
        (other.rows.0.1, other.rows.1.1, other.rows.2.1),
        (other.rows.0.2, other.rows.1.2, other.rows.2.2)
      )
      func row(_ r: Vector) -> Vector {
        (
          r.0 * columns.0.0 + r.1 * columns.0.1 + r.2 * columns.0.2,
          r.0 * columns.1.0 + r.1 * columns.1.1 + r.2 * columns.1.2,
          r.0 * columns.2.0 + r.1 * columns.2.1 + r.2 * columns.2.2
        )
      }
      return Matrix(row(rows.0), row(rows.1), row(rows.2))
    }

    /// The inverse, computed in double by cofactors and rounded to float
    /// (`skcms_Matrix3x3_invert`).
    var inverted: Matrix {
      let a00 = Double(rows.0.0)
      let a01 = Double(rows.1.0)
      let a02 = Double(rows.2.0)
      let a10 = Double(rows.0.1)
      let a11 = Double(rows.1.1)
      let a12 = Double(rows.2.1)
      let a20 = Double(rows.0.2)
      let a21 = Double(rows.1.2)
      let a22 = Double(rows.2.2)
      var b0 = a00 * a11 - a01 * a10
      var b1 = a00 * a12 - a02 * a10
      var b2 = a01 * a12 - a02 * a11
      var (b3, b4, b5) = (a20, a21, a22)
      let inverse = 1 / (b0 * b5 - b1 * b4 + b2 * b3)
      b0 *= inverse
      b1 *= inverse
      b2 *= inverse
      b3 *= inverse
      b4 *= inverse
      b5 *= inverse
      return Matrix(
        (Float(a11 * b5 - a12 * b4), Float(a12 * b3 - a10 * b5), Float(a10 * b4 - a11 * b3)),
        (Float(a02 * b4 - a01 * b5), Float(a00 * b5 - a02 * b3), Float(a01 * b3 - a00 * b4)),
        (Float(b2), Float(-b1), Float(b0)))
    }
  }

  /// `skcms_TransferFunction`: `sign(x) · (c|x| + f)` below `d`, `sign(x) · ((a|x| + b)^g + e)`
  /// from `d` on.
  struct TransferFunction {
    var g: Float, a: Float, b: Float, c: Float, d: Float, e: Float, f: Float

    init(
      g: Float, a: Float, b: Float = 0, c: Float = 0, d: Float = 0, e: Float = 0, f: Float = 0
    ) {
      (self.g, self.a, self.b, self.c, self.d, self.e, self.f) = (g, a, b, c, d, e, f)
    }

    /// The function at `x`, with `powf` (`skcms::TransferFunction_eval` in `skcms_ext.cc`).
    func callAsFunction(_ x: Float) -> Float {
      let sign: Float = x < 0 ? -1 : 1
      let magnitude = abs(x)
      if magnitude <= d { return sign * (c * magnitude + f) }
      let base = max(a * magnitude + b, 0)
      if g == 1 { return sign * (base + e) }
      return sign * (pow(base, g) + e)
    }

    /// The inverse function, solved for the same piecewise form and adjusted so that the
    /// inverse of `self(1)` is exactly 1 (`skcms::TransferFunction_invert`, with `powf`).
    var inverted: TransferFunction {
      inverted(power: { pow($0, $1) }, value: { $0($1) })
    }

    /// The inverse computed with a power function and an evaluation of `self` of one's own:
    /// `skcms_TransferFunction_invert`'s algorithm, which `skcms_ext.cc` repeats with `powf`.
    func inverted(
      power: (Float, Float) -> Float, value: (TransferFunction, Float) -> Float
    ) -> TransferFunction {
      var inverse = TransferFunction(g: 0, a: 0)
      inverse.d = c * d + f
      if inverse.d > 0 {
        inverse.c = 1 / c
        inverse.f = -f / c
      }
      let k = power(a, -g)
      inverse.g = 1 / g
      inverse.a = k
      inverse.b = -k * e
      inverse.e = -b / a
      if inverse.a * inverse.d + inverse.b < 0 { inverse.b = -inverse.a * inverse.d }
      var s = value(self, 1)
      let sign: Float = s < 0 ? -1 : 1
      s *= sign
      if s < inverse.d {
        inverse.f = 1 - sign * inverse.c * s
      } else {
        inverse.e = 1 - sign * power(inverse.a * s + inverse.b, inverse.g)
      }
      return inverse
    }

    func apply(_ v: Vector) -> Vector { (self(v.0), self(v.1), self(v.2)) }
  }

  // MARK: Gamuts and transfer functions (SkColorSpace.h)

  static let sRGBCurve = TransferFunction(
    g: 2.4, a: Float(1 / 1.055), b: Float(0.055 / 1.055), c: Float(1 / 12.92), d: 0.04045)
  static let sRGBInverseCurve = sRGBCurve.inverted
  static let gamma22 = TransferFunction(g: 2.2, a: 1)
  static let gamma22Inverse = gamma22.inverted
  static let prophotoCurve = TransferFunction(g: 1.8, a: 1)
  static let prophotoInverseCurve = prophotoCurve.inverted
  static let rec2020Curve = TransferFunction(
    g: 2.22222, a: 0.909672, b: 0.0903276, c: 0.222222, d: 0.0812429)
  static let rec2020InverseCurve = rec2020Curve.inverted

  /// `SkNamedGamut::kSRGB`: ICC's 16.16 fixed-point matrix.
  static let sRGBToXYZD50 = Matrix(
    (0.436065674, 0.385147095, 0.143066406),
    (0.222488403, 0.716873169, 0.060607910),
    (0.013916016, 0.097076416, 0.714096069))
  static let xyzD50ToSRGB = sRGBToXYZD50.inverted
  static let p3ToXYZD50 = Matrix(
    (0.515102, 0.291965, 0.157153),
    (0.241182, 0.692236, 0.0665819),
    (-0.00104941, 0.0418818, 0.784378))
  static let xyzD50ToP3 = p3ToXYZD50.inverted
  /// `SkNamedGamut::kAdobeRGB`, 16.16 fixed point.
  static let a98ToXYZD50 = Matrix(
    (fixed(0x9c18), fixed(0x348d), fixed(0x2631)),
    (fixed(0x4fa5), fixed(0xa02c), fixed(0x102f)),
    (fixed(0x04fc), fixed(0x0f95), fixed(0xbe9c)))
  static let xyzD50ToA98 = a98ToXYZD50.inverted
  static let rec2020ToXYZD50 = Matrix(
    (0.673459, 0.165661, 0.125100),
    (0.279033, 0.675338, 0.0456288),
    (-0.00193139, 0.0299794, 0.797162))
  static let xyzD50ToRec2020 = rec2020ToXYZD50.inverted
  /// `SkNamedPrimaries::kProPhotoRGB.toXYZD50`.
  static let prophotoToXYZD50 = primariesToXYZD50(
    red: (0.7347, 0.2653), green: (0.1596, 0.8404), blue: (0.0366, 0.0001),
    white: (0.34567, 0.35850))
  static let xyzD50ToProphoto = prophotoToXYZD50.inverted
  /// `skcms_AdaptToXYZD50(0.3127, 0.3290)`: XYZ D65 to D50.
  static let d65ToD50 = adaptationToD50(white: (0.3127, 0.3290))
  static let d50ToD65 = d65ToD50.inverted

  private static func fixed(_ value: Int32) -> Float { Float(value) * (1 / 65536) }

  /// The Bradford adaptation from a white point (x, y) to skcms's D50 (`skcms_AdaptToXYZD50`).
  static func adaptationToD50(white: (Float, Float)) -> Matrix {
    let (wx, wy) = white
    let source: Vector = (wx / wy, 1, (1 - wx - wy) / wy)
    let d50: Vector = (0.96422, 1, 0.82521)
    let xyzToLMS = Matrix(
      (0.8951, 0.2664, -0.1614), (-0.7502, 1.7135, 0.0367), (0.0389, -0.0685, 1.0296))
    let lmsToXYZ = Matrix(
      (0.9869929, -0.1470543, 0.1599627), (0.4323053, 0.5183603, 0.0492912),
      (-0.0085287, 0.0400428, 0.9684867))
    let sourceCone = xyzToLMS.apply(source)
    let destinationCone = xyzToLMS.apply(d50)
    let scale = Matrix(
      (destinationCone.0 / sourceCone.0, 0, 0), (0, destinationCone.1 / sourceCone.1, 0),
      (0, 0, destinationCone.2 / sourceCone.2))
    return lmsToXYZ.concat(scale.concat(xyzToLMS))
  }

  /// The matrix to XYZ D50 of primaries and a white point (`skcms_PrimariesToXYZD50`).
  static func primariesToXYZD50(
    red: (Float, Float), green: (Float, Float), blue: (Float, Float), white: (Float, Float)
  ) -> Matrix {
    let primaries = Matrix(
      (red.0, green.0, blue.0), (red.1, green.1, blue.1),
      (1 - red.0 - red.1, 1 - green.0 - green.1, 1 - blue.0 - blue.1))
    let (wx, wy) = white
    let scale = primaries.inverted.apply((wx / wy, 1, (1 - wx - wy) / wy))
    let toXYZ = primaries.concat(Matrix((scale.0, 0, 0), (0, scale.1, 0), (0, 0, scale.2)))
    return adaptationToD50(white: white).concat(toXYZ)
  }
}
