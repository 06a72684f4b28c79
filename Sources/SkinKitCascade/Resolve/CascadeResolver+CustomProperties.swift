import SkinKitProperties
import SkinKitSyntax

// Custom properties: cascaded, inherited, and `var()` references among them substituted in
// dependency order.
extension CascadeResolver {
  /// The node's custom properties: its parent's set itself when it declares none. `key` is
  /// the matched list's compacted key when the caches may be used (`nil`: they may not).
  /// `context` is what registered properties compute against (the element's font size and
  /// color); `dependencies` gets what computing them read of it. The properties in `cycle`
  /// (with `font-size`: see ``fontSizeCycle(_:_:)``) are invalid at computed-value time.
  mutating func computeCustomProperties(
    parent: ComputedStyle?, cascaded: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?, key: CompactRankList?, context: ComputeContext,
    cycle: Set<String> = [], dependencies: inout RegisteredSyntax.Dependencies
  ) -> CustomPropertySet {
    let inheritedSet = inheritedCustomSet(parent)
    guard !cascaded.isEmpty else { return inheritedSet }
    // The set depends only on the matched rules and the inherited set: nodes matching the
    // same rules under the same set hold one set (so the caches keyed by sets find their
    // descendants' values), in this pass and in the next ones — unless a registered
    // property's value read the element (`2em`, `currentcolor`): such a set is not kept.
    if let key,
      let known = caches.customSets.value(
        parent: ObjectIdentifier(inheritedSet), rules: matched, hash: key.hash)
    {
      for diagnostic in known.diagnostics {
        report(diagnostic.id, diagnostic.message, diagnostic.range)
      }
      return known.customSet
    }
    let reportedBefore = recorded.count
    var needs = RegisteredSyntax.Dependencies()
    let values = computeCustomValues(
      inheritedSet: inheritedSet, parentSet: parent?.customSet ?? registered.initialSet,
      cascaded: cascaded, inline: inline, context: context, cycle: cycle,
      dependencies: &needs)
    let made = registered.isEmpty ? CustomPropertySet(values) : registered.set(values)
    dependencies.formUnion(needs)
    if let key, needs.subtracting(.environment).isEmpty {
      caches.customSets.insert(
        CustomSetEntry(
          inheritedSet: inheritedSet, customSet: made,
          diagnostics: Array(recorded[reportedBefore...])),
        parent: ObjectIdentifier(inheritedSet), key: key)
    }
    return made
  }

