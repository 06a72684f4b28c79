import SkinKitCascade
import SkinKitSelectors
import SkinKitSyntax

extension PrebuiltReader {
  /// The simple selectors written as one name: `["*"]`, `["&"]`, `[":enabled"]`…
  static let namedSelectors: [String: SimpleSelector] = {
    var result: [String: SimpleSelector] = [
      "*": .universal, "&": .nesting, ":enabled": .enabled, ":normal": .normal,
      ":scope": .scope,
    ]
    for (name, state) in ElementState.names { result[":" + name] = .state(state) }
    for pseudo in StructuralPseudoClass.allCases {
      result[":" + pseudo.rawValue] = .structural(pseudo)
    }
    for pseudo in environmentPseudoClasses {
      result[":" + pseudo.name] = .environment(pseudo)
    }
    return result
  }()

  /// Every environment pseudo-class, by its name.
  static let environmentPseudoClasses: [EnvironmentPseudoClass] =
    StyleEnvironment.Idiom.allCases.map { .idiom($0) }
    + StyleEnvironment.Orientation.allCases.map { .orientation($0) }
    + StyleEnvironment.ColorScheme.allCases.map { .colorScheme($0) }

  static let environmentByName: [String: EnvironmentPseudoClass] = Dictionary(
    uniqueKeysWithValues: environmentPseudoClasses.map { (":" + $0.name, $0) })

  static let combinators: [String: Combinator] = [
    " ": .descendant, ">": .child, "+": .nextSibling, "~": .subsequentSibling,
  ]

  static let nthKinds: [String: NthPseudoClass.Kind] = Dictionary(
    uniqueKeysWithValues: NthPseudoClass.Kind.allCases.map { (":" + $0.rawValue, $0) })

  /// A selector: compounds (arrays) and combinators (strings), a leading combinator first.
  func selector(_ index: Int) throws(Malformed) -> ComplexSelector {
    let parts = try array(index)
    var compounds: [CompoundSelector] = []
    var combinators: [Combinator] = []
    var leading: Combinator?
    var expectsCompound = true
    for (position, part) in parts.enumerated() {
      let value = json.values[part.value]
      if value.kind == .string {
        guard let combinator = Self.combinators[value.text] else {
          throw Malformed(message: "unknown combinator '\(value.text)'", value: part.value)
        }
        if position == 0 {
          leading = combinator
        } else {
          guard !expectsCompound else {
            throw Malformed(message: "two combinators in a row", value: part.value)
          }
          combinators.append(combinator)
          expectsCompound = true
        }
      } else {
        guard expectsCompound else {
          throw Malformed(message: "two compounds without a combinator", value: part.value)
        }
        compounds.append(try compound(part.value))
        expectsCompound = false
      }
    }
    guard !expectsCompound else {
      throw Malformed(message: "a selector ends with a compound", value: index)
    }
    return ComplexSelector(
      compounds: compounds, combinators: combinators, leadingCombinator: leading)
  }

  private func compound(_ index: Int) throws(Malformed) -> CompoundSelector {
    CompoundSelector(
      try array(index).map { member throws(Malformed) in try simple(member.value) })
  }

  private func list(_ index: Int) throws(Malformed) -> SelectorList {
    SelectorList(try array(index).map { member throws(Malformed) in try selector(member.value) })
  }

