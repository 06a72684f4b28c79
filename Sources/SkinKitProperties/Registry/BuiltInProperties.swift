import SkinKitSyntax

/// The one table of built-in properties (skss-language.md §8): CSS-named properties with
/// CSS's syntax, initial values and inheritance, then the model widgets' appearance
/// properties under UIKit's names in kebab case. Adding a property is one line here.
public enum BuiltInProperties {
  private static func property(
    _ name: String, _ aliases: [String] = [], _ syntax: ValueSyntax, _ initial: StyleValue,
    inherited: Bool = false, _ summary: String
  ) -> PropertyDefinition {
    PropertyDefinition(
      id: 0, name: name, aliases: aliases, syntax: syntax, initial: initial, inherited: inherited,
      summary: summary)
  }

  private static let nonNegativeLength = ValueSyntax.length(minimum: 0, percentages: false)
  private static let padding = ValueSyntax.length(minimum: 0, percentages: true)

  /// Every built-in longhand, in registry order.
  public static let longhands: [PropertyDefinition] = [
    // CSS-named properties (initial values are CSS's, so a browser agrees).
    property(
      "color", ["text-color"], .color, .color(.black), inherited: true, "Text (foreground) color."),
    property(
      "font-family", [], .fontFamily, .fontFamilies([.system]), inherited: true, "Font family list."
    ),
    property("font-size", [], .fontSize, .length(16), inherited: true, "Font size in points."),
    property(
      "font-weight", [], .fontWeight, .number(400), inherited: true, "Font weight, 1 to 1000."),
    property(
      "font-style", [], .fontStyle, .keyword("normal"), inherited: true, "normal or italic."),
    property(
      "text-align", ["text-alignment"],
      .keywords(
        ["natural", "left", "center", "right", "justified"],
        aliases: ["start": "natural", "justify": "justified"]),
      .keyword("natural"), inherited: true, "Horizontal text alignment."),
    property(
      "letter-spacing", ["kern"],
      .length(minimum: nil, percentages: false, keywords: ["normal": 0]),
      .length(0), inherited: true, "Extra space between characters (kerning)."),
    property(
      "tint-color", [], .color, .color(StyleColor(rgb: 0x007AFF)), inherited: true,
      "UIKit's tint, which propagates down the tree."),
    property("background-color", [], .color, .color(.clear), "Background color."),
    property(
      "opacity", ["alpha"], .number(range: 0...1, percentages: true), .number(1),
      "Opacity from 0 to 1."),
    property("padding-top", [], padding, .length(0), "Inner space above the content."),
    property("padding-right", [], padding, .length(0), "Inner space right of the content."),
    property("padding-bottom", [], padding, .length(0), "Inner space below the content."),
    property("padding-left", [], padding, .length(0), "Inner space left of the content."),
    property(
      "border-color", [], .color, .currentColor, "Border color (one color, as UIKit's layer)."),
    property(
      "border-width", [],
      .length(minimum: 0, percentages: false, keywords: ["thin": 1, "medium": 3, "thick": 5]),
      .length(0), "Border width in points."),
    property(
      "border-radius", ["corner-radius"], nonNegativeLength, .length(0), "Corner radius in points."),
    property("shadow-color", [], .color, .color(.black), "Layer shadow color."),
    property(
      "shadow-offset", [], .size, .size(StyleSize(width: 0, height: -3)),
      "Layer shadow offset (x y)."),
    property("shadow-radius", [], nonNegativeLength, .length(3), "Layer shadow blur radius."),
    property(
      "shadow-opacity", [], .number(range: 0...1, percentages: true), .number(0),
      "Layer shadow opacity."),
    property("hidden", ["is-hidden"], .boolean, .boolean(false), "Whether the view is hidden."),
    // UIKit appearance properties of the model widgets.
    property(
      "title-color", [], .color, .color(StyleColor(rgb: 0x007AFF)),
      "Button and bar title color (per state)."),
    property("title-font", [], .font, .font(.system(size: 15)), "Button and bar title font."),
    property(
      "title-shadow-color", [], .color, .color(.clear), "Button title shadow color (per state)."),
    property("title-shadow-offset", [], .size, .size(.zero), "Button and bar title shadow offset."),
    property(
      "title-insets", ["title-edge-insets"], .insets, .insets(.zero), "Button title edge insets."),
    property(
      "content-insets", ["content-edge-insets"], .insets, .insets(.zero),
      "Button content edge insets."),
    property(
      "image-insets", ["image-edge-insets"], .insets, .insets(.zero), "Button image edge insets."),
    property(
      "background-image", [], .image, .none, "Background image (per state for buttons and bars)."),
    property("image", [], .image, .none, "Image of an image view or button (per state)."),
    property("shadow-image", [], .image, .none, "The hairline image under a navigation bar."),
    property("bar-tint-color", [], .color, .color(.clear), "Bar background tint."),
    property("bar-style", [], .keywords(["default", "black"]), .keyword("default"), "Bar style."),
    property(
      "translucent", ["is-translucent"], .boolean, .boolean(true), "Whether a bar is translucent."),
    property(
      "on-tint-color", [], .color, .color(StyleColor(rgb: 0x34C759)), "Switch color when on."),
    property("thumb-tint-color", [], .color, .color(.white), "Switch and slider thumb color."),
    property(
      "minimum-track-tint-color", [], .color, .color(StyleColor(rgb: 0x007AFF)),
      "Slider track left of the thumb."),
    property(
      "maximum-track-tint-color", [], .color, .color(StyleColor(rgb: 0xE5E5EA)),
      "Slider track right of the thumb."),
    property(
      "progress-tint-color", [], .color, .color(StyleColor(rgb: 0x007AFF)),
      "Progress view filled part."),
    property(
      "track-tint-color", [], .color, .color(StyleColor(rgb: 0xE5E5EA)),
      "Progress view unfilled part."),
    property(
      "selected-segment-tint-color", [], .color, .color(.white),
      "Segmented control selected segment."),
    property(
      "selected-image-tint-color", [], .color, .color(StyleColor(rgb: 0x007AFF)),
      "Tab bar selected item tint."),
    property(
      "unselected-item-tint-color", [], .color, .color(StyleColor(rgb: 0x999999)),
      "Tab bar unselected item tint."),
    property(
      "separator-color", [], .color, .color(StyleColor(rgba: 0x3C3C_434A)), "Table separator color."
    ),
    property(
      "separator-insets", ["separator-inset"], .insets, .insets(EdgeInsets(left: 15)),
      "Table separator insets."),
    property("row-height", [], nonNegativeLength, .length(44), "Table row height."),
    property(
      "placeholder-color", [], .color, .color(StyleColor(rgba: 0x3C3C_434C)),
      "Text field placeholder color."),
    property(
      "number-of-lines", [], .integer(minimum: 0), .integer(1), "Label line limit (0 for no limit)."
    ),
    property(
      "line-break-mode", [],
      .keywords([
        "word-wrapping", "char-wrapping", "clipping", "truncating-head", "truncating-tail",
        "truncating-middle",
      ]), .keyword("truncating-tail"), "How a label breaks and truncates lines."),
    property(
      "content-mode", [],
      .keywords(
        [
          "scale-to-fill", "scale-aspect-fit", "scale-aspect-fill", "redraw", "center", "top",
          "bottom",
          "left", "right", "top-left", "top-right", "bottom-left", "bottom-right",
        ], aliases: ["aspect-fit": "scale-aspect-fit", "aspect-fill": "scale-aspect-fill"]),
      .keyword("scale-to-fill"), "How an image view fits its image."),
    property("clips-to-bounds", [], .boolean, .boolean(false), "Whether subviews are clipped."),
    property(
      "spacing", [], .length(minimum: nil, percentages: false), .length(0), "Stack view spacing."),
    property(
      "axis", [], .keywords(["horizontal", "vertical"]), .keyword("vertical"), "Stack view axis."),
  ]

