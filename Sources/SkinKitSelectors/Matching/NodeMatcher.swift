/// The general matching algorithm over a ``TreeSnapshot``: what ``ProgramMatcher`` runs for
/// the selectors its compiled form does not cover (`:not()`, `:is()`, attributes, `:nth-*`,
/// sibling-type pseudo-classes).
///
/// Failing matches give up early: when a compound fails, the result says how far left
/// matching must restart, so descendant combinators never backtrack exponentially (the
/// scheme of Servo's `selectors` crate).
package struct NodeMatcher {
  package typealias Node = SnapshotNode

  public let environment: StyleEnvironment
  /// Match one node as if it were in another state.
  public let stateOverride: (node: Node, state: ElementState)?
  /// Where sibling positions are remembered during a pass, if anywhere.
  package let siblingCache: SiblingCache?
  /// The element `:scope` stands for: an `@scope` rule's scoping root (`nil`: the tree's
  /// root, as outside any `@scope`).
  public private(set) var scopeRoot: Node?

  /// A matcher; with `siblingCache`, one for a pass over a tree whose structure does not
  /// change while the cache is in use. A matcher with a `stateOverride` remembers nothing
  /// (its answers hold for that one state).
  public init(
    environment: StyleEnvironment, stateOverride: (node: Node, state: ElementState)? = nil,
    siblingCache: SiblingCache? = nil
  ) {
    self.environment = environment
    self.stateOverride = stateOverride
    self.siblingCache = stateOverride == nil ? siblingCache : nil
  }

  /// This matcher with `:scope` standing for `root`. It remembers no sibling positions: its
  /// answers hold for that root alone.
  public func scoped(at root: Node) -> NodeMatcher {
    var matcher = NodeMatcher(environment: environment, stateOverride: stateOverride)
    matcher.scopeRoot = root
    return matcher
  }

  @inline(__always)
  public func state(of node: Node) -> ElementState {
    if let stateOverride, stateOverride.node.isSameNode(as: node) { return stateOverride.state }
    return node.state
  }

  /// Whether the node matches any selector of the list.
  public func matches(_ list: SelectorList, _ node: Node) -> Bool {
    for selector in list.selectors where matches(selector, node) { return true }
    return false
  }

  /// Whether the node matches the selector.
  public func matches(_ selector: ComplexSelector, _ node: Node) -> Bool {
    match(selector, compoundIndex: selector.compounds.count - 1, node) == .matched
  }

  typealias Outcome = MatchOutcome

  func match(_ selector: ComplexSelector, compoundIndex: Int, _ node: Node) -> Outcome {
    guard matches(selector.compounds[compoundIndex], node) else {
      return .restartFromClosestLaterSibling
    }
    guard compoundIndex > 0 else { return .matched }
    let combinator = selector.combinators[compoundIndex - 1]
    return MatchOutcome.left(
      of: combinator, from: next(node, combinator), next: { next($0, combinator) },
      scanned: { start in
        siblingCache?.scan(from: start, compound: compoundIndex - 1, selector: selector) {
          match(selector, compoundIndex: compoundIndex - 1, $0)
        }
      },
      matchLeft: { match(selector, compoundIndex: compoundIndex - 1, $0) })
  }

  @inline(__always)
  func next(_ node: Node, _ combinator: Combinator) -> Node? {
    switch combinator {
    case .child, .descendant: node.parentNode
    case .nextSibling, .subsequentSibling: node.previousSiblingNode
    }
  }

  /// Whether the node matches every simple selector of a compound.
  public func matches(_ compound: CompoundSelector, _ node: Node) -> Bool {
    for component in compound.components where !matches(component, node) { return false }
    return true
  }

  /// Whether the node matches one simple selector.
  public func matches(_ simple: SimpleSelector, _ node: Node) -> Bool {
    switch simple {
    case .type(let name, let exact):
      return exact ? node.typeNameID == name.id : node.isKind(of: name)
    case .universal:
      return true
    case .styleClass(let name):
      return node.hasClass(name)
    case .identifier(let name):
      return node.identifierID == name.id
    case .attribute(let attribute):
      return attribute.matches(node.attribute(attribute.name))
    case .state(let state):
      return self.state(of: node).isSuperset(of: state)
    case .enabled:
      return !state(of: node).contains(.disabled)
    case .normal:
      return state(of: node).isEmpty
    case .structural(let pseudo):
      return matches(pseudo, node)
    case .nth(let nth):
      return matches(nth, node)
    case .environment(let pseudo):
      return pseudo.matches(environment)
    case .not(let list):
      return !matches(list, node)
    case .is(let list), .where(let list):
      return matches(list, node)
    case .has(let list):
      return matchesRelative(list, node)
    case .nesting:
      // `&` is replaced when nested rules are flattened; a stray one matches the root.
      return node.parentNode == nil
    case .scope:
      if let scopeRoot { return node.isSameNode(as: scopeRoot) }
      return node.parentNode == nil
    case .unmatchable:
      return false
    }
  }

  public func matches(_ pseudo: StructuralPseudoClass, _ node: Node) -> Bool {
    switch pseudo {
    case .root: return node.parentNode == nil
    case .empty: return node.childCount == 0
    case .firstChild: return node.indexInParent == 0
    case .lastChild: return node.indexInParent == node.siblingCount - 1
    case .onlyChild: return node.siblingCount == 1
    case .firstOfType:
      if let (position, _) = siblingCache?.typePosition(of: node) { return position == 1 }
      return sameTypeSiblings(node, forward: false, stopAtFirst: true) == 0
    case .lastOfType:
      if let (position, count) = siblingCache?.typePosition(of: node) { return position == count }
      return sameTypeSiblings(node, forward: true, stopAtFirst: true) == 0
    case .onlyOfType:
      if let (_, count) = siblingCache?.typePosition(of: node) { return count == 1 }
      return sameTypeSiblings(node, forward: false, stopAtFirst: true) == 0
        && sameTypeSiblings(node, forward: true, stopAtFirst: true) == 0
    }
  }

  /// Siblings before (or after) the node with exactly its type name.
  func sameTypeSiblings(_ node: Node, forward: Bool, stopAtFirst: Bool) -> Int {
    let name = node.typeNameID
    var count = 0
    var sibling = forward ? node.nextSiblingNode : node.previousSiblingNode
    while let current = sibling {
      if current.typeNameID == name {
        count += 1
        if stopAtFirst { return count }
      }
      sibling = forward ? current.nextSiblingNode : current.previousSiblingNode
    }
    return count
  }

  public func matches(_ nth: NthPseudoClass, _ node: Node) -> Bool {
    if let filter = nth.filter, !matches(filter, node) { return false }
    let position: Int
    switch nth.kind {
    case .child, .lastChild:
      let forward = nth.kind == .lastChild
      if let filter = nth.filter,
        let (before, total) = siblingCache?.filteredPosition(
          of: node, filter: filter, matches: { matches(filter, $0) })
      {
        // The node matches the filter: it is the (before + 1)th from the start, and the
        // (total - before)th from the end.
        position = forward ? total - before : before + 1
      } else if let filter = nth.filter {
        var count = 1
        var sibling = forward ? node.nextSiblingNode : node.previousSiblingNode
        while let current = sibling {
          if matches(filter, current) { count += 1 }
          sibling = forward ? current.nextSiblingNode : current.previousSiblingNode
        }
        position = count
      } else {
        position = forward ? node.siblingCount - node.indexInParent : node.indexInParent + 1
      }
    case .ofType:
      if let (index, _) = siblingCache?.typePosition(of: node) {
        position = index
      } else {
        position = sameTypeSiblings(node, forward: false, stopAtFirst: false) + 1
      }
    case .lastOfType:
      if let (index, count) = siblingCache?.typePosition(of: node) {
        position = count - index + 1
      } else {
        position = sameTypeSiblings(node, forward: true, stopAtFirst: false) + 1
      }
    }
    return nth.formula.matches(position)
  }
}

extension TreeSnapshot {
  /// The subtree's nodes (snapshot indices, in document order) that match some selector of
  /// `list` in `environment`: what tools select nodes by (`skss explain --node 'Button'`).
  ///
  /// ```swift
  /// let list = try SelectorParser.parse("Button.primary", typeNames: .none)
  /// let snapshot = TreeSnapshot(subtree: root)
  /// snapshot.select(list, environment: StyleEnvironment())   // [3, 7]
  /// ```
  package func select(_ list: SelectorList, environment: StyleEnvironment) -> [Int] {
    let matcher = NodeMatcher(environment: environment, siblingCache: SiblingCache())
    return subtree.filter { matcher.matches(list, node($0)) }
  }
}
