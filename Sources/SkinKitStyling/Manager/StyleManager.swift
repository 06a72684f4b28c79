import Foundation
import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// Holds the active skin and the roots it styles: switching skins restyles every root (only
/// changed values are written; what the new skin no longer sets returns to each widget's
/// own value), and environment changes restyle what depends on them.
///
/// The manager's own state is guarded by a mutex, so any thread may ask for the skin or
/// switch it. Restyling runs on the calling thread, on trees that — like UIKit's views —
/// are used from one thread at a time: call the methods that restyle from the thread that
/// owns the trees.
///
/// ```swift
/// let manager = StyleManager.shared
/// manager.activate(try Skin.load(directory: "Ocean.skin"))
/// manager.style(window)                  // styles the tree now, and on every skin switch
/// label.addClass("warning")
/// manager.updateStyles()                 // restyles what the class change affects
/// manager.updateEnvironment { $0.colorScheme = .dark }
/// ```
public final class StyleManager: Sendable {
  /// The manager apps share.
  public static let shared = StyleManager()

  struct State: Sendable {
    var skin: Skin?
    var roots: [RootReference] = []
    var environment = StyleEnvironment()
    var scheduler: StyleUpdateScheduler?
    var updateScheduled = false
    var lastAutomaticUpdate = StyleUpdateReport()
    var checksBindings = StyleManager.checksBindingsByDefault
    /// The clock the app drives (``advance(to:)``), once it started.
    var time: Duration?
  }

  /// A styled root, held weakly. Trees are not `Sendable`: the reference is only followed
  /// on the thread that restyles (the manager's contract), never inside the lock.
  final class RootReference: @unchecked Sendable {
    weak var object: (any StyleTreeNode)?
    init(_ object: any StyleTreeNode) { self.object = object }
  }

  let state: Locked<State>

  /// A manager with an optional initial skin.
  public init(skin: Skin? = nil) {
    state = Locked(State(skin: skin))
  }

  /// The active skin.
  public var skin: Skin? { state.withLock { $0.skin } }

  /// Whether a first styling and a skin switch also look for declarations whose values reach
  /// no object — a declaration matching nodes none of whose classes binds its property (a
  /// binding forgotten, or written on another class). Each is an `unbound-declaration`
  /// warning in the update's ``StyleUpdateReport/diagnostics``, naming a node and its class,
  /// and is written to standard error. On in debug builds, off in release builds: the check
  /// resolves the tree once more.
  ///
  /// ```swift
  /// let sheet = Stylesheet.parse("Switch { title-color: red }", path: "theme.skss")
  /// let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
  /// manager.checksBindings = true
  /// let report = manager.style(window)
  /// for warning in report.diagnostics where warning.id == .unboundDeclaration {
  ///   print(warning)   // theme.skss:1:10: warning: 'title-color' matches 1 node (Switch), …
  /// }
  /// ```
  public var checksBindings: Bool {
    get { state.withLock { $0.checksBindings } }
    set { state.withLock { $0.checksBindings = newValue } }
  }

  #if DEBUG
  static let checksBindingsByDefault = true
  #else
  static let checksBindingsByDefault = false
  #endif

