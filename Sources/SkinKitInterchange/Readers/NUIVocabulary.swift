import SkinKitSyntax

/// NUI's style classes and properties, and what they are in `.skss` — the one table the NUI
/// reader converts with (from NUI's README, its `UI…+NUI` categories and its renderers).
enum NUIVocabulary {
  /// How a style class's text properties are named in `.skss`.
  enum Kind: Equatable {
    /// A view without text of its own (`View`, `TabBar`, `Switch`…): `font-color` is `color`,
    /// which its labels inherit.
    case view
    /// A label: `font-color` is `color`, `font-name` and `font-size` are `font-family` and
    /// `font-size`, `text-alpha` is `opacity`.
    case label
    /// A text field, text view or table cell: text properties as a label's (without
    /// `text-alpha`, which NUI gives the inner label).
    case text
    /// A button or bar item: `font-color` is `title-color`, the font is `title-font`,
    /// `text-shadow-*` are `title-shadow-*`, `padding` is `title-insets`.
    case title
    /// A style class of the app's own whose kind its name does not tell: text properties
    /// are written both ways (`color` and `title-color`…).
    case unknown
  }

  /// A style class: the selector it becomes, its kind, and what to tell the user about it.
  struct StyleClass: Equatable {
    var selector: String
    var kind: Kind
    var note: String?
  }

  /// The classes NUI gives UIKit's views by default (`UIView+NUI.m`…): each is a type
  /// selector. NUI styles `UIView`, `UIControl`, `UILabel`, `UIProgressView`, `UISlider`,
  /// `UISwitch` and `UITextView` only when the view is of exactly that class
  /// (`isMemberOfClass:`), so those are `:where(Type:exact)` — not every subclass (without
  /// it, `View`'s background would paint every label and button) — with no specificity
  /// (a class of the app's own still wins, as in NUI).
  static let defaultClasses: [String: StyleClass] = [
    "View": StyleClass(selector: ":where(View:exact)", kind: .view),
    "Control": StyleClass(selector: ":where(Control:exact)", kind: .view),
    "Label": StyleClass(selector: ":where(Label:exact)", kind: .label),
    "Progress": StyleClass(selector: ":where(ProgressView:exact)", kind: .view),
    "Slider": StyleClass(selector: ":where(Slider:exact)", kind: .view),
    "Switch": StyleClass(selector: ":where(Switch:exact)", kind: .view),
    "TextView": StyleClass(selector: ":where(TextView:exact)", kind: .text),
    "Button": StyleClass(selector: "Button", kind: .title),
    "BarButton": StyleClass(selector: "BarButtonItem", kind: .title),
    "NavigationBar": StyleClass(selector: "NavigationBar", kind: .title),
    "SegmentedControl": StyleClass(selector: "SegmentedControl", kind: .title),
    "TabBarItem": StyleClass(selector: "TabBarItem", kind: .title),
    "TabBar": StyleClass(selector: "TabBar", kind: .view),
    "Toolbar": StyleClass(selector: "Toolbar", kind: .view),
    "SearchBar": StyleClass(selector: "SearchBar", kind: .view),
    "Table": StyleClass(selector: "TableView", kind: .view),
    "TableCell": StyleClass(selector: "TableViewCell", kind: .text),
    "TextField": StyleClass(selector: "TextField", kind: .text),
    "Window": StyleClass(selector: "Window", kind: .view),
    "ActivityIndicator": StyleClass(selector: "ActivityIndicatorView", kind: .view),
    "PageControl": StyleClass(
      selector: "PageControl", kind: .view,
      note: "SkinKit has no page control widget: 'PageControl' matches a type the app registers"),
    "NavigationItem": StyleClass(
      selector: "NavigationItem", kind: .title,
      note: "SkinKit has no navigation item: 'NavigationItem' matches a type the app registers"),
  ]

  /// NUI's classes for parts of a view (`TableCellDetail` is a cell's detail label): SkinKit
  /// styles no sub-parts, so each is a style class the app gives the part.
  static let partClasses: [String: (kind: Kind, part: String)] = [
    "TableCellDetail": (.text, "a table cell's detail label"),
    "TableCellContentView": (.view, "a table cell's content view"),
    "BarButtonBack": (.title, "a navigation bar's back button"),
    "SearchBarButton": (.title, "a search bar's cancel button"),
    "SearchBarScopeBar": (.title, "a search bar's scope bar"),
  ]

