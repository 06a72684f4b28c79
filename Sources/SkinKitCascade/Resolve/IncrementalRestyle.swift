import SkinKitSelectors
import SkinKitSyntax

/// The result of an incremental restyle.
package struct RestyleResult {
  /// Every node's style, in document order.
  public let styles: [ComputedStyle]
  /// How many nodes were recomputed (the others kept their style).
  public let recomputed: Int
  /// Problems found while computing.
  public let diagnostics: [Diagnostic]
  /// What the caches did (for `skss bench`).
  package let statistics: ResolutionStatistics
}

extension StyleCascade {
  /// Restyles a tree after a change, recomputing only what it can affect: the nodes
  /// `invalidated` names (their own matching may have changed) and the nodes whose parent's
  /// inherited values changed; every other node keeps its `previous` style. `previous`
  /// holds the last styles in document order, for the same tree shape. Large trees restyle
  /// on several cores (`workers` fixes how many).
  ///
  /// ```swift
  /// root.styleClasses.append("theme-dark")
  /// let sets = DescendantInvalidation(cascade: cascade, styleClass: "theme-dark")
  /// let result = cascade.restyle(root, previous: styles, environment: environment) { index, element in
  ///   index == 0 || sets.invalidates(element)
  /// }
  /// result.recomputed   // nodes recomputed
  /// ```
  package func restyle(
    _ root: any StyleElement, previous: [ComputedStyle], environment: StyleEnvironment,
    workers: Int? = nil, invalidated: (Int, any StyleElement) -> Bool
  ) -> RestyleResult {
    restyle(
      root, previous: previous, environment: environment, workers: workers, caching: true,
      invalidated: invalidated)
  }

  /// ``restyle(_:previous:environment:workers:invalidated:)``; `caching: false` resolves
  /// every recomputed node in full (tests compare the two).
  package func restyle(
    _ root: any StyleElement, previous: [ComputedStyle], environment: StyleEnvironment,
    workers: Int?, caching: Bool, invalidated: (Int, any StyleElement) -> Bool
  ) -> RestyleResult {
    let snapshot = TreeSnapshot(subtree: root, expectedCount: previous.count)
    let subtree = snapshot.subtree
    precondition(previous.count == subtree.count, "the tree changed shape since `previous`")
    let needs = UnsafeMutableBufferPointer<Bool>.allocate(capacity: Swift.max(1, subtree.count))
    let changed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: Swift.max(1, subtree.count))
    changed.initialize(repeating: false)
    defer {
      needs.deallocate()
      changed.deallocate()
    }
    for node in subtree {
      needs[node - subtree.lowerBound] = invalidated(
        node - subtree.lowerBound, snapshot.elements[node])
    }
    let slots = StyleSlots(count: snapshot.elements.count)
    let start = subtree.lowerBound
    let inheritsReset = inheritsResetProperties
    // Each worker writes `changed` for its own nodes, and reads it for their parents
    // (resolved before them: by the same worker, or before the workers started).
    let hooks = RestyleHooks(
      reuse: { node, parent in
        let parentChanged = parent >= start && changed[parent - start]
        return needs[node - start] || parentChanged ? nil : previous[node - start]
      },
      didResolve: { node, style in
        // Children read the parent's inherited values (and its others through `inherit`).
        let old = previous[node - start]
        changed[node - start] =
          !style.passesSameInheritance(as: old)
          || (inheritsReset && !style.hasSameNonInheritedValues(as: old))
      })
    let outcome = ParallelResolution(snapshot: snapshot).run(
      cascade: self, environment: environment, parentStyle: nil, slots: slots, inline: [:],
      workers: workers, hooks: hooks, caching: caching)
    let styles = subtree.map { slots[$0]! }
    return RestyleResult(
      styles: styles, recomputed: outcome.recomputed, diagnostics: outcome.diagnostics,
      statistics: outcome.statistics)
  }
}
