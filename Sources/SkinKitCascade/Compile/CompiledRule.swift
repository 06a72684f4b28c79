import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Where a declaration comes from, in ascending order of precedence for normal declarations.
/// `!important` reverses the origins; a node's inline style is of the app's origin and,
/// being attached to the element, beats the app's rules of its importance (CSS Cascade 5
/// §6.2): normal default-skin < normal app < normal inline < important app < important
/// inline < important default-skin.
package enum CascadeOrigin: Int, Sendable, Hashable, Comparable, CaseIterable,
  CustomStringConvertible
{
  /// The default skin's sheets (the user-agent origin's role).
  case defaultSkin
  /// The app's stylesheets (the author origin).
  case app
  /// A style object assigned to the node itself (element-attached declarations of the app's
  /// origin).
  case inline

  public static func < (lhs: CascadeOrigin, rhs: CascadeOrigin) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The rank of an origin and importance pair: higher wins.
  public static func rank(_ origin: CascadeOrigin, important: Bool) -> Int {
    guard important else { return origin.rawValue }
    switch origin {
    case .app: return 3
    case .inline: return 4
    case .defaultSkin: return 5
    }
  }

  public var description: String {
    switch self {
    case .defaultSkin: "default skin"
    case .app: "app"
    case .inline: "inline"
    }
  }
}

/// One declaration, compiled: which property, its value, whether it is important, and
/// where it was written.
package struct CompiledDeclaration: Sendable {
  /// What the declaration sets.
  package enum Target: Sendable, Hashable {
    case property(PropertyID)
    case custom(String)
  }

  public var target: Target
  /// The value (custom properties keep their tokens in ``DeclaredValue/unparsed(_:shorthand:)``).
  public var value: DeclaredValue
  public var important: Bool
  /// The declaration as written (name to value).
  public var range: SourceRange
  /// The name as written (an alias, perhaps), for messages.
  public var writtenName: String
  /// Where its context-free computed value comes from, once it is in a ``DeclarationBlock``.
  var contextFreeness = ContextFreeness.dependent

  public init(
    target: Target, value: DeclaredValue, important: Bool, range: SourceRange, writtenName: String
  ) {
    self.target = target
    self.value = value
    self.important = important
    self.range = range
    self.writtenName = writtenName
  }
}

/// The declarations of one rule (one run of declarations in a block), shared by every
/// selector of the rule's list.
package final class DeclarationBlock: Sendable {
  public let declarations: [CompiledDeclaration]
  /// Whether any declaration is `!important`.
  public let hasImportant: Bool
  /// Whether any declaration is not `!important`.
  public let hasNormal: Bool
  /// Whether any declaration sets a custom property.
  let hasCustom: Bool
  /// Whether any declaration's value holds `var()` (is parsed once substituted).
  let hasVariables: Bool
  /// What the declarations' initial values are read from.
  private let table: PropertyTable

  public convenience init(_ declarations: [CompiledDeclaration]) {
    self.init(declarations, table: PropertyTable.builtIn)
  }

  package init(_ declarations: consuming [CompiledDeclaration], table: PropertyTable) {
    // One pass over the array the compiler hands over (not copied: each declaration notes
    // where its context-free value comes from, rather than the block keeping a copy of it).
    var hasImportant = false
    var hasNormal = false
    var hasCustom = false
    var hasVariables = false
    for index in declarations.indices {
      if declarations[index].important { hasImportant = true } else { hasNormal = true }
      if case .unparsed = declarations[index].value { hasVariables = true }
      switch declarations[index].target {
      case .property(let id):
        declarations[index].contextFreeness =
          table.contains(id)
          ? table.contextFreeness(of: declarations[index].value, for: id) : .dependent
      case .custom:
        hasCustom = true
      }
    }
    self.declarations = declarations
    self.hasImportant = hasImportant
    self.hasNormal = hasNormal
    self.hasCustom = hasCustom
    self.hasVariables = hasVariables
    self.table = table
  }

  /// Declaration `index`'s computed value when it depends on nothing but itself (see
  /// ``PropertyTable/contextFreeValue(_:for:)``), or `nil`.
  func contextFreeValue(at index: Int) -> StyleValue? {
    switch declarations[index].contextFreeness {
    case .dependent: return nil
    case .declared:
      guard case .value(let value) = declarations[index].value else { return nil }
      return value
    case .initialValue:
      guard case .property(let id) = declarations[index].target else { return nil }
      return table.initialValue(of: id)
    }
  }
}

/// A layer path (`theme.dark`), or an anonymous layer's unique name.
package struct LayerName: Sendable, Hashable, CustomStringConvertible {
  public var components: [String]
  public init(_ components: [String]) { self.components = components }
  public var description: String { components.joined(separator: ".") }
}

