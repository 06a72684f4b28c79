import SkinKitSyntax

/// The parts of a `font` value: `[style] [weight] size[/line-height] [families]`.
package struct FontParts: Sendable, Hashable {
  /// `italic`/`oblique`/`normal`, if written.
  public var style: StyleValue?
  /// A weight number or `bolder`/`lighter`, if written.
  public var weight: StyleValue?
  /// The size (a length, relative length or keyword).
  public var size: StyleValue
  /// The families, if written.
  public var families: [FontFamily]?

  /// The parts as one font (for properties such as `title-font` that hold a whole font); a
  /// size that depends on where it is used (`1.25rem`, `text-style(body)`) is kept as
  /// written, to be computed.
  public var resolvedFont: StyleFont {
    var font = StyleFont(families: families ?? [.system])
    if case .length(let points) = size { font.size = points }
    if case .relativeLength(let length) = size {
      font.relativeSize = length
      if case .textStyle(let style)? = length.expression { font.size = style.pointSize(at: .large) }
    }
    if case .number(let weight) = weight { font.weight = Int(weight) }
    if case .keyword(let style) = style { font.italic = style != "normal" }
    return font
  }
}

/// Reads font values (CSS Fonts 4, with SkinKit's relaxations: unitless sizes are points and
/// the family may be left out).
///
/// ```swift
/// try FontParser.font(Tokenizer.tokenize("italic bold 15 \"Helvetica Neue\"")[...]).resolvedFont
/// // italic 700 15 "Helvetica Neue"
/// ```
package enum FontParser {
  /// CSS's absolute size keywords in points (Chromium's medium-16 table).
  public static let sizeKeywords: [String: Double] = [
    "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
    "xx-large": 32, "xxx-large": 48,
  ]

  /// A comma-separated family list: strings, or identifier sequences (`Helvetica Neue`).
  public static func families(_ tokens: ArraySlice<Token>) throws(ValueError) -> [FontFamily] {
    var result: [FontFamily] = []
    for part in ValueReader.splitAtCommas(tokens) {
      let words = part.filter { !$0.isWhitespace }
      guard let first = words.first else { throw ValueError("expected a font family") }
      if first.kind == .string {
        guard words.count == 1 else { throw ValueError("unexpected text after the quoted family") }
        result.append(.named(first.value))
        continue
      }
      guard words.allSatisfy({ $0.kind == .ident }) else {
        throw ValueError("expected a font family, found '\(ValueReader.describe(part))'")
      }
      if words.count == 1, let generic = FontFamily(keyword: first.value) {
        result.append(generic)
        continue
      }
      for word in words
      where ["inherit", "initial", "unset", "default"].contains(word.value.asciiLowercased) {
        throw ValueError("'\(word.value)' cannot be part of a family name")
      }
      result.append(.named(words.map(\.value).joined(separator: " ")))
    }
    return result
  }

  /// A font size: non-negative length, percentage, `em`/`rem`, a keyword, or a text style's
  /// size (`text-style(body)`, which scales with Dynamic Type).
  public static func size(_ reader: inout ValueReader) throws(ValueError) -> StyleValue {
    if let token = reader.peek(), token.kind == .function,
      token.value.asciiCaseInsensitiveEquals("text-style")
    {
      _ = reader.next()
      let style = try TextStyle.named(reader.functionArguments(), in: "text-style")
      return .relativeLength(LinearLength(expression: .textStyle(style)))
    }
    if let token = reader.peek(), token.kind == .ident {
      _ = reader.next()
      let word = token.value.asciiLowercased
      if let points = sizeKeywords[word] { return .length(points) }
      if word == "larger" || word == "smaller" { return .keyword(word) }
      throw ValueError("expected a font size, found '\(token.value)'")
    }
    return try ValueSyntax.readLength(&reader, minimum: 0, percentages: true)
  }

  /// A font weight: 1–1000, `normal`, `bold`, `bolder`, `lighter`.
  public static func weight(_ reader: inout ValueReader) throws(ValueError) -> StyleValue {
    guard let token = reader.peek() else { throw ValueError("expected a font weight") }
    if token.kind == .ident {
      _ = reader.next()
      switch token.value.asciiLowercased {
      case "normal": return .number(400)
      case "bold": return .number(700)
      case "bolder": return .keyword("bolder")
      case "lighter": return .keyword("lighter")
      default: throw ValueError("expected a font weight, found '\(token.value)'")
      }
    }
    guard case .number(let number) = try NumericParser.read(&reader) else {
      throw ValueError("a font weight is a number from 1 to 1000")
    }
    guard number >= 1 && number <= 1000 else {
      throw ValueError("a font weight is a number from 1 to 1000")
    }
    // Chromium keeps weights in quarters (a fixed-point value with two fractional bits):
    // `1.375` computes to `1.25`.
    return .number((number * 4).rounded(.down) / 4)
  }

  /// `normal`, `italic` or `oblique`.
  public static func style(_ reader: inout ValueReader) throws(ValueError) -> StyleValue {
    guard let token = reader.next(), token.kind == .ident else {
      throw ValueError("expected normal, italic or oblique")
    }
    let word = token.value.asciiLowercased
    guard ["normal", "italic", "oblique"].contains(word) else {
      throw ValueError("expected normal, italic or oblique, found '\(token.value)'")
    }
    return .keyword(word)
  }

  /// The `font` shorthand: `[italic] [bold|<weight>] <size>[/<line-height>] [<family>]`.
  public static func font(_ tokens: ArraySlice<Token>) throws(ValueError) -> FontParts {
    let components = ValueReader.components(tokens)
    var index = 0
    var style: StyleValue?
    var weight: StyleValue?
    // Style and weight (and `normal`) before the size, in any order.
    while index < components.count {
      let component = components[index]
      guard component.count == 1, let token = component.first else { break }
      if token.kind == .ident {
        let word = token.value.asciiLowercased
        if word == "italic" || word == "oblique" {
          guard style == nil else { throw ValueError("the font style is given twice") }
          style = .keyword(word)
        } else if ["bold", "bolder", "lighter"].contains(word) {
          guard weight == nil else { throw ValueError("the font weight is given twice") }
          var reader = ValueReader(component)
          weight = try self.weight(&reader)
        } else if word == "normal" {
          // `normal` resets style, variant or weight: nothing to record.
        } else {
          break
        }
        index += 1
        continue
      }
      // A unitless number followed by another size-like component is a weight.
      if token.kind == .number, index + 1 < components.count, looksLikeSize(components[index + 1]) {
        guard weight == nil else { throw ValueError("the font weight is given twice") }
        var reader = ValueReader(component)
        weight = try self.weight(&reader)
        index += 1
        continue
      }
      break
    }
    guard index < components.count else { throw ValueError("the font needs a size") }
    var reader = ValueReader(components[index])
    let size = try self.size(&reader)
    guard reader.isAtEnd else { throw ValueError("unexpected text after the font size") }
    index += 1
    // Optional `/ line-height` (accepted and ignored: UIKit fonts have no line height).
    if index < components.count, components[index].count == 1,
      components[index].first?.isDelim("/") == true
    {
      guard index + 1 < components.count else {
        throw ValueError("expected a line height after '/'")
      }
      index += 2
    }
    var families: [FontFamily]?
    if index < components.count {
      let start = components[index].startIndex
      families = try self.families(tokens[start..<tokens.endIndex])
    }
    if weight == nil, case .relativeLength(let length) = size,
      case .textStyle(let textStyle)? = length.expression, textStyle.weight != 400
    {
      weight = .number(Double(textStyle.weight))
    }
    return FontParts(style: style, weight: weight, size: size, families: families)
  }

  static func looksLikeSize(_ component: ArraySlice<Token>) -> Bool {
    guard let token = component.first(where: { !$0.isWhitespace }) else { return false }
    switch token.kind {
    case .number, .dimension, .percentage: return true
    case .function:
      return NumericParser.isMathFunction(token.value)
        || token.value.asciiCaseInsensitiveEquals("text-style")
    case .ident: return sizeKeywords[token.value.asciiLowercased] != nil
    default: return false
    }
  }
}
