import SkinKitSyntax

/// Reads what a radial or conic gradient takes before its stops (CSS Images 3 §3.2, Images 4
/// §3.3): the ending shape and size, `from` an angle, `at` a position, and the color
/// interpolation method, which goes before or after the others but not among them
/// (`circle in hsl at left` is invalid, as in Chromium).
enum GradientGeometryParser {
  private typealias Head = (StyleGradient.Kind, ColorInterpolation?)

  /// The shape, size, center and interpolation method, or `nil` when the first argument is
  /// a stop.
  static func radialHead(_ tokens: ArraySlice<Token>) throws(ValueError) -> (
    StyleGradient.Kind, ColorInterpolation?
  )? {
    var reader = ValueReader(tokens)
    guard let first = reader.peek() else { throw GradientParser.error("an argument is missing") }
    let startsHead =
      first.isIdent("at") || first.isIdent("in") || shape(first) != nil || extent(first) != nil
      || ShadowParser.startsLength(first)
    guard startsHead else { return nil }
    var isCircle: Bool?
    var size: StyleGradient.RadialSize?
    var lengths: [LinearLength] = []
    var center: StyleGradient.Position?
    var interpolation: ColorInterpolation?
    // Shape, size and center form one group, which the interpolation method may not split.
    var groupClosed = false
    // The radii are written together (`10px 20px`, never `10px circle 20px`).
    var lastWasLength = false
    while let token = reader.peek() {
      let readLength = lastWasLength
      lastWasLength = false
      let startsGroup = isCircle != nil || size != nil || !lengths.isEmpty
      if token.isIdent("in"), interpolation == nil {
        _ = reader.next()
        interpolation = try GradientParser.interpolation(&reader)
        if startsGroup || center != nil { groupClosed = true }
      } else if token.isIdent("at"), center == nil, !groupClosed {
        _ = reader.next()
        center = try position(&reader)
        groupClosed = true
      } else if let circle = shape(token), isCircle == nil, center == nil, !groupClosed {
        _ = reader.next()
        isCircle = circle
      } else if let extent = extent(token), size == nil, lengths.isEmpty, center == nil,
        !groupClosed
      {
        _ = reader.next()
        size = extent
      } else if ShadowParser.startsLength(token), size == nil, lengths.count < 2, center == nil,
        !groupClosed, lengths.isEmpty || readLength
      {
        lengths.append(try radius(&reader))
        lastWasLength = true
      } else {
        throw GradientParser.error(
          "unexpected '\(TokenPrinter.text(of: token))' before the color stops")
      }
    }
    let radial = try self.radial(
      isCircle: isCircle, size: size, lengths: lengths, center: center ?? .center)
    return (radial.clampingRadii, interpolation)
  }

  /// The shape and size from what was written.
  private static func radial(
    isCircle: Bool?, size: StyleGradient.RadialSize?, lengths: [LinearLength],
    center: StyleGradient.Position
  ) throws(ValueError) -> StyleGradient.Kind {
    switch lengths.count {
    case 1:
      guard isCircle != false else { throw GradientParser.error("an ellipse takes two radii") }
      guard lengths[0].percent == 0 else {
        throw GradientParser.error("a circle's radius is a length, not a percentage")
      }
      return .radial(isCircle: true, size: .radius(lengths[0]), center: center)
    case 2:
      guard isCircle != true else { throw GradientParser.error("a circle takes one radius") }
      return .radial(isCircle: false, size: .radii(lengths[0], lengths[1]), center: center)
    default:
      return .radial(
        isCircle: isCircle ?? false, size: size ?? .farthestCorner, center: center)
    }
  }

  /// A radius: a length or percentage, not negative (a `calc()` below zero is zero once
  /// computed). A sum of a percentage and a length is refused, as Chromium 156 refuses it
  /// (`calc(10px + 5%)`).
  private static func radius(_ reader: inout ValueReader) throws(ValueError) -> LinearLength {
    let isMath = reader.peek()?.kind == .function
    let length = try GradientParser.position(&reader)
    if length.percent != 0, !length.isAbsoluteApartFromPercent || length.points != 0 {
      throw GradientParser.error("a radius mixes a percentage with a length")
    }
    if !isMath, length.points < 0 || length.percent < 0 || length.em < 0 || length.rem < 0 {
      throw GradientParser.error("a radius is never negative")
    }
    return length
  }

  /// `from`, the center and the interpolation method, or `nil` when the first argument is a
  /// stop.
  static func conicHead(_ tokens: ArraySlice<Token>) throws(ValueError) -> (
    StyleGradient.Kind, ColorInterpolation?
  )? {
    var reader = ValueReader(tokens)
    guard let first = reader.peek() else { throw GradientParser.error("an argument is missing") }
    guard first.isIdent("from") || first.isIdent("at") || first.isIdent("in") else { return nil }
    var from: Double?
    var center: StyleGradient.Position?
    var interpolation: ColorInterpolation?
    var groupClosed = false
    while let token = reader.next() {
      if token.isIdent("in"), interpolation == nil {
        interpolation = try GradientParser.interpolation(&reader)
        if from != nil || center != nil { groupClosed = true }
      } else if token.isIdent("from"), from == nil, center == nil, !groupClosed {
        from = try angle(&reader)
      } else if token.isIdent("at"), center == nil, !groupClosed {
        center = try position(&reader)
      } else {
        throw GradientParser.error(
          "unexpected '\(TokenPrinter.text(of: token))' before the color stops")
      }
    }
    return (
      .conic(fromDegrees: from ?? 0, center: center ?? .center), interpolation
    )
  }

