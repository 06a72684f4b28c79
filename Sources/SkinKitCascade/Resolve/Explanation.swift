import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Why a node has the values it has — what a browser's inspector shows: for each property,
/// every declaration that set it, the winner first, and why each other one lost.
///
/// ```swift
/// let explanation = cascade.explain(button, environment: environment)
/// for property in explanation.properties {
///   print(property.name, property.value)
///   for candidate in property.candidates { print(candidate.status, candidate.location) }
/// }
/// ```
package struct ElementExplanation: Sendable {
  /// The properties a declaration sets, on the node or on an ancestor it inherits from
  /// (custom properties `--x` included), by name.
  public let properties: [PropertyExplanation]
  /// The node's computed style.
  public let style: ComputedStyle
}

/// One property of an ``ElementExplanation``.
package struct PropertyExplanation: Sendable {
  /// The canonical name (`color`, `--accent`).
  public let name: String
  /// The computed value (a custom property's tokens; `nil` when a custom property is
  /// invalid at computed-value time).
  public let value: ExplainedValue?
  /// Every declaration on the node that set the property, strongest first.
  public let candidates: [CandidateDeclaration]
  /// When inherited: how many levels up the value was declared, and the declarations there.
  public let inheritedFrom: (levels: Int, candidates: [CandidateDeclaration])?
  /// The `@property` rule that registers the custom property (its initial value is the
  /// value when nothing sets it).
  public let registration: SourceRange?

  public init(
    name: String, value: ExplainedValue?, candidates: [CandidateDeclaration],
    inheritedFrom: (levels: Int, candidates: [CandidateDeclaration])?,
    registration: SourceRange? = nil
  ) {
    self.name = name
    self.value = value
    self.candidates = candidates
    self.inheritedFrom = inheritedFrom
    self.registration = registration
  }

  /// Whether the value is the property's initial value because nothing applies: no
  /// declaration, or only one that was invalid once `var()` was substituted, and no ancestor
  /// to inherit from.
  public var isInitial: Bool {
    inheritedFrom == nil && (candidates.first.map { $0.status == .invalidAtComputedTime } ?? true)
  }
}

/// A computed value as an explanation shows it: a property's typed value, or a custom
/// property's tokens (which no ``StyleValue`` holds: they are the cascade's business, not an
/// app's).
package enum ExplainedValue: Sendable, Equatable, CustomStringConvertible {
  case value(StyleValue)
  /// A custom property's value (`--x`): its tokens.
  case tokens([Token])

  package var description: String {
    switch self {
    case .value(let value): value.description
    case .tokens(let tokens): TokenPrinter.print(tokens, collapsingWhitespace: true)
    }
  }
}

/// A declaration competing for a property.
package struct CandidateDeclaration: Sendable {
  /// Won, or lost (and why).
  package enum Status: Sendable, Equatable {
    case winner
    /// Won the cascade, but its value was invalid once `var()` was substituted.
    case invalidAtComputedTime
    case overridden(reason: String)
  }

  public let declaration: CompiledDeclaration
  /// The rule (nil for the node's inline style).
  public let rule: RuleEntry?
  public let status: Status

  /// `path:line:column` of the declaration.
  public var location: String { declaration.range.description }

  /// The selector, or `(inline style)`.
  public var selectorText: String { rule?.selectorText ?? "(inline style)" }

  public var origin: CascadeOrigin { rule?.origin ?? .inline }
}

extension StyleCascade {
  /// Explains an element's computed values (ancestors are resolved on the way, each once,
  /// so inherited values name where they came from).
  package func explain(
    _ element: any StyleElement, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil
  ) -> ElementExplanation {
    // The element with its ancestors (and their children, which sibling selectors read),
    // resolved from the root down.
    let snapshot = TreeSnapshot(subtree: element, descendants: false)
    let target = snapshot.subtree.lowerBound
    var chain: [Int] = []
    var node = target
    while node >= 0 {
      chain.append(node)
      node = snapshot.parentIndex(of: node)
    }
    var result: ElementExplanation?
    explain(
      snapshot, order: chain.reversed(), targets: [target], environment: environment,
      inlineStyle: inlineStyle, visit: { _, explanation in result = explanation })
    return result!
  }

