import Dispatch
import Foundation
import SkinKit
import SkinKitSupport

/// `skss studio`: a page on the loopback interface that shows the styled screen, the tree,
/// each node's values and why they won, the sheets' diagnostics and an editor for the
/// sheets — kept current by live reload, so a save anywhere shows within the debounce and a
/// restyle — and the trees of apps that publish theirs (``StyleInspector``).
///
/// ```swift
/// let studio = try Studio(configuration: .init(sheets: ["Stylesheets/Default.skss"]))
/// studio.start()
/// print(studio.pageURL)   // http://127.0.0.1:7340/t/3f…/
/// studio.stop()
/// ```
package final class Studio: Sendable {
  /// What to serve, and where.
  package struct Configuration: Sendable {
    /// The sheets, in cascade order (`.skss` files).
    package var sheets: [String]
    /// The tree file; `nil` for the sample screen.
    package var tree: String?
    /// Overrides of the tree's environment (`--env`), in order.
    package var environment: [(key: String, value: String)] = []
    package var server = HTTPServer.Configuration(address: "127.0.0.1", port: Studio.defaultPort)
    /// The secret every address of the studio starts with (`/t/TOKEN/`).
    package var token = Studio.makeToken()
    /// How long a file must be quiet before it is reloaded.
    package var debounce = Duration.milliseconds(10)

    package init(sheets: [String], tree: String? = nil) {
      self.sheets = sheets
      self.tree = tree
    }
  }

  /// The port `skss studio` listens on unless told otherwise.
  package static let defaultPort = 7340

  package let configuration: Configuration
  let core: StudioCore
  package let server: HTTPServer
  private let reloader: StyleReloader

  /// Reads the tree and checks the sheets and the token; binds the port.
  package init(configuration: Configuration) throws(StudioError) {
    self.configuration = configuration
    guard Self.isValidToken(configuration.token) else {
      throw StudioError(
        .badRequest,
        "a token is 16 to 128 letters, digits, '-', '_', '.' or '~' (it goes in addresses)")
    }
    guard !configuration.sheets.isEmpty else {
      throw StudioError(.badRequest, "no stylesheet given")
    }
    let document: TreeDocument
    do {
      document = try StudioSession.tree(contentsOf: configuration.tree)
    } catch {
      throw StudioError(.badRequest, "\(error)")
    }
    _ = try StudioSession.environment(
      document.environment, overrides: configuration.environment)
    let core = try StudioCore(configuration: configuration, document: document)
    self.core = core
    do {
      server = try HTTPServer(configuration: configuration.server) { request in
        core.handle(request)
      }
    } catch {
      throw StudioError(.internalServerError, error.description)
    }
    reloader = StyleReloader(
      sources: core.files.sheets.map { .file($0) }, manager: nil,
      options: StyleReloader.Options(debounce: configuration.debounce),
      scheduler: .queue(core.queue), skin: .sheets(named: "studio"),
      onEvent: { event in core.apply(event) })
    core.watched = { [weak reloader] in reloader?.watchedFiles ?? [] }
    // A save from the page is read at once, without waiting for the watcher's debounce
    // (which then finds nothing new).
    core.saved = { [weak reloader] in reloader?.refresh() }
  }

  /// The page's address, token included.
  package var pageURL: String { "\(origin)/t/\(configuration.token)/" }

  /// `http://127.0.0.1:7340` (an address bound to every interface is shown as loopback).
  package var origin: String {
    var host = configuration.server.address
    if host == "0.0.0.0" { host = "127.0.0.1" }
    if host == "::" { host = "::1" }
    if host.contains(":") { host = "[\(host)]" }
    return "http://\(host):\(server.port)"
  }

  /// Loads the sheets (the page shows them as soon as they are read) and starts serving.
  package func start() {
    reloader.start()
    server.start()
  }

  /// Stops watching, ends the event streams and stops serving.
  package func stop() {
    reloader.stop()
    core.hub.close()
    server.stop()
  }

  /// A token from the system's secure random numbers: 128 bits, in hex.
  package static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// 16 to 128 of RFC 3986's unreserved characters: a token is a path segment as it is.
  static func isValidToken(_ token: String) -> Bool {
    (16...128).contains(token.count)
      && token.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "-_.~".unicodeScalars.contains($0)
      }
  }

  /// The sheets' problems now: those of the saves that failed, and the active skin's
  /// warnings, in order of file and position.
  package var diagnostics: [Diagnostic] { core.diagnostics }

  /// Waits until the sheets' first load has been shown (for tests and for printing the
  /// address once there is something to see); whether it was within `timeout`.
  package func waitUntilLoaded(timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if core.isLoaded { return true }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return core.isLoaded
  }
}

