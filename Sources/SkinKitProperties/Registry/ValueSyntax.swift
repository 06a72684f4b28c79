import SkinKitSyntax

/// What a property accepts, how its value is parsed from tokens, and how a specified value
/// becomes a computed one. One case per kind of value; options carry CSS's per-property
/// rules (non-negative lengths, clamped numbers, keyword lists).
public enum ValueSyntax: Sendable {
  /// A color or `currentcolor`.
  case color
  /// A length. `minimum` rejects smaller literals (CSS: `padding-top: -4px` is invalid);
  /// `calc()` results are clamped to it instead. `keywords` map words to points.
  case length(minimum: Double?, percentages: Bool, keywords: [String: Double] = [:])
  /// A number clamped to `range` (CSS clamps `opacity: 1.5` to 1); percentages divide by 100.
  case number(range: ClosedRange<Double>, percentages: Bool)
  /// A whole number no smaller than `minimum`.
  case integer(minimum: Int)
  /// `true`/`false` (also `yes`/`no`).
  case boolean
  /// One keyword of a list; `aliases` map other spellings to canonical ones.
  case keywords([String], aliases: [String: String] = [:])
  /// A font family list.
  case fontFamily
  /// A font size: a non-negative length, `%`/`em` of the parent's, or a size keyword.
  case fontSize
  /// 1–1000, `normal`, `bold`, `bolder`, `lighter`.
  case fontWeight
  /// `normal`, `italic`, `oblique`.
  case fontStyle
  /// A whole font: `[italic] [weight] size [family]`.
  case font
  /// 1–4 lengths in CSS order.
  case insets
  /// One or two lengths: `width height` or `x y`.
  case size
  /// `image("name" [, insets])`, `url(…)`, a gradient (`linear-gradient(…)`,
  /// `radial-gradient(…)`, `conic-gradient(…)`), or `none`.
  case image
  /// A quoted string.
  case string
  /// `none` or a list of box shadows (`0 2px 4px #0004, inset 0 0 0 1px red`).
  case boxShadow
  /// `none` or a list of text shadows (`0 1px 2px black`).
  case textShadow
  /// A comma list of one `transition-*` longhand (``MotionList``).
  case motionList(MotionList.Kind)
  /// A value of a type an app registered, which the app parses itself: the closure gets the
  /// value as written, its whitespace collapsed (`4 soft`), and returns the value or throws
  /// an error whose description is the diagnostic's message.
  ///
  /// ```swift
  /// struct Glow: Hashable, Sendable, CustomStringConvertible {
  ///   var radius: Double
  ///   var description: String { "glow \(radius)" }
  /// }
  /// struct GlowError: Error, CustomStringConvertible { var description: String }
  /// let glow = ValueSyntax.custom { text in
  ///   guard let radius = Double(text) else { throw GlowError(description: "expected a glow radius") }
  ///   return .custom(CustomStyleValue(Glow(radius: radius)))
  /// }
  /// ```
  case custom(@Sendable (String) throws -> StyleValue)

  /// Parses a declaration's value (no CSS-wide keywords, no `var()`; the caller handles them).
  package func parse(_ tokens: ArraySlice<Token>) throws(ValueError) -> StyleValue {
    if tokens.count == 1, let value = singleTokenValue(tokens[tokens.startIndex]) {
      return value
    }
    var reader = ValueReader(tokens)
    guard !reader.isAtEnd else { throw ValueError("missing value", id: .emptyValue) }
    let value = try read(&reader, whole: tokens)
    if let extra = reader.peek() {
      throw ValueError("unexpected '\(TokenPrinter.text(of: extra))' after the value")
    }
    return value
  }

  /// The value of a one-token value that the general reader would accept, read without it
  /// (a px length, a plain number, a hex color: most declarations of a sheet); `nil` for
  /// anything else, which the general reader reads and, if invalid, reports.
  @inline(__always)
  func singleTokenValue(_ token: Token) -> StyleValue? {
    switch self {
    case .length(let minimum, _, _):
      return Self.singleTokenPoints(token, minimum: minimum).map(StyleValue.length)
    case .fontSize:
      return Self.singleTokenPoints(token, minimum: 0).map(StyleValue.length)
    case .number(let range, _):
      guard token.kind == .number, token.number.isFinite else { return nil }
      return .number(min(max(token.number, range.lowerBound), range.upperBound))
    case .color:
      guard token.kind == .hash, let color = try? ColorParser.hex(token.value, prefix: "#")
      else { return nil }
      return .color(color)
    default:
      return nil
    }
  }

