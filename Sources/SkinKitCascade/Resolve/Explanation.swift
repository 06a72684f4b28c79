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
public struct ElementExplanation: Sendable {
  /// Declared or inherited properties, by name.
  public let properties: [PropertyExplanation]
}

/// One property of an ``ElementExplanation``.
public struct PropertyExplanation: Sendable {
  public let name: String
  /// The computed value.
  public let value: StyleValue
  /// Every declaration on the node that set the property, strongest first.
  public let candidates: [CandidateDeclaration]
  /// When inherited: how many levels up the value was declared, and the declarations there.
  public let inheritedFrom: (levels: Int, candidates: [CandidateDeclaration])?
}

/// A declaration competing for a property.
public struct CandidateDeclaration: Sendable {
  /// Won, or lost (and why).
  public enum Status: Sendable, Equatable {
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
  /// Explains an element's computed values (ancestors are resolved on the way, so inherited
  /// values name where they came from).
  public func explain(
    _ element: any StyleElement, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil
  ) -> ElementExplanation {
    var chain: [any StyleElement] = []
    var node: (any StyleElement)? = element
    while let current = node {
      chain.append(current)
      node = current.styleParent
    }
    chain.reverse()
    var styles: [ComputedStyle] = []
    for (position, current) in chain.enumerated() {
      styles.append(
        resolve(
          current, parentStyle: position > 0 ? styles[position - 1] : nil, environment: environment,
          inline: inlineStyle?(current)))
    }
    let style = styles[styles.count - 1]
    var candidatesByTarget: [Int: [CandidateDeclaration]] = [:]
    var levelCandidates: [[Int: [CandidateDeclaration]]] = []
    for (position, current) in chain.enumerated() {
      let candidates = self.candidates(
        for: current, style: styles[position], environment: environment,
        inline: inlineStyle?(current))
      levelCandidates.append(candidates)
      if position == chain.count - 1 { candidatesByTarget = candidates }
    }
    var properties: [PropertyExplanation] = []
    for id in style.declaredProperties {
      let definition = table[id]
      var inherited: (Int, [CandidateDeclaration])?
      let own = candidatesByTarget[id] ?? []
      if own.isEmpty || own.first?.status == .invalidAtComputedTime && definition.inherited {
        for level in stride(from: chain.count - 2, through: 0, by: -1) {
          if let found = levelCandidates[level][id], !found.isEmpty,
            found.first?.status != .invalidAtComputedTime
          {
            inherited = (chain.count - 1 - level, found)
            break
          }
        }
      }
      properties.append(
        PropertyExplanation(
          name: definition.name, value: style.value(id), candidates: own, inheritedFrom: inherited))
    }
    return ElementExplanation(properties: properties.sorted { $0.name < $1.name })
  }

  /// Cascade key of a declaration: normal rules, normal inline, important inline, important
  /// rules; then the rank within the group and the position in the block.
  private func key(rank: Int?, position: Int, important: Bool) -> (Int, Int, Int) {
    switch (rank, important) {
    case (let rank?, false): (0, rank, position)
    case (nil, false): (1, 0, position)
    case (nil, true): (2, 0, position)
    case (let rank?, true): (3, importantRank(ofRule: rank), position)
    }
  }

  private func candidates(
    for element: any StyleElement, style: ComputedStyle, environment: StyleEnvironment,
    inline: InlineStyle?
  ) -> [Int: [CandidateDeclaration]] {
    struct Raw {
      let key: (Int, Int, Int)
      let declaration: CompiledDeclaration
      let rule: RuleEntry?
    }
    var grouped: [Int: [Raw]] = [:]
    for rank in matchingRules(for: element, environment: environment) {
      let rule = index.entries[rank]
      for (position, declaration) in rule.block.declarations.enumerated() {
        guard case .property(let id) = declaration.target else { continue }
        grouped[id, default: []].append(
          Raw(
            key: key(rank: rank, position: position, important: declaration.important),
            declaration: declaration, rule: rule))
      }
    }
    for (position, declaration) in (inline?.declarations ?? []).enumerated() {
      guard case .property(let id) = declaration.target else { continue }
      grouped[id, default: []].append(
        Raw(
          key: key(rank: nil, position: position, important: declaration.important),
          declaration: declaration, rule: nil))
    }
    var result: [Int: [CandidateDeclaration]] = [:]
    for (id, raws) in grouped {
      // A rule whose list has several matching selectors counts once, with the most
      // specific of them (the strongest key).
      var seen = Set<String>()
      let sorted = raws.sorted { $0.key > $1.key }.filter { raw in
        guard let rule = raw.rule else { return true }
        return seen.insert("\(ObjectIdentifier(rule.block))|\(raw.key.2)").inserted
      }
      let winner = sorted[0]
      var candidates: [CandidateDeclaration] = []
      for (position, raw) in sorted.enumerated() {
        if position == 0 {
          let valid: Bool
          if case .declared = style.source(id) { valid = true } else { valid = false }
          candidates.append(
            CandidateDeclaration(
              declaration: raw.declaration, rule: raw.rule,
              status: valid ? .winner : .invalidAtComputedTime))
        } else {
          candidates.append(
            CandidateDeclaration(
              declaration: raw.declaration, rule: raw.rule,
              status: .overridden(
                reason: reason(
                  loser: raw.declaration, raw.rule, winner: winner.declaration, winner.rule))))
        }
      }
      result[id] = candidates
    }
    return result
  }

  /// Why `loser` lost to `winner`: the first cascade criterion that tells them apart.
  private func reason(
    loser: CompiledDeclaration, _ loserRule: RuleEntry?, winner: CompiledDeclaration,
    _ winnerRule: RuleEntry?
  ) -> String {
    let loserOrigin = loserRule?.origin ?? .inline
    let winnerOrigin = winnerRule?.origin ?? .inline
    if loser.important != winner.important {
      return "not !important (the winner is)"
    }
    if loserOrigin != winnerOrigin {
      return loser.important
        ? "!important from \(loserOrigin), which !important from \(winnerOrigin) beats"
        : "from \(loserOrigin), which \(winnerOrigin) declarations beat"
    }
    if let loserRule, let winnerRule {
      if loserRule.layer != winnerRule.layer {
        let loserName = loserRule.layer.map { "layer '\($0)'" } ?? "no layer"
        let winnerName = winnerRule.layer.map { "layer '\($0)'" } ?? "no layer"
        return loser.important
          ? "!important in \(loserName); for !important, \(winnerName) is stronger"
          : "in \(loserName); \(winnerName) comes later in the layer order"
      }
      if loserRule.selector.specificity != winnerRule.selector.specificity {
        return
          "lower specificity \(loserRule.selector.specificity) < \(winnerRule.selector.specificity)"
      }
    }
    if loserRule != nil && winnerRule != nil && loserRule?.order == winnerRule?.order {
      return "earlier in the same rule"
    }
    return "earlier in the stylesheets (order of appearance)"
  }
}
