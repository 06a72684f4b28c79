import Foundation
import SkinKit
import Testing

/// Generated cascades (origins, layers, importance, specificity, order, inline styles and
/// the `revert` and `revert-layer` keywords mixed at random): resolution must pick the
/// winner an independent model of skss-language.md §5 and CSS Cascade 5 §6.2 and §7.3–7.4
/// picks, and `explain`, which orders declarations itself, must name it and list every other
/// matching declaration as a loser.
@Suite("explain agrees with resolution")
struct ExplainAgreementTests {
  /// SplitMix64: the same cases on every run.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Selectors and their specificity for `Window > Button#b.p` (`nil`: no match).
  static let selectors: [(text: String, specificity: [Int]?)] = [
    ("Button", [0, 0, 1]), ("#b", [1, 0, 0]), (".p", [0, 1, 0]), ("Button.p", [0, 1, 1]),
    ("View Button", [0, 0, 2]), (":is(Button, #x)", [1, 0, 0]), (":where(#b)", [0, 0, 0]),
    ("Control", [0, 0, 1]), ("*", [0, 0, 0]), ("Window > Button", [0, 0, 2]),
    ("Button:not(.q)", [0, 1, 1]), ("#b.p", [1, 1, 0]), (".p:is(Control)", [0, 1, 1]),
    ("Slider", nil),
  ]
  static let layers = ["a", "b", "a.x", "b.y"]

  /// One generated declaration of opacity, with what decides its place in the cascade.
  struct Declaration {
    var value: String
    var origin: Int  // 0 default skin, 1 app, 2 inline
    var important: Bool
    var layer: String?
    var specificity: [Int]
    var order: Int
  }

  /// A sheet of random rules; every declaration sets opacity to a value no other one uses.
  static func sheet(
    _ random: inout Generator, counter: inout Int, rules: Int, origin: Int,
    into declarations: inout [Declaration]
  ) -> (text: String, layerOrder: [String]) {
    var text = ""
    var seen: [String] = []
    func declare(_ layer: String) {
      let parts = layer.split(separator: ".").map(String.init)
      for end in 1...parts.count {
        let name = parts[..<end].joined(separator: ".")
        if !seen.contains(name) { seen.append(name) }
      }
    }
    if random.next(2) == 0 {
      text = "@layer b, a;\n"
      declare("b")
      declare("a")
    }
    for _ in 0..<rules {
      counter += 1
      let important = random.next(4) == 0
      let selector = selectors[random.next(selectors.count)]
      let keyword = random.next(8)
      let value = keyword == 0 ? "revert" : keyword == 1 ? "revert-layer" : "0.\(counter + 100)"
      var rule = "\(selector.text) { opacity: \(value)\(important ? " !important" : ""); }"
      let pick = random.next(layers.count + 2)
      let layer = pick < layers.count ? layers[pick] : nil
      if let layer {
        rule = "@layer \(layer) { \(rule) }"
        declare(layer)
      }
      text += rule + "\n"
      if let specificity = selector.specificity {
        declarations.append(
          Declaration(
            value: value, origin: origin, important: important, layer: layer,
            specificity: specificity, order: counter))
      }
    }
    // CSS Cascade 5: a layer's sublayers come before its own rules.
    var order: [String] = []
    func visit(_ prefix: String?) {
      for name in seen
      where name.split(separator: ".").dropLast().joined(separator: ".") == (prefix ?? "")
        && name.contains(".") == (prefix != nil)
      {
        visit(name)
        order.append(name)
      }
    }
    visit(nil)
    return (text, order)
  }

