import SkinKit

/// `textDocument/completion`: property names (and their other names) where a declaration's
/// name goes; in a value, the property's keywords, the CSS-wide keywords, named colors where
/// a color goes, the custom properties and `$constants` in scope, and the functions the
/// property takes; pseudo-classes after `:`; built-in types and the types the sheet, the
/// `types` setting and the project file declare where a selector starts; at-rules after `@`;
/// in an `@media` query, the environment's features and each one's values.
/// The project file's properties are offered as built-in ones are.
struct Completion {
  let analysis: DocumentAnalysis
  let table: PropertyTable
  /// Types the client declared (the `types` setting), beside those the sheet uses.
  let declaredTypes: Set<String>
  /// Whether the client takes snippets (`rgb($1)`).
  let snippets: Bool

  /// LSP's `CompletionItemKind` values used here.
  enum Kind: Int {
    case function = 3
    case variable = 6
    case type = 7
    case property = 10
    case value = 12
    case keyword = 14
    case color = 16
    case constant = 21
  }

  func list(at position: Position) -> JSONValue {
    let text = analysis.text
    let offset = text.sourceOffset(of: position)
    let context = CompletionContext(
      file: analysis.sheet.file, offset: offset,
      itemStart: CompletionContext.itemStart(for: offset, in: analysis.tree), table: table)
    let range = text.range(of: context.replacing)
    var place = context.place
    // A capitalized word in a block starts a nested rule's type, not a property.
    let partial = analysis.sheet.file.text(in: context.replacing)
    if place == .propertyName, partial.first?.isUppercase == true { place = .selector }
    let items = candidates(for: place, offset: offset).map { $0.json(range: range) }
    return ["isIncomplete": false, "items": .array(items)]
  }

  /// One item before it is placed.
  struct Candidate {
    var label: String
    var kind: Kind
    var detail: String?
    var documentation: String?
    var insert: String?
    var isSnippet = false

    func json(range: TextRange) -> JSONValue {
      var members: [String: JSONValue] = [
        "label": .string(label), "kind": JSONValue(kind.rawValue),
        "textEdit": ["range": range.json, "newText": .string(insert ?? label)],
        "insertTextFormat": isSnippet ? 2 : 1,
      ]
      if let detail { members["detail"] = .string(detail) }
      if let documentation { members["documentation"] = .string(documentation) }
      return .object(members)
    }
  }

  func candidates(for place: CompletionContext.Place, offset: Int) -> [Candidate] {
    switch place {
    case .propertyName: return propertyNames()
    case .value(let property): return values(for: property, offset: offset)
    case .customPropertyName: return customPropertyNames()
    case .constantName: return constants(at: offset)
    case .pseudoClass: return pseudoClasses()
    case .selector: return types()
    case .atRule:
      return ValueCatalog.atRules.map { Candidate(label: "@" + $0, kind: .keyword) }
    case .mediaFeature: return mediaFeatures()
    case .mediaValue(let feature): return mediaValues(of: feature)
    case .none: return []
    }
  }

  private func mediaFeatures() -> [Candidate] {
    StyleEnvironment.table.flatMap { key in
      let detail = key.values.isEmpty ? "points" : key.values.joined(separator: " | ")
      let names =
        [key.name] + (key.alias.map { [$0] } ?? [])
        + (key.isRange ? ["min-" + key.name, "max-" + key.name] : [])
      return names.map {
        Candidate(label: $0, kind: .property, detail: detail, documentation: key.summary)
      }
    }
  }

  private func mediaValues(of feature: String) -> [Candidate] {
    var name = feature.asciiLowercased
    for prefix in ["min-", "max-"] where name.hasPrefix(prefix) { name.removeFirst(4) }
    return (StyleEnvironment.key(named: name)?.values ?? []).map {
      Candidate(label: $0, kind: .value)
    }
  }

