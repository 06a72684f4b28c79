/// An immutable copy of an array in memory its owner frees itself: reading an element is a
/// load, with no reference counting — what the matching hot loops need. The owner (a final
/// class) creates it with ``frozen(_:)``, frees it with ``freeFrozen()`` in its `deinit`,
/// and keeps itself alive while readers use it. A plain standard-library buffer pointer, so
/// every module's optimizer inlines and specializes its reads.
package typealias FrozenBuffer<Element> = UnsafeMutableBufferPointer<Element>

extension UnsafeMutableBufferPointer {
  /// A frozen copy of `elements`.
  package static func frozen(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(
      capacity: Swift.max(1, elements.count))
    _ = buffer.initialize(from: elements)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<elements.count])
  }

  /// Releases a buffer made by ``frozen(_:)``; it must not be read afterwards.
  package func freeFrozen() {
    guard let base = baseAddress else { return }
    base.deinitialize(count: count)
    base.deallocate()
  }
}

/// A buffer appended to, then frozen without a copy: what a snapshot's builder writes each
/// node's column values to. An append is a capacity check and a store — no uniqueness check,
/// no reference counting (the element types are plain integers). ``freeze()`` hands the
/// memory to a ``FrozenBuffer`` (its owner frees it); a builder that is not frozen must call
/// ``free()``.
package struct GrowingBuffer<Element: BitwiseCopyable> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  package private(set) var count = 0

  package init(capacity: Int = 64) {
    self.capacity = Swift.max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  package mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  package subscript(index: Int) -> Element {
    @inline(__always) get { base[index] }
    @inline(__always) set { base[index] = newValue }
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The elements as a frozen buffer, which now owns the memory.
  package func freeze() -> FrozenBuffer<Element> {
    FrozenBuffer(start: base, count: count)
  }

  /// Frees the memory (of a buffer not frozen).
  package func free() { base.deallocate() }
}
