import SkinKitSyntax

/// Insets in CSS order: top, right, bottom, left (points).
///
/// ```swift
/// EdgeInsets(top: 1, right: 2, bottom: 3, left: 4).description   // "1 2 3 4"
/// ```
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  public var top: Double
  public var right: Double
  public var bottom: Double
  public var left: Double

  public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The same inset on all four sides.
  public init(all: Double) { self.init(top: all, right: all, bottom: all, left: all) }

  public static let zero = EdgeInsets()

  /// CSS's 1–4 value expansion: `[a]`, `[v h]`, `[t h b]`, `[t r b l]`.
  public init?(cssValues values: [Double]) {
    switch values.count {
    case 1: self.init(all: values[0])
    case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
    case 3: self.init(top: values[0], right: values[1], bottom: values[2], left: values[1])
    case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
    default: return nil
    }
  }

  /// `top right bottom left`.
  public var description: String {
    [top, right, bottom, left].map(TokenPrinter.formatNumber).joined(separator: " ")
  }
}

/// A width and height, or an x and y offset (points).
///
/// ```swift
/// StyleSize(width: 0, height: 2).description   // "0 2"
/// ```
public struct StyleSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = StyleSize(width: 0, height: 0)

  /// `width height`.
  public var description: String {
    TokenPrinter.formatNumber(width) + " " + TokenPrinter.formatNumber(height)
  }
}

/// A font family name, or one of the generic families.
public enum FontFamily: Sendable, Hashable, CustomStringConvertible {
  /// The platform's system font (`system`, also CSS's `system-ui`).
  case system
  /// The system monospaced font (`monospaced`, also CSS's `monospace`).
  case monospaced
  /// Another CSS generic family (`serif`, `sans-serif`, `cursive`, `fantasy`).
  case generic(String)
  /// A named family (`"Helvetica Neue"`).
  case named(String)

  /// How CSS serializes it: generic names bare, other names bare when they are one
  /// identifier, quoted otherwise (`"Helvetica Neue"`, `Georgia`).
  public var description: String {
    switch self {
    case .system: return "system"
    case .monospaced: return "monospaced"
    case .generic(let name): return name
    case .named(let name):
      let identifier = TokenPrinter.escapeIdent(name)
      let isPlainIdentifier =
        identifier == name && !name.isEmpty && !name.contains(" ")
        && FontFamily(keyword: name) == nil
      return isPlainIdentifier ? name : TokenPrinter.quote(name)
    }
  }

  /// The generic family named by an unquoted keyword, or `nil`.
  public init?(keyword: String) {
    switch keyword.asciiLowercased {
    case "system", "system-ui", "-apple-system": self = .system
    case "monospaced": self = .monospaced
    case "serif", "sans-serif", "cursive", "fantasy", "monospace", "math", "emoji", "fangsong":
      self = .generic(keyword.asciiLowercased)
    default: return nil
    }
  }

  /// The name to look up on a platform (`nil` for the system font).
  public var familyName: String? {
    switch self {
    case .system: nil
    case .monospaced: "monospace"
    case .generic(let name): name
    case .named(let name): name
    }
  }
}

/// A whole font: what `font` sets and what `title-font` holds.
///
/// ```swift
/// StyleFont(families: [.system], size: 15, weight: 700).description   // "700 15 system"
/// ```
public struct StyleFont: Sendable, Hashable, CustomStringConvertible {
  /// Family list, most preferred first.
  public var families: [FontFamily]
  /// Size in points.
  public var size: Double
  /// Weight from 1 to 1000 (400 normal, 700 bold).
  public var weight: Int
  /// Italic or not.
  public var italic: Bool
  /// The size as written when it depends on where the font is used (`text-style(body)`,
  /// `1.25rem`, `1.2em`): a specified value's, computed away (``size`` is then the size in
  /// points).
  package var relativeSize: LinearLength?

  /// The text style it scales with (`text-style(headline)`), or `nil`. A font with one has
  /// the style's size at the default content size until it is computed for an environment,
  /// which gives it the size there (and no text style).
  public var textStyle: TextStyle? {
    get {
      if case .textStyle(let style)? = relativeSize?.expression { return style }
      return nil
    }
    set { relativeSize = newValue.map { LinearLength(expression: .textStyle($0)) } }
  }

  public init(
    families: [FontFamily] = [.system], size: Double = 16, weight: Int = 400, italic: Bool = false
  ) {
    self.families = families
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  /// The system font at a size.
  public static func system(size: Double, weight: Int = 400) -> StyleFont {
    StyleFont(families: [.system], size: size, weight: weight)
  }

  /// As the `font` shorthand is written canonically: `[italic] [weight] size family`.
  public var description: String {
    var parts: [String] = []
    if italic { parts.append("italic") }
    if weight != 400 { parts.append(String(weight)) }
    parts.append(relativeSize?.description ?? TokenPrinter.formatNumber(size))
    parts.append(families.map(\.description).joined(separator: ", "))
    return parts.joined(separator: " ")
  }
}

/// An image named in a stylesheet: `image("name")`, optionally with cap insets for
/// stretching (`image("button", 0 10 0 10)`), or a gradient (`linear-gradient(red, blue)`),
/// which CSS counts among images.
public struct StyleImage: Sendable, Hashable, CustomStringConvertible {
  /// The name or relative path as written (empty for a gradient).
  public var name: String
  /// Cap insets, if given.
  public var capInsets: EdgeInsets?
  /// The gradient, when the image is one (``name`` is then empty).
  public var gradient: StyleGradient?

  public init(name: String, capInsets: EdgeInsets? = nil) {
    self.name = name
    self.capInsets = capInsets
  }

  /// A gradient as an image.
  public init(gradient: StyleGradient) {
    self.name = ""
    self.gradient = gradient
  }

  /// `image("name")`, `image("name", t r b l)`, or the gradient.
  public var description: String {
    if let gradient { return gradient.description }
    return "image(" + TokenPrinter.quote(name) + (capInsets.map { ", \($0)" } ?? "") + ")"
  }
}
