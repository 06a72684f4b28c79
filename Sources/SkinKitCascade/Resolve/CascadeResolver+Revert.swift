import SkinKitProperties

// `revert` and `revert-layer`: the declaration a node's cascade rolls back to. Rare, so
// found by walking the node's declarations again, only when one of the keywords wins.
extension CascadeResolver {
  /// Every declaration of `target` on the node being cascaded, weakest first: the rules in
  /// ``matched`` (normal ones), the inline style's normal ones, the app's important rules,
  /// the inline style's important ones, the default skin's important rules — the order
  /// ``cascadeMatched(parent:inline:shareable:)`` applies them in.
  func cascadeCandidates(of target: CompiledDeclaration.Target, inline: InlineStyle?)
    -> [(reference: DeclarationReference, standing: CascadeStanding)]
  {
    var candidates: [(reference: DeclarationReference, standing: CascadeStanding)] = []
    func rules(_ ranks: ArraySlice<Int32>, important: Bool) {
      for rank in ranks {
        for (position, declaration) in index.blocks[Int(rank)].declarations.enumerated()
        where declaration.important == important && declaration.target == target {
          candidates.append(
            (
              DeclarationReference(rule: rank, declaration: Int32(position)),
              order.standing(ofRank: rank)
            ))
        }
      }
    }
    func inlineStyle(important: Bool) {
      for (position, declaration) in (inline?.declarations ?? []).enumerated()
      where declaration.important == important && declaration.target == target {
        candidates.append(
          (DeclarationReference(rule: -1, declaration: Int32(position)), RankOrder.inlineStanding))
      }
    }
    let appImportant = appImportantCount
    rules(matched[...], important: false)
    inlineStyle(important: false)
    rules(importantMatched[..<appImportant], important: true)
    inlineStyle(important: true)
    rules(importantMatched[appImportant...], important: true)
    return candidates
  }

  /// The declaration the cascade rolls back to from `reference`, a declaration of `target`
  /// whose value is `revert` or `revert-layer` (CSS Cascade 5 §7.3–7.4); `nil` when there is
  /// none, and the property behaves as `unset`.
  func rollBack(
    _ target: CompiledDeclaration.Target, from reference: DeclarationReference,
    _ rollback: Rollback, inline: InlineStyle?
  ) -> DeclarationReference? {
    let candidates = cascadeCandidates(of: target, inline: inline)
    guard let index = candidates.firstIndex(where: { $0.reference == reference }),
      let earlier = rollback.target(in: candidates.map(\.standing), from: index)
    else { return nil }
    return candidates[earlier].reference
  }

  /// The custom property's cascaded value once `revert` and `revert-layer` are rolled back:
  /// `unset` when nothing is left (a custom property's value is its tokens, so the keywords
  /// are read from them).
  func rolledBackCustomProperty(
    _ name: String, _ cascaded: (DeclaredValue, DeclarationReference), inline: InlineStyle?
  ) -> (DeclaredValue, DeclarationReference) {
    var current = cascaded
    while let rollback = Self.customRollback(current.0) {
      guard
        let earlier = rollBack(.custom(name), from: current.1, rollback, inline: inline)
      else { return (.unset, current.1) }
      current = (declaration(earlier, inline: inline).value, earlier)
    }
    return current
  }

  /// `revert` or `revert-layer`, when a custom property's value is that keyword alone.
  static func customRollback(_ value: DeclaredValue) -> Rollback? {
    if let keyword = Rollback(value) { return keyword }
    guard case .unparsed(let tokens, _) = value else { return nil }
    var keyword: Rollback?
    for token in tokens where !token.isWhitespace {
      guard keyword == nil, token.kind == .ident else { return nil }
      if token.isIdent("revert") {
        keyword = .origin
      } else if token.isIdent("revert-layer") {
        keyword = .layer
      } else {
        return nil
      }
    }
    return keyword
  }
}
