import SkinKit

/// One place a sheet writes a name that references, rename and highlights follow: a
/// `$constant`, a custom property, a style class or id, a type or a property name — with
/// whether it defines the name, selects with it or uses it.
///
/// ```swift
/// let tree = StylesheetParser.parse("$a: 1; .b { --c: $a; }")
/// Occurrence.all(in: tree).map(\.symbol.written)   // ["$a", ".b", "--c", "$a"]
/// ```
struct Occurrence: Equatable {
  enum Kind: Hashable {
    case constant, customProperty, styleClass, identifier, type, property
  }

  /// A name and what kind of name it is: what two occurrences share when they are of one
  /// symbol.
  struct Symbol: Hashable {
    var kind: Kind
    /// The name without its sigil (a custom property's keeps its `--`); a type's canonical
    /// name (`Button` for `UIButton`); a property's as written.
    var name: String

    /// The name as a sheet writes it: `$accent`, `--surface`, `.primary`, `#save`.
    var written: String {
      switch kind {
      case .constant: "$" + name
      case .styleClass: "." + name
      case .identifier: "#" + name
      case .customProperty, .type, .property: name
      }
    }
  }

  enum Role {
    /// `$name:` and `--name:`.
    case definition
    /// A class, id or type in a rule's selector.
    case selector
    /// Anything else: `$name` and `var(--name)` in values, a selector in `@extend`, a
    /// property's name.
    case use
  }

  var symbol: Symbol
  /// The bytes of the written name, sigil included.
  var bytes: Range<Int>
  var role: Role
  /// Whether the bytes are exactly ``Symbol/written`` (no escapes), so that a rename can
  /// replace them.
  var isPlain: Bool

  /// Every occurrence in a tree, in source order.
  static func all(in tree: SyntaxTree) -> [Occurrence] {
    var collector = OccurrenceCollector(file: tree.file)
    collector.visit(tree.items)
    return collector.found
  }

  /// The occurrence at `offset` (one ending there counts: the cursor after a name is on it).
  static func find(at offset: Int, in occurrences: [Occurrence]) -> Occurrence? {
    occurrences.first { $0.bytes.contains(offset) }
      ?? occurrences.last {
        $0.bytes.upperBound == offset
      }
  }
}

/// Walks a tree's items, values and selectors for occurrences.
private struct OccurrenceCollector {
  let file: SourceFile
  var found: [Occurrence] = []

  mutating func add(
    _ kind: Occurrence.Kind, _ name: String, _ bytes: Range<Int>, _ role: Occurrence.Role
  ) {
    let symbol = Occurrence.Symbol(kind: kind, name: name)
    found.append(
      Occurrence(
        symbol: symbol, bytes: bytes, role: role,
        isPlain: file.text(in: bytes) == symbol.written))
  }

  mutating func visit(_ items: [SyntaxNode]) {
    for item in items {
      switch item {
      case .constant(let constant):
        let start = constant.range.bytes.lowerBound
        add(.constant, constant.name, start..<(start + 1 + constant.name.utf8.count), .definition)
        values(constant.value)
      case .declaration(let declaration):
        if declaration.isCustomProperty {
          add(.customProperty, declaration.name, declaration.nameRange.bytes, .definition)
        } else {
          add(.property, declaration.name, declaration.nameRange.bytes, .use)
        }
        values(declaration.value)
      case .rule(let rule):
        selector(rule.prelude, role: .selector)
        visit(rule.items)
      case .media(let media):
        visit(media.items)
      case .layer(let layer):
        visit(layer.items ?? [])
      case .extend(let extend):
        selector(extend.selector, role: .use)
      case .property(let rule):
        // The name it registers; its descriptors are not properties, their values may use
        // constants.
        for token in rule.prelude where token.kind == .ident && token.value.hasPrefix("--") {
          add(.customProperty, token.value, token.start..<token.end, .use)
        }
        for case .declaration(let descriptor) in rule.items ?? [] { values(descriptor.value) }
      case .keyframes(let rule):
        // A keyframe's selector (`from`, `50%`) is no type: only its declarations count.
        for case .rule(let keyframe) in rule.items ?? [] { visit(keyframe.items) }
      case .importRule:
        break
      }
    }
  }

  /// `$name` and the name `var(` reads, in a value.
  mutating func values(_ tokens: ArraySlice<Token>) {
    var expectingVariable = false
    for index in tokens.indices {
      let token = tokens[index]
      if token.isWhitespace { continue }
      if expectingVariable, token.kind == .ident, token.value.hasPrefix("--") {
        add(.customProperty, token.value, token.start..<token.end, .use)
      }
      expectingVariable = token.kind == .function && token.value.asciiCaseInsensitiveEquals("var")
      if token.isDelim("$"), index + 1 < tokens.endIndex, tokens[index + 1].kind == .ident,
        tokens[index + 1].start == token.end
      {
        add(.constant, tokens[index + 1].value, token.start..<tokens[index + 1].end, .use)
      }
    }
  }

  /// What a parenthesized part of a selector holds.
  private enum Inside {
    /// A selector list: `:is(`, `:not(`, `:where(`, after `of` in `:nth-child(`.
    case selectors
    /// An `An+B` formula, before any `of`.
    case formula
    /// An attribute selector's brackets, or another function's arguments.
    case other
  }

  /// Classes, ids and types in a selector's tokens.
  mutating func selector(_ tokens: ArraySlice<Token>, role: Occurrence.Role) {
    var stack: [Inside] = []
    for index in tokens.indices {
      let token = tokens[index]
      let inside = stack.last ?? .selectors
      switch token.kind {
      case .function:
        let name = token.value.asciiLowercased
        stack.append(
          ["is", "not", "where", "matches", "has"].contains(name)
            ? .selectors : name.hasPrefix("nth-") ? .formula : .other)
      case .openParen, .openBracket:
        stack.append(.other)
      case .closeParen, .closeBracket:
        if !stack.isEmpty { stack.removeLast() }
      case .ident where inside == .formula:
        if token.isIdent("of") { stack[stack.count - 1] = .selectors }
      case .ident where inside == .selectors:
        guard !token.value.hasPrefix("--"), StylesheetLint.namesType(at: index, in: tokens)
        else { continue }
        add(.type, BuiltInTypes.canonicalName(token.value), token.start..<token.end, role)
      case .hash where inside == .selectors && token.flag:
        add(.identifier, token.value, token.start..<token.end, role)
      case .delim where inside == .selectors && token.isDelim("."):
        guard index + 1 < tokens.endIndex, tokens[index + 1].kind == .ident,
          tokens[index + 1].start == token.end
        else { continue }
        add(.styleClass, tokens[index + 1].value, token.start..<tokens[index + 1].end, role)
      default:
        break
      }
    }
  }
}
