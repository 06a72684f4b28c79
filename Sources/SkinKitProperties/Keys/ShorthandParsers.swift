import SkinKitSyntax

/// How the built-in shorthands read their values, each into one value per longhand in the
/// order its declaration in ``StyleKeys`` lists them.
enum ShorthandParsers {
  /// `padding`: 1 to 4 lengths, CSS's order (top, right, bottom, left).
  @Sendable static func padding(_ tokens: ArraySlice<Token>) throws(ValueError) -> [StyleValue] {
    var reader = ValueReader(tokens)
    var values: [StyleValue] = []
    while !reader.isAtEnd {
      guard values.count < 4 else { throw ValueError("padding takes 1 to 4 lengths") }
      values.append(try ValueSyntax.readLength(&reader, minimum: 0, percentages: true))
    }
    guard !values.isEmpty else { throw ValueError("missing value", id: .emptyValue) }
    switch values.count {
    case 1: return [values[0], values[0], values[0], values[0]]
    case 2: return [values[0], values[1], values[0], values[1]]
    case 3: return [values[0], values[1], values[2], values[1]]
    default: return values
    }
  }

  /// `font`: `[style] [weight] size [family]`, into family, size, weight and style.
  @Sendable static func font(_ tokens: ArraySlice<Token>) throws(ValueError) -> [StyleValue] {
    let parts = try FontParser.font(tokens)
    return [
      .fontFamilies(parts.families ?? [.system]), parts.size, parts.weight ?? .number(400),
      parts.style ?? .keyword("normal"),
    ]
  }

  /// `border`: a width, a style and a color in any order, into width and color.
  @Sendable static func border(_ tokens: ArraySlice<Token>) throws(ValueError) -> [StyleValue] {
    var width: StyleValue?
    var color: StyleValue?
    var style: String?
    let styles = [
      "none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset",
      "outset",
    ]
    for component in ValueReader.components(tokens) {
      if component.count == 1, let token = component.first, token.kind == .ident,
        styles.contains(token.value.asciiLowercased), style == nil
      {
        style = token.value
      } else if width == nil, let value = try? borderWidth.parse(component) {
        width = value
      } else if color == nil {
        color = try ValueSyntax.color.parse(component)
      } else {
        throw ValueError("border takes a width, a style and a color")
      }
    }
    guard width != nil || color != nil || style != nil else {
      throw ValueError("missing value", id: .emptyValue)
    }
    // A border style of none or hidden means no border, as CSS computes it.
    let hasNoStyle = style.map { ["none", "hidden"].contains($0.asciiLowercased) } ?? false
    return [hasNoStyle ? .length(0) : (width ?? .length(3)), color ?? .currentColor]
  }

  /// `border-width`'s syntax (the `border` shorthand reads a width with it).
  static let borderWidth = ValueSyntax.length(
    minimum: 0, percentages: false, keywords: ["thin": 1, "medium": 3, "thick": 5])
}
