/// A selector's specificity: the (a, b, c) triple of Selectors Level 4 §17, compared
/// lexicographically — never summed into one number.
///
/// ```swift
/// Specificity(ids: 0, classes: 1, types: 1) < Specificity(ids: 1, classes: 0, types: 0)  // true
/// Specificity(ids: 0, classes: 11, types: 0) > Specificity(ids: 0, classes: 10, types: 9) // true
/// ```
package struct Specificity: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Id selectors (a).
  public var ids: Int
  /// Class, attribute and pseudo-class selectors (b).
  public var classes: Int
  /// Type selectors (c).
  public var types: Int

  public init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
    self.ids = ids
    self.classes = classes
    self.types = types
  }

  /// (0,0,0).
  public static let zero = Specificity()

  public static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
    Specificity(
      ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
  }

  public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
    (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
  }

  /// `(a,b,c)`.
  public var description: String { "(\(ids),\(classes),\(types))" }
}
