/// Other names of element types, as the selector parser reads them: a type selector written
/// with an alias selects the type the alias stands for, and prints as that type.
///
/// The Selectors and Cascade layers know no type names of their own. The layer that owns the
/// model widgets (`SkinKitStyling`'s `BuiltInTypes`) makes the table of UIKit's names for
/// them (`UIButton` → `Button`) and hands it down as a value: to the compiler with the
/// stylesheets, as it hands down the `PropertyTable` of a skin's registry.
///
/// ```swift
/// let names = TypeNameTable(aliases: ["UIButton": "Button"])
/// try SelectorParser.parse("UIButton", typeNames: names).description         // "Button"
/// try SelectorParser.parse("UIButton", typeNames: .none).description         // "UIButton"
/// ```
package struct TypeNameTable: Sendable, Hashable {
  /// No aliases: every type selector names the type as written.
  package static let none = TypeNameTable(aliases: [:])

  /// Each alias and the type name it stands for.
  package let aliases: [String: String]
  /// Which first bytes some alias starts with, one bit per byte value: a type selector that
  /// starts otherwise is no alias, and is not looked up (the parser asks for every type
  /// selector it reads).
  private let firstBytes: [UInt64]

  /// A table of aliases (`["UIButton": "Button"]`). An alias of itself is ignored.
  package init(aliases: [String: String]) {
    let aliases = aliases.filter { $0.key != $0.value && !$0.key.isEmpty }
    var firstBytes = [UInt64](repeating: 0, count: 4)
    for alias in aliases.keys {
      let byte = Int(alias.utf8.first!)
      firstBytes[byte >> 6] |= 1 << UInt64(byte & 63)
    }
    self.aliases = aliases
    self.firstBytes = firstBytes
  }

  /// Whether the table has no aliases.
  package var isEmpty: Bool { aliases.isEmpty }

  /// The type name `name` stands for, if it is an alias.
  package func type(aliasedBy name: String) -> String? {
    guard let byte = name.utf8.first, firstBytes[Int(byte) >> 6] & (1 << UInt64(byte & 63)) != 0
    else { return nil }
    return aliases[name]
  }

  /// The type name `name` stands for: the aliased name, or `name` itself.
  package func canonicalName(_ name: String) -> String { type(aliasedBy: name) ?? name }
}