  /// Explains several elements of one tree, as ``explain(_:environment:inlineStyle:)``
  /// explains each, resolving the tree once: the time grows with the size of the tree, not
  /// with the number of elements times their depth. `visit` receives each element's
  /// position in `elements` and its explanation, in document order.
  ///
  /// ```swift
  /// cascade.explain(labels, environment: environment) { position, explanation in
  ///   print(labels[position], explanation.properties.map(\.name))
  /// }
  /// ```
  package func explain(
    _ elements: [any StyleElement], environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil,
    visit: (_ position: Int, _ explanation: ElementExplanation) -> Void
  ) {
    guard var root = elements.first else { return }
    while let parent = root.styleParent { root = parent }
    var positions: [ObjectIdentifier: Int] = [:]
    for (position, element) in elements.enumerated()
    where positions[ObjectIdentifier(element)] == nil {
      positions[ObjectIdentifier(element)] = position
    }
    let snapshot = TreeSnapshot(subtree: root)
    var targets: [Int: Int] = [:]
    for node in snapshot.subtree {
      if let position = positions[ObjectIdentifier(snapshot.elements[node])] {
        targets[node] = position
      }
    }
    precondition(targets.count == positions.count, "the elements explained are of one tree")
    explain(
      snapshot, order: Array(snapshot.subtree), targets: Set(targets.keys),
      environment: environment, inlineStyle: inlineStyle,
      visit: { node, explanation in visit(targets[node]!, explanation) })
  }

