import Dispatch
import Foundation
import SkinKitCascade
import SkinKitSupport
import SkinKitSyntax

/// Live reload: watches stylesheets on disk (and everything they `@import`) or polls them
/// at a URL, and on every change parses the new version off the caller's thread, swaps the
/// skin and restyles the manager's roots incrementally: only the nodes the edited rules may
/// select are recomputed, only the values that changed are written, and the properties a
/// sheet no longer sets return to the widgets' own values.
///
/// A version with errors (or a file that disappears, an HTTP error, a server that does not
/// answer in time) is reported through `onEvent` with its diagnostics, and **the last good
/// skin stays active**; a file that comes back is reloaded. A version byte-for-byte equal
/// to the last one read is not reloaded, and a failure is reported once until something
/// changes.
///
/// Threading: files are read, fetched, parsed and compiled on the reloader's private serial
/// queue. The restyle and the `onEvent` call run through the ``StyleUpdateScheduler``, on the
/// thread that owns the widgets: the main queue by default, a queue of the app's, or the
/// thread that calls ``drain(timeout:)`` with `.manual`. Events arrive in order.
///
/// ```swift
/// let reloader = StyleReloader(.file("Styles/Theme.skss"), manager: .shared) { event in
///   // On the main queue, after the restyle.
///   if case .failed(let failure) = event {
///     for diagnostic in failure.diagnostics { print(diagnostic) }  // Theme.skss:3:12: error: …
///   }
/// }
/// StyleManager.shared.style(window)
/// reloader.start()        // loads now, then on every save
/// // …
/// reloader.stop()
/// ```
public final class StyleReloader: Sendable {
  /// How a reloader notices that its files changed. Each file's directory is watched, so
  /// that an editor's atomic replace (a new file renamed over the old one) is seen.
  ///
  /// ```swift
  /// let options = StyleReloader.Options(watching: .polling(interval: .milliseconds(200)))
  /// ```
  public enum WatchMechanism: Sendable, Hashable {
    /// inotify on Linux, dispatch sources on Apple platforms, polling elsewhere.
    case automatic
    /// Comparing each file's modification time, size and inode every `interval` (a change
    /// is reported once it has held for an interval, so that a save in progress is not).
    case polling(interval: Duration)
  }

  /// The mechanism a reloader's watching ended up using (``watchingMechanism``).
  package enum ActiveWatchMechanism: String, Sendable, Hashable {
    /// inotify, on Linux.
    case inotify
    /// Dispatch file-system sources, on Apple platforms.
    case dispatchSource = "dispatch-source"
    /// Polling modification time, size and inode.
    case polling
  }

  /// Timing and policy.
  public struct Options: Sendable {
    /// How long files must be quiet before a burst of events reloads (once).
    public var debounce: Duration
    /// How files are watched.
    public var watching: WatchMechanism
    /// How often URL sources are checked.
    public var refreshInterval: Duration
    /// How long a URL request may take before it fails (`stylesheet-timed-out`).
    public var requestTimeout: Duration
    /// Whether a version with warnings (not only errors) is rejected.
    public var rejectsWarnings: Bool

    public init(
      debounce: Duration = .milliseconds(50), watching: WatchMechanism = .automatic,
      refreshInterval: Duration = .seconds(5), requestTimeout: Duration = .seconds(10),
      rejectsWarnings: Bool = false
    ) {
      self.debounce = debounce
      self.watching = watching
      self.refreshInterval = refreshInterval
      self.requestTimeout = requestTimeout
      self.rejectsWarnings = rejectsWarnings
    }
  }

  /// How a reloader builds a skin from its sheets (the last good version of each, in
  /// order).
  ///
  /// ```swift
  /// StyleReloader(.file("Theme.skss"), skin: .sheets(constants: ["accent": "#0a84ff"]))
  /// StyleReloader(.file("Theme.skss"), skin: StyleReloader.SkinRecipe { sheets in
  ///   Skin(name: "Theme", sources: sheets.map(SkinSource.stylesheet) + [.rules(codeRules)])
  /// })
  /// ```
  public struct SkinRecipe: Sendable {
    let make: @Sendable ([Stylesheet]) -> Skin

    /// A recipe of one's own.
    public init(_ make: @escaping @Sendable ([Stylesheet]) -> Skin) { self.make = make }