/// What the studio knows and does, behind the server and the reloader: the sheets' state,
/// the views, the inspected apps and the page's event streams.
final class StudioCore: @unchecked Sendable {
  let configuration: Studio.Configuration
  let files: SheetFiles
  let cache: ViewCache
  let hub = EventHub()
  /// Where reload events are handled and views refreshed, in order.
  let queue = DispatchQueue(label: "org.skinkit.studio")
  let treeName: String
  /// The tree's environment with the `--env` overrides, as the page's choices start.
  let environment: [String: String]
  // Set once, by the studio, before it starts.
  var watched: @Sendable () -> Set<String> = { [] }
  var saved: @Sendable () -> Void = {}
  private let state = Locked(State())

  struct State {
    var version = 0
    var loaded: Set<String> = []
    var failures: [String: [Diagnostic]] = [:]
    var warnings: [Diagnostic] = []
    var apps: [String: App] = [:]
  }

  /// An inspected app, as last published.
  struct App {
    var snapshot: AppSnapshot
    var received: Date
    var problems: [String]
    /// The roots that read as trees (those the page can show).
    var shown: [Int]
    /// Whether the app said it stopped (its last trees stay on show).
    var stopped = false
  }

  /// How many apps are shown at once (the one heard from longest ago goes).
  static let maximumApps = 8

  init(configuration: Studio.Configuration, document: TreeDocument) throws(StudioError) {
    self.configuration = configuration
    files = try SheetFiles(sheets: configuration.sheets)
    treeName = configuration.tree.map { ($0 as NSString).lastPathComponent } ?? "preview.json"
    environment = StudioSession.fields(
      of: try StudioSession.environment(
        document.environment, overrides: configuration.environment))
    let files = files
    cache = ViewCache(
      skin: Skin(name: "studio", stylesheets: []), locate: { files.locate($0) })
    let caption = configuration.sheets.map { ($0 as NSString).lastPathComponent }
      .joined(separator: " + ")
    // The tree read once more for the second lane.
    var given: TreeDocument? = document
    try cache.replaceSources(
      prefixed: "tree",
      with: [
        (
          "tree",
          { () throws(StudioError) in
            defer { given = nil }
            let tree: TreeDocument
            if let document = given {
              tree = document
            } else {
              do {
                tree = try StudioSession.tree(contentsOf: configuration.tree)
              } catch {
                throw StudioError(.badRequest, "\(error)")
              }
            }
            return ViewLane.Source(
              document: tree, caption: caption, takesEnvironment: true, appValues: nil)
          }
        )
      ])
  }

  /// Whether every sheet has been read once.
  var isLoaded: Bool { state.withLock { $0.loaded.count == files.sheets.count } }

  /// A reload's result: a new skin (its views computed again), or a save's problems (the
  /// last good skin stays); then the pages are told.
  ///
  /// The pages are told first, and what they asked for lately is computed meanwhile: their
  /// requests for it wait for that computation rather than start another.
  func apply(_ event: StyleReloadEvent) {
    switch event {
    case .applied(let applied):
      state.withLock { state in
        state.loaded.insert(applied.source.description)
        state.failures[applied.source.description] = nil
        state.warnings = applied.warnings
      }
      cache.use(applied.skin)
      announce()
      cache.refresh()
    case .failed(let failure):
      state.withLock { state in
        state.loaded.insert(failure.source.description)
        state.failures[failure.source.description] = failure.diagnostics
      }
      announce()
    }
  }

