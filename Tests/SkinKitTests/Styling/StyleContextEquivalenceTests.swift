import Foundation
import SkinKit
import Testing

/// A declarative tree styled through ``StyleContext`` gets, node for node, the styles an object
/// tree with the same types, classes, identifiers, states and attributes gets: over every
/// browser-checked case, and over random trees and sheets — also after a skin switch, an
/// environment change and a list declared anew, which the contexts' cache must follow.
@Suite("Contexts and objects: the same styles")
struct StyleContextEquivalenceTests {
  /// What selectors see of a model widget, as a context's description.
  static func describe(_ node: StyleNode) -> StyleContext.Child {
    var attributes: [String: String] = [:]
    for name in ["title", "text", "placeholder"] + node.attributes.keys {
      if let value = node.styleAttribute(name) { attributes[name] = value }
    }
    return StyleContext.Child(
      type: node.styleType, classes: node.classes, id: node.identifier, state: node.state,
      attributes: attributes, isLeaf: node.children.isEmpty)
  }

  /// Every node's context under `context`, in document order, each parent declaring its
  /// children (an only child is asked for alone, which is the same).
  static func contexts(of node: StyleNode, under context: StyleContext) -> [StyleContext] {
    var result: [StyleContext] = []
    var pending: [(StyleNode, StyleContext)] = [(node, context.child(describe(node)))]
    while let (node, context) = pending.popLast() {
      result.append(context)
      let children =
        node.children.count == 1
        ? [context.child(describe(node.children[0]))]
        : context.children(node.children.map(describe))
      pending += zip(node.children, children).reversed()
    }
    return result
  }

  /// Styles an object tree (a window, carrying its environment).
  static func style(_ tree: StyleNode, with skin: Skin, in environment: StyleEnvironment) {
    (tree as? Window)?.environment = environment
    tree.style(with: skin, environment: environment)
  }

  /// The values that differ between the contexts' styles and the objects', node by node
  /// (`2/0 color: #ff0000ff ≠ #0000ffff`): none when they agree.
  static func differences(_ contexts: [StyleContext], _ objects: [ComputedStyle]) -> [String] {
    let left = OptimisationEquivalenceTests.dump(contexts.map { $0.computedStyle! })
    let right = OptimisationEquivalenceTests.dump(objects)
    guard left.count == right.count else { return ["\(left.count) contexts, \(right.count) nodes"] }
    var result: [String] = []
    for (node, (mine, theirs)) in zip(left, right).enumerated() where mine != theirs {
      let differing = zip(mine, theirs).filter { $0 != $1 }.map { "\($0) ≠ \($1)" }
      result.append("node \(node): " + differing.joined(separator: ", "))
    }
    return result
  }

  static func differences(_ contexts: [StyleContext], _ root: StyleNode) -> [String] {
    differences(contexts, root.subtree.map { $0.computedStyle! })
  }

  @Test("every browser-checked case", arguments: ConformanceCase.all)
  func conformanceCase(_ testCase: ConformanceCase) throws {
    let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
    let table = PropertyTable.builtIn
    // Inline styles are an object's own (a context has none).
    guard document.nodes.allSatisfy({ $0.inlineDeclarations(table: table) == nil }) else { return }
    // A context is computed before its children are declared: `:has()` matches nothing there
    // (`RelationalSelectorTests` checks that), where it matches in an object tree.
    guard !testCase.css.contains(":has(") else { return }
    let skin = Skin(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let objects = document.resolve(with: skin).styles
    let root = StyleContext(manager: StyleManager(skin: skin))
      .withEnvironment(document.environment)
    let contexts = Self.contexts(of: document.root, under: root)
    #expect(Self.differences(contexts, objects) == [])
  }

  @Test("random trees and sheets", arguments: 0..<60)
  func randomTree(_ seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let tree = RandomTree.make(&random)
    let skin = Skin(stylesheets: [Stylesheet.parse(RandomSheet.make(&random), path: "r.skss")])
    let environment = RandomSheet.environment(&random)
    Self.style(tree, with: skin, in: environment)
    let root = StyleContext(manager: StyleManager(skin: skin)).withEnvironment(environment)
    #expect(Self.differences(Self.contexts(of: tree, under: root), tree) == [])
  }

  @Test("after a skin switch, cached contexts follow the new skin", arguments: 0..<30)
  func randomSkinSwitch(_ seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) + 1000)
    let tree = RandomTree.make(&random)
    let sheet = RandomSheet.make(&random)
    let first = Skin(stylesheets: [Stylesheet.parse(sheet, path: "r.skss")])
    // An edit: one more rule at the end, as a live reload brings.
    let edited = Skin(
      stylesheets: [Stylesheet.parse(sheet + RandomSheet.rule(&random), path: "r.skss")])
    let environment = RandomSheet.environment(&random)
    let manager = StyleManager(skin: first)
    let root = StyleContext(manager: manager).withEnvironment(environment)
    _ = Self.contexts(of: tree, under: root)
    manager.activate(edited, incremental: true)
    Self.style(tree, with: edited, in: environment)
    #expect(Self.differences(Self.contexts(of: tree, under: root), tree) == [])
  }

  @Test("after an environment change, cached contexts follow it", arguments: 0..<30)
  func randomEnvironmentChange(_ seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) + 2000)
    let tree = RandomTree.make(&random)
    let skin = Skin(stylesheets: [Stylesheet.parse(RandomSheet.make(&random), path: "r.skss")])
    let before = RandomSheet.environment(&random)
    let after = RandomSheet.environment(&random)
    let root = StyleContext(manager: StyleManager(skin: skin))
    _ = Self.contexts(of: tree, under: root.withEnvironment(before))
    Self.style(tree, with: skin, in: after)
    #expect(
      Self.differences(Self.contexts(of: tree, under: root.withEnvironment(after)), tree) == [])
  }

  @Test("after lists declared anew, cached contexts follow them", arguments: 0..<30)
  func randomListChanges(_ seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) + 3000)
    let tree = RandomTree.make(&random)
    let skin = Skin(stylesheets: [Stylesheet.parse(RandomSheet.make(&random), path: "r.skss")])
    let environment = RandomSheet.environment(&random)
    let root = StyleContext(manager: StyleManager(skin: skin)).withEnvironment(environment)
    _ = Self.contexts(of: tree, under: root)
    // Move, remove and add children here and there, as a list's data changes.
    for node in tree.subtree where node.children.count > 1 && random.next(3) == 0 {
      let moved = node.children[random.next(node.children.count)]
      node.insertChild(moved, at: random.next(node.children.count))
      if random.next(2) == 0 { node.children[random.next(node.children.count)].removeFromParent() }
      if random.next(2) == 0 { node.addChild(RandomTree.node(&random, depth: 3)) }
    }
    Self.style(tree, with: skin, in: environment)
    #expect(Self.differences(Self.contexts(of: tree, under: root), tree) == [])
  }
}