  /// The declaration whose value applies, by skss-language.md §5 and CSS Cascade 5,
  /// independently of the library: the last in cascade order, rolled back while it is
  /// `revert` (to an earlier origin; the inline style is the app's) or `revert-layer` (to an
  /// earlier layer of its origin, the inline style being after every layer, or an earlier
  /// origin). `nil` when nothing applies.
  static func expectedWinner(_ declarations: [Declaration], layerOrders: [[String]])
    -> Declaration?
  {
    /// 0 the default skin, 1 the app (the inline style included).
    func origin(_ declaration: Declaration) -> Int { min(declaration.origin, 1) }
    /// The layer's place in the origin's order: unlayered after the layers, inline after them.
    func layer(_ declaration: Declaration) -> Int {
      guard declaration.origin < 2 else { return Int.max }
      let order = layerOrders[declaration.origin]
      return declaration.layer.flatMap { order.firstIndex(of: $0) } ?? order.count
    }
    func key(_ declaration: Declaration) -> [Int] {
      // Important: the app's, then the inline style's, then the default skin's (§6.2).
      let originRank =
        declaration.important ? [5, 3, 4][declaration.origin] : declaration.origin
      var layerRank = 0
      if declaration.origin < 2 {
        // Unlayered beats layered for normal declarations; reversed for !important.
        let count = layerOrders[declaration.origin].count
        layerRank = declaration.important ? count - layer(declaration) : layer(declaration)
      }
      return [originRank, layerRank] + declaration.specificity + [declaration.order]
    }
    var ordered = declarations.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    // What is left below a keyword: declarations of an earlier origin, and for revert-layer
    // those of its origin in an earlier layer (so a default-skin keyword, having no earlier
    // origin, rolls back to nothing but the skin's earlier layers).
    while let last = ordered.popLast() {
      switch last.value {
      case "revert":
        ordered.removeAll { origin($0) >= origin(last) }
      case "revert-layer":
        ordered.removeAll {
          origin($0) > origin(last) || (origin($0) == origin(last) && layer($0) >= layer(last))
        }
      default:
        return last
      }
    }
    return nil
  }

  @Test("300 generated cascades: the value is §5's winner, and explain names it")
  func agreement() throws {
    var random = Generator(state: 2026)
    let document = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "Button", "id": "b", "classes": ["p"]}]}"#)
    let button = document.root.children[0]
    var checked = 0
    var rolledBack = 0
    for _ in 0..<300 {
      var counter = 0
      var declarations: [Declaration] = []
      let (defaults, defaultLayers) = Self.sheet(
        &random, counter: &counter, rules: random.next(4), origin: 0, into: &declarations)
      let (app, appLayers) = Self.sheet(
        &random, counter: &counter, rules: 1 + random.next(6), origin: 1, into: &declarations)
      var inline: InlineStyle?
      if random.next(3) == 0 {
        counter += 1
        let important = random.next(2) == 0
        let keyword = random.next(6)
        let value =
          keyword == 0 ? "revert" : keyword == 1 ? "revert-layer" : "0.\(counter + 100)"
        inline = InlineStyle.parse("opacity: \(value)\(important ? " !important" : "")").0
        declarations.append(
          Declaration(
            value: value, origin: 2, important: important, layer: nil,
            specificity: [0, 0, 0], order: counter))
      }
      let cascade = StyleCascade(
        stylesheets: [Stylesheet.parse(app, path: "app.skss")],
        defaultStylesheets: [Stylesheet.parse(defaults, path: "default.skss")])
      #expect(cascade.diagnostics.isEmpty)
      let parent = cascade.resolve(
        document.root, parentStyle: nil, environment: document.environment)
      let computed = cascade.resolve(
        button, parentStyle: parent, environment: document.environment, inline: inline
      ).value(named: "opacity")?.description
      let explanation = cascade.explain(
        button, environment: document.environment,
        inlineStyle: { $0 === button ? inline : nil })
      let candidates = explanation.properties.first { $0.name == "opacity" }?.candidates ?? []
      let context = "default skin:\n\(defaults)app:\n\(app)inline: \(inline != nil)"
      let expected = Self.expectedWinner(declarations, layerOrders: [defaultLayers, appLayers])
      #expect(computed == expected?.value ?? "1", "\(context)")
      guard let winner = candidates.first else {
        #expect(computed == "1", "\(defaults)\(app)")
        continue
      }
      checked += 1
      let keywords = ["revert", "revert-layer"]
      if expected != nil, declarations.contains(where: { keywords.contains($0.value) }) {
        rolledBack += 1
      }
      #expect(winner.status == .winner, "\(context)")
      // The winner is the declaration whose value applies — or, when every one is rolled
      // back, the keyword that rolled the last one back.
      if expected != nil {
        #expect(winner.declaration.value.description == computed, "\(context)")
      } else {
        #expect(keywords.contains(winner.declaration.value.description), "\(context)")
      }
      #expect(candidates.dropFirst().allSatisfy { $0.status != .winner }, "\(context)")
      let values = candidates.map { $0.declaration.value.description }
      let numbers = values.filter { !keywords.contains($0) }
      #expect(Set(numbers).count == numbers.count, "\(context)")
      #expect(values.count == declarations.count, "\(context)")
    }
    #expect(checked > 200)
    #expect(rolledBack > 20)
  }
}
