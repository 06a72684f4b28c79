/// An immutable copy of an array in memory the owner frees itself: reading an element costs
/// a load, with no reference counting — what the matching hot loops need. The owner (a
/// final class) frees it in its `deinit` and keeps itself alive while readers use it.
package struct FrozenBuffer<Element>: @unchecked Sendable {
  package let base: UnsafeMutableBufferPointer<Element>

  package init(_ elements: [Element]) {
    base = UnsafeMutableBufferPointer.allocate(capacity: max(1, elements.count))
    _ = base.initialize(from: elements)
    count = elements.count
  }

  package let count: Int

  @inline(__always)
  package subscript(index: Int) -> Element { base[index] }

  /// Releases the memory; the buffer must not be read afterwards.
  package func free() {
    base.baseAddress?.deinitialize(count: count)
    base.deallocate()
  }
}