    /// A skin of the sheets, named `name` (by default after the first sheet's file, without
    /// its extension), with `$name` constants injected from code, default-skin sheets every
    /// sheet's rules beat, and the app's style classes and keys.
    public static func sheets(
      named name: String? = nil, constants: [String: String] = [:],
      defaultStylesheets: [Stylesheet] = [], registry: StyleRegistry = .builtIn
    ) -> SkinRecipe {
      SkinRecipe { sheets in
        Skin(
          name: name ?? sheets.first.map { StyleReloader.skinName($0.file.path) } ?? "live",
          stylesheets: sheets, defaultStylesheets: defaultStylesheets, constants: constants,
          registry: registry)
      }
    }
  }

  /// The sheets, in cascade order.
  public let sources: [StylesheetSource]
  public let options: Options
  private let manager: StyleManager?
  private let scheduler: StyleUpdateScheduler
  private let recipe: SkinRecipe
  private let onEvent: @Sendable (StyleReloadEvent) -> Void
  private let queue = DispatchQueue(label: "org.skinkit.style-reloader")
  private let inbox = ReloadInbox()
  private let fetcher: RemoteFetcher?
  private let loader: SourceLoader
  private let state: Locked<State>

  private struct SourceState {
    /// The last version without errors.
    var lastGood: Stylesheet?
    /// What the last version read contained, by path or URL (`nil`: nothing read yet, or
    /// the last attempt could not read the sheet).
    var contents: [String: [UInt8]]?
    /// Every path or URL the last attempt read or tried to read, the sheet first.
    var dependencies: [String]
    /// The message of the last failure to read the sheet (reported once).
    var unavailable: String?
  }

  private struct State {
    var sources: [SourceState]
    var skin: Skin?
    var started = false
    var stopped = false
    var watcher: FileWatcher?
    var timer: RefreshTimer?
  }

  /// The URL refresh timer. Dispatch sources may be cancelled from any thread.
  private struct RefreshTimer: @unchecked Sendable {
    let source: any DispatchSourceTimer
  }

  /// A reloader of one sheet. See ``init(sources:manager:options:scheduler:skin:onEvent:)``.
  public convenience init(
    _ source: StylesheetSource, manager: StyleManager? = .shared, options: Options = Options(),
    scheduler: StyleUpdateScheduler = .main, skin recipe: SkinRecipe = .sheets(),
    onEvent: @escaping @Sendable (StyleReloadEvent) -> Void = { _ in }
  ) {
    self.init(
      sources: [source], manager: manager, options: options, scheduler: scheduler, skin: recipe,
      onEvent: onEvent)
  }

  /// A reloader of several sheets, in cascade order (each keeps its own last good version).
  /// `manager` is activated with each new skin (`nil`: only events). `recipe` builds the
  /// skin from the sheets (to add constants, default sheets or code rules). `onEvent` runs
  /// through `scheduler` after each restyle.
  public init(
    sources: [StylesheetSource], manager: StyleManager? = .shared, options: Options = Options(),
    scheduler: StyleUpdateScheduler = .main, skin recipe: SkinRecipe = .sheets(),
    onEvent: @escaping @Sendable (StyleReloadEvent) -> Void = { _ in }
  ) {
    let sources = sources.map(\.normalized)
    self.sources = sources
    self.manager = manager
    self.options = options
    self.scheduler = scheduler
    self.recipe = recipe
    self.onEvent = onEvent
    let hasURL = sources.contains { if case .url = $0 { true } else { false } }
    fetcher = hasURL ? RemoteFetcher(timeout: options.requestTimeout) : nil
    loader = SourceLoader(fetcher: fetcher)
    state = Locked(
      State(sources: sources.map { _ in SourceState(dependencies: []) }))
  }

  deinit { stop() }

  /// The last good skin (the one active, or about to be once the scheduler runs).
  public var skin: Skin? { state.withLock { $0.skin } }

  /// The files watched (absolute): the file sources and everything they import, or tried
  /// to.
  public var watchedFiles: Set<String> { state.withLock { $0.watcher?.paths ?? [] } }

  /// How files are watched, once started with a file source.
  package var watchingMechanism: ActiveWatchMechanism? {
    state.withLock { $0.watcher?.activeMechanism }
  }

