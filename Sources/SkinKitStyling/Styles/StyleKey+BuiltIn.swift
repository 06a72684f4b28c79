import SkinKitProperties

/// The built-in keys, made once (static stored properties cannot live in a generic type).
enum BuiltInKeys {
  static let textColor = StyleKey<StyleColor>("color")
  static let tintColor = StyleKey<StyleColor>("tint-color")
  static let backgroundColor = StyleKey<StyleColor>("background-color")
  static let borderColor = StyleKey<StyleColor>("border-color")
  static let shadowColor = StyleKey<StyleColor>("shadow-color")
  static let titleColor = StyleKey<StyleColor>("title-color")
  static let titleShadowColor = StyleKey<StyleColor>("title-shadow-color")
  static let barTintColor = StyleKey<StyleColor>("bar-tint-color")
  static let onTintColor = StyleKey<StyleColor>("on-tint-color")
  static let thumbTintColor = StyleKey<StyleColor>("thumb-tint-color")
  static let minimumTrackTintColor = StyleKey<StyleColor>("minimum-track-tint-color")
  static let maximumTrackTintColor = StyleKey<StyleColor>("maximum-track-tint-color")
  static let progressTintColor = StyleKey<StyleColor>("progress-tint-color")
  static let trackTintColor = StyleKey<StyleColor>("track-tint-color")
  static let selectedSegmentTintColor = StyleKey<StyleColor>("selected-segment-tint-color")
  static let selectedImageTintColor = StyleKey<StyleColor>("selected-image-tint-color")
  static let unselectedItemTintColor = StyleKey<StyleColor>("unselected-item-tint-color")
  static let separatorColor = StyleKey<StyleColor>("separator-color")
  static let placeholderColor = StyleKey<StyleColor>("placeholder-color")

  static let alpha = StyleKey<Double>("opacity")
  static let letterSpacing = StyleKey<Double>("letter-spacing")
  static let borderWidth = StyleKey<Double>("border-width")
  static let cornerRadius = StyleKey<Double>("border-radius")
  static let shadowRadius = StyleKey<Double>("shadow-radius")
  static let shadowOpacity = StyleKey<Double>("shadow-opacity")
  static let rowHeight = StyleKey<Double>("row-height")
  static let spacing = StyleKey<Double>("spacing")
  static let numberOfLines = StyleKey<Int>("number-of-lines")

  static let isHidden = StyleKey<Bool>("hidden")
  static let isTranslucent = StyleKey<Bool>("translucent")
  static let clipsToBounds = StyleKey<Bool>("clips-to-bounds")

  static let titleFont = StyleKey<StyleFont>("title-font")
  static let titleInsets = StyleKey<EdgeInsets>("title-insets")
  static let contentInsets = StyleKey<EdgeInsets>("content-insets")
  static let imageInsets = StyleKey<EdgeInsets>("image-insets")
  static let separatorInsets = StyleKey<EdgeInsets>("separator-insets")
  static let shadowOffset = StyleKey<StyleSize>("shadow-offset")
  static let titleShadowOffset = StyleKey<StyleSize>("title-shadow-offset")
  static let backgroundImage = StyleKey<StyleImage?>("background-image")
  static let image = StyleKey<StyleImage?>("image")
  static let shadowImage = StyleKey<StyleImage?>("shadow-image")

  static let textAlignment = StyleKey<TextAlignment>("text-align")
  static let lineBreakMode = StyleKey<LineBreakMode>("line-break-mode")
  static let contentMode = StyleKey<ContentMode>("content-mode")
  static let barStyle = StyleKey<BarStyle>("bar-style")
  static let axis = StyleKey<LayoutAxis>("axis")

