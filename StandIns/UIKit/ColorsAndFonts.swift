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
  /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
  public let fontDescriptor: UIFontDescriptor

  init(fontName: String, pointSize: CGFloat, weight: Weight) {
    self.fontName = fontName
    self.pointSize = pointSize
    fontDescriptor = UIFontDescriptor(traits: [.weight: weight.rawValue])
  }

  /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — `nil` for a
  /// font not installed (the driver's ``StandInDriver/installedFontNames``).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard StandInDriver.installedFontNames.contains(fontName) else { return nil }
    self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) — the
  /// name differs per weight, as the SDK's (`.SFUI-Semibold`).
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(weight.rawValue)", pointSize: fontSize, weight: weight)
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

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: @unchecked Sendable {
  let traits: [TraitKey: Any]

  init(traits: [TraitKey: Any]) { self.traits = traits }

  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
  open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
    anAttribute == .traits ? traits : nil
  }

  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }

  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
}

/// https://developer.apple.com/documentation/uikit/uiimage (`@unchecked Sendable` as the SDK
/// declares it: immutable)
open class UIImage: @unchecked Sendable {
  /// The name it was found by (the driver's ``StandInDriver/imageName(of:)`` reads it).
  let name: String

  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:) — `nil` for an
  /// image not in the app's assets (the driver's ``StandInDriver/installedImageNames``).
  public init?(named name: String) {
    guard StandInDriver.installedImageNames.contains(name) else { return nil }
    self.name = name
  }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor (Core Graphics' color, which
/// layers take; its components are sRGB here, as the colors `UIColor.cgColor` gives)
public final class CGColor: @unchecked Sendable {
  let color: UIColor
  init(_ color: UIColor) { self.color = color }
}

extension UIColor {
  /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  public var cgColor: CGColor { CGColor(self) }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
  public convenience init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.color.components
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: @unchecked Sendable {
  public init() {}
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
  open var borderWidth: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
  open var borderColor: CGColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
  open var shadowColor: CGColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
  open var shadowRadius: CGFloat = 3
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
  open var shadowOpacity: Float = 0
}
