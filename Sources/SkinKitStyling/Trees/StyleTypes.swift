import SkinKitSelectors
import SkinKitSyntax

/// The style types of the classes of foreign trees (``StyleTreeNode``), derived from the
/// classes themselves: a class's name (or the name its tree gives it), with the superclasses
/// that are nodes too as supertypes — so `PrimaryButton: AppButton: AppView` is a
/// `PrimaryButton ← AppButton ← AppView` with no declaration. A pure function of the class,
/// computed once per class.
enum StyleTypes {
  private static let cache = Locked([ObjectIdentifier: StyleType]())

  /// The type of `object`'s class.
  static func type(of object: any StyleTreeNode) -> StyleType {
    let tree = Swift.type(of: object)
    let nodeClass: AnyClass = tree
    if let type = cache.withLock({ $0[ObjectIdentifier(nodeClass)] }) { return type }
    // The class and its superclasses that are nodes, nearest first (iteratively: chains
    // may be long).
    var chain: [AnyClass] = [nodeClass]
    while let superclass = _getSuperclass(chain[chain.count - 1]),
      superclass is any StyleTreeNode.Type
    {
      chain.append(superclass)
    }
    return cache.withLock { cache in
      var type: StyleType?
      for current in chain.reversed() {
        if let known = cache[ObjectIdentifier(current)] {
          type = known
          continue
        }
        let name = tree.styleTypeName(of: current) ?? String(describing: current)
        type = StyleType(name: StyleName(name), supertype: type)
        cache[ObjectIdentifier(current)] = type
      }
      return type!
    }
  }

  /// The type of a model widget class: its ``StyleNode/nodeType`` where the class overrides
  /// it, else a type named after the class with its superclass's type as supertype — so a
  /// subclass that forgets the override is still a type of its own, never its superclass
  /// under another name.
  static func nodeType(of nodeClass: StyleNode.Type) -> StyleType {
    if let type = cache.withLock({ $0[ObjectIdentifier(nodeClass)] }) { return type }
    let declared = nodeClass.nodeType
    var type = declared
    if nodeClass != StyleNode.self, let superclass = _getSuperclass(nodeClass) as? StyleNode.Type,
      superclass.nodeType.name == declared.name
    {
      type = StyleType(
        name: StyleName(String(describing: nodeClass)), supertype: nodeType(of: superclass))
    }
    cache.withLock { $0[ObjectIdentifier(nodeClass)] = type }
    return type
  }
}
