import SkinKitProperties
import SkinKitSelectors

/// The model of `UILabel`. Its `text` is the `text` attribute (`Label[text="Wi-Fi"]`).
open class Label: View {
  override open class var nodeType: StyleType { .builtIn("Label") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.font, to: \Label.font),
      .bind(\.textColor, to: \Label.textColor),
      .bind(\.textAlignment, to: \Label.textAlignment),
      .bind(\.letterSpacing, to: \Label.letterSpacing),
      .bind(\.numberOfLines, to: \Label.numberOfLines),
      .bind(\.lineBreakMode, to: \Label.lineBreakMode),
      .bind(\.textShadowColor, to: \Label.textShadowColor),
      .bind(\.textShadowOffset, to: \Label.textShadowOffset),
      .bind(\.textShadow, to: \Label.textShadows),
      .bind(\.highlightedTextColor, to: \Label.highlightedTextColor),
      .bind(\.adjustsFontSizeToFitWidth, to: \Label.adjustsFontSizeToFitWidth),
      .bind(\.minimumScaleFactor, to: \Label.minimumScaleFactor),
    ]
  }

  public var font = StyleFont.system(size: 17)
  public var textColor = StyleColor.black
  public var textAlignment = TextAlignment.natural
  public var letterSpacing = 0.0
  public var numberOfLines = 1
  public var lineBreakMode = LineBreakMode.truncatingTail
  public var textShadowColor = StyleColor.clear
  public var textShadowOffset = StyleSize(width: 0, height: -1)
  /// CSS's `text-shadow` list, first shadow on top (empty: none).
  public var textShadows: [StyleShadow] = []
  public var highlightedTextColor = StyleColor.black
  public var adjustsFontSizeToFitWidth = false
  public var minimumScaleFactor = 0.0
  /// The text shown.
  public var text: String? {
    didSet { if text != oldValue { attributeDidChange("text") } }
  }

  /// A label showing `text`.
  public convenience init(text: String?, classes: [String] = [], identifier: String? = nil) {
    self.init(classes: classes, identifier: identifier)
    self.text = text
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "text" ? text : super.styleAttribute(name)
  }
}

/// The model of `UIImageView`.
open class ImageView: View {
  override open class var nodeType: StyleType { .builtIn("ImageView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.image, to: \ImageView.image),
      .bind(\.contentMode, to: \ImageView.contentMode),
    ]
  }

  public var image: StyleImage?
  public var contentMode = ContentMode.scaleToFill
}

/// The model of `UIStackView`.
open class StackView: View {
  override open class var nodeType: StyleType { .builtIn("StackView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.spacing, to: \StackView.spacing),
      .bind(\.axis, to: \StackView.axis),
      .bind(\.alignment, to: \StackView.alignment),
      .bind(\.distribution, to: \StackView.distribution),
    ]
  }

  public var spacing = 0.0
  public var axis = LayoutAxis.horizontal
  public var alignment = StackAlignment.fill
  public var distribution = StackDistribution.fill

  /// A stack of views along an axis.
  public convenience init(
    axis: LayoutAxis, arrangedSubviews: [View] = [], classes: [String] = [],
    identifier: String? = nil
  ) {
    self.init(classes: classes, identifier: identifier)
    self.axis = axis
    for view in arrangedSubviews { addSubview(view) }
  }

  /// The views it lays out.
  public var arrangedSubviews: [View] { subviews }
}

/// The model of `UIProgressView`.
open class ProgressView: View {
  override open class var nodeType: StyleType { .builtIn("ProgressView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.progressTintColor, to: \ProgressView.progressTintColor),
      .bind(\.trackTintColor, to: \ProgressView.trackTintColor),
      .bind(\.progressImage, to: \ProgressView.progressImage),
      .bind(\.trackImage, to: \ProgressView.trackImage),
    ]
  }

  public var progressTintColor = StyleColor(rgb: 0x007AFF)
  public var trackTintColor = StyleColor(rgb: 0xE5E5EA)
  public var progressImage: StyleImage?
  public var trackImage: StyleImage?
  /// From 0 to 1.
  public var progress = 0.0
}

/// The model of `UIActivityIndicatorView`.
open class ActivityIndicatorView: View {
  override open class var nodeType: StyleType { .builtIn("ActivityIndicatorView") }
}

/// The model of `UITableViewCell`. Its `text` is the `text` attribute.
open class TableViewCell: View {
  override open class var nodeType: StyleType { .builtIn("TableViewCell") }

  /// The cell's main text.
  public var text: String? {
    didSet { if text != oldValue { attributeDidChange("text") } }
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "text" ? text : super.styleAttribute(name)
  }
}

/// The model of `UIScrollView`.
open class ScrollView: View {
  override open class var nodeType: StyleType { .builtIn("ScrollView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.contentInsets, to: \ScrollView.contentInsets),
      .bind(\.indicatorStyle, to: \ScrollView.indicatorStyle),
    ]
  }

  /// UIKit's `contentInset`.
  public var contentInsets = EdgeInsets.zero
  public var indicatorStyle = ScrollIndicatorStyle.default
}

/// The model of `UITableView`: its cells are its children.
open class TableView: ScrollView {
  override open class var nodeType: StyleType { .builtIn("TableView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.separatorColor, to: \TableView.separatorColor),
      .bind(\.separatorInsets, to: \TableView.separatorInsets),
      .bind(\.separatorStyle, to: \TableView.separatorStyle),
      .bind(\.rowHeight, to: \TableView.rowHeight),
      .bind(\.sectionIndexColor, to: \TableView.sectionIndexColor),
      .bind(\.sectionIndexBackgroundColor, to: \TableView.sectionIndexBackgroundColor),
    ]
  }

  public var separatorColor = StyleColor(rgba: 0x3C3C_434A)
  public var separatorInsets = EdgeInsets(left: 15)
  public var separatorStyle = SeparatorStyle.singleLine
  public var rowHeight = 44.0
  public var sectionIndexColor = StyleColor(rgb: 0x007AFF)
  public var sectionIndexBackgroundColor = StyleColor.clear

  /// The cells.
  public var cells: [TableViewCell] { children.compactMap { $0 as? TableViewCell } }
}

/// The model of `UICollectionView`.
open class CollectionView: ScrollView {
  override open class var nodeType: StyleType { .builtIn("CollectionView") }
}

/// The model of `UITextView`.
open class TextView: ScrollView {
  override open class var nodeType: StyleType { .builtIn("TextView") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.font, to: \TextView.font),
      .bind(\.textColor, to: \TextView.textColor),
      .bind(\.textAlignment, to: \TextView.textAlignment),
      .bind(\.letterSpacing, to: \TextView.letterSpacing),
    ]
  }

  public var font = StyleFont.system(size: 17)
  public var textColor = StyleColor.black
  public var textAlignment = TextAlignment.natural
  public var letterSpacing = 0.0
  public var text = ""
}