  private func simple(_ index: Int) throws(Malformed) -> SimpleSelector {
    let value = json.values[index]
    if value.kind == .string { return .type(StyleName(value.text), exact: false) }
    let fields = try array(index)
    guard let first = fields.first else {
      throw Malformed(message: "an empty simple selector", value: index)
    }
    let tag = try string(first.value)
    func argument(_ position: Int) throws(Malformed) -> Int {
      try field(fields, position, of: index)
    }
    switch tag {
    case "!": return .type(StyleName(try string(try argument(1))), exact: true)
    case ".": return .styleClass(StyleName(try string(try argument(1))))
    case "#": return .identifier(StyleName(try string(try argument(1))))
    case "[":
      guard fields.count == 5 else {
        throw Malformed(
          message: "an attribute selector is [\"[\", name, operator, value, \"i\" or \"s\"]",
          value: index)
      }
      let name = try string(fields[1].value)
      let written = try string(fields[2].value)
      let op = AttributeSelector.Operator(rawValue: written)
      guard op != nil || written.isEmpty else {
        throw Malformed(message: "unknown operator '\(written)'", value: fields[2].value)
      }
      let flag = try string(fields[4].value)
      guard flag == "i" || flag == "s" else {
        throw Malformed(
          message: "expected \"i\" or \"s\", found \"\(flag)\"", value: fields[4].value)
      }
      return .attribute(
        AttributeSelector(
          name: name, op: op, value: try string(fields[3].value), caseInsensitive: flag == "i"))
    case ":not": return .not(try list(try argument(1)))
    case ":is": return .is(try list(try argument(1)))
    case ":where": return .where(try list(try argument(1)))
    case ":has": return .has(try list(try argument(1)))
    default:
      if let kind = Self.nthKinds[tag] {
        guard fields.count == 3 || fields.count == 4 else {
          throw Malformed(
            message: "\(tag) is [\"\(tag)\", a, b] and an optional list", value: index)
        }
        return .nth(
          NthPseudoClass(
            kind: kind,
            formula: NthFormula(a: try integer(fields[1].value), b: try integer(fields[2].value)),
            filter: fields.count == 4 ? try list(fields[3].value) : nil))
      }
      guard fields.count == 1 else {
        throw Malformed(message: "unknown simple selector '\(tag)'", value: first.value)
      }
      if let named = Self.namedSelectors[tag] { return named }
      // Several states at once: `:highlighted selected`.
      if tag.hasPrefix(":") {
        var state = ElementState()
        for name in tag.dropFirst().split(separator: " ") {
          guard let one = ElementState(name: String(name)) else {
            throw Malformed(message: "unknown pseudo-class '\(tag)'", value: first.value)
          }
          state.formUnion(one)
        }
        if !state.isEmpty { return .state(state) }
      }
      // A pseudo-element or `:host` (inside `:not()` or `:is()`), as written.
      if let parsed = try? SelectorParser.parse(tag, typeNames: .none),
        parsed.selectors.count == 1, parsed.selectors[0].compounds.count == 1,
        case .unmatchable(let unmatchable) = parsed.selectors[0].subject.components.first
      {
        return .unmatchable(unmatchable)
      }
      throw Malformed(message: "unknown simple selector '\(tag)'", value: first.value)
    }
  }

  // MARK: Media

  func mediaList(_ index: Int) throws(Malformed) -> MediaQueryList {
    MediaQueryList(
      try array(index).map { member throws(Malformed) in try condition(member.value) })
  }

  private func condition(_ index: Int) throws(Malformed) -> MediaCondition {
    let fields = try array(index)
    guard let first = fields.first else {
      throw Malformed(message: "an empty media condition", value: index)
    }
    let tag = try string(first.value)
    switch tag {
    case "feature":
      let nameIndex = try field(fields, 1, of: index)
      let name = try string(nameIndex)
      guard let feature = MediaFeature.Name(rawValue: name) else {
        throw Malformed(message: "unknown media feature '\(name)'", value: nameIndex)
      }
      guard fields.count % 2 == 0 else {
        throw Malformed(
          message: "a media feature's tests are operator and value pairs", value: index)
      }
      var tests: [(MediaFeature.Comparison, MediaFeature.Value)] = []
      for position in stride(from: 2, to: fields.count, by: 2) {
        let written = try string(fields[position].value)
        guard let comparison = MediaFeature.Comparison(rawValue: written) else {
          throw Malformed(message: "unknown comparison '\(written)'", value: fields[position].value)
        }
        let operand = fields[position + 1].value
        let value: MediaFeature.Value =
          json.values[operand].kind == .string
          ? .keyword(json.values[operand].text) : .number(try number(operand))
        tests.append((comparison, value))
      }
      return .feature(MediaFeature(name: feature, tests: tests))
    case "const":
      guard fields.count == 3 else {
        throw Malformed(message: "a constant is [\"const\", true or false, text]", value: index)
      }
      return .constant(try bool(fields[1].value), try string(fields[2].value))
    case "not": return .not(try condition(try field(fields, 1, of: index)))
    case "and", "or":
      let conditions = try fields.dropFirst().map { member throws(Malformed) in
        try condition(member.value)
      }
      return tag == "and" ? .and(conditions) : .or(conditions)
    default:
      guard fields.count == 1, let keyword = Self.environmentByName[tag] else {
        throw Malformed(message: "unknown media condition '\(tag)'", value: first.value)
      }
      return .keyword(keyword)
    }
  }
}
