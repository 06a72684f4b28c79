import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor (`@unchecked Sendable` as the SDK
/// declares it: immutable)
open class UIColor: @unchecked Sendable {
  /// Extended sRGB components, which `getRed(_:green:blue:alpha:)` reads.
  let components: (CGFloat, CGFloat, CGFloat, CGFloat)
  /// The display P3 components the color was made from, if it was.
  public let displayP3: (CGFloat, CGFloat, CGFloat)?

  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    displayP3 = nil
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    displayP3 = (displayP3Red, green, blue)
    let srgb = Self.extendedSRGB(fromDisplayP3: (displayP3Red, green, blue))
    components = (srgb.0, srgb.1, srgb.2, alpha)
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
  /// (components in the extended sRGB color space).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.0
    green?.pointee = components.1
    blue?.pointee = components.2
    alpha?.pointee = components.3
    return true
  }

  /// Display P3 to extended sRGB: both use sRGB's transfer function (extended to negative
  /// values by symmetry); the linear conversion goes through XYZ (D65).
  static func extendedSRGB(fromDisplayP3 p3: (CGFloat, CGFloat, CGFloat))
    -> (CGFloat, CGFloat, CGFloat)
  {
    func linear(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -result : result
    }
    func encoded(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result =
        magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return value < 0 ? -result : result
    }
    let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
    // The P3-to-sRGB matrix (both D65): sRGB's XYZ-to-RGB times P3's RGB-to-XYZ.
    let red = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
    let green = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
    let blue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    return (encoded(red), encoded(green), encoded(blue))
  }
}

/// https://developer.apple.com/documentation/uikit/uifont (`@unchecked Sendable` as the SDK
/// declares it: immutable)
open class UIFont: @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/fontname
  public let fontName: String
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  public let pointSize: CGFloat
  /// The weight a system font was made with (the SDK reads it from the font's traits).
  public let systemWeight: Weight?

  init(fontName: String, pointSize: CGFloat, systemWeight: Weight?) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.systemWeight = systemWeight
  }

  /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — `nil` for a
  /// font not installed (the driver's ``StandInDriver/installedFontNames``).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard StandInDriver.installedFontNames.contains(fontName) else { return nil }
    self.init(fontName: fontName, pointSize: fontSize, systemWeight: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: ".SFUI", pointSize: fontSize, systemWeight: weight)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    // The values the SDK's constants have.
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}
