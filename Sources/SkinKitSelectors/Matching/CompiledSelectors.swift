/// Selectors compiled to flat integer operations, right to left, for matching against a
/// ``TreeSnapshot`` without allocation or reference counting. Simple selectors that need
/// more than integers (attributes, `:not()`, `:is()`, `:where()`, `:nth-*()`) stay as they
/// are and are evaluated by ``NodeMatcher``, so both paths share one definition of what a
/// selector means.
///
/// ```swift
/// var compiled = CompiledSelectors()
/// let list = try SelectorParser.parse("Panel > .title", typeNames: .none)
/// let id = compiled.append(list.selectors[0])
/// let matcher = ProgramMatcher(selectors: compiled, snapshot: snapshot, environment: environment)
/// matcher.matches(id, snapshot.node(3))
/// ```
package struct CompiledSelectors: Sendable {
  enum Kind: UInt8 {
    case type, exactType, styleClass, identifier, state, enabled, normal
    case root, empty, firstChild, lastChild, onlyChild, firstOfType, lastOfType, onlyOfType
    case environment, complex
  }

  struct Operation: Sendable {
    var kind: Kind
    var value: UInt32
  }

  struct Compound: Sendable {
    var start: Int32
    var count: Int32
    /// How to reach the compound to the left (for the leftmost, unused).
    var combinator: Combinator
  }

  var operations: [Operation] = []
  /// Each selector's compounds, subject first.
  var compounds: [Compound] = []
  var selectorStart: [Int32] = []
  var selectorCount: [Int32] = []
  var complex: [SimpleSelector] = []

  public init() {}

  /// How many selectors are compiled.
  public var count: Int { selectorStart.count }

  /// Makes room for `count` more selectors of about `compounds` compounds and `operations`
  /// simple selectors in all (an index compiles every rule's selector: growing the arrays
  /// copies them again and again).
  package mutating func reserveCapacity(_ count: Int, compounds: Int, operations: Int) {
    selectorStart.reserveCapacity(selectorStart.count + count)
    selectorCount.reserveCapacity(selectorCount.count + count)
    self.compounds.reserveCapacity(self.compounds.count + compounds)
    self.operations.reserveCapacity(self.operations.count + operations)
  }

  /// Compiles a selector; returns its index.
  @discardableResult
  public mutating func append(_ selector: ComplexSelector) -> Int {
    // The simple selectors are read in place from the selector's one array, compound by
    // compound from the right (an index compiles every rule's selector).
    let simpleSelectors = selector.simpleSelectors
    let layout = selector.layout
    let compoundCount = layout.count
    selectorStart.append(Int32(compounds.count))
    selectorCount.append(Int32(compoundCount))
    var end = simpleSelectors.count
    for position in stride(from: compoundCount - 1, through: 0, by: -1) {
      let start = Int32(operations.count)
      let first = layout.start(of: position, total: simpleSelectors.count)
      for index in first..<end {
        if let operation = Self.operation(for: simpleSelectors[index]) {
          operations.append(operation)
        } else if case .universal = simpleSelectors[index] {
          continue
        } else {
          operations.append(Operation(kind: .complex, value: UInt32(complex.count)))
          complex.append(simpleSelectors[index])
        }
      }
      end = first
      let combinator = position > 0 ? layout.combinator(position - 1) : .descendant
      compounds.append(
        Compound(start: start, count: Int32(operations.count) - start, combinator: combinator))
    }
    return selectorStart.count - 1
  }

  @inline(__always)
  static func operation(for component: SimpleSelector) -> Operation? {
    switch component {
    case .type(let name, let exact): Operation(kind: exact ? .exactType : .type, value: name.id)
    case .styleClass(let name): Operation(kind: .styleClass, value: name.id)
    case .identifier(let name): Operation(kind: .identifier, value: name.id)
    case .state(let state): Operation(kind: .state, value: UInt32(state.rawValue))
    case .enabled: Operation(kind: .enabled, value: 0)
    case .normal: Operation(kind: .normal, value: 0)
    case .structural(let pseudo):
      switch pseudo {
      case .root: Operation(kind: .root, value: 0)
      case .empty: Operation(kind: .empty, value: 0)
      case .firstChild: Operation(kind: .firstChild, value: 0)
      case .lastChild: Operation(kind: .lastChild, value: 0)
      case .onlyChild: Operation(kind: .onlyChild, value: 0)
      case .firstOfType: Operation(kind: .firstOfType, value: 0)
      case .lastOfType: Operation(kind: .lastOfType, value: 0)
      case .onlyOfType: Operation(kind: .onlyOfType, value: 0)
      }
    case .environment(let pseudo):
      Operation(kind: .environment, value: UInt32(environmentBit(pseudo)))
    default: nil
    }
  }

  /// The same selectors numbered in another order: selector `i` of the result is selector
  /// `order[i]` of this one (the operations are shared, not copied).
  ///
  /// ```swift
  /// let byRank = compiled.reordered([2, 0, 1])   // byRank's selector 0 is compiled's 2
  /// ```
  package func reordered(_ order: [Int]) -> CompiledSelectors {
    var result = self
    result.selectorStart = order.map { selectorStart[$0] }
    result.selectorCount = order.map { selectorCount[$0] }
    return result
  }

  /// The compiled selectors in immutable storage for matching.
  public func frozen() -> CompiledSelectorTable { CompiledSelectorTable(self) }

  /// A bit per environment pseudo-class.
  static func environmentBit(_ pseudo: EnvironmentPseudoClass) -> Int {
    switch pseudo {
    case .idiom(let idiom): StyleEnvironment.Idiom.allCases.firstIndex(of: idiom) ?? 0
    case .orientation(let orientation): 8 + (orientation == .portrait ? 0 : 1)
    case .colorScheme(let scheme): 10 + (scheme == .light ? 0 : 1)
    }
  }

  /// The environment pseudo-classes an environment satisfies, as bits.
  static func environmentMask(_ environment: StyleEnvironment) -> UInt32 {
    var mask: UInt32 = 0
    for idiom in StyleEnvironment.Idiom.allCases where environment.idiom == idiom {
      mask |= 1 << UInt32(environmentBit(.idiom(idiom)))
    }
    mask |= 1 << UInt32(environmentBit(.orientation(environment.effectiveOrientation)))
    mask |= 1 << UInt32(environmentBit(.colorScheme(environment.colorScheme)))
    return mask
  }
}

