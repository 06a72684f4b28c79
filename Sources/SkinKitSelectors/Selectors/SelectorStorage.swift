// How a complex selector is stored: every compound's simple selectors in one array (one
// allocation a selector, where an array a compound cost one each), and where the compounds
// end and which combinators join them in a ``CompoundLayout`` held inline. Compounds,
// combinators and components are views of that storage, indexed from 0.

/// Where a complex selector's compounds end in its array of simple selectors, and the
/// combinators between them. Packed in two integers for the selectors sheets are made of (at
/// most 8 compounds, the first 7 ending within the first 255 simple selectors); in arrays for
/// any other. A layout is packed whenever it fits, so equal layouts are equal values.
@usableFromInline struct CompoundLayout: Sendable, Hashable {
  // In this order, the 2 bytes last: a selector's leading combinator is stored after them.
  /// Packed, byte `i` (`i` < 7) is where compound `i` ends, and byte 7 the number of
  /// compounds; the last compound ends where the array does. 0 when spilled.
  @usableFromInline let packedEnds: UInt64
  /// The layout when it is not packed.
  @usableFromInline let spilled: SpilledLayout?
  /// Packed, bits `2i` and `2i + 1` are the combinator joining compounds `i` and `i + 1`.
  /// 0 when spilled.
  @usableFromInline let packedCombinators: UInt16

  /// The most compounds a packed layout holds.
  static let packedCompounds = 8
  /// The largest end a packed layout holds.
  static let packedEnd = 255

  init(packedEnds: UInt64, packedCombinators: UInt16, spilled: SpilledLayout?) {
    self.packedEnds = packedEnds
    self.packedCombinators = packedCombinators
    self.spilled = spilled
  }

  /// How many compounds.
  @inlinable @inline(__always)
  var count: Int {
    if let spilled { return spilled.ends.count + 1 }
    return Int(truncatingIfNeeded: packedEnds >> 56)
  }

  /// Where compound `index` ends in a selector of `total` simple selectors.
  @inlinable @inline(__always)
  func end(of index: Int, total: Int) -> Int {
    if let spilled { return index == spilled.ends.count ? total : spilled.ends[index] }
    return index == Int(truncatingIfNeeded: packedEnds >> 56) - 1
      ? total : Int(truncatingIfNeeded: (packedEnds >> UInt64(8 * index)) & 0xFF)
  }

  /// Where compound `index` starts.
  @inlinable @inline(__always)
  func start(of index: Int, total: Int) -> Int {
    index == 0 ? 0 : end(of: index - 1, total: total)
  }

  /// The combinator joining compounds `index` and `index + 1`.
  @inlinable @inline(__always)
  func combinator(_ index: Int) -> Combinator {
    if let spilled { return spilled.combinators[index] }
    return Combinator(bits: (packedCombinators >> UInt16(2 * index)) & 3)
  }
}

/// A ``CompoundLayout`` that is not packed: where each compound but the last ends, and the
/// combinators.
@usableFromInline final class SpilledLayout: Sendable, Hashable {
  @usableFromInline let ends: [Int]
  @usableFromInline let combinators: [Combinator]

  init(ends: [Int], combinators: [Combinator]) {
    self.ends = ends
    self.combinators = combinators
  }

  @usableFromInline static func == (lhs: SpilledLayout, rhs: SpilledLayout) -> Bool {
    lhs.ends == rhs.ends && lhs.combinators == rhs.combinators
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(ends)
    hasher.combine(combinators)
  }
}

extension Combinator {
  /// Two bits, for ``CompoundLayout/packedCombinators``.
  @inlinable
  var bits: UInt16 {
    switch self {
    case .descendant: 0
    case .child: 1
    case .nextSibling: 2
    case .subsequentSibling: 3
    }
  }

  @inlinable
  init(bits: UInt16) {
    switch bits {
    case 0: self = .descendant
    case 1: self = .child
    case 2: self = .nextSibling
    default: self = .subsequentSibling
    }
  }
}

/// Builds a ``ComplexSelector`` compound by compound: the simple selectors of a compound are
/// appended to ``simpleSelectors``, then ``endCompound(joinedBy:)`` closes it.
struct ComplexSelectorBuilder {
  /// Every simple selector appended, left to right.
  var simpleSelectors: [SimpleSelector] = []
  private var packedEnds: UInt64 = 0
  private var packedCombinators: UInt16 = 0
  /// How many compounds are closed.
  private(set) var compoundCount = 0
  /// Where the last compound closed ends (stored only once another follows it).
  private var lastEnd = 0
  /// The ends and combinators once they do not fit packed.
  private var spilledEnds: [Int] = []
  private var spilledCombinators: [Combinator] = []
  private var isSpilled = false

  init(capacity: Int) { simpleSelectors.reserveCapacity(capacity) }

