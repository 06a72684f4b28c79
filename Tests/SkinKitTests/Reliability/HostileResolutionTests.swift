import Foundation
import SkinKit
import Testing

/// Resolution walks whose depth a stylesheet sets run without recursion: worker threads,
/// which resolve large trees, have small stacks.
@Suite("Hostile resolution")
struct HostileResolutionTests {
  /// `--a0: var(--a1); … --a{count-1}: var(--a{count}); --a{count}: last` on every Label.
  static func chain(_ count: Int, last: String) -> String {
    "Label {\n" + (0..<count).map { "  --a\($0): var(--a\($0 + 1));\n" }.joined()
      + "  --a\(count): \(last);\n  opacity: var(--a0, 0.25);\n}\n"
  }

  /// Each Label's opacity and the diagnostics, resolved with 2 worker threads (each Label
  /// on one of them).
  static func resolve(_ sheet: String) throws -> (opacities: [String], problems: [String]) {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet, path: "chain.skss")])
    #expect(cascade.diagnostics.isEmpty)
    let document = try TreeDocument.parse(
      #"{"type": "View", "children": [{"type": "Label"}, {"type": "Label"}]}"#)
    let resolution = document.resolve(with: cascade, options: ResolutionOptions(workers: 2))
    let opacities = zip(resolution.nodes, resolution.styles).compactMap { node, style in
      node is Label ? style.value(named: "opacity")?.description ?? "-" : nil
    }
    let diagnostics = resolution.diagnostics
    return (opacities, diagnostics.map { "\($0.id.rawValue) \($0.location!): \($0.message)" })
  }

  @Test("a chain of 20,000 custom properties, each naming the next, resolves on worker threads")
  func customPropertyChain() throws {
    let (opacities, problems) = try Self.resolve(Self.chain(20_000, last: "0.5"))
    #expect(opacities == ["0.5", "0.5"])
    #expect(problems == [])
  }

  @Test(
    "a cycle of 20,000 custom properties is reported once, by its ends, though two workers meet it")
  func customPropertyCycle() throws {
    let (opacities, problems) = try Self.resolve(Self.chain(20_000, last: "var(--a0)"))
    // Every property of the cycle is invalid: the fallback applies.
    #expect(opacities == ["0.25", "0.25"])
    #expect(
      problems == [
        "custom-property-cycle 2:3: custom properties refer to each other"
          + " (--a0 → --a1 → --a2 → … → --a20000 → --a0 (20001 properties)); they are invalid"
      ])
  }
}
