import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// One resolution pass over a cascade: matches rules against a ``TreeSnapshot``, orders the
/// matched declarations, and computes values. Holds per-pass state — media results, scratch
/// buffers, the style sharing cache and diagnostics — so a pass runs on one thread; any
/// number of passes may run at once on the same cascade.
struct CascadeResolver {
  let index: RuleIndex
  let table: PropertyTable
  let tableBox: PropertyTableBox
  let environment: StyleEnvironment
  let media: [Bool]
  /// The rules' cascade order in this environment.
  let order: RankOrder
  /// The custom properties `@property` rules register in this environment.
  let registered: RegisteredProperties
  var diagnostics: [Diagnostic] = []
  var reported = Set<String>()

  // Scratch buffers reused between nodes.
  var matched: [Int32] = []
  /// The rules of ``matched`` that are in an `@scope`, with their proximity.
  var scopedMatched: [ScopedMatch] = []
  var importantMatched: [Int32] = []
  var winners: [Int64]
  var touched: [Int32] = []
  /// The ``DeclarationTable`` flags of the rules in ``matched``, or-ed together.
  var matchedFlags: UInt8 = 0
  /// Styles of nodes with the same parent style and the same matched rules. Only siblings
  /// and cousins (whose parents share a style) can share, and they are resolved near each
  /// other in document order: the cache keeps the last few thousand (all of them, at 100,000
  /// nodes, was ~12 MB a pass that found a share for 1 node in 70).
  var sharing = RuleSetCache<ComputedStyle>(limit: StyleCascade.sharingLimit)
  /// Declared values of the same matched rules, or what they depend on; those values under
  /// each inherited custom property set; declarations' values with `var()` substituted. Taken
  /// from the cascade's ``PassCacheStore`` when the pass starts (an earlier pass in the same
  /// environment left them) and handed back by ``finish()``.
  var caches: ResolverCaches
  /// What the pass did.
  var statistics = ResolutionStatistics()
  /// Sibling positions in the snapshot last resolved, and in live trees (whose structure
  /// does not change during a pass).
  private var siblingSnapshot: TreeSnapshot?
  private var snapshotSiblings = SiblingCache()

  /// Whether the caches are used (tests turn them off to compare results).
  let caching: Bool
  /// Whether each node's winning declarations are recorded in ``recordedWinners`` (an
  /// explanation's pass). Such a pass computes every node in full: the caches keep values,
  /// not where they came from.
  let recordsWinners: Bool
  /// The winning declarations of the node last resolved, when ``recordsWinners``.
  var recordedWinners = WinningDeclarations(entries: [])

  /// The store the caches came from and go back to (`nil` when the pass keeps its own).
  private let store: PassCacheStore?
  /// The slot of the store this resolver's caches come from (see ``PassCacheStore``).
  private let slot: Int

  /// A pass over `cascade` in `environment`. With `keepingCaches`, the caches an earlier
  /// pass left in `slot` are taken from the cascade's store, and ``finish()`` leaves them for
  /// the next. `recordingWinners` (for explanations) turns the caches off.
  init(
    cascade: StyleCascade, environment: StyleEnvironment, caching: Bool = true,
    keepingCaches: Bool = true, slot: Int = 0, recordingWinners: Bool = false
  ) {
    self.recordsWinners = recordingWinners
    let caching = caching && !recordingWinners
    self.caching = caching
    self.store = caching && keepingCaches ? cascade.passCaches : nil
    self.slot = slot
    self.caches = store?.take(for: environment, slot: slot) ?? ResolverCaches()
    self.index = cascade.index
    self.table = cascade.table
    self.tableBox = cascade.tableBox
    self.environment = environment
    self.media = cascade.index.evaluateMedia(environment)
    self.order = cascade.rankOrder(in: environment)
    self.registered = cascade.registeredProperties(in: environment)
    self.winners = [Int64](repeating: -1, count: cascade.table.count)
  }

  /// Ends the pass: its caches are left in the cascade's store for the next pass in this
  /// environment. The resolver must not resolve after it.
  mutating func finish() {
    guard let store else { return }
    store.keep(caches, for: environment, slot: slot)
    caches = ResolverCaches()
  }

