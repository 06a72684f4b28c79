import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Single nodes of snapshots resolved one after another with one resolver: its media
/// results, cascade order and caches serve every node — the per-state values of a styled
/// tree's controls (`titleColor(for: .highlighted)`), and explanations of single nodes. Used
/// from one thread; it leaves its caches to the cascade's next pass when it goes.
///
/// ```swift
/// let session = StyleResolutionSession(cascade: cascade, environment: environment)
/// let highlighted = session.resolve(
///   button, in: snapshot, parentStyle: parentStyle, state: .highlighted)
/// ```
package final class StyleResolutionSession {
  private var resolver: CascadeResolver

  /// A session over `cascade` in `environment`, with the caches an earlier pass in that
  /// environment left (this one leaves its own when it ends).
  public init(cascade: StyleCascade, environment: StyleEnvironment) {
    self.resolver = CascadeResolver(
      cascade: cascade, environment: environment, slot: PassCacheStore.singleNodeSlot)
  }

  deinit {
    resolver.finish()
  }

  /// Problems found while computing values so far.
  public var diagnostics: [Diagnostic] { resolver.diagnostics }

  /// What the caches did so far.
  package var statistics: ResolutionStatistics { resolver.statistics }

  /// The computed style of snapshot node `index` given its parent's style and its inline
  /// style; with `state`, as if the node were in that state.
  public func resolve(
    _ index: Int, in snapshot: TreeSnapshot, parentStyle: ComputedStyle?,
    inline: InlineStyle? = nil, state: ElementState? = nil
  ) -> ComputedStyle {
    resolver.resolveNode(
      index, in: snapshot, parentStyle: parentStyle, inline: inline, state: state)
  }
}

extension ComputedStyle {
  /// Whether a child would inherit the same values from this style as from `other`: the
  /// inherited properties, the custom properties, the root font size (for `rem`) and the
  /// initial color (CanvasText, from the root's color scheme).
  public func passesSameInheritance(as other: ComputedStyle) -> Bool {
    if self === other { return true }
    guard rootFontSize == other.rootFontSize, darkCanvasText == other.darkCanvasText,
      inheritedEntries.count == other.inheritedEntries.count
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
