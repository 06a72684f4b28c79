import SkinKitSelectors
import SkinKitSyntax

/// A declaration turned into values for longhands.
package struct ParsedDeclaration: Sendable {
  /// One value per longhand the declaration sets (one for a longhand, several for a shorthand).
  public var values: [(property: PropertyID, value: DeclaredValue)]
}

extension PropertyTable {
  /// Parses one declaration's value for a property name (not a custom property).
  ///
  /// CSS-wide keywords (`inherit`, `initial`, `unset`, `revert`, `revert-layer`) apply to
  /// every longhand; a value with
  /// `var()` is kept as tokens until computed; otherwise the property's syntax parses it.
  ///
  /// ```swift
  /// let parsed = try PropertyTable.builtIn.parseDeclaration(
  ///   name: "padding", value: Tokenizer.tokenize("4 8")[...])
  /// parsed.values.map(\.value.description)   // ["4", "8", "4", "8"]
  /// ```
  package func parseDeclaration(name: String, value tokens: ArraySlice<Token>) throws(ValueError)
    -> ParsedDeclaration
  {
    var values: [(property: PropertyID, value: DeclaredValue)] = []
    try parseDeclaration(name: name, value: tokens) { values.append(($0, $1)) }
    return ParsedDeclaration(values: values)
  }

  /// Parses one declaration as ``parseDeclaration(name:value:)`` does, handing each
  /// longhand's value to `body` in order instead of collecting them (a compiler of thousands
  /// of declarations, most of them longhands, makes no array for each).
  ///
  /// ```swift
  /// try PropertyTable.builtIn.parseDeclaration(
  ///   name: "opacity", value: Tokenizer.tokenize("0.5")[...]
  /// ) { property, value in print(property, value) }
  /// ```
  package func parseDeclaration(
    name: String, value tokens: ArraySlice<Token>,
    _ body: (PropertyID, DeclaredValue) -> Void
  ) throws(ValueError) {
    try parseDeclaration(
      name: name, naming: lookUp(declarationName: name), value: tokens, body)
  }

  /// Parses one declaration as ``parseDeclaration(name:value:_:)`` does, its name already
  /// looked up (``lookUp(declarationName:)``, or a ``PropertyNameCache``).
  package func parseDeclaration(
    name: String, naming named: DeclarationName, value tokens: ArraySlice<Token>,
    _ body: (PropertyID, DeclaredValue) -> Void
  ) throws(ValueError) {
    var single: PropertyID?
    var shorthand: ShorthandDefinition?
    switch named {
    case .longhand(let id): single = id
    case .shorthand(let index): shorthand = self.shorthand(at: index)
    case .unknown: throw ValueError("unknown property '\(name)'", id: .unknownProperty)
    }
    func longhandIDs() -> [PropertyID] {
      if let single { return [single] }
      return shorthand?.longhands.compactMap { definition(named: $0)?.id } ?? []
    }
    // The first significant token, and whether it is the only one (no allocation).
    // Read in place by index: a loop over the tokens would copy each one.
    var first: Int?
    var significantCount = 0
    for index in tokens.indices where tokens[index].kind != .whitespace {
      if first == nil { first = index }
      significantCount += 1
      if significantCount > 1 { break }
    }
    guard let first else {
      throw ValueError("'\(name)' has no value", id: .emptyValue)
    }
    // A longhand's one value is handed on without making the list of one id (an array for
    // each of a design-token sheet's `var()` declarations).
    func each(_ value: DeclaredValue) {
      if let single {
        body(single, value)
      } else {
        for id in longhandIDs() { body(id, value) }
      }
    }
    if significantCount == 1, tokens[first].kind == .ident {
      if let keyword = DeclaredValue(cssWideKeyword: tokens[first].value.asciiLowercased) {
        each(keyword)
        return
      }
    }
    if Self.containsVar(tokens) {
      each(.unparsed(Array(tokens), shorthand: shorthand?.name))
      return
    }
    if let single {
      body(single, .value(try parseLonghand(name: name, tokens, property: single)))
      return
    }
    for (id, value) in try parseValues(
      name: name, tokens, shorthand: shorthand, longhandIDs: longhandIDs())
    {
      body(id, value)
    }
  }

  /// Parses a value with no `var()` and no CSS-wide keyword.
  func parseValues(
    name: String, _ tokens: ArraySlice<Token>, shorthand: ShorthandDefinition?,
    longhandIDs: [PropertyID]
  ) throws(ValueError) -> [(property: PropertyID, value: DeclaredValue)] {
    if let shorthand {
      let values = try shorthand.expand(tokens)
      return zip(longhandIDs, values).map { ($0, .value($1)) }
    }
    let property = longhandIDs[0]
    return [(property, .value(try parseLonghand(name: name, tokens, property: property)))]
  }

  /// Parses a longhand's value with its syntax.
  func parseLonghand(name: String, _ tokens: ArraySlice<Token>, property: PropertyID)
    throws(ValueError) -> StyleValue
  {
    if property == borderColorID || property == borderRadiusID, tokens.count > 1,
      ValueReader.components(tokens).count > 1
    {
      throw ValueError(
        "'\(name)' takes one value in SkinKit (UIKit has one \(property == borderColorID ? "border color" : "corner radius")); the declaration is dropped",
        id: .unsupportedValue)
    }
    return try parseValue(tokens, for: property)
  }

