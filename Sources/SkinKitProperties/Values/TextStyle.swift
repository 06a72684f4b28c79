import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// A text style of Apple's type ramp, which scales with Dynamic Type: `font: text-style(body)`
/// is the body style's font at the environment's content size, and
/// `calc(12pt * text-scale(body))` scales any length as the body style scales (the
/// `@ScaledMetric` of a sheet).
///
/// Sizes, leadings and weights are those of the iOS and iPadOS type ramp in Apple's Human
/// Interface Guidelines (Typography › Specifications: "iOS, iPadOS Dynamic Type sizes" and
/// "larger accessibility type sizes"), for each of the twelve content sizes.
///
/// ```swift
/// TextStyle.body.pointSize(at: .large)                              // 17
/// TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge)  // 53
/// TextStyle.headline.weight                                         // 600
/// ```
public enum TextStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case largeTitle = "large-title"
  case title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The size in points at a content size.
  public func pointSize(at contentSize: StyleEnvironment.ContentSize) -> Double {
    Double(Self.sizes[contentSize.rank][Self.allCases.firstIndex(of: self)!])
  }

  /// The line height in points at a content size (the guidelines' leading).
  public func leading(at contentSize: StyleEnvironment.ContentSize) -> Double {
    Double(Self.leadings[contentSize.rank][Self.allCases.firstIndex(of: self)!])
  }

  /// How much larger than at the default content size (`large`) the style is at
  /// `contentSize`: what `text-scale()` is.
  public func scale(at contentSize: StyleEnvironment.ContentSize) -> Double {
    pointSize(at: contentSize) / pointSize(at: .large)
  }

  /// The style's weight: semibold (600) for the headline, regular (400) for the others.
  public var weight: Int { self == .headline ? 600 : 400 }

  /// The name sheets use (`large-title`, `body`).
  public var description: String { rawValue }

  /// Each content size's sizes (rows in `ContentSize`'s order), styles in `allCases`' order.
  private static let sizes: [[UInt8]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
  ]

  /// Each content size's leadings, as ``sizes``.
  private static let leadings: [[UInt8]] = [
    [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13],
    [39, 32, 25, 23, 20, 20, 19, 18, 16, 13, 13],
    [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13],
    [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13],
    [43, 37, 30, 28, 24, 24, 23, 22, 20, 19, 18],
    [46, 39, 32, 30, 26, 26, 25, 24, 22, 21, 20],
    [48, 41, 34, 32, 29, 29, 28, 28, 24, 23, 22],
    [52, 46, 41, 38, 34, 34, 32, 31, 29, 28, 25],
    [57, 51, 47, 44, 40, 40, 39, 37, 33, 32, 30],
    [61, 57, 52, 51, 48, 48, 46, 43, 40, 39, 35],
    [66, 62, 59, 58, 56, 56, 52, 50, 46, 44, 41],
    [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48],
  ]
}

extension TextStyle {
  /// The style a function's argument names (`body` in `text-style(body)`).
  static func named(_ arguments: ArraySlice<Token>, in function: String) throws(ValueError)
    -> TextStyle
  {
    let words = arguments.filter { !$0.isWhitespace }
    guard words.count == 1, let word = words.first, word.kind == .ident else {
      throw ValueError("\(function)() takes the name of a text style, like \(function)(body)")
    }
    if let style = TextStyle(rawValue: word.value.asciiLowercased) { return style }
    let meant = NearestName.find(word.value.asciiLowercased, among: allCases.map(\.rawValue))
    throw ValueError(
      "'\(word.value)' is not a text style"
        + (meant.map { "; did you mean '\($0)'?" }
          ?? " (\(KeywordChoices.list(allCases.map(\.rawValue))))"))
  }
}