/// A random number generator with a fixed seed (a linear congruential one: the same sequence
/// on every platform).
struct SeededGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
}

/// Random trees of model widgets: a few types, classes, identifiers, states and titles.
enum RandomTree {
  static let types = ["View", "Label", "Button", "Switch", "StackView", "Card"]

  static func make(_ random: inout SeededGenerator) -> StyleNode {
    let root = Window()
    for _ in 0..<(1 + random.next(4)) { root.addChild(node(&random, depth: 1)) }
    return root
  }

  static func node(_ random: inout SeededGenerator, depth: Int) -> StyleNode {
    let name = random.pick(types)
    let node =
      name == "Card"
      ? ModelWidgets.make(type: StyleType(name: "Card", supertype: .builtIn("View")))
      : ModelWidgets.make(name)!
    node.classes = ["a", "b", "c"].filter { _ in random.next(3) == 0 }
    if random.next(6) == 0 { node.identifier = random.pick(["x", "y"]) }
    var state: ElementState = []
    for flag in [ElementState.highlighted, .selected, .disabled] where random.next(5) == 0 {
      state.insert(flag)
    }
    node.state = state
    if random.next(3) == 0 {
      ModelWidgets.setAttribute(random.pick(["A", "B"]), forName: "title", of: node)
    }
    if depth < 4 {
      for _ in 0..<random.pick([0, 0, 1, 2, 3, 5]) {
        node.addChild(self.node(&random, depth: depth + 1))
      }
    }
    return node
  }
}

/// Random sheets over those trees: every kind of selector the matcher knows (structural and
/// sibling ones included), inherited and other properties, custom properties, `inherit`,
/// `currentcolor`, `!important` and environment queries.
enum RandomSheet {
  static let atoms = [
    "View", "Label", "Button", "Switch", "StackView", "Card", "*", ".a", ".b", ".c", "#x", "#y",
    "[title]", #"[title="A"]"#, ":highlighted", ":selected", ":disabled", ":enabled", ":normal",
    ":first-child", ":last-child", ":only-child", ":nth-child(2n+1)", ":nth-child(odd of .a)",
    ":nth-last-child(2)", ":first-of-type", ":last-of-type", ":only-of-type", ":nth-of-type(2)",
    ":nth-last-of-type(1)", ":empty", ":root", ":not(.b)", ":is(.a, Label)", ":where(#x, .c)",
    ":dark", ":light", ":pad", "Button:exact",
  ]
  static let combinators = [" ", " > ", " + ", " ~ "]
  static let declarations = [
    "color: #ff0000", "color: #0000ff", "color: var(--c, #00ff00)", "background-color: #ffffff",
    "background-color: inherit", "background-color: currentcolor", "opacity: 0.5",
    "font-size: 12", "font-size: 20", "font-weight: bold", "--c: #ffa500", "--c: inherit",
    "tint-color: #800080", "padding-top: 4", "corner-radius: 3", "title-color: #ff00ff",
    "border-color: currentcolor", "border-width: 2", "color: inherit", "opacity: initial",
  ]

  static func make(_ random: inout SeededGenerator) -> String {
    (0..<(4 + random.next(8))).map { _ in rule(&random) }.joined()
  }

  static func rule(_ random: inout SeededGenerator) -> String {
    var selector = compound(&random)
    for _ in 0..<random.next(3) { selector += random.pick(combinators) + compound(&random) }
    let body = (0..<(1 + random.next(3))).map { _ in
      random.pick(declarations) + (random.next(8) == 0 ? " !important" : "")
    }.joined(separator: "; ")
    let rule = "\(selector) { \(body) }\n"
    switch random.next(6) {
    case 0: return "@media dark { \(rule) }\n"
    case 1: return "@media (min-width: 600px) { \(rule) }\n"
    default: return rule
    }
  }

  static func compound(_ random: inout SeededGenerator) -> String {
    var text = random.pick(atoms)
    for _ in 0..<random.next(2) {
      let atom = random.pick(atoms)
      // A type selector goes first, and only one per compound.
      if let first = atom.first, first.isLetter || first == "*" { continue }
      text += atom
    }
    return text
  }

  static func environment(_ random: inout SeededGenerator) -> StyleEnvironment {
    StyleEnvironment(
      idiom: random.pick([.phone, .pad]), colorScheme: random.pick([.light, .dark]),
      width: random.pick([400, 800]), height: 700)
  }
}
