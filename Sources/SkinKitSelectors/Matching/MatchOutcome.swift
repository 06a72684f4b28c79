/// How matching a complex selector's compound against a node ended, as both matchers
/// (``ProgramMatcher`` and ``NodeMatcher``) report it to the compound on their right. The
/// outcomes other than `matched` tell the caller how far it may skip (WebKit's scheme): a
/// descendant combinator need not try further ancestors after `notMatchedGlobally`.
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
