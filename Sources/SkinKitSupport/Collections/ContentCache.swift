#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists of strings computed from pieces of a text, by the bytes of each piece: what working
/// on a document again after an edit takes from the pieces the edit did not touch (the
/// language server keeps one per document and use: the type names each rule's selector
/// names, each rule's selector as `skss format` prints it).
///
/// The value must be a function of the bytes (and of `variant`) alone. A pass over the
/// document starts with ``startPass()``: the values the pass before asked for are kept for
/// this one, and the rest are forgotten, so the cache holds what one version of the
/// document needs, however long it is edited.
///
/// ```swift
/// let cache = ContentCache()
/// cache.startPass()
/// cache.value(for: Array("a > b".utf8)[...]) { ["a"] }   // ["a"], computed
/// cache.startPass()
/// cache.value(for: Array("a > b".utf8)[...]) { [] }      // ["a"], kept
/// ```
package final class ContentCache: Sendable {
  /// A value, with the bytes and variant it is for (entries are found by a hash of those,
  /// and checked against them).
  private struct Entry {
    let bytes: [UInt8]
    let variant: Int
    let value: [String]
  }

  private struct Passes {
    var current: [UInt64: Entry] = [:]
    var previous: [UInt64: Entry] = [:]
  }

  private let passes = Locked(Passes())

  package init() {}

  /// Forgets what the pass before this one did not ask for.
  package func startPass() {
    passes.withLock { passes in
      passes.previous = passes.current
      passes.current = [:]
      passes.current.reserveCapacity(passes.previous.count)
    }
  }

  /// The value for `bytes` (and `variant`, for values that depend on something else too),
  /// made by `make` when no pass since the one before asked for it.
  package func value(
    for bytes: ArraySlice<UInt8>, variant: Int = 0, _ make: () -> [String]
  ) -> [String] {
    let hash = Self.hash(bytes, variant)
    if let kept = kept(bytes, variant, hash) { return kept }
    let made = make()
    keep(made, bytes, variant, hash)
    return made
  }

  /// The value kept for `bytes` (and `variant`) by this pass or the one before, or `nil`
  /// (the value is then kept for this pass; nothing is made).
  package func kept(for bytes: ArraySlice<UInt8>, variant: Int = 0) -> [String]? {
    kept(bytes, variant, Self.hash(bytes, variant))
  }

  /// Keeps `value` for `bytes` (and `variant`) in this pass, in place of any value kept
  /// for them: for values known only after the pass asked for them (what a later check
  /// found of a piece).
  package func keep(_ value: [String], for bytes: ArraySlice<UInt8>, variant: Int = 0) {
    keep(value, bytes, variant, Self.hash(bytes, variant))
  }

  /// FNV-1a over the bytes and the variant: the bytes are copied only when a value is kept,
  /// not to look one up.
  private static func hash(_ bytes: ArraySlice<UInt8>, _ variant: Int) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBufferPointer { bytes in
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    return (hash ^ UInt64(UInt(bitPattern: variant))) &* 0x100_0000_01b3
  }

  private func kept(_ bytes: ArraySlice<UInt8>, _ variant: Int, _ hash: UInt64) -> [String]? {
    func matches(_ entry: Entry) -> Bool {
      guard entry.variant == variant, entry.bytes.count == bytes.count else { return false }
      return entry.bytes.withUnsafeBufferPointer { kept in
        bytes.withUnsafeBufferPointer { bytes in
          bytes.isEmpty || memcmp(kept.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
      }
    }
    return passes.withLock { passes -> [String]? in
      if let entry = passes.current[hash], matches(entry) { return entry.value }
      guard let entry = passes.previous[hash], matches(entry) else { return nil }
      passes.current[hash] = entry
      return entry.value
    }
  }

  private func keep(_ value: [String], _ bytes: ArraySlice<UInt8>, _ variant: Int, _ hash: UInt64) {
    // Two pieces with one hash: the later one's value is kept.
    let entry = Entry(bytes: Array(bytes), variant: variant, value: value)
    passes.withLock { $0.current[hash] = entry }
  }
}
