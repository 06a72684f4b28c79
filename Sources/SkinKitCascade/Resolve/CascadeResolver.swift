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
  var diagnostics: [Diagnostic] = []
  private var reported = Set<String>()

  // Scratch buffers reused between nodes.
  private var matched: [Int32] = []
  private var importantMatched: [Int32] = []
  private var winners: [Int64]
  private var touched: [Int32] = []
  /// Styles of nodes with the same parent style and the same matched rules.
  private var sharing = RuleSetCache<ComputedStyle>()
  /// Declared values of the same matched rules (`nil`: they depend on more than the rules).
  private var matchedProperties = RuleSetCache<MatchedProperties?>()
  /// Sibling positions in the snapshot last resolved, and in live trees (whose structure
  /// does not change during a pass).
  private var siblingSnapshot: TreeSnapshot?
  private var snapshotSiblings = SiblingCache()
  private let elementSiblings = SiblingCache()

  init(cascade: StyleCascade, environment: StyleEnvironment) {
    self.index = cascade.index
    self.table = cascade.table
    self.tableBox = cascade.tableBox
    self.environment = environment
    self.media = cascade.index.evaluateMedia(environment)
    self.winners = [Int64](repeating: -1, count: cascade.table.count)
  }

  /// The sibling cache for passes over `snapshot` (a new one when the snapshot changes).
  private mutating func siblingCache(for snapshot: TreeSnapshot) -> SiblingCache {
    if siblingSnapshot !== snapshot {
      siblingSnapshot = snapshot
      snapshotSiblings = SiblingCache()
    }
    return snapshotSiblings
  }

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
    let key = "\(id.rawValue)|\(range.path)|\(range.bytes)"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(Diagnostic(id, message, at: range))
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
    let matcher = ProgramMatcher(
      selectors: index.selectors, snapshot: snapshot, environment: environment,
      stateOverride: stateOverride, siblingCache: siblingCache(for: snapshot))
    guard !range.isEmpty else { return 0 }
    var filter = AncestorFilter()
    var ancestor = snapshot.parentIndex(of: range.lowerBound)
    while ancestor >= 0 {
      filter.add(snapshot, ancestor)
      ancestor = snapshot.parentIndex(of: ancestor)
    }
    var inFilter: [Int] = []
    for node in range {
      let parent = snapshot.parentIndex(of: node)
      while let top = inFilter.last, top != parent {
        filter.remove(snapshot, top)
        inFilter.removeLast()
      }
      let parentStyle = node == range.lowerBound ? parentStyle : slots[parent]
      let style: ComputedStyle
      if let kept = reuse?(node, parent) {
        style = kept
      } else {
        style = resolveNode(
          node, snapshot: snapshot, matcher: matcher, filter: filter, parent: parentStyle,
          inline: inline?(node), shareable: stateOverride == nil)
        recomputed += 1
        didResolve?(node, style)
      }
      slots[node] = style
      if snapshot.childCount[node] > 0 {
        filter.add(snapshot, node)
        inFilter.append(node)
      }
    }
    return recomputed
  }

  /// Resolves `nodes` in the order given, each after its parent (the first one a root), and
  /// calls `visit` with each node's index, style and the ranks of the rules matching it
  /// (ascending). Styles go into `slots`. The ancestor filter follows the order as
  /// ``resolve(_:range:parentStyle:slots:inline:stateOverride:reuse:didResolve:)``'s does:
  /// a chain from the root down, or a whole tree in document order.
  mutating func resolve(
    _ snapshot: TreeSnapshot, order nodes: [Int], slots: StyleSlots,
    inline: ((Int) -> InlineStyle?)?, visit: (Int, ComputedStyle, [Int32]) -> Void
  ) {
    let matcher = ProgramMatcher(
      selectors: index.selectors, snapshot: snapshot, environment: environment,
      siblingCache: siblingCache(for: snapshot))
    var filter = AncestorFilter()
    var inFilter: [Int] = []
    for node in nodes {
      let parent = snapshot.parentIndex(of: node)
      precondition(parent < 0 || slots[parent] != nil, "a node is resolved after its parent")
      while let top = inFilter.last, top != parent {
        filter.remove(snapshot, top)
        inFilter.removeLast()
      }
      let style = resolveNode(
        node, snapshot: snapshot, matcher: matcher, filter: filter,
        parent: parent < 0 ? nil : slots[parent], inline: inline?(node), shareable: true)
      slots[node] = style
      visit(node, style, matched)
      if snapshot.childCount[node] > 0 {
        filter.add(snapshot, node)
        inFilter.append(node)
      }
    }
  }

  /// The ranks of the rules matching one node, ascending.
  mutating func matchingRules(_ node: Int, snapshot: TreeSnapshot, stateOverride: ElementState?)
    -> [Int32]
  {
    let matcher = ProgramMatcher(
      selectors: index.selectors, snapshot: snapshot, environment: environment,
      stateOverride: stateOverride.map { (node, $0) }, siblingCache: siblingCache(for: snapshot))
    var filter = AncestorFilter()
    var ancestor = snapshot.parentIndex(of: node)
    while ancestor >= 0 {
      filter.add(snapshot, ancestor)
      ancestor = snapshot.parentIndex(of: ancestor)
    }
    index.collectMatches(
      node, snapshot: snapshot, matcher: matcher, filter: filter, media: media, into: &matched)
    return matched
  }

  // MARK: Cascade

  private mutating func resolveNode(
    _ node: Int, snapshot: TreeSnapshot, matcher: ProgramMatcher, filter: AncestorFilter,
    parent: ComputedStyle?, inline: InlineStyle?, shareable: Bool
  ) -> ComputedStyle {
    index.collectMatches(
      node, snapshot: snapshot, matcher: matcher, filter: filter, media: media, into: &matched)
    return cascadeMatched(parent: parent, inline: inline, shareable: shareable)
  }

  /// Resolves one element through its ``StyleElement`` protocol, with `filter` holding its
  /// ancestors' names: for restyling single nodes of a live tree without a snapshot.
  mutating func resolveElement(
    _ element: any StyleElement, parent: ComputedStyle?, inline: InlineStyle?,
    filter: AncestorFilter, stateOverride: ElementState?
  ) -> ComputedStyle {
    let node = ElementNode(element)
    let matcher = NodeMatcher(
      environment: environment, stateOverride: stateOverride.map { (node, $0) },
      siblingCache: elementSiblings)
    index.collectMatches(element, matcher: matcher, filter: filter, media: media, into: &matched)
    return cascadeMatched(parent: parent, inline: inline, shareable: stateOverride == nil)
  }

  /// Orders the declarations of the rules in ``matched`` (and the inline style) and
  /// computes the style, reusing shared styles and matched properties where it can.
  private mutating func cascadeMatched(
    parent: ComputedStyle?, inline: InlineStyle?, shareable: Bool
  )
    -> ComputedStyle
  {
    let canShare = shareable && inline == nil
    let parentID = parent.map(ObjectIdentifier.init)
    let listHash = CompactRankList.hash(matched)
    if canShare, let shared = sharing.value(parent: parentID, rules: matched, hash: listHash) {
      return shared
    }
    let cached =
      inline == nil ? matchedProperties.value(parent: nil, rules: matched, hash: listHash) : nil
    // Both caches store the matched list under one compacted key, made once.
    let key =
      canShare || (inline == nil && cached == nil)
      ? CompactRankList(matched, hash: listHash) : nil
    if let cached, let properties = cached {
      let style = makeStyle(parent: parent, properties)
      if canShare, let key { sharing.insert(style, parent: parentID, key: key) }
      return style
    }

    // Normal declarations in cascade order, then important ones in theirs; the last wins.
    var custom: [String: (DeclaredValue, DeclarationReference)] = [:]
    importantMatched.removeAll(keepingCapacity: true)
    let table = index.declarations
    let (starts, counts, flags) = (table.start, table.count, table.flags)
    let (propertyIDs, importance) = (table.propertyID, table.important)
    for rank in matched {
      let slot = Int(rank)
      let blockFlags = flags[slot]
      if blockFlags & DeclarationTable.hasImportant != 0 { importantMatched.append(rank) }
      guard blockFlags & DeclarationTable.hasNormal != 0 else { continue }
      let base = Int(starts[slot])
      for position in 0..<Int(counts[slot]) where !importance[base + position] {
        let id = propertyIDs[base + position]
        let code = Self.encode(rule: rank, declaration: position)
        if id >= 0 {
          if winners[Int(id)] < 0 { touched.append(id) }
          winners[Int(id)] = code
        } else if case .custom(let name) = index.blocks[slot].declarations[position].target {
          custom[name] = (index.blocks[slot].declarations[position].value, Self.decode(code))
        }
      }
    }
    if let inline {
      for pass in [false, true] {
        for (position, declaration) in inline.declarations.enumerated()
        where declaration.important == pass {
          let code = Self.encode(rule: -1, declaration: position)
          switch declaration.target {
          case .property(let id):
            if winners[id] < 0 { touched.append(Int32(id)) }
            winners[id] = code
          case .custom(let name):
            custom[name] = (declaration.value, Self.decode(code))
          }
        }
      }
    }
    if importantMatched.count > 1 {
      let ranks = index.importantRank
      importantMatched.sort { ranks[Int($0)] < ranks[Int($1)] }
    }
    for rank in importantMatched {
      let slot = Int(rank)
      let base = Int(starts[slot])
      for position in 0..<Int(counts[slot]) where importance[base + position] {
        let id = propertyIDs[base + position]
        let code = Self.encode(rule: rank, declaration: position)
        if id >= 0 {
          if winners[Int(id)] < 0 { touched.append(id) }
          winners[Int(id)] = code
        } else if case .custom(let name) = index.blocks[slot].declarations[position].target {
          custom[name] = (index.blocks[slot].declarations[position].value, Self.decode(code))
        }
      }
    }

    let style: ComputedStyle
    if inline == nil, cached == nil, let key {
      let properties = custom.isEmpty ? contextFreeProperties() : nil
      matchedProperties.insert(properties, parent: nil, key: key)
      style =
        properties.map { makeStyle(parent: parent, $0) }
        ?? compute(parent: parent, custom: custom, inline: inline)
    } else {
      style = compute(parent: parent, custom: custom, inline: inline)
    }
    for id in touched { winners[Int(id)] = -1 }
    touched.removeAll(keepingCapacity: true)
    if canShare, let key { sharing.insert(style, parent: parentID, key: key) }
    return style
  }

  /// The winners' values when every one is context-free (see
  /// ``PropertyTable/contextFreeValue(_:for:)``), else `nil`.
  private func contextFreeProperties() -> MatchedProperties? {
    var reset: [ComputedStyle.Entry] = []
    var inherited: [ComputedStyle.Entry] = []
    var sources: [(id: Int32, reference: DeclarationReference)] = []
    reset.reserveCapacity(touched.count)
    sources.reserveCapacity(touched.count)
    let inheritedFlags = table.inheritedFlags
    for id in touched {
      let reference = Self.decode(winners[Int(id)])
      guard !reference.isInline,
        let value = index.blocks[Int(reference.rule)].contextFree[Int(reference.declaration)]
      else { return nil }
      if inheritedFlags[Int(id)] {
        inherited.append(ComputedStyle.Entry(id: id, value: value))
      } else {
        reset.append(ComputedStyle.Entry(id: id, value: value))
      }
      sources.append((id, reference))
    }
    reset.sort { $0.id < $1.id }
    inherited.sort { $0.id < $1.id }
    sources.sort { $0.id < $1.id }
    return MatchedProperties(reset: reset, inherited: inherited, sources: sources)
  }

  /// A style from context-free matched properties over the parent's inherited values.
  private func makeStyle(parent: ComputedStyle?, _ properties: MatchedProperties) -> ComputedStyle {
    let inherited = Self.merge(parent?.inheritedEntries ?? [], properties.inherited)
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil, let index = ComputedStyle.search(inherited, Int32(table.fontSizeID)),
      let size = inherited[index].value.numberValue
    {
      rootFontSize = size
    }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: properties.reset, ownSources: properties.sources,
      customProperties: parent?.customProperties ?? [:], table: tableBox, rootFontSize: rootFontSize
    )
  }

  /// Two id-sorted entry lists merged; `overrides` wins on equal ids.
  static func merge(_ base: [ComputedStyle.Entry], _ overrides: [ComputedStyle.Entry])
    -> [ComputedStyle.Entry]
  {
    if overrides.isEmpty { return base }
    if base.isEmpty { return overrides }
    var result: [ComputedStyle.Entry] = []
    result.reserveCapacity(base.count + overrides.count)
    var (i, j) = (0, 0)
    while i < base.count || j < overrides.count {
      if j == overrides.count || (i < base.count && base[i].id < overrides[j].id) {
        result.append(base[i])
        i += 1
      } else {
        if i < base.count && base[i].id == overrides[j].id { i += 1 }
        result.append(overrides[j])
        j += 1
      }
    }
    return result
  }

  // MARK: Computed values

  private mutating func compute(
    parent: ComputedStyle?, custom: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?
  ) -> ComputedStyle {
    let customProperties = computeCustomProperties(parent: parent, cascaded: custom, inline: inline)
    var inherited = parent?.inheritedEntries ?? []
    var reset: [ComputedStyle.Entry] = []
    var sources: [(id: Int32, reference: DeclarationReference)] = []
    let parentFontSize = parent.map { $0.value(table.fontSizeID).numberValue ?? 16 } ?? 16
    let parentWeight = parent.map { $0.value(table.fontWeightID).numberValue ?? 400 } ?? 400
    let parentColor = parent?.color ?? .black
    var computeContext = ComputeContext(
      parentFontSize: parentFontSize, rootFontSize: parent?.rootFontSize ?? 16,
      parentFontWeight: parentWeight, fontSize: parentFontSize, color: parentColor)

    // font-size first (em and percentages need it), then color (currentcolor), then the rest.
    let (fontSizeID, colorID) = (Int32(table.fontSizeID), Int32(table.colorID))
    touched.sort { lhs, rhs in
      let left = lhs == fontSizeID ? 0 : lhs == colorID ? 1 : 2
      let right = rhs == fontSizeID ? 0 : rhs == colorID ? 1 : 2
      return left != right ? left < right : lhs < rhs
    }
    for id32 in touched {
      let id = Int(id32)
      let reference = Self.decode(winners[id])
      let declaration = declaration(reference, inline: inline)
      let definition = table[id]
      guard
        let value = computedValue(
          declaration, definition: definition, parent: parent, customProperties: customProperties,
          context: computeContext)
      else { continue }
      sources.append((id32, reference))
      if definition.inherited {
        Self.set(&inherited, id32, value)
      } else {
        Self.set(&reset, id32, value)
      }
      if id == table.fontSizeID, let size = value.numberValue {
        computeContext.fontSize = size
      }
      if id == table.colorID, case .color(let color) = value {
        computeContext.color = color
      }
    }
    reset.sort { $0.id < $1.id }
    sources.sort { $0.id < $1.id }
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil { rootFontSize = computeContext.fontSize }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: reset, ownSources: sources,
      customProperties: customProperties, table: tableBox, rootFontSize: rootFontSize)
  }

  static func set(_ entries: inout [ComputedStyle.Entry], _ id: Int32, _ value: StyleValue) {
    if let index = ComputedStyle.search(entries, id) {
      entries[index].value = value
      return
    }
    let position = entries.firstIndex { $0.id > id } ?? entries.count
    entries.insert(ComputedStyle.Entry(id: id, value: value), at: position)
  }

  /// The computed value a declaration gives; `nil` when the property should behave as
  /// `unset` after all (invalid at computed-value time).
  private mutating func computedValue(
    _ declaration: CompiledDeclaration, definition: PropertyDefinition, parent: ComputedStyle?,
    customProperties: [String: [Token]], context: ComputeContext
  ) -> StyleValue? {
    var declared = declaration.value
    if case .unparsed(let tokens, let shorthand) = declared {
      guard
        let substituted = substituteVariables(tokens, customProperties, range: declaration.range),
        let parsed = table.parseSubstituted(
          substituted[...], for: definition.id, shorthand: shorthand)
      else {
        report(
          .invalidAtComputedTime,
          "'\(declaration.writtenName)' is invalid once var() is substituted; it behaves as 'unset'",
          declaration.range)
        return unsetValue(definition, parent: parent, declaredExplicitly: false)
      }
      declared = parsed
    }
    switch declared {
    case .value(let value):
      var computeContext = context
      if definition.id == table.colorID {
        // `color: currentcolor` is the parent's color, in a color function too (CSS Color 4
        // §6.4: in `color`, currentcolor is the inherited value).
        computeContext.color = parent?.color ?? .black
        if value.dependsOnCurrentColor { return value.resolvingCurrentColor(computeContext.color) }
      }
      return definition.syntax.computed(value, context: computeContext)
    case .inherit:
      return parent.map { inheritedValue($0, definition) } ?? definition.initial
    case .initial:
      return definition.initial
    case .unset, .unparsed:
      return unsetValue(definition, parent: parent, declaredExplicitly: true)
    }
  }

  /// The parent's value, keeping `currentcolor` a keyword (CSS inherits it as one).
  private func inheritedValue(_ parent: ComputedStyle, _ definition: PropertyDefinition)
    -> StyleValue
  {
    let entries = definition.inherited ? parent.inheritedEntries : parent.resetEntries
    if let index = ComputedStyle.search(entries, Int32(definition.id)) {
      return entries[index].value
    }
    return definition.initial
  }

  /// `unset`: inherit for inherited properties, initial otherwise. For an invalid-at-
  /// computed-time declaration on an inherited property, nothing is stored (the inherited
  /// entry stays as it is); on a reset property, the initial value.
  private func unsetValue(
    _ definition: PropertyDefinition, parent: ComputedStyle?, declaredExplicitly: Bool
  )
    -> StyleValue?
  {
    if definition.inherited {
      guard let parent else { return declaredExplicitly ? definition.initial : nil }
      return declaredExplicitly ? inheritedValue(parent, definition) : nil
    }
    return declaredExplicitly ? definition.initial : nil
  }

  // MARK: Custom properties

  private mutating func computeCustomProperties(
    parent: ComputedStyle?, cascaded: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?
  ) -> [String: [Token]] {
    var result = parent?.customProperties ?? [:]
    guard !cascaded.isEmpty else { return result }
    var raw: [String: [Token]] = [:]
    for (name, (value, _)) in cascaded {
      switch value {
      case .unparsed(let tokens, _):
        let significant = tokens.filter { !$0.isWhitespace }
        if significant.count == 1, significant[0].kind == .ident {
          switch significant[0].value.asciiLowercased {
          case "inherit", "unset":
            if let inherited = parent?.customProperties[name] {
              result[name] = inherited
            } else {
              result[name] = nil
            }
            continue
          case "initial":
            result[name] = nil
            continue
          default: break
          }
        }
        raw[name] = tokens
      case .inherit, .unset:
        result[name] = parent?.customProperties[name]
      case .initial:
        result[name] = nil
      case .value:
        break
      }
    }
    // Resolve var() references among the cascaded ones, in dependency order, depth first
    // with a stack of its own: a chain of 100,000 properties each naming the next must not
    // recurse 100,000 deep (resolution runs on worker threads, whose stacks are small).
    var state: [String: Bool] = [:]  // false: in progress, true: done
    struct Frame {
      let name: String
      let tokens: [Token]
      /// The cascaded custom properties the value names.
      let dependencies: [String]
      var next = 0
      /// False once a dependency turns out to be in a cycle with this property.
      var valid = true
    }
    var stack: [Frame] = []
    var positions: [String: Int] = [:]  // the frames' names, by position on the stack
    /// Starts on `name`: whether it has a value, when that is known at once; `nil` when its
    /// frame was pushed (it is finished once its dependencies are).
    func begin(_ name: String) -> Bool? {
      if state[name] == true { return result[name] != nil }
      if state[name] == false, let position = positions[name] {
        // A cycle; a long one shows its ends (`--a0 → --a1 → --a2 → … → --a0`).
        let names = stack[position...].map(\.name) + [name]
        let cycle =
          names.count <= 8
          ? names.joined(separator: " → ")
          : (names.prefix(3) + ["…"] + names.suffix(2)).joined(separator: " → ")
            + " (\(names.count - 1) properties)"
        if let (_, reference) = cascaded[name] {
          report(
            .customPropertyCycle,
            "custom properties refer to each other (\(cycle)); they are invalid",
            declaration(reference, inline: inline).range)
        }
        return false
      }
      guard let tokens = raw[name] else { return result[name] != nil }
      state[name] = false
      positions[name] = stack.count
      stack.append(
        Frame(
          name: name, tokens: tokens,
          dependencies: Self.variableNames(in: tokens).filter { raw[$0] != nil }))
      return nil
    }
    for name in raw.keys.sorted() where state[name] == nil {
      _ = begin(name)
      while let top = stack.last {
        if top.next < top.dependencies.count {
          let dependency = top.dependencies[top.next]
          stack[stack.count - 1].next += 1
          // A dependency in progress is in a cycle with this property: both are invalid.
          if begin(dependency) == false, state[dependency] == false {
            stack[stack.count - 1].valid = false
          }
          continue
        }
        stack.removeLast()
        positions[top.name] = nil
        if top.valid,
          let substituted = substituteVariables(
            top.tokens, result,
            range: cascaded[top.name].map { declaration($0.1, inline: inline).range } ?? .none)
        {
          result[top.name] = substituted
        } else {
          result[top.name] = nil
        }
        state[top.name] = true
      }
    }
    return result
  }

  /// The custom property names a value refers to with `var()`.
  static func variableNames(in tokens: [Token]) -> [String] {
    var names: [String] = []
    var index = 0
    while index < tokens.count {
      if tokens[index].kind == .function, tokens[index].value.asciiCaseInsensitiveEquals("var") {
        var next = index + 1
        while next < tokens.count && tokens[next].isWhitespace { next += 1 }
        if next < tokens.count, tokens[next].kind == .ident, tokens[next].value.hasPrefix("--") {
          names.append(tokens[next].value)
        }
      }
      index += 1
    }
    return names
  }

  /// The most tokens one value may expand to through `var()` (guards against "billion
  /// laughs" chains of custom properties).
  static let maximumExpansion = 65_536

  /// Replaces every `var(--name[, fallback])`; `nil` if a reference is missing without a
  /// fallback, malformed, or expands too far.
  mutating func substituteVariables(
    _ tokens: [Token], _ variables: [String: [Token]], range: SourceRange
  )
    -> [Token]?
  {
    guard
      tokens.contains(where: { $0.kind == .function && $0.value.asciiCaseInsensitiveEquals("var") })
    else { return tokens }
    var output: [Token] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .function, token.value.asciiCaseInsensitiveEquals("var") else {
        output.append(token)
        index += 1
        continue
      }
      // Find the matching `)`.
      var depth = 1
      var close = index + 1
      while close < tokens.count {
        switch tokens[close].kind {
        case .function, .openParen: depth += 1
        case .closeParen: depth -= 1
        default: break
        }
        if depth == 0 { break }
        close += 1
      }
      let arguments = Array(tokens[(index + 1)..<min(close, tokens.count)])
      var position = 0
      while position < arguments.count && arguments[position].isWhitespace { position += 1 }
      guard position < arguments.count, arguments[position].kind == .ident,
        arguments[position].value.hasPrefix("--")
      else { return nil }
      let name = arguments[position].value
      position += 1
      while position < arguments.count && arguments[position].isWhitespace { position += 1 }
      var fallback: [Token]?
      if position < arguments.count {
        guard arguments[position].kind == .comma else { return nil }
        fallback = Array(arguments[(position + 1)...])
      }
      if let value = variables[name] {
        output += value
      } else if let fallback {
        guard let substituted = substituteVariables(fallback, variables, range: range) else {
          return nil
        }
        output += substituted
      } else {
        return nil
      }
      if output.count > Self.maximumExpansion {
        report(
          .expansionTooLarge,
          "var() expands to more than \(Self.maximumExpansion) tokens; the declaration is invalid",
          range)
        return nil
      }
      index = close + 1
    }
    return output
  }
}
