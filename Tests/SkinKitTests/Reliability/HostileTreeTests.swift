import Foundation
import SkinKit
import Testing

/// Hostile widget trees — very deep, very wide, duplicate ids, huge attribute values,
/// hostile JSON — give a clear error or a correct result in linear time, never a crash.
/// Inputs are generated here; each test runs in seconds in a debug build.
@Suite("Hostile trees")
struct HostileTreeTests {
  /// A chain of `levels` nodes, Views with a Label last, spelled as
  /// `'{"type":"View","children":['*(n-1) + '{"type":"Label"}' + ']}'*(n-1)` in Python.
  static func chain(_ levels: Int) -> String {
    String(repeating: #"{"type":"View","children":["#, count: levels - 1)
      + #"{"type":"Label"}"# + String(repeating: "]}", count: levels - 1)
  }

  /// `0/0/…/0`: the path of the node at `level` of a chain (the root is level 1).
  static func chainPath(_ level: Int) -> String {
    (["0"] + Array(repeating: "0", count: level - 1)).joined(separator: "/")
  }

  /// Each level of ``chain(_:)`` is `{"type":"View","children":[` (27 characters), so the
  /// node at level 513 starts at column 512 × 27 + 1.
  static let tooDeep =
    "deep.json:1:13825: error: $.children[0].children[0].children[0].children[0]…(504 levels)…"
    + ".children[0].children[0].children[0].children[0]: the node is 513 levels deep; a tree"
    + " file may nest nodes at most 512 levels deep"

  @Test("a tree file 100,000 levels deep: one error at the first node too deep")
  func deepTreeFile() throws {
    let text = Self.chain(100_000)
    do {
      _ = try TreeDocument.parse(text, path: "deep.json")
      Issue.record("a tree 100,000 levels deep was read")
    } catch {
      #expect(error.description == Self.tooDeep)
      #expect(error.line == 1)
      #expect(error.column == 13825)
    }
    // One level more than allowed is refused at the same node; the limit itself is read.
    #expect(throws: TreeError.self) {
      try TreeDocument.parse(Self.chain(TreeDocument.maximumDepth + 1))
    }
    #expect(try TreeDocument.parse(Self.chain(TreeDocument.maximumDepth)).nodes.count == 512)
  }

  @Test(
    "skss commands refuse a tree file 100,000 levels deep with exit status 2",
    arguments: [
      ["resolve", "s.skss", "--tree", "deep.json", "--properties", "opacity"],
      ["explain", "s.skss", "--tree", "deep.json", "--node", "Label"],
      ["preview", "s.skss", "--tree", "deep.json", "-o", "out.svg"],
    ])
  func deepTreeFileOnTheCommandLine(_ arguments: [String]) throws {
    let workspace = try Workspace([
      "s.skss": "View { opacity: 0.5 }", "deep.json": Self.chain(100_000),
    ])
    let result = workspace.run(arguments)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(
      result.err == "skss \(arguments[0]): \(Self.tooDeep)\n\nSee 'skss \(arguments[0]) --help'.\n")
  }

  /// The message `TreeDocument.parse(text, path: "t.json")` throws, or "read" if it reads.
  static func refusal(_ text: String) -> String {
    do {
      _ = try TreeDocument.parse(text, path: "t.json")
      return "read"
    } catch {
      return error.description
    }
  }

