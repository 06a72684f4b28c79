import SkinKitProperties
import SkinKitSyntax

// Custom properties: cascaded, inherited, and `var()` references among them substituted in
// dependency order.
extension CascadeResolver {
  /// The node's custom properties: its parent's set itself when it declares none.
  mutating func computeCustomProperties(
    parent: ComputedStyle?, cascaded: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?
  ) -> CustomPropertySet {
    let inheritedSet = parent?.customSet ?? .empty
    guard !cascaded.isEmpty else { return inheritedSet }
    statistics.customPropertySetsMade += 1
    var result = inheritedSet.values
    var raw: [String: [Token]] = [:]
    for (name, (value, _)) in cascaded {
      switch value {
      case .unparsed(let tokens, _):
        let significant = tokens.filter { !$0.isWhitespace }
        if significant.count == 1, significant[0].kind == .ident {
          switch significant[0].value.asciiLowercased {
          case "inherit", "unset":
            if let inherited = inheritedSet.values[name] {
              result[name] = inherited
            } else {
              result[name] = nil
            }
            continue
          case "initial":
            result[name] = nil
            continue
          default: break
          }
        }
        raw[name] = tokens
      case .inherit, .unset:
        result[name] = inheritedSet.values[name]
      case .initial:
        result[name] = nil
      case .value:
        break
      }
    }
    // Resolve var() references among the cascaded ones, in dependency order, depth first
    // with a stack of its own: a chain of 100,000 properties each naming the next must not
    // recurse 100,000 deep (resolution runs on worker threads, whose stacks are small).
    var state: [String: Bool] = [:]  // false: in progress, true: done
    struct Frame {
      let name: String
      let tokens: [Token]
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
        return false
      }
      guard let tokens = raw[name] else { return result[name] != nil }
      state[name] = false
      positions[name] = stack.count
      stack.append(
        Frame(
          name: name, tokens: tokens,
          dependencies: Self.variableNames(in: tokens).filter { raw[$0] != nil }))
      return nil
    }
    for name in raw.keys.sorted() where state[name] == nil {
      _ = begin(name)
      while let top = stack.last {
        if top.next < top.dependencies.count {
          let dependency = top.dependencies[top.next]
          stack[stack.count - 1].next += 1
          // A dependency in progress is in a cycle with this property: both are invalid.
          if begin(dependency) == false, state[dependency] == false {
            stack[stack.count - 1].valid = false
          }
          continue
        }
        stack.removeLast()
        positions[top.name] = nil
        if top.valid,
          let substituted = substituteVariables(
            top.tokens, result,
            range: cascaded[top.name].map { declaration($0.1, inline: inline).range } ?? .none)
        {
          result[top.name] = substituted
        } else {
          result[top.name] = nil
        }
        state[top.name] = true
      }
    }
    return CustomPropertySet(result)
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
  /// fallback, malformed, or expands too far.
  mutating func substituteVariables(
    _ tokens: [Token], _ variables: [String: [Token]], range: SourceRange
  )
    -> [Token]?
  {
    guard
      tokens.contains(where: { $0.kind == .function && $0.value.asciiCaseInsensitiveEquals("var") })
    else { return tokens }
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
        guard let substituted = substituteVariables(fallback, variables, range: range) else {
          return nil
        }
        output += substituted
      } else {
        return nil
      }
      if output.count > Self.maximumExpansion {
        report(
          .expansionTooLarge,
          "var() expands to more than \(Self.maximumExpansion) tokens; the declaration is invalid",
          range)
        return nil
      }
      index = close + 1
    }
    return output
  }
}
