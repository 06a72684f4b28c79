import Foundation

/// A color space of CSS Color 4 (§10), in which a ``StyleColor`` keeps its components.
///
/// Conversions are Chromium's (``FloatColorMath``): in 32-bit floats through CIE XYZ D50, with
/// skcms's matrices, which CSS Color 4's double-precision sample code (§18) approaches within
/// 10⁻⁵ in gamut and up to 2 % far outside it.
///
/// `ColorSpace.oklch.convert((0.627955, 0.257683, 29.2339), to: .srgb)` is red within
/// 3·10⁻⁴, `(0.999952, 0.000238, 0.000182)` as Chromium prints it.
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

  /// Components in this space, converted to `target` as Chromium converts them: in 32-bit
  /// floats, through CIE XYZ D50 (``FloatColorMath``).
  package func convert(_ components: (Double, Double, Double), to target: ColorSpace) -> (
    Double, Double, Double
  ) {
    if target == self { return components }
    return FloatColorMath.convert(components, from: self, to: target)
  }
}
