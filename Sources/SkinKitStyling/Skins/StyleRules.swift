import SkinKitCascade

/// Rules built in code, as SkinKit-2012's skin data sources made them: each a selector and
/// a ``CascadingStyle`` whose values are the rule's declarations. They mix with parsed sheets
/// in one skin, in the order the sources are given.
///
/// ```swift
/// var rules = StyleRules(name: "Ocean")
/// rules.add("NavigationBar Button", TitleStyle().configured { $0.textColor = .white })
/// let warning = CascadingStyle().configured { $0.textColor = StyleColor(rgb: 0xFF3B30) }
/// rules.add("Label.warning", warning, important: true)
/// rules.add("Window", CascadingStyle().configured { $0.backgroundColor = .black }, media: "dark")
/// let skin = Skin(name: "Ocean", sources: [.stylesheet(sheet), .rules(rules)])
/// ```
public struct StyleRules: Sendable {
  /// The name diagnostics give for these rules.
  public var name: String
  /// The rules, in order.
  package private(set) var rules: [CodeRule] = []

  public init(name: String = "rules") { self.name = name }

  /// Adds a rule: `selector` (as a sheet would write it) with the values `style` sets, in
  /// `!important` form if asked, under an `@media` condition if given. A bad selector is
  /// reported in the skin's diagnostics and the rule is dropped.
  public mutating func add(
    _ selector: String, _ style: CascadingStyle, important: Bool = false, media: String? = nil
  ) {
    rules.append(
      CodeRule(
        selector: selector,
        values: style.values.keys.sorted().map { ($0, style.values[$0]!) },
        important: important, media: media))
  }

  /// These rules and one more.
  public func adding(
    _ selector: String, _ style: CascadingStyle, important: Bool = false, media: String? = nil
  ) -> StyleRules {
    var result = self
    result.add(selector, style, important: important, media: media)
    return result
  }
}