  /// Loads every source now (off the calling thread) and keeps watching them. The first
  /// good version activates a skin; before it, nothing is activated.
  public func start() {
    let starting = state.withLock { state -> Bool in
      guard !state.started, !state.stopped else { return false }
      state.started = true
      return true
    }
    guard starting else { return }
    let files = sources.compactMap { source -> String? in
      if case .file(let path) = source { return path }
      return nil
    }
    let watcher =
      files.isEmpty
      ? nil
      : FileWatcher(paths: files, mechanism: options.watching, debounce: options.debounce) {
        [weak self] changed in
        guard let self else { return }
        self.queue.async { [weak self] in self?.filesChanged(changed) }
      }
    var timer: RefreshTimer?
    if fetcher != nil {
      let refresh = DispatchSource.makeTimerSource(queue: queue)
      let interval = options.refreshInterval.dispatchInterval
      refresh.schedule(deadline: .now() + interval, repeating: interval)
      refresh.setEventHandler { [weak self] in self?.refreshRemote() }
      refresh.resume()
      timer = RefreshTimer(source: refresh)
    }
    let stoppedMeanwhile = state.withLock { state -> Bool in
      state.watcher = watcher
      state.timer = timer
      return state.stopped
    }
    if stoppedMeanwhile {
      watcher?.cancel()
      timer?.source.cancel()
      return
    }
    queue.async { [weak self] in
      guard let self else { return }
      self.reload(Array(self.sources.indices))
    }
  }

  /// Checks every source now (a URL without waiting for its interval). A version equal to
  /// the last one read is not reloaded.
  public func refresh() {
    queue.async { [weak self] in
      guard let self else { return }
      self.reload(Array(self.sources.indices))
    }
  }

  /// Stops watching and polling. No restyle or event happens after this returns (one
  /// already running on the scheduler may finish); a waiting ``drain(timeout:)`` returns.
  public func stop() {
    let (watcher, timer) = state.withLock { state in
      state.stopped = true
      defer {
        state.watcher = nil
        state.timer = nil
      }
      return (state.watcher, state.timer)
    }
    watcher?.cancel()
    timer?.source.cancel()
    fetcher?.invalidate()
    inbox.close()
  }

  /// With the `.manual` scheduler: restyles and calls `onEvent` on the calling thread for
  /// every reload waiting, after waiting up to `timeout` for the first one. Returns the
  /// events, in order (none on timeout, after ``stop()``, or with another scheduler).
  ///
  /// ```swift
  /// let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual)
  /// reloader.start()
  /// let events = reloader.drain(timeout: .seconds(10))   // the first load, restyled here
  /// ```
  @discardableResult
  public func drain(timeout: Duration = .zero) -> [StyleReloadEvent] {
    guard scheduler.isManual else { return [] }
    var events: [StyleReloadEvent] = []
    for job in inbox.take(until: .now + timeout) {
      guard let event = job() else { continue }
      onEvent(event)
      events.append(event)
    }
    return events
  }

  // MARK: Reloading (on `queue`)

  private var isStopped: Bool { state.withLock { $0.stopped } }