  @Test("hostile JSON: huge objects, long lists, long type chains and cycles, deep arrays")
  func hostileJSON() throws {
    // 100,000 attributes, then the first one again: duplicate keys are found by lookup.
    let attributes = (0..<100_000).map { #""k\#($0)":"\#($0)""# }.joined(separator: ",")
    #expect(
      Self.refusal(#"{"type":"View","attributes":{\#(attributes),"k0":"x"}}"#)
        == #"t.json:1:1677810: error: invalid JSON: duplicate key "k0" (first at 1:30)"#)
    let wide = try TreeDocument.parse(#"{"type":"View","attributes":{\#(attributes)}}"#)
    #expect(wide.root.attributes.count == 100_000)
    #expect(wide.root.styleAttribute("k99999") == "99999")

    // 100,000 classes, each twice: kept once each, in order.
    let names = (0..<100_000).map { #""c\#($0)""# }.joined(separator: ",")
    let classes = try TreeDocument.parse(#"{"type":"View","classes":[\#(names),\#(names)]}"#)
    #expect(classes.root.styleClasses.count == 100_000)
    #expect(classes.root.styleClasses.first?.string == "c0")
    #expect(classes.root.styleClasses.last?.string == "c99999")
    let values = try Resolved.values(
      "opacity", sheet: ".c99999 { opacity: 0.25 }",
      tree: #"{"type":"View","classes":[\#(names),\#(names)]}"#)
    #expect(values == ["0": "0.25"])

    // A chain of 100,000 declared types: refused at its first, whatever the order declared.
    func chain(_ count: Int, last: String) -> String {
      (0..<count).map { #""T\#($0)":"\#($0 + 1 < count ? "T\($0 + 1)" : last)""# }
        .joined(separator: ",")
    }
    #expect(
      Self.refusal(#"{"types":{\#(chain(100_000, last: "View"))},"root":{"type":"T0"}}"#)
        == "t.json:1:11: error: $.types.T0: 'T0' has a lineage of 100001 types"
        + " (T0 ← T1 ← T2 ← …); a lineage may hold at most 64")
    let longest = try TreeDocument.parse(
      #"{"types":{\#(chain(63, last: "View"))},"root":{"type":"T0"}}"#)
    #expect(longest.root.styleType.lineage.count == 64)
    #expect(
      Self.refusal(#"{"types":{\#(chain(64, last: "View"))},"root":{"type":"T0"}}"#)
        == "t.json:1:11: error: $.types.T0: 'T0' has a lineage of 65 types"
        + " (T0 ← T1 ← T2 ← …); a lineage may hold at most 64")
    // …and 100,000 types in a cycle: the message shows its ends.
    #expect(
      Self.refusal(#"{"types":{\#(chain(100_000, last: "T0"))},"root":{"type":"T0"}}"#)
        == "t.json:1:11: error: $.types.T0: the types form a cycle:"
        + " T0 → T1 → T2 → … → T99999 → T0 (100000 types)")

    // Arrays nested 100,000 deep where an attribute value belongs.
    let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      Self.refusal(#"{"type":"View","attributes":{"a":\#(nested)}}"#)
        == "t.json:1:34: error: $.attributes.a: an attribute value must be a string, a number"
        + " or a boolean, not an array")
    // …and left open: the error names the innermost array.
    #expect(
      Self.refusal(#"{"type":"View","children":\#(String(repeating: "[", count: 100_000))"#)
        == "t.json:1:100027: error: invalid JSON: unexpected end of file: the array opened at"
        + " 1:100026 is not closed")
  }

  @Test("a 10 MB attribute value: every attribute operator gives the right answer")
  func hugeAttributeValue() throws {
    let title = "head-" + String(repeating: "a", count: 10_000_000) + " needle tail"
    let sheet = """
      [title^="head-aaa"] { opacity: 0.5; }
      [title$=" tail"] { corner-radius: 2; }
      [title*="needle"] { border-width: 3; }
      [title~="needle"] { tint-color: #ff0000; }
      [title|="head"] { color: #00ff00; }
      [title*="NEEDLE" i] { font-size: 20; }
      [title="head"] { background-color: #0000ff; }
      [title*="needles"] { shadow-opacity: 1; }
      [title~="aaaa"] { shadow-radius: 9; }
      """
    let tree = #"{"type": "Label", "attributes": {"title": "\#(title)"}}"#
    let document = try TreeDocument.parse(tree)
    #expect(document.root.styleAttribute("title")?.utf8.count == 10_000_017)
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    #expect(cascade.diagnostics.isEmpty)
    let style = try #require(document.resolve(with: cascade).styles.first)
    let declared = style.declaredProperties.map {
      "\(style.table[$0].name)=\(style.value($0))"
    }
    #expect(
      declared.sorted() == [
        "border-radius=2", "border-width=3", "color=#00ff00ff", "font-size=20", "opacity=0.5",
        "tint-color=#ff0000ff",
      ])
  }

  /// Structural pseudo-classes and sibling combinators over one long list of siblings
  /// (`View >` keeps the root out). `Button ~ Label` never matches: each Label looks at
  /// every sibling before it, unless scans are remembered.
  static let siblingSheet = """
    View > Label:nth-child(2n+1) { opacity: 0.5; }
    View > :last-child { corner-radius: 1; }
    View > :nth-last-child(3) { border-width: 3; }
    View > .c + Label { font-size: 20; }
    View > Button ~ Label { tint-color: #ff0000; }
    View > #first ~ Switch { on-tint-color: #00ff00; }
    View > Label:nth-of-type(5) { color: #0000ff; }
    View > Switch:nth-last-of-type(2) { thumb-tint-color: #ff00ff; }
    View > :first-of-type { letter-spacing: 1; }
    View > :last-of-type { shadow-radius: 7; }
    View > :only-of-type { shadow-opacity: 1; }
    View > :nth-child(odd of .c) { text-align: center; }
    View > :nth-last-child(1 of .c) { font-weight: 700; }
    """

  /// A View with `count` children: a Switch every tenth (index 9, 19, …), Labels otherwise;
  /// every third `.c` (index 0, 3, …); the first `#first`.
  static func siblingTree(_ count: Int) -> String {
    let children = (0..<count).map { index in
      var node = index % 10 == 9 ? #"{"type":"Switch""# : #"{"type":"Label""#
      if index % 3 == 0 { node += #","classes":["c"]"# }
      if index == 0 { node += #","id":"first""# }
      return node + "}"
    }
    return #"{"type":"View","children":["# + children.joined(separator: ",") + "]}"
  }

  /// What ``siblingSheet`` declares for child `index` of ``siblingTree(_:)``, worked out from
  /// the positions.
  static func expectedSiblingValues(_ index: Int, count: Int) -> [String] {
    let isSwitch = index % 10 == 9
    let lastSwitch = (count - 10) / 10 * 10 + 9
    var values: [String] = []
    if !isSwitch && index % 2 == 0 { values.append("opacity=0.5") }
    if index == count - 1 { values.append("border-radius=1") }
    if index == count - 3 { values.append("border-width=3") }
    if !isSwitch && index > 0 && (index - 1) % 3 == 0 { values.append("font-size=20") }
    if isSwitch { values.append("on-tint-color=#00ff00ff") }
    if index == 4 { values.append("color=#0000ffff") }
    if index == lastSwitch - 10 { values.append("thumb-tint-color=#ff00ffff") }
    if index == 0 || index == 9 { values.append("letter-spacing=1") }
    let lastLabel = index % 10 == 9 ? -1 : (lastSwitch == count - 1 ? count - 2 : count - 1)
    if index == lastSwitch || index == lastLabel { values.append("shadow-radius=7") }
    if index % 6 == 0 { values.append("text-align=center") }
    if index == (count - 1) / 3 * 3 { values.append("font-weight=700") }
    return values.sorted()
  }

  @Test("100,000 siblings: structural pseudo-classes and sibling combinators, in linear time")
  func wideTreeFile() throws {
    let count = 100_000
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.siblingSheet)])
    #expect(cascade.diagnostics.isEmpty)
    let document = try TreeDocument.parse(Self.siblingTree(count))
    let resolution = document.resolve(with: cascade)
    #expect(resolution.styles.count == count + 1)
    #expect(resolution.styles[0].declaredProperties.isEmpty)
    var mismatches: [String] = []
    for index in 0..<count {
      let style = resolution.styles[index + 1]
      let declared = style.declaredProperties.map { "\(style.table[$0].name)=\(style.value($0))" }
      let expected = Self.expectedSiblingValues(index, count: count)
      if declared.sorted() != expected, mismatches.count < 5 {
        mismatches.append("\(index): \(declared.sorted()) instead of \(expected)")
      }
    }
    #expect(mismatches == [])
    // Spot checks of the worked-out values themselves.
    #expect(
      Self.expectedSiblingValues(0, count: count) == [
        "letter-spacing=1", "opacity=0.5", "text-align=center",
      ])
    #expect(
      Self.expectedSiblingValues(99_989, count: count) == [
        "on-tint-color=#00ff00ff", "thumb-tint-color=#ff00ffff",
      ])
    #expect(
      Self.expectedSiblingValues(99_998, count: count) == ["opacity=0.5", "shadow-radius=7"])
    #expect(
      Self.expectedSiblingValues(99_999, count: count) == [
        "border-radius=1", "font-weight=700", "on-tint-color=#00ff00ff", "shadow-radius=7",
      ])

    // `skss explain` finds the one node `:nth-last-child(1 of .c)` selects among them.
    let workspace = try Workspace(["s.skss": Self.siblingSheet, "t.json": Self.siblingTree(count)])
    let explained = workspace.run([
      "explain", "s.skss", "--tree", "t.json", "--node", "View > :nth-last-child(1 of .c)",
      "--property", "font-weight",
    ])
    #expect(explained.status == 0)
    #expect(
      explained.out == """
        0/99999 Switch.c
          font-weight: 700
            wins s.skss:13:35  View > :nth-last-child(1 of .c) (0,2,1) { font-weight: 700 }

        """)
  }

  @Test("20,000 sibling widgets styled by a manager: the same answers as a tree file")
  func wideCodeTree() throws {
    let count = 20_000
    let skin = skin(Self.siblingSheet, name: "siblings")
    try #require(skin.diagnostics.isEmpty)
    let root = View()
    for index in 0..<count {
      let child: View = index % 10 == 9 ? Switch() : Label(text: "\(index)")
      if index % 3 == 0 { child.addClass("c") }
      if index == 0 { child.identifier = "first" }
      root.addSubview(child)
    }
    let manager = StyleManager(skin: skin)
    #expect(manager.style(root).recomputedNodes == count + 1)
    var mismatches: [String] = []
    for (index, child) in root.children.enumerated() {
      guard let style = child.computedStyle else { continue }
      let declared = style.declaredProperties.map { "\(style.table[$0].name)=\(style.value($0))" }
      let expected = Self.expectedSiblingValues(index, count: count)
      if declared.sorted() != expected, mismatches.count < 5 {
        mismatches.append("\(index): \(declared.sorted()) instead of \(expected)")
      }
    }
    #expect(mismatches == [])
    let switches = root.children.compactMap { $0 as? Switch }
    #expect(switches.count == 2_000)
    #expect(switches.allSatisfy { $0.onTintColor == StyleColor(hex: "#00ff00") })
    #expect(switches[1_998].thumbTintColor == StyleColor(hex: "#ff00ff"))
    #expect(switches[1_999].thumbTintColor == StyleColor.white)
    // Moving the last child to the front restyles the siblings under their new positions.
    root.insertChild(root.children[count - 1], at: 0)
    manager.updateStyles()
    #expect(root.children[0].computedStyle?.value(named: "letter-spacing")?.description == "1")
    #expect(
      root.children[count - 1].computedStyle?.value(named: "border-radius")?.description == "1")
  }

