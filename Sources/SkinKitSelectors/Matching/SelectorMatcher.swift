/// What matching may assume about the tree beyond the element itself.
///
/// ```swift
/// var context = MatchingContext(environment: StyleEnvironment(colorScheme: .dark))
/// context.stateOverride = (element: button, state: .highlighted)  // "as if highlighted"
/// ```
public struct MatchingContext {
  /// The environment of the tree being matched (one per window).
  public var environment: StyleEnvironment
  /// Match one element as if it were in another state (for per-state values such as
  /// `titleColor(for: .highlighted)`).
  public var stateOverride: (element: any StyleElement, state: ElementState)?

  public init(
    environment: StyleEnvironment,
    stateOverride: (element: any StyleElement, state: ElementState)? = nil
  ) {
    self.environment = environment
    self.stateOverride = stateOverride
  }

  @inline(__always)
  func state(of element: any StyleElement) -> ElementState {
    if let stateOverride, stateOverride.element === element { return stateOverride.state }
    return element.styleState
  }
}

/// Matches selectors against elements, right to left, as browsers do.
///
/// Failing matches give up early: when a compound fails, the result says how far left
/// matching must restart, so descendant combinators never backtrack exponentially
/// (the scheme of Servo's `selectors` crate).
///
/// ```swift
/// let selector = try SelectorParser.parse("Panel Button.primary").selectors[0]
/// SelectorMatcher.matches(selector, button, context: context)
/// ```
public enum SelectorMatcher {
  /// Whether `element` matches any selector of `list`.
  public static func matches(
    _ list: SelectorList, _ element: any StyleElement, context: MatchingContext
  ) -> Bool {
    for selector in list.selectors where matches(selector, element, context: context) {
      return true
    }
    return false
  }

  /// Whether `element` matches `selector`.
  public static func matches(
    _ selector: ComplexSelector, _ element: any StyleElement, context: MatchingContext
  ) -> Bool {
    match(selector, compoundIndex: selector.compounds.count - 1, element, context) == .matched
  }

  enum Outcome {
    case matched
    case restartFromClosestLaterSibling
    case restartFromClosestDescendant
    case notMatchedGlobally
  }

  static func match(
    _ selector: ComplexSelector, compoundIndex: Int, _ element: any StyleElement,
    _ context: MatchingContext
  ) -> Outcome {
    guard matches(selector.compounds[compoundIndex], element, context) else {
      return .restartFromClosestLaterSibling
    }
    guard compoundIndex > 0 else { return .matched }
    let combinator = selector.combinators[compoundIndex - 1]
    let candidateNotFound: Outcome
    switch combinator {
    case .nextSibling, .subsequentSibling: candidateNotFound = .restartFromClosestDescendant
    case .child, .descendant: candidateNotFound = .notMatchedGlobally
    }
    var candidate = next(element, combinator)
    while let current = candidate {
      let outcome = match(selector, compoundIndex: compoundIndex - 1, current, context)
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
      candidate = next(current, combinator)
    }
    return candidateNotFound
  }

  @inline(__always)
  static func next(_ element: any StyleElement, _ combinator: Combinator) -> (any StyleElement)? {
    switch combinator {
    case .child, .descendant: element.styleParent
    case .nextSibling, .subsequentSibling: element.stylePreviousSibling
    }
  }

  /// Whether one element matches every simple selector of a compound.
  public static func matches(
    _ compound: CompoundSelector, _ element: any StyleElement, _ context: MatchingContext
  ) -> Bool {
    for component in compound.components where !matches(component, element, context) {
      return false
    }
    return true
  }

  static func matches(
    _ simple: SimpleSelector, _ element: any StyleElement, _ context: MatchingContext
  ) -> Bool {
    switch simple {
    case .type(let name, let exact):
      return exact ? element.styleType.name == name : element.styleType.isKind(of: name)
    case .universal:
      return true
    case .styleClass(let name):
      return element.hasStyleClass(name)
    case .identifier(let name):
      return element.styleIdentifier == name
    case .attribute(let attribute):
      return attribute.matches(element.styleAttribute(attribute.name))
    case .state(let state):
      return context.state(of: element).isSuperset(of: state)
    case .enabled:
      return !context.state(of: element).contains(.disabled)
    case .normal:
      return context.state(of: element).isEmpty
    case .structural(let pseudo):
      return matches(pseudo, element)
    case .nth(let nth):
      return matches(nth, element, context)
    case .environment(let pseudo):
      return pseudo.matches(context.environment)
    case .not(let list):
      return !matches(list, element, context: context)
    case .is(let list), .where(let list):
      return matches(list, element, context: context)
    case .nesting:
      // `&` is replaced when nested rules are flattened; a stray one matches the root.
      return element.styleParent == nil
    }
  }

  static func matches(_ pseudo: StructuralPseudoClass, _ element: any StyleElement) -> Bool {
    switch pseudo {
    case .root:
      return element.styleParent == nil
    case .empty:
      return element.styleChildCount == 0
    case .firstChild:
      return element.styleIndex == 0
    case .lastChild:
      guard let parent = element.styleParent else { return true }
      return element.styleIndex == parent.styleChildCount - 1
    case .onlyChild:
      guard let parent = element.styleParent else { return true }
      return parent.styleChildCount == 1
    case .firstOfType:
      return countSameType(element, forward: false, stopAtFirst: true) == 0
    case .lastOfType:
      return countSameType(element, forward: true, stopAtFirst: true) == 0
    case .onlyOfType:
      return countSameType(element, forward: false, stopAtFirst: true) == 0
        && countSameType(element, forward: true, stopAtFirst: true) == 0
    }
  }

  /// Siblings before (or after) `element` with exactly its type name.
  static func countSameType(_ element: any StyleElement, forward: Bool, stopAtFirst: Bool) -> Int {
    guard let parent = element.styleParent else { return 0 }
    let name = element.styleType.name
    var count = 0
    let indices =
      forward
      ? Array((element.styleIndex + 1)..<parent.styleChildCount)
      : Array(0..<element.styleIndex)
    for index in indices where parent.styleChild(at: index).styleType.name == name {
      count += 1
      if stopAtFirst { return count }
    }
    return count
  }

  static func matches(
    _ nth: NthPseudoClass, _ element: any StyleElement, _ context: MatchingContext
  )
    -> Bool
  {
    if let filter = nth.filter, !matches(filter, element, context: context) { return false }
    guard let parent = element.styleParent else {
      return nth.formula.matches(1)
    }
    let index = element.styleIndex
    let count = parent.styleChildCount
    let position: Int
    switch nth.kind {
    case .child, .lastChild:
      let range = nth.kind == .child ? Array(0..<index) : Array((index + 1)..<count)
      if let filter = nth.filter {
        position =
          1
          + range.reduce(0) { total, sibling in
            total + (matches(filter, parent.styleChild(at: sibling), context: context) ? 1 : 0)
          }
      } else {
        position = range.count + 1
      }
    case .ofType:
      position = countSameType(element, forward: false, stopAtFirst: false) + 1
    case .lastOfType:
      position = countSameType(element, forward: true, stopAtFirst: false) + 1
    }
    return nth.formula.matches(position)
  }
}
