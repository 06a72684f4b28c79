import SkinKitProperties
import SkinKitSelectors

/// The model of `UIControl`: a view with a state (`:highlighted`, `:selected`,
/// `:disabled`, `:focused`); changing it restyles what state rules style.
open class Control: View {
  override open class var nodeType: StyleType { .builtIn("Control") }

  /// Not `:disabled`.
  public var isEnabled: Bool {
    get { !state.contains(.disabled) }
    set { setState(.disabled, !newValue) }
  }
  /// `:highlighted`.
  public var isHighlighted: Bool {
    get { state.contains(.highlighted) }
    set { setState(.highlighted, newValue) }
  }
  /// `:selected`.
  public var isSelected: Bool {
    get { state.contains(.selected) }
    set { setState(.selected, newValue) }
  }
  /// `:focused`.
  public var isFocused: Bool {
    get { state.contains(.focused) }
    set { setState(.focused, newValue) }
  }

  private func setState(_ flag: ElementState, _ on: Bool) {
    if on { state.insert(flag) } else { state.remove(flag) }
  }
}

/// The model of `UIButton`: a title with a color, shadow color, background image and image
/// per state — each state gets the value the cascade computes for it — and its `title` is
/// the `title` attribute (`Button[title="Save"]`).
///
/// ```swift
/// // Button { title-color: #007aff } Button:highlighted { title-color: #004999 }
/// button.titleColor(for: .highlighted)   // #004999ff
/// button.titleColor(for: .selected)      // #007affff (no value of its own: the normal one)
/// ```
open class Button: Control {
  override open class var nodeType: StyleType { .builtIn("Button") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.titleColor, to: \Button.titleColor),
      .bind(\.titleFont, to: \Button.titleFont),
      .bind(\.titleColor, perState: \Button.titleColors),
      .bind(\.titleShadowColor, to: \Button.titleShadowColor),
      .bind(\.titleShadowOffset, to: \Button.titleShadowOffset),
      .bind(\.titleShadowColor, perState: \Button.titleShadowColors),
      .bind(\.titleInsets, to: \Button.titleInsets),
      .bind(\.imageInsets, to: \Button.imageInsets),
      .bind(\.contentInsets, to: \Button.contentInsets),
      .bind(\.backgroundImage, to: \Button.backgroundImage),
      .bind(\.backgroundImage, perState: \Button.backgroundImages),
      .bind(\.image, to: \Button.image),
      .bind(\.image, perState: \Button.images),
    ]
  }

  public var titleColors = PerState(StyleColor(rgb: 0x007AFF))
  public var titleShadowColors = PerState(StyleColor.clear)
  public var backgroundImages = PerState<StyleImage?>(nil)
  public var images = PerState<StyleImage?>(nil)
  public var titleFont = StyleFont.system(size: 15)
  public var titleShadowOffset = StyleSize.zero
  public var titleInsets = EdgeInsets.zero
  public var imageInsets = EdgeInsets.zero
  public var contentInsets = EdgeInsets.zero
  /// The title shown.
  public var title: String? {
    didSet { if title != oldValue { attributeDidChange("title") } }
  }

  /// A button titled `title`.
  public convenience init(title: String?, classes: [String] = [], identifier: String? = nil) {
    self.init(classes: classes, identifier: identifier)
    self.title = title
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "title" ? title : super.styleAttribute(name)
  }

  /// The normal state's title color.
  public var titleColor: StyleColor {
    get { titleColors.normal }
    set { titleColors.normal = newValue }
  }
  /// The normal state's title shadow color.
  public var titleShadowColor: StyleColor {
    get { titleShadowColors.normal }
    set { titleShadowColors.normal = newValue }
  }
  /// The normal state's background image.
  public var backgroundImage: StyleImage? {
    get { backgroundImages.normal }
    set { backgroundImages.normal = newValue }
  }
  /// The normal state's image.
  public var image: StyleImage? {
    get { images.normal }
    set { images.normal = newValue }
  }

  /// The title color shown in a state.
  public func titleColor(for state: ElementState) -> StyleColor { titleColors[state] }
  /// Sets a state's title color (`nil` removes it: the state shows the normal one).
  public func setTitleColor(_ color: StyleColor?, for state: ElementState) {
    titleColors.set(color, for: state)
  }
  /// The title shadow color shown in a state.
  public func titleShadowColor(for state: ElementState) -> StyleColor { titleShadowColors[state] }
  /// The background image shown in a state.
  public func backgroundImage(for state: ElementState) -> StyleImage? { backgroundImages[state] }
  /// Sets a state's background image.
  public func setBackgroundImage(_ image: StyleImage?, for state: ElementState) {
    backgroundImages.set(image, for: state)
  }
  /// The image shown in a state.
  public func image(for state: ElementState) -> StyleImage? { images[state] }

  /// The title color in the current state.
  public var currentTitleColor: StyleColor { titleColors[state] }
}

