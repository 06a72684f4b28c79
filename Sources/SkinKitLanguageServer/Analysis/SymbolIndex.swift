import SkinKit

/// The names a document and its imports define, each with where: `$constants`, custom
/// properties, rules (with their parsed selectors), and the type names selectors use — what
/// completion, hover and definition look up. Selectors are parsed only when rules or types
/// are asked for (a hover over a constant needs neither).
final class SymbolIndex {
  /// A `$name: value;` definition.
  struct Constant {
    var syntax: ConstantSyntax
    /// Whether it is in the document itself (not an import).
    var isLocal: Bool
  }

  /// A `--name: value;` declaration, with the rule it is in.
  struct CustomProperty {
    var declaration: DeclarationSyntax
    var rule: RuleSyntax?

    /// The selector of the rule it is in, as written (empty at the top level).
    var selector: String { rule?.preludeText ?? "" }
  }

  /// A style rule as written, with its selectors parsed where they parse.
  struct Rule {
    var syntax: RuleSyntax
    var selectors: SelectorList?
  }

  private(set) var constants: [Constant] = []
  private(set) var customProperties: [String: [CustomProperty]] = [:]
  /// The `@property` rules, by the name they register, in order.
  private(set) var registrations: [String: [PropertyRuleSyntax]] = [:]
  /// Every rule, with whether it is nested (its selector is parsed as a nested one).
  private var written: [(rule: RuleSyntax, nested: Bool)] = []

  init(_ sheet: Stylesheet) {
    // Imports first: they are expanded where they stand, before the document's rules.
    for loaded in sheet.sheets.dropFirst() + [sheet] {
      visit(loaded.tree.items, in: nil, nested: false, isLocal: loaded === sheet)
    }
  }

  /// Every rule, its selectors parsed.
  private(set) lazy var rules: [Rule] = written.map { rule, nested in
    Rule(
      syntax: rule,
      selectors: try? SelectorParser.parse(
        rule.prelude, in: rule.range.file, nested: nested, typeNames: BuiltInTypes.typeNames
      ).get())
  }

  /// The type names selectors use (UIKit names made SkinKit's), sorted.
  private(set) lazy var typeNames: [String] = Set(
    rules.flatMap { $0.selectors?.selectors.flatMap(\.typeNames) ?? [] }
  ).sorted()

  private func visit(_ items: [SyntaxNode], in rule: RuleSyntax?, nested: Bool, isLocal: Bool) {
    for item in items {
      switch item {
      case .constant(let constant):
        constants.append(Constant(syntax: constant, isLocal: isLocal))
      case .declaration(let declaration) where declaration.isCustomProperty:
        customProperties[declaration.name, default: []].append(
          CustomProperty(declaration: declaration, rule: rule))
      case .rule(let inner):
        written.append((inner, nested))
        visit(inner.items, in: inner, nested: true, isLocal: isLocal)
      case .media(let media):
        visit(media.items, in: rule, nested: nested, isLocal: isLocal)
      case .layer(let layer):
        visit(layer.items ?? [], in: rule, nested: nested, isLocal: isLocal)
      case .property(let registration):
        if let name = registration.prelude.first(where: { $0.kind == .ident }) {
          registrations[name.value, default: []].append(registration)
        }
      default:
        break
      }
    }
  }

  /// The constants visible at `offset` of the document: every imported one (imports come
  /// first), and the document's own defined before it (not the one being written there);
  /// the last definition of a name wins.
  func constants(visibleAt offset: Int) -> [ConstantSyntax] {
    var byName: [String: ConstantSyntax] = [:]
    var order: [String] = []
    for constant in constants
    where !constant.isLocal || constant.syntax.range.bytes.upperBound < offset {
      if byName[constant.syntax.name] == nil { order.append(constant.syntax.name) }
      byName[constant.syntax.name] = constant.syntax
    }
    return order.map { byName[$0]! }
  }

  /// Every definition of a constant, in the document and its imports.
  func definitions(ofConstant name: String) -> [ConstantSyntax] {
    constants.filter { $0.syntax.name == name }.map(\.syntax)
  }

  /// The rules whose written selectors use `target` (the rules an `@extend` of it extends).
  func rules(using target: SimpleSelector) -> [RuleSyntax] {
    rules.filter { rule in
      rule.selectors?.selectors.contains { $0.uses(target) } ?? false
    }.map(\.syntax)
  }
}

extension ComplexSelector {
  /// Whether a simple selector appears anywhere in this selector (inside `:is()` and the
  /// like too), as `@extend` finds the rules it extends.
  fileprivate func uses(_ target: SimpleSelector) -> Bool {
    compounds.contains { compound in
      compound.components.contains { component in
        component == target
          || component.nestedLists.contains { list in
            list.selectors.contains { $0.uses(target) }
          }
      }
    }
  }
}
