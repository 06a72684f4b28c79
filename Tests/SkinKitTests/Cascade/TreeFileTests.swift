import Foundation
import SkinKit
import Testing

@Suite("Tree files")
struct TreeFileTests {
  /// A bad tree file and the one message it gives.
  struct BadTree: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
    init(_ json: String, _ message: String) {
      self.json = json
      self.message = message
    }
  }

  static let badTrees: [BadTree] = [
    // Not JSON: the line and column of the offending text.
    BadTree("", "t.json:1:1: error: the tree file is empty"),
    BadTree(" \n ", "t.json:1:1: error: the tree file is empty"),
    BadTree(
      #"{"type": "View""#,
      "t.json:1:16: error: invalid JSON: unexpected end of file: the object opened at 1:1 is not closed"
    ),
    BadTree(
      "{\"type\": \"View\",\n \"children\": [\n  {\"type\": }\n ]}",
      "t.json:3:12: error: invalid JSON: expected a value, found '}'"),
    BadTree(
      #"{"type": "View",}"#,
      "t.json:1:16: error: invalid JSON: a comma before '}' (JSON allows no trailing comma)"),
    BadTree(
      #"{"type": "View", "classes": ["a",]}"#,
      "t.json:1:33: error: invalid JSON: a comma before ']' (JSON allows no trailing comma)"),
    BadTree(
      #"{"type": "View" "id": "x"}"#,
      "t.json:1:17: error: invalid JSON: expected ',' or '}', found '\"' (in the object opened at 1:1)"
    ),
    BadTree(
      #"{"type": View}"#,
      "t.json:1:10: error: invalid JSON: expected a value, found 'View' (JSON strings are in double quotes)"
    ),
    BadTree(
      "{'type': 'View'}",
      "t.json:1:2: error: invalid JSON: expected a key in double quotes, found \"'\" (JSON strings are in double quotes)"
    ),
    BadTree(
      #"{"type": "View", "type": "Label"}"#,
      #"t.json:1:18: error: invalid JSON: duplicate key "type" (first at 1:2)"#),
    BadTree(
      #"{"type": "View"} {"type": "Label"}"#,
      "t.json:1:18: error: invalid JSON: unexpected '{' after the JSON value"),
    BadTree(
      #"{"type": "View", "attributes": {"n": 01}}"#,
      "t.json:1:38: error: invalid JSON: '01' is not a JSON number (such as 12, -0.5 or 1e3)"),
    BadTree(
      #"{"type": "View", "attributes": {"n": 1e999}}"#,
      "t.json:1:38: error: invalid JSON: the number 1e999 is out of range"),
    BadTree(
      "{\"type\": \"Vi\new\"}",
      "t.json:1:13: error: invalid JSON: a control character in a string (write it as an escape, such as \\n)"
    ),
    BadTree(
      #"{"type": "V\x"}"#, #"t.json:1:12: error: invalid JSON: unknown escape '\x' in a string"#),
    BadTree(
      #"{"type": "\ud800"}"#,
      #"t.json:1:11: error: invalid JSON: \u escape of an unpaired surrogate"#),
    BadTree(
      #"{"type": "Vi"#,
      "t.json:1:10: error: invalid JSON: unexpected end of file in a string"),
    // Well-formed JSON, wrong shape: the JSON location as well.
    BadTree(
      "[]",
      #"t.json:1:1: error: $: a tree file is a JSON object: a node, or {"environment": …, "types": …, "root": node}; not an array"#
    ),
    BadTree(#"{"id": "save"}"#, #"t.json:1:1: error: $: the node has no "type""#),
    BadTree(
      #"{"type": "Window", "children": [{"type": "Label"}, {"id": "x"}]}"#,
      #"t.json:1:52: error: $.children[1]: the node has no "type""#),
    BadTree(
      #"{"type": ""}"#,
      #"t.json:1:10: error: $.type: "type" must be a type name, not the string """#),
    BadTree(
      #"{"type": 3}"#, #"t.json:1:10: error: $.type: "type" must be a type name, not the number 3"#),
    BadTree(
      #"{"type": "View", "id": ["a"]}"#,
      #"t.json:1:24: error: $.id: "id" must be a string, not an array"#),
    BadTree(
      #"{"type": "View", "classes": "primary"}"#,
      #"t.json:1:29: error: $.classes: "classes" must be an array of strings, not the string "primary""#
    ),
    BadTree(
      #"{"type": "View", "classes": ["a", 1]}"#,
      "t.json:1:35: error: $.classes[1]: a class must be a string, not the number 1"),
    BadTree(
      #"{"type": "View", "state": ["pressed"]}"#,
      "t.json:1:28: error: $.state[0]: unknown state 'pressed' (expected highlighted, selected, disabled, focused)"
    ),
    BadTree(
      #"{"type": "View", "state": [true]}"#,
      "t.json:1:28: error: $.state[0]: a state must be a string (highlighted, selected, disabled, focused), not true"
    ),
    BadTree(
      #"{"type": "View", "state": {"highlighted": true}}"#,
      #"t.json:1:27: error: $.state: "state" must be an array of state names (highlighted, selected, disabled, focused), not an object"#
    ),
    BadTree(
      #"{"type": "View", "attributes": {"title": {"text": "Save"}}}"#,
      "t.json:1:42: error: $.attributes.title: an attribute value must be a string, a number or a boolean, not an object"
    ),
    BadTree(
      #"{"type": "View", "attributes": {"aria label": null}}"#,
      #"t.json:1:47: error: $.attributes["aria label"]: an attribute value must be a string, a number or a boolean, not null"#
    ),
    BadTree(
      #"{"type": "View", "attributes": ["title"]}"#,
      #"t.json:1:32: error: $.attributes: "attributes" must be an object, such as {"title": "Save"}; not an array"#
    ),
    BadTree(
      #"{"type": "View", "style": {"color": "red"}}"#,
      #"t.json:1:27: error: $.style: "style" must be a string of declarations, such as "color: red"; not an object"#
    ),
    BadTree(
      #"{"type": "View", "children": {"type": "Label"}}"#,
      #"t.json:1:30: error: $.children: "children" must be an array of nodes, not an object"#),
    BadTree(
      #"{"type": "View", "children": ["Label"]}"#,
      #"t.json:1:31: error: $.children[0]: a node must be a JSON object with a "type", not the string "Label""#
    ),
    BadTree(
      #"{"type": "View", "colour": "red"}"#,
      "t.json:1:18: error: $.colour: unknown key 'colour' (a node has type, id, classes, state, attributes, style, children)"
    ),
    BadTree(
      #"{"type": "Window", "children": [{"type": "Label", "children": [{"type": "Label", "clases": []}]}]}"#,
      "t.json:1:82: error: $.children[0].children[0].clases: unknown key 'clases' (a node has type, id, classes, state, attributes, style, children)"
    ),
    BadTree(
      #"{"type": "View", "attributes": {"a": "1"}, "attrs": {"b": "2"}}"#,
      #"t.json:1:44: error: $.attrs: both "attributes" and "attrs" (the same thing); keep one"#),
    // The document's own keys.
    BadTree(
      #"{"root": {"type": "View"}, "theme": "dark"}"#,
      "t.json:1:28: error: $.theme: unknown key 'theme' (a tree file has environment, types and root)"
    ),
    BadTree(
      #"{"environment": {"idiom": "pad"}}"#,
      #"t.json:1:1: error: $: missing "root": the tree file's node goes under "root""#),
    BadTree(
      #"{"root": {"type": "View"}, "environment": {"idiom": "toaster"}}"#,
      "t.json:1:53: error: $.environment.idiom: unknown idiom 'toaster' (expected phone, pad, tv, mac, watch, car, vision)"
    ),
    BadTree(
      #"{"root": {"type": "View"}, "environment": {"theme": "dark"}}"#,
      "t.json:1:44: error: $.environment.theme: unknown environment key 'theme' (expected idiom, orientation, color-scheme, horizontal-size-class, vertical-size-class, width, height, content-size, layout-direction, prefers-contrast, prefers-reduced-motion, prefers-reduced-transparency, inverted-colors, legibility-weight)"
    ),
    BadTree(
      #"{"root": {"type": "View"}, "environment": {"width": "wide"}}"#,
      "t.json:1:53: error: $.environment.width: width must be a number of points, not 'wide'"),
    BadTree(
      #"{"root": {"type": "View"}, "environment": {"width": true}}"#,
      #"t.json:1:53: error: $.environment.width: "width" must be a string or a number, not true"#),
    BadTree(
      #"{"root": {"type": "View"}, "environment": {"content-size": "huge"}}"#,
      "t.json:1:60: error: $.environment.content-size: unknown content-size 'huge' (expected extra-small, small, medium, large, extra-large, extra-extra-large, extra-extra-extra-large, accessibility-medium, accessibility-large, accessibility-extra-large, accessibility-extra-extra-large, accessibility-extra-extra-extra-large)"
    ),
    BadTree(
      #"{"root": {"type": "View"}, "environment": "dark"}"#,
      #"t.json:1:43: error: $.environment: "environment" must be an object, such as {"idiom": "pad"}; not the string "dark""#
    ),
    BadTree(
      #"{"root": {"type": "Card"}, "types": {"Card": "Tile", "Tile": "Card"}}"#,
      "t.json:1:38: error: $.types.Card: the types form a cycle: Card → Tile → Card"),
    BadTree(
      #"{"root": {"type": "Card"}, "types": {"Card": "Card"}}"#,
      "t.json:1:38: error: $.types.Card: the types form a cycle: Card → Card"),
    BadTree(
      #"{"root": {"type": "View"}, "types": {"Button": "View"}}"#,
      "t.json:1:38: error: $.types.Button: 'Button' is a built-in type; it cannot be redeclared"),
    BadTree(
      #"{"root": {"type": "View"}, "types": {"UISwitch": "Control"}}"#,
      "t.json:1:38: error: $.types.UISwitch: 'UISwitch' is a built-in type (Switch); it cannot be redeclared"
    ),
    BadTree(
      #"{"root": {"type": "View"}, "types": {"Card": ["View"]}}"#,
      "t.json:1:46: error: $.types.Card: the supertype of 'Card' must be a type name, not an array"),
    BadTree(
      #"{"root": {"type": "View"}, "types": ["Card"]}"#,
      #"t.json:1:37: error: $.types: "types" must be an object, such as {"Card": "View"}; not an array"#
    ),
  ]

  @Test("a bad tree file gives one message naming where", arguments: badTrees)
  func badTree(_ bad: BadTree) {
    #expect(throws: (any Error).self) { try TreeDocument.parse(bad.json, path: "t.json") }
    do {
      _ = try TreeDocument.parse(bad.json, path: "t.json")
    } catch {
      #expect(error.description == bad.message)
    }
  }

  @Test("skss resolve and explain: a bad tree is exit status 2 with that one message")
  func badTreeOnTheCommandLine() throws {
    let workspace = try Workspace([
      "a.skss": "View { color: red }",
      "t.json": #"{"type": "View", "state": ["pressed"]}"#,
    ])
    let expected = """
      skss resolve: t.json:1:28: error: $.state[0]: unknown state 'pressed' (expected highlighted, selected, disabled, focused)

      See 'skss resolve --help'.

      """
    let resolve = workspace.run(["resolve", "a.skss", "--tree", "t.json"])
    #expect(resolve.status == 2)
    #expect(resolve.out == "")
    #expect(resolve.err == expected)
    let explain = workspace.run(["explain", "a.skss", "--tree", "t.json", "--node", "0"])
    #expect(explain.status == 2)
    #expect(explain.err == expected.replacingOccurrences(of: "resolve", with: "explain"))
  }

  @Test("an unreadable tree file is exit status 2")
  func unreadable() throws {
    let workspace = try Workspace(["a.skss": "View { color: red }", "dir/x": ""])
    let missing = workspace.run(["resolve", "a.skss", "--tree", "missing.json"])
    #expect(missing.status == 2)
    #expect(
      missing.err
        == "skss resolve: missing.json: error: no such tree file\n\nSee 'skss resolve --help'.\n")
    let directory = workspace.run(["resolve", "a.skss", "--tree", "dir"])
    #expect(directory.status == 2)
    #expect(
      directory.err
        == "skss resolve: dir: error: this is a directory, not a tree file\n\nSee 'skss resolve --help'.\n"
    )
    let none = workspace.run(["resolve", "a.skss"])
    #expect(none.status == 2)
    #expect(
      none.err == "skss resolve: --tree TREE.json is required\n\nSee 'skss resolve --help'.\n")
  }

  @Test("attribute numbers and booleans keep their text; environment numbers are points")
  func scalars() throws {
    let document = try TreeDocument.parse(
      #"""
      {"environment": {"width": 1024, "height": "768pt"},
       "root": {"type": "View", "attributes": {"count": 1, "zero": 0, "ratio": 1.50, "on": true, "off": false, "title": "Save"}}}
      """#)
    #expect(
      document.root.attributes == [
        "count": "1", "zero": "0", "ratio": "1.50", "on": "true", "off": "false", "title": "Save",
      ])
    #expect(document.environment.width == 1024)
    #expect(document.environment.height == 768)
    #expect(document.environment.effectiveOrientation == .landscape)
    let values = try Resolved.values(
      "opacity", sheet: #"[count="1"] { opacity: 0.5 } [on=true] { opacity: 0.25 }"#,
      tree:
        #"{"type": "View", "children": [{"type": "View", "attributes": {"count": 1}}, {"type": "View", "attributes": {"on": true}}, {"type": "View", "attributes": {"count": true}}]}"#
    )
    #expect(values == ["0": "1", "0/0": "0.5", "0/1": "0.25", "0/2": "1"])
  }

  @Test("a byte order mark, escapes, nodes nested as deep as allowed")
  func wellFormed() throws {
    let bom = try TreeDocument.parse(Data([0xEF, 0xBB, 0xBF] + Array(#"{"type": "View"}"#.utf8)))
    #expect(bom.typeName(of: bom.root) == "View")
    let escaped = try TreeDocument.parse(
      #"{"type": "Label", "id": "caf\u00e9 \ud83d\ude00 \"q\"\n"}"#)
    #expect(escaped.root.styleIdentifier?.string == "café 😀 \"q\"\n")
    let alias = try TreeDocument.parse(#"{"type": "View", "attrs": {"title": "Save"}}"#)
    #expect(alias.root.attributes == ["title": "Save"])
    // Views nested `depth` deep, and a Label below: maximumDepth levels of nodes.
    let depth = TreeDocument.maximumDepth - 1
    let deep =
      String(repeating: #"{"type": "View", "children": ["#, count: depth)
      + #"{"type": "Label"}"# + String(repeating: "]}", count: depth)
    let document = try TreeDocument.parse(deep)
    #expect(document.nodes.count == depth + 1)
    #expect(document.nodes.last.map(document.typeName(of:)) == "Label")
  }

  @Test("a node's parent link: the node holding it, and none once that node is gone")
  func parentLinks() throws {
    var document: TreeDocument? = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "View", "children": [{"type": "Label"}, {"type": "Button"}]}]}"#
    )
    let view = try #require(document?.root.children.first)
    let label = view.children[0]
    #expect(view.parent === document?.root)
    #expect(label.parent === view)
    #expect(label.styleParent as? StyleNode === view)
    // The window goes with its document; the view, still held, loses its parent and keeps
    // its children, which keep it as theirs.
    document = nil
    #expect(view.parent == nil)
    #expect(view.styleParent == nil)
    #expect(label.parent === view)
    // Held without its ancestors, a node has no parent either.
    var kept: StyleNode? = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "View", "children": [{"type": "Label"}]}]}"#
    ).root.children[0].children[0]
    #expect(kept?.parent == nil)
    #expect(kept is Label)
    kept = nil
  }

  @Test("the wrapper form: environment, types (with a chain of custom types) and root")
  func wrapper() throws {
    let document = try TreeDocument.parse(
      #"""
      {"environment": {"idiom": "pad", "color-scheme": "dark"},
       "types": {"PrimaryCard": "Card", "Card": "UIView"},
       "root": {"type": "PrimaryCard", "children": [{"type": "Badge"}]}}
      """#)
    #expect(document.environment.idiom == .pad)
    #expect(document.environment.colorScheme == .dark)
    #expect(document.root.styleType.lineageDescription == "PrimaryCard ← Card ← View")
    #expect(document.root.children[0].styleType.lineageDescription == "Badge")
    // A node may also have a key named like the wrapper's: it is a node when it has a type.
    #expect(throws: TreeError.self) {
      try TreeDocument.parse(#"{"type": "View", "environment": {}}"#)
    }
  }
}