  /// Points of a number or `px` dimension token at or above `minimum` (what ``readLength``
  /// gives for it); `nil` for any other token.
  @inline(__always)
  private static func singleTokenPoints(_ token: Token, minimum: Double?) -> Double? {
    guard token.kind == .number || (token.kind == .dimension && token.value == "px"),
      token.number.isFinite
    else { return nil }
    if let minimum {
      guard token.number >= minimum else { return nil }
    }
    return token.number
  }

  private func read(_ reader: inout ValueReader, whole: ArraySlice<Token>) throws(ValueError)
    -> StyleValue
  {
    switch self {
    case .color:
      switch try ColorParser.read(&reader) {
      case .color(let color): return .color(color)
      case .currentColor: return .currentColor
      case .derived(let derived): return .derivedColor(derived)
      }
    case .length(let minimum, let percentages, let keywords):
      if let token = reader.peek(), token.kind == .ident {
        _ = reader.next()
        guard let points = keywords[token.value.asciiLowercased] else {
          throw ValueError("expected a length, found '\(token.value)'")
        }
        return .length(points)
      }
      return try Self.readLength(&reader, minimum: minimum, percentages: percentages)
    case .number(let range, let percentages):
      let start = reader.peek()
      let value = try NumericParser.read(&reader)
      switch value {
      case .number(let number):
        return .number(min(max(number, range.lowerBound), range.upperBound))
      case .length(let length) where percentages && length == LinearLength(percent: length.percent):
        return .number(min(max(length.percent / 100, range.lowerBound), range.upperBound))
      default:
        throw ValueError(
          "expected a number, found '\(start.map { TokenPrinter.text(of: $0) } ?? "")'")
      }
    case .integer(let minimum):
      guard let token = reader.next(), token.kind == .number, token.flag else {
        throw ValueError("expected a whole number")
      }
      guard token.number >= Double(minimum), token.number < 1e9 else {
        throw ValueError("expected a whole number of at least \(minimum)")
      }
      return .integer(Int(token.number))
    case .boolean:
      guard let token = reader.next(), token.kind == .ident else {
        throw ValueError("expected true or false")
      }
      switch token.value.asciiLowercased {
      case "true", "yes": return .boolean(true)
      case "false", "no": return .boolean(false)
      default: throw ValueError("expected true or false, found '\(token.value)'")
      }
    case .keywords(let words, let aliases):
      guard let token = reader.next(), token.kind == .ident else {
        throw ValueError("expected \(KeywordChoices.list(words))")
      }
      let word = token.value.asciiLowercased
      if words.contains(word) { return .keyword(word) }
      if let alias = aliases[word] { return .keyword(alias) }
      throw ValueError(KeywordChoices.mismatch(token.value, words: words, aliases: aliases))
    case .fontFamily:
      let families = try FontParser.families(reader.rest)
      while reader.next() != nil {}
      return .fontFamilies(families)
    case .fontSize:
      return try FontParser.size(&reader)
    case .fontWeight:
      return try FontParser.weight(&reader)
    case .fontStyle:
      return try FontParser.style(&reader)
    case .font:
      let font = try FontParser.font(reader.rest)
      while reader.next() != nil {}
      return .font(font.resolvedFont)
    case .insets:
      var values: [Double] = []
      while !reader.isAtEnd && values.count < 5 {
        guard
          case .length(let points) = try Self.readLength(&reader, minimum: nil, percentages: false)
        else { throw ValueError("insets take lengths in points") }
        values.append(points)
      }
      guard let insets = EdgeInsets(cssValues: values) else {
        throw ValueError("insets take 1 to 4 lengths (top right bottom left)")
      }
      return .insets(insets)
    case .size:
      var values: [Double] = []
      while !reader.isAtEnd && values.count < 3 {
        guard
          case .length(let points) = try Self.readLength(&reader, minimum: nil, percentages: false)
        else { throw ValueError("sizes take lengths in points") }
        values.append(points)
      }
      guard values.count == 1 || values.count == 2 else {
        throw ValueError("a size takes one or two lengths (width height)")
      }
      return .size(StyleSize(width: values[0], height: values.count == 2 ? values[1] : values[0]))
    case .image:
      return try Self.readImage(&reader)
    case .string:
      guard let token = reader.next(), token.kind == .string else {
        throw ValueError("expected a quoted string")
      }
      return .string(token.value)
    case .boxShadow, .textShadow:
      return try ShadowParser.read(&reader, isTextShadow: self.isTextShadow)
    case .motionList(let kind):
      return try MotionParser.read(&reader, kind: kind)
    case .custom(let parse):
      let value = try Self.parseCustom(whole, with: parse)
      while reader.next() != nil {}
      return value
    }
  }

