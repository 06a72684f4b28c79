import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP server on 127.0.0.1 for live-reload tests: Python's `http.server`, started
/// on a free port the system picks, serving a temporary directory.
///
/// - Each answer carries an `ETag` (a hash of the content) and `Last-Modified`, and a
///   conditional request whose validator still matches gets `304 Not Modified`. A file with
///   a `NAME.no-etag` marker beside it is served with `Last-Modified` only.
/// - A missing file is a 404.
/// - A file with a `NAME.hang` marker beside it is never answered.
///
/// Every request is printed as `GET /path STATUS`; ``waitForRequest(_:count:)`` waits for
/// those lines (bounded by `eventDeadline`).
final class HTTPTestServer: @unchecked Sendable {
  static let script = #"""
    import email.utils, hashlib, http.server, os, signal, sys, threading

    # A child started from a thread that blocks signals inherits the mask: unblock them so
    # the test can stop the server.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    ROOT = sys.argv[1]

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            name = self.path.split("?")[0].lstrip("/")
            path = os.path.join(ROOT, name)
            if os.path.exists(path + ".hang"):
                print(f"GET /{name} hang", flush=True)
                threading.Event().wait()
                return
            try:
                with open(path, "rb") as f:
                    body = f.read()
                modified = int(os.stat(path).st_mtime)
            except OSError:
                self.answer(404, b"not found\n", name, {})
                return
            headers = {"Last-Modified": email.utils.formatdate(modified, usegmt=True)}
            etag = None
            if not os.path.exists(path + ".no-etag"):
                etag = '"' + hashlib.sha1(body).hexdigest() + '"'
                headers["ETag"] = etag
            match = self.headers.get("If-None-Match")
            since = self.headers.get("If-Modified-Since")
            if etag is not None and match is not None:
                if match == etag:
                    self.answer(304, None, name, headers)
                    return
            elif since is not None:
                try:
                    if modified <= email.utils.parsedate_to_datetime(since).timestamp():
                        self.answer(304, None, name, headers)
                        return
                except (TypeError, ValueError):
                    pass
            self.answer(200, body, name, headers)

        def answer(self, status, body, name, headers):
            self.send_response(status)
            for key, value in headers.items():
                self.send_header(key, value)
            if body is not None:
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if body is not None:
                self.wfile.write(body)
            print(f"GET /{name} {status}", flush=True)

        def log_message(self, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True

    def exit_with_parent():
        # Standard input is a pipe from the test process: it ends when that process does.
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=exit_with_parent, daemon=True).start()
    server = Server(("127.0.0.1", 0), Handler)
    print(f"port {server.server_address[1]}", flush=True)
    server.serve_forever()
    """#

  let root: TemporaryDirectory
  private(set) var port = 0
  private let process = Process()
  /// The server's standard input, held open for as long as the server should live.
  private let input = Pipe()
  private let condition = NSCondition()
  private var lines: [String] = []
  private var ended = false

  /// Starts the server; throws if it does not report its port in time.
  init() throws {
    root = try TemporaryDirectory("http")
    let scriptPath = root.path + ".py"
    try Self.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-u", scriptPath, root.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = input
    try process.run()
    let handle = output.fileHandleForReading
    Thread.detachNewThread { [self] in self.read(handle) }
    guard let line = waitForLine(where: { $0.hasPrefix("port ") }),
      let port = Int(line.dropFirst(5))
    else {
      stop()
      throw ServerError(message: "the test server did not start")
    }
    self.port = port
  }

  struct ServerError: Error { var message: String }

  func url(_ name: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(name)")! }

  /// Every request line so far.
  var requests: [String] {
    condition.lock()
    defer { condition.unlock() }
    return lines.filter { $0.hasPrefix("GET ") }
  }

  /// Waits until `line` (`GET /main.skss 304`) has been printed `count` times.
  @discardableResult
  func waitForRequest(_ line: String, count: Int = 1) -> Bool {
    waitForLine(where: { $0 == line }, count: count) != nil
  }

  /// Stops the server (threads that never answer die with it) and removes its files.
  func stop() {
    if process.isRunning {
      // SIGKILL: the server's threads that never answer must not keep it alive.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: root.path + ".py")
    root.remove()
  }

  private func read(_ handle: FileHandle) {
    var buffer = Data()
    while true {
      let data = handle.availableData
      condition.lock()
      if data.isEmpty {
        ended = true
        condition.broadcast()
        condition.unlock()
        return
      }
      buffer.append(data)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
        buffer.removeSubrange(buffer.startIndex...newline)
      }
      condition.broadcast()
      condition.unlock()
    }
  }

  private func waitForLine(where matches: (String) -> Bool, count: Int = 1) -> String? {
    let deadline = Date(timeIntervalSinceNow: eventDeadline.timeInterval)
    condition.lock()
    defer { condition.unlock() }
    while true {
      let found = lines.filter(matches)
      if found.count >= count { return found[count - 1] }
      if ended || !condition.wait(until: deadline) { return nil }
    }
  }
}

extension Duration {
  var timeInterval: TimeInterval {
    TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
  }
}
