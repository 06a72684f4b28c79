import SkinKitSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON-RPC connection over two file descriptors — the process's standard input and output
/// for `skss lsp`, pipes in tests: reads frames from one, writes framed messages to the
/// other, whole, one at a time (any thread may send).
///
/// ```swift
/// let connection = MessageConnection(input: 0, output: 1)
/// connection.send(["jsonrpc": "2.0", "method": "window/logMessage", "params": [:]])
/// connection.readFrames { frames in … }   // until the input ends
/// ```
package final class MessageConnection: Sendable {
  private let input: Int32
  private let output: Int32
  /// Held while a message is written, so that two never interleave.
  private let writing = Locked(())

  package init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  /// Reads until the input ends, calling `handle` with the frames completed by each read,
  /// in order (a client's burst — a request and its cancellation — comes as one batch).
  package func readFrames(_ handle: ([MessageReader.Frame]) -> Void) {
    var reader = MessageReader()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      reader.append(chunk[0..<count])
      var frames: [MessageReader.Frame] = []
      while let frame = reader.next() { frames.append(frame) }
      if !frames.isEmpty { handle(frames) }
    }
  }

  /// Writes one message, framed. A closed output (the client went away) is ignored: the
  /// server then stops when its input ends.
  package func send(_ message: JSONValue) {
    let bytes = MessageWriter.frame(message.serialized)
    writing.withLock { _ in
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(output, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return }
          offset += written
        }
      }
    }
  }
}
