import SkinKitSelectors

/// Which descendants of an element may match differently when the element gains or loses a
/// class: those with a name that is the subject of some selector testing that class in an
/// ancestor compound (Blink's descendant invalidation sets). `.theme-dark Label.title`
/// invalidates, under the element, only descendants that are `.title` — not every node.
///
/// ```swift
/// let sets = DescendantInvalidation(cascade: cascade, styleClass: "theme-dark")
/// sets.invalidates(node)   // whether node's own matching may change
/// ```
package struct DescendantInvalidation: Sendable {
  /// A selector testing the class in an ancestor compound has a subject without any name:
  /// every descendant may change.
  public private(set) var invalidatesAll = false
  private var classes = Set<UInt32>()
  private var types = Set<UInt32>()
  private var identifiers = Set<UInt32>()

  /// The set for a class under a cascade.
  public init(cascade: StyleCascade, styleClass: StyleName) {
    // Order does not matter here: the rules as compiled, not copied into cascade order.
    for index in cascade.index.written.indices {
      collect(cascade.index.written[index].selector, styleClass)
    }
  }

  private mutating func collect(_ selector: ComplexSelector, _ styleClass: StyleName) {
    let ancestors = selector.compounds.dropLast()
    guard ancestors.contains(where: { Self.mentions($0, styleClass) }) else {
      // Inside :is()/:not()/:where() the class can stand anywhere: be conservative.
      if selector.subject.components.contains(where: { component in
        component.nestedLists.contains { list in
          list.selectors.contains { $0.compounds.contains { Self.mentions($0, styleClass) } }
        }
      }) {
        invalidatesAll = true
      }
      return
    }
    switch RuleIndex.requiredName(selector.subject) {
    case .styleClass(let name): classes.insert(name.id)
    case .type(let name, _): types.insert(name.id)
    case .identifier(let name): identifiers.insert(name.id)
    default: invalidatesAll = true
    }
  }

  static func mentions(_ compound: CompoundSelector, _ styleClass: StyleName) -> Bool {
    compound.components.contains { component in
      if case .styleClass(let name) = component, name == styleClass { return true }
      return component.nestedLists.contains { list in
        list.selectors.contains { $0.compounds.contains { mentions($0, styleClass) } }
      }
    }
  }

  /// Whether an element below the changed one may now match differently.
  public func invalidates(_ element: any StyleElement) -> Bool {
    if invalidatesAll { return true }
    if let id = element.styleIdentifier, identifiers.contains(id.id) { return true }
    for name in element.styleClasses where classes.contains(name.id) { return true }
    for name in element.styleType.lineage where types.contains(name.id) { return true }
    return false
  }
}
