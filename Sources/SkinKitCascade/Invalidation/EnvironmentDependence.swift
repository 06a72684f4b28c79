import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Which environment sizes a declared value depends on: the width and height (viewport
/// units) and the content size (text styles). A change of either restyles the subjects of
/// the rules whose values depend on it, though no `@media` condition flips.
struct EnvironmentDependence: OptionSet, Sendable {
  let rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }

  static let viewport = EnvironmentDependence(rawValue: 1)
  static let contentSize = EnvironmentDependence(rawValue: 2)

  /// What changes from `old` to `new`.
  init(changeFrom old: StyleEnvironment, to new: StyleEnvironment) {
    self = []
    if old.width != new.width || old.height != new.height { insert(.viewport) }
    if old.contentSize != new.contentSize { insert(.contentSize) }
  }

  /// What a declared value depends on; a value with `var()` is read from its tokens and
  /// `custom`, what the custom properties' values may bring.
  init(_ value: DeclaredValue, custom: EnvironmentDependence) {
    switch value {
    case .value(let value): self.init(value)
    case .unparsed(let tokens, _): self.init(tokens: tokens, variables: custom)
    default: self = []
    }
  }

  init(_ value: StyleValue) {
    switch value {
    case .relativeLength(let length):
      self = []
      if length.dependsOnViewport { insert(.viewport) }
      if length.dependsOnContentSize { insert(.contentSize) }
    case .font(let font):
      self = []
      if font.relativeSize?.dependsOnViewport == true { insert(.viewport) }
      if font.relativeSize?.dependsOnContentSize == true { insert(.contentSize) }
    default: self = []
    }
  }

  /// What tokens may depend on: viewport units, the text style functions and, when they
  /// hold `var()`, what `variables` brings (the custom properties' values).
  init(tokens: [Token], variables: EnvironmentDependence = []) {
    self = []
    var hasVariables = false
    // One pass, tokens read in place, names compared only when their length fits (a sheet
    // of tokens has a `var(` in nearly every value).
    for index in tokens.indices {
      switch tokens[index].kind {
      case .dimension where NumericParser.isViewportUnit(tokens[index].value): insert(.viewport)
      case .function:
        let name = tokens[index].value
        switch name.utf8.count {
        case 3:
          if !hasVariables, name.asciiCaseInsensitiveEquals("var") { hasVariables = true }
        case 10:
          if name.asciiCaseInsensitiveEquals("text-style")
            || name.asciiCaseInsensitiveEquals("text-scale")
          {
            insert(.contentSize)
          }
        default: break
        }
      default: break
      }
    }
    if hasVariables { formUnion(variables) }
  }
}

/// What the declaration blocks of a cascade's rules depend on in the environment (their
/// property and registered custom property values), and whether one sets a non-inherited
/// property to `inherit`: read block by block, once per run of rules sharing a block (the
/// selectors of one list).
struct DeclarationDependence {
  /// What the custom properties' values may bring to a value with `var()`.
  let custom: EnvironmentDependence
  /// The registered custom properties (their values compute where they are declared).
  let registered: Set<String>
  let table: PropertyTable
  /// Whether some declaration read sets a non-inherited property to `inherit` (or may roll
  /// back to one).
  private(set) var inheritsNonInherited = false
  private var lastBlock: DeclarationBlock?
  private var lastDependence: EnvironmentDependence = []

  init(custom: EnvironmentDependence, registered: Set<String>, table: PropertyTable) {
    self.custom = custom
    self.registered = registered
    self.table = table
  }

  /// What `block`'s values depend on.
  mutating func dependence(of block: DeclarationBlock) -> EnvironmentDependence {
    if let lastBlock, lastBlock === block { return lastDependence }
    var dependence: EnvironmentDependence = []
    // Read in place, by index: a copy of a declaration retains its value and strings.
    let declarations = block.declarations
    for index in declarations.indices {
      switch declarations[index].target {
      case .property(let id):
        // The value is switched on in place (passing it on copies it).
        switch declarations[index].value {
        case .value(let value): dependence.formUnion(EnvironmentDependence(value))
        case .unparsed(let tokens, _):
          dependence.formUnion(EnvironmentDependence(tokens: tokens, variables: custom))
        // `revert` may roll back to a default-skin `inherit`.
        case .inherit, .revert, .revertLayer:
          if !inheritsNonInherited, !table.isInherited(id) { inheritsNonInherited = true }
        case .initial, .unset: break
        }
      case .custom(let name):
        if !registered.isEmpty, registered.contains(name) {
          dependence.formUnion(EnvironmentDependence(declarations[index].value, custom: custom))
        }
      }
    }
    lastBlock = block
    lastDependence = dependence
    return dependence
  }
}
