/// The states a control can be in, which state pseudo-classes test.
///
/// ```swift
/// let state: ElementState = [.highlighted, .selected]
/// state.contains(.disabled)   // false
/// ```
public struct ElementState: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Touched down (`:highlighted`).
  public static let highlighted = ElementState(rawValue: 1)
  /// Selected or on (`:selected`).
  public static let selected = ElementState(rawValue: 2)
  /// Not enabled (`:disabled`; `:enabled` is its negation).
  public static let disabled = ElementState(rawValue: 4)
  /// Has keyboard or focus-engine focus (`:focused`).
  public static let focused = ElementState(rawValue: 8)

  /// The state names in canonical order, as trees and pseudo-classes spell them.
  public static let names: [(String, ElementState)] = [
    ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
    ("focused", .focused),
  ]

  /// The state with this name (`"highlighted"`), or `nil`.
  public init?(name: String) {
    guard let match = Self.names.first(where: { $0.0 == name }) else { return nil }
    self = match.1
  }

  /// `highlighted selected`, or `normal` for no state.
  public var description: String {
    let names = Self.names.filter { contains($0.1) }.map(\.0)
    return names.isEmpty ? "normal" : names.joined(separator: " ")
  }
}

/// The matcher's only view of a tree node. Model widgets, user classes and the CLI's JSON
/// trees adopt it; nothing else about a node is visible to selectors.
///
/// Adopters keep the interned names ready (``styleClasses``, ``styleIdentifier``) so that
/// matching compares integers.
///
/// ```swift
/// final class Node: StyleElement {
///   let styleType = StyleType.builtIn("Label")
///   var styleClasses: [StyleName] = ["title"]
///   var styleIdentifier: StyleName? = nil
///   var styleState: ElementState = []
///   weak var parent: Node?
///   var children: [Node] = []
///   var styleParent: (any StyleElement)? { parent }
///   var styleChildCount: Int { children.count }
///   func styleChild(at index: Int) -> any StyleElement { children[index] }
///   var styleIndex: Int = 0
///   func styleAttribute(_ name: String) -> String? { nil }
///   var styleEnvironment: StyleEnvironment { StyleEnvironment() }
/// }
/// ```
package protocol StyleElement: AnyObject {
  /// The node's type with its supertypes.
  var styleType: StyleType { get }
  /// The style classes (`.primary`), in any order, without duplicates.
  var styleClasses: [StyleName] { get }
  /// The style identifier (`#save`), if any.
  var styleIdentifier: StyleName? { get }
  /// The value of a named attribute (`[title="Save"]`), or `nil` if the node has none.
  func styleAttribute(_ name: String) -> String?
  /// The current state.
  var styleState: ElementState { get }
  /// The parent, or `nil` for the root.
  var styleParent: (any StyleElement)? { get }
  /// How many children the node has.
  var styleChildCount: Int { get }
  /// The child at an index (`0..<styleChildCount`).
  func styleChild(at index: Int) -> any StyleElement
  /// The node's index among its parent's children (0 for the root).
  var styleIndex: Int { get }
  /// The environment the node is shown in.
  var styleEnvironment: StyleEnvironment { get }
}

extension StyleElement {
  /// Whether the node has a style class.
  @inline(__always)
  public func hasStyleClass(_ name: StyleName) -> Bool {
    for entry in styleClasses where entry == name { return true }
    return false
  }

  /// The sibling just before this node, if any.
  public var stylePreviousSibling: (any StyleElement)? {
    guard let parent = styleParent, styleIndex > 0 else { return nil }
    return parent.styleChild(at: styleIndex - 1)
  }

  /// The path of child indices from the root (`0/2/1`), as `skss` prints it.
  public var stylePath: String {
    var indices: [Int] = []
    var node: (any StyleElement)? = self
    while let current = node {
      indices.append(current.styleIndex)
      node = current.styleParent
    }
    return indices.reversed().map(String.init).joined(separator: "/")
  }
}

/// An element styled before its descendants are known (a declarative tree's node, whose
/// children are declared after its style is computed): `:has()` never matches it, nor an
/// element whose `:has()` would look into such a tree, as the answer would depend on what is
/// not declared yet.
package protocol DescendantsUnknownStyleElement: StyleElement {}
