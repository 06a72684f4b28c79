import SkinKitProperties
import SkinKitSyntax

extension PrebuiltReader {
  static let tokenKinds: [String: TokenKind] = Dictionary(
    uniqueKeysWithValues: PrebuiltSkin.tokenKindNames.map { ($0.value, $0.key) })
  static let punctuation: [String: TokenKind] = Dictionary(
    uniqueKeysWithValues: PrebuiltSkin.punctuation.map { ($0.value, $0.key) })

  /// A declaration's value: `"inherit"`, `"initial"`, `"unset"`, `"revert"`,
  /// `"revert-layer"`, `["var", TOKENS]` or a computed value.
  func declaredValue(_ index: Int) throws(Malformed) -> DeclaredValue {
    let value = json.values[index]
    if value.kind == .string {
      if let keyword = DeclaredValue(cssWideKeyword: value.text) { return keyword }
    } else if value.kind == .array, let first = value.members.first,
      json.values[first.value].kind == .string, json.values[first.value].text == "var"
    {
      let fields = value.members
      guard fields.count == 2 || fields.count == 3 else {
        throw Malformed(message: "a var() value is [\"var\", tokens] and a shorthand", value: index)
      }
      return .unparsed(
        try tokens(fields[1].value),
        shorthand: fields.count == 3 ? try string(fields[2].value) : nil)
    }
    return .value(try styleValue(index))
  }

  /// `["rgb", R, G, B, A]`, the missing channels' bits fifth when some are.
  func color(_ index: Int) throws(Malformed) -> StyleColor {
    let fields = try array(index)
    guard fields.count == 5 || fields.count == 6, try string(fields[0].value) == "rgb" else {
      throw Malformed(
        message: "a color is [\"rgb\", r, g, b, a] and missing channels", value: index)
    }
    let n = try fields[1...4].map { member throws(Malformed) in try number(member.value) }
    guard fields.count == 6 else {
      return StyleColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }
    let bits = try integer(fields[5].value)
    guard (0...15).contains(bits) else {
      throw Malformed(message: "missing channels are bits 1 to 8", value: fields[5].value)
    }
    return StyleColor(
      red: n[0], green: n[1], blue: n[2], alpha: n[3],
      missing: StyleColor.Channels(rawValue: UInt8(bits)))
  }

  /// `["derived", OPERATION, COLOR]`, a second `COLOR` for the mixes.
  func derived(_ index: Int) throws(Malformed) -> DerivedColor {
    let fields = try array(index)
    guard fields.count == 3 || fields.count == 4, try string(fields[0].value) == "derived" else {
      throw Malformed(message: "a derived color is [\"derived\", operation, color]", value: index)
    }
    let operation = try colorOperation(fields[1].value)
    let first = try parsedColor(fields[2].value)
    let second = fields.count == 4 ? try parsedColor(fields[3].value) : nil
    switch operation {
    case .mix, .colorMix:
      guard second != nil else {
        throw Malformed(message: "a mix takes two colors", value: index)
      }
    default:
      guard second == nil else {
        throw Malformed(message: "only a mix takes two colors", value: index)
      }
    }
    return DerivedColor(operation, first, second)
  }

  private func parsedColor(_ index: Int) throws(Malformed) -> ParsedColor {
    let value = json.values[index]
    if value.kind == .string, value.text == "currentcolor" { return .currentColor }
    let fields = try array(index)
    switch fields.first.map({ json.values[$0.value].text }) {
    case "rgb": return .color(try color(index))
    case "css": return try cssColor(index)
    case "derived": return .derived(try derived(index))
    default:
      throw Malformed(
        message: "expected a color: an \"rgb\" or \"derived\" value, or \"currentcolor\"",
        value: index)
    }
  }

  /// `["css", TEXT]`: a color in a space of its own, or a function (`light-dark()`, relative
  /// colors), as CSS text.
  /// A length kept as CSS text (`calc(2vw + 4)`, `text-style(body)`).
  private func cssLength(_ text: String, _ index: Int) throws(Malformed) -> LinearLength {
    var reader = ValueReader(Tokenizer.tokenize(text)[...])
    let value: StyleValue
    do {
      value =
        text.hasPrefix("text-style(")
        ? try FontParser.size(&reader)
        : try ValueSyntax.readLength(&reader, minimum: nil, percentages: true)
    } catch {
      throw Malformed(message: "'\(text)' is not a length: \(error.message)", value: index)
    }
    guard reader.isAtEnd, case .relativeLength(let length) = value else {
      throw Malformed(message: "'\(text)' is not a length", value: index)
    }
    return length
  }

