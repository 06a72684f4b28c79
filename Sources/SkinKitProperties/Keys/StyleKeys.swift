import SkinKitSupport
import SkinKitSyntax

/// Every built-in property, each declared once, here: its name, other names, syntax, initial
/// value, inheritance and summary, and the typed key it is, which classes bind to their
/// own properties (``StyleBinding``). The built-in property table, `CascadingStyle`'s typed
/// properties (`style.textColor` is ``textColor``, read through dynamic member lookup) and
/// the Properties reference article are all made from these declarations: adding a property
/// is one declaration here, and a property and its binding in each widget that has it (and
/// their tests).
///
/// CSS-named properties come first, with CSS's syntax, initial values and inheritance (so a
/// browser agrees); then the model widgets' UIKit appearance properties, under UIKit's names
/// in kebab case (skss-language.md §8).
///
/// ```swift
/// let key = StyleKeys.builtIn.clipsToBounds
/// key.name                                  // "clips-to-bounds"
/// let style = CascadingStyle()
/// style[key] = true
/// style.clipsToBounds                       // true: the key is the property
/// ```
public struct StyleKeys: Sendable {
  /// The built-in keys.
  public static let builtIn = StyleKeys()

  // The members are made in order, once: their ids are the built-in properties' ids.
  private init() {}

  // MARK: CSS-named properties