  /// `font`: the four font longhands as one ``StyleFont``.
  static let font = StyleKey<StyleFont>(
    name: "font", longhands: ["font-family", "font-size", "font-weight", "font-style"],
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

  /// `padding`: the four padding longhands as one ``EdgeInsets``.
  static let padding = StyleKey<EdgeInsets>(
    name: "padding",
    longhands: ["padding-top", "padding-right", "padding-bottom", "padding-left"],
    encode: { [.length($0.top), .length($0.right), .length($0.bottom), .length($0.left)] },
    decode: { values in
      let sides = values.compactMap(Double.init(styleValue:))
      guard sides.count == 4 else { return nil }
      return EdgeInsets(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
    })
}

extension StyleKey where Value == StyleColor {
  /// `color`.
  public static var textColor: StyleKey<StyleColor> { BuiltInKeys.textColor }
  /// `tint-color`.
  public static var tintColor: StyleKey<StyleColor> { BuiltInKeys.tintColor }
  /// `background-color`.
  public static var backgroundColor: StyleKey<StyleColor> { BuiltInKeys.backgroundColor }
  /// `border-color`.
  public static var borderColor: StyleKey<StyleColor> { BuiltInKeys.borderColor }
  /// `shadow-color`.
  public static var shadowColor: StyleKey<StyleColor> { BuiltInKeys.shadowColor }
  /// `title-color`.
  public static var titleColor: StyleKey<StyleColor> { BuiltInKeys.titleColor }
  /// `title-shadow-color`.
  public static var titleShadowColor: StyleKey<StyleColor> { BuiltInKeys.titleShadowColor }
  /// `bar-tint-color`.
  public static var barTintColor: StyleKey<StyleColor> { BuiltInKeys.barTintColor }
  /// `on-tint-color`.
  public static var onTintColor: StyleKey<StyleColor> { BuiltInKeys.onTintColor }
  /// `thumb-tint-color`.
  public static var thumbTintColor: StyleKey<StyleColor> { BuiltInKeys.thumbTintColor }
  /// `minimum-track-tint-color`.
  public static var minimumTrackTintColor: StyleKey<StyleColor> {
    BuiltInKeys.minimumTrackTintColor
  }
  /// `maximum-track-tint-color`.
  public static var maximumTrackTintColor: StyleKey<StyleColor> {
    BuiltInKeys.maximumTrackTintColor
  }
  /// `progress-tint-color`.
  public static var progressTintColor: StyleKey<StyleColor> { BuiltInKeys.progressTintColor }
  /// `track-tint-color`.
  public static var trackTintColor: StyleKey<StyleColor> { BuiltInKeys.trackTintColor }
  /// `selected-segment-tint-color`.
  public static var selectedSegmentTintColor: StyleKey<StyleColor> {
    BuiltInKeys.selectedSegmentTintColor
  }
  /// `selected-image-tint-color`.
  public static var selectedImageTintColor: StyleKey<StyleColor> {
    BuiltInKeys.selectedImageTintColor
  }
  /// `unselected-item-tint-color`.
  public static var unselectedItemTintColor: StyleKey<StyleColor> {
    BuiltInKeys.unselectedItemTintColor
  }
  /// `separator-color`.
  public static var separatorColor: StyleKey<StyleColor> { BuiltInKeys.separatorColor }
  /// `placeholder-color`.
  public static var placeholderColor: StyleKey<StyleColor> { BuiltInKeys.placeholderColor }
}

extension StyleKey where Value == Double {
  /// `opacity` (UIKit's `alpha`).
  public static var alpha: StyleKey<Double> { BuiltInKeys.alpha }
  /// `letter-spacing`.
  public static var letterSpacing: StyleKey<Double> { BuiltInKeys.letterSpacing }
  /// `border-width`.
  public static var borderWidth: StyleKey<Double> { BuiltInKeys.borderWidth }
  /// `border-radius` (UIKit's `cornerRadius`).
  public static var cornerRadius: StyleKey<Double> { BuiltInKeys.cornerRadius }
  /// `shadow-radius`.
  public static var shadowRadius: StyleKey<Double> { BuiltInKeys.shadowRadius }
  /// `shadow-opacity`.
  public static var shadowOpacity: StyleKey<Double> { BuiltInKeys.shadowOpacity }
  /// `row-height`.
  public static var rowHeight: StyleKey<Double> { BuiltInKeys.rowHeight }
  /// `spacing`.
  public static var spacing: StyleKey<Double> { BuiltInKeys.spacing }
}

extension StyleKey where Value == Int {
  /// `number-of-lines`.
  public static var numberOfLines: StyleKey<Int> { BuiltInKeys.numberOfLines }
}

extension StyleKey where Value == Bool {
  /// `hidden`.
  public static var isHidden: StyleKey<Bool> { BuiltInKeys.isHidden }
  /// `translucent`.
  public static var isTranslucent: StyleKey<Bool> { BuiltInKeys.isTranslucent }
  /// `clips-to-bounds`.
  public static var clipsToBounds: StyleKey<Bool> { BuiltInKeys.clipsToBounds }
}

extension StyleKey where Value == StyleFont {
  /// `font` (its four longhands).
  public static var font: StyleKey<StyleFont> { BuiltInKeys.font }
  /// `title-font`.
  public static var titleFont: StyleKey<StyleFont> { BuiltInKeys.titleFont }
}

extension StyleKey where Value == EdgeInsets {
  /// `padding` (its four longhands).
  public static var padding: StyleKey<EdgeInsets> { BuiltInKeys.padding }
  /// `title-insets`.
  public static var titleInsets: StyleKey<EdgeInsets> { BuiltInKeys.titleInsets }
  /// `content-insets`.
  public static var contentInsets: StyleKey<EdgeInsets> { BuiltInKeys.contentInsets }
  /// `image-insets`.
  public static var imageInsets: StyleKey<EdgeInsets> { BuiltInKeys.imageInsets }
  /// `separator-insets`.
  public static var separatorInsets: StyleKey<EdgeInsets> { BuiltInKeys.separatorInsets }
}

extension StyleKey where Value == StyleSize {
  /// `shadow-offset`.
  public static var shadowOffset: StyleKey<StyleSize> { BuiltInKeys.shadowOffset }
  /// `title-shadow-offset`.
  public static var titleShadowOffset: StyleKey<StyleSize> { BuiltInKeys.titleShadowOffset }
}

extension StyleKey where Value == StyleImage? {
  /// `background-image` (`nil` is `none`).
  public static var backgroundImage: StyleKey<StyleImage?> { BuiltInKeys.backgroundImage }
  /// `image`.
  public static var image: StyleKey<StyleImage?> { BuiltInKeys.image }
  /// `shadow-image`.
  public static var shadowImage: StyleKey<StyleImage?> { BuiltInKeys.shadowImage }
}

extension StyleKey where Value == TextAlignment {
  /// `text-align`.
  public static var textAlignment: StyleKey<TextAlignment> { BuiltInKeys.textAlignment }
}

extension StyleKey where Value == LineBreakMode {
  /// `line-break-mode`.
  public static var lineBreakMode: StyleKey<LineBreakMode> { BuiltInKeys.lineBreakMode }
}

extension StyleKey where Value == ContentMode {
  /// `content-mode`.
  public static var contentMode: StyleKey<ContentMode> { BuiltInKeys.contentMode }
}

extension StyleKey where Value == BarStyle {
  /// `bar-style`.
  public static var barStyle: StyleKey<BarStyle> { BuiltInKeys.barStyle }
}

extension StyleKey where Value == LayoutAxis {
  /// `axis`.
  public static var axis: StyleKey<LayoutAxis> { BuiltInKeys.axis }
}
