import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// A rule built in code rather than parsed from a sheet: a selector and typed values, as
/// SkinKit-2012's skin data sources made them. It takes part in the cascade exactly as a
/// parsed rule written at the same place would.
///
/// ```swift
/// let rule = CodeRule(
///   selector: "NavigationBar Button",
///   values: [(PropertyTable.builtIn.definition(named: "title-color")!.id, .color(.white))])
/// let cascade = StyleCascade(
///   sources: [.stylesheet(sheet), .rules([rule], name: "code")], typeNames: .none)
/// ```
package struct CodeRule: Sendable {
  /// The selector list, as it would be written in a sheet (`NavigationBar Button`).
  public var selector: String
  /// The values, each a longhand property and its value, in declaration order.
  public var values: [(property: PropertyID, value: StyleValue)]
  /// Whether the declarations are `!important`.
  public var important: Bool
  /// An `@media` condition the rule sits in (`dark`, `pad and landscape`), if any.
  public var media: String?

  public init(
    selector: String, values: [(property: PropertyID, value: StyleValue)],
    important: Bool = false, media: String? = nil
  ) {
    self.selector = selector
    self.values = values
    self.important = important
    self.media = media
  }
}

/// One source of rules for a cascade, in order of appearance: a parsed stylesheet or rules
/// built in code (named for diagnostics).
package enum CascadeSource: Sendable {
  case stylesheet(Stylesheet)
  case rules([CodeRule], name: String)
}

extension StyleCascade {
  /// Compiles stylesheets and rules built in code into one cascade, in the order given
  /// (order of appearance decides ties, as between sheets). `defaultSources` form the
  /// default-skin origin, which every app rule beats. Selectors, parsed and built in code,
  /// read type names through `typeNames`.
  ///
  /// ```swift
  /// let cascade = StyleCascade(
  ///   sources: [.stylesheet(base), .rules(codeRules, name: "Ocean")], typeNames: .none)
  /// ```
  package convenience init(
    sources: [CascadeSource], defaultSources: [CascadeSource] = [],
    constants: [String: String] = [:], properties: PropertyTable = .builtIn,
    typeNames: TypeNameTable
  ) {
    var compiler = StylesheetCompiler(
      table: properties, typeNames: typeNames, injected: constants)
    let ordered =
      defaultSources.map { ($0, CascadeOrigin.defaultSkin) } + sources.map { ($0, .app) }
    for (source, origin) in ordered {
      switch source {
      case .stylesheet(let sheet):
        compiler.diagnostics += sheet.parseDiagnostics
        compiler.compile(
          sheet, .init(origin: origin, parent: nil, parentSource: nil, layer: nil, media: []))
      case .rules(let rules, let name):
        for rule in rules { compiler.compile(rule, origin: origin, sourceName: name) }
      }
    }
    compiler.applyExtensions()
    let compiled = CompiledSheets(
      entries: compiler.entries, layers: compiler.layers, layerMentions: compiler.layerMentions,
      registrations: compiler.registrations, keyframes: compiler.keyframeRules,
      diagnostics: compiler.diagnostics)
    self.init(compiled: compiled, properties: properties)
  }
}

extension StylesheetCompiler {
  /// Adds one rule built in code. A bad selector or media query, or a property the table does
  /// not know, is a diagnostic pointing at the rule's text under `sourceName`.
  mutating func compile(_ rule: CodeRule, origin: CascadeOrigin, sourceName: String) {
    let file = SourceFile(path: "<\(sourceName)>", text: rule.selector)
    let list: SelectorList
    do {
      list = try SelectorParser.parse(rule.selector, typeNames: typeNames)
    } catch {
      report(
        .invalidSelector,
        "rule '\(rule.selector)' in \(sourceName): \(error.diagnostic.message); the rule is dropped",
        SourceRange(file: file, bytes: 0..<rule.selector.utf8.count))
      return
    }
    var media: [MediaQueryList] = []
    if let text = rule.media {
      do {
        media.append(try MediaQueryList.parse(text))
      } catch {
        report(
          .invalidMediaQuery,
          "rule '\(rule.selector)' in \(sourceName): \(error.diagnostic.message)",
          SourceRange(file: file, bytes: 0..<rule.selector.utf8.count))
        return
      }
    }
    var declarations: [CompiledDeclaration] = []
    for (property, value) in rule.values {
      guard table.contains(property) else {
        let name = PropertyCatalog.definition(property)?.name ?? "#\(property)"
        report(
          .unknownProperty,
          "rule '\(rule.selector)' in \(sourceName) sets '\(name)', a property this cascade's table does not hold; it is dropped",
          SourceRange(file: file, bytes: 0..<rule.selector.utf8.count))
        continue
      }
      declarations.append(
        CompiledDeclaration(
          target: .property(property), value: .value(value), important: rule.important,
          range: .none, writtenName: table[property].name))
    }
    guard !declarations.isEmpty else { return }
    emit(
      list, source: SelectorSource(.text(rule.selector)), block: DeclarationBlock(declarations),
      Context(origin: origin, parent: nil, parentSource: nil, layer: nil, media: media),
      range: SourceRange(file: file, bytes: 0..<rule.selector.utf8.count))
  }
}