  private func cssColor(_ index: Int) throws(Malformed) -> ParsedColor {
    let fields = try array(index)
    guard fields.count == 2 else {
      throw Malformed(message: "a \"css\" color is [\"css\", text]", value: index)
    }
    let text = try string(fields[1].value)
    do {
      return try ColorParser.parse(Tokenizer.tokenize(text)[...])
    } catch {
      throw Malformed(message: "'\(text)' is not a color: \(error.message)", value: index)
    }
  }

  private func colorOperation(_ index: Int) throws(Malformed) -> ColorOperation {
    let fields = try array(index)
    guard let first = fields.first else {
      throw Malformed(message: "an empty color operation", value: index)
    }
    let name = try string(first.value)
    if name == "color-mix" {
      guard fields.count == 5,
        let space = ColorInterpolation(text: try string(fields[1].value))
      else {
        throw Malformed(
          message: "color-mix is [\"color-mix\", \"srgb\" or \"srgb-linear\", p1, p2, alpha]",
          value: index)
      }
      let n = try fields[2...4].map { member throws(Malformed) in try number(member.value) }
      return .colorMix(space, n[0], n[1], alphaMultiplier: n[2])
    }
    guard fields.count == 2 else {
      throw Malformed(message: "\"\(name)\" takes one number", value: index)
    }
    let x = try number(fields[1].value)
    switch name {
    case "lighten": return .lighten(x)
    case "darken": return .darken(x)
    case "saturate": return .saturate(x)
    case "desaturate": return .desaturate(x)
    case "mix": return .mix(weight: x)
    case "set-alpha": return .setAlpha(x)
    case "add-alpha": return .addAlpha(x)
    default: throw Malformed(message: "unknown color operation '\(name)'", value: first.value)
    }
  }

  func styleValue(_ index: Int) throws(Malformed) -> StyleValue {
    let value = json.values[index]
    switch value.kind {
    case .bool: return .boolean(value.text == "true")
    case .string:
      switch value.text {
      case "currentcolor": return .currentColor
      case "none": return .none
      default: throw Malformed(message: "unknown value '\(value.text)'", value: index)
      }
    case .array: break
    default:
      throw Malformed(message: "expected a value, found \(json.describe(index))", value: index)
    }
    let fields = value.members
    guard let first = fields.first else { throw Malformed(message: "an empty value", value: index) }
    let tag = try string(first.value)
    /// The numbers after the tag, exactly `count` of them.
    func numbers(_ count: Int) throws(Malformed) -> [Double] {
      guard fields.count == count + 1 else {
        throw Malformed(message: "\"\(tag)\" takes \(count) numbers", value: index)
      }
      return try fields.dropFirst().map { member throws(Malformed) in try number(member.value) }
    }
    func text() throws(Malformed) -> String {
      guard fields.count == 2 else {
        throw Malformed(message: "\"\(tag)\" takes one string", value: index)
      }
      return try string(fields[1].value)
    }
    switch tag {
    case "rgb": return .color(try color(index))
    case "css":
      switch try cssColor(index) {
      case .color(let color): return .color(color)
      case .currentColor: return .currentColor
      case .derived(let derived): return .derivedColor(derived)
      }
    case "derived": return .derivedColor(try derived(index))
    case "len": return .length(try numbers(1)[0])
    case "rel":
      let n = try numbers(4)
      return .relativeLength(LinearLength(points: n[0], percent: n[1], em: n[2], rem: n[3]))
    case "lencss": return .relativeLength(try cssLength(try text(), index))
    case "num": return .number(try numbers(1)[0])
    case "int":
      guard fields.count == 2 else {
        throw Malformed(message: "\"int\" takes one integer", value: index)
      }
      return .integer(try integer(fields[1].value))
    case "kw": return .keyword(try text())
    case "str": return .string(try text())
    case "families":
      return .fontFamilies(
        try fields.dropFirst().map { member throws(Malformed) in try family(member.value) })
    case "font":
      guard fields.count == 5 || fields.count == 6 else {
        throw Malformed(
          message: "a font is [\"font\", families, size, weight, italic] and a relative size",
          value: index)
      }
      let families = try array(fields[1].value).map { member throws(Malformed) in
        try family(member.value)
      }
      var font = StyleFont(
        families: families, size: try number(fields[2].value),
        weight: try integer(fields[3].value), italic: try bool(fields[4].value))
      if fields.count == 6 { font.relativeSize = try cssLength(try string(fields[5].value), index) }
      return .font(font)
    case "insets": return .insets(Self.insets(try numbers(4)))
    case "size":
      let n = try numbers(2)
      return .size(StyleSize(width: n[0], height: n[1]))
    case "image":
      guard fields.count == 2 || fields.count == 3 else {
        throw Malformed(message: "an image is [\"image\", name] and cap insets", value: index)
      }
      var capInsets: EdgeInsets?
      if fields.count == 3 {
        let numbers = try array(fields[2].value).map { member throws(Malformed) in
          try number(member.value)
        }
        guard numbers.count == 4 else {
          throw Malformed(message: "cap insets are four numbers", value: fields[2].value)
        }
        capInsets = Self.insets(numbers)
      }
      return .image(StyleImage(name: try string(fields[1].value), capInsets: capInsets))
    case "shadows":
      return try shadows(fields, index)
    case "motion":
      // A `transition-*` or `animation-*` list, read back by the parser of the longhand it
      // is a value of (keywords, which every keyword longhand reads alike, as they are).
      guard fields.count == 3 else {
        throw Malformed(message: "a motion list is [\"motion\", kind, text]", value: index)
      }
      let tag = try string(fields[1].value)
      let text = try string(fields[2].value)
      if tag == "keywords" {
        let words = text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        return .motion(.keywords(words))
      }
      guard let kind = MotionList.Kind(rawValue: tag),
        let value = try? ValueSyntax.motionList(kind).parse(Tokenizer.tokenize(text)[...])
      else {
        throw Malformed(message: "'\(text)' is not a \(tag) list", value: index)
      }
      return value
    case "gradient":
      let text = try text()
      guard let value = try? ValueSyntax.image.parse(Tokenizer.tokenize(text)[...]) else {
        throw Malformed(message: "'\(text)' is not a gradient", value: index)
      }
      return value
    default:
      throw Malformed(message: "unknown value '\(tag)'", value: first.value)
    }
  }

