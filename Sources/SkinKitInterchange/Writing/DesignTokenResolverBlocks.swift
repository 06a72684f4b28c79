import SkinKitCascade
import SkinKitSelectors
import SkinKitSyntax

/// One block of custom properties in a sheet written as a resolver: a `:root` rule, alone, in
/// `@media` on the environment features ``DesignTokenContexts`` names, or chosen by a root
/// attribute (`:root:where([brand="b"])`), as ``DesignTokenResolverReader`` writes them.
struct DesignTokenBlock {
  enum Condition {
    /// A `:root` block: a set of its own.
    case always
    /// `@media`: `features` are the table's feature names the query tests.
    case media(MediaQueryList, features: Set<String>, named: [String: Set<String>])
    /// `:root:where([name="value"])`; `isDefault` with `:not([name])` too.
    case attribute(name: String, value: String, isDefault: Bool)
  }

  /// The top-level item as it applies: the rule, inside its `@media` when it has one.
  var node: SyntaxNode
  /// The `:root` rule's range: the tokens written for the block are the properties within.
  var range: SourceRange
  var condition: Condition
  /// The custom properties it declares.
  var properties: Set<String>
}

/// Reading a sheet's top-level items as blocks, with an error for every item a resolver
/// cannot hold.
struct DesignTokenBlockReader {
  var diagnostics: [Diagnostic] = []
  var blocks: [DesignTokenBlock] = []

  static let expected =
    "a resolver holds :root blocks of custom properties, alone, in @media on "
    + DesignTokenContexts.features.map(\.name).joined(separator: " or ")
    + ", or :root:where([NAME=\"VALUE\"])"

  private mutating func refuse(_ message: String, at range: SourceRange) {
    diagnostics.append(Diagnostic(.conversionUnsupported, message, at: range, severity: .error))
  }

  init(_ tree: SyntaxTree) {
    for item in tree.items {
      switch item {
      case .rule(let rule):
        if let block = self.block(rule, node: item, media: nil) { blocks.append(block) }
      case .media(let media):
        read(media)
      case .declaration(let declaration):
        refuse("'\(declaration.name)' outside a block: \(Self.expected)", at: declaration.range)
      case .constant(let constant):
        refuse("the constant $\(constant.name): \(Self.expected)", at: constant.range)
      case .importRule(let rule):
        refuse(
          "@import '\(rule.path)': write the imported sheet itself; \(Self.expected)",
          at: rule.range)
      case .layer(let layer):
        refuse("@layer: \(Self.expected)", at: layer.range)
      case .extend(let extend):
        refuse("@extend: \(Self.expected)", at: extend.range)
      case .property(let rule):
        refuse("@property: \(Self.expected)", at: rule.range)
      case .keyframes(let rule):
        refuse("@\(rule.keyword): \(Self.expected)", at: rule.range)
      }
    }
  }

  private mutating func read(_ media: MediaRuleSyntax) {
    guard media.kind == .media else {
      refuse("\(media.keyword): \(Self.expected)", at: media.range)
      return
    }
    let list: MediaQueryList
    do {
      list = try MediaQueryList.parse(media.query, in: media.queryRange.file)
    } catch {
      refuse("@media \(media.queryText): \(error.message)", at: media.queryRange)
      return
    }
    var features = Set<String>()
    var named: [String: Set<String>] = [:]
    var unsupported: [String] = []
    for query in list.queries {
      Self.collect(query, features: &features, named: &named, unsupported: &unsupported)
    }
    if let first = unsupported.first {
      refuse(
        "@media \(media.queryText) tests \(first): \(Self.expected)", at: media.queryRange)
      return
    }
    let condition = DesignTokenBlock.Condition.media(list, features: features, named: named)
    for item in media.items {
      guard case .rule(let rule) = item else {
        refuse("@media \(media.queryText) may hold only :root rules here", at: item.range)
        continue
      }
      var wrapped = media
      wrapped.items = [item]
      if let block = self.block(rule, node: .media(wrapped), media: condition) {
        blocks.append(block)
      }
    }
  }