  private func propertyNames() -> [Candidate] {
    var result: [Candidate] = []
    for definition in table.definitions {
      let grammar = ValueCatalog.grammar(of: definition.syntax)
      result.append(
        Candidate(
          label: definition.name, kind: .property, detail: grammar,
          documentation: definition.summary.isEmpty ? nil : definition.summary))
      for alias in definition.aliases {
        result.append(
          Candidate(
            label: alias, kind: .property, detail: "\(definition.name) (another name): \(grammar)",
            documentation: definition.summary.isEmpty ? nil : definition.summary))
      }
    }
    for shorthand in table.shorthands {
      let detail = "shorthand for " + shorthand.longhands.joined(separator: ", ")
      result.append(Candidate(label: shorthand.name, kind: .property, detail: detail))
      for alias in shorthand.aliases {
        result.append(Candidate(label: alias, kind: .property, detail: detail))
      }
    }
    return result
  }

  private func values(for property: String?, offset: Int) -> [Candidate] {
    var syntaxes: [ValueSyntax] = []
    if let property, let definition = table.definition(named: property) {
      syntaxes = [definition.syntax]
    } else if let property, let shorthand = table.shorthand(named: property) {
      syntaxes = shorthand.longhands.compactMap { table.definition(named: $0)?.syntax }
    }
    // A custom property, a constant or an unknown property can hold anything.
    let known = !syntaxes.isEmpty
    var result: [Candidate] = []
    var seen = Set<String>()
    func add(_ candidate: Candidate) {
      if seen.insert(candidate.label).inserted { result.append(candidate) }
    }
    for syntax in syntaxes {
      for keyword in ValueCatalog.keywords(of: syntax) {
        add(Candidate(label: keyword, kind: .value))
      }
    }
    if property.map({ !$0.hasPrefix("--") }) ?? false {
      for keyword in ValueCatalog.cssWideKeywords { add(Candidate(label: keyword, kind: .keyword)) }
    }
    if !known || syntaxes.contains(where: ValueCatalog.takesColors) {
      for entry in NamedColors.css {
        add(
          Candidate(
            label: entry.name, kind: .color, documentation: StyleColor(rgb: entry.rgb).hex))
      }
    }
    for name in analysis.symbols.customProperties.keys.sorted() {
      add(Candidate(label: name, kind: .variable, detail: "var(\(name))", insert: "var(\(name))"))
    }
    result += constants(at: offset).filter { seen.insert($0.label).inserted }
    let functions =
      known
      ? syntaxes.flatMap(ValueCatalog.functions(of:))
      : ValueCatalog.colorFunctions + ValueCatalog.mathFunctions + ["image", "url"]
    for name in functions + ["var"] { add(function(name)) }
    return result
  }

  private func function(_ name: String) -> Candidate {
    Candidate(
      label: name + "()", kind: .function, insert: snippets ? name + "($1)" : name + "(",
      isSnippet: snippets)
  }

  private func customPropertyNames() -> [Candidate] {
    analysis.symbols.customProperties.keys.sorted().map { name in
      let values = analysis.symbols.customProperties[name]!.map(\.declaration.valueText)
      return Candidate(label: name, kind: .variable, detail: values.joined(separator: " · "))
    }
  }

  private func constants(at offset: Int) -> [Candidate] {
    analysis.symbols.constants(visibleAt: offset).map { constant in
      Candidate(label: "$" + constant.name, kind: .constant, detail: constant.valueText)
    }
  }

  private func pseudoClasses() -> [Candidate] {
    ValueCatalog.pseudoClasses.map { pseudo in
      guard pseudo.takesArgument else {
        return Candidate(label: pseudo.name, kind: .keyword, detail: pseudo.kind)
      }
      return Candidate(
        label: pseudo.name + "()", kind: .function, detail: pseudo.kind,
        insert: pseudo.name + (snippets ? "($1)" : "("), isSnippet: snippets)
    }
  }

  private func types() -> [Candidate] {
    var result = BuiltInTypes.hierarchy.map { entry in
      Candidate(
        label: entry.name, kind: .type,
        detail: BuiltInTypes.type(named: entry.name)?.lineageDescription)
    }
    let declared = Set(analysis.symbols.typeNames).union(declaredTypes)
    for name in declared.sorted() where !BuiltInTypes.contains(name) {
      let lineage = analysis.project?.types[name]?.lineageDescription
      result.append(Candidate(label: name, kind: .type, detail: lineage ?? "declared type"))
    }
    return result
  }
}
