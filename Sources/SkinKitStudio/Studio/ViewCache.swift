import Foundation
import SkinKit
import SkinKitSupport

/// The trees the page can show — the tree file, and each inspected app's trees — with the
/// skin they are shown in, and what was computed of them in the current generation: the
/// pictures (``StudioView``) and nodes' values. These are computed in two lanes, each with
/// its own copy of every tree, so that a picture and a node's values after a save are
/// computed at once on two cores; within a lane, one thing at a time, under its lock (a tree
/// is used by one thread at a time).
///
/// A generation ends when the skin or an app's tree changes: what was computed is dropped,
/// and what the page asked for lately is computed again at once (``refresh()``), so that
/// the page's requests, sent when it hears of the change, find it ready or nearly.
final class ViewCache: Sendable {
  /// Makes a source: called once per lane, each gets trees of its own.
  typealias SourceMaker = () throws(StudioError) -> ViewLane.Source

  private let pictures: ViewLane
  private let values: ViewLane

  init(skin: Skin, locate: @escaping @Sendable (String) -> (file: String, editable: Bool)) {
    pictures = ViewLane(skin: skin, locate: locate)
    values = ViewLane(skin: skin, locate: locate)
  }

  /// The current generation.
  var currentGeneration: Int { pictures.currentGeneration }

  /// Makes `skin` the one views are computed with; starts a generation.
  func use(_ skin: Skin) {
    pictures.use(skin)
    values.use(skin)
  }

  /// Replaces the sources whose names start with `prefix` by new ones; starts a generation.
  func replaceSources(prefixed prefix: String, with makers: [(String, SourceMaker)])
    throws(StudioError)
  {
    var forPictures: [(String, ViewLane.Source)] = []
    var forValues: [(String, ViewLane.Source)] = []
    for (name, make) in makers {
      forPictures.append((name, try make()))
      forValues.append((name, try make()))
    }
    pictures.replaceSources(prefixed: prefix, with: forPictures)
    values.replaceSources(prefixed: prefix, with: forValues)
  }

  /// The view of a source in an environment, as JSON (`{"generation", "view"}`).
  func view(source: String, environment: [(key: String, value: String)]) throws(StudioError)
    -> Data
  {
    try pictures.answer(source: source, environment: environment, node: nil)
  }

  /// A node's details, as JSON (`{"generation", "details"}`).
  func details(source: String, environment: [(key: String, value: String)], node: String)
    throws(StudioError) -> Data
  {
    try values.answer(source: source, environment: environment, node: node)
  }

  /// Computes again, in both lanes at once, what the page asked for lately.
  func refresh() {
    let lanes = [pictures, values]
    DispatchQueue.concurrentPerform(iterations: 2) { lanes[$0].refresh() }
  }
}

/// One lane of a ``ViewCache``: its own trees, and what it computed of them.
final class ViewLane: @unchecked Sendable {
  /// A tree the page can show.
  struct Source {
    let document: TreeDocument
    let caption: String
    /// Whether the page's environment choices apply (not to an app's real environment).
    let takesEnvironment: Bool
    /// The values the app reported, node by node in document order, for an app's tree.
    let appValues: [[String: String]]?
  }

  /// What the page asks for: a source in an environment (`key=value` overrides, sorted),
  /// and a node's path for its details (`nil` for the view).
  struct Key: Hashable {
    let source: String
    let environment: [String]
    let node: String?
  }

  // Everything below is guarded by `lock`.
  private let lock = NSLock()
  private var skin: Skin
  private var sources: [String: Source] = [:]
  private var computed: [Key: Data] = [:]
  /// What the page asked for lately, the latest last (at most ``remembered``).
  private var asked: [Key] = []
  private var generation = 1
  /// The generation, readable while something is being computed (the page's state asks).
  private let published = Locked(1)
  private let locate: @Sendable (String) -> (file: String, editable: Bool)

  /// How many of the latest requests are computed again in a new generation.
  static let remembered = 8