/// ``CompiledSelectors`` frozen for matching: immutable after creation, so one table serves
/// any number of threads; reads cost no reference counting.
package final class CompiledSelectorTable: @unchecked Sendable {
  let operations: FrozenBuffer<CompiledSelectors.Operation>
  let compounds: FrozenBuffer<CompiledSelectors.Compound>
  let selectorStart: FrozenBuffer<Int32>
  let selectorCount: FrozenBuffer<Int32>
  let complex: [SimpleSelector]

  init(_ selectors: CompiledSelectors) {
    operations = FrozenBuffer.frozen(selectors.operations)
    compounds = FrozenBuffer.frozen(selectors.compounds)
    selectorStart = FrozenBuffer.frozen(selectors.selectorStart)
    selectorCount = FrozenBuffer.frozen(selectors.selectorCount)
    complex = selectors.complex
  }

  deinit {
    operations.freeFrozen()
    compounds.freeFrozen()
    selectorStart.freeFrozen()
    selectorCount.freeFrozen()
  }
}

/// Matches ``CompiledSelectors`` against a ``TreeSnapshot``: the same algorithm as
/// ``NodeMatcher`` (right to left, with the restart rules both take from one place), over
/// integers: compounds are flat operations, and what needs more than integers is handed to
/// a ``NodeMatcher`` over the snapshot's nodes.
package struct ProgramMatcher {
  let table: CompiledSelectorTable
  let snapshot: TreeSnapshot
  // The table's and snapshot's storage, read without reference counting (both are kept
  // alive by the references above).
  let operations: FrozenBuffer<CompiledSelectors.Operation>
  let compounds: FrozenBuffer<CompiledSelectors.Compound>
  let selectorStart: FrozenBuffer<Int32>
  let selectorCount: FrozenBuffer<Int32>
  let parent: FrozenBuffer<Int32>
  let previousSibling: FrozenBuffer<Int32>
  let nodeState: FrozenBuffer<UInt8>
  let identifier: FrozenBuffer<UInt32>
  let childCount: FrozenBuffer<Int32>
  let depth: FrozenBuffer<Int32>
  let indexInParent: FrozenBuffer<Int32>
  let siblingCount: FrozenBuffer<Int32>
  let typeIndex: FrozenBuffer<Int32>
  let typeName: FrozenBuffer<UInt32>
  let lineageStart: FrozenBuffer<Int32>
  let lineageCount: FrozenBuffer<Int32>
  let lineage: FrozenBuffer<UInt32>
  let classStart: FrozenBuffer<Int32>
  let classCount: FrozenBuffer<Int32>
  let classes: FrozenBuffer<UInt32>
  let environmentMask: UInt32
  package let general: NodeMatcher
  /// A node matched as if in another state, and that state's raw value.
  let overrideIndex: Int32
  let overrideState: UInt8
  /// Where sibling positions and `~` scans are remembered during a pass over `snapshot`.
  let siblingCache: SiblingCache?
  /// The names of the ancestors of the node being matched, kept by the walk that matches
  /// it (`nil`: descendant combinators walk up the tree).
  let ancestorNames: AncestorNames?

  /// A matcher; `siblingCache` (ignored with a `stateOverride`) must serve only passes over
  /// this `snapshot`, and `ancestorNames` must hold the ancestors of every node matched.
  public init(
    selectors: CompiledSelectorTable, snapshot: TreeSnapshot, environment: StyleEnvironment,
    stateOverride: (index: Int, state: ElementState)? = nil, siblingCache: SiblingCache? = nil,
    ancestorNames: AncestorNames? = nil
  ) {
    self.table = selectors
    self.snapshot = snapshot
    operations = selectors.operations
    compounds = selectors.compounds
    selectorStart = selectors.selectorStart
    selectorCount = selectors.selectorCount
    parent = snapshot.parent
    previousSibling = snapshot.previousSibling
    nodeState = snapshot.state
    identifier = snapshot.identifier
    childCount = snapshot.childCount
    depth = snapshot.depth
    self.ancestorNames = ancestorNames
    indexInParent = snapshot.indexInParent
    siblingCount = snapshot.siblingCount
    typeIndex = snapshot.typeIndex
    typeName = snapshot.typeName
    lineageStart = snapshot.lineageStart
    lineageCount = snapshot.lineageCount
    lineage = snapshot.lineage
    classStart = snapshot.classStart
    classCount = snapshot.classCount
    classes = snapshot.classes
    self.environmentMask = CompiledSelectors.environmentMask(environment)
    self.siblingCache = stateOverride == nil ? siblingCache : nil
    self.general = NodeMatcher(
      environment: environment,
      stateOverride: stateOverride.map { (snapshot.node($0.index), $0.state) },
      siblingCache: siblingCache)
    self.overrideIndex = Int32(stateOverride?.index ?? -1)
    self.overrideState = stateOverride?.state.rawValue ?? 0
  }

  /// Whether the node at `index` matches compiled selector `selector`.
  @inline(__always)
  public func matches(_ selector: Int, _ index: Int) -> Bool {
    let start = Int(selectorStart[selector])
    let count = Int(selectorCount[selector])
    return match(compound: start, last: start + count - 1, Int32(index)) == .matched
  }

  typealias Outcome = MatchOutcome

  func match(compound: Int, last: Int, _ index: Int32) -> Outcome {
    let entry = compounds[compound]
    guard matches(entry, Int(index)) else { return .restartFromClosestLaterSibling }
    guard compound < last else { return .matched }
    let combinator = entry.combinator
    // The last step of a descendant selector, when the leftmost compound is one name: is it
    // on an ancestor? (What walking up every ancestor would answer: matched, or no ancestor
    // can match.)
    if combinator == .descendant, compound + 1 == last, let ancestorNames,
      let key = nameKey(of: compounds[last])
    {
      return ancestorNames.hasAncestor(key, above: depth[Int(index)])
        ? .matched : .notMatchedGlobally
    }
    let sibling = combinator == .nextSibling || combinator == .subsequentSibling
    let reach = sibling ? previousSibling : parent
    @inline(__always) func next(_ index: Int32) -> Int32? {
      let candidate = reach[Int(index)]
      return candidate >= 0 ? candidate : nil
    }
    return MatchOutcome.left(
      of: combinator, from: next(index), next: next,
      scanned: { start in
        siblingCache?.scan(from: snapshot.node(Int(start)), compound: compound + 1) {
          match(compound: compound + 1, last: last, $0.index)
        }
      },
      matchLeft: { match(compound: compound + 1, last: last, $0) })
  }

  /// The ``AncestorNames`` key of a compound that is one type, class or id.
  @inline(__always)
  func nameKey(of compound: CompiledSelectors.Compound) -> UInt64? {
    guard compound.count == 1 else { return nil }
    let operation = operations[Int(compound.start)]
    switch operation.kind {
    case .type: return AncestorNames.key(.type, operation.value)
    case .styleClass: return AncestorNames.key(.styleClass, operation.value)
    case .identifier: return AncestorNames.key(.identifier, operation.value)
    default: return nil
    }
  }

  @inline(__always)
  func state(_ index: Int) -> UInt8 {
    Int32(index) == overrideIndex ? overrideState : nodeState[index]
  }

  @inline(__always)
  func isKind(_ index: Int, _ id: UInt32) -> Bool {
    let type = Int(typeIndex[index])
    let start = Int(lineageStart[type])
    for offset in 0..<Int(lineageCount[type]) where lineage[start + offset] == id { return true }
    return false
  }

  @inline(__always)
  func hasClass(_ index: Int, _ id: UInt32) -> Bool {
    let start = Int(classStart[index])
    for offset in 0..<Int(classCount[index]) where classes[start + offset] == id { return true }
    return false
  }

  func matches(_ compound: CompiledSelectors.Compound, _ index: Int) -> Bool {
    var position = Int(compound.start)
    let end = position + Int(compound.count)
    while position < end {
      let operation = operations[position]
      position += 1
      let value = operation.value
      switch operation.kind {
      case .type: if !isKind(index, value) { return false }
      case .exactType: if typeName[Int(typeIndex[index])] != value { return false }
      case .styleClass: if !hasClass(index, value) { return false }
      case .identifier: if identifier[index] != value { return false }
      case .state: if state(index) & UInt8(value) != UInt8(value) { return false }
      case .enabled: if state(index) & ElementState.disabled.rawValue != 0 { return false }
      case .normal: if state(index) != 0 { return false }
      case .root: if parent[index] >= 0 { return false }
      case .empty: if childCount[index] != 0 { return false }
      case .firstChild: if indexInParent[index] != 0 { return false }
      case .lastChild: if indexInParent[index] != siblingCount[index] - 1 { return false }
      case .onlyChild: if siblingCount[index] != 1 { return false }
      case .firstOfType: if !general.matches(.firstOfType, snapshot.node(index)) { return false }
      case .lastOfType: if !general.matches(.lastOfType, snapshot.node(index)) { return false }
      case .onlyOfType: if !general.matches(.onlyOfType, snapshot.node(index)) { return false }
      case .environment: if environmentMask & (1 << value) == 0 { return false }
      case .complex:
        if !general.matches(table.complex[Int(value)], snapshot.node(index)) { return false }
      }
    }
    return true
  }
}