/// The model of `UISwitch`.
open class Switch: Control {
  override open class var nodeType: StyleType { .builtIn("Switch") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.onTintColor, to: \Switch.onTintColor),
      .bind(\.thumbTintColor, to: \Switch.thumbTintColor),
      .bind(\.onImage, to: \Switch.onImage),
      .bind(\.offImage, to: \Switch.offImage),
    ]
  }

  public var onTintColor = StyleColor(rgb: 0x34C759)
  public var thumbTintColor = StyleColor.white
  public var onImage: StyleImage?
  public var offImage: StyleImage?
  /// Whether it is on.
  public var isOn = false
}

/// The model of `UISlider`.
open class Slider: Control {
  override open class var nodeType: StyleType { .builtIn("Slider") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.minimumTrackTintColor, to: \Slider.minimumTrackTintColor),
      .bind(\.maximumTrackTintColor, to: \Slider.maximumTrackTintColor),
      .bind(\.thumbTintColor, to: \Slider.thumbTintColor),
      .bind(\.minimumValueImage, to: \Slider.minimumValueImage),
      .bind(\.maximumValueImage, to: \Slider.maximumValueImage),
    ]
  }

  public var minimumTrackTintColor = StyleColor(rgb: 0x007AFF)
  public var maximumTrackTintColor = StyleColor(rgb: 0xE5E5EA)
  public var thumbTintColor = StyleColor.white
  public var minimumValueImage: StyleImage?
  public var maximumValueImage: StyleImage?
  /// From 0 to 1.
  public var value = 0.5
}

/// The model of `UIStepper`: a background image per state.
open class Stepper: Control {
  override open class var nodeType: StyleType { .builtIn("Stepper") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.backgroundImage, to: \Stepper.backgroundImage),
      .bind(\.backgroundImage, perState: \Stepper.backgroundImages),
    ]
  }

  public var backgroundImages = PerState<StyleImage?>(nil)
  public var backgroundImage: StyleImage? {
    get { backgroundImages.normal }
    set { backgroundImages.normal = newValue }
  }
  public var value = 0.0
}

/// The model of `UISegmentedControl`: title color (its title text attributes) and
/// background image per state.
open class SegmentedControl: Control {
  override open class var nodeType: StyleType { .builtIn("SegmentedControl") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.selectedSegmentTintColor, to: \SegmentedControl.selectedSegmentTintColor),
      .bind(\.titleColor, to: \SegmentedControl.titleColor),
      .bind(\.titleFont, to: \SegmentedControl.titleFont),
      .bind(\.titleColor, perState: \SegmentedControl.titleColors),
      .bind(\.backgroundImage, to: \SegmentedControl.backgroundImage),
      .bind(\.backgroundImage, perState: \SegmentedControl.backgroundImages),
    ]
  }

  public var selectedSegmentTintColor = StyleColor.white
  public var titleColors = PerState(StyleColor.black)
  public var titleFont = StyleFont.system(size: 13)
  public var backgroundImages = PerState<StyleImage?>(nil)
  /// The segments' titles.
  public var segments: [String] = []
  public var selectedSegmentIndex = 0

  /// A control with segments titled `segments`.
  public convenience init(segments: [String], classes: [String] = [], identifier: String? = nil) {
    self.init(classes: classes, identifier: identifier)
    self.segments = segments
  }

  public var titleColor: StyleColor {
    get { titleColors.normal }
    set { titleColors.normal = newValue }
  }
  public var backgroundImage: StyleImage? {
    get { backgroundImages.normal }
    set { backgroundImages.normal = newValue }
  }
  /// The title color shown in a state.
  public func titleColor(for state: ElementState) -> StyleColor { titleColors[state] }
}

/// The model of `UITextField`. Its `text` and `placeholder` are attributes.
open class TextField: Control {
  override open class var nodeType: StyleType { .builtIn("TextField") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.font, to: \TextField.font),
      .bind(\.textColor, to: \TextField.textColor),
      .bind(\.textAlignment, to: \TextField.textAlignment),
      .bind(\.letterSpacing, to: \TextField.letterSpacing),
      .bind(\.placeholderColor, to: \TextField.placeholderColor),
    ]
  }

  public var font = StyleFont.system(size: 17)
  public var textColor = StyleColor.black
  public var textAlignment = TextAlignment.natural
  public var letterSpacing = 0.0
  public var placeholderColor = StyleColor(rgba: 0x3C3C_434C)
  public var text: String? {
    didSet { if text != oldValue { attributeDidChange("text") } }
  }
  public var placeholder: String? {
    didSet { if placeholder != oldValue { attributeDidChange("placeholder") } }
  }

  override open func styleAttribute(_ name: String) -> String? {
    switch name {
    case "text": text
    case "placeholder": placeholder
    default: super.styleAttribute(name)
    }
  }
}
