import SkinKitSupport
import SkinKitSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An interned name: a type, style class or identifier, compared as an integer.
///
/// Interning happens once, when a selector is parsed or a class is set on an element, so
/// matching compares integers instead of strings.
///
/// ```swift
/// let primary = StyleName("primary")
/// primary == StyleName("primary")   // true, and the comparison is one integer compare
/// primary.string                    // "primary"
/// ```
@usableFromInline
package struct StyleName: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The interned number; equal names have equal numbers within one process.
  public let id: UInt32
  /// The name's text.
  public let string: String

  /// Interns `string`.
  public init(_ string: String) {
    if let names = ThreadNames.current {
      self.id = names.id(of: string)
    } else {
      self.id = StyleName.table.withLock { $0.intern(string) }
    }
    self.string = string
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// A name interned before, as its number and string.
  init(interned id: UInt32, string: String) {
    self.id = id
    self.string = string
  }

  public static func == (lhs: StyleName, rhs: StyleName) -> Bool { lhs.id == rhs.id }
  public static func < (lhs: StyleName, rhs: StyleName) -> Bool { lhs.string < rhs.string }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { string }

  /// The process's names: read through each thread's ``ThreadNames``.
  fileprivate static let table = Locked(NameTable())
}

/// The names one thread has interned, so that it interns a name it has seen before without
/// taking the process-wide lock: threads compiling two halves of a sheet at once would
/// otherwise hand that lock (and the table's memory) back and forth for every name of
/// every selector, which cost more than the work itself. Numbers are never taken back, so a
/// thread's copy is never stale.
private final class ThreadNames {
  /// Held in one property, so that a lookup checks exclusive access once.
  var names = InternedNames()
  /// The numbers of names read from files, by the bytes they are written with (see
  /// ``WrittenNames``).
  let written = NameCache()

  /// The calling thread's names, made when it first interns one and freed when it exits;
  /// `nil` when the process has no thread-specific key left to give (names are then
  /// interned under the lock every time).
  static var current: ThreadNames? {
    guard let key else { return nil }
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<ThreadNames>.fromOpaque(pointer).takeUnretainedValue()
    }
    let names = ThreadNames()
    let retained = Unmanaged.passRetained(names)
    guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
      retained.release()
      return nil
    }
    return names
  }

  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      #if canImport(Darwin)
      Unmanaged<ThreadNames>.fromOpaque(pointer).release()
      #else
      if let pointer { Unmanaged<ThreadNames>.fromOpaque(pointer).release() }
      #endif
    }
    return status == 0 ? key : nil
  }()

  func id(of string: String) -> UInt32 { names.id(of: string) }
}

/// Interns the names a selector parser reads from a file's tokens, on the calling thread: a
/// name met before is found by the bytes it is written with (a sheet's selectors repeat a
/// few hundred names) instead of being hashed again.
///
/// ```swift
/// file.bytes.withUnsafeBufferPointer { bytes in
///   let names = WrittenNames(bytes: bytes)
///   names.name(token.value, writtenAt: token.start..<token.end)
/// }
/// ```
struct WrittenNames {
  private let thread: ThreadNames?
  /// The file's bytes, which the tokens' offsets are in (`nil`: tokens of no file, whose
  /// names are interned by their strings alone).
  let bytes: UnsafeBufferPointer<UInt8>?

  init(bytes: UnsafeBufferPointer<UInt8>?) {
    self.bytes = bytes
    thread = bytes == nil ? nil : ThreadNames.current
  }

  /// The interned name `string`, written as the bytes in `range`.
  func name(_ string: String, writtenAt range: Range<Int>) -> StyleName {
    guard let thread, let bytes else { return StyleName(string) }
    let id = thread.written.number(of: string, writtenAt: range, in: bytes) {
      thread.id(of: string)
    }
    return StyleName(interned: id, string: string)
  }
}

/// A thread's interned names: their numbers by their text.
private struct InternedNames {
  var ids = StringTable(capacity: 256)

  mutating func id(of string: String) -> UInt32 {
    UInt32(ids.value(for: string) { Int(StyleName.table.withLock { $0.intern(string) }) })
  }
}

private struct NameTable: Sendable {
  /// Interning is done for every name of every selector parsed: a StringTable, not a
  /// Dictionary (whose SipHash costs more than the rest of the lookup).
  var ids = StringTable(capacity: 1024)

  mutating func intern(_ string: String) -> UInt32 {
    let next = ids.count + 1
    return UInt32(ids.value(for: string) { next })
  }
}
