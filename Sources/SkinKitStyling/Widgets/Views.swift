import SkinKitProperties
import SkinKitSelectors

/// The model of `UILabel`. Its `text` is the `text` attribute (`Label[text="Wi-Fi"]`).
open class Label: View, TextStylable, MultilineTextStylable, TextShadowStylable,
  HighlightedTextStylable, FontScalingStylable
{
  override open class var nodeType: StyleType { .builtIn("Label") }

  public var font = StyleFont.system(size: 17)
  public var textColor = StyleColor.black
  public var textAlignment = TextAlignment.natural
  public var letterSpacing = 0.0
  public var numberOfLines = 1
  public var lineBreakMode = LineBreakMode.truncatingTail
  public var textShadowColor = StyleColor.clear
  public var textShadowOffset = StyleSize(width: 0, height: -1)
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
open class ImageView: View, ImageStylable, ContentModeStylable {
  override open class var nodeType: StyleType { .builtIn("ImageView") }

  public var image: StyleImage?
  public var contentMode = ContentMode.scaleToFill
}

/// The model of `UIStackView`.
open class StackView: View, StackStylable, StackLayoutStylable {
  override open class var nodeType: StyleType { .builtIn("StackView") }

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
open class ProgressView: View, ProgressTintStylable, ProgressImageStylable {
  override open class var nodeType: StyleType { .builtIn("ProgressView") }

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
open class ScrollView: View, ContentInsetsStylable, ScrollIndicatorStylable {
  override open class var nodeType: StyleType { .builtIn("ScrollView") }

  /// UIKit's `contentInset`.
  public var contentInsets = EdgeInsets.zero
  public var indicatorStyle = ScrollIndicatorStyle.default
}

/// The model of `UITableView`: its cells are its children.
open class TableView: ScrollView, SeparatorStylable, SeparatorStyleStylable, RowHeightStylable,
  SectionIndexStylable
{
  override open class var nodeType: StyleType { .builtIn("TableView") }

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
open class TextView: ScrollView, TextStylable {
  override open class var nodeType: StyleType { .builtIn("TextView") }

  public var font = StyleFont.system(size: 17)
  public var textColor = StyleColor.black
  public var textAlignment = TextAlignment.natural
  public var letterSpacing = 0.0
  public var text = ""
}
