import SkinKitSyntax

/// A property's id: its identity, the same in every ``PropertyTable`` that holds it and for the
/// life of the process.
package typealias PropertyID = Int

/// Everything SkinKit knows about one longhand property: its canonical name, the other
/// names it answers to, what it accepts, its initial value and whether it inherits.
///
/// ```swift
/// let color = PropertyTable.builtIn.definition(named: "textColor")!
/// color.name         // "color"
/// color.inherited    // true
/// color.initial      // #000000ff
/// ```
package struct PropertyDefinition: Sendable {
  /// The registry index.
  public let id: PropertyID
  /// The canonical name (CSS's where CSS has the property, else UIKit's in kebab case).
  public let name: String
  /// Other accepted names (kebab case; camel case forms are derived).
  public let aliases: [String]
  /// What the property accepts.
  public let syntax: ValueSyntax
  /// The value when nothing sets it and it does not inherit.
  public let initial: StyleValue
  /// Whether it takes the parent's computed value when nothing sets it.
  public let inherited: Bool
  /// One line for documentation and `--help`.
  public let summary: String

  public init(
    id: PropertyID, name: String, aliases: [String] = [], syntax: ValueSyntax,
    initial: StyleValue, inherited: Bool, summary: String = ""
  ) {
    self.id = id
    self.name = name
    self.aliases = aliases
    self.syntax = syntax
    self.initial = initial
    self.inherited = inherited
    self.summary = summary
  }
}

/// A shorthand: one declaration that sets several longhands (`padding`, `font`, `border`).
package struct ShorthandDefinition: Sendable {
  /// The canonical name.
  public let name: String
  /// Other accepted names.
  public let aliases: [String]
  /// The longhands it sets, by canonical name, in the order ``expand`` returns them.
  public let longhands: [String]
  /// Parses the value into one value per longhand (in ``longhands`` order).
  public let expand: @Sendable (ArraySlice<Token>) throws(ValueError) -> [StyleValue]

  public init(
    name: String, aliases: [String] = [], longhands: [String],
    expand: @escaping @Sendable (ArraySlice<Token>) throws(ValueError) -> [StyleValue]
  ) {
    self.name = name
    self.aliases = aliases
    self.longhands = longhands
    self.expand = expand
  }
}

/// A declaration's value as the cascade stores it, before computing.
package enum DeclaredValue: Sendable, Hashable, CustomStringConvertible {
  /// A parsed value.
  case value(StyleValue)
  /// `inherit`.
  case inherit
  /// `initial`.
  case initial
  /// `unset`: `inherit` for inherited properties, `initial` otherwise.
  case unset
  /// `revert` (CSS Cascade 5 §7.3): the value the property would have if no declaration of
  /// this declaration's origin applied — an app rule or inline style rolls back to the
  /// default skin's; a default-skin rule, to `unset`.
  case revert
  /// `revert-layer` (CSS Cascade 5 §7.4): the value the property would have if no
  /// declaration of this declaration's layer, or of a later one of its origin, applied (an
  /// inline style counts as a layer after the unlayered rules).
  case revertLayer
  /// A value with `var()`, parsed once the variables are substituted. `shorthand` names the
  /// shorthand it came from (then the longhand is picked after expanding).
  case unparsed([Token], shorthand: String?)

  /// The CSS-wide keyword `name` names (`inherit`, `initial`, `unset`, `revert`,
  /// `revert-layer`; lowercase, as ``description`` prints them), or `nil` for any other word.
  ///
  /// ```swift
  /// DeclaredValue(cssWideKeyword: "revert-layer")  // .revertLayer
  /// DeclaredValue(cssWideKeyword: "red")           // nil
  /// ```
  package init?(cssWideKeyword name: String) {
    switch name {
    case "inherit": self = .inherit
    case "initial": self = .initial
    case "unset": self = .unset
    case "revert": self = .revert
    case "revert-layer": self = .revertLayer
    default: return nil
    }
  }

  public var description: String {
    switch self {
    case .value(let value): value.description
    case .inherit: "inherit"
    case .initial: "initial"
    case .unset: "unset"
    case .revert: "revert"
    case .revertLayer: "revert-layer"
    case .unparsed(let tokens, _): TokenPrinter.print(tokens)
    }
  }
}
