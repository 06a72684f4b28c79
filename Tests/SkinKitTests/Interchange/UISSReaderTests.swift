import Foundation
import SkinKit
import Testing

@Suite("UISS JSON")
struct UISSReaderTests {
  /// The seeds' example (anchors.md's UISS example, with the README's whole UIButton block).
  static let sampleTree = """
    {"environment": {"idiom": "phone"}, "types": {"UISSDemoFirstViewController": "ViewController"},
     "root": {"type": "Window", "children": [
       {"type": "UITabBar", "children": [{"type": "UITabBarItem"}, {"type": "UITabBarItem", "state": ["selected"]}]},
       {"type": "UINavigationBar"},
       {"type": "UISSDemoFirstViewController", "children": [{"type": "View", "children": [
         {"type": "UIButton", "children": [{"type": "UILabel"}]},
         {"type": "UIButton", "state": ["highlighted"]},
         {"type": "UIButton", "state": ["disabled"]}]}]},
       {"type": "UIButton"}]}}
    """

  @Test("the sample converts to the committed .skss")
  func sampleConvertsToCommittedText() throws {
    let converted = try InterchangeSupport.sample("uiss.json")
    #expect(converted.format == .uiss)
    #expect(converted.diagnostics.isEmpty)
    let expected = try String(
      contentsOf: InterchangeSupport.samples.appendingPathComponent("uiss.skss"), encoding: .utf8)
    #expect(converted.skssText() == expected)
  }

