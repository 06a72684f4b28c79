import SkinKitProperties
import SkinKitSyntax

// Registered custom properties (`@property`): values read by their syntax and computed.
extension CascadeResolver {
  /// A registered property's declared value (its `var()`s substituted) computed by its
  /// syntax, as tokens of Chromium's serialization (`2em` → `32px`); when it does not match
  /// the syntax, `unset` (the value the property would inherit, or its initial value), as
  /// CSS Properties and Values API 1 §2.4 says of a value invalid at computed-value time.
  mutating func registeredValue(
    _ registration: PropertyRegistration, _ tokens: [Token], unset: [Token]?,
    context: ComputeContext, range: SourceRange,
    dependencies: inout RegisteredSyntax.Dependencies
  ) -> [Token]? {
    if registration.syntax.isUniversal { return tokens }
    guard
      let text = registration.syntax.computedText(
        tokens[...], context: context, dependencies: &dependencies)
    else {
      report(
        .invalidAtComputedTime,
        "'\(ValueReader.describe(tokens[...]))' is not a '\(registration.syntax)', as @property registers '\(registration.name)'; it behaves as 'unset'",
        range)
      return unset
    }
    return Tokenizer.tokenize(text)
  }
}

extension RegisteredSyntax.Dependencies {
  /// What a value read of the element itself (not of the environment, the same for a pass).
  var readsElement: Bool { !subtracting(.environment).isEmpty }
}

extension CascadeResolver {
  /// The custom properties in a cycle with the element's `font-size` when its winning
  /// declaration holds `var()` (see ``fontSizeCycle(_:_:)``); the cycle is reported.
  mutating func fontSizeCycle(
    inline: InlineStyle?, custom: [String: (DeclaredValue, DeclarationReference)]
  ) -> Set<String> {
    let code = winners[table.fontSizeID]
    guard code >= 0 else { return [] }
    let declaration = declaration(Self.decode(code), inline: inline)
    guard case .unparsed(let tokens, _) = declaration.value else { return [] }
    let cycle = fontSizeCycle(tokens, custom)
    if !cycle.isEmpty {
      report(
        .customPropertyCycle,
        "font-size and \(cycle.sorted().joined(separator: ", ")) depend on each other (a registered length in em is computed with the font size); they are invalid at computed-value time",
        declaration.range)
    }
    return cycle
  }

  /// The custom properties in a cycle through the element's `font-size` (CSS Properties and
  /// Values API 1 §2.5): `font-size`'s value names, through the element's own custom
  /// properties, a registered length whose value has font-relative units (`--l: 2em;
  /// font-size: var(--l)`). Each property on the way is in the cycle; empty when there is
  /// none.
  func fontSizeCycle(
    _ fontSize: [Token], _ cascaded: [String: (DeclaredValue, DeclarationReference)]
  ) -> Set<String> {
    // Breadth first from font-size's references, each name once, with where it was reached
    // from (no recursion: a chain may be long).
    var from: [String: String?] = [:]
    var queue: [String] = []
    for name in Self.variableNames(in: fontSize) where from[name] == nil {
      from[name] = .some(nil)
      queue.append(name)
    }
    var cycle: Set<String> = []
    var next = 0
    while next < queue.count {
      let name = queue[next]
      next += 1
      guard case .unparsed(let tokens, _)? = cascaded[name]?.0 else { continue }
      if let registration = registered.byName[name], registration.syntax.readsLengths,
        Self.hasFontRelativeUnits(tokens)
      {
        var step: String? = name
        while let current = step, cycle.insert(current).inserted { step = from[current] ?? nil }
      }
      for reference in Self.variableNames(in: tokens) where from[reference] == nil {
        from[reference] = .some(name)
        queue.append(reference)
      }
    }
    return cycle
  }

  /// Whether a value holds a length in a unit relative to the element's font (`em`, `ex`,
  /// `ch`).
  static func hasFontRelativeUnits(_ tokens: [Token]) -> Bool {
    tokens.contains { token in
      guard token.kind == .dimension else { return false }
      let unit = token.value.asciiLowercased
      return unit == "em" || unit == "ex" || unit == "ch"
    }
  }
}