  /// The custom properties of a node that declares some, over `inheritedSet` (what its
  /// parent's children inherit; `parentSet` is the parent's own, what `inherit` takes).
  private mutating func computeCustomValues(
    inheritedSet: CustomPropertySet, parentSet: CustomPropertySet,
    cascaded: [String: (DeclaredValue, DeclarationReference)], inline: InlineStyle?,
    context: ComputeContext, cycle: Set<String>, dependencies: inout RegisteredSyntax.Dependencies
  ) -> [String: [Token]] {
    statistics.customPropertySetsMade += 1
    var result = inheritedSet.values
    var raw: [String: [Token]] = [:]
    /// The declaration each of `raw` comes from.
    var sources: [String: DeclarationReference] = [:]
    for (name, (value, source)) in cascaded {
      if !cycle.isEmpty, cycle.contains(name) {
        // In a cycle with font-size: invalid at computed-value time (see `invalid` below).
        result[name] = registered.byName[name].flatMap {
          $0.syntax.isUniversal ? nil : inheritedSet.values[name]
        }
        continue
      }
      switch value {
      case .unparsed(let tokens, _):
        // CSS-wide keywords, written or given by var(), are read once substituted.
        raw[name] = tokens
        sources[name] = source
      case .revert, .revertLayer:
        raw[name] = [Token(kind: .ident, value: value.description)]
        sources[name] = source
      case .inherit:
        result[name] = parentSet.values[name]
      case .unset:
        result[name] = inheritedSet.values[name]
      case .initial:
        result[name] = registered.byName[name]?.initialValue
      case .value:
        break
      }
    }
    /// A declared value (substituted) as the property computes it: itself, unless the
    /// property is registered — then read by its syntax, or, when it does not match,
    /// invalid at computed-value time (`unset`, reported).
    func computed(_ name: String, _ tokens: [Token]) -> [Token]? {
      guard !registered.isEmpty, let registration = registered.byName[name] else { return tokens }
      return registeredValue(
        registration, tokens, unset: inheritedSet.values[name], context: context,
        range: cascaded[name].map { declaration($0.1, inline: inline).range } ?? .none,
        dependencies: &dependencies)
    }
    /// What an invalid value (a cycle, a missing `var()`) leaves: the guaranteed-invalid
    /// value, as for an unregistered property, when the property is registered with the
    /// universal syntax `*`; for any other registered syntax, `unset` (as Chromium does).
    func invalid(_ name: String) -> [Token]? {
      guard !registered.isEmpty, let registration = registered.byName[name],
        !registration.syntax.isUniversal
      else { return nil }
      return inheritedSet.values[name]
    }
    // Resolve var() references among the cascaded ones, in dependency order, depth first
    // with a stack of its own: a chain of 100,000 properties each naming the next must not
    // recurse 100,000 deep (resolution runs on worker threads, whose stacks are small).
    var state: [String: Bool] = [:]  // false: in progress, true: done
    struct Frame {
      let name: String
      let tokens: [Token]
      /// The declaration the tokens are the value of.
      let source: DeclarationReference?
      /// The cascaded custom properties the value names.
      let dependencies: [String]
      var next = 0
      /// False once a dependency turns out to be in a cycle with this property.
      var valid = true
    }
    var stack: [Frame] = []
    var positions: [String: Int] = [:]  // the frames' names, by position on the stack
    /// Starts on `name`: whether it has a value, when that is known at once; `nil` when its
    /// frame was pushed (it is finished once its dependencies are).
    func begin(_ name: String) -> Bool? {
      if state[name] == true { return result[name] != nil }
      if state[name] == false, let position = positions[name] {
        // A cycle; a long one shows its ends (`--a0 → --a1 → --a2 → … → --a0`).
        let names = stack[position...].map(\.name) + [name]
        let cycle =
          names.count <= 8
          ? names.joined(separator: " → ")
          : (names.prefix(3) + ["…"] + names.suffix(2)).joined(separator: " → ")
            + " (\(names.count - 1) properties)"
        if let (_, reference) = cascaded[name] {
          report(
            .customPropertyCycle,
            "custom properties refer to each other (\(cycle)); they are invalid",
            declaration(reference, inline: inline).range)
        }
        // CSS Custom Properties §2.3: every property in the cycle is invalid at computed-value
        // time — each one on the stack from `name` up, not only the one that closed it (a
        // fallback, `var(--b, red)`, does not take a property out of its cycle).
        for index in position..<stack.count { stack[index].valid = false }
        return false
      }
      guard let tokens = raw[name] else { return result[name] != nil }
      state[name] = false
      positions[name] = stack.count
      stack.append(
        Frame(
          name: name, tokens: tokens, source: sources[name],
          dependencies: Self.variableNames(in: tokens).filter { raw[$0] != nil }))
      return nil
    }
    /// What a finished property's substituted value leaves: its tokens, or what a CSS-wide
    /// keyword the substitution gave means (CSS Custom Properties §3: `--a: var(--x, inherit)`
    /// is `inherit` when `--x` is missing) — for `revert` and `revert-layer`, the declaration
    /// the cascade rolls back to, still to substitute.
    enum Outcome {
      /// The value as declared (still to compute, if the property is registered).
      case value([Token])
      /// The value a CSS-wide keyword gives (computed already, or none).
      case computed([Token]?)
      case rolledBack([Token], DeclarationReference)
    }
    func outcome(_ name: String, _ tokens: [Token], source: DeclarationReference?) -> Outcome {
      // The one significant token, if there is one (read in place: most values are not a
      // keyword, and this runs for every custom property computed).
      var only: Int?
      for index in tokens.indices where !tokens[index].isWhitespace {
        guard only == nil else { return .value(tokens) }
        only = index
      }
      guard let only, tokens[only].kind == .ident else { return .value(tokens) }
      let keyword = tokens[only]
      switch keyword.value.asciiLowercased {
      case "inherit": return .computed(parentSet.values[name])
      case "unset": return .computed(inheritedSet.values[name])
      case "initial": return .computed(registered.byName[name]?.initialValue)
      case "revert", "revert-layer":
        let rollback: Rollback = keyword.isIdent("revert") ? .origin : .layer
        guard let source,
          let earlier = rollBack(.custom(name), from: source, rollback, inline: inline)
        else { return .computed(inheritedSet.values[name]) }
        let (value, reference) = rolledBackCustomProperty(
          name, (declaration(earlier, inline: inline).value, earlier), inline: inline)
        switch value {
        case .unparsed(let earlierTokens, _): return .rolledBack(earlierTokens, reference)
        case .initial: return .computed(registered.byName[name]?.initialValue)
        case .inherit: return .computed(parentSet.values[name])
        default: return .computed(inheritedSet.values[name])
        }
      default: return .value(tokens)
      }
    }
    // Values naming no other custom property (most of a palette) need no order: each is its
    // own tokens, or what the CSS-wide keyword it is means. `revert` and `revert-layer` roll
    // back to a declaration that may name others, so they take the ordered path.
    for (name, tokens) in raw
    where !Self.isRollbackKeyword(tokens) && !Self.containsVariable(tokens) {
      switch outcome(name, tokens, source: sources[name]) {
      case .value(let value):
        result[name] = computed(name, value)
        state[name] = true
      case .computed(let value):
        result[name] = value
        state[name] = true
      case .rolledBack:
        break
      }
    }
    for name in raw.keys.filter({ state[$0] == nil }).sorted() where state[name] == nil {
      _ = begin(name)
      while let top = stack.last {
        if top.next < top.dependencies.count {
          let dependency = top.dependencies[top.next]
          stack[stack.count - 1].next += 1
          _ = begin(dependency)
          continue
        }
        stack.removeLast()
        positions[top.name] = nil
        if top.valid,
          let substituted = substituteVariables(
            top.tokens, result,
            range: cascaded[top.name].map { declaration($0.1, inline: inline).range } ?? .none)
        {
          switch outcome(top.name, substituted, source: top.source) {
          case .value(let tokens):
            result[top.name] = computed(top.name, tokens)
          case .computed(let tokens):
            result[top.name] = tokens
          case .rolledBack(let tokens, let source):
            // The earlier declaration's value is substituted in turn (each step is earlier
            // in the cascade, so this ends).
            positions[top.name] = stack.count
            stack.append(
              Frame(
                name: top.name, tokens: tokens, source: source,
                dependencies: Self.variableNames(in: tokens).filter { raw[$0] != nil }))
            continue
          }
        } else {
          result[top.name] = invalid(top.name)
        }
        state[top.name] = true
      }
    }
    return result
  }