  @Test(
    "the sample resolves to the example's values",
    arguments: [
      // UITabBar tint from Variables ($tint).
      ("tint-color", "0/0", "#022944ff"),
      ("tint-color", "0/0/0", "#022944ff"),
      // titleTextAttributes:selected on the tab bar item.
      ("title-color", "0/0/0", "#007affff"),
      ("title-color", "0/0/1", "#ffffffff"),
      // UINavigationBar Phone tint (the tree is a phone).
      ("tint-color", "0/1", "#808080ff"),
      // UIButton title colors per state: ["white", 0.8] normally, white when highlighted,
      // and the normal value in a state nothing sets (UIKit's fallback to normal).
      ("title-color", "0/2/0/0", "#ffffffcc"),
      ("title-color", "0/2/0/1", "#ffffffff"),
      ("title-color", "0/2/0/2", "#ffffffcc"),
      // Background images with cap insets, per state.
      ("background-image", "0/2/0/0", #"image("button-background-normal", 0 10 0 10)"#),
      ("background-image", "0/2/0/1", #"image("button-background-highlighted", 0 10 0 10)"#),
      // Title edge insets [1, 0, 0, 0].
      ("title-insets", "0/2/0/0", "1 0 0 0"),
      // UILabel contained in UIButton: ["Copperplate-Bold", 18].
      ("font-family", "0/2/0/0/0", "Copperplate-Bold"),
      ("font-size", "0/2/0/0/0", "18"),
      // Containment: a button outside the view controller gets nothing.
      ("title-color", "0/3", "#007affff"),
      ("title-insets", "0/3", "0 0 0 0"),
    ])
  func sampleValues(property: String, path: String, expected: String) throws {
    let converted = try InterchangeSupport.sample("uiss.json")
    let values = try InterchangeSupport.resolve(
      [converted.stylesheet], tree: Self.sampleTree, property: property)
    #expect(values[path] == expected)
  }

  @Test("the navigation bar's Pad tint applies on a pad")
  func padTint() throws {
    let converted = try InterchangeSupport.sample("uiss.json")
    let values = try InterchangeSupport.resolve(
      [converted.stylesheet], tree: Self.sampleTree, property: "tint-color",
      environment: StyleEnvironment(idiom: .pad))
    #expect(values["0/1"] == "#aaaaaaff")
  }

  @Test("a cascade from the UISS file equals one from its .skss conversion")
  func uissWorksLikeSkss() throws {
    let converted = try InterchangeSupport.sample("uiss.json")
    let reparsed = Stylesheet.parse(converted.skssText())
    for property in ["tint-color", "title-color", "background-image", "font-family", "font-size"] {
      let fromUISS = try InterchangeSupport.resolve(
        [converted.stylesheet], tree: Self.sampleTree, property: property)
      let fromSKSS = try InterchangeSupport.resolve(
        [reparsed], tree: Self.sampleTree, property: property)
      #expect(fromUISS == fromSKSS, "\(property)")
    }
  }

  @Test(
    "value shortcuts",
    arguments: [
      // Colors (a name is UIKit's color, written as hex).
      (##""tintColor": "#fff""##, "tint-color: #ffffff;"),
      (##""tintColor": "#11223344""##, "tint-color: #11223344;"),
      (#""tintColor": "red""#, "tint-color: #ff0000;"),
      (#""tintColor": "redColor""#, "tint-color: #ff0000;"),
      (#""tintColor": "darkGray""#, "tint-color: #555555;"),
      (#""tintColor": "clear""#, "tint-color: #00000000;"),
      (#""tintColor": [0, 255, 255]"#, "tint-color: #00ffff;"),
      (#""tintColor": [0, 255, 255, 0.5]"#, "tint-color: #00ffff80;"),
      (#""tintColor": ["red", 0.5]"#, "tint-color: #ff000080;"),
      (##""tintColor": ["#ffffff", 0.5]"##, "tint-color: #ffffff80;"),
      (#""tintColor": ["white", 0.8]"#, "tint-color: #ffffffcc;"),
      // Images, with cap insets in UIKit's order (top, left, bottom, right).
      (#""backgroundImage": "imageName""#, #"background-image: image("imageName");"#),
      (
        #""backgroundImage": ["imageName", 1, 2, 3, 4]"#,
        #"background-image: image("imageName", 1 4 3 2);"#
      ),
      (
        #""backgroundImage": ["imageName", [0, 10, 0, 10]]"#,
        #"background-image: image("imageName", 0 10 0 10);"#
      ),
      (#""backgroundImage": null"#, "background-image: none;"),
      // Fonts.
      (#""font": 14"#, "font: 14 system;"),
      (#""font": ["bold", 14]"#, "font: bold 14 system;"),
      (#""font": ["italic", 20]"#, "font: italic 20 system;"),
      (#""font": ["system", 14]"#, "font: 14 system;"),
      (#""font": ["Georgia-Italic", 12]"#, #"font: 12 "Georgia-Italic";"#),
      // Insets, offsets and sizes.
      (#""titleEdgeInsets": [1, 0, 0, 0]"#, "title-insets: 1 0 0 0;"),
      (#""contentEdgeInsets": [1, 2, 3, 4]"#, "content-insets: 1 4 3 2;"),
      (#""shadowOffset": [1, 2]"#, "shadow-offset: 1 2;"),
      (#""shadowOffset": 3"#, "shadow-offset: 3 3;"),
      (#""shadowOffset": [3]"#, "shadow-offset: 3 3;"),
      // Numbers and booleans.
      (#""alpha": 0.5"#, "opacity: 0.5;"),
      (#""translucent": false"#, "translucent: false;"),
      (#""barStyle": "black""#, "bar-style: black;"),
      (#""tintColor": null"#, "tint-color: initial;"),
      // A property SkinKit does not know keeps its UIKit name.
      (#""backgroundMargin": 40"#, "backgroundMargin: 40;"),
    ])
  func valueShortcut(json: String, declaration: String) throws {
    let body = try InterchangeSupport.body(#"{"UIView": {\#(json)}}"#, path: "a.json")
    #expect(body == "View {\n  \(declaration)\n}\n")
  }

  @Test("text-attribute dictionaries become the title properties")
  func textAttributes() throws {
    let body = try InterchangeSupport.body(
      #"""
      {"UIBarButtonItem": {"titleTextAttributes:highlighted": {
        "font": ["bold", 12], "textColor": "black", "textShadowColor": "lightGray",
        "textShadowOffset": [1, 2]}}}
      """#, path: "a.json")
    #expect(
      body == """
        BarButtonItem {
          &:highlighted {
            title-font: bold 12 system;
            title-color: #000000;
            title-shadow-color: #aaaaaa;
            title-shadow-offset: 1 2;
          }
        }

        """)
  }

  @Test(
    "axis parameters",
    arguments: [
      ("titleColor:normal", "Button {\n  title-color: #ff0000;\n}\n"),
      (
        "titleColor:highlighted", "Button {\n  &:highlighted {\n    title-color: #ff0000;\n  }\n}\n"
      ),
      (
        "titleColor:highlighted|selected",
        "Button {\n  &:highlighted:selected {\n    title-color: #ff0000;\n  }\n}\n"
      ),
      ("backgroundImage:any:default", "Button {\n  background-image: image(\"red\");\n}\n"),
      (
        "backgroundImage:landscapePhone",
        "Button {\n  @media phone and landscape, (vertical-size-class: compact) {\n    background-image: image(\"red\");\n  }\n}\n"
      ),
      (
        "backgroundImage:disabled:compact",
        "Button {\n  &:disabled {\n    @media phone and landscape, (vertical-size-class: compact) {\n      background-image: image(\"red\");\n    }\n  }\n}\n"
      ),
    ])
  func axisParameters(key: String, expected: String) throws {
    let body = try InterchangeSupport.body(#"{"UIButton": {"\#(key)": "red"}}"#, path: "a.json")
    #expect(body == expected)
  }

  @Test("adjacent keys with the same conditions share a block")
  func adjacentConditionsMerge() throws {
    let body = try InterchangeSupport.body(
      #"{"UIButton": {"titleColor:highlighted": "red", "backgroundImage:highlighted": "b"}}"#,
      path: "a.json")
    #expect(
      body
        == "Button {\n  &:highlighted {\n    title-color: #ff0000;\n    background-image: image(\"b\");\n  }\n}\n"
    )
  }

  @Test("idioms, groups, nesting, disabled keys and other class names")
  func structure() throws {
    let body = try InterchangeSupport.body(
      #"""
      {
        "iPad": {"UILabel": {"textColor": "blue"}},
        "@Controllers": {"MyViewController": {"UIButton": {"-tintColor": "red", "tintColor": "green"}}},
        "UILabel": {"Phone": {"textColor": "orange"}, "iphone": {"alpha": 0.5}},
        "-UITabBar": {"tintColor": "blue"}
      }
      """#, path: "a.json")
    #expect(
      body == """
        @media pad {
          Label {
            color: #0000ff;
          }
        }

        MyViewController {
          Button {
            tint-color: #00ff00;
          }
        }

        Label {
          @media phone {
            color: #ff8000;
            opacity: 0.5;
          }
        }

        """)
  }

  @Test("Variables: whole values become constants, nested ones are substituted")
  func variables() throws {
    let body = try InterchangeSupport.body(
      #"""
      {
        "Variables": {"tint": "#022944", "base": "red", "accent": "$base", "font": ["italic", 22],
                      "unused": "darkGray", "size": 12, "-disabled": "blue"},
        "UIButton": {"tintColor": "$tint", "titleColor": ["$base", 0.5], "font": "$font"},
        "UILabel": {"textColor": "$accent", "shadowColor": "$tint"}
      }
      """#, path: "a.json")
    #expect(
      body == """
        $tint: #022944;
        $accent: #ff0000;
        $font: italic 22 system;
        $unused: #555555;
        $size: 12;

        Button {
          tint-color: $tint;
          title-color: #ff000080;
          font: $font;
        }

        Label {
          color: $accent;
          shadow-color: $tint;
        }

        """)
  }

  @Test(
    "diagnostics point at the JSON",
    arguments: [
      // Not JSON.
      (#"{"UIButton": {"tintColor": "red",}}"#, ["1:33 invalid-json"]),
      (#"{"UIButton": [1, 2}"#, ["1:19 invalid-json"]),
      // Not a UISS object.
      ("[1]", ["1:1 conversion-unsupported"]),
      // Axis parameters .skss cannot express.
      (
        "{\n  \"UIToolbar\": {\n    \"backgroundImage:bottom:default\": \"b\"\n  }\n}",
        [
          "3:5 conversion-unsupported"
        ]
      ),
      (#"{"UIButton": {"titleColor:reserved": "red"}}"#, ["1:15 conversion-unsupported"]),
      // A property outside any class, a class whose value is not an object.
      (#"{"tintColor": "red"}"#, ["1:2 conversion-unsupported"]),
      (#"{"UIButton": "red"}"#, ["1:2 conversion-unsupported"]),
      // Values.
      (#"{"UIButton": {"tintColor": "patternImage"}}"#, ["1:28 conversion-unsupported"]),
      (#"{"UIButton": {"tintColor": [1, 2]}}"#, ["1:28 invalid-value"]),
      (#"{"UIButton": {"titleEdgeInsets": [1, 2]}}"#, ["1:34 invalid-value"]),
      (#"{"UIButton": {"font": "big"}}"#, ["1:23 invalid-value"]),
      // Variables.
      (#"{"UIButton": {"tintColor": "$missing"}}"#, ["1:28 undefined-constant"]),
      (
        #"{"Variables": {"a": "$b", "b": "$a"}, "UIButton": {"tintColor": "$a"}}"#,
        [
          "1:21 constant-cycle"
        ]
      ),
      (#"{"Variables": {"list": [1, 2]}, "UIButton": {}}"#, ["1:16 conversion-unsupported"]),
      // The cascade's own diagnostics point into the JSON too.
      (#"{"UIButton": {"tintColour": "red"}}"#, ["1:15 unknown-property"]),
      (#"{"UIButton": {"numberOfLines": -1}}"#, ["1:32 invalid-value"]),
    ])
  func diagnostics(json: String, expected: [String]) throws {
    #expect(try InterchangeSupport.diagnostics(json, path: "a.json") == expected)
  }

  @Test("a diagnostic prints the JSON file's path, line and column")
  func diagnosticText() throws {
    let converted = try InterchangeSupport.convert(
      "{\n  \"UIButton\": {\n    \"titleColor:reserved\": \"red\"\n  }\n}", path: "uiss.json")
    #expect(
      converted.diagnostics.map(\.description) == [
        "uiss.json:3:5: warning: the control state 'reserved' has no pseudo-class; 'titleColor:reserved' is dropped [conversion-unsupported]"
      ])
  }
}
