import Foundation
import SkinKit
import Testing

@testable import SkinKitInterchange

/// DTCG `shadow` and `gradient` tokens: converted to what `box-shadow` and
/// `background-image` take, applied through `var()`, and written back as the same tokens.
@Suite("Design tokens: shadows and gradients")
struct DesignTokenPaintTests {
  typealias Support = DesignTokensSupport

  static let shadows = #"""
    {"elevated": {"$type": "shadow", "$value": [
      {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
       "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
      {"color": "#ff0000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"},
       "blur": {"value": 0, "unit": "px"}, "spread": {"value": 1, "unit": "px"}, "inset": true}
    ]}}
    """#

  static let gradient = #"""
    {"fade": {"$type": "gradient", "$value": [{"color": "#ff0000", "position": 0},
      {"color": "#0000ff", "position": 0.25}, {"color": "#00ff00", "position": 1}]}}
    """#

  /// `view` in a window styled by the converted sheet and `css`.
  static func style(_ view: View, tokens: ConvertedStylesheet, css: String) {
    let window = Window()
    window.addSubview(view)
    let sheets = [tokens.stylesheet, Stylesheet.parse(css, path: "app.skss")]
    StyleManager(skin: Skin(stylesheets: sheets)).style(window)
  }

  @Test func aShadowListBecomesABoxShadowValueBesideTheFirstShadowsLayerProperties() throws {
    let converted = try Support.convert(Self.shadows)
    #expect(
      Support.body(converted) == [
        "--elevated: 0px 1px 2px 0px #00000033, 0px 0px 0px 1px #ff0000 inset;",
        "--elevated-color: #00000033;", "--elevated-offset: 0px 1px;",
        "--elevated-radius: 2px;", "--elevated-opacity: 1;",
      ])
    #expect(converted.diagnostics == [])
    let card = View(identifier: "card")
    Self.style(card, tokens: converted, css: "#card { box-shadow: var(--elevated) }")
    #expect(
      card.boxShadows == [
        StyleShadow(offsetX: 0, offsetY: 1, blur: 2, color: StyleColor(rgba: 0x0000_0033)),
        StyleShadow(
          offsetX: 0, offsetY: 0, spread: 1, color: StyleColor(rgb: 0xFF0000), inset: true),
      ])
  }

  @Test func aShadowListIsWrittenBackWithItsSpreadAndInset() throws {
    let converted = try Support.convert(Self.shadows)
    let (text, warnings) = DesignTokensWriter.write(converted.stylesheet)
    #expect(warnings == [])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json.keys.sorted() == ["elevated"])
    let token = try #require(json["elevated"] as? [String: Any])
    #expect(token["$type"] as? String == "shadow")
    let shadows = try #require(token["$value"] as? [[String: Any]])
    #expect(shadows.count == 2)
    #expect(shadows.map { ($0["spread"] as? [String: Any])?["value"] as? Double } == [0, 1])
    #expect(shadows.map { $0["inset"] as? Bool } == [nil, true])
    #expect(
      shadows.map { ($0["color"] as? [String: Any])?["hex"] as? String } == ["#000000", "#ff0000"])
    #expect(shadows.map { ($0["color"] as? [String: Any])?["alpha"] as? Double } == [0.2, nil])
    let back = try Support.convert(text, path: "back.tokens.json")
    #expect(Support.body(back) == Support.body(converted))
  }

  @Test func aGradientTokenIsABackgroundImageAndIsWrittenBack() throws {
    let converted = try Support.convert(Self.gradient)
    #expect(
      Support.body(converted) == ["--fade: linear-gradient(#ff0000 0%, #0000ff 25%, #00ff00 100%);"]
    )
    #expect(converted.diagnostics == [])
    let button = Button(identifier: "go")
    Self.style(button, tokens: converted, css: "#go { background-image: var(--fade) }")
    let expected = StyleGradient(stops: [
      .init(color: StyleColor(rgb: 0xFF0000), position: LinearLength(percent: 0)),
      .init(color: StyleColor(rgb: 0x0000FF), position: LinearLength(percent: 25)),
      .init(color: StyleColor(rgb: 0x00FF00), position: LinearLength(percent: 100)),
    ])
    #expect(button.backgroundImage == StyleImage(gradient: expected))
    let (text, warnings) = DesignTokensWriter.write(converted.stylesheet)
    #expect(warnings == [])
    let back = try Support.convert(text, path: "back.tokens.json")
    #expect(Support.body(back) == Support.body(converted))
    #expect(text.contains(#""$type": "gradient""#))
  }

  @Test func aGradientTheFormatCannotHoldIsNotAToken() {
    let (_, warnings) = DesignTokensWriter.write(
      Stylesheet.parse(":root { --ring: radial-gradient(red 0%, blue 100%) }", path: "a.skss"))
    #expect(
      warnings.map(\.message).first?.hasPrefix(
        "--ring: 'radial-gradient(red 0%, blue 100%)' has no design token type") == true)
  }
}