  /// The sibling cache for passes over `snapshot` (a new one when the snapshot changes).
  private mutating func siblingCache(for snapshot: TreeSnapshot) -> SiblingCache {
    if siblingSnapshot !== snapshot {
      siblingSnapshot = snapshot
      snapshotSiblings = SiblingCache()
    }
    return snapshotSiblings
  }

  /// The matcher of a pass over `snapshot`: the cascade's compiled selectors, this pass's
  /// environment, the snapshot's sibling cache and the names of the ancestors `walk` is at.
  private mutating func matcher(
    for snapshot: TreeSnapshot, walk: AncestorWalk,
    stateOverride: (index: Int, state: ElementState)? = nil
  ) -> ProgramMatcher {
    ProgramMatcher(
      selectors: index.selectors, snapshot: snapshot, environment: environment,
      stateOverride: stateOverride, siblingCache: siblingCache(for: snapshot),
      ancestorNames: walk.names)
  }

  /// Every problem reported while a node's values are computed (repeats included), kept
  /// with what the caches store so that a node reusing the values reports them too.
  var recorded: [Diagnostic] = []

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
    recorded.append(Diagnostic(id, message, at: range))
    let key = "\(id.rawValue)|\(range.path)|\(range.bytes)"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(Diagnostic(id, message, at: range))
  }

  /// The custom properties a node whose parent has `parent` inherits (a root: the registered
  /// properties' initial values).
  @inline(__always)
  func inheritedCustomSet(_ parent: ComputedStyle?) -> CustomPropertySet {
    parent?.customSet.forChildren ?? registered.initialSet
  }

  /// A winning declaration, encoded: rule rank (or -1 for inline) and declaration index.
  @inline(__always)
  static func encode(rule: Int32, declaration: Int) -> Int64 {
    (Int64(rule + 1) << 32) | Int64(declaration)
  }

  @inline(__always)
  static func decode(_ code: Int64) -> DeclarationReference {
    DeclarationReference(rule: Int32(code >> 32) - 1, declaration: Int32(code & 0xFFFF_FFFF))
  }

  func declaration(_ reference: DeclarationReference, inline: InlineStyle?) -> CompiledDeclaration {
    if reference.isInline { return inline!.declarations[Int(reference.declaration)] }
    return index.blocks[Int(reference.rule)].declarations[Int(reference.declaration)]
  }

  // MARK: Trees

  /// Resolves every node of the snapshot's subtree in document order, keeping the ancestor
  /// Bloom filter up to date as it goes, and calls `visit` with each node's index and style.
  mutating func resolve(
    _ snapshot: TreeSnapshot, parentStyle: ComputedStyle?, inline: ((Int) -> InlineStyle?)?,
    stateOverride: (index: Int, state: ElementState)? = nil,
    visit: (Int, ComputedStyle) -> Void
  ) {
    let slots = StyleSlots(count: snapshot.elements.count)
    resolve(
      snapshot, range: snapshot.subtree, parentStyle: parentStyle, slots: slots, inline: inline,
      stateOverride: stateOverride)
    for node in snapshot.subtree { visit(node, slots[node]!) }
  }

  /// Resolves one contiguous run of the snapshot in document order — a subtree, or a single
  /// node — whose first node's parent style is `parentStyle`; every other node's parent must
  /// be in the run. Styles go into `slots` by node index.
  @discardableResult
  mutating func resolve(
    _ snapshot: TreeSnapshot, range: Range<Int>, parentStyle: ComputedStyle?, slots: StyleSlots,
    inline: ((Int) -> InlineStyle?)?, stateOverride: (index: Int, state: ElementState)? = nil,
    reuse: ((_ node: Int, _ parent: Int) -> ComputedStyle?)? = nil,
    didResolve: ((_ node: Int, _ style: ComputedStyle) -> Void)? = nil
  ) -> Int {
    var recomputed = 0
    guard !range.isEmpty else { return 0 }
    var walk = AncestorWalk(below: snapshot.parentIndex(of: range.lowerBound), in: snapshot)
    let matcher = matcher(for: snapshot, walk: walk, stateOverride: stateOverride)
    for node in range {
      let parent = snapshot.parentIndex(of: node)
      walk.enter(parent: parent, in: snapshot)
      let parentStyle = node == range.lowerBound ? parentStyle : slots[parent]
      let style: ComputedStyle
      if let kept = reuse?(node, parent) {
        style = kept
      } else {
        style = resolveNode(
          node, snapshot: snapshot, matcher: matcher, filter: walk.filter, parent: parentStyle,
          inline: inline?(node), shareable: stateOverride == nil)
        recomputed += 1
        didResolve?(node, style)
      }
      slots[node] = style
      walk.resolved(node, in: snapshot)
    }
    return recomputed
  }

  /// Resolves `nodes` in the order given, each after its parent (the first one a root), and
  /// calls `visit` with each node's index, style, the ranks of the rules matching it
  /// (ascending) and its winning declarations (recorded when ``recordsWinners``). Styles go
  /// into `slots`. The ancestor filter follows the order as
  /// ``resolve(_:range:parentStyle:slots:inline:stateOverride:reuse:didResolve:)``'s does:
  /// a chain from the root down, or a whole tree in document order.
  mutating func resolve(
    _ snapshot: TreeSnapshot, order nodes: [Int], slots: StyleSlots,
    inline: ((Int) -> InlineStyle?)?,
    visit: (Int, ComputedStyle, [Int32], WinningDeclarations) -> Void
  ) {
    var walk = AncestorWalk(below: -1, in: snapshot)
    let matcher = matcher(for: snapshot, walk: walk)
    for node in nodes {
      let parent = snapshot.parentIndex(of: node)
      precondition(parent < 0 || slots[parent] != nil, "a node is resolved after its parent")
      walk.enter(parent: parent, in: snapshot)
      let style = resolveNode(
        node, snapshot: snapshot, matcher: matcher, filter: walk.filter,
        parent: parent < 0 ? nil : slots[parent], inline: inline?(node), shareable: true)
      slots[node] = style
      visit(node, style, matched, recordedWinners)
      walk.resolved(node, in: snapshot)
    }
  }

  /// The ranks of the rules matching one node, ascending.
  mutating func matchingRules(_ node: Int, snapshot: TreeSnapshot, stateOverride: ElementState?)
    -> [Int32]
  {
    let walk = AncestorWalk(below: snapshot.parentIndex(of: node), in: snapshot)
    let matcher = matcher(
      for: snapshot, walk: walk, stateOverride: stateOverride.map { (node, $0) })
    index.collectMatches(
      node, snapshot: snapshot, matcher: matcher, filter: walk.filter, media: media,
      into: &matched, scoped: &scopedMatched)
    orderMatched()
    return matched
  }

  /// Puts ``matched`` (in rank order) in this environment's cascade order, when its layer
  /// order is not the index's.
  @inline(__always)
  mutating func orderMatched() {
    if !scopedMatched.isEmpty {
      orderByProximity(&matched, positions: order.normalPosition)
      return
    }
    guard let positions = order.normalPosition, matched.count > 1 else { return }
    matched.sort { positions[Int($0)] < positions[Int($1)] }
  }

  // MARK: Nodes

  private mutating func resolveNode(
    _ node: Int, snapshot: TreeSnapshot, matcher: ProgramMatcher, filter: AncestorFilter,
    parent: ComputedStyle?, inline: InlineStyle?, shareable: Bool
  ) -> ComputedStyle {
    index.collectMatches(
      node, snapshot: snapshot, matcher: matcher, filter: filter, media: media, into: &matched,
      scoped: &scopedMatched)
    orderMatched()
    return cascadeMatched(parent: parent, inline: inline, shareable: shareable)
  }

  /// Resolves snapshot node `index` alone, given its parent's style; with `state`, as if
  /// the node were in that state (its style is then not shared with other nodes).
  mutating func resolveNode(
    _ index: Int, in snapshot: TreeSnapshot, parentStyle: ComputedStyle?, inline: InlineStyle?,
    state: ElementState?
  ) -> ComputedStyle {
    let walk = AncestorWalk(below: snapshot.parentIndex(of: index), in: snapshot)
    let matcher = matcher(for: snapshot, walk: walk, stateOverride: state.map { (index, $0) })
    return resolveNode(
      index, snapshot: snapshot, matcher: matcher, filter: walk.filter, parent: parentStyle,
      inline: inline, shareable: state == nil)
  }
}

extension StyleCascade {
  /// How many styles a resolution pass's style sharing cache keeps at once.
  package static let sharingLimit = 4096
}
