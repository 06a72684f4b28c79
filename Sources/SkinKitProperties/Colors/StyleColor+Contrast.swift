import Foundation

// Contrast between two colors, by the two measures accessibility audits use: WCAG 2.2's
// contrast ratio and APCA's lightness contrast (Lc).
//
// Both measures are defined on sRGB colors. A color outside sRGB (`color(display-p3 …)`,
// `oklch()`, an `hsl()` with saturation above 100%) is measured as it is painted on an
// sRGB display: converted to sRGB and each channel clipped to 0…1 (``clippedToSRGB``, as
// Chromium paints it and as contrast checkers built on browsers read the painted pixel).
// Alpha is not part of either measure: a translucent color is measured once composited over
// what is behind it (`skss audit` composites text over its effective background first).

extension StyleColor {
  /// The relative luminance of WCAG 2.2 (its definition of "relative luminance"): each sRGB
  /// channel linearized (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), then
  /// weighted 0.2126, 0.7152 and 0.0722. From 0 (black) to 1 (white); the color is first
  /// clipped to sRGB and its alpha ignored.
  ///
  /// ```swift
  /// StyleColor.white.relativeLuminance              // 1
  /// StyleColor(rgb: 0x808080).relativeLuminance      // 0.21586050011389923
  /// ```
  public var relativeLuminance: Double {
    let (red, green, blue) = Self.clippedChannels(self)
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio of WCAG 2.2 between this color and `other`, whichever is lighter:
  /// `(L1 + 0.05) / (L2 + 0.05)` of their ``relativeLuminance``, from 1 (the same
  /// luminance) to 21 (black and white). WCAG's success criteria ask 4.5 for text, 3 for
  /// large text and for the parts of controls (1.4.3, 1.4.11), 7 and 4.5 at level AAA
  /// (1.4.6). The ratio is not rounded: 4.499 fails 4.5.
  ///
  /// ```swift
  /// StyleColor.black.contrastRatio(with: .white)                      // 21
  /// StyleColor(rgb: 0x767676).contrastRatio(with: .white) >= 4.5      // true
  /// ```
  public func contrastRatio(with other: StyleColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// APCA's lightness contrast (Lc) of this color as text on `background`, by the
  /// APCA-W3 algorithm 0.0.98G-4g (the constants of the `apca-w3` package, W3 licence):
  /// positive for dark text on a light background, negative for light text on a dark one
  /// (polarity matters: the two orders differ), about 106 for black on white and −108 for
  /// white on black, and 0 where the contrast is too low to measure. Guidance asks |Lc| 75
  /// for body text, 60 for other content text, 45 for large headings and controls.
  ///
  /// ```swift
  /// StyleColor(rgb: 0x888888).apcaContrast(onBackground: .white)   // 63.056469930209424
  /// StyleColor.white.apcaContrast(onBackground: StyleColor(rgb: 0x888888))   // -68.54146436644962
  /// ```
  public func apcaContrast(onBackground background: StyleColor) -> Double {
    APCA.contrast(text: APCA.luminance(self), background: APCA.luminance(background))
  }

  /// The sRGB channels clipped to 0…1.
  fileprivate static func clippedChannels(_ color: StyleColor) -> (Double, Double, Double) {
    let (red, green, blue) = color.srgbComponents
    func clip(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    return (clip(red), clip(green), clip(blue))
  }
}

/// APCA-W3 0.0.98G-4g: the screen luminance it estimates and its contrast prediction, with
/// the published constants (github.com/Myndex/apca-w3, README "Current APCA Constants").
private enum APCA {
  static let mainTRC = 2.4
  static let (redCoefficient, greenCoefficient, blueCoefficient) = (0.2126729, 0.7151522, 0.0721750)
  static let (normalBackground, normalText, reverseText, reverseBackground) = (
    0.56, 0.57, 0.62, 0.65
  )
  static let (blackThreshold, blackClamp) = (0.022, 1.414)
  static let (scale, lowOffset, lowClip, minimumDeltaY) = (1.14, 0.027, 0.1, 0.0005)

  /// APCA's `sRGBtoY`: each sRGB channel to the power 2.4 (a display's response, not the
  /// sRGB piecewise curve), weighted.
  static func luminance(_ color: StyleColor) -> Double {
    let (red, green, blue) = StyleColor.clippedChannels(color)
    return redCoefficient * pow(red, mainTRC) + greenCoefficient * pow(green, mainTRC)
      + blueCoefficient * pow(blue, mainTRC)
  }

  /// APCA's `APCAcontrast(txtY, bgY)`, unrounded, times 100.
  static func contrast(text: Double, background: Double) -> Double {
    // Soft clamp near black (flare).
    func clampBlack(_ y: Double) -> Double {
      y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
    }
    let textY = clampBlack(text)
    let backgroundY = clampBlack(background)
    guard abs(backgroundY - textY) >= minimumDeltaY else { return 0 }
    if backgroundY > textY {
      // Dark text on a light background.
      let sapc = (pow(backgroundY, normalBackground) - pow(textY, normalText)) * scale
      return sapc < lowClip ? 0 : (sapc - lowOffset) * 100
    }
    // Light text on a dark background: negative.
    let sapc = (pow(backgroundY, reverseBackground) - pow(textY, reverseText)) * scale
    return sapc > -lowClip ? 0 : (sapc + lowOffset) * 100
  }
}
