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
