import Dispatch
import Foundation
import SkinKit
import Testing

/// An immutable, `Sendable` cascade resolves the same tree on many threads at once with the
/// same result as on one.
@Suite("Resolving from many threads")
struct ConcurrencyTests {
  static let sheet = """
    $accent: #ff8800;
    @layer base, theme;
    @layer base { View { color: #333333; --gap: 4; } Button { padding: var(--gap); } }
    @layer theme { .primary { background-color: $accent; } }
    :root :is(Button, Label):not(:first-child) { opacity: 0.5; }
    Button:highlighted { background-color: darken($accent, 10%); }
    Label { font: bold 15 "Helvetica Neue"; }
    @media pad { View { tint-color: purple; } }
    .card > * { border-width: calc(var(--gap) * 0.5); }
    .danger { @extend .primary; color: red !important; }
    """

  /// A tree of `width` × `depth` nodes of mixed types, classes and states.
  static func tree(width: Int, depth: Int) -> String {
    func node(_ level: Int, _ index: Int) -> String {
      let types = ["View", "Button", "Label", "Card", "Switch"]
      var fields = [#""type": "\#(types[(level + index) % types.count])""#]
      if index % 3 == 0 { fields.append(#""classes": ["primary", "card"]"#) }
      if index % 4 == 1 { fields.append(#""classes": ["danger"]"#) }
      if index % 5 == 2 { fields.append(#""state": ["highlighted"]"#) }
      if index % 7 == 3 { fields.append(#""style": "opacity: 0.25""#) }
      if level < depth {
        let children = (0..<width).map { node(level + 1, $0) }.joined(separator: ", ")
        fields.append(#""children": [\#(children)]"#)
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return #"{"types": {"Card": "View"}, "environment": {"idiom": "pad"}, "root": \#(node(0, 0))}"#
  }

  /// Every node's every declared value, as text.
  static func snapshot(_ resolution: TreeResolution) -> [String] {
    snapshot(resolution.nodes, resolution.styles)
  }

  static func snapshot(_ nodes: [StyleNode], _ styles: [ComputedStyle]) -> [String] {
    zip(nodes, styles).map { node, style in
      node.stylePath + " "
        + style.declaredProperties.map { "\(style.table[$0].name)=\(style.value($0))" }
        .joined(separator: ";")
        + " " + style.customProperties.keys.sorted().joined(separator: ",")
    }
  }

  @Test("DispatchQueue.concurrentPerform: 32 resolutions of one tree, all identical")
  func concurrentPerform() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.sheet)])
    #expect(cascade.diagnostics.isEmpty)
    let text = Self.tree(width: 3, depth: 4)
    let expected = Self.snapshot(try TreeDocument.parse(text).resolve(with: cascade))
    #expect(expected.count == 121)
    #expect(expected.contains { $0.contains("opacity=0.5") })
    #expect(expected.contains { $0.contains("background-color=#cc6d00ff") })
    let results = Results(count: 32)
    DispatchQueue.concurrentPerform(iterations: 32) { iteration in
      // The cascade is shared; a tree is not Sendable, so each thread reads its own.
      guard let document = try? TreeDocument.parse(text) else { return }
      results.set(iteration, Self.snapshot(document.resolve(with: cascade)))
    }
    #expect(results.all.allSatisfy { $0 == expected })
  }

  @Test("large trees (resolved on several cores each) on several threads at once")
  func largeTrees() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.sheet)])
    let text = Self.tree(width: 4, depth: 6)
    let document = try TreeDocument.parse(text)
    let expected = Self.snapshot(
      document.resolve(with: cascade, options: ResolutionOptions(workers: 1)))
    #expect(expected.count == 5461)
    #expect(expected.contains { $0.contains("opacity=0.25") })
    let results = Results(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { iteration in
      guard let own = try? TreeDocument.parse(text) else { return }
      results.set(iteration, Self.snapshot(own.resolve(with: cascade)))
    }
    #expect(results.all.allSatisfy { $0 == expected })
  }

  @Test("a task group: per-node, per-state and whole-tree resolutions agree with one thread")
  func taskGroup() async throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.sheet)])
    let text = Self.tree(width: 3, depth: 3)
    let document = try TreeDocument.parse(text)
    let expected = Self.snapshot(document.resolve(with: cascade))
    let button = document.nodes.first { $0 is Button && $0.styleState.isEmpty }!
    let highlighted = cascade.resolve(
      button, parentStyle: nil, environment: document.environment, state: .highlighted)
    let expectedColor = highlighted.value(named: "background-color")?.description
    let snapshots = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<16 {
        group.addTask {
          guard let own = try? TreeDocument.parse(text) else { return [] }
          return Self.snapshot(own.resolve(with: cascade))
        }
      }
      var all: [[String]] = []
      for await snapshot in group { all.append(snapshot) }
      return all
    }
    #expect(snapshots.count == 16)
    #expect(snapshots.allSatisfy { $0 == expected })
    let colors = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<32 {
        group.addTask {
          guard let own = try? TreeDocument.parse(text),
            let node = own.nodes.first(where: { $0 is Button && $0.styleState.isEmpty })
          else { return nil }
          return cascade.resolve(
            node, parentStyle: nil, environment: own.environment, state: .highlighted
          ).value(named: "background-color")?.description
        }
      }
      var all: [String?] = []
      for await color in group { all.append(color) }
      return all
    }
    #expect(colors.count == 32)
    #expect(colors.allSatisfy { $0 == expectedColor })
  }
}

/// Results written from many threads.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [[String]]

  init(count: Int) { values = Array(repeating: [], count: count) }

  func set(_ index: Int, _ value: [String]) {
    lock.lock()
    defer { lock.unlock() }
    values[index] = value
  }

  var all: [[String]] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
