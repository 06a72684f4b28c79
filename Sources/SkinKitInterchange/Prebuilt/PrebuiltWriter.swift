import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Writes compiled sheets as the data of a ``PrebuiltSkin``: a JSON array of records, one a
/// line, read back by `PrebuiltReader`. Format 1:
///
/// ```
/// [["skinkit-prebuilt", 1],
/// ["layer", "app", "theme"],                  an origin's layer, in order of first declaration
/// ["mention", "app", ["theme"], [[[":dark"]]]],   a mention of a layer, and its conditions
/// ["block"],                                  a new declaration block
/// ["set", "color", ["rgb", 1, 0, 0, 1]],      a declaration: NAME, VALUE [, IMPORTANT [, WRITTEN]]
/// ["rule", "app", 0, [["Button", [".", "primary"]]]],   ORIGIN, ORDER STEP, SELECTOR [, EXTRA]
/// ["rule", "app", 1, [["Label"]], {"layer": ["theme"], "media": [[[":dark"]]]}]]
/// ```
///
/// - `"mention"` records are written for the origins where a layer is mentioned inside
///   `@media` (whose layer order depends on the environment): every mention, in order, with
///   the condition lists that must all hold for it to count.
/// - A rule uses the latest block (`EXTRA`'s `"block": k`: the block k before it); its order
///   of appearance is the previous rule's plus `ORDER STEP` (rules of one selector list share
///   one). `EXTRA` holds what most rules lack: `"layer"` (the layer's name parts), `"media"`
///   (condition lists that must all hold) and `"text"` (the selector as written, when that is
///   not the previous rule's, for a rule of the same list, or else the selector's own text).
/// - A selector is its compounds and combinators (`">"`, `"+"`, `"~"`, `" "`), left to right,
///   a leading combinator first. A compound is a list of simple selectors: a string is a type;
///   `["!", T]` a type with `:exact`; `[".", C]`, `["#", I]`; `["*"]`; `["&"]`;
///   `["[", NAME, OP, VALUE, "i" | "s"]` (`OP` `""` for presence); `[":" + NAME]` for the
///   pseudo-classes without arguments (states, `:enabled`, `:normal`, structural, environment);
///   `[":nth-child", A, B]` and relatives, with an `of` list as a fourth member;
///   `[":not", LIST]`, `[":is", LIST]`, `[":where", LIST]`, `[":has", LIST]` (of relative
///   selectors), a list being an array of selectors.
/// - A media condition: `[":dark"]` (an environment keyword), `["feature", NAME, OP, VALUE…]`,
///   `["const", BOOL, TEXT]`, `["not", C]`, `["and", C…]`, `["or", C…]`.
/// - A value: `"inherit"`, `"initial"`, `"unset"`, `"revert"`, `"revert-layer"`,
///   `["var", TOKENS]` (with the shorthand's name third, for a longhand of one), or a computed
///   value — `["rgb", R, G, B, A]` (with the missing channels' bits fifth: 1 red, 2 green,
///   4 blue, 8 alpha), `"currentcolor"`, `["derived", OPERATION, COLOR, COLOR?]` (a color
///   function of `currentcolor`: `OPERATION` is `[NAME, X]` for `"lighten"`, `"darken"`,
///   `"saturate"`, `"desaturate"`, `"set-alpha"` and `"add-alpha"`, `["mix", WEIGHT]` or
///   `["color-mix", SPACE, P1, P2, ALPHA MULTIPLIER]`; a `COLOR` is an `"rgb"` value,
///   `"currentcolor"` or another `"derived"`), `["len", X]`, `["rel", POINTS, PERCENT, EM, REM]`, `["num", X]`,
///   `["int", N]`, `true`, `false`, `["kw", WORD]`, `["families", FAMILY…]`,
///   `["font", [FAMILY…], SIZE, WEIGHT, ITALIC]`, `["insets", T, R, B, L]`, `["size", W, H]`,
///   `["image", NAME]` (cap insets as a third member), `"none"`, `["str", TEXT]`. A family is `"system"`, `"monospaced"`, `["generic", N]` or
///   `["named", N]`.
/// - A token is a punctuation or whitespace token's text (`","`, `" "`), or `[KIND]` followed
///   by its number (for numbers, percentages and dimensions), its value when not empty (a
///   dimension's unit, an ident's name…) and `true` when its flag is set.
///
/// Nothing in it depends on where anything was written: editing a comment, or moving a rule
/// within its file without changing the order of rules, writes the same data.
package struct PrebuiltWriter {
  /// The table the compiled property ids refer to.
  let properties: PropertyTable

  package init(properties: PropertyTable = .builtIn) { self.properties = properties }

  /// The data of compiled sheets. Throws for a value of a type an app registered
  /// (``StyleValue/custom(_:)``), which data cannot describe, and for an `@property` or
  /// `@keyframes` rule, which format 1 does not hold (rather than write a skin whose custom
  /// properties would compute otherwise, or whose animations would run nothing).
  package func write(_ compiled: CompiledSheets) throws(PrebuiltWriteError) -> String {
    if let registration = compiled.registrations.first {
      throw PrebuiltWriteError(
        message:
          "@property \(registration.name): prebuilt skin data does not hold @property rules yet",
        range: registration.range)
    }
    if let keyframes = compiled.keyframes.first {
      throw PrebuiltWriteError(
        message:
          "@keyframes \(keyframes.name): prebuilt skin data does not hold @keyframes rules yet",
        range: keyframes.range)
    }
    if let scope = compiled.entries.lazy.compactMap(\.scope).first {
      throw PrebuiltWriteError(
        message: "@scope: prebuilt skin data does not hold @scope rules yet", range: scope.range)
    }
    var records = [Self.array([Self.string(PrebuiltSkin.header), "\(PrebuiltSkin.formatVersion)"])]
    for origin in CascadeOrigin.allCases {
      for layer in compiled.layers[origin] ?? [] {
        records.append(
          Self.array(
            [Self.string("layer"), Self.origin(origin)] + layer.components.map(Self.string)))
      }
      for mention in compiled.layerMentions[origin] ?? [] {
        records.append(
          Self.array(
            [
              Self.string("mention"), Self.origin(origin),
              Self.array(mention.name.components.map(Self.string)),
            ] + (mention.media.isEmpty ? [] : [Self.array(mention.media.map(Self.mediaList))])))
      }
    }
    var blocks: [ObjectIdentifier: Int] = [:]
    var previousOrder = 0
    var previousText: String?
    for entry in compiled.entries {
      let id = ObjectIdentifier(entry.block)
      if blocks[id] == nil {
        blocks[id] = blocks.count
        records.append(Self.array([Self.string("block")]))
        for declaration in entry.block.declarations {
          records.append(try self.declaration(declaration))
        }
      }
      let step = entry.order - previousOrder
      var fields = [
        Self.string("rule"), Self.origin(entry.origin), String(step), Self.selector(entry.selector),
      ]
      previousOrder = entry.order
      var extra: [String] = []
      if let block = blocks[id], block != blocks.count - 1 {
        extra.append(Self.member("block", String(blocks.count - 1 - block)))
      }
      if let layer = entry.layer {
        extra.append(Self.member("layer", Self.array(layer.components.map(Self.string))))
      }
      if !entry.media.isEmpty {
        extra.append(Self.member("media", Self.array(entry.media.map(Self.mediaList))))
      }
      let text = entry.selectorText
      if text != (step == 0 ? previousText : nil) ?? entry.selector.description {
        extra.append(Self.member("text", Self.string(text)))
      }
      previousText = text
      if !extra.isEmpty { fields.append("{" + extra.joined(separator: ", ") + "}") }
      records.append(Self.array(fields))
    }
    return "[" + records.joined(separator: ",\n") + "]\n"
  }

  // MARK: Declarations

  private func declaration(_ declaration: CompiledDeclaration) throws(PrebuiltWriteError)
    -> String
  {
    let name: String
    switch declaration.target {
    case .property(let id): name = properties[id].name
    case .custom(let custom): name = custom
    }
    var fields = [Self.string("set"), Self.string(name), try value(declaration)]
    if declaration.writtenName != name {
      fields += [String(declaration.important), Self.string(declaration.writtenName)]
    } else if declaration.important {
      fields.append("true")
    }
    return Self.array(fields)
  }

  private func value(_ declaration: CompiledDeclaration) throws(PrebuiltWriteError) -> String {
    switch declaration.value {
    case .inherit, .initial, .unset, .revert, .revertLayer:
      return Self.string(declaration.value.description)
    case .unparsed(let tokens, let shorthand):
      return Self.array(
        [Self.string("var"), Self.tokens(tokens)] + (shorthand.map { [Self.string($0)] } ?? []))
    case .value(let value):
      guard let text = Self.value(value) else {
        throw PrebuiltWriteError(
          message:
            "the value '\(value)' is of a type the app registered; generated code cannot construct it",
          range: declaration.range)
      }
      return text
    }
  }

  /// A computed value's record, or `nil` for an app's own type.
  static func value(_ value: StyleValue) -> String? {
    func tagged(_ tag: String, _ numbers: Double...) -> String {
      array([string(tag)] + numbers.map(number))
    }
    switch value {
    case .color(let color): return self.color(color)
    case .currentColor: return string("currentcolor")
    case .derivedColor(let derived): return self.derived(derived)
    case .length(let points): return tagged("len", points)
    case .relativeLength(let l):
      // A length of the environment (viewport units, text styles, math functions) is kept as
      // CSS text, read back by the value parser.
      if l.dependsOnViewport || l.dependsOnContentSize || l.expression != nil {
        return array([string("lencss"), string(l.description)])
      }
      return tagged("rel", l.points, l.percent, l.em, l.rem)
    case .number(let number): return tagged("num", number)
    case .integer(let integer): return array([string("int"), String(integer)])
    case .boolean(let flag): return String(flag)
    case .keyword(let word): return array([string("kw"), string(word)])
    case .fontFamilies(let families): return array([string("families")] + families.map(family))
    case .font(let font):
      return array(
        [
          string("font"), array(font.families.map(family)), number(font.size),
          String(font.weight), String(font.italic),
        ] + (font.relativeSize.map { [string($0.description)] } ?? []))
    case .insets(let insets): return array([string("insets")] + insetsNumbers(insets).map(number))
    case .size(let size): return tagged("size", size.width, size.height)
    case .image(let image) where image.gradient != nil:
      // A gradient is kept as CSS text, read back by the value parser.
      return array([string("gradient"), string(image.description)])
    case .image(let image):
      return array(
        [string("image"), string(image.name)]
          + (image.capInsets.map { [array(insetsNumbers($0).map(number))] } ?? []))
    case .none: return string("none")
    case .string(let text): return array([string("str"), string(text)])
    case .custom: return nil
    case .boxShadows(let shadows): return self.shadows(shadows, isTextShadow: false)
    case .textShadows(let shadows): return self.shadows(shadows, isTextShadow: true)
    case .motion(let list):
      return array([
        string("motion"), string(list.kind?.rawValue ?? "keywords"), string(list.exactText),
      ])
    }
  }

  /// `["shadows", "box" | "text", SHADOW…]`: each shadow `[X, Y, BLUR, SPREAD, INSET, COLOR]`,
  /// or `["css", TEXT]` when its lengths depend on the element (read back by the parser).
  private static func shadows(_ shadows: [StyleShadow], isTextShadow: Bool) -> String {
    let records = shadows.map { shadow in
      if shadow.specifiedLengths != nil {
        return array([string("css"), string(shadow.description)])
      }
      let color: String
      switch shadow.specifiedColor {
      case nil: color = self.color(shadow.color)
      case .currentColor?: color = string("currentcolor")
      case .color(let written)?: color = self.color(written)
      case .derived(let derived)?: color = self.derived(derived)
      }
      return array(
        [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map(number)
          + [String(shadow.inset), color])
    }
    return array([string("shadows"), string(isTextShadow ? "text" : "box")] + records)
  }

  private static func color(_ c: StyleColor) -> String {
    // A color in a space of its own is kept as CSS text (read back by the color parser).
    guard c.isLegacy else {
      return array([string("css"), string(ColorSerialization.exactText(of: c))])
    }
    // One written with hsl() or hwb() keeps its components (a mix in that space reads them).
    for hwb in [false, true] {
      guard let written = c.writtenPolarComponents(hwb: hwb) else { continue }
      let channels: [StyleColor.Channels] = [.red, .green, .blue]
      let numbers = written.enumerated().map { index, value in
        c.missing.contains(channels[index])
          ? "none" : TokenPrinter.formatNumber(value) + (index == 0 ? "" : "%")
      }
      let alpha =
        c.missing.contains(.alpha)
        ? " / none" : c.alpha < 1 ? " / " + TokenPrinter.formatNumber(c.alpha) : ""
      let text = "\(hwb ? "hwb" : "hsl")(\(numbers.joined(separator: " "))\(alpha))"
      return array([string("css"), string(text)])
    }
    return array(
      [string("rgb")] + [c.red, c.green, c.blue, c.alpha].map(number)
        + (c.missing.isEmpty ? [] : [String(c.missing.rawValue)]))
  }

  private static func derived(_ derived: DerivedColor) -> String {
    if derived.containsLightDark || derived.containsRelative {
      return array([string("css"), string(derived.description)])
    }
    func operand(_ color: ParsedColor) -> String {
      switch color {
      case .color(let color): self.color(color)
      case .currentColor: string("currentcolor")
      case .derived(let inner): self.derived(inner)
      }
    }
    func tagged(_ tag: String, _ numbers: Double...) -> String {
      array([string(tag)] + numbers.map(number))
    }
    let operation: String
    switch derived.operation {
    case .lighten(let amount): operation = tagged("lighten", amount)
    case .darken(let amount): operation = tagged("darken", amount)
    case .saturate(let amount): operation = tagged("saturate", amount)
    case .desaturate(let amount): operation = tagged("desaturate", amount)
    case .mix(let weight): operation = tagged("mix", weight)
    case .setAlpha(let alpha): operation = tagged("set-alpha", alpha)
    case .addAlpha(let amount): operation = tagged("add-alpha", amount)
    case .lightDark, .relative, .contrastColor: operation = string(derived.description)
    case .colorMix(let space, let p1, let p2, let multiplier):
      operation = array(
        [string("color-mix"), string(space.description)] + [p1, p2, multiplier].map(number))
    }
    return array([string("derived"), operation] + derived.operands.map(operand))
  }

  private static func insetsNumbers(_ insets: EdgeInsets) -> [Double] {
    [insets.top, insets.right, insets.bottom, insets.left]
  }

  private static func family(_ family: FontFamily) -> String {
    switch family {
    case .system: string("system")
    case .monospaced: string("monospaced")
    case .generic(let name): array([string("generic"), string(name)])
    case .named(let name): array([string("named"), string(name)])
    }
  }

  static func tokens(_ tokens: [Token]) -> String { array(tokens.map(token)) }

  private static func token(_ token: Token) -> String {
    if token.value.isEmpty, token.number == 0, !token.flag,
      let text = PrebuiltSkin.punctuation[token.kind]
    {
      return string(text)
    }
    var fields = [string(PrebuiltSkin.tokenKindNames[token.kind]!)]
    if PrebuiltSkin.isNumeric(token.kind) { fields.append(number(token.number)) }
    if !token.value.isEmpty { fields.append(string(token.value)) }
    if token.flag { fields.append("true") }
    return array(fields)
  }

  // MARK: Selectors

  static func selector(_ selector: ComplexSelector) -> String {
    var parts: [String] = selector.leadingCombinator.map { [combinator($0)] } ?? []
    for (index, compound) in selector.compounds.enumerated() {
      if index > 0 { parts.append(combinator(selector.combinators[index - 1])) }
      parts.append(array(compound.components.map(simple)))
    }
    return array(parts)
  }

  private static func list(_ list: SelectorList) -> String { array(list.selectors.map(selector)) }

  private static func combinator(_ combinator: Combinator) -> String {
    string(combinator.symbol)
  }

  private static func simple(_ simple: SimpleSelector) -> String {
    switch simple {
    case .type(let name, let exact):
      return exact ? array([string("!"), string(name.string)]) : string(name.string)
    case .universal: return array([string("*")])
    case .styleClass(let name): return array([string("."), string(name.string)])
    case .identifier(let name): return array([string("#"), string(name.string)])
    case .attribute(let attribute):
      return array([
        string("["), string(attribute.name), string(attribute.op?.rawValue ?? ""),
        string(attribute.value), string(attribute.caseInsensitive ? "i" : "s"),
      ])
    case .state, .enabled, .normal, .structural, .environment, .nesting, .scope, .unmatchable:
      return array([string(simple.description)])
    case .nth(let nth):
      return array(
        [string(":" + nth.kind.rawValue), String(nth.formula.a), String(nth.formula.b)]
          + (nth.filter.map { [list($0)] } ?? []))
    case .not(let inner): return array([string(":not"), list(inner)])
    case .is(let inner): return array([string(":is"), list(inner)])
    case .where(let inner): return array([string(":where"), list(inner)])
    case .has(let inner): return array([string(":has"), list(inner)])
    }
  }

  // MARK: Media

  static func mediaList(_ list: MediaQueryList) -> String { array(list.queries.map(condition)) }

  private static func condition(_ condition: MediaCondition) -> String {
    switch condition {
    case .keyword(let pseudo): return array([string(":" + pseudo.name)])
    case .feature(let feature):
      var fields = [string("feature"), string(feature.name.rawValue)]
      for (comparison, value) in feature.tests {
        fields.append(string(comparison.rawValue))
        switch value {
        case .keyword(let word): fields.append(string(word))
        case .number(let number): fields.append(Self.number(number))
        }
      }
      return array(fields)
    case .constant(let value, let text):
      return array([string("const"), String(value), string(text)])
    case .not(let inner): return array([string("not"), self.condition(inner)])
    case .and(let conditions): return array([string("and")] + conditions.map(self.condition))
    case .or(let conditions): return array([string("or")] + conditions.map(self.condition))
    }
  }

  // MARK: JSON

  private static func origin(_ origin: CascadeOrigin) -> String {
    string(PrebuiltSkin.originNames[origin.rawValue])
  }

  static func string(_ text: String) -> String { JSONWriter.quote(text) }
  /// A number; JSON has none for infinities and NaN, written as the strings `"Infinity"`,
  /// `"-Infinity"` and `"NaN"`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else {
      return string(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
    }
    return JSONWriter.number(value)
  }
  static func array(_ fields: [String]) -> String { "[" + fields.joined(separator: ", ") + "]" }
  private static func member(_ key: String, _ value: String) -> String {
    string(key) + ": " + value
  }
}

/// A value generated data cannot hold, with where it was written.
package struct PrebuiltWriteError: SkinKitError {
  package var message: String
  package var range: SourceRange

  package var location: ErrorLocation? { ErrorLocation(range) }
  package var description: String { "\(range.description): error: \(message)" }
}