  /// `Theme` for `Styles/Theme.skss` or `https://host/Theme.skss`.
  static func skinName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    let name = (last as NSString).deletingPathExtension
    return name.isEmpty ? "live" : name
  }

  private func filesChanged(_ changed: Set<String>) {
    let dependencies = state.withLock { $0.sources.map(\.dependencies) }
    let indices = sources.indices.filter { index in
      guard case .file(let path) = sources[index] else { return false }
      let watched = Set(([path] + dependencies[index]).map(WatchedPath.normalize))
      return !watched.isDisjoint(with: changed)
    }
    reload(indices)
  }

  private func refreshRemote() {
    reload(
      sources.indices.filter { if case .url = sources[$0] { true } else { false } })
  }

  /// How many times one reload reads its sources again because a read found files that
  /// were not watched yet (an import chain that keeps growing goes on in a later reload).
  private static let maximumRereads = 8

  /// Reloads sources, in order, applying or reporting each.
  ///
  /// Events are posted once the files they read are watched, and once every file that
  /// started being watched only now has been read again (it was read before its watch
  /// existed: a save in between would be lost). The second read happens here, before any
  /// event, so that no reload is left pending behind the event: it would read whatever
  /// the user starts saving next, maybe half-written (truncated, not yet written), and
  /// apply a sheet without its rules; the watch reports that save once it is complete.
  private func reload(_ indices: [Int]) {
    dispatchPrecondition(condition: .onQueue(queue))
    var events: [@Sendable () -> StyleReloadEvent] = []
    var pending = indices
    var rounds = 0
    while !pending.isEmpty, rounds <= Self.maximumRereads {
      for index in pending {
        guard reloadSource(index, into: &events) else { break }
      }
      pending = watchDependencies()
      rounds += 1
    }
    if !pending.isEmpty {
      queue.async { [weak self, pending] in self?.reload(pending) }
    }
    for event in events { post(event) }
  }

  /// Loads one source and adds its event, if any; `false` once the reloader is stopped.
  private func reloadSource(_ index: Int, into events: inout [@Sendable () -> StyleReloadEvent])
    -> Bool
  {
    guard let previous = state.withLock({ $0.stopped ? nil : $0.sources[index] }) else {
      return false
    }
    let clock = ContinuousClock()
    let start = clock.now
    let (load, dependencies) = loader.load(
      sources[index], dependencies: previous.dependencies, hasContents: previous.contents != nil)
    var updated = previous
    updated.dependencies = dependencies
    switch load {
    case .unchanged:
      store(updated, at: index)
    case .unavailable(let diagnostic, let timedOut):
      updated.contents = nil
      updated.unavailable = diagnostic.message
      let active = store(updated, at: index)
      guard previous.unavailable != diagnostic.message else { return true }
      let failure = StyleReloadEvent.Failure(
        reason: timedOut ? .timedOut : .unavailable, source: sources[index],
        diagnostics: [diagnostic], activeSkin: active)
      events.append { .failed(failure) }
    case .loaded(let sheet, let contents):
      updated.unavailable = nil
      guard contents != previous.contents else {
        store(updated, at: index)
        return true
      }
      updated.contents = contents
      let sheets = state.withLock { state in
        state.sources.indices.compactMap { $0 == index ? sheet : state.sources[$0].lastGood }
      }
      let candidate = recipe.make(sheets)
      let active = state.withLock { $0.skin }
      let problems = Self.newDiagnostics(of: candidate, comparedWith: active)
      let rejected =
        options.rejectsWarnings ? !problems.isEmpty : problems.containsErrors
      if rejected {
        store(updated, at: index)
        let failure = StyleReloadEvent.Failure(
          reason: .errors, source: sources[index], diagnostics: problems.sortedByLocation(),
          activeSkin: active)
        events.append { .failed(failure) }
        return true
      }
      updated.lastGood = sheet
      store(updated, at: index, skin: candidate)
      let source = sources[index]
      let files = dependencies.filter { contents[$0] != nil }
      let duration = start.duration(to: clock.now)
      events.append { [manager] in
        let report = manager?.activate(candidate, incremental: true) ?? StyleUpdateReport()
        return .applied(
          StyleReloadEvent.Applied(
            source: source, skin: candidate, previousSkin: active, report: report,
            warnings: candidate.diagnostics.sortedByLocation(), files: files,
            loadDuration: duration))
      }
    }
    return true
  }

  /// Stores a source's state (and a new skin); returns the active skin.
  @discardableResult
  private func store(_ source: SourceState, at index: Int, skin: Skin? = nil) -> Skin? {
    state.withLock { state in
      state.sources[index] = source
      if let skin { state.skin = skin }
      return state.skin
    }
  }

  /// The candidate's diagnostics that the active skin does not have (all of them on the
  /// first load): an edit is judged by what it introduced.
  private static func newDiagnostics(of candidate: Skin, comparedWith active: Skin?)
    -> [Diagnostic]
  {
    func key(_ diagnostic: Diagnostic) -> String {
      "\(diagnostic.range.path)|\(diagnostic.range.bytes)|\(diagnostic.id.rawValue)|\(diagnostic.message)"
    }
    let known = Set((active?.diagnostics ?? []).map(key))
    var seen = Set<String>()
    return candidate.diagnostics.filter {
      let key = key($0)
      return !known.contains(key) && seen.insert(key).inserted
    }
  }

  /// Watches the file sources and everything they read (or tried to). Returns the sources
  /// that read a file watched only from now on, to be read once more (an unchanged version
  /// is not reloaded).
  private func watchDependencies() -> [Int] {
    let (watcher, paths) = state.withLock { state -> (FileWatcher?, [Int: [String]]) in
      var paths: [Int: [String]] = [:]
      for (index, source) in sources.enumerated() {
        guard case .file(let path) = source else { continue }
        paths[index] = [path] + state.sources[index].dependencies
      }
      return (state.watcher, paths)
    }
    guard let watcher else { return [] }
    let before = watcher.paths
    watcher.watch(paths.values.joined())
    let added = watcher.paths.subtracting(before)
    guard !added.isEmpty else { return [] }
    return paths.keys.sorted().filter { index in
      paths[index]!.contains { added.contains(WatchedPath.normalize($0)) }
    }
  }

  /// Runs a restyle or delivers an event through the scheduler.
  private func post(_ make: @escaping @Sendable () -> StyleReloadEvent) {
    let job: ReloadInbox.Job = { [weak self] in
      guard let self, !self.isStopped else { return nil }
      return make()
    }
    let scheduled = scheduler.schedule { [weak self] in
      guard let event = job() else { return }
      self?.onEvent(event)
    }
    if !scheduled { inbox.post(job) }
  }
}
