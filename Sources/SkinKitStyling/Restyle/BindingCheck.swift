import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

/// Finds the declarations whose values reach no object: a declaration that matches nodes none
/// of whose classes binds the property it sets (nor routes it to a style class of the
/// registry) — a binding forgotten, or written on another class. A declaration that some
/// matched node binds is fine: `* { font-size: 14 }` need not reach views without text.
///
/// Run on a first styling and on a skin switch when ``StyleManager/checksBindings`` is on
/// (debug builds), and by `skss lint --tree`.
package enum BindingCheck {
  /// What one declaration matched.
  private struct Reach {
    var declaration: CompiledDeclaration
    var nodes = 0
    var classes: [String] = []
    var firstNode = ""
    var bound = false
    /// The nodes it matched, kept for an inherited property only: its value reaches the
    /// descendants that inherit it.
    var matched: [StyleNode] = []
  }

  /// The `unbound-declaration` warnings for the tree under `root`, styled by `skin` in
  /// `environment`, in the order of the declarations in their files.
  package static func unboundDeclarations(
    under root: StyleNode, skin: Skin, environment: StyleEnvironment
  ) -> [Diagnostic] {
    var nodes: [StyleNode] = []
    root.forEachNode { nodes.append($0) }
    var reaches: [SourceRange: Reach] = [:]
    var order: [SourceRange] = []
    let routing = skin.registry.routing
    let table = skin.cascade.table
    // The `transition-*` and `animation-*` longhands reach the engine, which runs the
    // transitions and animations they ask for.
    let motion = TransitionLonghands(table: table)
    let animations = AnimationLonghands(table: table)
    func binds(_ target: AnyObject, _ id: PropertyID) -> Bool {
      let bindings = ClassBindings.of(target)
      return bindings.keysByProperty[id] != nil || bindings.stateProperties.contains(id)
        || routing.classIndex[id] != nil || motion?.contains(id) == true
        || animations?.contains(id) == true
    }
    skin.cascade.explain(nodes, environment: environment) { position, explanation in
      let node = nodes[position]
      let target = node.styleTarget
      let className = String(describing: type(of: target))
      var seen: Set<SourceRange> = []
      for property in explanation.properties {
        for candidate in property.candidates where candidate.rule != nil {
          guard case .property(let id) = candidate.declaration.target else { continue }
          let range = candidate.declaration.range
          if reaches[range] == nil {
            reaches[range] = Reach(declaration: candidate.declaration)
            order.append(range)
          }
          reaches[range]!.bound = reaches[range]!.bound || binds(target, id)
          guard seen.insert(range).inserted else { continue }
          reaches[range]!.nodes += 1
          if table[id].inherited { reaches[range]!.matched.append(node) }
          if reaches[range]!.firstNode.isEmpty {
            reaches[range]!.firstNode = node.selectorDescription
          }
          if !reaches[range]!.classes.contains(className) {
            reaches[range]!.classes.append(className)
          }
        }
      }
    }
    return order.compactMap { range -> Diagnostic? in
      let reach = reaches[range]!
      guard !reach.bound, !reachesDescendants(reach, binds: binds) else { return nil }
      return Diagnostic(.unboundDeclaration, message(reach), at: range)
    }.sortedByLocation()
  }

  /// Whether a descendant of a node the declaration matched binds its (inherited) property:
  /// `Window { color: … }` reaches the labels that inherit it. (A descendant that sets the
  /// property itself counts too: the check errs towards silence.)
  private static func reachesDescendants(
    _ reach: Reach, binds: (AnyObject, PropertyID) -> Bool
  ) -> Bool {
    guard case .property(let id) = reach.declaration.target else { return false }
    for node in reach.matched {
      var found = false
      node.forEachNode { descendant in
        if !found, descendant !== node, binds(descendant.styleTarget, id) { found = true }
      }
      if found { return true }
    }
    return false
  }

  /// "'elevation' matches 3 nodes (the first Card#main.raised), of class CardView, which does
  /// not bind it: the value reaches no object".
  private static func message(_ reach: Reach) -> String {
    let count = reach.nodes == 1 ? "1 node" : "\(reach.nodes) nodes"
    let first = reach.nodes == 1 ? reach.firstNode : "the first \(reach.firstNode)"
    let classes =
      reach.classes.count == 1
      ? "of class \(reach.classes[0]), which does not bind it"
      : "of classes \(listed(reach.classes)), none of which binds it"
    return
      "'\(reach.declaration.writtenName)' matches \(count) (\(first)), \(classes): the value reaches no object"
  }

  /// At most three names, then how many more.
  private static func listed(_ names: [String]) -> String {
    guard names.count > 3 else { return names.joined(separator: ", ") }
    return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
  }
}

extension StyleNode {
  /// `Card#main.raised`: the node as a selector would name it.
  package var selectorDescription: String {
    styleType.name.string + (styleID.map { "#" + $0 } ?? "") + classes.map { "." + $0 }.joined()
  }
}
