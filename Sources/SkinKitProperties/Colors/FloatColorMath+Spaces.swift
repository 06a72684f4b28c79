import Foundation

extension FloatColorMath {
  // MARK: Lab, OKLab, LCH (ui/gfx/color_conversions.cc)

  /// Lab's D50 white as `gfx::` writes it.
  static let labWhite: Vector = (0.9642, 1, 0.8251)

  static func labToXYZD50(_ lab: Vector) -> Vector {
    let y = (lab.0 + 16) / 116
    let x = y + lab.1 / 500
    let z = y - lab.2 / 200
    func inverse(_ t: Float) -> Float {
      t <= Float(24) / 116 ? (Float(108) / 841) * (t - Float(16) / 116) : t * t * t
    }
    return (inverse(x) * labWhite.0, inverse(y) * labWhite.1, inverse(z) * labWhite.2)
  }

  static func xyzD50ToLab(_ xyz: Vector) -> Vector {
    let limit = (Float(24) / 116) * (Float(24) / 116) * (Float(24) / 116)
    func f(_ t: Float) -> Float {
      t <= limit ? (Float(841) / 108) * t + Float(16) / 116 : pow(t, Float(1) / 3)
    }
    let x = f(xyz.0 / labWhite.0)
    let y = f(xyz.1 / labWhite.1)
    let z = f(xyz.2 / labWhite.2)
    return (116 * y - 16, 500 * (x - y), 200 * (y - z))
  }

  static let xyzD65ToLMS = Matrix(
    (0.8190224432164319, 0.3619062562801221, -0.12887378261216414),
    (0.0329836671980271, 0.9292868468965546, 0.03614466816999844),
    (0.048177199566046255, 0.26423952494422764, 0.6335478258136937))
  static let lmsToXYZD65 = xyzD65ToLMS.inverted
  static let oklabToLMS = Matrix(
    (0.99999999845051981432, 0.39633779217376785678, 0.21580375806075880339),
    (1.0000000088817607767, -0.1055613423236563494, -0.063854174771705903402),
    (1.0000000546724109177, -0.089484182094965759684, -1.2914855378640917399))
  static let lmsToOklab = oklabToLMS.inverted

  static func oklabToXYZD50(_ oklab: Vector) -> Vector {
    let lms = oklabToLMS.apply(oklab)
    let cubed = (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2)
    return d65ToD50.apply(lmsToXYZD65.apply(cubed))
  }

  static func xyzD50ToOklab(_ xyz: Vector) -> Vector {
    let cubed = xyzD65ToLMS.apply(d50ToD65.apply(xyz))
    func root(_ x: Float) -> Float { x < 0 ? -pow(-x, Float(1) / 3) : pow(x, Float(1) / 3) }
    return lmsToOklab.apply((root(cubed.0), root(cubed.1), root(cubed.2)))
  }

  /// π rounded to the nearest float, as `std::numbers::pi_v<float>` (Swift's `Float.pi` is
  /// rounded towards zero, one unit lower).
  static let pi = Float(Double.pi)

  static func lchToLab(_ lch: Vector) -> Vector {
    let radians = lch.2 * (pi / 180)
    return (lch.0, lch.1 * cos(radians), lch.1 * sin(radians))
  }

  /// `(l, chroma, hue)` with the hue as `atan2f` gives it (−180…180).
  static func labToLCH(_ lab: Vector) -> Vector {
    (lab.0, (lab.1 * lab.1 + lab.2 * lab.2).squareRoot(), atan2(lab.2, lab.1) * (180 / pi))
  }

  /// A hue folded into 0..<360 as `fmod(fmod(h, 360) + 360, 360)` in float.
  static func unitDegrees(_ hue: Float) -> Float {
    fmodf(fmodf(hue, 360) + 360, 360)
  }

  // MARK: HSL and HWB (fractions, hue in degrees)

  static func hslToSRGB(_ hsl: Vector) -> Vector {
    let (h, s, l) = hsl
    if s == 0 { return (l, l, l) }
    func channel(_ n: Float) -> Float {
      let k = Float(fmod(Double(n + h / 30), 12))
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  static func hwbToSRGB(_ hwb: Vector) -> Vector {
    let (h, w, b) = hwb
    if w + b >= 1 {
      let gray = w / (w + b)
      return (gray, gray, gray)
    }
    let base = hslToSRGB((h, 1, 0.5))
    func channel(_ c: Float) -> Float { c + (w - (w + b) * c) }
    return (channel(base.0), channel(base.1), channel(base.2))
  }

  /// The hue of sRGB channels (0 when they are equal), as `gfx::SRGBToHSL` and `SRGBToHue`.
  private static func hue(_ r: Float, _ g: Float, _ b: Float, max: Float, delta: Float) -> Float {
    var hue: Float
    if max == r {
      hue = (g - b) / delta + (g < b ? 6 : 0)
    } else if max == g {
      hue = (b - r) / delta + 2
    } else {
      hue = (r - g) / delta + 4
    }
    return hue * 60
  }

  static func srgbToHSL(_ rgb: Vector) -> Vector {
    let (r, g, b) = rgb
    let minimum = min(r, g, b)
    let maximum = max(r, g, b)
    var hue: Float = 0
    var saturation: Float = 0
    let lightness = midpoint(minimum, maximum)
    let delta = maximum - minimum
    if delta != 0 {
      saturation =
        lightness == 0 || lightness == 1
        ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
      hue = Self.hue(r, g, b, max: maximum, delta: delta)
    }
    if saturation < 0 {
      hue += 180
      saturation = abs(saturation)
    }
    if hue >= 360 { hue -= 360 }
    return (hue, saturation, lightness)
  }

  static func srgbToHWB(_ rgb: Vector) -> Vector {
    let (r, g, b) = rgb
    let minimum = min(r, g, b)
    let maximum = max(r, g, b)
    let delta = maximum - minimum
    var hue: Float = delta != 0 ? Self.hue(r, g, b, max: maximum, delta: delta) : 0
    if hue >= 360 { hue -= 360 }
    return (hue, minimum, 1 - maximum)
  }

  /// `std::midpoint` of two floats (libc++: their sum halved, where it cannot overflow).
  static func midpoint(_ a: Float, _ b: Float) -> Float {
    (a + b) / 2
  }
}