  /// `color` (UIKit's `textColor`).
  public let textColor = StyleKey<StyleColor>.builtIn(
    "color", aliases: ["text-color"], .color, initial: .color(.black), inherited: true,
    "Text (foreground) color.")
  /// `font`: the four font longhands as one ``StyleFont``.
  public let font = StyleKey<StyleFont>.builtInShorthand(
    "font",
    longhands: [
      .builtIn(
        "font-family", .fontFamily, initial: .fontFamilies([.system]), inherited: true,
        "Font family list."),
      .builtIn(
        "font-size", .fontSize, initial: .length(16), inherited: true, "Font size in points."),
      .builtIn(
        "font-weight", .fontWeight, initial: .number(400), inherited: true,
        "Font weight, 1 to 1000."),
      .builtIn(
        "font-style", .fontStyle, initial: .keyword("normal"), inherited: true,
        "normal or italic."),
    ],
    expand: ShorthandParsers.font,
    encode: { font in
      [
        .fontFamilies(font.families), .length(font.size), .number(Double(font.weight)),
        .keyword(font.italic ? "italic" : "normal"),
      ]
    },
    decode: { values in
      guard values.count == 4, case .fontFamilies(let families) = values[0],
        let size = Double(styleValue: values[1]), let weight = Double(styleValue: values[2])
      else { return nil }
      let italic = values[3] != .keyword("normal")
      return StyleFont(families: families, size: size, weight: Int(weight), italic: italic)
    })
  /// `text-align` (UIKit's `textAlignment`).
  public let textAlignment = StyleKey<TextAlignment>.builtIn(
    "text-align", aliases: ["text-alignment"],
    .keywords(
      TextAlignment.allCases.map(\.rawValue), aliases: ["start": "natural", "justify": "justified"]
    ),
    initial: .keyword("natural"), inherited: true, "Horizontal text alignment.")
  /// `letter-spacing` (UIKit's kerning).
  public let letterSpacing = StyleKey<Double>.builtIn(
    "letter-spacing", aliases: ["kern"],
    .length(minimum: nil, percentages: false, keywords: ["normal": 0]), initial: .length(0),
    inherited: true, "Extra space between characters (kerning).")
  /// `tint-color`.
  public let tintColor = StyleKey<StyleColor>.builtIn(
    "tint-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)), inherited: true,
    "UIKit's tint, which propagates down the tree.")
  /// `background-color`.
  public let backgroundColor = StyleKey<StyleColor>.builtIn(
    "background-color", .color, initial: .color(.clear), "Background color.")
  /// `opacity` (UIKit's `alpha`).
  public let alpha = StyleKey<Double>.builtIn(
    "opacity", aliases: ["alpha"], .number(range: 0...1, percentages: true), initial: .number(1),
    "Opacity from 0 to 1.")
  /// `padding` (UIKit's `layoutMargins`): the four padding longhands as one ``EdgeInsets``.
  public let padding = StyleKey<EdgeInsets>.builtInShorthand(
    "padding",
    longhands: [
      .builtIn("padding-top", paddingSide, initial: .length(0), "Inner space above the content."),
      .builtIn(
        "padding-right", paddingSide, initial: .length(0), "Inner space right of the content."),
      .builtIn(
        "padding-bottom", paddingSide, initial: .length(0), "Inner space below the content."),
      .builtIn(
        "padding-left", paddingSide, initial: .length(0), "Inner space left of the content."),
    ],
    expand: ShorthandParsers.padding,
    encode: { [.length($0.top), .length($0.right), .length($0.bottom), .length($0.left)] },
    decode: { values in
      let sides = values.compactMap(Double.init(styleValue:))
      guard sides.count == 4 else { return nil }
      return EdgeInsets(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
    })
  /// `border-color` (one color, as UIKit's layer has).
  public let borderColor = StyleKey<StyleColor>.builtIn(
    "border-color", .color, initial: .currentColor, "Border color (one color, as UIKit's layer).")
  /// `border-width`.
  public let borderWidth = StyleKey<Double>.builtIn(
    "border-width", ShorthandParsers.borderWidth, initial: .length(0), "Border width in points.")
  /// `border-radius` (UIKit's `cornerRadius`).
  public let cornerRadius = StyleKey<Double>.builtIn(
    "border-radius", aliases: ["corner-radius"], nonNegativeLength, initial: .length(0),
    "Corner radius in points.")
  /// `border`: a width, a style and a color, setting `border-width` and `border-color`.
  let border = ShorthandDefinition.builtIn(
    "border", longhands: ["border-width", "border-color"], expand: ShorthandParsers.border)
  /// `shadow-color` (the layer's).
  public let shadowColor = StyleKey<StyleColor>.builtIn(
    "shadow-color", .color, initial: .color(.black), "Layer shadow color.")
  /// `shadow-offset` (the layer's).
  public let shadowOffset = StyleKey<StyleSize>.builtIn(
    "shadow-offset", .size, initial: .size(StyleSize(width: 0, height: -3)),
    "Layer shadow offset (x y).")
  /// `shadow-radius` (the layer's).
  public let shadowRadius = StyleKey<Double>.builtIn(
    "shadow-radius", nonNegativeLength, initial: .length(3), "Layer shadow blur radius.")
  /// `shadow-opacity` (the layer's).
  public let shadowOpacity = StyleKey<Double>.builtIn(
    "shadow-opacity", .number(range: 0...1, percentages: true), initial: .number(0),
    "Layer shadow opacity.")
  /// `hidden` (UIKit's `isHidden`).
  public let isHidden = StyleKey<Bool>.builtIn(
    "hidden", aliases: ["is-hidden"], .boolean, initial: .boolean(false),
    "Whether the view is hidden.")

  // MARK: UIKit appearance properties of the model widgets

  /// `title-color` (a button's `titleColor(for:)`, per state).
  public let titleColor = StyleKey<StyleColor>.builtIn(
    "title-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)),
    "Button and bar title color (per state).")
  /// `title-font`.
  public let titleFont = StyleKey<StyleFont>.builtIn(
    "title-font", .font, initial: .font(.system(size: 15)), "Button and bar title font.")
  /// `title-shadow-color` (per state).
  public let titleShadowColor = StyleKey<StyleColor>.builtIn(
    "title-shadow-color", .color, initial: .color(.clear),
    "Button title shadow color (per state).")
  /// `title-shadow-offset`.
  public let titleShadowOffset = StyleKey<StyleSize>.builtIn(
    "title-shadow-offset", .size, initial: .size(.zero), "Button and bar title shadow offset.")
  /// `title-insets` (UIKit's `titleEdgeInsets`).
  public let titleInsets = StyleKey<EdgeInsets>.builtIn(
    "title-insets", aliases: ["title-edge-insets"], .insets, initial: .insets(.zero),
    "Button title edge insets.")
  /// `content-insets` (a button's `contentEdgeInsets`, a scroll view's `contentInset`).
  public let contentInsets = StyleKey<EdgeInsets>.builtIn(
    "content-insets", aliases: ["content-edge-insets"], .insets, initial: .insets(.zero),
    "Button content edge insets.")
  /// `image-insets` (UIKit's `imageEdgeInsets`).
  public let imageInsets = StyleKey<EdgeInsets>.builtIn(
    "image-insets", aliases: ["image-edge-insets"], .insets, initial: .insets(.zero),
    "Button image edge insets.")
  /// `background-image` (`nil` is `none`; per state for buttons).
  public let backgroundImage = StyleKey<StyleImage?>.builtIn(
    "background-image", .image, initial: .none,
    "Background image (per state for buttons and bars).")
  /// `image` (per state for buttons).
  public let image = StyleKey<StyleImage?>.builtIn(
    "image", .image, initial: .none, "Image of an image view or button (per state).")
  /// `shadow-image` (a navigation bar's hairline).
  public let shadowImage = StyleKey<StyleImage?>.builtIn(
    "shadow-image", .image, initial: .none, "The hairline image under a navigation bar.")
  /// `bar-tint-color`.
  public let barTintColor = StyleKey<StyleColor>.builtIn(
    "bar-tint-color", .color, initial: .color(.clear), "Bar background tint.")
  /// `bar-style`.
  public let barStyle = StyleKey<BarStyle>.builtIn(
    "bar-style", .keywords(BarStyle.allCases.map(\.rawValue)), initial: .keyword("default"),
    "Bar style.")
  /// `translucent` (UIKit's `isTranslucent`).
  public let isTranslucent = StyleKey<Bool>.builtIn(
    "translucent", aliases: ["is-translucent"], .boolean, initial: .boolean(true),
    "Whether a bar is translucent.")
  /// `on-tint-color`.
  public let onTintColor = StyleKey<StyleColor>.builtIn(
    "on-tint-color", .color, initial: .color(StyleColor(rgb: 0x34C759)),
    "Switch color when on.")
  /// `thumb-tint-color`.
  public let thumbTintColor = StyleKey<StyleColor>.builtIn(
    "thumb-tint-color", .color, initial: .color(.white), "Switch and slider thumb color.")
  /// `minimum-track-tint-color`.
  public let minimumTrackTintColor = StyleKey<StyleColor>.builtIn(
    "minimum-track-tint-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)),
    "Slider track left of the thumb.")
  /// `maximum-track-tint-color`.
  public let maximumTrackTintColor = StyleKey<StyleColor>.builtIn(
    "maximum-track-tint-color", .color, initial: .color(StyleColor(rgb: 0xE5E5EA)),
    "Slider track right of the thumb.")
  /// `progress-tint-color`.
  public let progressTintColor = StyleKey<StyleColor>.builtIn(
    "progress-tint-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)),
    "Progress view filled part.")
  /// `track-tint-color`.
  public let trackTintColor = StyleKey<StyleColor>.builtIn(
    "track-tint-color", .color, initial: .color(StyleColor(rgb: 0xE5E5EA)),
    "Progress view unfilled part.")
  /// `selected-segment-tint-color`.
  public let selectedSegmentTintColor = StyleKey<StyleColor>.builtIn(
    "selected-segment-tint-color", .color, initial: .color(.white),
    "Segmented control selected segment.")
  /// `selected-image-tint-color`.
  public let selectedImageTintColor = StyleKey<StyleColor>.builtIn(
    "selected-image-tint-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)),
    "Tab bar selected item tint.")
  /// `unselected-item-tint-color`.
  public let unselectedItemTintColor = StyleKey<StyleColor>.builtIn(
    "unselected-item-tint-color", .color, initial: .color(StyleColor(rgb: 0x999999)),
    "Tab bar unselected item tint.")
  /// `separator-color`.
  public let separatorColor = StyleKey<StyleColor>.builtIn(
    "separator-color", .color, initial: .color(StyleColor(rgba: 0x3C3C_434A)),
    "Table separator color.")
  /// `separator-insets` (UIKit's `separatorInset`).
  public let separatorInsets = StyleKey<EdgeInsets>.builtIn(
    "separator-insets", aliases: ["separator-inset"], .insets,
    initial: .insets(EdgeInsets(left: 15)), "Table separator insets.")
  /// `row-height`.
  public let rowHeight = StyleKey<Double>.builtIn(
    "row-height", nonNegativeLength, initial: .length(44), "Table row height.")
  /// `placeholder-color`.
  public let placeholderColor = StyleKey<StyleColor>.builtIn(
    "placeholder-color", .color, initial: .color(StyleColor(rgba: 0x3C3C_434C)),
    "Text field placeholder color.")
  /// `number-of-lines`.
  public let numberOfLines = StyleKey<Int>.builtIn(
    "number-of-lines", .integer(minimum: 0), initial: .integer(1),
    "Label line limit (0 for no limit).")
  /// `line-break-mode`.
  public let lineBreakMode = StyleKey<LineBreakMode>.builtIn(
    "line-break-mode", .keywords(LineBreakMode.allCases.map(\.rawValue)),
    initial: .keyword("truncating-tail"), "How a label breaks and truncates lines.")
  /// `content-mode`.
  public let contentMode = StyleKey<ContentMode>.builtIn(
    "content-mode",
    .keywords(
      ContentMode.allCases.map(\.rawValue),
      aliases: ["aspect-fit": "scale-aspect-fit", "aspect-fill": "scale-aspect-fill"]),
    initial: .keyword("scale-to-fill"), "How an image view fits its image.")
  /// `clips-to-bounds` (UIKit's `clipsToBounds`).
  public let clipsToBounds = StyleKey<Bool>.builtIn(
    "clips-to-bounds", .boolean, initial: .boolean(false), "Whether subviews are clipped.")
  /// `spacing` (a stack view's).
  public let spacing = StyleKey<Double>.builtIn(
    "spacing", .length(minimum: nil, percentages: false), initial: .length(0),
    "Stack view spacing.")
  /// `axis` (a stack view's).
  public let axis = StyleKey<LayoutAxis>.builtIn(
    "axis", .keywords(LayoutAxis.allCases.map(\.rawValue)), initial: .keyword("vertical"),
    "Stack view axis.")
  /// `alignment` (a stack view's, across its axis).
  public let alignment = StyleKey<StackAlignment>.builtIn(
    "alignment", .keywords(StackAlignment.allCases.map(\.rawValue)), initial: .keyword("fill"),
    "Stack view alignment across its axis.")
  /// `distribution` (a stack view's, along its axis).
  public let distribution = StyleKey<StackDistribution>.builtIn(
    "distribution", .keywords(StackDistribution.allCases.map(\.rawValue)),
    initial: .keyword("fill"), "Stack view sizing along its axis.")
  /// `text-shadow-color` (a label's `shadowColor`).
  public let textShadowColor = StyleKey<StyleColor>.builtIn(
    "text-shadow-color", .color, initial: .color(.clear), "Label text shadow color.")
  /// `text-shadow-offset` (a label's `shadowOffset`).
  public let textShadowOffset = StyleKey<StyleSize>.builtIn(
    "text-shadow-offset", .size, initial: .size(StyleSize(width: 0, height: -1)),
    "Label text shadow offset (x y).")
  /// `highlighted-text-color` (a label's `highlightedTextColor`; the text color by default).
  public let highlightedTextColor = StyleKey<StyleColor>.builtIn(
    "highlighted-text-color", .color, initial: .currentColor,
    "Label text color while highlighted.")
  /// `adjusts-font-size-to-fit-width`.
  public let adjustsFontSizeToFitWidth = StyleKey<Bool>.builtIn(
    "adjusts-font-size-to-fit-width", .boolean, initial: .boolean(false),
    "Whether a label shrinks its font to fit.")
  /// `minimum-scale-factor`.
  public let minimumScaleFactor = StyleKey<Double>.builtIn(
    "minimum-scale-factor", .number(range: 0...1, percentages: true), initial: .number(0),
    "The smallest a label's font shrinks to, as a fraction.")
  /// `large-title-color` (a navigation bar's `largeTitleTextAttributes` color).
  public let largeTitleColor = StyleKey<StyleColor>.builtIn(
    "large-title-color", .color, initial: .color(.black), "Navigation bar large title color.")
  /// `large-title-font` (a navigation bar's `largeTitleTextAttributes` font).
  public let largeTitleFont = StyleKey<StyleFont>.builtIn(
    "large-title-font", .font, initial: .font(.system(size: 34, weight: 700)),
    "Navigation bar large title font.")
  /// `back-indicator-image`.
  public let backIndicatorImage = StyleKey<StyleImage?>.builtIn(
    "back-indicator-image", .image, initial: .none, "Navigation bar back indicator image.")
  /// `selection-indicator-image`.
  public let selectionIndicatorImage = StyleKey<StyleImage?>.builtIn(
    "selection-indicator-image", .image, initial: .none,
    "Image under a tab bar's selected item.")
  /// `item-spacing` (a tab bar's; 0 lets the bar decide).
  public let itemSpacing = StyleKey<Double>.builtIn(
    "item-spacing", nonNegativeLength, initial: .length(0), "Tab bar item spacing.")
  /// `item-width` (a tab bar's; 0 lets the bar decide).
  public let itemWidth = StyleKey<Double>.builtIn(
    "item-width", nonNegativeLength, initial: .length(0), "Tab bar item width.")
  /// `search-field-background-image`.
  public let searchFieldBackgroundImage = StyleKey<StyleImage?>.builtIn(
    "search-field-background-image", .image, initial: .none,
    "Search bar text field background image.")
  /// `on-image` (a switch's).
  public let onImage = StyleKey<StyleImage?>.builtIn(
    "on-image", .image, initial: .none, "Switch image when on.")
  /// `off-image` (a switch's).
  public let offImage = StyleKey<StyleImage?>.builtIn(
    "off-image", .image, initial: .none, "Switch image when off.")
  /// `minimum-value-image` (a slider's).
  public let minimumValueImage = StyleKey<StyleImage?>.builtIn(
    "minimum-value-image", .image, initial: .none, "Slider image at the minimum end.")
  /// `maximum-value-image` (a slider's).
  public let maximumValueImage = StyleKey<StyleImage?>.builtIn(
    "maximum-value-image", .image, initial: .none, "Slider image at the maximum end.")
  /// `progress-image` (a progress view's).
  public let progressImage = StyleKey<StyleImage?>.builtIn(
    "progress-image", .image, initial: .none, "Progress view filled part image.")
  /// `track-image` (a progress view's).
  public let trackImage = StyleKey<StyleImage?>.builtIn(
    "track-image", .image, initial: .none, "Progress view unfilled part image.")
  /// `section-index-color` (a table's).
  public let sectionIndexColor = StyleKey<StyleColor>.builtIn(
    "section-index-color", .color, initial: .color(StyleColor(rgb: 0x007AFF)),
    "Table section index text color.")
  /// `section-index-background-color` (a table's).
  public let sectionIndexBackgroundColor = StyleKey<StyleColor>.builtIn(
    "section-index-background-color", .color, initial: .color(.clear),
    "Table section index background color.")
  /// `separator-style` (a table's).
  public let separatorStyle = StyleKey<SeparatorStyle>.builtIn(
    "separator-style", .keywords(SeparatorStyle.allCases.map(\.rawValue)),
    initial: .keyword("single-line"), "Table separator style.")
  /// `indicator-style` (a scroll view's).
  public let indicatorStyle = StyleKey<ScrollIndicatorStyle>.builtIn(
    "indicator-style", .keywords(ScrollIndicatorStyle.allCases.map(\.rawValue)),
    initial: .keyword("default"), "Scroll view indicator style.")
  /// `color-scheme`: the schemes an element supports, which choose what `light-dark()` is in
  /// it (CSS Color Adjustment 1 §2).
  let colorScheme = PropertyDefinition.builtIn(
    "color-scheme", ColorSchemeValue.syntax, initial: .keyword("normal"), inherited: true,
    "The color schemes the element supports: light-dark() picks the environment's if listed.")

  // MARK: Paint

  /// `box-shadow`: CSS's list of shadows, which a model view takes whole. The layer
  /// properties `shadow-color`, `shadow-offset`, `shadow-radius` and `shadow-opacity` are
  /// the one shadow a `CALayer` draws; they are separate properties, not parts of this one.
  public let boxShadow = StyleKey<[StyleShadow]>.builtIn(
    "box-shadow", .boxShadow, initial: .none,
    "Shadows of the box: x y [blur [spread]] [color] [inset], comma-separated, or none.")
  /// `text-shadow`: CSS's list of text shadows. A label's UIKit `shadowColor` and
  /// `shadowOffset` are `text-shadow-color` and `text-shadow-offset`.
  public let textShadow = StyleKey<[StyleShadow]>.builtIn(
    "text-shadow", .textShadow, initial: .none, inherited: true,
    "Shadows of the text: x y [blur] [color], comma-separated, or none.")

  // MARK: Motion

  /// `transition-property`, `transition-duration`, `transition-timing-function`,
  /// `transition-delay` and `transition-behavior` (CSS Transitions 1–2), and the `transition`
  /// shorthand: parsed and computed as CSS lists (``MotionList``); which transitions run is
  /// the styling engine's.
  let transitionProperty = PropertyDefinition.builtIn(
    "transition-property", .motionList(.property), initial: .motion(.properties(["all"])),
    "The properties that transition when their value changes: all, none or names, comma-separated."
  )
  let transitionDuration = PropertyDefinition.builtIn(
    "transition-duration", .motionList(.duration), initial: .motion(.times([0])),
    "How long each transition runs (s or ms), comma-separated.")
  let transitionTimingFunction = PropertyDefinition.builtIn(
    "transition-timing-function", .motionList(.timingFunction),
    initial: .motion(.timingFunctions([.ease])),
    "Each transition's easing function (ease, linear, cubic-bezier(), steps(), linear(…)).")
  let transitionDelay = PropertyDefinition.builtIn(
    "transition-delay", .motionList(.delay), initial: .motion(.times([0])),
    "How long each transition waits before it starts (s or ms, may be negative).")
  let transitionBehavior = PropertyDefinition.builtIn(
    "transition-behavior", .motionList(.behavior),
    initial: .motion(.behaviors(allowDiscrete: [false])),
    "Whether properties that change discretely transition too (normal or allow-discrete).")
  /// `transition`: `[property] [duration] [easing] [delay] [behavior]`, comma-separated.
  let transition = ShorthandDefinition.builtIn(
    "transition",
    longhands: [
      "transition-property", "transition-duration", "transition-timing-function",
      "transition-delay", "transition-behavior",
    ],
    expand: MotionParser.shorthand)
  /// The `animation-*` longhands (CSS Animations 1–2) and the `animation` shorthand: parsed
  /// and computed as CSS lists (``MotionList``); no `@keyframes` rule is read yet, so no
  /// animation runs.
  let animationName = PropertyDefinition.builtIn(
    "animation-name", .motionList(.animationName), initial: .motion(.keyframesNames([nil])),
    "The @keyframes each animation runs, or none, comma-separated.")
  let animationDuration = PropertyDefinition.builtIn(
    "animation-duration", .motionList(.animationDuration), initial: .motion(.times([0])),
    "How long one iteration of each animation takes (auto, s or ms), comma-separated.")
  let animationTimingFunction = PropertyDefinition.builtIn(
    "animation-timing-function", .motionList(.animationTimingFunction),
    initial: .motion(.timingFunctions([.ease])),
    "Each animation's easing function between keyframes, comma-separated.")
  let animationDelay = PropertyDefinition.builtIn(
    "animation-delay", .motionList(.animationDelay), initial: .motion(.times([0])),
    "How long each animation waits before it starts (s or ms, may be negative).")
  let animationIterationCount = PropertyDefinition.builtIn(
    "animation-iteration-count", .motionList(.iterationCount),
    initial: .motion(.iterationCounts([1])),
    "How many times each animation runs (a number or infinite), comma-separated.")
  let animationDirection = PropertyDefinition.builtIn(
    "animation-direction", .motionList(.direction), initial: .motion(.keywords(["normal"])),
    "normal, reverse, alternate or alternate-reverse, per animation.")
  let animationFillMode = PropertyDefinition.builtIn(
    "animation-fill-mode", .motionList(.fillMode), initial: .motion(.keywords(["none"])),
    "none, forwards, backwards or both, per animation.")
  let animationPlayState = PropertyDefinition.builtIn(
    "animation-play-state", .motionList(.playState), initial: .motion(.keywords(["running"])),
    "running or paused, per animation.")
  let animationComposition = PropertyDefinition.builtIn(
    "animation-composition", .motionList(.composition),
    initial: .motion(.keywords(["replace"])),
    "replace, add or accumulate, per animation.")
  /// `animation`: `[duration] [easing] [delay] [iterations] [direction] [fill-mode]
  /// [play-state] [name]`, comma-separated.
  let animation = ShorthandDefinition.builtIn(
    "animation",
    longhands: [
      "animation-name", "animation-duration", "animation-timing-function", "animation-delay",
      "animation-iteration-count", "animation-direction", "animation-fill-mode",
      "animation-play-state",
    ],
    expand: MotionParser.animationShorthand)
}

// The values of the declarations' syntax that several share.

private let nonNegativeLength = ValueSyntax.length(minimum: 0, percentages: false)
private let paddingSide = ValueSyntax.length(minimum: 0, percentages: true)