  init(skin: Skin, locate: @escaping @Sendable (String) -> (file: String, editable: Bool)) {
    self.skin = skin
    self.locate = locate
  }

  /// The current generation.
  var currentGeneration: Int { published.withLock { $0 } }

  /// Makes `skin` the one views are computed with; starts a generation.
  func use(_ skin: Skin) {
    lock.withLock {
      self.skin = skin
      newGeneration()
    }
  }

  /// Replaces the sources whose names start with `prefix` by `replacements` at once (a
  /// request never finds them missing in between); starts a generation.
  func replaceSources(prefixed prefix: String, with replacements: [(String, Source)]) {
    lock.withLock {
      for name in sources.keys where name.hasPrefix(prefix) { sources[name] = nil }
      for (name, source) in replacements { sources[name] = source }
      newGeneration()
    }
  }

  private func newGeneration() {
    generation += 1
    computed = [:]
    published.withLock { $0 = generation }
  }

  /// A view (`node` nil) or a node's details, as JSON.
  func answer(source: String, environment: [(key: String, value: String)], node: String?)
    throws(StudioError) -> Data
  {
    lock.lock()
    defer { lock.unlock() }
    return try compute(source: source, environment: environment, node: node)
  }

  /// Computes again what the page asked for lately (what still exists), so that it is ready
  /// when the page asks; forgets what no longer does.
  func refresh() {
    lock.withLock {
      for key in asked {
        let pairs = key.environment.map { pair in
          let parts = pair.split(separator: "=", maxSplits: 1)
          return (key: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
        if (try? compute(source: key.source, environment: pairs, node: key.node)) == nil {
          asked.removeAll { $0 == key }
        }
      }
    }
  }

  /// Computes (or finds) an answer; called with the lock held.
  private func compute(
    source name: String, environment: [(key: String, value: String)], node: String?
  )
    throws(StudioError) -> Data
  {
    guard let source = sources[name] else {
      throw StudioError(.notFound, "no tree named '\(name)'")
    }
    let pairs = source.takesEnvironment ? environment : []
    let key = Key(
      source: name, environment: pairs.map { "\($0.key)=\($0.value)" }.sorted(), node: node)
    // The page shows one node's values per picture: the one it asked for last.
    asked.removeAll {
      $0 == key || (node != nil && $0.source == key.source && $0.environment == key.environment)
    }
    asked.append(key)
    if asked.count > Self.remembered { asked.removeFirst() }
    if let known = computed[key] { return known }
    let session = StudioSession(skin: skin, locate: locate)
    let environment = try StudioSession.environment(source.document.environment, overrides: pairs)
    let data: Data
    if let node {
      let appValues = source.appValues.flatMap { values in
        Self.position(of: node, in: source.document).flatMap {
          $0 < values.count ? values[$0] : nil
        }
      }
      guard
        let details = session.details(
          of: node, in: source.document, environment: environment, appValues: appValues)
      else { throw StudioError(.notFound, "no node at \(node)") }
      data = try Self.encode(["generation": .generation(generation), "details": .details(details)])
    } else {
      let view = session.view(of: source.document, in: environment, caption: source.caption)
      data = try Self.encode(["generation": .generation(generation), "view": .view(view)])
    }
    computed[key] = data
    return data
  }

  /// The position in document order of the node at a path.
  private static func position(of path: String, in document: TreeDocument) -> Int? {
    StudioSession.paths(of: document).firstIndex(of: path)
  }

  private enum Part: Encodable {
    case generation(Int)
    case view(StudioView)
    case details(StudioView.Details)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .generation(let value): try container.encode(value)
      case .view(let value): try container.encode(value)
      case .details(let value): try container.encode(value)
      }
    }
  }

  private static func encode(_ parts: [String: Part]) throws(StudioError) -> Data {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
      return try encoder.encode(parts)
    } catch {
      throw StudioError(.internalServerError, "cannot encode: \(error)")
    }
  }
}
