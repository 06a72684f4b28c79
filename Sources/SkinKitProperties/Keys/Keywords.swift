/// Horizontal text alignment (`text-align`), as UIKit's `NSTextAlignment`.
public enum TextAlignment: String, StyleValueConvertible, CaseIterable {
  case natural, left, center, right, justified
}

/// How a label wraps and truncates (`line-break-mode`), as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: String, StyleValueConvertible, CaseIterable {
  case wordWrapping = "word-wrapping"
  case charWrapping = "char-wrapping"
  case clipping
  case truncatingHead = "truncating-head"
  case truncatingTail = "truncating-tail"
  case truncatingMiddle = "truncating-middle"
}

/// How an image view fits its image (`content-mode`), as UIKit's `UIView.ContentMode`.
public enum ContentMode: String, StyleValueConvertible, CaseIterable {
  case scaleToFill = "scale-to-fill"
  case scaleAspectFit = "scale-aspect-fit"
  case scaleAspectFill = "scale-aspect-fill"
  case redraw, center, top, bottom, left, right
  case topLeft = "top-left"
  case topRight = "top-right"
  case bottomLeft = "bottom-left"
  case bottomRight = "bottom-right"
}

/// A bar's style (`bar-style`), as UIKit's `UIBarStyle`.
public enum BarStyle: String, StyleValueConvertible, CaseIterable {
  case `default`, black
}

/// A stack view's axis (`axis`), as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, StyleValueConvertible, CaseIterable {
  case horizontal, vertical
}

/// A table's separator style (`separator-style`), as UIKit's
/// `UITableViewCell.SeparatorStyle`.
public enum SeparatorStyle: String, StyleValueConvertible, CaseIterable {
  case none
  case singleLine = "single-line"
}

/// A scroll view's indicator style (`indicator-style`), as UIKit's
/// `UIScrollView.IndicatorStyle`.
public enum ScrollIndicatorStyle: String, StyleValueConvertible, CaseIterable {
  case `default`, black, white
}

/// How a stack view aligns its children across its axis (`alignment`), as UIKit's
/// `UIStackView.Alignment`.
public enum StackAlignment: String, StyleValueConvertible, CaseIterable {
  case fill, leading, top, center, trailing, bottom
  case firstBaseline = "first-baseline"
  case lastBaseline = "last-baseline"
}

/// How a stack view sizes its children along its axis (`distribution`), as UIKit's
/// `UIStackView.Distribution`.
public enum StackDistribution: String, StyleValueConvertible, CaseIterable {
  case fill
  case fillEqually = "fill-equally"
  case fillProportionally = "fill-proportionally"
  case equalSpacing = "equal-spacing"
  case equalCentering = "equal-centering"
}