  /// Resolves `order` (each node after its parent, the first a root) and explains the
  /// `targets` as they are resolved. The rules matching a node are kept only while a
  /// target below it may need them (for what it inherits).
  private func explain(
    _ snapshot: TreeSnapshot, order: [Int], targets: Set<Int>, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)?,
    visit: (Int, ElementExplanation) -> Void
  ) {
    // The ancestors of targets: the nodes whose declarations a target may inherit.
    var isAncestor = [Bool](repeating: false, count: snapshot.elements.count)
    for target in targets {
      var node = snapshot.parentIndex(of: target)
      while node >= 0 && !isAncestor[node] {
        isAncestor[node] = true
        node = snapshot.parentIndex(of: node)
      }
    }
    var inlineStyles: [Int: InlineStyle] = [:]
    let inline: ((Int) -> InlineStyle?)? = inlineStyle.map { provider in
      { node in
        let style = provider(snapshot.elements[node])
        if let style { inlineStyles[node] = style }
        return style
      }
    }
    let slots = StyleSlots(count: snapshot.elements.count)
    var ancestorRanks: [Int: [Int32]] = [:]
    var ancestorWinners: [Int: WinningDeclarations] = [:]
    var ancestorCandidates: [Int: [String: [CandidateDeclaration]]] = [:]
    let rankOrder = rankOrder(in: environment)
    let registered = registeredProperties(in: environment)
    func declarations(ofAncestor node: Int) -> [String: [CandidateDeclaration]] {
      if let known = ancestorCandidates[node] { return known }
      let found = self.candidates(
        ranks: ancestorRanks[node] ?? [], style: slots[node]!,
        winners: ancestorWinners[node] ?? WinningDeclarations(entries: []),
        inline: inlineStyles[node], order: rankOrder, registered: registered)
      ancestorCandidates[node] = found
      return found
    }
    var resolver = CascadeResolver(
      cascade: self, environment: environment, keepingCaches: false, recordingWinners: true)
    resolver.resolve(snapshot, order: order, slots: slots, inline: inline) {
      node, style, ranks, winners in
      if isAncestor[node] {
        ancestorRanks[node] = ranks
        ancestorWinners[node] = winners
      }
      guard targets.contains(node) else { return }
      let own =
        isAncestor[node]
        ? declarations(ofAncestor: node)
        : self.candidates(
          ranks: ranks, style: style, winners: winners, inline: inlineStyles[node],
          order: rankOrder, registered: registered)
      var names = Set(own.keys)
      for id in style.declaredProperties { names.insert(table[id].name) }
      for name in style.customProperties.keys { names.insert(name) }
      var properties: [PropertyExplanation] = []
      for name in names {
        let candidates = own[name] ?? []
        let isCustom = name.hasPrefix("--")
        let registration = isCustom ? registered.byName[name] : nil
        let inherits =
          isCustom
          ? registration?.inherits ?? true : table.definition(named: name)?.inherited == true
        var inherited: (Int, [CandidateDeclaration])?
        // Invalid at computed-value time, a property behaves as `unset` (inherited ones
        // inherit); an unregistered custom property becomes invalid instead.
        let inheritsHere =
          candidates.isEmpty
          || ((!isCustom || registration?.syntax.isUniversal == false)
            && candidates[0].status == .invalidAtComputedTime)
        if inherits && inheritsHere {
          var ancestor = snapshot.parentIndex(of: node)
          var levels = 1
          while ancestor >= 0 {
            if let found = declarations(ofAncestor: ancestor)[name], let first = found.first,
              first.status != .invalidAtComputedTime
            {
              inherited = (levels, found)
              break
            }
            ancestor = snapshot.parentIndex(of: ancestor)
            levels += 1
          }
        }
        let value: ExplainedValue?
        if isCustom {
          value = style.customProperty(name).map { .tokens($0) }
        } else {
          value = style.value(named: name).map { .value($0) }
        }
        properties.append(
          PropertyExplanation(
            name: name, value: value, candidates: candidates, inheritedFrom: inherited,
            registration: registration?.range))
      }
      visit(
        node,
        ElementExplanation(properties: properties.sorted { $0.name < $1.name }, style: style))
    }
  }

  /// Cascade key of a declaration: normal rules, normal inline, the app's important rules,
  /// important inline, the default skin's important rules (CSS Cascade 5 §6.2: the inline
  /// style comes after the rules of its origin and importance); then the rule's place in
  /// its group's order (`places`, ``MatchedOrder``) and the position in the block.
  private func key(
    rank: Int?, position: Int, important: Bool, order: RankOrder, places: MatchedOrder
  ) -> (Int, Int, Int) {
    switch (rank, important) {
    case (let rank?, false): (0, places.normal[Int32(rank)] ?? 0, position)
    case (nil, false): (1, 0, position)
    case (let rank?, true):
      (rank < order.defaultSkinRules ? 4 : 2, places.important[Int32(rank)] ?? 0, position)
    case (nil, true): (3, 0, position)
    }
  }

  /// The declarations on one element, by property name: the winner first, then the others,
  /// strongest first.
  private func candidates(
    ranks: [Int32], style: ComputedStyle, winners: WinningDeclarations, inline: InlineStyle?,
    order: RankOrder, registered: RegisteredProperties
  )
    -> [String: [CandidateDeclaration]]
  {
    struct Raw {
      let key: (Int, Int, Int)
      let declaration: CompiledDeclaration
      let rule: RuleEntry?
      let reference: DeclarationReference
      let standing: CascadeStanding
    }
    func name(_ target: CompiledDeclaration.Target) -> String {
      switch target {
      case .property(let id): table[id].name
      case .custom(let name): name
      }
    }
    var grouped: [String: [Raw]] = [:]
    let places = MatchedOrder(ranks, order: order) { index.selector(ofRank: Int($0)).specificity }
    for rank32 in ranks {
      let rank = Int(rank32)
      let rule = index.entry(ofRank: rank)
      for (position, declaration) in rule.block.declarations.enumerated() {
        grouped[name(declaration.target), default: []].append(
          Raw(
            key: key(
              rank: rank, position: position, important: declaration.important, order: order,
              places: places),
            declaration: declaration, rule: rule,
            reference: DeclarationReference(rule: rank32, declaration: Int32(position)),
            standing: order.standing(ofRank: rank32)))
      }
    }
    for (position, declaration) in (inline?.declarations ?? []).enumerated() {
      grouped[name(declaration.target), default: []].append(
        Raw(
          key: key(
            rank: nil, position: position, important: declaration.important, order: order,
            places: places),
          declaration: declaration, rule: nil,
          reference: DeclarationReference(rule: -1, declaration: Int32(position)),
          standing: RankOrder.inlineStanding))
    }
    var result: [String: [CandidateDeclaration]] = [:]
    for (name, raws) in grouped {
      // A rule whose list has several matching selectors counts once, with the most
      // specific of them (the strongest key).
      var seen = Set<BlockDeclaration>()
      let sorted = raws.sorted { $0.key > $1.key }.filter { raw in
        guard let rule = raw.rule else { return true }
        let declaration = BlockDeclaration(block: ObjectIdentifier(rule.block), position: raw.key.2)
        return seen.insert(declaration).inserted
      }
      let ranked = sorted.map { ($0.declaration, identity(of: $0.reference), $0.standing) }
      let winnerIndex = rollbackWinner(ranked, winners: winners)
      let winner = sorted[winnerIndex]
      var valid = true
      if case .custom = winner.declaration.target,
        let registration = registered.byName[name]
      {
        valid = Self.isOfSyntax(winner.declaration, registration, style: style)
      } else if case .custom = winner.declaration.target {
        if case .unparsed(let tokens, _) = winner.declaration.value,
          tokens.contains(where: {
            $0.kind == .function && $0.value.asciiCaseInsensitiveEquals("var")
          }),
          style.customProperty(name) == nil
        {
          valid = false
        }
      } else if case .property(let id) = winner.declaration.target {
        valid = winners.winner(of: id) != nil
      }
      var candidates: [CandidateDeclaration] = [
        CandidateDeclaration(
          declaration: winner.declaration, rule: winner.rule,
          status: valid ? .winner : .invalidAtComputedTime)
      ]
      for (position, raw) in sorted.enumerated() where position != winnerIndex {
        let reason =
          position < winnerIndex
          ? Self.rolledBack(ranked, position)
          : reason(
            loser: raw.declaration, raw.rule, winner: winner.declaration, winner.rule,
            generations: (
              Self.generations(raw.reference, winners.scoped),
              Self.generations(winner.reference, winners.scoped)
            ))
        candidates.append(
          CandidateDeclaration(
            declaration: raw.declaration, rule: raw.rule, status: .overridden(reason: reason)))
      }
      result[name] = candidates
    }
    return result
  }

  /// Among one property's declarations, strongest first, the one whose value applies: the
  /// first, unless `revert` or `revert-layer` rolls the cascade back past it (CSS Cascade 5
  /// §7.3–7.4). A property's recorded winner is the declaration the resolver rolled back
  /// to (`var()` may have given the keyword); a custom property's
  /// keyword is read from its tokens.
  private func rollbackWinner(
    _ sorted: [(CompiledDeclaration, DeclarationIdentity, CascadeStanding)],
    winners: WinningDeclarations
  ) -> Int {
    if case .property(let id) = sorted[0].0.target {
      guard let reference = winners.winner(of: id),
        case let source = identity(of: reference), source != sorted[0].1,
        let found = sorted.firstIndex(where: { $0.1 == source })
      else { return 0 }
      return found
    }
    var index = 0
    let ascending = Array(sorted.reversed().map(\.2))
    while let rollback = CascadeResolver.customRollback(sorted[index].0.value) {
      guard
        let earlier = rollback.target(in: ascending, from: sorted.count - 1 - index)
      else { break }
      index = sorted.count - 1 - earlier
    }
    return index
  }

  /// The proximity of a declaration's rule, when it is in an `@scope`.
  private static func generations(_ reference: DeclarationReference, _ scoped: [ScopedMatch])
    -> Int32?
  {
    scoped.first { $0.rank == reference.rule }?.generations
  }

  /// Why the declaration at `position`, stronger than the one that applies, lost: it is a
  /// keyword that rolled the cascade back, or a declaration one rolled back past.
  private static func rolledBack(
    _ sorted: [(CompiledDeclaration, DeclarationIdentity, CascadeStanding)], _ position: Int
  ) -> String {
    func keyword(_ value: DeclaredValue) -> Rollback? {
      Rollback(value) ?? CascadeResolver.customRollback(value)
    }
    if let own = keyword(sorted[position].0.value) {
      return own == .origin
        ? "revert: rolls back to an earlier origin" : "revert-layer: rolls back to an earlier layer"
    }
    for stronger in stride(from: position - 1, through: 0, by: -1) {
      if let rollback = keyword(sorted[stronger].0.value) {
        return
          "rolled back by \(rollback == .origin ? "revert" : "revert-layer") at \(sorted[stronger].0.range.description)"
      }
    }
    return "its value, once var() is substituted, is revert or revert-layer: rolled back"
  }

  /// Why `loser` lost to `winner`: the first step of the cascade (skss-language.md §5) that
  /// tells them apart, as `step: loser < winner`.
  private func reason(
    loser: CompiledDeclaration, _ loserRule: RuleEntry?, winner: CompiledDeclaration,
    _ winnerRule: RuleEntry?, generations: (loser: Int32?, winner: Int32?)
  ) -> String {
    func origin(_ rule: RuleEntry?) -> String {
      switch rule?.origin ?? .inline {
      case .defaultSkin: "default skin"
      case .app: "app stylesheets"
      case .inline: "inline style"
      }
    }
    if loser.important != winner.important { return "not !important (the winner is)" }
    // The inline style is of the app's origin (CSS Cascade 5 §6.2).
    let loserOrigin = loserRule?.origin ?? .app
    let winnerOrigin = winnerRule?.origin ?? .app
    if loserOrigin != winnerOrigin {
      return (loser.important ? "origin, reversed for !important: " : "origin: ")
        + "\(origin(loserRule)) < \(origin(winnerRule))"
    }
    guard let loserRule, let winnerRule else {
      if loserRule == nil && winnerRule == nil {
        return "order of appearance: earlier in the inline style"
      }
      return "element-attached: the inline style comes after the app's rules"
    }
    if loserRule.layer != winnerRule.layer {
      let loserLayer = loserRule.layer?.description ?? "unlayered"
      let winnerLayer = winnerRule.layer?.description ?? "unlayered"
      return (loser.important ? "layer order, reversed for !important: " : "layer order: ")
        + "\(loserLayer) < \(winnerLayer)"
    }
    if loserRule.selector.specificity != winnerRule.selector.specificity {
      return "specificity: \(loserRule.selector.specificity) < \(winnerRule.selector.specificity)"
    }
    if generations.loser != generations.winner, let nearer = generations.winner {
      func up(_ count: Int32) -> String {
        count == 1 ? "1 generation up" : "\(count) generations up"
      }
      let loserText = generations.loser.map { "its scoping root is \(up($0))" } ?? "in no @scope"
      return "scope proximity: \(loserText), the winner's scoping root \(up(nearer))"
    }
    if loserRule.block === winnerRule.block {
      return "order of appearance: earlier in the same rule"
    }
    return "order of appearance: before the winner"
  }
}

/// A declaration of a rule's block, by its position: the same for every selector of the
/// rule's list.
private struct BlockDeclaration: Hashable {
  let block: ObjectIdentifier
  let position: Int
}

/// A declaration of a rule's block (the same for every selector of its list), or of the
/// inline style (`block` nil).
private struct DeclarationIdentity: Hashable {
  let block: ObjectIdentifier?
  let position: Int32
}

extension StyleCascade {
  /// The identity of the declaration a reference names.
  fileprivate func identity(of reference: DeclarationReference) -> DeclarationIdentity {
    DeclarationIdentity(
      block: reference.isInline ? nil : ObjectIdentifier(index.blocks[Int(reference.rule)]),
      position: reference.declaration)
  }
}