  /// Every built-in shorthand.
  public static let shorthands: [ShorthandDefinition] = [
    ShorthandDefinition(
      name: "padding",
      longhands: ["padding-top", "padding-right", "padding-bottom", "padding-left"]
    ) { tokens throws(ValueError) in
      var reader = ValueReader(tokens)
      var values: [StyleValue] = []
      while !reader.isAtEnd {
        guard values.count < 4 else { throw ValueError("padding takes 1 to 4 lengths") }
        values.append(try ValueSyntax.readLength(&reader, minimum: 0, percentages: true))
      }
      guard !values.isEmpty else { throw ValueError("missing value", id: .emptyValue) }
      switch values.count {
      case 1: return [values[0], values[0], values[0], values[0]]
      case 2: return [values[0], values[1], values[0], values[1]]
      case 3: return [values[0], values[1], values[2], values[1]]
      default: return values
      }
    },
    ShorthandDefinition(
      name: "font", longhands: ["font-style", "font-weight", "font-size", "font-family"]
    ) { tokens throws(ValueError) in
      let parts = try FontParser.font(tokens)
      return [
        parts.style ?? .keyword("normal"), parts.weight ?? .number(400), parts.size,
        .fontFamilies(parts.families ?? [.system]),
      ]
    },
    ShorthandDefinition(name: "border", longhands: ["border-width", "border-color"]) {
      tokens throws(ValueError) in
      var width: StyleValue?
      var color: StyleValue?
      var style: String?
      let styles = [
        "none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset",
        "outset",
      ]
      for component in ValueReader.components(tokens) {
        if component.count == 1, let token = component.first, token.kind == .ident,
          styles.contains(token.value.asciiLowercased), style == nil
        {
          style = token.value
        } else if width == nil, let value = try? BuiltInProperties.borderWidth.parse(component) {
          width = value
        } else if color == nil {
          color = try ValueSyntax.color.parse(component)
        } else {
          throw ValueError("border takes a width, a style and a color")
        }
      }
      guard width != nil || color != nil || style != nil else {
        throw ValueError("missing value", id: .emptyValue)
      }
      // A border style of none or hidden means no border, as CSS computes it.
      let hasNoStyle = style.map { ["none", "hidden"].contains($0.asciiLowercased) } ?? false
      return [hasNoStyle ? .length(0) : (width ?? .length(3)), color ?? .currentColor]
    },
  ]

  static let borderWidth = ValueSyntax.length(
    minimum: 0, percentages: false, keywords: ["thin": 1, "medium": 3, "thick": 5])
}
