import Foundation
import SkinKitStudio
import Testing

/// The studio's server over real sockets, with hostile clients: every malformed request gets
/// its 4xx and the server goes on; connections and time are bounded.
@Suite("HTTP server")
struct HTTPServerTests {
  /// A server that answers `hello` (and echoes a body's length), started on a free port.
  static func server(_ configure: (inout HTTPServer.Configuration) -> Void = { _ in }) throws
    -> HTTPServer
  {
    var configuration = HTTPServer.Configuration(address: "127.0.0.1", port: 0)
    configure(&configuration)
    let server = try HTTPServer(configuration: configuration) { request in
      .response(.text(.ok, "hello \(request.method) \(request.body.count)"))
    }
    server.start()
    return server
  }

  @Test("a request is answered, and the connection closes")
  func answers() throws {
    let server = try Self.server()
    defer { server.stop() }
    let response = try RawHTTP(port: server.port).request("GET", "/")
    #expect(response.status == 200)
    #expect(response.text == "hello GET 0\n")
    #expect(response.headers["connection"] == "close")
    let head = try RawHTTP(port: server.port).request("HEAD", "/")
    #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == "13")
  }

  @Test(
    "hostile requests get their 4xx (or 5xx) one after another, and the server goes on",
    arguments: [
      ("\u{16}\u{03}\u{01}\u{00}\u{a5}\u{01}\u{00}", 400),
      ("GET /\u{0} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\r\n b\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\n\r\n", 400),
      ("GET / HTTP/3.0\r\nHost: 127.0.0.1\r\n\r\n", 505),
      ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
      ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n\r\n", 403),
      ("GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
    ])
  func hostile(text: String, status: Int) throws {
    let server = try Self.server()
    defer { server.stop() }
    let client = RawHTTP(port: server.port)
    #expect(try client.send(text).status == status)
    #expect(try client.request("GET", "/").status == 200, "the server goes on")
  }

  @Test("a request line, head or body over the limits: 414, 431, 413, read no further")
  func oversized() throws {
    let server = try Self.server {
      $0.limits = HTTPLimits(requestLine: 1024, head: 4096, headerCount: 16, body: 65536)
    }
    defer { server.stop() }
    let client = RawHTTP(port: server.port)
    #expect(try client.send("GET /" + String(repeating: "a", count: 5000)).status == 414)
    let fields = (0..<17).map { "X-\($0): y\r\n" }.joined()
    #expect(try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(fields)\r\n").status == 431)
    let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + String(repeating: "b", count: 8000)
    #expect(try client.send(head).status == 431)
    // A body larger than allowed, sent whole: the 413 still reaches the client.
    let body = [UInt8](repeating: 0x61, count: 300_000)
    let large = try client.send(
      Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        + body)
    #expect(large.status == 413)
    #expect(
      try client.request("POST", "/", body: Array(repeating: 0x62, count: 65536)).text
        == "hello POST 65536\n")
  }

  @Test(
    "a client that stops mid-request is answered 408 when its time is up; a silent one is closed")
  func slowClients() throws {
    let server = try Self.server { $0.requestTimeout = .milliseconds(300) }
    defer { server.stop() }
    let slow = try RawHTTP.Connection(port: server.port)
    slow.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
    #expect(try RawHTTP.parse(slow.readToEnd()).status == 408)
    let silent = try RawHTTP.Connection(port: server.port)
    #expect(silent.readToEnd().isEmpty, "closed without an answer")
    #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
  }

  @Test("connections over the limit are answered 503 at once; the others are served")
  func connectionLimit() throws {
    let server = try Self.server {
      $0.maximumConnections = 3
      $0.requestTimeout = .seconds(30)
    }
    defer { server.stop() }
    // Three connections that send nothing hold every place.
    let held = try (0..<3).map { _ in try RawHTTP.Connection(port: server.port) }
    #expect(eventually { server.openConnections == 3 })
    let refused = try RawHTTP.Connection(port: server.port)
    let answer = try RawHTTP.parse(refused.readToEnd())
    #expect(answer.status == 503)
    #expect(answer.headers["retry-after"] == "1")
    // A held connection is still served.
    held[0].send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    #expect(try RawHTTP.parse(held[0].readToEnd()).status == 200)
    #expect(eventually { server.openConnections == 2 })
    #expect(try RawHTTP(port: server.port).request("GET", "/").status == 200)
  }

  @Test("Expect: 100-continue gets its 100 before the content is sent")
  func continues() throws {
    let server = try Self.server()
    defer { server.stop() }
    let connection = try RawHTTP.Connection(port: server.port)
    connection.send(
      Array(
        "PUT / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n"
          .utf8))
    let interim = connection.read { $0.hasSuffix("\r\n\r\n") }
    #expect(interim == "HTTP/1.1 100 Continue\r\n\r\n")
    connection.send(Array("abc".utf8))
    let response = try RawHTTP.parse(connection.readToEnd())
    #expect(response.status == 200 && response.text == "hello PUT 3\n")
  }

  @Test("a request for another host is refused at its head: no 100 Continue, no content read")
  func refusedAtTheHead() throws {
    let server = try Self.server()
    defer { server.stop() }
    let connection = try RawHTTP.Connection(port: server.port)
    connection.send(
      Array(
        ("PUT / HTTP/1.1\r\nHost: rebound.example\r\nExpect: 100-continue\r\n"
          + "Content-Length: 4000000\r\n\r\n").utf8))
    let response = try RawHTTP.parse(connection.readToEnd())
    #expect(response.status == 403)
    #expect(response.text.contains("rebound.example"))
  }

  @Test("an address that is not one is refused; a port in use too")
  func binding() throws {
    #expect(throws: SocketError.self) {
      try HTTPServer(configuration: .init(address: "studio.example", port: 0)) { _ in
        .response(.text(.ok, ""))
      }
    }
    let server = try Self.server()
    defer { server.stop() }
    #expect(throws: SocketError.self) {
      try HTTPServer(configuration: .init(address: "127.0.0.1", port: server.port)) { _ in
        .response(.text(.ok, ""))
      }
    }
  }

  @Test("an event stream's head has no length, and its events arrive as written")
  func events() throws {
    var configuration = HTTPServer.Configuration(address: "127.0.0.1", port: 0)
    configuration.writeTimeout = .seconds(5)
    let server = try HTTPServer(configuration: configuration) { _ in
      .events { writer in
        writer.send(ServerSentEvent(name: "state", data: "one"))
        writer.send(ServerSentEvent(name: "state", data: "two\nlines"))
      }
    }
    server.start()
    defer { server.stop() }
    let connection = try RawHTTP.Connection(port: server.port)
    connection.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    let text = String(decoding: connection.readToEnd(), as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    #expect(parts[0].hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(parts[0].contains("Content-Type: text/event-stream"))
    #expect(!parts[0].contains("Content-Length"))
    #expect(
      EventStreamReader.events(in: parts.dropFirst().joined(separator: "\r\n\r\n"))
        == [.init(name: "state", data: "one"), .init(name: "state", data: "two\nlines")])
  }
}
