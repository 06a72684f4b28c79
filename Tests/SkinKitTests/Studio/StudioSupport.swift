import Foundation
import SkinKitStudio

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP client that sends exactly the bytes it is given — what a hostile client sends —
/// and reads the whole answer (every response of the studio closes its connection).
struct RawHTTP {
  let port: Int

  /// A response: status code, fields (names lowercased) and content.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A connected socket.
  final class Connection {
    let descriptor: Int32

    init(port: Int) throws {
      #if canImport(Darwin)
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #else
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #endif
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard descriptor >= 0, connected == 0 else {
        close(descriptor)
        throw Failure(description: "cannot connect to port \(port)")
      }
      var timeout = timeval(tv_sec: 20, tv_usec: 0)
      setsockopt(
        descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes {
          Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return }
        offset += sent
      }
    }

    /// Reads until the server closes the connection (or `limit` bytes, or a timeout).
    func readToEnd(limit: Int = 1 << 24) -> [UInt8] {
      var result: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while result.count < limit {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65536, 0) }
        guard count > 0 else { break }
        result += buffer[..<count]
      }
      return result
    }

    /// Everything read by ``read(until:)`` so far.
    private(set) var received: [UInt8] = []

    /// Reads until `condition` holds for everything received on the connection so far (or
    /// the connection ends); returns all of it.
    @discardableResult
    func read(until condition: (String) -> Bool) -> String {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !condition(String(decoding: received, as: UTF8.self)) {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65536, 0) }
        guard count > 0 else { break }
        received += buffer[..<count]
      }
      return String(decoding: received, as: UTF8.self)
    }
  }

  /// Sends bytes on a new connection and reads the answer.
  func send(_ bytes: [UInt8]) throws -> Response {
    let connection = try Connection(port: port)
    connection.send(bytes)
    return try Self.parse(connection.readToEnd())
  }

  func send(_ text: String) throws -> Response { try send(Array(text.utf8)) }

  /// A well-formed request.
  func request(
    _ method: String, _ target: String, host: String? = nil, headers: [(String, String)] = [],
    body: [UInt8] = []
  ) throws -> Response {
    var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "PUT" || method == "POST" {
      text += "Content-Length: \(body.count)\r\n"
    }
    return try send(Array((text + "\r\n").utf8) + body)
  }

  static func parse(_ bytes: [UInt8]) throws -> Response {
    let separator = Array("\r\n\r\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
      throw Failure(description: "no response head in \(String(decoding: bytes, as: UTF8.self))")
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let parts = head[0].split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else {
      throw Failure(description: "not a status line: \(head[0])")
    }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
  }
}

/// Waits (bounded) until `condition` holds; whether it did.
func eventually(within limit: Duration = .seconds(20), _ condition: () throws -> Bool) rethrows
  -> Bool
{
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if try condition() { return true }
    Thread.sleep(forTimeInterval: 0.01)
  }
  return try condition()
}

/// A studio on a free port over sheets written to a temporary directory, for the tests.
final class TestStudio {
  static let token = "test-token-0123456789"
  let directory: TemporaryDirectory
  let studio: Studio
  var client: RawHTTP { RawHTTP(port: studio.server.port) }

  /// Writes `files` (name → text) and serves `sheets` of them with the tree `tree` (a name
  /// among `files`, or a path; `nil`: the sample screen).
  init(files: [String: String], sheets: [String], tree: String? = nil) throws {
    let directory = try TemporaryDirectory("studio")
    self.directory = directory
    for (name, text) in files {
      let path = directory.path(name)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    var configuration = Studio.Configuration(
      sheets: sheets.map { $0.hasPrefix("/") ? $0 : directory.path($0) },
      tree: tree.map { files[$0] == nil ? $0 : directory.path($0) })
    configuration.server.port = 0
    configuration.token = Self.token
    studio = try Studio(configuration: configuration)
    studio.start()
    guard studio.waitUntilLoaded(timeout: .seconds(30)) else {
      studio.stop()
      throw RawHTTP.Failure(description: "the studio did not load its sheets")
    }
  }

  deinit {
    studio.stop()
    directory.remove()
  }

  /// `GET /t/TOKEN/<path>`.
  func get(_ path: String, headers: [(String, String)] = []) throws -> RawHTTP.Response {
    try client.request("GET", "/t/\(Self.token)/" + path, headers: headers)
  }

  /// The JSON of `GET /t/TOKEN/<path>`.
  func json(_ path: String) throws -> [String: Any] { try get(path).json }

  /// A node's details in the tree file (`api/node`).
  func details(_ node: String, environment: String = "") throws -> [String: Any] {
    try json(
      "api/node?source=tree&env=\(RequestTarget.encode(environment))&path=\(RequestTarget.encode(node))"
    )["details"]
      as? [String: Any] ?? [:]
  }

  /// A property of a node's details.
  func property(_ name: String, of node: String, environment: String = "") throws -> [String: Any]?
  {
    let properties = try details(node, environment: environment)["properties"] as? [[String: Any]]
    return properties?.first { $0["name"] as? String == name }
  }

  /// The page's state.
  func state() throws -> [String: Any] { try json("api/state") }
}
