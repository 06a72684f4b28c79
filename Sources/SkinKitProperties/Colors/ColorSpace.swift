import Foundation

/// A color space of CSS Color 4 (§10), in which a ``StyleColor`` keeps its components.
///
/// Conversions go through CIE XYZ (D65, with the Bradford transform to and from D50 for
/// `lab`, `lch`, `prophoto-rgb` and `xyz-d50`) with the matrices and transfer functions of
/// CSS Color 4's sample code (§18), in `Double`.
///
/// `ColorSpace.oklch.convert((0.627955, 0.257683, 29.2339), to: .srgb)` is red, `(1, 0, 0)`
/// within 10⁻⁶.
package enum ColorSpace: UInt8, Sendable, Hashable, CaseIterable {
  case srgb = 1
  case srgbLinear
  case displayP3
  case a98RGB
  case prophotoRGB
  case rec2020
  case xyzD50
  case xyzD65
  case lab
  case lch
  case oklab
  case oklch

  /// The name CSS writes (`color(display-p3 …)`, `oklch(…)`, `color-mix(in lab, …)`).
  package var name: String {
    switch self {
    case .srgb: "srgb"
    case .srgbLinear: "srgb-linear"
    case .displayP3: "display-p3"
    case .a98RGB: "a98-rgb"
    case .prophotoRGB: "prophoto-rgb"
    case .rec2020: "rec2020"
    case .xyzD50: "xyz-d50"
    case .xyzD65: "xyz-d65"
    case .lab: "lab"
    case .lch: "lch"
    case .oklab: "oklab"
    case .oklch: "oklch"
    }
  }

  /// The space `color(NAME …)` names (`xyz` is `xyz-d65`); `nil` for another name.
  package init?(predefined name: String) {
    switch name.asciiLowercased {
    case "srgb": self = .srgb
    case "srgb-linear": self = .srgbLinear
    case "display-p3": self = .displayP3
    case "a98-rgb": self = .a98RGB
    case "prophoto-rgb": self = .prophotoRGB
    case "rec2020": self = .rec2020
    case "xyz", "xyz-d65": self = .xyzD65
    case "xyz-d50": self = .xyzD50
    default: return nil
    }
  }

  /// Whether `color(…)` writes it (rather than a function of its own name).
  package var isPredefined: Bool { rawValue <= ColorSpace.xyzD65.rawValue }

  /// Whether the third component is a hue (`lch`, `oklch`).
  package var hasHue: Bool { self == .lch || self == .oklch }

  /// Components in this space, converted to `target`.
  package func convert(_ components: (Double, Double, Double), to target: ColorSpace) -> (
    Double, Double, Double
  ) {
    if target == self { return components }
    if self == .srgb, target == .srgbLinear { return ColorMath.map(components, ColorMath.linear) }
    return target.fromXYZD65(toXYZD65(components))
  }

  /// CIE XYZ (D65) of components in this space.
  func toXYZD65(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    switch self {
    case .srgb: ColorMath.multiply(ColorMath.sRGBToXYZ, ColorMath.map(c, ColorMath.linear))
    case .srgbLinear: ColorMath.multiply(ColorMath.sRGBToXYZ, c)
    case .displayP3: ColorMath.multiply(ColorMath.p3ToXYZ, ColorMath.map(c, ColorMath.linear))
    case .a98RGB: ColorMath.multiply(ColorMath.a98ToXYZ, ColorMath.map(c, ColorMath.a98Linear))
    case .prophotoRGB:
      ColorMath.multiply(
        ColorMath.d50ToD65,
        ColorMath.multiply(ColorMath.prophotoToXYZ, ColorMath.map(c, ColorMath.prophotoLinear)))
    case .rec2020:
      ColorMath.multiply(ColorMath.rec2020ToXYZ, ColorMath.map(c, ColorMath.rec2020Linear))
    case .xyzD50: ColorMath.multiply(ColorMath.d50ToD65, c)
    case .xyzD65: c
    case .lab: ColorMath.multiply(ColorMath.d50ToD65, ColorMath.labToXYZD50(c))
    case .lch: ColorSpace.lab.toXYZD65(ColorMath.polarToRectangular(c))
    case .oklab: ColorMath.oklabToXYZ(c)
    case .oklch: ColorMath.oklabToXYZ(ColorMath.polarToRectangular(c))
    }
  }

  /// Components in this space of a CIE XYZ (D65) color.
  func fromXYZD65(_ xyz: (Double, Double, Double)) -> (Double, Double, Double) {
    switch self {
    case .srgb: ColorMath.map(ColorMath.multiply(ColorMath.xyzToSRGB, xyz), ColorMath.gamma)
    case .srgbLinear: ColorMath.multiply(ColorMath.xyzToSRGB, xyz)
    case .displayP3: ColorMath.map(ColorMath.multiply(ColorMath.xyzToP3, xyz), ColorMath.gamma)
    case .a98RGB: ColorMath.map(ColorMath.multiply(ColorMath.xyzToA98, xyz), ColorMath.a98Gamma)
    case .prophotoRGB:
      ColorMath.map(
        ColorMath.multiply(ColorMath.xyzToProphoto, ColorMath.multiply(ColorMath.d65ToD50, xyz)),
        ColorMath.prophotoGamma)
    case .rec2020:
      ColorMath.map(ColorMath.multiply(ColorMath.xyzToRec2020, xyz), ColorMath.rec2020Gamma)
    case .xyzD50: ColorMath.multiply(ColorMath.d65ToD50, xyz)
    case .xyzD65: xyz
    case .lab: ColorMath.xyzD50ToLab(ColorMath.multiply(ColorMath.d65ToD50, xyz))
    case .lch: ColorMath.rectangularToPolar(ColorSpace.lab.fromXYZD65(xyz))
    case .oklab: ColorMath.xyzToOklab(xyz)
    case .oklch: ColorMath.rectangularToPolar(ColorMath.xyzToOklab(xyz))
    }
  }
}

