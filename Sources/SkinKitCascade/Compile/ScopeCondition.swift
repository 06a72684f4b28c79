import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// What an `@scope` rule confines its style rules to (CSS Cascade 6 §2.5): the subtrees of
/// the elements its start selectors match — each such element a *scoping root* — down to,
/// and excluding, the *scoping limits* its end selectors match below the root.
///
/// Its selectors are kept as absolute as a style rule's at the same place: a start selector
/// of an `@scope` nested in a style rule is relative to that rule (`& .card`), one nested in
/// another `@scope` — directly, or in a style rule inside it, as Chromium 156 reads it — is
/// relative to that scope's root (`:where(:scope) .card`), and the end
/// selectors are relative to the root they limit (`:where(:scope) .slot`, unless written
/// with `:scope` or `&`). A prelude without a start selector matches nothing: in a page its
/// root is the parent of the `<style>` element, which a widget tree does not have (nor does a
/// constructed stylesheet in Chromium).
///
/// ```
/// prelude -> ( '(' <selector-list> ')' )? ( 'to' '(' <selector-list> ')' )?
/// ```
package final class ScopeCondition: Sendable {
  /// The scoping roots' selectors; `nil` when the prelude names none.
  package let start: SelectorList?
  /// The scoping limits' selectors (relative to the root); `nil` when there are none.
  package let end: SelectorList?
  /// The `@scope` this one is nested in: its roots must be in that scope.
  package let outer: ScopeCondition?
  /// The prelude as written (`(.card) to (.slot)`), for explanations.
  package let text: String
  /// Where the `@scope` rule is written.
  package let range: SourceRange

  package init(
    start: SelectorList?, end: SelectorList?, outer: ScopeCondition?, text: String,
    range: SourceRange
  ) {
    self.start = start
    self.end = end
    self.outer = outer
    self.text = text
    self.range = range
  }

  /// A prelude's two selector lists as tokens (each without its parentheses; `nil` when not
  /// written), or what is malformed.
  static func split(_ tokens: ArraySlice<Token>)
    -> Result<(start: ArraySlice<Token>?, end: ArraySlice<Token>?), Malformed>
  {
    var index = tokens.startIndex
    func skipSpace() {
      while index < tokens.endIndex && tokens[index].kind == .whitespace { index += 1 }
    }
    /// The tokens inside the `( … )` at `index`, moving past it.
    func parenthesized(after what: String) -> Result<ArraySlice<Token>, Malformed> {
      guard index < tokens.endIndex, tokens[index].kind == .openParen else {
        let found = index < tokens.endIndex ? tokens[index..<(index + 1)] : tokens.suffix(0)
        return .failure(Malformed(message: "expected '(' \(what)", tokens: found))
      }
      let open = index
      var depth = 0
      while index < tokens.endIndex {
        switch tokens[index].kind {
        case .openParen, .function: depth += 1
        case .closeParen: depth -= 1
        default: break
        }
        index += 1
        guard depth == 0 else { continue }
        let inner = tokens[(open + 1)..<(index - 1)]
        guard inner.contains(where: { $0.kind != .whitespace }) else {
          return .failure(
            Malformed(message: "expected selectors in '( )'", tokens: tokens[open..<index]))
        }
        return .success(inner)
      }
      return .failure(Malformed(message: "'(' is not closed", tokens: tokens[open..<(open + 1)]))
    }
    skipSpace()
    var start: ArraySlice<Token>?
    if index < tokens.endIndex, tokens[index].kind == .openParen {
      switch parenthesized(after: "") {
      case .success(let inner): start = inner
      case .failure(let malformed): return .failure(malformed)
      }
      skipSpace()
    }
    var end: ArraySlice<Token>?
    if index < tokens.endIndex, tokens[index].isIdent("to") {
      index += 1
      skipSpace()
      switch parenthesized(after: "after 'to'") {
      case .success(let inner): end = inner
      case .failure(let malformed): return .failure(malformed)
      }
      skipSpace()
    }
    guard index == tokens.endIndex else {
      let found = tokens[index..<(index + 1)]
      return .failure(
        Malformed(
          message:
            "expected '(<selectors>)', then 'to (<selectors>)', found '\(ValueReader.describe(found))'",
          tokens: found))
    }
    return .success((start, end))
  }

  /// A malformed prelude: what is wrong and the tokens it is about.
  struct Malformed: Error {
    var message: String
    var tokens: ArraySlice<Token>
  }
}

