import SkinKitSelectors

/// Which elements, relative to one that changed, may match differently because of the
/// change: the element itself, its children or descendants, its siblings and their
/// descendants.
///
/// A class used only in subject position (`.title { }`) gives ``element``; one used to the
/// left of a descendant combinator (`.dark Label`) gives ``descendants``; one used to the left
/// of `~` (`.first ~ Label`) gives ``laterSiblings``.
///
/// ```swift
/// let sheet = Stylesheet.parse(".dark Label { color: white }")
/// let map = InvalidationMap(cascade: StyleCascade(stylesheets: [sheet]))
/// map.scope(for: .styleClass("dark"))   // [.descendants]
/// ```
package struct InvalidationScope: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The element itself.
  public static let element = InvalidationScope(rawValue: 1)
  /// Its children.
  public static let children = InvalidationScope(rawValue: 2)
  /// Every descendant.
  public static let descendants = InvalidationScope(rawValue: 4)
  /// The sibling right after it.
  public static let nextSibling = InvalidationScope(rawValue: 8)
  /// Every sibling after it.
  public static let laterSiblings = InvalidationScope(rawValue: 16)
  /// Every sibling before it.
  public static let earlierSiblings = InvalidationScope(rawValue: 32)
  /// The descendants of its siblings.
  public static let siblingDescendants = InvalidationScope(rawValue: 64)
  /// Every element of the tree: a feature `:has()` tests changes the matching of the
  /// element's ancestors, of their earlier siblings, and of whatever is selected from them.
  public static let wholeTree = InvalidationScope(rawValue: 128)

  private static let names: [(InvalidationScope, String)] = [
    (.element, "element"), (.children, "children"), (.descendants, "descendants"),
    (.nextSibling, "next-sibling"), (.laterSiblings, "later-siblings"),
    (.earlierSiblings, "earlier-siblings"), (.siblingDescendants, "sibling-descendants"),
    (.wholeTree, "whole-tree"),
  ]

  /// `element descendants`, or `none`.
  public var description: String {
    let parts = Self.names.filter { contains($0.0) }.map(\.1)
    return parts.isEmpty ? "none" : parts.joined(separator: " ")
  }

  /// Where the elements are after one more step to the right of a selector: across
  /// `combinator`, from an element this scope describes to the next compound's element.
  func step(_ combinator: Combinator) -> InvalidationScope {
    var result: InvalidationScope = intersection(.wholeTree)
    // A switch, not `==`: the combinator's `Equatable` is another module's, called through
    // its witness table.
    let sideways =
      switch combinator {
      case .nextSibling, .subsequentSibling: true
      case .descendant, .child: false
      }
    if contains(.element) {
      switch combinator {
      case .descendant: result.insert(.descendants)
      case .child: result.insert(.children)
      case .nextSibling: result.insert(.nextSibling)
      case .subsequentSibling: result.insert(.laterSiblings)
      }
    }
    if contains(.children) { result.insert(sideways ? .children : .descendants) }
    if contains(.descendants) { result.insert(.descendants) }
    if contains(.nextSibling) || contains(.laterSiblings) {
      result.insert(sideways ? .laterSiblings : .siblingDescendants)
    }
    if contains(.earlierSiblings) {
      result.formUnion(
        sideways ? [.element, .earlierSiblings, .laterSiblings] : .siblingDescendants)
    }
    if contains(.siblingDescendants) { result.insert(.siblingDescendants) }
    return result
  }

  /// The scope after walking a path of steps, left to right.
  func walking(_ path: [PathStep]) -> InvalidationScope {
    path.reduce(self) { scope, step in
      switch step {
      case .combinator(let combinator): scope.step(combinator)
      case .siblings: scope.spreadToSiblings
      case .relative: scope.isEmpty ? [] : .wholeTree
      }
    }
  }

  /// The element and its siblings on both sides (what `:nth-child(… of S)` counts).
  var spreadToSiblings: InvalidationScope {
    var result = self
    if !isDisjoint(with: [.element, .nextSibling, .laterSiblings, .earlierSiblings]) {
      result.formUnion([.element, .earlierSiblings, .laterSiblings])
    }
    return result
  }
}

/// One step from a compound towards the subject: a combinator, the spread from an
/// element to its siblings that `:nth-child(… of S)` makes, or the step from an element a
/// `:has()` argument reaches back to its anchor (an ancestor or an earlier sibling, or one of
/// their earlier siblings).
enum PathStep: Sendable {
  case combinator(Combinator)
  case siblings
  case relative
}

/// Something about an element that selectors test and that can change while the element
/// stays in its tree.
package enum InvalidationFeature: Sendable, Hashable {
  /// A style class (`.primary`).
  case styleClass(StyleName)
  /// A style identifier (`#save`).
  case identifier(StyleName)
  /// An attribute, by name (`[title]`).
  case attribute(String)
  /// One state flag (`:highlighted`; `:enabled` tests `disabled`; `:normal` tests all four).
  case state(ElementState)
  /// The element's position among its siblings and their types (structural pseudo-classes,
  /// sibling combinators): changes when a sibling is added, removed or moved.
  case position
  /// Whether the element has children (`:empty`).
  case childCount
}