  @Test("10,001 nodes with one id: each is styled as that id, and explained")
  func duplicateIdentifiers() throws {
    // A root #dup with 100 children #dup, each with 99 children #dup: 10,001 nodes.
    let grandchildren = Array(repeating: #"{"type":"Label","id":"dup"}"#, count: 99)
      .joined(separator: ",")
    let children = Array(
      repeating: #"{"type":"View","id":"dup","children":[\#(grandchildren)]}"#, count: 100
    ).joined(separator: ",")
    let tree = #"{"type":"View","id":"dup","children":[\#(children)]}"#
    let sheet = """
      #dup { opacity: 0.5; }
      #dup + #dup { corner-radius: 2; }
      #dup > #dup > #dup { border-width: 3; }
      #dup:first-child:not(:root) { shadow-radius: 4; }
      """
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    let resolution = try TreeDocument.parse(tree).resolve(with: cascade)
    #expect(resolution.nodes.count == 10_001)
    var counts: [String: Int] = [:]
    for style in resolution.styles {
      let declared = style.declaredProperties.map { "\(style.table[$0].name)=\(style.value($0))" }
      counts[declared.sorted().joined(separator: " "), default: 0] += 1
    }
    #expect(
      counts == [
        // The root.
        "opacity=0.5": 1,
        // The first child, and the first of each child's children.
        "opacity=0.5 shadow-radius=4": 1,
        "border-width=3 opacity=0.5 shadow-radius=4": 100,
        // The other 99 children, and their other 98 children each.
        "border-radius=2 opacity=0.5": 99,
        "border-radius=2 border-width=3 opacity=0.5": 9_800,
      ])
    let workspace = try Workspace(["s.skss": sheet, "t.json": tree])
    let explained = workspace.run([
      "explain", "s.skss", "--tree", "t.json", "--node", "#dup", "--property", "opacity",
    ])
    #expect(explained.status == 0)
    let sections = explained.out.components(separatedBy: "\n\n")
    #expect(sections.count == 10_001)
    #expect(
      sections[1] == """
        0/0 View#dup
          opacity: 0.5
            wins s.skss:1:8  #dup (1,0,0) { opacity: 0.5 }
        """)
  }

  static let chainSheet = """
    View { opacity: 0.5; }
    View > View { tint-color: #ff0000; }
    :root > View { corner-radius: 3; }
    View Label { color: #0000ff; }
    Window Label { color: #00ff00; }
    """

  @Test("a tree file 512 levels deep, the most allowed: resolved and explained")
  func deepestTreeFile() throws {
    let workspace = try Workspace(["s.skss": Self.chainSheet, "t.json": Self.chain(512)])
    let resolved = workspace.run([
      "resolve", "s.skss", "--tree", "t.json", "--properties", "opacity,tint-color,corner-radius",
    ])
    #expect(resolved.status == 0)
    #expect(resolved.err == "")
    var expected = "0 View\n  border-radius: 0\n  opacity: 0.5\n  tint-color: #007affff\n"
    expected += "0/0 View\n  border-radius: 3\n  opacity: 0.5\n  tint-color: #ff0000ff\n"
    // A Label is a View: the last level matches `View` and `View > View` too.
    for level in 3...512 {
      expected += "\(Self.chainPath(level)) \(level == 512 ? "Label" : "View")\n"
      expected += "  border-radius: 0\n  opacity: 0.5\n  tint-color: #ff0000ff\n"
    }
    #expect(resolved.out == expected)

    let explained = workspace.run([
      "explain", "s.skss", "--tree", "t.json", "--node", Self.chainPath(512), "--property", "color",
    ])
    #expect(explained.status == 0)
    #expect(
      explained.out == """
        \(Self.chainPath(512)) Label
          color: #0000ffff
            wins s.skss:4:14  View Label (0,0,2) { color: #0000ffff }

        """)
  }

  static let deepSheet = """
    View { opacity: 0.5; }
    .odd > View { corner-radius: 2; }
    Window Label { color: #00ff00; }
    .marked > Label { font-size: 30; }
    Label:only-child { tint-color: #ff0000; }
    """

  /// A Window and 99,999 views below it, one in a level (every other one `.odd`), and a Label
  /// at the bottom: 100,001 nodes, built top down with `addSubview`.
  static func deepCodeTree() -> (window: Window, views: [View], label: Label) {
    let window = Window()
    var views: [View] = []
    var last: View = window
    for level in 1..<100_000 {
      let view = View(classes: level % 2 == 1 ? ["odd"] : [])
      last.addSubview(view)
      views.append(view)
      last = view
    }
    let label = Label(text: "bottom")
    last.addSubview(label)
    return (window, views, label)
  }

  @Test("a tree built in code 100,000 levels deep: styled, restyled, resolved and released")
  func deepCodeTree() throws {
    let skin = skin(Self.deepSheet, name: "deep")
    try #require(skin.diagnostics.isEmpty)
    let (window, views, label) = Self.deepCodeTree()
    let manager = StyleManager(skin: skin)
    let first = manager.style(window)
    #expect(first.recomputedNodes == 100_001)
    #expect(first.diagnostics.isEmpty)
    #expect(label.alpha == 0.5)
    #expect(label.textColor == StyleColor(hex: "#00ff00"))
    #expect(label.tintColor == StyleColor(hex: "#ff0000"))
    #expect(label.font.size == 17)
    // The last view is the 99,999th, `.odd`: `.odd > View` selects the label (a View).
    #expect(label.cornerRadius == 2)
    #expect(views[0].cornerRadius == 0)
    #expect(views[1].cornerRadius == 2)
    #expect(views[2].cornerRadius == 0)
    #expect(views[99_998].cornerRadius == 0)

    // A class that `.marked > Label` tests on the label's parent, 99,999 levels down: the
    // label alone is recomputed.
    views[99_998].addClass("marked")
    let marked = manager.updateStyles()
    #expect(marked.recomputedNodes == 1)
    #expect(label.font.size == 30)

    // The same tree through a cascade directly: resolved on worker threads.
    let cascade = skin.cascade
    let styles = cascade.resolveAll(window, environment: window.environment).styles
    #expect(styles.count == 100_001)
    #expect(styles[100_000].value(named: "font-size")?.description == "30")
    #expect(styles[2].value(named: "border-radius")?.description == "2")

    // Explaining the label walks its 100,000 ancestors once each.
    let explanation = cascade.explain(label, environment: window.environment)
    #expect(
      explanation.properties.map(\.name) == [
        "border-radius", "color", "font-size", "opacity", "tint-color",
      ])
  }
}
