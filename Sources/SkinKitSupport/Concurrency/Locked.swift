#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock, used as `Synchronization.Mutex` is, but built on a
/// `pthread_mutex_t`. ThreadSanitizer understands pthread mutexes; `Mutex` on Linux hands a
/// contended lock over in the kernel (a priority-inheritance futex) where ThreadSanitizer
/// cannot see it, so every access a `Mutex` guards is reported as a race whenever two threads
/// happen to contend — which turns `Scripts/tsan.sh` into a coin toss. Every lock in SkinKit
/// is this one.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["a", default: 0] += 1 }
/// counts.withLock { $0["a"] }   // 1
/// ```
package final class Locked<Value>: @unchecked Sendable {
  // Visible to inlinable code, so callers in other modules may get `withLock` specialized.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var value: Value

  package init(_ value: sending Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, the lock held.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
