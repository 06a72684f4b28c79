extension Array {
  /// Moves every element of `other` to the end of this array, in order, and leaves `other`
  /// empty. Unlike `append(contentsOf:)`, it retains nothing: elements are moved, not
  /// copied. Joining the halves of a sheet parsed on two cores, copying would retain every
  /// object the other core made, pulling each one's memory across — a millisecond for a
  /// large sheet.
  ///
  /// ```swift
  /// var first = [1, 2]
  /// var second = [3, 4]
  /// first.appendMoving(&second)   // first == [1, 2, 3, 4], second == []
  /// ```
  @inlinable package mutating func appendMoving(_ other: inout [Element]) {
    reserveCapacity(count + other.count)
    // Reversed through a buffer pointer, whose swaps move: `Array.reverse()` copies each
    // element it swaps (a retain and a release per reference it holds).
    other.withUnsafeMutableBufferPointer { $0.reverse() }
    while let element = other.popLast() { append(element) }
  }
}
