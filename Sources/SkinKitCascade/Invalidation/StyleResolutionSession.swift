import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// One pass of resolution over parts of a tree, for restyling incrementally: the caller walks
/// down from the root, ``enter(_:)``-ing each ancestor of the nodes it resolves and
/// ``leave()``-ing it afterwards, so the ancestor Bloom filter stays current and media
/// queries are evaluated once. Used from one thread at a time; make a new session for each
/// pass (it keeps the styles it was given alive, so style sharing stays sound, and it
/// remembers positions among long lists of siblings: the tree's structure must not change
/// during a pass).
///
/// ```swift
/// let session = StyleResolutionSession(cascade: cascade, environment: environment)
/// let rootStyle = session.resolve(root, parentStyle: nil)
/// session.enter(root)
/// let childStyle = session.resolve(child, parentStyle: rootStyle)
/// session.leave()
/// ```
package final class StyleResolutionSession {
  private var resolver: CascadeResolver
  private var filter = AncestorFilter()
  private var entered: [[UInt32]] = []
  /// Parent styles seen in this pass: the sharing cache is keyed by their identity.
  private var retained: [ComputedStyle] = []

  /// A session over `cascade` in `environment`, with the caches an earlier session or pass
  /// in that environment left (this one leaves its own when it ends).
  public init(cascade: StyleCascade, environment: StyleEnvironment) {
    self.resolver = CascadeResolver(cascade: cascade, environment: environment)
  }

  deinit {
    resolver.finish()
  }

  /// Problems found while computing values so far.
  public var diagnostics: [Diagnostic] { resolver.diagnostics }

  /// What the caches did so far (for tests).
  package var statistics: ResolutionStatistics { resolver.statistics }

  /// Makes `element` an ancestor of the elements resolved next.
  public func enter(_ element: any StyleElement) {
    let hashes = AncestorFilter.hashes(of: element)
    for hash in hashes { filter.insert(hash) }
    entered.append(hashes)
  }

  /// Undoes the last ``enter(_:)``.
  public func leave() {
    guard let hashes = entered.popLast() else { return }
    for hash in hashes { filter.remove(hash) }
  }

  /// The computed style of `element`, whose ancestors must all have been entered, given its
  /// parent's style and its inline style; optionally as if it were in another `state`.
  public func resolve(
    _ element: any StyleElement, parentStyle: ComputedStyle?, inline: InlineStyle? = nil,
    state: ElementState? = nil
  ) -> ComputedStyle {
    if let parentStyle, retained.last !== parentStyle { retained.append(parentStyle) }
    return resolver.resolveElement(
      element, parent: parentStyle, inline: inline, filter: filter, stateOverride: state)
  }
}

extension ComputedStyle {
  /// Whether a child would inherit the same values from this style as from `other`: the
  /// inherited properties, the custom properties and the root font size (for `rem`).
  public func passesSameInheritance(as other: ComputedStyle) -> Bool {
    if self === other { return true }
    guard rootFontSize == other.rootFontSize, inheritedEntries.count == other.inheritedEntries.count
    else { return false }
    for (left, right) in zip(inheritedEntries, other.inheritedEntries)
    where left.id != right.id || left.value != right.value {
      return false
    }
    return customSet.hasSameValues(as: other.customSet)
  }

  /// Whether the non-inherited properties have the same values in both styles (what
  /// `inherit` on a non-inherited property reads from the parent).
  public func hasSameNonInheritedValues(as other: ComputedStyle) -> Bool {
    if self === other { return true }
    guard resetEntries.count == other.resetEntries.count else { return false }
    for (left, right) in zip(resetEntries, other.resetEntries)
    where left.id != right.id || left.value != right.value {
      return false
    }
    return true
  }
}

extension ComputedStyle {
  /// Calls `body` with each property whose value came from a declaration (here or
  /// inherited) and its computed value (`currentcolor`, alone or in a color function, as the
  /// node's color): what a widget
  /// receives, without looking every property up.
  public func forEachDeclaredValue(_ body: (PropertyID, StyleValue) -> Void) {
    let color = color
    for entries in [inheritedEntries, resetEntries] {
      for entry in entries {
        body(Int(entry.id), entry.value.resolvingCurrentColor(color))
      }
    }
  }
}