  /// The kind of each default class name, longest first, to tell a custom class's kind by
  /// its name (`LargeButton` is a button, `SegmentedControlColors` a segmented control).
  private static let kindsByName: [(String, Kind)] = defaultClasses.map { ($0.key, $0.value.kind) }
    .sorted { $0.0.count > $1.0.count }

  /// What an NUI selector (a style-class name) becomes.
  static func styleClass(_ name: String) -> StyleClass {
    if let known = defaultClasses[name] { return known }
    let selector = "." + TokenPrinter.escapeIdent(name)
    if let part = partClasses[name] {
      return StyleClass(
        selector: selector, kind: part.kind,
        note:
          "NUI's '\(name)' styles \(part.part); SkinKit styles no sub-parts, so it is the class '\(name)' for the app to give that view"
      )
    }
    let kind =
      kindsByName.first { name.hasSuffix($0.0) || name.hasPrefix($0.0) }?.1 ?? .unknown
    return StyleClass(selector: selector, kind: kind)
  }

  /// A property's name taken apart: `background-image-selected-highlighted-insets` is the
  /// base `background-image`, the states `selected` and `highlighted`, and the cap insets of
  /// that image.
  struct PropertyName: Equatable {
    var base: String
    var states: [String]
    var isCapInsets: Bool
  }

  /// The state suffixes NUI's renderers read, longest first.
  private static let stateSuffixes: [(String, [String])] = [
    ("-selected-highlighted", ["selected", "highlighted"]),
    ("-selected-disabled", ["selected", "disabled"]),
    ("-highlighted", ["highlighted"]),
    ("-selected", ["selected"]),
    ("-disabled", ["disabled"]),
    ("-normal", []),
  ]

  static func split(_ property: String) -> PropertyName {
    var base = property
    var isCapInsets = false
    if base.hasSuffix("-insets"), !targets.keys.contains(base) {
      isCapInsets = true
      base = String(base.dropLast("-insets".count))
    }
    var states: [String] = []
    if !targets.keys.contains(base) {
      for (suffix, names) in stateSuffixes where base.hasSuffix(suffix) {
        let stripped = String(base.dropLast(suffix.count))
        guard targets.keys.contains(stripped) else { continue }
        base = stripped
        states = names
        break
      }
    }
    return PropertyName(base: base, states: states, isCapInsets: isCapInsets)
  }

  /// The kind of value a property takes, as NUI's converters read it.
  enum ValueType: Equatable {
    case color
    case length
    case number
    case integer
    case boolean
    /// Two numbers: `1,2`.
    case offset
    /// 1 to 4 numbers in CSS order.
    case box
    case image
    /// `left`, `center`, `right`.
    case alignment
  }

  /// What a property is in `.skss`.
  enum Target: Equatable {
    /// One property, whatever the class.
    case property(String, ValueType)
    /// `font-color`, `text-shadow-*`, `padding`, `text-alpha`: named by the class's kind.
    case text(TextProperty)
    /// `font-name` or `font-size`: written together as the class's kind needs.
    case font(isSize: Bool)
    /// Nothing in `.skss`; why.
    case unsupported(String)
  }

  enum TextProperty: Equatable {
    case fontColor, textShadowColor, textShadowOffset, padding, textAlpha
  }

  /// The `title-font` of a class with a font: NUI's font name and size (from whichever
  /// classes give them), 15 points (a button title's) and the system font when none does.
  static let titleFont =
    "var(--nui-font-style, normal) var(--nui-font-weight, normal) var(--nui-font-size, 15) var(--nui-font-name, system)"

  private static let noSizes = "SkinKit styles no frame sizes (layout sets them)"
  private static let noGradients = "SkinKit draws no gradients (NUI's top and bottom colors)"