/// A place where a sheet names a layer — `@layer a, b;`, `@layer a { }`, `@import "x"
/// layer(a)` — with the `@media` conditions around it. A layer takes its place in the layer
/// order at the first mention whose conditions hold (CSS Cascade 5 §6.4.3: a conditional rule
/// that does not apply declares nothing), so when some mention is conditional the order
/// depends on the environment, as the conditions do.
///
/// ```swift
/// let mention = LayerMention(name: LayerName(["theme"]), media: [])
/// mention.name.description   // "theme"
/// ```
package struct LayerMention: Sendable, Hashable {
  public var name: LayerName
  /// The conditions that must all hold for the mention to count (empty: always).
  public var media: [MediaQueryList]

  public init(name: LayerName, media: [MediaQueryList]) {
    self.name = name
    self.media = media
  }
}

/// One selector with its declarations: the unit the cascade matches and orders.
package struct RuleEntry: Sendable {
  /// The selector (nesting resolved).
  public let selector: ComplexSelector
  public let block: DeclarationBlock
  public let origin: CascadeOrigin
  /// The layer the rule is in, or `nil` when unlayered.
  public let layer: LayerName?
  /// `@media` conditions that must all hold.
  public let media: [MediaQueryList]
  /// Order of appearance across every sheet of the cascade.
  public internal(set) var order: Int
  /// Where the rule starts.
  public let range: SourceRange
  /// The `@scope` the rule is in, if any: it matches only elements in that scope, and nearer
  /// scoping roots win ties of specificity.
  public let scope: ScopeCondition?
  let source: SelectorSource

  /// A rule built elsewhere (read from a prebuilt skin's data, say); its selector as written
  /// is `selectorText`, or the selector's own text when that is `nil`.
  package init(
    selector: ComplexSelector, block: DeclarationBlock, origin: CascadeOrigin, layer: LayerName?,
    media: [MediaQueryList], order: Int, selectorText: String?, range: SourceRange = .none
  ) {
    self.init(
      selector: selector, block: block, origin: origin, layer: layer, media: media, order: order,
      source: SelectorSource(selectorText.map { .text($0) } ?? .selector(selector)), range: range)
  }

  /// A rule built elsewhere whose selector was written as `other`'s was (the two are of one
  /// selector list).
  package init(
    selector: ComplexSelector, block: DeclarationBlock, origin: CascadeOrigin, layer: LayerName?,
    media: [MediaQueryList], order: Int, writtenAs other: RuleEntry
  ) {
    self.init(
      selector: selector, block: block, origin: origin, layer: layer, media: media, order: order,
      source: other.source, range: .none)
  }

  init(
    selector: ComplexSelector, block: DeclarationBlock, origin: CascadeOrigin, layer: LayerName?,
    media: [MediaQueryList], order: Int, source: SelectorSource, range: SourceRange,
    scope: ScopeCondition? = nil
  ) {
    self.scope = scope
    self.selector = selector
    self.block = block
    self.origin = origin
    self.layer = layer
    self.media = media
    self.order = order
    self.source = source
    self.range = range
  }

  /// The rule's selector as written (a nested rule's reads as its parent's and its own, as
  /// in `Button.primary:highlighted`; a scoped rule's with its `@scope`, as in
  /// `@scope (.card) { Label }`), for explanations.
  public var selectorText: String {
    guard let scope else { return source.text }
    return "@scope \(scope.text) { \(source.text) }"
  }
}

/// A rule's selector text, kept as where it is written (or as tokens) and printed only when
/// asked for (explanations are rare; compiling thousands of rules is not).
final class SelectorSource: Sendable {
  enum Kind: Sendable {
    case text(String)
    case prelude(WrittenTokens)
    case nested(WrittenTokens, parent: SelectorSource)
    case selector(ComplexSelector)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  var text: String {
    switch kind {
    case .text(let text): text
    case .prelude(let written): TokenPrinter.print(written.tokens, collapsingWhitespace: true)
    case .nested(let written, let parent):
      StylesheetCompiler.nestedText(written.tokens, parent: parent.text)
    case .selector(let selector): selector.description
    }
  }
}

/// A run of a sheet's tokens, kept as the bytes of the file they were read from when they
/// are exactly its tokens there: a compiled rule then holds the file (which its ranges hold
/// anyway) rather than the sheet's whole token array, every value's tokens included (a
/// fifth of what a skin of a 10,000-rule sheet held).
enum WrittenTokens: Sendable {
  case bytes(SourceFile, Range<Int>)
  case tokens(ArraySlice<Token>)

  /// `tokens`, kept as `bytes` of `file` when `exact` (the syntax was read from `file`, so
  /// tokenizing those bytes again gives the same tokens) and they span exactly those bytes.
  init(_ tokens: ArraySlice<Token>, bytes: Range<Int>, of file: SourceFile, exact: Bool) {
    if exact, let first = tokens.first, let last = tokens.last,
      first.start == bytes.lowerBound, last.end == bytes.upperBound
    {
      self = .bytes(file, bytes)
    } else {
      self = .tokens(tokens)
    }
  }

  var tokens: ArraySlice<Token> {
    switch self {
    case .bytes(let file, let bytes): Tokenizer.tokenize(file, bytes: bytes).tokens[...]
    case .tokens(let tokens): tokens
    }
  }
}
