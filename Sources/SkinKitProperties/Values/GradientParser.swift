import SkinKitSyntax

/// Reads the gradient functions of CSS Images 3 §3 and Images 4 §3 and their `repeating-`
/// forms:
///
///     linear-gradient( [ [ <angle> | to <side-or-corner> ] || <color-interpolation-method> ]? ,
///                      <color-stop-list> )
///     radial-gradient( [ [ [ <radial-shape> || <radial-size> ]? [ at <position> ]? ]
///                      || <color-interpolation-method> ]? , <color-stop-list> )
///     conic-gradient( [ [ [ from <angle> ]? [ at <position> ]? ]
///                     || <color-interpolation-method> ]? , <angular-color-stop-list> )
///     <color-stop-list> = <color> <length-percentage>{0,2} [ , [ <length-percentage> , ]?
///                         <color> <length-percentage>{0,2} ]#
///
/// A transition hint (a position alone) stands between two color stops; a stop with two
/// positions is two stops. A unitless number is points (a `0` too), as everywhere in SkinKit;
/// a conic gradient's positions are angles or percentages (`0` is `0deg`). The radial and
/// conic heads are read by `GradientGeometryParser`.
enum GradientParser {
  /// The gradient functions this parser reads.
  private static let names: Set<String> = [
    "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
    "repeating-radial-gradient", "repeating-conic-gradient",
  ]

  /// Whether a function name is a gradient this parser reads.
  static func isGradient(_ name: String) -> Bool { names.contains(name.asciiLowercased) }

  /// The gradient whose arguments are `arguments` (the function's name given).
  static func parse(name: String, _ arguments: ArraySlice<Token>) throws(ValueError)
    -> StyleGradient
  {
    let lowered = name.asciiLowercased
    var parts = ValueReader.splitAtCommas(arguments)
    var gradient = StyleGradient(isRepeating: lowered.hasPrefix("repeating-"), stops: [])
    let angular = lowered.hasSuffix("conic-gradient")
    let head: (StyleGradient.Kind, ColorInterpolation?)?
    if lowered.hasSuffix("radial-gradient") {
      gradient.kind = .radial(isCircle: false, size: .farthestCorner, center: .center)
      head = try parts.first.flatMap(GradientGeometryParser.radialHead)
    } else if angular {
      gradient.kind = .conic(fromDegrees: 0, center: .center)
      head = try parts.first.flatMap(GradientGeometryParser.conicHead)
    } else {
      head = try parts.first.flatMap(linearHead).map { (.linear($0.0), $0.1) }
    }
    if let head {
      (gradient.kind, gradient.interpolation) = head
      parts.removeFirst()
    }
    guard !parts.isEmpty else { throw error("a gradient needs at least one color stop") }
    for part in parts {
      gradient.stops += try stops(part, angular: angular)
    }
    try checkHints(gradient.stops)
    return gradient
  }

  static func error(_ message: String) -> ValueError {
    ValueError(message, id: .invalidGradient)
  }

  /// `SPACE [METHOD hue]` after `in` (the word `in` read).
  static func interpolation(_ reader: inout ValueReader) throws(ValueError) -> ColorInterpolation {
    var words: [String] = []
    if let space = reader.peek(), space.kind == .ident {
      _ = reader.next()
      words.append(space.value.asciiLowercased)
      if let method = reader.peek(), method.kind == .ident,
        ColorInterpolation.HueMethod(rawValue: method.value.asciiLowercased) != nil
      {
        _ = reader.next()
        words.append(method.value.asciiLowercased)
        if let hue = reader.peek(), hue.kind == .ident {
          _ = reader.next()
          words.append(hue.value.asciiLowercased)
        }
      }
    }
    guard let method = ColorInterpolation(text: words.joined(separator: " ")) else {
      throw error("expected a color space after 'in', found '\(words.joined(separator: " "))'")
    }
    return method
  }

  /// The direction and interpolation method, or `nil` when the first argument is a stop.
  private static func linearHead(_ tokens: ArraySlice<Token>) throws(ValueError) -> (
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
        interpolation = try self.interpolation(&reader)
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

  /// A stop's place: on a line or ray, or (conic) an angle or a percentage of the turn.
  private enum Place {
    case length(LinearLength, isPercentage: Bool)
    case degrees(Double)

    func applied(to stop: StyleGradient.Stop) -> StyleGradient.Stop {
      var placed = stop
      switch self {
      case .length(let length, let isPercentage):
        placed.position = length
        placed.isPercentage = isPercentage
      case .degrees(let degrees): placed.degrees = degrees
      }
      return placed
    }
  }

  /// One comma-separated part: a color with up to two positions, or a hint.
  private static func stops(_ tokens: ArraySlice<Token>, angular: Bool) throws(ValueError)
    -> [StyleGradient.Stop]
  {
    var reader = ValueReader(tokens)
    guard let first = reader.peek() else { throw error("a color stop is missing between commas") }
    if ShadowParser.startsLength(first) {
      let place = try self.place(&reader, angular: angular)
      guard reader.isAtEnd else {
        throw error("a transition hint is one position, without a color")
      }
      return [place.applied(to: StyleGradient.Stop(color: nil))]
    }
    let color: ParsedColor
    do {
      color = try ColorParser.read(&reader)
    } catch {
      throw Self.error(error.message)
    }
    var places: [Place] = []
    while !reader.isAtEnd {
      guard places.count < 2 else { throw error("a color stop takes at most two positions") }
      places.append(try place(&reader, angular: angular))
    }
    var stop = StyleGradient.Stop(color: nil)
    switch color {
    case .color(let concrete): stop.color = concrete
    case let other: stop.specifiedColor = other
    }
    if places.isEmpty { return [stop] }
    return places.map { $0.applied(to: stop) }
  }

  private static func place(_ reader: inout ValueReader, angular: Bool) throws(ValueError)
    -> Place
  {
    let isPercentage = reader.peek()?.kind == .percentage
    if !angular || isPercentage {
      return .length(try position(&reader), isPercentage: isPercentage)
    }
    if let token = reader.peek(), token.kind == .function, NumericParser.isMathFunction(token.value)
    {
      // Only percentages: SkinKit's math functions do not take angles.
      if case .length(let length)? = try? NumericParser.read(&reader),
        length == LinearLength(percent: length.percent)
      {
        return .length(length, isPercentage: true)
      }
      throw error("a math function in a conic gradient's position takes only percentages")
    }
    return .degrees(try GradientGeometryParser.angle(&reader))
  }

  /// A length or a percentage.
  static func position(_ reader: inout ValueReader) throws(ValueError) -> LinearLength {
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
    for (index, stop) in stops.enumerated() where !stop.hasColor {
      let before = index > 0 && stops[index - 1].hasColor
      let after = index + 1 < stops.count && stops[index + 1].hasColor
      guard before && after else {
        throw error("a transition hint must stand between two color stops")
      }
    }
  }
}