  /// Parses a value after `var()` substitution (computed-value time): the value for one
  /// longhand, or `nil` if the substituted text is invalid for it.
  package func parseSubstituted(
    _ tokens: ArraySlice<Token>, for property: PropertyID, shorthand: String?
  )
    -> DeclaredValue?
  {
    let significant = tokens.filter { !$0.isWhitespace }
    if significant.count == 1, significant[0].kind == .ident,
      let keyword = DeclaredValue(cssWideKeyword: significant[0].value.asciiLowercased)
    {
      return keyword
    }
    guard !significant.isEmpty else { return nil }
    if let shorthandName = shorthand, let definition = self.shorthand(named: shorthandName) {
      let ids = definition.longhands.compactMap { self.definition(named: $0)?.id }
      guard
        let values = try? parseValues(
          name: shorthandName, tokens, shorthand: definition, longhandIDs: ids)
      else { return nil }
      return values.first { $0.property == property }?.value
    }
    let definition = self[property]
    guard
      let values = try? parseValues(
        name: definition.name, tokens, shorthand: nil, longhandIDs: [property])
    else { return nil }
    return values.first?.value
  }

  /// Whether tokens contain a `var()` function.
  package static func containsVar(_ tokens: ArraySlice<Token>) -> Bool {
    for index in tokens.indices where tokens[index].kind == .function {
      if tokens[index].value.asciiCaseInsensitiveEquals("var") { return true }
    }
    return false
  }
}

/// What computing a value may depend on: the parent's and the root's values and the
/// node's own font size and color (for `em` and `currentcolor`).
package struct ComputeContext: Sendable {
  public var parentFontSize: Double
  public var rootFontSize: Double
  public var parentFontWeight: Double
  public var fontSize: Double
  public var color: StyleColor
  /// Whether the element's color scheme is dark (what `light-dark()` chooses by).
  public var darkScheme = false
  /// The environment's width and height in points (`vw`, `vh`, `vmin`, `vmax`).
  public var viewport: (width: Double, height: Double) = (0, 0)
  /// The environment's content size (`text-style()`, `text-scale()`).
  public var contentSize = StyleEnvironment.ContentSize.large

  public init(
    parentFontSize: Double = 16, rootFontSize: Double = 16, parentFontWeight: Double = 400,
    fontSize: Double = 16, color: StyleColor = .black
  ) {
    self.parentFontSize = parentFontSize
    self.rootFontSize = rootFontSize
    self.parentFontWeight = parentFontWeight
    self.fontSize = fontSize
    self.color = color
  }
}

extension ValueSyntax {
  /// The computed value of a specified value (CSS "computed value"): relative lengths in
  /// points and relative weights as numbers. `currentcolor` stays a keyword, as CSS keeps
  /// it (children that inherit it use their own color); reading a value resolves it.
  package func computed(_ value: StyleValue, context: ComputeContext) -> StyleValue {
    switch (self, value) {
    case (.fontSize, .relativeLength(let length)):
      let resolved = length.resolved(
        fontSize: context.parentFontSize, rootFontSize: context.rootFontSize,
        viewport: context.viewport, contentSize: context.contentSize)
      let points = resolved.points + resolved.percent / 100 * context.parentFontSize
      return .length(LinearLength.finite(max(0, points)))
    case (.fontSize, .keyword(let word)):
      return .length(
        LinearLength.finite(
          word == "larger" ? context.parentFontSize * 1.2 : context.parentFontSize / 1.2))
    case (.font, .font(var font)) where font.relativeSize != nil:
      // A whole font's `em` and `%` are the node's own font size, as `line-height`'s are.
      let resolved = font.relativeSize!.resolved(
        fontSize: context.fontSize, rootFontSize: context.rootFontSize,
        viewport: context.viewport, contentSize: context.contentSize)
      font.size = LinearLength.finite(
        max(0, resolved.points + resolved.percent / 100 * context.fontSize))
      font.relativeSize = nil
      return .font(font)
    case (.fontWeight, .keyword(let word)):
      return .number(Self.relativeWeight(word == "bolder", parent: context.parentFontWeight))
    case (.length(let minimum, _, _), .relativeLength(let length)):
      var resolved = length.resolved(
        fontSize: context.fontSize, rootFontSize: context.rootFontSize, viewport: context.viewport,
        contentSize: context.contentSize)
      if resolved.percent == 0 {
        return .length(minimum.map { max($0, resolved.points) } ?? resolved.points)
      }
      if let minimum, resolved.points == 0 { resolved.percent = max(minimum, resolved.percent) }
      return .relativeLength(resolved)
    case (_, .boxShadows(let shadows)):
      return .boxShadows(shadows.map { $0.computed(context) })
    case (_, .textShadows(let shadows)):
      return .textShadows(shadows.map { $0.computed(context) })
    case (_, .image(var image)) where image.gradient != nil:
      image.gradient = image.gradient?.computed(context)
      return .image(image)
    default:
      return value
    }
  }

  /// CSS Fonts 4 §2.2: `bolder` and `lighter` relative to the parent's weight.
  static func relativeWeight(_ bolder: Bool, parent: Double) -> Double {
    if bolder {
      if parent < 350 { return 400 }
      if parent < 550 { return 700 }
      if parent < 900 { return 900 }
      return parent
    }
    if parent < 100 { return parent }
    if parent < 550 { return 100 }
    if parent < 750 { return 400 }
    return 700
  }
}