  /// Tells every page that the state changed.
  func announce() {
    let version = state.withLock { state -> Int in
      state.version += 1
      return state.version
    }
    hub.broadcast(
      ServerSentEvent(
        name: "state",
        data: #"{"version":\#(version),"generation":\#(cache.currentGeneration)}"#))
  }

  // MARK: Apps

  /// Takes an app's snapshot: its trees become sources of the page.
  func receive(_ snapshot: AppSnapshot) throws(StudioError) {
    guard !snapshot.id.isEmpty, snapshot.id.count <= 64,
      snapshot.id.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
      })
    else { throw StudioError(.unprocessableContent, "an app's id is letters, digits and '-'") }
    var problems: [String] = []
    var sources: [(String, ViewCache.SourceMaker)] = []
    for (index, root) in snapshot.roots.enumerated() {
      let name = "\(snapshot.name) tree \(index)"
      do {
        _ = try StudioSession.tree(of: root, app: name)
      } catch {
        problems.append(error.description)
        continue
      }
      let values = root.root.valuesInDocumentOrder
      sources.append(
        (
          "app:\(snapshot.id):\(index)",
          { () throws(StudioError) in
            do {
              return ViewLane.Source(
                document: try StudioSession.tree(of: root, app: name),
                caption: "\(snapshot.name) · \(root.root.type)", takesEnvironment: false,
                appValues: values)
            } catch {
              throw StudioError(.unprocessableContent, "\(error)")
            }
          }
        ))
    }
    let evicted = state.withLock { state -> String? in
      state.apps[snapshot.id] = App(
        snapshot: snapshot, received: Date(), problems: problems,
        shown: sources.map { Int($0.0.split(separator: ":").last!)! })
      guard state.apps.count > Self.maximumApps else { return nil }
      let oldest = state.apps.min { $0.value.received < $1.value.received }!.key
      state.apps[oldest] = nil
      return oldest
    }
    if let evicted { try cache.replaceSources(prefixed: "app:\(evicted):", with: []) }
    try cache.replaceSources(prefixed: "app:\(snapshot.id):", with: sources)
    queue.async { [self] in
      announce()
      cache.refresh()
    }
    if let problem = problems.first {
      throw StudioError(.unprocessableContent, problem)
    }
  }

  /// Marks an app stopped: its last trees stay on show (a page showing one keeps it), until
  /// it publishes again or newer apps push it out.
  func stopped(app id: String) -> Bool {
    let known = state.withLock { state -> Bool in
      guard state.apps[id] != nil else { return false }
      state.apps[id]!.stopped = true
      return true
    }
    guard known else { return false }
    queue.async { [self] in announce() }
    return true
  }

  // MARK: The state the page shows

  /// The page's state: the sheets, their diagnostics, the trees it can show, the
  /// environment's choices.
  struct PageState: Encodable {
    struct Source: Encodable {
      let id: String
      let name: String
      let kind: String
      let environment: [String: String]?
      let problems: [String]?
    }
    let version: Int
    let generation: Int
    let tree: String
    let sheets: [String]
    let failing: [String]
    let diagnostics: [StudioView.Diagnostic]
    let sources: [Source]
    let environment: [String: String]
    let choices: [String: [String]]
  }

  /// The problems of the saves that failed and the active skin's warnings.
  var diagnostics: [Diagnostic] {
    let (failures, warnings) = state.withLock { ($0.failures, $0.warnings) }
    return (failures.keys.sorted().flatMap { failures[$0]! } + warnings).removingDuplicates()
      .sortedByLocation()
  }

  func pageState() -> PageState {
    let (version, failures, apps) = state.withLock { ($0.version, $0.failures, $0.apps) }
    let files = files
    let session = StudioSession(
      skin: Skin(name: "studio", stylesheets: []), locate: { files.locate($0) })
    let failing = failures.filter { !$0.value.isEmpty }.keys.map { files.locate($0).file }.sorted()
    let diagnostics = self.diagnostics.map(session.diagnostic)
    var sources = [
      PageState.Source(id: "tree", name: treeName, kind: "tree", environment: nil, problems: nil)
    ]
    for app in apps.values.sorted(by: { $0.snapshot.name < $1.snapshot.name }) {
      for (index, root) in app.snapshot.roots.enumerated() where app.shown.contains(index) {
        sources.append(
          PageState.Source(
            id: "app:\(app.snapshot.id):\(index)",
            name: "\(app.snapshot.name) (\(app.snapshot.process)) · \(root.root.type)"
              + (app.stopped ? " — stopped" : ""),
            kind: "app", environment: root.environment,
            problems: app.problems.isEmpty ? nil : app.problems))
      }
    }
    return PageState(
      version: version, generation: cache.currentGeneration, tree: treeName,
      sheets: files.editableNames(including: watched()), failing: failing,
      diagnostics: diagnostics, sources: sources,
      environment: environment,
      choices: StudioSession.environmentChoices)
  }
}