  /// Whether a value holds a `var()` function.
  static func containsVariable(_ tokens: [Token]) -> Bool {
    tokens.contains { $0.kind == .function && $0.value.asciiCaseInsensitiveEquals("var") }
  }

  /// Whether a value is the keyword `revert` or `revert-layer` (whitespace aside).
  static func isRollbackKeyword(_ tokens: [Token]) -> Bool {
    var keyword: Token?
    for token in tokens where !token.isWhitespace {
      guard keyword == nil else { return false }
      keyword = token
    }
    guard let keyword, keyword.kind == .ident else { return false }
    return keyword.isIdent("revert") || keyword.isIdent("revert-layer")
  }

  /// The custom property names a value refers to with `var()`.
  static func variableNames(in tokens: [Token]) -> [String] {
    var names: [String] = []
    var index = 0
    while index < tokens.count {
      if tokens[index].kind == .function, tokens[index].value.asciiCaseInsensitiveEquals("var") {
        var next = index + 1
        while next < tokens.count && tokens[next].isWhitespace { next += 1 }
        if next < tokens.count, tokens[next].kind == .ident, tokens[next].value.hasPrefix("--") {
          names.append(tokens[next].value)
        }
      }
      index += 1
    }
    return names
  }

  /// The most tokens one value may expand to through `var()` (guards against "billion
  /// laughs" chains of custom properties).
  static let maximumExpansion = 65_536

  /// Replaces every `var(--name[, fallback])`; `nil` if a reference is missing without a
  /// fallback, malformed, or expands too far (reported).
  mutating func substituteVariables(
    _ tokens: [Token], _ variables: [String: [Token]], range: SourceRange
  )
    -> [Token]?
  {
    guard Self.containsVariable(tokens) else { return tokens }
    var tooLarge = false
    let result = Self.substitutingVariables(tokens, variables, tooLarge: &tooLarge)
    if tooLarge {
      report(
        .expansionTooLarge,
        "var() expands to more than \(Self.maximumExpansion) tokens; the declaration is invalid",
        range)
    }
    return result
  }

  /// ``substituteVariables(_:_:range:)`` without reporting: `tooLarge` is set when the value
  /// expands too far.
  static func substitutingVariables(
    _ tokens: [Token], _ variables: [String: [Token]], tooLarge: inout Bool
  ) -> [Token]? {
    guard containsVariable(tokens) else { return tokens }
    var output: [Token] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .function, token.value.asciiCaseInsensitiveEquals("var") else {
        output.append(token)
        index += 1
        continue
      }
      // Find the matching `)`.
      var depth = 1
      var close = index + 1
      while close < tokens.count {
        switch tokens[close].kind {
        case .function, .openParen: depth += 1
        case .closeParen: depth -= 1
        default: break
        }
        if depth == 0 { break }
        close += 1
      }
      let arguments = Array(tokens[(index + 1)..<min(close, tokens.count)])
      var position = 0
      while position < arguments.count && arguments[position].isWhitespace { position += 1 }
      guard position < arguments.count, arguments[position].kind == .ident,
        arguments[position].value.hasPrefix("--")
      else { return nil }
      let name = arguments[position].value
      position += 1
      while position < arguments.count && arguments[position].isWhitespace { position += 1 }
      var fallback: [Token]?
      if position < arguments.count {
        guard arguments[position].kind == .comma else { return nil }
        fallback = Array(arguments[(position + 1)...])
      }
      if let value = variables[name] {
        output += value
      } else if let fallback {
        guard let substituted = substitutingVariables(fallback, variables, tooLarge: &tooLarge)
        else {
          return nil
        }
        output += substituted
      } else {
        return nil
      }
      if output.count > maximumExpansion {
        tooLarge = true
        return nil
      }
      index = close + 1
    }
    return output
  }
}
