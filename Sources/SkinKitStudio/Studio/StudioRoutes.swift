import Foundation

/// The studio's addresses. Every one starts with `/t/TOKEN/`: a page of another site cannot
/// guess it, so it can neither read the studio nor make it write (the host and origin checks
/// of ``HostPolicy`` come first).
///
/// | address | what |
/// |---|---|
/// | `GET /t/T/` , `studio.js`, `studio.css` | the page |
/// | `GET /t/T/events` | server-sent events: `state` when anything changed |
/// | `GET /t/T/api/state` | sheets, diagnostics, trees, environment choices |
/// | `GET /t/T/api/view?source=tree&env=k=v,…` | a tree in an environment (``StudioView``) |
/// | `GET /t/T/api/node?source=tree&env=…&path=0/1` | a node's values and why |
/// | `GET`, `PUT /t/T/api/sheet?file=NAME` | a sheet's text (`ETag`; `If-Match` on `PUT`) |
/// | `POST /t/T/api/apps`, `DELETE /t/T/api/apps/ID` | an inspected app's snapshot |
/// | `GET /t/T/sheets/NAME` | a sheet for an app's live reload (`ETag`, `304`) |
extension StudioCore {
  /// Answers a request (which ``HostPolicy`` has let through).
  func handle(_ request: HTTPRequest) -> HTTPReply {
    do {
      return try route(request)
    } catch {
      let response = HTTPResponse.text(error.status, error.message)
      return .response(error.allow.map { response.adding("Allow", $0) } ?? response)
    }
  }

  private func route(_ request: HTTPRequest) throws(StudioError) -> HTTPReply {
    guard let pathAndQuery = request.pathAndQuery else {
      throw StudioError(.badRequest, "the request target is not a path")
    }
    let target: RequestTarget
    do {
      target = try RequestTarget(pathAndQuery)
    } catch {
      throw StudioError(error.status, error.reason)
    }
    let segments = target.segments
    guard segments.count >= 2, segments[0] == "t",
      Self.tokensMatch(segments[1], configuration.token)
    else {
      throw StudioError(
        .forbidden,
        "the studio's addresses start with its token: open the address skss studio printed")
    }
    // The page's addresses are relative to `/t/TOKEN/`: the address without its slash is
    // sent there.
    guard segments.count >= 3 else {
      return .response(
        HTTPResponse(.seeOther).adding("Location", "/t/\(configuration.token)/"))
    }
    let rest = Array(segments.dropFirst(2))
    let first = rest.first ?? ""
    guard let allowed = Self.methods[first] else { throw StudioError(.notFound, "no such address") }
    guard allowed.contains(request.method) else {
      var error = StudioError(.methodNotAllowed, "\(request.method) is not allowed here")
      error.allow = allowed.sorted().joined(separator: ", ")
      throw error
    }
    switch first {
    case "": return .response(page(.html))
    case "studio.js": return .response(page(.script))
    case "studio.css": return .response(page(.style))
    case "events": return try events()
    case "sheets":
      return .response(try sheetForReload(rest.dropFirst().joined(separator: "/"), request))
    default: return .response(try api(request, rest.dropFirst(), query: target.query))
    }
  }

  /// The methods each first segment after the token takes.
  private static let methods: [String: Set<String>] = [
    "": ["GET", "HEAD"], "studio.js": ["GET", "HEAD"], "studio.css": ["GET", "HEAD"],
    "events": ["GET"], "sheets": ["GET", "HEAD"], "api": ["GET", "HEAD", "PUT", "POST", "DELETE"],
  ]

  private func api(_ request: HTTPRequest, _ path: ArraySlice<String>, query: [String: String])
    throws(StudioError) -> HTTPResponse
  {
    switch (request.method, Array(path)) {
    case ("GET", ["state"]), ("HEAD", ["state"]):
      return try json(pageState())
    case ("GET", ["view"]), ("HEAD", ["view"]):
      let data = try cache.view(
        source: query["source"] ?? "tree", environment: try Self.environmentPairs(query["env"]))
      return .content(Array(data), type: "application/json")
    case ("GET", ["node"]), ("HEAD", ["node"]):
      let data = try cache.details(
        source: query["source"] ?? "tree", environment: try Self.environmentPairs(query["env"]),
        node: query["path"] ?? "0")
      return .content(Array(data), type: "application/json")
    case ("GET", ["sheet"]), ("HEAD", ["sheet"]):
      let (_, bytes) = try readSheet(query["file"])
      return .content(bytes, type: "text/plain; charset=utf-8")
        .adding("ETag", SheetFiles.entityTag(bytes))
    case ("PUT", ["sheet"]):
      return try saveSheet(query["file"], request)
    case ("POST", ["apps"]):
      try requireContent(request, type: "application/json")
      let snapshot: AppSnapshot
      do {
        snapshot = try JSONDecoder().decode(AppSnapshot.self, from: Data(request.body))
      } catch {
        throw StudioError(.badRequest, "not an app snapshot: \(error)")
      }
      try receive(snapshot)
      return HTTPResponse(.noContent)
    case ("DELETE", let parts) where parts.count == 2 && parts[0] == "apps":
      guard stopped(app: parts[1]) else { throw StudioError(.notFound, "no such app") }
      return HTTPResponse(.noContent)
    default:
      throw StudioError(.notFound, "no such address")
    }
  }

