import SkinKitSyntax

// Values of a registered custom property: matched against its syntax and computed, as
// Chromium computes and serializes them (`2em` → `32px`, `red` → `rgb(255, 0, 0)`).
extension RegisteredSyntax {
  /// What computing a value read from the element it is computed for.
  package struct Dependencies: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `em`, `ex`, `ch`: the element's own font size.
    package static let fontSize = Dependencies(rawValue: 1)
    /// `rem`: the root's font size.
    package static let rootFontSize = Dependencies(rawValue: 2)
    /// `light-dark()`: the element's color scheme.
    package static let colorScheme = Dependencies(rawValue: 8)
    /// Viewport units and text styles: the environment (the same for a whole pass).
    package static let environment = Dependencies(rawValue: 16)
  }

  /// The computed value of `tokens` (with `var()` substituted; not a CSS-wide keyword) as
  /// Chromium serializes it, read as the first alternative that matches it; `nil` when none
  /// does (the value is invalid at computed-value time). `*` keeps the tokens as written.
  /// What the value read from the element is added to `dependencies`.
  ///
  /// ```swift
  /// let syntax = try RegisteredSyntax.parse("<length>")
  /// var needs = RegisteredSyntax.Dependencies()
  /// syntax.computedText(Tokenizer.tokenize("2em")[...], context: ComputeContext(fontSize: 10), dependencies: &needs)
  /// // "20px"; needs == .fontSize
  /// ```
  package func computedText(
    _ tokens: ArraySlice<Token>, context: ComputeContext, dependencies: inout Dependencies
  ) -> String? {
    if isUniversal { return TokenPrinter.print(tokens) }
    for component in components {
      var needs = Dependencies()
      if let text = Self.computed(component, tokens, context: context, dependencies: &needs) {
        dependencies.formUnion(needs)
        return text
      }
    }
    return nil
  }

  /// The computed value of an `initial-value` descriptor in `context` (Chromium's: the
  /// environment's viewport, a light color scheme), and what it read of it: `nil` when it
  /// does not match the syntax or is not computationally independent — when it reads the
  /// element's or the root's font (`3em`, `1rem`), or holds `var()` — as CSS Properties and
  /// Values API 1 §3.3 requires. Viewport units, `light-dark()` and `currentcolor` (kept as a
  /// keyword) are independent, as Chromium decides. For `*`, any tokens without `var()`.
  package func initialText(
    _ tokens: ArraySlice<Token>, context: ComputeContext = ComputeContext(),
    dependencies: inout Dependencies
  ) -> String? {
    if tokens.contains(where: { $0.kind == .function && $0.value.asciiLowercased == "var" }) {
      return nil
    }
    var needs = Dependencies()
    guard let text = computedText(tokens, context: context, dependencies: &needs),
      needs.isDisjoint(with: [.fontSize, .rootFontSize])
    else { return nil }
    dependencies.formUnion(needs)
    return text
  }

  private static func computed(
    _ component: Component, _ tokens: ArraySlice<Token>, context: ComputeContext,
    dependencies: inout Dependencies
  ) -> String? {
    switch component.multiplier {
    case .one:
      return computed(component.kind, tokens, context: context, dependencies: &dependencies)
    case .spaceList:
      let parts = ValueReader.components(tokens)
      guard !parts.isEmpty else { return nil }
      var texts: [String] = []
      for part in parts {
        guard
          let text = computed(component.kind, part, context: context, dependencies: &dependencies)
        else { return nil }
        texts.append(text)
      }
      return texts.joined(separator: " ")
    case .commaList:
      var texts: [String] = []
      for part in ValueReader.splitAtCommas(tokens) {
        guard
          let text = computed(component.kind, part, context: context, dependencies: &dependencies)
        else { return nil }
        texts.append(text)
      }
      return texts.joined(separator: ", ")
    }
  }

  /// One value of `kind`, computed; `nil` when `tokens` is not one.
  private static func computed(
    _ kind: Kind, _ tokens: ArraySlice<Token>, context: ComputeContext,
    dependencies: inout Dependencies
  ) -> String? {
    let significant = tokens.filter { !$0.isWhitespace }
    guard let first = significant.first else { return nil }
    switch kind {
    case .keyword(let word):
      return significant.count == 1 && first.kind == .ident && first.value == word ? word : nil
    case .type(.customIdent):
      guard significant.count == 1, first.kind == .ident,
        DeclaredValue(cssWideKeyword: first.value.asciiLowercased) == nil,
        first.value.asciiLowercased != "default"
      else { return nil }
      return TokenPrinter.escapeIdent(first.value)
    case .type(.string):
      guard significant.count == 1, first.kind == .string else { return nil }
      return TokenPrinter.quote(first.value)
    case .type(.color):
      return color(tokens, context: context, dependencies: &dependencies)
    case .type(.integer):
      if significant.count == 1, first.kind == .number {
        return first.flag ? TokenPrinter.formatNumber(first.number) : nil
      }
      guard case .number(let number)? = math(tokens, first) else { return nil }
      // A math function in an integer's place is rounded to the nearest one, halves up.
      return TokenPrinter.formatNumber((number + 0.5).rounded(.down))
    case .type(.number):
      guard first.kind == .number || first.kind == .function,
        case .number(let number)? = numeric(tokens)
      else { return nil }
      return ColorSerialization.number(number)
    case .type(.percentage):
      guard first.kind == .percentage || first.kind == .function,
        case .length(let length)? = numeric(tokens),
        length == LinearLength(percent: length.percent)
      else { return nil }
      return ColorSerialization.number(length.percent) + "%"
    case .type(.length), .type(.lengthPercentage):
      guard
        let length = Self.length(
          tokens, first, percentages: kind == .type(.lengthPercentage), context: context,
          dependencies: &dependencies)
      else { return nil }
      return serialized(length)
    case .type(.angle):
      return dimension(tokens, first, NumericParser.degreesPerUnit).map {
        ColorSerialization.number($0) + "deg"
      }
    case .type(.time):
      return dimension(tokens, first, secondsPerUnit).map { ColorSerialization.number($0) + "s" }
    case .type(.resolution):
      return dimension(tokens, first, dotsPerPixelPerUnit).map {
        ColorSerialization.number($0) + "dppx"
      }
    case .type(.image), .type(.transformFunction), .type(.transformList), .type(.url):
      return nil
    }
  }

  /// A single numeric component (a number, dimension, percentage or math function).
  private static func numeric(_ tokens: ArraySlice<Token>) -> NumericValue? {
    var reader = ValueReader(tokens)
    guard let value = try? NumericParser.read(&reader), reader.isAtEnd else { return nil }
    return value
  }

  /// A math function alone.
  private static func math(_ tokens: ArraySlice<Token>, _ first: Token) -> NumericValue? {
    guard first.kind == .function, NumericParser.isMathFunction(first.value) else { return nil }
    return numeric(tokens)
  }

  /// A length (and with `percentages`, a percentage or a sum of both) computed: every unit but
  /// `%` in px. A plain number is a length only when it is 0, as in CSS.
  private static func length(
    _ tokens: ArraySlice<Token>, _ first: Token, percentages: Bool, context: ComputeContext,
    dependencies: inout Dependencies
  ) -> LinearLength? {
    if first.kind == .number {
      guard first.number == 0, numeric(tokens) != nil else { return nil }
      return LinearLength()
    }
    guard first.kind == .dimension || first.kind == .percentage || first.kind == .function,
      case .length(let length)? = numeric(tokens)
    else { return nil }
    let hasPercent = length.percent != 0 || first.kind == .percentage
    if hasPercent && !percentages { return nil }
    if length.expression != nil {
      // A function of relative lengths (`clamp(1rem, 2vw, 3em)`): it may read any of them.
      dependencies.formUnion([.fontSize, .rootFontSize, .environment])
    } else {
      if length.em != 0 { dependencies.insert(.fontSize) }
      if length.rem != 0 { dependencies.insert(.rootFontSize) }
      if length.dependsOnViewport { dependencies.insert(.environment) }
    }
    return length.resolved(
      fontSize: context.fontSize, rootFontSize: context.rootFontSize,
      viewport: context.viewport, contentSize: context.contentSize)
  }

  /// A computed length as Chromium prints it: `12px`, `50%`, `calc(50% + 12px)`.
  private static func serialized(_ length: LinearLength) -> String {
    let points = ColorSerialization.number(length.points) + "px"
    guard length.percent != 0 else { return points }
    let percent = ColorSerialization.number(length.percent) + "%"
    guard length.points != 0 else { return percent }
    return "calc(\(percent) \(length.points < 0 ? "-" : "+") "
      + ColorSerialization.number(abs(length.points)) + "px)"
  }

  /// Seconds per unit of time (CSS Values 4 §7.3).
  private static func secondsPerUnit(_ unit: String) -> Double? {
    switch unit.asciiLowercased {
    case "s": 1
    case "ms": 0.001
    default: nil
    }
  }

  /// Dots per px per unit of resolution (CSS Values 4 §7.4).
  private static func dotsPerPixelPerUnit(_ unit: String) -> Double? {
    switch unit.asciiLowercased {
    case "dppx", "x": 1
    case "dpi": 1 / 96
    case "dpcm": 2.54 / 96
    default: nil
    }
  }

  /// An angle, time or resolution in its canonical unit (`factor` gives each unit's size in
  /// it): one dimension, or a math function of them (their numbers only as factors:
  /// `calc(90deg + 1)` is not an angle).
  private static func dimension(
    _ tokens: ArraySlice<Token>, _ first: Token, _ factor: (String) -> Double?
  ) -> Double? {
    if first.kind == .dimension {
      guard tokens.count(where: { !$0.isWhitespace }) == 1, let factor = factor(first.value)
      else { return nil }
      return first.number * factor
    }
    guard first.kind == .function, NumericParser.isMathFunction(first.value) else { return nil }
    var converted: [Token] = []
    var dimensions = 0
    var previous: Token?
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .dimension:
        guard let factor = factor(token.value) else { return nil }
        converted.append(Token(kind: .number, number: token.number * factor))
        dimensions += 1
      case .percentage:
        return nil
      case .number:
        // A number must multiply or divide an angle: `*` or `/` before it, or `*` after it.
        let next = tokens[(index + 1)...].first { !$0.isWhitespace }
        let factor =
          previous?.isDelim("*") == true || previous?.isDelim("/") == true
          || next?.isDelim("*") == true
        guard factor else { return nil }
        converted.append(token)
      default:
        converted.append(token)
      }
      if !token.isWhitespace { previous = token }
    }
    guard dimensions > 0, case .number(let value)? = numeric(converted[...]) else { return nil }
    return value
  }

  /// A color computed as Chromium computes a registered `<color>`: `light-dark()` for the
  /// element's scheme; `currentcolor`, alone or in a function, kept (an element that reads
  /// the property with `var()` uses its own color, and children inherit the keyword); legacy
  /// sRGB as `rgb()`/`rgba()`, other colors in their space.
  private static func color(
    _ tokens: ArraySlice<Token>, context: ComputeContext, dependencies: inout Dependencies
  ) -> String? {
    var reader = ValueReader(tokens)
    guard var parsed = try? ColorParser.read(&reader), reader.isAtEnd else { return nil }
    if parsed.containsLightDark {
      dependencies.insert(.colorScheme)
      parsed = parsed.choosingScheme(dark: context.darkScheme)
    }
    switch parsed {
    case .color(let color): return serialized(color)
    case .currentColor: return "currentcolor"
    // SkinKit's text of the function (not Chromium's), which reads back as the same color.
    case .derived(let derived): return derived.description
    }
  }

  /// A computed color as Chromium serializes it (CSS Color 4 §15.2, CSSOM's `<alphavalue>`
  /// for legacy colors: two decimals when they give the same 8-bit alpha, else three).
  package static func serialized(_ color: StyleColor) -> String {
    guard color.isLegacy else { return ColorSerialization.text(of: color) }
    let (red, green, blue, alpha) = color.bytes
    guard alpha < 255 else { return "rgb(\(red), \(green), \(blue))" }
    let hundredths = (0...100).first { Int((Double($0) * 255 / 100).rounded()) == alpha }
    let value =
      hundredths.map { Double($0) / 100 } ?? (Double(alpha) * 1000 / 255).rounded() / 1000
    return "rgba(\(red), \(green), \(blue), \(TokenPrinter.formatNumber(value)))"
  }
}
