/// How matching a complex selector's compound against a node ended, as both matchers
/// (``ProgramMatcher`` and ``NodeMatcher``) report it to the compound on their right. The
/// outcomes other than `matched` tell the caller how far it may skip (the scheme of Servo's
/// `selectors` crate): a descendant combinator need not try further ancestors after
/// `notMatchedGlobally`, so matching never backtracks exponentially.
///
/// The raw values are what ``SiblingCache`` stores per node.
///
/// ```swift
/// MatchOutcome(rawValue: MatchOutcome.matched.rawValue)  // .matched
/// ```
enum MatchOutcome: UInt8 {
  case matched = 0
  case restartFromClosestLaterSibling = 1
  case restartFromClosestDescendant = 2
  case notMatchedGlobally = 3
}

extension MatchOutcome {
  /// The step both matchers take at a combinator once the compound on its right matched:
  /// the one statement of the restart rules. The candidates `combinator` reaches are tried
  /// nearest first (`first`, then `next` of each), matching the rest of the selector to the
  /// left (`matchLeft`), until one matches or an outcome says no further candidate can.
  ///
  /// For `~`, `scanned` may answer for the whole run of earlier siblings at once (from a
  /// ``SiblingCache``); `nil` walks them.
  ///
  /// ```swift
  /// MatchOutcome.left(of: .child, from: parent, next: { $0.parentNode },
  ///                   scanned: { _ in nil }, matchLeft: { match(compound - 1, $0) })
  /// ```
  @inline(__always)
  static func left<Candidate>(
    of combinator: Combinator, from first: Candidate?, next: (Candidate) -> Candidate?,
    scanned: (Candidate) -> MatchOutcome?, matchLeft: (Candidate) -> MatchOutcome
  ) -> MatchOutcome {
    if combinator == .subsequentSibling, let first, let outcome = scanned(first) {
      return outcome
    }
    var candidate = first
    while let current = candidate {
      let outcome = matchLeft(current)
      switch (outcome, combinator) {
      case (.matched, _), (.notMatchedGlobally, _), (_, .nextSibling):
        return outcome
      case (_, .child):
        return .restartFromClosestDescendant
      case (.restartFromClosestDescendant, .subsequentSibling):
        return outcome
      default:
        break
      }
      candidate = next(current)
    }
    switch combinator {
    case .nextSibling, .subsequentSibling: return .restartFromClosestDescendant
    case .child, .descendant: return .notMatchedGlobally
    }
  }
}

extension SiblingCache {
  /// The outcome of matching compound `compound` (of `selector`, when the compound's
  /// number alone does not say which selector) against `start` and the siblings before it,
  /// as a `~` combinator asks: remembered for the run, or walked and remembered. `nil` when
  /// the siblings' positions cannot be remembered.
  @inline(__always)
  func scan(
    from start: SnapshotNode, compound: Int, selector: ComplexSelector? = nil,
    matchLeft: (SnapshotNode) -> MatchOutcome
  ) -> MatchOutcome? {
    scan(
      from: start, compound: compound, selector: selector,
      skip: MatchOutcome.restartFromClosestLaterSibling.rawValue,
      end: MatchOutcome.restartFromClosestDescendant.rawValue,
      evaluate: { matchLeft($0).rawValue }
    ).map { MatchOutcome(rawValue: $0) ?? .notMatchedGlobally }
  }
}
