import SkinKitSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected or listening TCP socket: the few POSIX calls the server makes, with
/// deadlines (every wait is a `poll` bounded by one), on Linux and Apple platforms. The
/// descriptor is closed once, by ``close()``.
final class Socket: @unchecked Sendable {
  // The descriptor is written only by `close()`, under the lock; reads and writes of the
  // socket itself are made by one thread at a time (the connection's).
  private let lock = Locked(Int32(-1))

  init(descriptor: Int32) { lock.withLock { $0 = descriptor } }

  var descriptor: Int32 { lock.withLock { $0 } }

  /// A socket listening on `address` (an IPv4 or IPv6 address, not a name) and `port` (0:
  /// one the system picks).
  static func listen(address: String, port: Int, backlog: Int32 = 64) throws(SocketError)
    -> Socket
  {
    var hints = addrinfo()
    hints.ai_flags = AI_PASSIVE | AI_NUMERICHOST | AI_NUMERICSERV
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = streamType
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(address, String(port), &hints, &list) == 0, let info = list else {
      throw SocketError("'\(address)' is not an IP address such as 127.0.0.1 or ::1")
    }
    defer { freeaddrinfo(list) }
    let descriptor = socket(info.pointee.ai_family, streamType, 0)
    guard descriptor >= 0 else { throw SocketError.last("cannot create a socket") }
    let socket = Socket(descriptor: descriptor)
    socket.setCloseOnExec()
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
      let error = SocketError.last("cannot listen on \(address) port \(port)")
      socket.close()
      throw error
    }
    guard systemListen(descriptor, backlog) == 0 else {
      let error = SocketError.last("cannot listen on \(address) port \(port)")
      socket.close()
      throw error
    }
    return socket
  }

  /// The port the socket is bound to.
  var localPort: Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let found = withUnsafeMutablePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard found == 0 else { return 0 }
    let family = storage.ss_family
    return withUnsafePointer(to: &storage) { pointer in
      if family == sa_family_t(AF_INET6) {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin6_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }

  /// The next connection; `nil` if accepting failed (a connection reset before it was
  /// accepted, no descriptors left).
  func accept() -> Socket? {
    let client = systemAccept(descriptor, nil, nil)
    guard client >= 0 else { return nil }
    let socket = Socket(descriptor: client)
    socket.setCloseOnExec()
    var one: Int32 = 1
    // Events are small writes that must leave at once, not wait for an acknowledgement.
    setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
    setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return socket
  }

  /// Waits until the socket can be read (or written), for at most `milliseconds`; whether it
  /// can. An error or a hang-up counts as readable (the read then says what happened).
  func wait(forWriting: Bool = false, milliseconds: Int) -> Bool {
    var entry = pollfd(
      fd: descriptor, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
    while true {
      let result = poll(&entry, 1, Int32(clamping: max(0, milliseconds)))
      if result < 0 && errno == EINTR { continue }
      return result > 0
    }
  }

  /// Reads what has arrived (up to `capacity` bytes); empty at the end of the stream or on
  /// an error.
  func read(capacity: Int = 64 * 1024) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: capacity)
    while true {
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, capacity) }
      if count < 0 && errno == EINTR { continue }
      return count > 0 ? Array(bytes[..<count]) : []
    }
  }

  /// Writes every byte before `deadline`; whether it did.
  func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero, wait(forWriting: true, milliseconds: remaining.milliseconds) else {
        return false
      }
      let written = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, sendFlags)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Stops sending (the client reads the end of the response), then reads and drops what
  /// the client still sends for a while before closing: closing with unread bytes would
  /// reset the connection, and the client could lose the response (a 413 to a large upload).
  func closeAfterLingering(milliseconds: Int = 500, upTo limit: Int = 1 << 20) {
    shutdown(descriptor, Int32(shutdownWrite))
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    var drained = 0
    while drained < limit {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero, wait(milliseconds: remaining.milliseconds) else { break }
      let bytes = read()
      if bytes.isEmpty { break }
      drained += bytes.count
    }
    close()
  }

  /// Closes the descriptor (once; later calls do nothing).
  func close() {
    let descriptor = lock.withLock { descriptor -> Int32 in
      defer { descriptor = -1 }
      return descriptor
    }
    if descriptor >= 0 { _ = systemClose(descriptor) }
  }

  /// Wakes a thread blocked on this socket (`shutdown`), without closing it. Under the lock,
  /// so that it never reaches a descriptor number ``close()`` has given back meanwhile.
  func shutdownBoth() {
    lock.withLock { descriptor in
      if descriptor >= 0 { shutdown(descriptor, Int32(shutdownReadWrite)) }
    }
  }

  private func setCloseOnExec() {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  deinit { close() }
}

/// A socket call that failed: what was being done, and the system's reason.
package struct SocketError: Error, CustomStringConvertible {
  package let description: String

  init(_ description: String) { self.description = description }

  static func last(_ doing: String) -> SocketError {
    SocketError("\(doing): \(String(cString: strerror(errno)))")
  }
}

/// The pipe that wakes the accept loop when the server stops.
struct WakePipe: @unchecked Sendable {
  let read: Int32
  let write: Int32

  init?() {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    read = descriptors[0]
    write = descriptors[1]
    _ = fcntl(read, F_SETFD, FD_CLOEXEC)
    _ = fcntl(write, F_SETFD, FD_CLOEXEC)
  }

  func wake() {
    var byte: UInt8 = 1
    _ = systemWrite(write, &byte, 1)
  }

  func close() {
    _ = systemClose(read)
    _ = systemClose(write)
  }
}

extension Duration {
  /// Whole milliseconds, rounded up (a wait of 0.2 ms waits 1).
  var milliseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }
}

// The system's names, under names that do not clash with the methods above.
#if canImport(Darwin)
private let streamType = SOCK_STREAM
private let sendFlags: Int32 = 0
private let shutdownWrite = SHUT_WR
private let shutdownReadWrite = SHUT_RDWR
#else
private let streamType = Int32(SOCK_STREAM.rawValue)
private let sendFlags = Int32(MSG_NOSIGNAL)
private let shutdownWrite = Int32(SHUT_WR)
private let shutdownReadWrite = Int32(SHUT_RDWR)
#endif

private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
  listen(descriptor, backlog)
}

private func systemAccept(
  _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?,
  _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 {
  accept(descriptor, address, length)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
