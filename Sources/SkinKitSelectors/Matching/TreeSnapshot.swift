/// A flat, integer-only copy of what matching reads from a tree: parent and sibling links,
/// interned type lineages, classes, ids and states, one array each, indexed by node.
///
/// Resolving a whole tree through ``StyleElement`` costs a protocol call and reference
/// counting for every step of every match; a snapshot pays that once per node, after which
/// matching compares integers. A snapshot of a subtree also holds, as context, its
/// ancestors and their siblings (what combinators and structural pseudo-classes may look
/// at), but never their other descendants.
///
/// ```swift
/// let snapshot = TreeSnapshot(subtree: root)
/// for index in snapshot.subtree { snapshot.elements[index] }   // document order
/// ```
package final class TreeSnapshot {
  /// The elements, by node index.
  public let elements: [any StyleElement]
  /// The nodes to resolve: the subtree, in document order (its root first).
  public let subtree: Range<Int>
  package let parent: FrozenBuffer<Int32>
  package let previousSibling: FrozenBuffer<Int32>
  package let nextSibling: FrozenBuffer<Int32>
  package let indexInParent: FrozenBuffer<Int32>
  package let siblingCount: FrozenBuffer<Int32>
  package let childCount: FrozenBuffer<Int32>
  /// How many ancestors each node has in the snapshot (its context included).
  package let depth: FrozenBuffer<Int32>
  package let typeIndex: FrozenBuffer<Int32>
  package let identifier: FrozenBuffer<UInt32>
  package let state: FrozenBuffer<UInt8>
  package let classStart: FrozenBuffer<Int32>
  package let classCount: FrozenBuffer<Int32>
  package let classes: FrozenBuffer<UInt32>
  /// Per distinct type: its own name id, and its lineage range in ``lineage``.
  package let typeName: FrozenBuffer<UInt32>
  package let lineageStart: FrozenBuffer<Int32>
  package let lineageCount: FrozenBuffer<Int32>
  package let lineage: FrozenBuffer<UInt32>

  /// Snapshots `root`'s subtree (or `root` alone, when `descendants` is false), with its
  /// ancestors (and their children) as context. `expectedCount`, the subtree's size when
  /// the caller knows it (a restyle of the tree it resolved), sizes the columns once.
  public init(subtree root: any StyleElement, descendants: Bool = true, expectedCount: Int = 0) {
    var builder = Builder(capacity: Swift.max(64, expectedCount + 64))
    // Context: the ancestors, root-most first, and every child of each.
    var chain: [any StyleElement] = []
    var node = root.styleParent
    while let current = node {
      chain.append(current)
      node = current.styleParent
    }
    chain.reverse()
    var contextIndex: [ObjectIdentifier: Int32] = [:]
    if let top = chain.first {
      contextIndex[ObjectIdentifier(top)] = builder.add(top, parent: -1)
    }
    var rootParent: Int32 = -1
    var rootNeighbours: (before: Int32, after: Int32) = (-1, -1)
    for (level, ancestor) in chain.enumerated() {
      let index = contextIndex[ObjectIdentifier(ancestor)]!
      let next: (any StyleElement)? = level + 1 < chain.count ? chain[level + 1] : nil
      let isRootParent = level == chain.count - 1
      for position in 0..<ancestor.styleChildCount {
        let child = ancestor.styleChild(at: position)
        if child === root { continue }
        let added = builder.add(child, parent: index)
        if let next, child === next { contextIndex[ObjectIdentifier(child)] = added }
        if isRootParent && position == root.styleIndex - 1 { rootNeighbours.before = added }
        if isRootParent && position == root.styleIndex + 1 { rootNeighbours.after = added }
      }
      if isRootParent { rootParent = index }
    }
    // The subtree, in document order.
    let start = builder.count
    var stack: [(any StyleElement, Int32)] = [(root, rootParent)]
    while let (element, parentIndex) = stack.popLast() {
      let index = builder.add(element, parent: parentIndex)
      var position = descendants ? Int(builder.childCount[Int(index)]) - 1 : -1
      while position >= 0 {
        stack.append((element.styleChild(at: position), index))
        position -= 1
      }
    }
    subtree = start..<builder.count
    builder.link(Int32(start), before: rootNeighbours.before, after: rootNeighbours.after)
    elements = builder.elements
    parent = builder.parent.freeze()
    previousSibling = builder.previousSibling.freeze()
    nextSibling = builder.nextSibling.freeze()
    indexInParent = builder.indexInParent.freeze()
    siblingCount = builder.siblingCount.freeze()
    childCount = builder.childCount.freeze()
    depth = builder.depth.freeze()
    typeIndex = builder.typeIndex.freeze()
    identifier = builder.identifier.freeze()
    state = builder.state.freeze()
    classStart = builder.classStart.freeze()
    classCount = builder.classCount.freeze()
    classes = builder.classes.freeze()
    typeName = builder.typeName.freeze()
    lineageStart = builder.lineageStart.freeze()
    lineageCount = builder.lineageCount.freeze()
    lineage = builder.lineage.freeze()
    builder.lastChild.free()
  }

  deinit {
    for buffer in [
      parent, previousSibling, nextSibling, indexInParent, siblingCount, childCount, depth,
      typeIndex, classStart, classCount, lineageStart, lineageCount,
    ] {
      buffer.freeFrozen()
    }
    for buffer in [identifier, classes, typeName, lineage] { buffer.freeFrozen() }
    state.freeFrozen()
  }

  /// The node at an index, for matching.
  public func node(_ index: Int) -> SnapshotNode {
    SnapshotNode(snapshot: self, index: Int32(index))
  }

  /// The parent's index, or -1.
  public func parentIndex(of index: Int) -> Int { Int(parent[index]) }

  /// The interned names an element contributes to an ancestor Bloom filter: its type
  /// lineage, classes and id, tagged by kind.
  public func forEachName(of index: Int, _ body: (UInt32, NameKind) -> Void) {
    let type = Int(typeIndex[index])
    let lineageBase = Int(lineageStart[type])
    for offset in 0..<Int(lineageCount[type]) { body(lineage[lineageBase + offset], .type) }
    let base = Int(classStart[index])
    for offset in 0..<Int(classCount[index]) { body(classes[base + offset], .styleClass) }
    if identifier[index] != 0 { body(identifier[index], .identifier) }
  }

  /// Which kind of name ``forEachName(of:_:)`` reports.
  package enum NameKind: Sendable {
    case type
    case styleClass
    case identifier
  }

  private struct Builder {
    var elements: [any StyleElement] = []
    // One value per node.
    var parent: GrowingBuffer<Int32>
    var previousSibling: GrowingBuffer<Int32>
    var nextSibling: GrowingBuffer<Int32>
    var indexInParent: GrowingBuffer<Int32>
    var siblingCount: GrowingBuffer<Int32>
    var childCount: GrowingBuffer<Int32>
    var depth: GrowingBuffer<Int32>
    var typeIndex: GrowingBuffer<Int32>
    var identifier: GrowingBuffer<UInt32>
    var state: GrowingBuffer<UInt8>
    var classStart: GrowingBuffer<Int32>
    var classCount: GrowingBuffer<Int32>
    var lastChild: GrowingBuffer<Int32>
    // The nodes' classes; per distinct type, its name and lineage.
    var classes: GrowingBuffer<UInt32>
    var typeName = GrowingBuffer<UInt32>()
    var lineageStart = GrowingBuffer<Int32>()
    var lineageCount = GrowingBuffer<Int32>()
    var lineage = GrowingBuffer<UInt32>()
    var types = TypeSlots()
    var lastType: (ObjectIdentifier, Int32)?

    /// A builder whose per-node columns hold `capacity` nodes before they grow.
    init(capacity: Int) {
      elements.reserveCapacity(capacity)
      parent = GrowingBuffer(capacity: capacity)
      previousSibling = GrowingBuffer(capacity: capacity)
      nextSibling = GrowingBuffer(capacity: capacity)
      indexInParent = GrowingBuffer(capacity: capacity)
      siblingCount = GrowingBuffer(capacity: capacity)
      childCount = GrowingBuffer(capacity: capacity)
      depth = GrowingBuffer(capacity: capacity)
      typeIndex = GrowingBuffer(capacity: capacity)
      identifier = GrowingBuffer(capacity: capacity)
      state = GrowingBuffer(capacity: capacity)
      classStart = GrowingBuffer(capacity: capacity)
      classCount = GrowingBuffer(capacity: capacity)
      lastChild = GrowingBuffer(capacity: capacity)
      classes = GrowingBuffer(capacity: capacity)
    }

    var count: Int { elements.count }

    mutating func add(_ element: any StyleElement, parent parentIndex: Int32) -> Int32 {
      let index = Int32(elements.count)
      let position = Int32(element.styleIndex)
      let children = Int32(element.styleChildCount)
      elements.append(element)
      parent.append(parentIndex)
      depth.append(parentIndex >= 0 ? depth[Int(parentIndex)] + 1 : 0)
      indexInParent.append(position)
      childCount.append(children)
      lastChild.append(-1)
      previousSibling.append(-1)
      nextSibling.append(-1)
      if parentIndex >= 0 {
        siblingCount.append(childCount[Int(parentIndex)])
        // Children of a parent are added in order: link consecutive ones.
        let previous = lastChild[Int(parentIndex)]
        if previous >= 0 && indexInParent[Int(previous)] == position - 1 {
          previousSibling[Int(index)] = previous
          nextSibling[Int(previous)] = index
        }
        lastChild[Int(parentIndex)] = index
      } else {
        siblingCount.append(Int32(element.styleParent?.styleChildCount ?? 1))
      }
      let type = element.styleType
      let key = ObjectIdentifier(type)
      let typeSlot: Int32
      if let lastType, lastType.0 == key {
        typeSlot = lastType.1
      } else if let known = types.slot(of: key) {
        typeSlot = known
      } else {
        typeSlot = Int32(typeName.count)
        types.insert(key, slot: typeSlot)
        typeName.append(type.name.id)
        lineageStart.append(Int32(lineage.count))
        lineageCount.append(Int32(type.lineage.count))
        for name in type.lineage { lineage.append(name.id) }
      }
      lastType = (key, typeSlot)
      typeIndex.append(typeSlot)
      identifier.append(element.styleIdentifier?.id ?? 0)
      state.append(element.styleState.rawValue)
      let names = element.styleClasses
      classStart.append(Int32(classes.count))
      classCount.append(Int32(names.count))
      for name in names { classes.append(name.id) }
      return index
    }

    /// Links the subtree's root with its siblings among the context nodes (it was added
    /// after them, out of order).
    mutating func link(_ root: Int32, before: Int32, after: Int32) {
      if before >= 0 {
        previousSibling[Int(root)] = before
        nextSibling[Int(before)] = root
      }
      if after >= 0 {
        nextSibling[Int(root)] = after
        previousSibling[Int(after)] = root
      }
    }
  }

  /// Each distinct type's slot, by the type object's identity: open addressing over the
  /// address, mixed by one multiplication (a `Dictionary` hashed every node's type with
  /// SipHash: an eighth of a snapshot's instructions).
  private struct TypeSlots {
    private var keys = [UInt](repeating: 0, count: 16)
    private var slots = [Int32](repeating: 0, count: 16)
    private var count = 0

    private static func start(_ key: UInt, mask: Int) -> Int {
      Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    func slot(of type: ObjectIdentifier) -> Int32? {
      let key = UInt(bitPattern: type)
      let mask = keys.count - 1
      var index = Self.start(key, mask: mask)
      while keys[index] != 0 {
        if keys[index] == key { return slots[index] }
        index = (index + 1) & mask
      }
      return nil
    }

    mutating func insert(_ type: ObjectIdentifier, slot: Int32) {
      if (count + 1) * 2 > keys.count { grow() }
      place(UInt(bitPattern: type), slot)
      count += 1
    }

    private mutating func place(_ key: UInt, _ slot: Int32) {
      let mask = keys.count - 1
      var index = Self.start(key, mask: mask)
      while keys[index] != 0 { index = (index + 1) & mask }
      keys[index] = key
      slots[index] = slot
    }

    private mutating func grow() {
      let old = zip(keys, slots).filter { $0.0 != 0 }
      keys = [UInt](repeating: 0, count: keys.count * 2)
      slots = [Int32](repeating: 0, count: keys.count)
      for (key, slot) in old { place(key, slot) }
    }
  }
}

/// One node of a ``TreeSnapshot``, as the general matcher (``NodeMatcher``) moves around the
/// tree with it.
package struct SnapshotNode {
  public unowned(unsafe) let snapshot: TreeSnapshot
  public let index: Int32

  @inline(__always)
  init(snapshot: TreeSnapshot, index: Int32) {
    self.snapshot = snapshot
    self.index = index
  }

  @inline(__always) var i: Int { Int(index) }

  public var parentNode: SnapshotNode? {
    let parent = snapshot.parent[i]
    return parent < 0 ? nil : SnapshotNode(snapshot: snapshot, index: parent)
  }

  public var previousSiblingNode: SnapshotNode? {
    let sibling = snapshot.previousSibling[i]
    return sibling < 0 ? nil : SnapshotNode(snapshot: snapshot, index: sibling)
  }

  public var nextSiblingNode: SnapshotNode? {
    let sibling = snapshot.nextSibling[i]
    return sibling < 0 ? nil : SnapshotNode(snapshot: snapshot, index: sibling)
  }

  public var indexInParent: Int { Int(snapshot.indexInParent[i]) }
  public var siblingCount: Int { Int(snapshot.siblingCount[i]) }
  public var childCount: Int { Int(snapshot.childCount[i]) }

  @inline(__always)
  public func isKind(of name: StyleName) -> Bool { isKind(ofID: name.id) }

  @inline(__always)
  func isKind(ofID id: UInt32) -> Bool {
    let type = Int(snapshot.typeIndex[i])
    let start = Int(snapshot.lineageStart[type])
    for offset in 0..<Int(snapshot.lineageCount[type]) where snapshot.lineage[start + offset] == id
    {
      return true
    }
    return false
  }

  public var typeNameID: UInt32 { snapshot.typeName[Int(snapshot.typeIndex[i])] }

  @inline(__always)
  public func hasClass(_ name: StyleName) -> Bool { hasClass(id: name.id) }

  @inline(__always)
  func hasClass(id: UInt32) -> Bool {
    let start = Int(snapshot.classStart[i])
    for offset in 0..<Int(snapshot.classCount[i]) where snapshot.classes[start + offset] == id {
      return true
    }
    return false
  }

  public var identifierID: UInt32 { snapshot.identifier[i] }
  public func attribute(_ name: String) -> String? { snapshot.elements[i].styleAttribute(name) }
  public var state: ElementState { ElementState(rawValue: snapshot.state[i]) }
  public func isSameNode(as other: SnapshotNode) -> Bool { index == other.index }
  /// A key for the node's parent, the same for all its children and different for every
  /// other parent of the snapshot: what a ``SiblingCache`` files their positions under
  /// (`nil` for the root).
  public var parentCacheKey: Int? {
    let parent = snapshot.parent[i]
    return parent < 0 ? nil : Int(parent)
  }
}