  /// The features a condition tests (the table's names), and the values it names of each.
  private static func collect(
    _ condition: MediaCondition, features: inout Set<String>, named: inout [String: Set<String>],
    unsupported: inout [String]
  ) {
    switch condition {
    case .feature(let feature):
      let key = StyleEnvironment.key(named: feature.name.rawValue)
      guard
        let entry = DesignTokenContexts.features.first(where: {
          StyleEnvironment.key(named: $0.name)?.name == key?.name
        })
      else {
        unsupported.append(feature.name.rawValue)
        return
      }
      features.insert(entry.name)
      let values = entry.values.map(\.value)
      let tested: [String] =
        feature.tests.isEmpty
        ? values.filter { $0 != key?.falseValue }
        : feature.tests.compactMap { test in
          if case .keyword(let word) = test.1 { word } else { nil }
        }
      named[entry.name, default: []].formUnion(tested.filter(values.contains))
    case .keyword(let keyword):
      unsupported.append(keyword.name)
    case .constant:
      break
    case .not(let inner):
      collect(inner, features: &features, named: &named, unsupported: &unsupported)
    case .and(let conditions), .or(let conditions):
      for inner in conditions {
        collect(inner, features: &features, named: &named, unsupported: &unsupported)
      }
    }
  }

  /// The block of a `:root` rule (`nil`, reported, for any other rule).
  private mutating func block(
    _ rule: RuleSyntax, node: SyntaxNode, media: DesignTokenBlock.Condition?
  ) -> DesignTokenBlock? {
    let selector = rule.preludeText
    var condition = media ?? .always
    if selector != ":root" {
      guard media == nil, let attribute = Self.attribute(selector) else {
        refuse(
          "the selector '\(selector)' is not :root"
            + (media == nil ? " or :root:where([NAME=\"VALUE\"])" : " (inside @media)")
            + ": a resolver's tokens are the root's", at: rule.preludeRange)
        return nil
      }
      condition = .attribute(
        name: attribute.name, value: attribute.value, isDefault: attribute.isDefault)
    }
    var properties = Set<String>()
    for item in rule.items {
      guard case .declaration(let declaration) = item, declaration.isCustomProperty else {
        let what =
          if case .declaration(let declaration) = item {
            "'\(declaration.name)' is not a custom property"
          } else {
            "a nested rule"
          }
        refuse("\(what): a resolver holds tokens, the custom properties of :root", at: item.range)
        continue
      }
      properties.insert(declaration.name)
    }
    return DesignTokenBlock(
      node: node, range: rule.range, condition: condition, properties: properties)
  }

  /// `:root:where([brand="b"])` → brand, b; `:root:where(:not([brand]), [brand="a"])` → brand,
  /// a, the default: the selectors ``DesignTokenContexts`` writes for a modifier's context.
  static func attribute(_ selector: String) -> (name: String, value: String, isDefault: Bool)? {
    let prefix = ":root:where("
    guard selector.hasPrefix(prefix), selector.hasSuffix(")") else { return nil }
    let inner = selector.dropFirst(prefix.count).dropLast()
    let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    var absent: String?
    var match: (name: String, value: String)?
    for part in parts {
      if part.hasPrefix(":not(["), part.hasSuffix("])"), absent == nil {
        absent = String(part.dropFirst(":not([".count).dropLast(2))
      } else if part.hasPrefix("["), part.hasSuffix("]"), match == nil,
        let equals = part.firstIndex(of: "=")
      {
        let name = String(part[part.index(after: part.startIndex)..<equals])
        var value = String(part[part.index(after: equals)..<part.index(before: part.endIndex)])
        if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2,
          value.last == quote
        {
          value = String(value.dropFirst().dropLast())
            .replacingOccurrences(of: "\\\(quote)", with: String(quote))
        }
        match = (name, value)
      } else {
        return nil
      }
    }
    guard let match, absent == nil || absent == match.name, !match.name.isEmpty else {
      return nil
    }
    return (match.name, match.value, absent != nil)
  }
}