  private static func insets(_ n: [Double]) -> EdgeInsets {
    EdgeInsets(top: n[0], right: n[1], bottom: n[2], left: n[3])
  }

  private func family(_ index: Int) throws(Malformed) -> FontFamily {
    let value = json.values[index]
    if value.kind == .string {
      switch value.text {
      case "system": return .system
      case "monospaced": return .monospaced
      default: break
      }
    } else if value.kind == .array, value.members.count == 2 {
      let name = try string(value.members[1].value)
      switch try string(value.members[0].value) {
      case "generic": return .generic(name)
      case "named": return .named(name)
      default: break
      }
    }
    throw Malformed(message: "expected a font family, found \(json.describe(index))", value: index)
  }

  // MARK: Tokens

  func tokens(_ index: Int) throws(Malformed) -> [Token] {
    try array(index).map { member throws(Malformed) in try token(member.value) }
  }

  /// A punctuation token's text, or `[KIND]` with its number (numeric kinds), its value and
  /// its flag when they are set.
  private func token(_ index: Int) throws(Malformed) -> Token {
    let value = json.values[index]
    if value.kind == .string {
      guard let kind = Self.punctuation[value.text] else {
        throw Malformed(message: "unknown token '\(value.text)'", value: index)
      }
      return Token(kind: kind)
    }
    let fields = try array(index)
    guard let first = fields.first, let kind = Self.tokenKinds[try string(first.value)] else {
      throw Malformed(message: "expected a token kind", value: fields.first?.value ?? index)
    }
    var token = Token(kind: kind)
    var position = 1
    if PrebuiltSkin.isNumeric(kind) {
      token.number = try number(try field(fields, 1, of: index))
      position += 1
    }
    if position < fields.count, json.values[fields[position].value].kind == .string {
      token.value = json.values[fields[position].value].text
      position += 1
    }
    if position < fields.count, json.values[fields[position].value].kind == .bool {
      token.flag = try bool(fields[position].value)
      position += 1
    }
    guard position == fields.count else {
      throw Malformed(
        message: "a token is its kind, then its number, value and flag", value: index)
    }
    return token
  }
}