  // MARK: Sheets

  private func readSheet(_ name: String?) throws(StudioError) -> (String, [UInt8]) {
    guard let name, let path = files.path(named: name) else {
      throw StudioError(.notFound, "no sheet named '\(name ?? "")' in the sheets' folders")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StudioError(.notFound, "cannot read '\(name)'")
    }
    return (path, Array(data))
  }

  /// Saves a sheet edited in the page. `If-Match` (the `ETag` the page read) guards against
  /// overwriting a save made meanwhile in another editor: a mismatch is a 412, and the page
  /// asks. Live reload then sees the save as any other.
  private func saveSheet(_ name: String?, _ request: HTTPRequest) throws(StudioError)
    -> HTTPResponse
  {
    try requireContent(request, type: "text/plain")
    let (path, current) = try readSheet(name)
    if let expected = request.header("if-match"), expected != "*",
      expected != SheetFiles.entityTag(current)
    {
      throw StudioError(
        .preconditionFailed, "the sheet changed since it was opened (saved in another editor?)")
    }
    guard String(validating: request.body, as: UTF8.self) != nil else {
      throw StudioError(.unprocessableContent, "a sheet is UTF-8 text")
    }
    try SheetFiles.write(request.body, to: path)
    saved()
    return HTTPResponse(.noContent).adding("ETag", SheetFiles.entityTag(request.body))
  }

  /// A sheet for an app's `StyleReloader` over HTTP: `ETag` and `If-None-Match`, so that its
  /// conditional requests are answered `304` while nothing changed.
  private func sheetForReload(_ name: String, _ request: HTTPRequest) throws(StudioError)
    -> HTTPResponse
  {
    let (_, bytes) = try readSheet(name)
    let tag = SheetFiles.entityTag(bytes)
    if let match = request.header("if-none-match"),
      match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }
      )
    {
      return HTTPResponse(.notModified).adding("ETag", tag)
    }
    return .content(bytes, type: "text/plain; charset=utf-8").adding("ETag", tag)
  }

  // MARK: Events

  private func events() throws(StudioError) -> HTTPReply {
    guard hub.count < hub.capacity else {
      throw StudioError(.serviceUnavailable, "too many pages are open")
    }
    let first = ServerSentEvent(
      name: "state",
      data: #"{"version":\#(pageState().version),"generation":\#(cache.currentGeneration)}"#)
    return .events { [hub] writer in _ = hub.stream(to: writer, first: first) }
  }

  // MARK: Helpers

  private func json(_ value: some Encodable) throws(StudioError) -> HTTPResponse {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.withoutEscapingSlashes]
      return .content(Array(try encoder.encode(value)), type: "application/json")
    } catch {
      throw StudioError(.internalServerError, "cannot encode: \(error)")
    }
  }

  private func requireContent(_ request: HTTPRequest, type: String) throws(StudioError) {
    guard request.header("content-length") != nil else {
      throw StudioError(.lengthRequired, "Content-Length is required")
    }
    let given = request.header("content-type")?.split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces).lowercased()
    guard given == type else {
      throw StudioError(.unsupportedMediaType, "the content must be \(type)")
    }
  }

  /// `idiom=pad,color-scheme=dark` as pairs; an empty or missing list is none.
  static func environmentPairs(_ text: String?) throws(StudioError) -> [(
    key: String, value: String
  )] {
    guard let text, !text.isEmpty else { return [] }
    return try text.split(separator: ",").map { pair throws(StudioError) in
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else {
        throw StudioError(.badRequest, "env takes key=value pairs, such as idiom=pad")
      }
      return (String(parts[0]), String(parts[1]))
    }
  }

  /// Compares tokens in a time that does not depend on where they differ.
  static func tokensMatch(_ given: String, _ token: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    var difference = UInt8(a.count == b.count ? 0 : 1)
    for index in 0..<b.count {
      difference |= (index < a.count ? a[index] : 0) ^ b[index]
    }
    return difference == 0
  }

  private func page(_ asset: StudioPage.Asset) -> HTTPResponse {
    .content(asset.bytes, type: asset.type)
      .adding(
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
          + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
  }
}