  /// Every property NUI's README lists, by base name.
  static let targets: [String: Target] = [
    "background-color": .property("background-color", .color),
    "background-color-top": .unsupported(noGradients),
    "background-color-bottom": .unsupported(noGradients),
    "background-image": .property("background-image", .image),
    "background-tint-color": .property("tint-color", .color),
    "bar-tint-color": .property("bar-tint-color", .color),
    "border-color": .property("border-color", .color),
    "border-width": .property("border-width", .length),
    "corner-radius": .property("border-radius", .length),
    "font-color": .text(.fontColor),
    "font-name": .font(isSize: false),
    "font-size": .font(isSize: true),
    "height": .unsupported(noSizes),
    "width": .unsupported(noSizes),
    "padding": .text(.padding),
    "content-insets": .property("content-insets", .box),
    "title-insets": .property("title-insets", .box),
    "image": .property("image", .image),
    "shadow-color": .property("shadow-color", .color),
    "shadow-offset": .property("shadow-offset", .offset),
    "shadow-opacity": .property("shadow-opacity", .number),
    "shadow-radius": .property("shadow-radius", .length),
    "shadow-image": .property("shadow-image", .image),
    "text-align": .property("text-align", .alignment),
    "text-alpha": .text(.textAlpha),
    "text-shadow-color": .text(.textShadowColor),
    "text-shadow-offset": .text(.textShadowOffset),
    "text-line-clamp": .property("number-of-lines", .integer),
    "on-tint-color": .property("on-tint-color", .color),
    "thumb-tint-color": .property("thumb-tint-color", .color),
    "minimum-track-tint-color": .property("minimum-track-tint-color", .color),
    "maximum-track-tint-color": .property("maximum-track-tint-color", .color),
    "progress-tint-color": .property("progress-tint-color", .color),
    "track-tint-color": .property("track-tint-color", .color),
    "selected-image-tint-color": .property("selected-image-tint-color", .color),
    "tint-color": .property("tint-color", .color),
    "separator-color": .property("separator-color", .color),
    "row-height": .property("row-height", .length),
    "color": .property("color", .color),
    "text-auto-fit": .unsupported(
      "SkinKit does not shrink text to fit (adjustsFontSizeToFitWidth)"),
    "text-transform": .unsupported("SkinKit does not transform text (uppercase…)"),
    "text-offset": .unsupported("SkinKit has no title position adjustment for tab bar items"),
    "title-vertical-offset": .unsupported("SkinKit has no title vertical offset for bars"),
    "exclude-views": .unsupported(
      "SkinKit has no exclusion lists: leave those types out of the selector (:not(…))"),
    "exclude-subviews": .unsupported(
      "SkinKit has no exclusion lists: leave those containers out of the selector (:not(… *))"),
    "separator-style": .unsupported("SkinKit has no table separator style"),
    "border-style": .unsupported("SkinKit has no text field border style"),
    "vertical-align": .unsupported("SkinKit has no vertical content alignment"),
    "horizontal-align": .unsupported("SkinKit has no horizontal content alignment"),
    "keyboard-appearance": .unsupported("SkinKit has no keyboard appearance"),
    "scope-background-color": .unsupported("SkinKit has no search bar scope bar"),
    "scope-background-image": .unsupported("SkinKit has no search bar scope bar"),
    "divider-color": .unsupported("SkinKit has no segmented control dividers"),
    "divider-image": .unsupported("SkinKit has no segmented control dividers"),
    "selected-image": .unsupported("SkinKit has no tab bar selection indicator image"),
    "finished-image": .unsupported("SkinKit has no tab bar item finished images"),
    "off-image": .unsupported("SkinKit has no switch images"),
    "on-image": .unsupported("SkinKit has no switch images"),
    "thumb-image": .unsupported("SkinKit has no slider thumb image"),
    "track-image": .unsupported("SkinKit has no progress view track image"),
    "progress-image": .unsupported("SkinKit has no progress view progress image"),
    "minimum-value-image": .unsupported("SkinKit has no slider value images"),
    "maximum-value-image": .unsupported("SkinKit has no slider value images"),
    "current-color": .unsupported("SkinKit has no page control"),
    "background-repeat": .unsupported("SkinKit does not tile background images"),
  ]

  /// The `.skss` properties of a text property for a class of `kind` (none: not supported
  /// there, with why).
  static func textTargets(_ property: TextProperty, kind: Kind) -> (
    [(String, ValueType)], String?
  ) {
    let titles = kind == .title || kind == .unknown
    let texts = kind != .title
    switch property {
    case .fontColor:
      return ((texts ? [("color", .color)] : []) + (titles ? [("title-color", .color)] : []), nil)
    case .textShadowColor:
      return titles
        ? ([("title-shadow-color", .color)], nil) : ([], "SkinKit labels have no text shadow")
    case .textShadowOffset:
      return titles
        ? ([("title-shadow-offset", .offset)], nil) : ([], "SkinKit labels have no text shadow")
    case .padding:
      return ((texts ? [("padding", .box)] : []) + (titles ? [("title-insets", .box)] : []), nil)
    case .textAlpha:
      return kind == .label
        ? ([("opacity", .number)], nil)
        : ([], "NUI sets the alpha of the inner label, which SkinKit does not style apart")
    }
  }
}