  /// An angle in degrees: a dimension in `deg`, `grad`, `rad` or `turn`, or `0`.
  static func angle(_ reader: inout ValueReader) throws(ValueError) -> Double {
    let token = reader.next()
    if let token, token.kind == .dimension, let factor = NumericParser.degreesPerUnit(token.value) {
      return try NumericParser.checkFinite(token.number * factor)
    }
    if let token, token.kind == .number, token.number == 0 { return 0 }
    throw GradientParser.error(
      "expected an angle, found '\(token.map { TokenPrinter.text(of: $0) } ?? "")'")
  }

  private static func shape(_ token: Token) -> Bool? {
    token.isIdent("circle") ? true : token.isIdent("ellipse") ? false : nil
  }

  private static func extent(_ token: Token) -> StyleGradient.RadialSize? {
    guard token.kind == .ident else { return nil }
    return StyleGradient.RadialSize.extents[token.value.asciiLowercased]
  }

  // MARK: - <position>

  /// One word of a position: a keyword or an offset (and whether it is a percentage).
  private enum Component {
    case keyword(String)
    case length(LinearLength, isPercentage: Bool)
  }

  /// A `<position>` (CSS Values 4 §9.1) in the one-, two- or four-value form (`at` read);
  /// the three-value form is refused, as in gradients everywhere.
  static func position(_ reader: inout ValueReader) throws(ValueError) -> StyleGradient.Position {
    var components: [Component] = []
    while let token = reader.peek(), !token.isIdent("in") {
      if token.kind == .ident,
        ["left", "right", "top", "bottom", "center"].contains(token.value.asciiLowercased)
      {
        _ = reader.next()
        components.append(.keyword(token.value.asciiLowercased))
      } else if ShadowParser.startsLength(token) {
        let isPercentage = token.kind == .percentage
        components.append(.length(try GradientParser.position(&reader), isPercentage: isPercentage))
      } else {
        break
      }
    }
    let invalid = GradientParser.error("invalid position after 'at'")
    typealias Coordinate = (length: LinearLength, isPercentage: Bool)
    func edge(_ word: String) -> Coordinate { (Self.edge(word), true) }
    func made(_ x: Coordinate, _ y: Coordinate) -> StyleGradient.Position {
      var position = StyleGradient.Position(x: x.length, y: y.length)
      position.isPercentage = (x.isPercentage, y.isPercentage)
      return position
    }
    switch components.count {
    case 0:
      throw GradientParser.error("expected a position after 'at'")
    case 1:
      switch components[0] {
      case .keyword(let word) where word == "top" || word == "bottom":
        return made(edge("center"), edge(word))
      case .keyword(let word): return made(edge(word), edge("center"))
      case .length(let x, let isPercentage): return made((x, isPercentage), edge("center"))
      }
    case 2:
      switch (components[0], components[1]) {
      case (.length(let x, let xIsPercentage), .length(let y, let yIsPercentage)):
        return made((x, xIsPercentage), (y, yIsPercentage))
      case (.keyword(let word), .length(let y, let isPercentage))
      where isHorizontal(word, orCenter: true):
        return made(edge(word), (y, isPercentage))
      case (.length(let x, let isPercentage), .keyword(let word))
      where isVertical(word, orCenter: true):
        return made((x, isPercentage), edge(word))
      case (.keyword(let first), .keyword(let second)):
        if isHorizontal(first, orCenter: true), isVertical(second, orCenter: true) {
          return made(edge(first), edge(second))
        }
        if isVertical(first, orCenter: true), isHorizontal(second, orCenter: true) {
          return made(edge(second), edge(first))
        }
        throw invalid
      default: throw invalid
      }
    case 4:
      guard case .keyword(let first) = components[0],
        case .length(let firstOffset, let firstIsPercentage) = components[1],
        case .keyword(let second) = components[2],
        case .length(let secondOffset, let secondIsPercentage) = components[3]
      else { throw invalid }
      let one: Coordinate = (try offset(first, firstOffset), firstIsPercentage)
      let other: Coordinate = (try offset(second, secondOffset), secondIsPercentage)
      if isHorizontal(first, orCenter: false), isVertical(second, orCenter: false) {
        return made(one, other)
      }
      if isVertical(first, orCenter: false), isHorizontal(second, orCenter: false) {
        return made(other, one)
      }
      throw invalid
    default:
      throw GradientParser.error("a position takes one, two or four values")
    }
  }

  private static func isHorizontal(_ word: String, orCenter: Bool) -> Bool {
    word == "left" || word == "right" || (orCenter && word == "center")
  }

  private static func isVertical(_ word: String, orCenter: Bool) -> Bool {
    word == "top" || word == "bottom" || (orCenter && word == "center")
  }

  /// A keyword's place: `0%`, `50%` or `100%`.
  private static func edge(_ word: String) -> LinearLength {
    switch word {
    case "left", "top": LinearLength(percent: 0)
    case "right", "bottom": LinearLength(percent: 100)
    default: LinearLength(percent: 50)
    }
  }

  /// An offset from an edge, from the left or top one (`right 10px` is `calc(100% - 10px)`).
  private static func offset(_ word: String, _ length: LinearLength) throws(ValueError)
    -> LinearLength
  {
    guard word == "right" || word == "bottom" else { return length }
    guard length.expression == nil else {
      throw GradientParser.error(
        "an offset from '\(word)' cannot be a math function of relative lengths")
    }
    return LinearLength(percent: 100) + length * -1
  }
}

extension LinearLength {
  /// Whether it has no terms but points and a percentage.
  fileprivate var isAbsoluteApartFromPercent: Bool {
    var copy = self
    copy.percent = 0
    return copy.isAbsolute
  }
}