  /// Closes the compound made of the simple selectors appended since the last one;
  /// `combinator` joins it to that one (`nil` for the first compound).
  mutating func endCompound(joinedBy combinator: Combinator?) {
    precondition((combinator == nil) == (compoundCount == 0), "one combinator between compounds")
    if let combinator {
      let index = compoundCount - 1
      if !isSpilled
        && (index >= CompoundLayout.packedCompounds - 1 || lastEnd > CompoundLayout.packedEnd)
      {
        spill()
      }
      if isSpilled {
        spilledEnds.append(lastEnd)
        spilledCombinators.append(combinator)
      } else {
        packedEnds |= UInt64(lastEnd) << UInt64(8 * index)
        packedCombinators |= combinator.bits << UInt16(2 * index)
      }
    }
    lastEnd = simpleSelectors.count
    compoundCount += 1
  }

  /// Moves the packed ends and combinators (of the compounds before the last) to arrays.
  private mutating func spill() {
    let layout = CompoundLayout(
      packedEnds: packedEnds, packedCombinators: packedCombinators, spilled: nil)
    for index in 0..<(compoundCount - 1) {
      spilledEnds.append(Int(truncatingIfNeeded: (packedEnds >> UInt64(8 * index)) & 0xFF))
      spilledCombinators.append(layout.combinator(index))
    }
    isSpilled = true
  }

  /// The selector built, written after `leadingCombinator`.
  func build(leadingCombinator: Combinator?) -> ComplexSelector {
    let layout =
      isSpilled
      ? CompoundLayout(
        packedEnds: 0, packedCombinators: 0,
        spilled: SpilledLayout(ends: spilledEnds, combinators: spilledCombinators))
      : CompoundLayout(
        packedEnds: packedEnds | UInt64(compoundCount) << 56,
        packedCombinators: packedCombinators, spilled: nil)
    return ComplexSelector(
      simpleSelectors: simpleSelectors, layout: layout, leadingCombinator: leadingCombinator)
  }
}

extension ComplexSelector {
  /// The compounds of a selector, left to right: a view of its storage, indexed from 0.
  @usableFromInline package struct Compounds: RandomAccessCollection, Sendable {
    @usableFromInline let simpleSelectors: [SimpleSelector]
    @usableFromInline let layout: CompoundLayout

    @inlinable
    init(simpleSelectors: [SimpleSelector], layout: CompoundLayout) {
      self.simpleSelectors = simpleSelectors
      self.layout = layout
    }

    @usableFromInline package typealias Indices = Range<Int>
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { layout.count }

    @inlinable @inline(__always)
    public subscript(position: Int) -> CompoundSelector {
      precondition(position >= 0 && position < layout.count, "compound index out of range")
      let total = simpleSelectors.count
      let start = layout.start(of: position, total: total)
      return CompoundSelector(
        components: CompoundSelector.Components(
          storage: simpleSelectors, offset: start,
          count: layout.end(of: position, total: total) - start))
    }
  }

  /// The combinators of a selector: element `i` joins compounds `i` and `i + 1`. A view of
  /// its storage, indexed from 0.
  @usableFromInline package struct Combinators: RandomAccessCollection, Sendable {
    @usableFromInline let layout: CompoundLayout

    @inlinable
    init(layout: CompoundLayout) { self.layout = layout }

    @usableFromInline package typealias Indices = Range<Int>
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Swift.max(0, layout.count - 1) }

    @inlinable @inline(__always)
    public subscript(position: Int) -> Combinator {
      precondition(position >= 0 && position < layout.count - 1, "combinator index out of range")
      return layout.combinator(position)
    }
  }
}

extension CompoundSelector {
  /// The simple selectors of a compound, in source order: its own array, or a view of its
  /// complex selector's. Indexed from 0.
  @usableFromInline
  package struct Components: RandomAccessCollection, Sendable, Hashable,
    ExpressibleByArrayLiteral
  {
    @usableFromInline let storage: [SimpleSelector]
    @usableFromInline let offset: Int
    public let count: Int

    @inlinable
    init(storage: [SimpleSelector], offset: Int, count: Int) {
      self.storage = storage
      self.offset = offset
      self.count = count
    }

    public init(arrayLiteral elements: SimpleSelector...) {
      self.init(storage: elements, offset: 0, count: elements.count)
    }

    @usableFromInline package typealias Indices = Range<Int>
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    // Read in place (a `switch` on a component copies nothing).
    @inlinable @inline(__always)
    public subscript(position: Int) -> SimpleSelector {
      _read {
        precondition(position >= 0 && position < count, "component index out of range")
        yield storage[offset + position]
      }
    }

    public func withContiguousStorageIfAvailable<R>(
      _ body: (UnsafeBufferPointer<SimpleSelector>) throws -> R
    ) rethrows -> R? {
      try storage.withUnsafeBufferPointer { buffer in
        try body(UnsafeBufferPointer(rebasing: buffer[offset..<(offset + count)]))
      }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for component in self { hasher.combine(component) }
    }
  }
}
