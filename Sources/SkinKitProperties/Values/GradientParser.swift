import SkinKitSyntax

/// Reads `linear-gradient()` and `repeating-linear-gradient()` (CSS Images 3 §3.1, Images 4
/// §3.1):
///
///     linear-gradient( [ [ <angle> | to <side-or-corner> ] || <color-interpolation-method> ]? ,
///                      <color-stop-list> )
///     <color-stop-list> = <color> <length-percentage>{0,2} [ , [ <length-percentage> , ]?
///                         <color> <length-percentage>{0,2} ]#
///
/// A transition hint (a position alone) stands between two color stops; a stop with two
/// positions is two stops. A unitless number is points (a `0` too), as everywhere in SkinKit.
enum GradientParser {
  /// Whether a function name is a gradient this parser reads.
  static func isLinear(_ name: String) -> Bool {
    let lowered = name.asciiLowercased
    return lowered == "linear-gradient" || lowered == "repeating-linear-gradient"
  }

  /// The gradient whose arguments are `arguments` (the function's name given).
  static func linear(name: String, _ arguments: ArraySlice<Token>) throws(ValueError)
    -> StyleGradient
  {
    var parts = ValueReader.splitAtCommas(arguments)
    var gradient = StyleGradient(
      isRepeating: name.asciiLowercased.hasPrefix("repeating-"), stops: [])
    if let first = parts.first, let head = try self.head(first) {
      (gradient.direction, gradient.interpolation) = head
      parts.removeFirst()
    }
    guard !parts.isEmpty else { throw error("a gradient needs at least one color stop") }
    for part in parts {
      gradient.stops += try stops(part)
    }
    try checkHints(gradient.stops)
    return gradient
  }

  private static func error(_ message: String) -> ValueError {
    ValueError(message, id: .invalidGradient)
  }

  /// The direction and interpolation method, or `nil` when the first argument is a stop.
  private static func head(_ tokens: ArraySlice<Token>) throws(ValueError) -> (
    StyleGradient.Direction, ColorInterpolation?
  )? {
    var reader = ValueReader(tokens)
    guard let first = reader.peek() else { throw error("an argument is missing") }
    let startsHead =
      first.isIdent("to") || first.isIdent("in")
      || (first.kind == .dimension && NumericParser.degreesPerUnit(first.value) != nil)
    guard startsHead else { return nil }
    var direction: StyleGradient.Direction?
    var interpolation: ColorInterpolation?
    while let token = reader.next() {
      if token.isIdent("in"), interpolation == nil {
        var words: [String] = []
        while let word = reader.peek(), word.kind == .ident, !word.isIdent("to") {
          _ = reader.next()
          words.append(word.value.asciiLowercased)
        }
        guard let method = ColorInterpolation(text: words.joined(separator: " ")) else {
          throw error("expected a color space after 'in', found '\(words.joined(separator: " "))'")
        }
        interpolation = method
      } else if token.isIdent("to"), direction == nil {
        direction = try corner(&reader)
      } else if token.kind == .dimension, direction == nil,
        let factor = NumericParser.degreesPerUnit(token.value)
      {
        direction = .angle(token.number * factor)
      } else {
        throw error("unexpected '\(TokenPrinter.text(of: token))' before the color stops")
      }
    }
    return (direction ?? .angle(180), interpolation)
  }

  /// `to` a side or a corner (the word `to` read).
  private static func corner(_ reader: inout ValueReader) throws(ValueError)
    -> StyleGradient.Direction
  {
    var horizontal: Int?
    var vertical: Int?
    var count = 0
    while let word = reader.peek(), word.kind == .ident, count < 2 {
      switch word.value.asciiLowercased {
      case "left" where horizontal == nil: horizontal = -1
      case "right" where horizontal == nil: horizontal = 1
      case "top" where vertical == nil: vertical = -1
      case "bottom" where vertical == nil: vertical = 1
      default:
        if count == 0 { throw error("expected a side after 'to', found '\(word.value)'") }
        return .corner(horizontal: horizontal, vertical: vertical)
      }
      _ = reader.next()
      count += 1
    }
    guard count > 0 else { throw error("expected a side or a corner after 'to'") }
    return .corner(horizontal: horizontal, vertical: vertical)
  }

  /// One comma-separated part: a color with up to two positions, or a hint.
  private static func stops(_ tokens: ArraySlice<Token>) throws(ValueError) -> [StyleGradient.Stop]
  {
    var reader = ValueReader(tokens)
    guard let first = reader.peek() else { throw error("a color stop is missing between commas") }
    if ShadowParser.startsLength(first) {
      let position = try self.position(&reader)
      guard reader.isAtEnd else {
        throw error("a transition hint is one position, without a color")
      }
      return [StyleGradient.Stop(color: nil, position: position)]
    }
    let color: ParsedColor
    do {
      color = try ColorParser.read(&reader)
    } catch {
      throw Self.error(error.message)
    }
    var positions: [LinearLength] = []
    while !reader.isAtEnd {
      guard positions.count < 2 else { throw error("a color stop takes at most two positions") }
      positions.append(try position(&reader))
    }
    var stop = StyleGradient.Stop(color: nil)
    switch color {
    case .color(let concrete): stop.color = concrete
    case let other: stop.specifiedColor = other
    }
    if positions.isEmpty { return [stop] }
    return positions.map { position in
      var each = stop
      each.position = position
      return each
    }
  }

  /// A length or a percentage.
  private static func position(_ reader: inout ValueReader) throws(ValueError) -> LinearLength {
    guard let token = reader.peek(), ShadowParser.startsLength(token) else {
      throw error(
        "expected a position, found '\(reader.peek().map { TokenPrinter.text(of: $0) } ?? "")'")
    }
    do {
      switch try NumericParser.read(&reader) {
      case .number(let number): return LinearLength(points: number)
      case .length(let length): return length
      }
    } catch {
      throw Self.error(error.message)
    }
  }

  /// A hint must stand between two color stops.
  private static func checkHints(_ stops: [StyleGradient.Stop]) throws(ValueError) {
    for (index, stop) in stops.enumerated() where stop.color == nil && stop.specifiedColor == nil {
      let before =
        index > 0 && (stops[index - 1].color != nil || stops[index - 1].specifiedColor != nil)
      let after =
        index + 1 < stops.count
        && (stops[index + 1].color != nil || stops[index + 1].specifiedColor != nil)
      guard before && after else {
        throw error("a transition hint must stand between two color stops")
      }
    }
  }
}