extension ScopeCondition {
  /// Calls `body` with each scoping root whose scope holds `node` — nearest first, with the
  /// generations between them — until `body` returns `true`; returns whether it did.
  /// `matcher` matches as outside any `@scope` (`:scope` is the tree's root).
  package func firstRoot(
    holding node: SnapshotNode, matcher: NodeMatcher, where body: (SnapshotNode, Int) -> Bool
  ) -> Bool {
    let snapshot = node.snapshot
    let depth = Int(snapshot.depth[Int(node.index)])
    for index in roots(holding: node, matcher: matcher) {
      let root = snapshot.node(Int(index))
      if body(root, depth - Int(snapshot.depth[Int(index)])) { return true }
    }
    return false
  }

  /// The scoping roots whose scope holds `node`, nearest first (snapshot indices). A node's
  /// are its parent's, less those it is a limit of (or, when nested, whose outer scope it is
  /// out of), and itself when it is a root (and not its own limit): worked out down the chain
  /// from the nearest ancestor whose roots the pass remembers, so that each node's are found
  /// once a pass.
  private func roots(holding node: SnapshotNode, matcher: NodeMatcher) -> [Int32] {
    guard start != nil else { return [] }
    let cache = matcher.siblingCache
    let key = ObjectIdentifier(self)
    var chain: [SnapshotNode] = []
    var roots: [Int32] = []
    var current: SnapshotNode? = node
    while let element = current {
      if let known = cache?.scopeRoots(of: element, scope: key) {
        roots = known
        break
      }
      chain.append(element)
      current = element.parentNode
    }
    for element in chain.reversed() {
      var own: [Int32] = []
      if isRoot(element, matcher: matcher), !isLimit(element, of: element, matcher: matcher) {
        own.append(element.index)
      }
      for index in roots {
        let root = element.snapshot.node(Int(index))
        if !isLimit(element, of: root, matcher: matcher),
          isInOuterScope(element, root: root, matcher: matcher)
        {
          own.append(index)
        }
      }
      roots = own
      cache?.remember(scopeRoots: roots, of: element, scope: key)
    }
    return roots
  }

  /// Whether `element` is a scoping root: it matches a start selector (with `:scope` the
  /// outer scope's root, when nested) and is in the outer scope.
  private func isRoot(_ element: SnapshotNode, matcher: NodeMatcher) -> Bool {
    guard let start else { return false }
    guard let outer else { return matcher.matches(start, element) }
    return outer.firstRoot(holding: element, matcher: matcher) { outerRoot, _ in
      matcher.scoped(at: outerRoot).matches(start, element)
    }
  }

  /// Whether `element` is in the outer scope that made `root` a root (Chromium 156: a nested
  /// `@scope`'s rules stop at the outer scope's limits too).
  private func isInOuterScope(_ element: SnapshotNode, root: SnapshotNode, matcher: NodeMatcher)
    -> Bool
  {
    guard let outer, let start else { return true }
    return outer.firstRoot(holding: element, matcher: matcher) { outerRoot, _ in
      var ancestor: SnapshotNode? = root
      while let current = ancestor, !current.isSameNode(as: outerRoot) {
        ancestor = current.parentNode
      }
      return ancestor != nil && matcher.scoped(at: outerRoot).matches(start, root)
    }
  }

  /// Whether `element` is a scoping limit of `root`'s scope (it and what is below it are out).
  private func isLimit(_ element: SnapshotNode, of root: SnapshotNode, matcher: NodeMatcher)
    -> Bool
  {
    guard let end else { return false }
    return matcher.scoped(at: root).matches(end, element)
  }
}