  /// Reads one length: a number or dimension (points), a percentage if allowed, or `calc()`.
  package static func readLength(_ reader: inout ValueReader, minimum: Double?, percentages: Bool)
    throws(ValueError) -> StyleValue
  {
    let token = reader.peek()
    let isMath = token?.kind == .function
    let value = try NumericParser.read(&reader)
    let length: LinearLength
    switch value {
    case .number(let number): length = LinearLength(points: number)
    case .length(let linear): length = linear
    }
    if length.percent != 0 || (token?.kind == .percentage)
      || (length.expression?.containsPercentage ?? false)
    {
      guard percentages else { throw ValueError("percentages are not allowed here") }
    }
    if let minimum, !isMath {
      let literal = length.points + length.percent + length.em + length.rem
      if literal < minimum {
        throw ValueError(
          "'\(token.map { TokenPrinter.text(of: $0) } ?? "")' is below the minimum of \(TokenPrinter.formatNumber(minimum))"
        )
      }
    }
    if length.isAbsolute {
      return .length(minimum.map { max($0, length.points) } ?? length.points)
    }
    return .relativeLength(length)
  }

  /// `image("name")`, `image("name", insets)`, `url(name)`, a bare string, a gradient,
  /// or `none`.
  static func readImage(_ reader: inout ValueReader) throws(ValueError) -> StyleValue {
    guard let token = reader.next() else { throw ValueError("expected an image") }
    switch token.kind {
    case .ident where token.isIdent("none"):
      return .none
    case .string, .url:
      return .image(StyleImage(name: token.value))
    case .function where token.value.asciiLowercased == "url":
      let arguments = reader.functionArguments()
      guard arguments.count(where: { !$0.isWhitespace }) == 1,
        let name = arguments.first(where: { !$0.isWhitespace }), name.kind == .string
      else { throw ValueError("url() takes one quoted path") }
      return .image(StyleImage(name: name.value))
    case .function where GradientParser.isGradient(token.value):
      let gradient = try GradientParser.parse(name: token.value, reader.functionArguments())
      return .image(StyleImage(gradient: gradient))
    case .function where token.value.asciiLowercased == "image":
      let parts = ValueReader.splitAtCommas(reader.functionArguments())
      var nameReader = ValueReader(parts[0])
      guard let name = nameReader.next(), name.kind == .string, nameReader.isAtEnd else {
        throw ValueError("image() takes a quoted name")
      }
      guard parts.count <= 2 else {
        throw ValueError("image() takes a name and optional cap insets")
      }
      var capInsets: EdgeInsets?
      if parts.count == 2 {
        guard case .insets(let insets) = try ValueSyntax.insets.parse(parts[1]) else {
          throw ValueError("image() cap insets take 1 to 4 lengths")
        }
        capInsets = insets
      }
      return .image(StyleImage(name: name.value, capInsets: capInsets))
    default:
      throw ValueError("expected image(\"name\") or none, found '\(TokenPrinter.text(of: token))'")
    }
  }
}

extension ValueSyntax {
  var isTextShadow: Bool {
    if case .textShadow = self { return true }
    return false
  }

  /// A value of ``custom(_:)``: the app's closure given the value's text; what it throws is
  /// the diagnostic's message.
  static func parseCustom(
    _ tokens: ArraySlice<Token>, with parse: @Sendable (String) throws -> StyleValue
  ) throws(ValueError) -> StyleValue {
    do {
      return try parse(TokenPrinter.print(tokens))
    } catch let error as ValueError {
      throw error
    } catch {
      throw ValueError("\(error)")
    }
  }
}
