import Foundation
import SkinKitSupport

/// What a handler answers a request with.
package enum HTTPReply: Sendable {
  /// A response, after which the connection closes.
  case response(HTTPResponse)
  /// A stream of server-sent events: the head is written, then `stream` runs on the
  /// connection's thread with a writer for the events, and the connection closes when it
  /// returns (it returns when a write fails, or when the server stops).
  case events(@Sendable (EventStreamWriter) -> Void)
}

/// A small HTTP/1.1 server over POSIX sockets: one thread per connection, one request per
/// connection, every wait bounded.
///
/// - Connections: at most ``Configuration/maximumConnections`` at once; one more is answered
///   `503` at once and closed, the others are not disturbed.
/// - Time: a request must arrive whole within ``Configuration/requestTimeout`` of the
///   connection's start (a client that trickles bytes is answered `408`), and a response
///   must be written within ``Configuration/writeTimeout``.
/// - Size: ``HTTPLimits``, checked as bytes arrive.
/// - Every request passes ``HostPolicy`` before its handler sees it.
///
/// A malformed request is answered with a 4xx (or 5xx for what is not implemented) and the
/// connection closed; the server goes on.
///
/// ```swift
/// let server = try HTTPServer(configuration: .init(address: "127.0.0.1", port: 0)) { request in
///   .response(.text(.ok, "hello"))
/// }
/// server.start()
/// print(server.port)
/// server.stop()
/// ```
package final class HTTPServer: Sendable {
  /// Where the server listens and the bounds it keeps.
  package struct Configuration: Sendable {
    /// An IPv4 or IPv6 address (`127.0.0.1`, `::1`, `0.0.0.0`).
    package var address = "127.0.0.1"
    /// The port; 0 lets the system pick a free one.
    package var port = 0
    package var limits = HTTPLimits()
    package var policy = HostPolicy()
    package var maximumConnections = 64
    package var requestTimeout = Duration.seconds(10)
    package var writeTimeout = Duration.seconds(10)

    package init(address: String = "127.0.0.1", port: Int = 0) {
      self.address = address
      self.port = port
    }
  }

  package typealias Handler = @Sendable (HTTPRequest) -> HTTPReply

  package let configuration: Configuration
  /// The port the server listens on.
  package let port: Int
  private let listener: Socket
  private let wake: WakePipe
  private let handler: Handler
  private let state = Locked(State())

  private struct State {
    var started = false
    var stopped = false
    var connections: [ObjectIdentifier: Socket] = [:]
    var acceptLoopDone = false
  }

  /// Binds the socket (a port in use, or an address that is not this machine's, throws).
  package init(configuration: Configuration, handler: @escaping Handler) throws(SocketError) {
    self.configuration = configuration
    self.handler = handler
    listener = try Socket.listen(address: configuration.address, port: configuration.port)
    port = listener.localPort
    guard let wake = WakePipe() else {
      listener.close()
      throw SocketError.last("cannot create a pipe")
    }
    self.wake = wake
  }

  // The accept loop holds the server until it ends: by then nothing uses the pipe.
  deinit { wake.close() }

  /// Whether the server listens on a loopback address only.
  package var isLoopbackOnly: Bool {
    let address = configuration.address
    return address.hasPrefix("127.") || address == "::1" || address == "localhost"
  }

  /// Starts accepting connections (on a thread of its own).
  package func start() {
    let first = state.withLock { state -> Bool in
      defer { state.started = true }
      return !state.started && !state.stopped
    }
    guard first else { return }
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// Whether ``stop()`` was called: event streams end when it is.
  package var isStopped: Bool { state.withLock { $0.stopped } }

  /// Stops accepting, wakes every connection and waits (a little) for them to end.
  package func stop() {
    let connections = state.withLock { state -> [Socket] in
      guard !state.stopped else { return [] }
      state.stopped = true
      return Array(state.connections.values)
    }
    wake.wake()
    for connection in connections { connection.shutdownBoth() }
    let deadline = ContinuousClock.now + .seconds(2)
    while ContinuousClock.now < deadline {
      let done = state.withLock { $0.connections.isEmpty && ($0.acceptLoopDone || !$0.started) }
      if done { break }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// How many connections are open.
  package var openConnections: Int { state.withLock { $0.connections.count } }

  private func acceptLoop() {
    defer {
      listener.close()
      state.withLock { $0.acceptLoopDone = true }
    }
    var entries = [
      pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
    ]
    while !isStopped {
      let ready = poll(&entries, 2, 1000)
      guard ready > 0, !isStopped, entries[0].revents != 0 else { continue }
      guard let client = listener.accept() else {
        // No descriptor left (or a connection reset before it was taken): the listener
        // stays readable, so wait a little rather than spin.
        Thread.sleep(forTimeInterval: 0.01)
        continue
      }
      let admitted = state.withLock { state -> Bool in
        guard !state.stopped, state.connections.count < configuration.maximumConnections else {
          return false
        }
        state.connections[ObjectIdentifier(client)] = client
        return true
      }
      guard admitted else {
        refuse(client)
        continue
      }
      Thread.detachNewThread { [self] in
        serve(client)
        state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(client)) }
      }
    }
  }

  /// Answers a connection over the limit without reading it.
  private func refuse(_ client: Socket) {
    let response = HTTPResponse.text(.serviceUnavailable, "too many connections; try again")
      .adding("Retry-After", "1")
    _ = client.write(
      response.serialized(includingBody: true), deadline: .now + .milliseconds(200))
    client.close()
  }

  /// Reads one request, answers it and closes the connection.
  private func serve(_ client: Socket) {
    let deadline = ContinuousClock.now + configuration.requestTimeout
    var parser = HTTPRequestParser(limits: configuration.limits)
    var sentContinue = false
    var checkedHead = false
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero, client.wait(milliseconds: remaining.milliseconds) else {
        // Silence: a connection that never sent anything just closes.
        if parser.hasStarted && !isStopped {
          answer(client, .failure(HTTPFailure(.requestTimeout, "the request took too long")))
        } else {
          client.close()
        }
        return
      }
      let bytes = client.read()
      guard !bytes.isEmpty, !isStopped else {
        client.close()
        return
      }
      let outcome = parser.append(bytes)
      // A request for a host or from an origin not answered is refused as soon as its head
      // is read: its content is neither waited for nor asked for (`100 Continue`).
      if !checkedHead, let head = parser.head {
        checkedHead = true
        if let refusal = configuration.policy.check(head) {
          answer(client, .failure(refusal))
          return
        }
      }
      switch outcome {
      case .incomplete:
        if parser.expectsContinue && !sentContinue {
          sentContinue = true
          _ = client.write(
            Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), deadline: .now + configuration.writeTimeout
          )
        }
      case .failure(let failure):
        answer(client, .failure(failure))
        return
      case .request(let request):
        switch handler(request) {
        case .response(let response):
          answer(client, response, includingBody: request.method != "HEAD")
        case .events(let stream):
          runEvents(client, stream)
        }
        return
      }
    }
  }

  private func answer(_ client: Socket, _ response: HTTPResponse, includingBody: Bool = true) {
    let deadline = ContinuousClock.now + configuration.writeTimeout
    if client.write(response.serialized(includingBody: includingBody), deadline: deadline) {
      client.closeAfterLingering()
    } else {
      client.close()
    }
  }

  private func runEvents(_ client: Socket, _ stream: @Sendable (EventStreamWriter) -> Void) {
    let head = HTTPResponse(
      .ok,
      headers: [
        .init("Content-Type", "text/event-stream; charset=utf-8"),
        .init("X-Accel-Buffering", "no"),
      ]
    ).streamHead
    let writer = EventStreamWriter(socket: client, timeout: configuration.writeTimeout)
    if writer.write(head) { stream(writer) }
    client.close()
  }
}

/// Writes server-sent events to one connection (a connection's thread writes; anyone may
/// ask whether it failed).
package final class EventStreamWriter: Sendable {
  private let socket: Socket
  private let timeout: Duration
  private let failed = Locked(false)

  init(socket: Socket, timeout: Duration) {
    self.socket = socket
    self.timeout = timeout
  }

  /// Sends an event; `false` once the connection is gone (the stream should end).
  @discardableResult
  package func send(_ event: ServerSentEvent) -> Bool { write(Array(event.serialized.utf8)) }

  /// Sends text already in the stream's format (a comment, a `retry:`).
  @discardableResult
  package func send(raw text: String) -> Bool { write(Array(text.utf8)) }

  /// Whether a write has failed.
  package var hasFailed: Bool { failed.withLock { $0 } }

  fileprivate func write(_ bytes: [UInt8]) -> Bool {
    guard !hasFailed else { return false }
    let written = socket.write(bytes, deadline: .now + timeout)
    if !written { failed.withLock { $0 = true } }
    return written
  }
}