  /// `report` with the unbound declarations of `root`'s tree, when ``checksBindings`` is on.
  private func checkingBindings(_ report: StyleUpdateReport, of root: StyleNode)
    -> StyleUpdateReport
  {
    guard checksBindings, let tree = root.styling.tree else { return report }
    let found = BindingCheck.unboundDeclarations(
      under: root, skin: tree.skin, environment: tree.environment)
    for diagnostic in found {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    var report = report
    report.diagnostics += found
    return report
  }

  /// Restyles changes by itself: with a scheduler, every change made to the manager's trees
  /// — a class, an identifier, a state, an attribute, a child added or removed, an
  /// environment — is restyled by an update the scheduler runs soon after, one for all the
  /// changes made before it runs; `nil` (the default) leaves changes for
  /// ``updateStyles()``, which stays for explicit control either way.
  ///
  /// ```swift
  /// manager.automaticUpdates = .mainActor
  /// button.state = .highlighted   // shows on the next turn of the main actor
  /// ```
  public var automaticUpdates: StyleUpdateScheduler? {
    get { state.withLock { $0.scheduler } }
    set { state.withLock { $0.scheduler = newValue } }
  }

  /// What the last automatic update did.
  public var lastAutomaticUpdate: StyleUpdateReport { state.withLock { $0.lastAutomaticUpdate } }

  /// Schedules an automatic update, unless one is scheduled already or none are asked for.
  private func scheduleUpdate() {
    let scheduler = state.withLock { state -> StyleUpdateScheduler? in
      guard let scheduler = state.scheduler, !scheduler.isManual, !state.updateScheduled else {
        return nil
      }
      state.updateScheduled = true
      return scheduler
    }
    scheduler?.schedule { [weak self] in self?.runScheduledUpdate() }
  }

  private func runScheduledUpdate() {
    state.withLock { $0.updateScheduled = false }
    let report = updateStyles()
    state.withLock { $0.lastAutomaticUpdate = report }
  }

  /// Has the tree `root` roots tell the manager of its changes (for automatic updates), and
  /// run on the manager's clock once the app drives it.
  private func adopt(_ root: StyleNode) {
    guard let tree = root.styling.tree else { return }
    tree.didMark = { [weak self] in self?.scheduleUpdate() }
    if tree.time == nil, let time = self.time { tree.time = time.timeInterval }
  }

  /// The environment of roots that are not windows (a ``Window`` carries its own).
  public var environment: StyleEnvironment { state.withLock { $0.environment } }

  /// The roots styled, in the order they were added (those still alive).
  public var roots: [any StyleTreeNode] {
    state.withLock { state in
      state.roots.removeAll { $0.object == nil }
      return state.roots.compactMap(\.object)
    }
  }

  /// The nodes SkinKit styles for the roots.
  var rootNodes: [StyleNode] { roots.compactMap(\.existingStyleNode) }

  /// Makes `skin` the active skin and restyles every root with it.
  @discardableResult
  public func activate(_ skin: Skin) -> StyleUpdateReport {
    state.withLock { $0.skin = skin }
    return restyleRoots(with: skin)
  }

  /// Makes `skin` the active skin like ``activate(_:)``; with `incremental`, recomputes only
  /// the nodes that the rules `skin` adds, removes or changes relative to the active skin
  /// may select — an edited sheet, as live reload brings, restyles what the edit touches:
  ///
  /// ```swift
  /// manager.activate(edited, incremental: true)   // `#save { … }` edited: one node recomputed
  /// ```
  ///
  /// Every node is recomputed (as by ``activate(_:)``) when the change cannot be bounded:
  /// rules or layers reordered, or a changed rule whose subject names no id, class or type.
  @discardableResult
  public func activate(_ skin: Skin, incremental: Bool) -> StyleUpdateReport {
    let previous = state.withLock { state -> Skin? in
      defer { state.skin = skin }
      return state.skin
    }
    guard incremental, let previous, let difference = SkinDifference(from: previous, to: skin)
    else { return restyleRoots(with: skin) }
    let environment = self.environment
    var report = StyleUpdateReport()
    for root in rootNodes where root.parent == nil {
      if let tree = root.styling.tree, tree.skin === previous {
        tree.changeSkin(to: skin, difference: difference)
        report.add(checkingBindings(tree.update(), of: root))
      } else {
        report.add(
          checkingBindings(
            root.style(with: skin, environment: Self.environment(environment, for: root)),
            of: root))
        adopt(root)
      }
    }
    return report
  }

  /// Styles `root` — a model widget or any ``StyleTreeNode`` — with the active skin now and
  /// on every switch. A root added before any skin is active is styled when one is activated.
  @discardableResult
  public func style(_ root: any StyleTreeNode) -> StyleUpdateReport {
    let node = root.makeStyleNode()
    let (skin, environment, time) = state.withLock {
      state -> (Skin?, StyleEnvironment, Duration?) in
      state.roots.removeAll { $0.object == nil || $0.object === root }
      state.roots.append(RootReference(root))
      return (state.skin, state.environment, state.time)
    }
    guard let skin else { return StyleUpdateReport() }
    defer { adopt(node) }
    return checkingBindings(
      node.style(
        with: skin, environment: Self.environment(environment, for: node),
        options: ResolutionOptions(), time: time?.timeInterval), of: node)
  }

  /// Stops styling `root` (its nodes keep their values).
  public func remove(_ root: any StyleTreeNode) {
    state.withLock { $0.roots.removeAll { $0.object == nil || $0.object === root } }
    root.stopStyling()
  }

  /// Restyles what changed in every root since the last update.
  @discardableResult
  public func updateStyles() -> StyleUpdateReport {
    var report = StyleUpdateReport()
    for root in rootNodes { report.add(root.updateStyles()) }
    return report
  }

  /// Recomputes every node of every root and writes every value the active skin sets again,
  /// whatever was written before — after a change SkinKit cannot see: an object's property
  /// set behind its back, a foreign tree changed without
  /// ``StyleTreeNode/setNeedsStyleUpdate()`` (every object is read again first). A skin
  /// switch, ``activate(_:)``, writes only what changed.
  ///
  /// ```swift
  /// label.textColor = .black          // set directly, not through SkinKit
  /// manager.restyleAll()              // the skin's color again
  /// ```
  @discardableResult
  public func restyleAll() -> StyleUpdateReport {
    var report = StyleUpdateReport()
    for root in rootNodes where root.parent == nil { report.add(root.restyleAll()) }
    return report
  }

  /// Changes the environment of every root (a window's, or the manager's for the roots that
  /// carry none of their own: a foreign root reporting a ``StyleTreeNode/styleRootEnvironment``
  /// follows its own) and restyles what depends on it.
  @discardableResult
  public func updateEnvironment(_ change: (inout StyleEnvironment) -> Void)
    -> StyleUpdateReport
  {
    let environment = state.withLock { state -> StyleEnvironment in
      change(&state.environment)
      return state.environment
    }
    for root in rootNodes {
      if let window = root as? Window {
        change(&window.environment)
      } else if root.styleRootEnvironment == nil {
        root.styling.tree?.changeEnvironment(to: environment)
      }
    }
    return updateStyles()
  }

  /// The environment the manager styles `root` in: its own, unless the root carries one.
  private static func environment(_ environment: StyleEnvironment, for root: StyleNode)
    -> StyleEnvironment?
  {
    root.styleRootEnvironment == nil ? environment : nil
  }

  private func restyleRoots(with skin: Skin) -> StyleUpdateReport {
    let environment = self.environment
    var report = StyleUpdateReport()
    for root in rootNodes where root.parent == nil {
      report.add(
        checkingBindings(
          root.style(with: skin, environment: Self.environment(environment, for: root)),
          of: root))
      adopt(root)
    }
    return report
  }
}

extension StyleUpdateReport {
  /// Adds another update's counts, time and diagnostics.
  public mutating func add(_ other: StyleUpdateReport) {
    recomputedNodes += other.recomputedNodes
    stateResolutions += other.stateResolutions
    writtenProperties += other.writtenProperties
    resetProperties += other.resetProperties
    duration += other.duration
    startedTransitions += other.startedTransitions
    runningTransitions += other.runningTransitions
    finishedTransitions += other.finishedTransitions
    runningAnimations += other.runningAnimations
    diagnostics += other.diagnostics
    resolution = resolution + other.resolution
  }
}
