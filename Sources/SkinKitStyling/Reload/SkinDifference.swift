import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// What an edit of a skin's sheets can restyle: the rules one skin has and the other lacks
/// (added, removed or changed), reduced to the names their subjects require. A node none of
/// those rules can select matches the same rules as before, in the same cascade order, with
/// the same declarations: its computed style is the same, and it need not be recomputed
/// (its descendants still are when its inherited values change).
///
/// A new skin whose property table extends the old one's (an app's keys registered in
/// between) is bounded like any other: a declaration of a property only the new table holds
/// compiles differently, so its rule is a changed rule; so is a rule declaring a property
/// the two registries hand to different style classes. The difference is not bounded —
/// every node is recomputed — when the new table lacks properties of the old one, when the
/// image folders differ, when rules common to both change
/// their relative cascade order (rules or layers reordered), or when a changed rule's
/// subject names no id, class or type (`*`, `:is(…)`, `[attr]`).
struct SkinDifference {
  /// The rules added, removed or changed.
  let changedRules: Int
  /// The properties the new skin's registry hands to another style class than the old one's:
  /// written again, through the new class, on the nodes the changed rules select.
  let rerouted: Set<PropertyID>
  private var identifiers = Set<StyleName>()
  private var classes = Set<StyleName>()
  private var types = Set<StyleName>()

  /// Everything that identifies what a rule does: a rule with an equal key matches the same
  /// nodes with the same declarations.
  private struct RuleKey: Hashable {
    let selector: ComplexSelector
    let origin: CascadeOrigin
    let layer: LayerName?
    let media: [MediaQueryList]
    let declarations: [Declaration]

    struct Declaration: Hashable {
      let target: CompiledDeclaration.Target
      let value: DeclaredValue
      let important: Bool
    }

    init(_ entry: RuleEntry) {
      selector = entry.selector
      origin = entry.origin
      layer = entry.layer
      media = entry.media
      declarations = entry.block.declarations.map {
        Declaration(target: $0.target, value: $0.value, important: $0.important)
      }
    }
  }

  /// The difference between two skins, or `nil` when it cannot be bounded.
  init?(from old: Skin, to new: Skin) {
    guard new.cascade.table.extends(old.cascade.table), old.directory == new.directory
    else { return nil }
    let rerouted = new.registry.reroutedProperties(from: old.registry)
    self.rerouted = rerouted
    let oldRules = old.cascade.rules
    let newRules = new.cascade.rules
    // Pair each old rule with the first unpaired equal new rule, in cascade order.
    var waiting: [RuleKey: [Int]] = [:]
    for (index, entry) in newRules.enumerated().reversed() {
      waiting[RuleKey(entry), default: []].append(index)
    }
    var paired = [Bool](repeating: false, count: newRules.count)
    var changed: [RuleEntry] = []
    var lastPaired = -1
    func declaresRerouted(_ entry: RuleEntry) -> Bool {
      !rerouted.isEmpty
        && entry.block.declarations.contains {
          if case .property(let id) = $0.target { return rerouted.contains(id) }
          return false
        }
    }
    for entry in oldRules {
      let key = RuleKey(entry)
      guard !declaresRerouted(entry), let index = waiting[key]?.popLast() else {
        changed.append(entry)
        continue
      }
      // Rules in both skins must keep their relative order, or ties resolve differently.
      guard index > lastPaired else { return nil }
      lastPaired = index
      paired[index] = true
    }
    for (index, entry) in newRules.enumerated() where !paired[index] { changed.append(entry) }
    changedRules = changed.count
    for entry in changed {
      guard let name = Self.subjectName(entry.selector.subject) else { return nil }
      switch name {
      case .identifier(let name): identifiers.insert(name)
      case .styleClass(let name): classes.insert(name)
      case .type(let name, _): types.insert(name)
      default: return nil
      }
    }
  }

  /// The most selective name a compound requires of the node it matches: its id, else a
  /// class, else its type (as the rule index buckets rules).
  private static func subjectName(_ compound: CompoundSelector) -> SimpleSelector? {
    var styleClass: SimpleSelector?
    var type: SimpleSelector?
    for component in compound.components {
      switch component {
      case .identifier: return component
      case .styleClass: if styleClass == nil { styleClass = component }
      case .type: type = component
      default: break
      }
    }
    return styleClass ?? type
  }

  /// Whether a changed rule may select `node` (in any state or environment).
  func mayAffect(_ node: some StyleElement) -> Bool {
    if let identifier = node.styleIdentifier, identifiers.contains(identifier) { return true }
    if !classes.isEmpty, node.styleClasses.contains(where: classes.contains) { return true }
    return !types.isEmpty && node.styleType.lineage.contains(where: types.contains)
  }
}
