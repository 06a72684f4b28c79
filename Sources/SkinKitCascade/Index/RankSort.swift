/// Sorts rules into cascade order (``RuleSortKey``) by packing each rule's key into one
/// `UInt64` — origin, layer, specificity's three counts and the rule's position, each in as
/// many bits as the sheet's largest value needs — and sorting the integers.
///
/// A sort comparing ``RuleSortKey`` structs through a closure cost about 1,800 instructions
/// per rule of a 10,000-rule sheet; integers compare in one. The position in the lowest
/// bits makes every key unique and breaks ties as a stable sort would. Many rules are
/// sorted by their fields alone, least significant digit first (a stable radix sort over
/// the few bits the fields take: one pass, most often), in about 20 instructions a rule.
/// When the values do not fit in 64 bits (absurd specificities), or the rules are not in
/// order of appearance, the struct comparison decides instead: all give the same order.
enum RankSort {
  /// The positions of `keys` (in compiled order) in ascending order of normal precedence
  /// (``RuleSortKey/normalPrecedes(_:_:)``; equal keys in compiled order).
  static func normalOrder(_ keys: [RuleSortKey]) -> [Int] {
    guard let packing = Packing(keys) else {
      return keys.indices.sorted { RuleSortKey.normalPrecedes(keys[$0], keys[$1]) }
    }
    var packed = [UInt64]()
    packed.reserveCapacity(keys.count)
    for index in keys.indices { packed.append(packing.key(keys[index], index, important: false)) }
    return packing.positions(sorting: &packed)
  }

  /// `positions` (of `keys`, ascending) in ascending order of important precedence
  /// (``RuleSortKey/importantPrecedes(_:_:)``; equal keys in compiled order).
  static func importantOrder(_ positions: [Int], of keys: [RuleSortKey]) -> [Int] {
    guard let packing = Packing(keys) else {
      return positions.sorted { RuleSortKey.importantPrecedes(keys[$0], keys[$1]) }
    }
    var packed = positions.map { packing.key(keys[$0], $0, important: true) }
    return packing.positions(sorting: &packed)
  }

  /// Below this many rules a comparison sort of the packed keys beats the radix sort's
  /// counting tables.
  static let minimumRadixCount = 256

  /// Sorts `packed` — unique keys whose lowest `positionBits` bits hold positions in
  /// ascending order — by the bits above them, keeping the order of equal ones: the order
  /// `sort()` gives, as keys are unique.
  static func radixSort(_ packed: inout [UInt64], positionBits: UInt64) {
    let fieldBits = packed.reduce(0) { $0 | $1 } >> positionBits
    var shift = positionBits
    var remaining = UInt64(UInt64.bitWidth - fieldBits.leadingZeroBitCount)
    var scratch = [UInt64](repeating: 0, count: packed.count)
    var counts = [Int](repeating: 0, count: 1 << digitBits)
    while remaining > 0 {
      let mask = (UInt64(1) << min(digitBits, remaining)) - 1
      for bucket in counts.indices { counts[bucket] = 0 }
      for key in packed { counts[Int((key >> shift) & mask)] += 1 }
      var total = 0
      for bucket in counts.indices {
        let count = counts[bucket]
        counts[bucket] = total
        total += count
      }
      for key in packed {
        let bucket = Int((key >> shift) & mask)
        scratch[counts[bucket]] = key
        counts[bucket] += 1
      }
      swap(&packed, &scratch)
      shift += digitBits
      remaining -= min(digitBits, remaining)
    }
  }

  /// The bits one radix pass sorts by.
  private static let digitBits: UInt64 = 11

  /// The bit widths of a sheet's key fields.
  private struct Packing {
    let maxOrigin: UInt64
    let maxLayer: UInt64
    /// The shifts of origin, layer, ids, classes and types (the position is the low bits).
    let originShift: UInt64
    let layerShift: UInt64
    let idsShift: UInt64
    let classesShift: UInt64
    let typesShift: UInt64
    let positionMask: UInt64
    let positionBits: UInt64

    /// `nil` when the fields need more than 64 bits, one is negative, or the rules are not
    /// in order of appearance (then a position would not stand for its order).
    init?(_ keys: [RuleSortKey]) {
      var (maxOrigin, maxLayer, maxIDs, maxClasses, maxTypes) = (0, 0, 0, 0, 0)
      var previousOrder = Int.min
      for key in keys {
        guard key.origin >= 0, key.layer >= 0, key.specificity.ids >= 0,
          key.specificity.classes >= 0, key.specificity.types >= 0, key.order >= previousOrder
        else { return nil }
        previousOrder = key.order
        maxOrigin = max(maxOrigin, key.origin)
        if key.layer != Int.max { maxLayer = max(maxLayer, key.layer) }
        maxIDs = max(maxIDs, key.specificity.ids)
        maxClasses = max(maxClasses, key.specificity.classes)
        maxTypes = max(maxTypes, key.specificity.types)
      }
      // Unlayered rules (`Int.max`) come after every layer: one more than the last.
      guard maxLayer < Int.max - 1 else { return nil }
      maxLayer += 1
      func width(_ value: Int) -> UInt64 { UInt64(Int.bitWidth - value.leadingZeroBitCount) }
      let positionWidth = width(keys.count)
      typesShift = positionWidth
      classesShift = typesShift + width(maxTypes)
      idsShift = classesShift + width(maxClasses)
      layerShift = idsShift + width(maxIDs)
      originShift = layerShift + width(maxLayer)
      guard originShift + width(maxOrigin) <= 64 else { return nil }
      self.maxOrigin = UInt64(maxOrigin)
      self.maxLayer = UInt64(maxLayer)
      positionMask = (1 << positionWidth) - 1
      positionBits = positionWidth
    }

    /// The packed key of the rule at `position`: important precedence reverses the origins
    /// and the layers.
    @inline(__always)
    func key(_ key: RuleSortKey, _ position: Int, important: Bool) -> UInt64 {
      var origin = UInt64(key.origin)
      var layer = key.layer == Int.max ? maxLayer : UInt64(key.layer)
      if important {
        origin = maxOrigin - origin
        layer = maxLayer - layer
      }
      return origin << originShift | layer << layerShift
        | UInt64(key.specificity.ids) << idsShift
        | UInt64(key.specificity.classes) << classesShift
        | UInt64(key.specificity.types) << typesShift | UInt64(position)
    }

    /// Sorts `packed` (its positions ascending) and returns the positions in it.
    func positions(sorting packed: inout [UInt64]) -> [Int] {
      if packed.count < RankSort.minimumRadixCount {
        packed.sort()
      } else {
        RankSort.radixSort(&packed, positionBits: positionBits)
      }
      return packed.map { Int($0 & positionMask) }
    }
  }
}