/// CSS Color 4's conversion sample code (§18): matrices, transfer functions, Lab and OKLab.
enum ColorMath {
  typealias Vector = (Double, Double, Double)
  typealias Matrix = (Vector, Vector, Vector)

  static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
    (
      m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
      m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
      m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
    )
  }

  static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

  /// The sRGB (and display-p3) transfer function, inverted: gamma-encoded to linear light,
  /// extended to negative values by symmetry.
  static func linear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// The sRGB transfer function: linear light to gamma-encoded.
  static func gamma(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
    return value < 0 ? -encoded : encoded
  }

  static func a98Linear(_ value: Double) -> Double {
    value < 0 ? -pow(-value, 563 / 256) : pow(value, 563 / 256)
  }

  static func a98Gamma(_ value: Double) -> Double {
    value < 0 ? -pow(-value, 256 / 563) : pow(value, 256 / 563)
  }

  /// ProPhoto RGB's transfer function as Chromium applies it: a pure 1.8 power (skcms's
  /// named ProPhoto curve), without the linear segment below 1/512 that CSS Color 4's sample
  /// code has; `color(prophoto-rgb 0.019 0.019 0.019)` is sRGB 0.0103, not 0.0153.
  static func prophotoLinear(_ value: Double) -> Double {
    value < 0 ? -pow(-value, 1.8) : pow(value, 1.8)
  }

  static func prophotoGamma(_ value: Double) -> Double {
    value < 0 ? -pow(-value, 1 / 1.8) : pow(value, 1 / 1.8)
  }

  static let rec2020Alpha = 1.09929682680944
  static let rec2020Beta = 0.018053968510807

  static func rec2020Linear(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude < rec2020Beta * 4.5 { return value / 4.5 }
    let linear = pow((magnitude + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
    return value < 0 ? -linear : linear
  }

  static func rec2020Gamma(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude > rec2020Beta {
      let encoded = rec2020Alpha * pow(magnitude, 0.45) - (rec2020Alpha - 1)
      return value < 0 ? -encoded : encoded
    }
    return 4.5 * value
  }

  static let sRGBToXYZ: Matrix = (
    (506752 / 1228815, 87881 / 245763, 12673 / 70218),
    (87098 / 409605, 175762 / 245763, 12673 / 175545),
    (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
  )
  static let xyzToSRGB: Matrix = (
    (12831 / 3959, -329 / 214, -1974 / 3959),
    (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    (705 / 12673, -2585 / 12673, 705 / 667)
  )
  static let p3ToXYZ: Matrix = (
    (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
    (35783 / 156275, 247089 / 357200, 198249 / 2500400),
    (0, 32229 / 714400, 5220557 / 5000800)
  )
  static let xyzToP3: Matrix = (
    (446124 / 178915, -333277 / 357830, -72051 / 178915),
    (-14852 / 17905, 63121 / 35810, 423 / 17905),
    (11844 / 330415, -50337 / 660830, 316169 / 330415)
  )
  static let a98ToXYZ: Matrix = (
    (573536 / 994567, 263643 / 1420810, 187206 / 994567),
    (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
    (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
  )
  static let xyzToA98: Matrix = (
    (1829569 / 896150, -506331 / 896150, -308931 / 896150),
    (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    (16779 / 1248040, -147721 / 1248040, 1266979 / 1248040)
  )
  static let prophotoToXYZ: Matrix = (
    (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    (0, 0, 0.82510460251046020)
  )
  static let xyzToProphoto: Matrix = (
    (1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
    (-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
    (0, 0, 1.21196754563894520)
  )
  static let rec2020ToXYZ: Matrix = (
    (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
    (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
    (0, 19567812 / 697040785, 295819943 / 278816314)
  )
  static let xyzToRec2020: Matrix = (
    (30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100),
    (-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200),
    (792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125)
  )
  /// Bradford chromatic adaptation.
  static let d65ToD50: Matrix = (
    (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
    (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
    (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
  )
  static let d50ToD65: Matrix = (
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
  )
  static let d50White: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  static let labEpsilon = 216.0 / 24389
  static let labKappa = 24389.0 / 27

  static func xyzD50ToLab(_ xyz: Vector) -> Vector {
    func f(_ value: Double) -> Double {
      value > labEpsilon ? cbrt(value) : (labKappa * value + 16) / 116
    }
    let f0 = f(xyz.0 / d50White.0)
    let f1 = f(xyz.1 / d50White.1)
    let f2 = f(xyz.2 / d50White.2)
    return (116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
  }

  static func labToXYZD50(_ lab: Vector) -> Vector {
    let f1 = (lab.0 + 16) / 116
    let f0 = lab.1 / 500 + f1
    let f2 = f1 - lab.2 / 200
    let x = pow(f0, 3) > labEpsilon ? pow(f0, 3) : (116 * f0 - 16) / labKappa
    let y = lab.0 > labKappa * labEpsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / labKappa
    let z = pow(f2, 3) > labEpsilon ? pow(f2, 3) : (116 * f2 - 16) / labKappa
    return (x * d50White.0, y * d50White.1, z * d50White.2)
  }

  static let xyzToLMS: Matrix = (
    (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
  )
  static let lmsToOklab: Matrix = (
    (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
  )
  static let lmsToXYZ: Matrix = (
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
  )
  static let oklabToLMS: Matrix = (
    (1, 0.3963377773761749, 0.2158037573099136),
    (1, -0.1055613458156586, -0.0638541728258133),
    (1, -0.0894841775298119, -1.2914855480194092)
  )

  static func xyzToOklab(_ xyz: Vector) -> Vector {
    multiply(lmsToOklab, map(multiply(xyzToLMS, xyz), cbrt))
  }

  static func oklabToXYZ(_ oklab: Vector) -> Vector {
    multiply(lmsToXYZ, map(multiply(oklabToLMS, oklab)) { $0 * $0 * $0 })
  }

  /// Lab-like `(l, a, b)` as `(l, chroma, hue in degrees 0..<360)`.
  static func rectangularToPolar(_ v: Vector) -> Vector {
    var hue = atan2(v.2, v.1) * 180 / Double.pi
    if hue < 0 { hue += 360 }
    return (v.0, (v.1 * v.1 + v.2 * v.2).squareRoot(), hue)
  }

  static func polarToRectangular(_ v: Vector) -> Vector {
    let radians = v.2 * Double.pi / 180
    return (v.0, v.1 * cos(radians), v.1 * sin(radians))
  }
}
