import SkinKitSyntax

/// Reads `box-shadow` and `text-shadow` values (CSS Backgrounds 3 §7.1, CSS Text
/// Decoration 3 §4):
///
///     <box-shadow>  = none | <shadow>#
///     <shadow>      = <color>? && [<length>{2} <length [0,∞]>? <length>?] && inset?
///     <text-shadow> = none | [<color>? && <length>{2} <length [0,∞]>?]#
///
/// The lengths are contiguous; a literal negative blur is invalid, a `calc()` one is
/// clamped to 0. A unitless number is points, as everywhere in SkinKit.
enum ShadowParser {
  /// The list, or `.none`.
  static func read(_ reader: inout ValueReader, isTextShadow: Bool) throws(ValueError)
    -> StyleValue
  {
    let rest = reader.rest
    while reader.next() != nil {}
    let items = ValueReader.splitAtCommas(rest)
    if items.count == 1, let only = Self.single(items[0]), only.isIdent("none") {
      return .none
    }
    var shadows: [StyleShadow] = []
    for item in items {
      shadows.append(try shadow(item, isTextShadow: isTextShadow))
    }
    return isTextShadow ? .textShadows(shadows) : .boxShadows(shadows)
  }

  private static func single(_ tokens: ArraySlice<Token>) -> Token? {
    let significant = tokens.filter { !$0.isWhitespace }
    return significant.count == 1 ? significant[0] : nil
  }

  private static func shadow(_ tokens: ArraySlice<Token>, isTextShadow: Bool) throws(ValueError)
    -> StyleShadow
  {
    var reader = ValueReader(tokens)
    var color: ParsedColor?
    var lengths: [LinearLength] = []
    var lengthsEnded = false
    var inset = false
    var blurWasMath = false
    guard !reader.isAtEnd else {
      throw ValueError("a shadow is missing between commas", id: .invalidShadow)
    }
    while let token = reader.peek() {
      if !isTextShadow, token.isIdent("inset") {
        guard !inset else { throw ValueError("'inset' written twice", id: .invalidShadow) }
        _ = reader.next()
        inset = true
        lengthsEnded = !lengths.isEmpty
        continue
      }
      if Self.startsLength(token) {
        guard !lengthsEnded else {
          throw ValueError(
            "the offsets and blur must be written together", id: .invalidShadow)
        }
        if lengths.count == 2 { blurWasMath = token.kind == .function }
        lengths.append(try Self.length(&reader))
        continue
      }
      guard color == nil else {
        throw ValueError(
          "unexpected '\(TokenPrinter.text(of: token))'", id: .invalidShadow)
      }
      do {
        color = try ColorParser.read(&reader)
      } catch {
        throw ValueError(error.message, id: .invalidShadow)
      }
      lengthsEnded = !lengths.isEmpty
    }
    let most = isTextShadow ? 3 : 4
    guard lengths.count >= 2, lengths.count <= most else {
      throw ValueError(
        "a shadow takes 2 to \(most) lengths (x y blur\(isTextShadow ? "" : " spread"))",
        id: .invalidShadow)
    }
    if lengths.count > 2, !blurWasMath, lengths[2].isAbsolute, lengths[2].points < 0 {
      throw ValueError("the blur radius cannot be negative", id: .invalidShadow)
    }
    while lengths.count < 4 { lengths.append(LinearLength()) }
    var shadow = StyleShadow(
      offsetX: lengths[0].points, offsetY: lengths[1].points, blur: lengths[2].points,
      spread: lengths[3].points, inset: inset)
    if !lengths.allSatisfy(\.isAbsolute) { shadow.specifiedLengths = lengths }
    switch color {
    case .color(let concrete)?: shadow.color = concrete
    case nil: shadow.specifiedColor = .currentColor
    case let other?: shadow.specifiedColor = other
    }
    return shadow
  }

  /// Whether the token begins a length rather than a color.
  static func startsLength(_ token: Token) -> Bool {
    switch token.kind {
    case .number, .dimension, .percentage: true
    case .function: NumericParser.isMathFunction(token.value)
    default: false
    }
  }

  /// One length; percentages are not lengths here.
  private static func length(_ reader: inout ValueReader) throws(ValueError)
    -> LinearLength
  {
    if reader.peek()?.kind == .percentage {
      throw ValueError("shadow lengths cannot be percentages", id: .invalidShadow)
    }
    let length: LinearLength
    do {
      switch try NumericParser.read(&reader) {
      case .number(let number): length = LinearLength(points: number)
      case .length(let linear): length = linear
      }
    } catch {
      throw ValueError(error.message, id: .invalidShadow)
    }
    if length.percent != 0 || (length.expression?.containsPercentage ?? false) {
      throw ValueError("shadow lengths cannot be percentages", id: .invalidShadow)
    }
    return length
  }
}
