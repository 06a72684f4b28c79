#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

/// The properties of UIKit's views and bar items that the model widgets mirror, each under
/// the model's key (`title-color` is a button's `setTitleColor(_:for:)` per state). A color
/// UIKit keeps as optional (`UISwitch.onTintColor`) reads back as `none` when unset, so that
/// UIKit's own color comes back when no rule sets it any more.
@MainActor enum UIKitBindings {
  static let views: [StyleBinding] = [
    .bind(\.backgroundColor, to: \UIView.styledBackgroundColor),
    .bind(\.alpha, to: \UIView.styledAlpha),
    .bind(\.isHidden, to: \UIView.isHidden),
    .bind(\.clipsToBounds, to: \UIView.clipsToBounds),
    .bind(\.tintColor, to: \UIView.styledTintColor),
    .bind(\.borderColor, to: \UIView.styledBorderColor),
    .bind(\.borderWidth, to: \UIView.styledBorderWidth),
    .bind(\.cornerRadius, to: \UIView.styledCornerRadius),
    .bind(\.shadowColor, to: \UIView.styledShadowColor),
    .bind(\.shadowOffset, to: \UIView.styledShadowOffset),
    .bind(\.shadowRadius, to: \UIView.styledShadowRadius),
    .bind(\.shadowOpacity, to: \UIView.styledShadowOpacity),
    .bind(\.textColor, to: \UILabel.styledTextColor),
    .bind(\.font, to: \UILabel.styledFont),
    .bind(\.textAlignment, to: \UILabel.styledTextAlignment),
    .bind(\.numberOfLines, to: \UILabel.numberOfLines),
    .bind(\.lineBreakMode, to: \UILabel.styledLineBreakMode),
    .bind(\.textShadowColor, to: \UILabel.styledTextShadowColor),
    .bind(\.textShadowOffset, to: \UILabel.styledTextShadowOffset),
    .bind(\.highlightedTextColor, to: \UILabel.styledHighlightedTextColor),
    .bind(\.adjustsFontSizeToFitWidth, to: \UILabel.adjustsFontSizeToFitWidth),
    .bind(\.minimumScaleFactor, to: \UILabel.styledMinimumScaleFactor),
    .bind(\.spacing, to: \UIStackView.styledSpacing),
    .bind(\.axis, to: \UIStackView.styledAxis),
    .bind(\.alignment, to: \UIStackView.styledAlignment),
    .bind(\.distribution, to: \UIStackView.styledDistribution),
    .bind(\.contentInsets, to: \UIScrollView.styledContentInset),
    .bind(\.indicatorStyle, to: \UIScrollView.styledIndicatorStyle),
    .bind(\.contentMode, to: \UIImageView.styledContentMode),
    .bind(\.progressTintColor, to: \UIProgressView.styledProgressTintColor),
    .bind(\.trackTintColor, to: \UIProgressView.styledTrackTintColor),
    .bind(\.separatorColor, to: \UITableView.styledSeparatorColor),
    .bind(\.separatorInsets, to: \UITableView.styledSeparatorInset),
    .bind(\.separatorStyle, to: \UITableView.styledSeparatorStyle),
    .bind(\.rowHeight, to: \UITableView.styledRowHeight),
    .bind(\.sectionIndexColor, to: \UITableView.styledSectionIndexColor),
    .bind(\.sectionIndexBackgroundColor, to: \UITableView.styledSectionIndexBackgroundColor),
    .bind(\.textColor, to: \UITextField.styledTextColor),
    .bind(\.font, to: \UITextField.styledFont),
    .bind(\.textAlignment, to: \UITextField.styledTextAlignment),
    .bind(\.textColor, to: \UITextView.styledTextColor),
    .bind(\.font, to: \UITextView.styledFont),
    .bind(\.textAlignment, to: \UITextView.styledTextAlignment),
    .bind(\.titleColor, perState: \UIButton.styledTitleColors),
    .bind(\.titleShadowColor, perState: \UIButton.styledTitleShadowColors),
    .bind(\.titleFont, to: \UIButton.styledTitleFont),
    .bind(\.onTintColor, to: \UISwitch.styledOnTintColor),
    .bind(\.thumbTintColor, to: \UISwitch.styledThumbTintColor),
    .bind(\.minimumTrackTintColor, to: \UISlider.styledMinimumTrackTintColor),
    .bind(\.maximumTrackTintColor, to: \UISlider.styledMaximumTrackTintColor),
    .bind(\.thumbTintColor, to: \UISlider.styledThumbTintColor),
    .bind(\.selectedSegmentTintColor, to: \UISegmentedControl.styledSelectedSegmentTintColor),
    .bind(\.titleColor, perState: \UISegmentedControl.styledTitleColors),
    .bind(\.titleFont, to: \UISegmentedControl.styledTitleFont),
    .bind(\.barTintColor, to: \UINavigationBar.styledBarTintColor),
    .bind(\.barStyle, to: \UINavigationBar.styledBarStyle),
    .bind(\.isTranslucent, to: \UINavigationBar.isTranslucent),
    .bind(\.titleColor, to: \UINavigationBar.styledTitleColor),
    .bind(\.titleFont, to: \UINavigationBar.styledTitleFont),
    .bind(\.largeTitleColor, to: \UINavigationBar.styledLargeTitleColor),
    .bind(\.largeTitleFont, to: \UINavigationBar.styledLargeTitleFont),
    .bind(\.barTintColor, to: \UIToolbar.styledBarTintColor),
    .bind(\.barStyle, to: \UIToolbar.styledBarStyle),
    .bind(\.isTranslucent, to: \UIToolbar.isTranslucent),
    .bind(\.barTintColor, to: \UITabBar.styledBarTintColor),
    .bind(\.barStyle, to: \UITabBar.styledBarStyle),
    .bind(\.isTranslucent, to: \UITabBar.isTranslucent),
    .bind(\.unselectedItemTintColor, to: \UITabBar.styledUnselectedItemTintColor),
    .bind(\.itemSpacing, to: \UITabBar.styledItemSpacing),
    .bind(\.itemWidth, to: \UITabBar.styledItemWidth),
    .bind(\.barTintColor, to: \UISearchBar.styledBarTintColor),
    .bind(\.barStyle, to: \UISearchBar.styledBarStyle),
    .bind(\.isTranslucent, to: \UISearchBar.isTranslucent),
  ]

  static let barItems: [StyleBinding] = [
    .bind(\.titleColor, perState: \UIBarItem.styledTitleColors),
    .bind(\.titleFont, to: \UIBarItem.styledTitleFont),
    .bind(\.tintColor, to: \UIBarButtonItem.styledTintColor),
  ]
}

extension UIView {
  var styledBackgroundColor: StyleColor? {
    get { backgroundColor.map(StyleColor.init) }
    set { backgroundColor = newValue.map(UIColor.init) }
  }

  var styledAlpha: Double {
    get { Double(alpha) }
    set { alpha = CGFloat(newValue) }
  }

  /// The tint shown: UIKit's `tintColor` is never `nil` when read (a view without its own
  /// shows its superview's).
  var styledTintColor: StyleColor {
    get { StyleColor(tintColor) }
    set { tintColor = UIColor(newValue) }
  }

  var styledBorderColor: StyleColor? {
    get { layer.borderColor.map { StyleColor(UIColor(cgColor: $0)) } }
    set { layer.borderColor = newValue.map { UIColor($0).cgColor } }
  }

  var styledBorderWidth: Double {
    get { Double(layer.borderWidth) }
    set { layer.borderWidth = CGFloat(newValue) }
  }

  var styledCornerRadius: Double {
    get { Double(layer.cornerRadius) }
    set { layer.cornerRadius = CGFloat(newValue) }
  }

  var styledShadowColor: StyleColor? {
    get { layer.shadowColor.map { StyleColor(UIColor(cgColor: $0)) } }
    set { layer.shadowColor = newValue.map { UIColor($0).cgColor } }
  }

  var styledShadowOffset: StyleSize {
    get { StyleSize(layer.shadowOffset) }
    set { layer.shadowOffset = CGSize(newValue) }
  }

  var styledShadowRadius: Double {
    get { Double(layer.shadowRadius) }
    set { layer.shadowRadius = CGFloat(newValue) }
  }

  var styledShadowOpacity: Double {
    get { Double(layer.shadowOpacity) }
    set { layer.shadowOpacity = Float(newValue) }
  }
}

extension UILabel {
  var styledTextColor: StyleColor {
    get { StyleColor(textColor) }
    set { textColor = UIColor(newValue) }
  }

  var styledFont: StyleFont {
    get { StyleFont(font) }
    set { font = UIFont.styled(newValue) }
  }

  var styledTextAlignment: TextAlignment {
    get { TextAlignment(textAlignment) }
    set { textAlignment = NSTextAlignment(newValue) }
  }

  var styledLineBreakMode: LineBreakMode {
    get { LineBreakMode(lineBreakMode) }
    set { lineBreakMode = NSLineBreakMode(newValue) }
  }

  var styledTextShadowColor: StyleColor? {
    get { shadowColor.map(StyleColor.init) }
    set { shadowColor = newValue.map(UIColor.init) }
  }

  var styledTextShadowOffset: StyleSize {
    get { StyleSize(shadowOffset) }
    set { shadowOffset = CGSize(newValue) }
  }

  var styledHighlightedTextColor: StyleColor? {
    get { highlightedTextColor.map(StyleColor.init) }
    set { highlightedTextColor = newValue.map(UIColor.init) }
  }

  var styledMinimumScaleFactor: Double {
    get { Double(minimumScaleFactor) }
    set { minimumScaleFactor = CGFloat(newValue) }
  }
}

extension UIStackView {
  var styledSpacing: Double {
    get { Double(spacing) }
    set { spacing = CGFloat(newValue) }
  }

  var styledAxis: LayoutAxis {
    get { axis == .vertical ? .vertical : .horizontal }
    set { axis = newValue == .vertical ? .vertical : .horizontal }
  }

  var styledAlignment: StackAlignment {
    get { StackAlignment(alignment) }
    set { alignment = UIStackView.Alignment(newValue) }
  }

  var styledDistribution: StackDistribution {
    get { StackDistribution(distribution) }
    set { distribution = UIStackView.Distribution(newValue) }
  }
}

extension UIScrollView {
  var styledContentInset: EdgeInsets {
    get { EdgeInsets(contentInset) }
    set { contentInset = UIEdgeInsets(newValue) }
  }

  var styledIndicatorStyle: ScrollIndicatorStyle {
    get { ScrollIndicatorStyle(indicatorStyle) }
    set { indicatorStyle = UIScrollView.IndicatorStyle(newValue) }
  }
}

extension UIImageView {
  var styledContentMode: SkinKit.ContentMode {
    get { SkinKit.ContentMode(contentMode) }
    set { contentMode = UIView.ContentMode(newValue) }
  }
}

extension UIProgressView {
  var styledProgressTintColor: StyleColor? {
    get { progressTintColor.map(StyleColor.init) }
    set { progressTintColor = newValue.map(UIColor.init) }
  }

  var styledTrackTintColor: StyleColor? {
    get { trackTintColor.map(StyleColor.init) }
    set { trackTintColor = newValue.map(UIColor.init) }
  }
}

extension UITableView {
  var styledSeparatorColor: StyleColor? {
    get { separatorColor.map(StyleColor.init) }
    set { separatorColor = newValue.map(UIColor.init) }
  }

  var styledSeparatorInset: EdgeInsets {
    get { EdgeInsets(separatorInset) }
    set { separatorInset = UIEdgeInsets(newValue) }
  }

  var styledSeparatorStyle: SeparatorStyle {
    get { separatorStyle == .none ? .none : .singleLine }
    set { separatorStyle = newValue == .none ? .none : .singleLine }
  }

  var styledRowHeight: Double {
    get { Double(rowHeight) }
    set { rowHeight = CGFloat(newValue) }
  }

  var styledSectionIndexColor: StyleColor? {
    get { sectionIndexColor.map(StyleColor.init) }
    set { sectionIndexColor = newValue.map(UIColor.init) }
  }

  var styledSectionIndexBackgroundColor: StyleColor? {
    get { sectionIndexBackgroundColor.map(StyleColor.init) }
    set { sectionIndexBackgroundColor = newValue.map(UIColor.init) }
  }
}

extension UITextField {
  var styledTextColor: StyleColor? {
    get { textColor.map(StyleColor.init) }
    set { textColor = newValue.map(UIColor.init) }
  }

  var styledFont: StyleFont? {
    get { font.map(StyleFont.init) }
    set { font = newValue.map(UIFont.styled) }
  }

  var styledTextAlignment: TextAlignment {
    get { TextAlignment(textAlignment) }
    set { textAlignment = NSTextAlignment(newValue) }
  }
}

extension UITextView {
  var styledTextColor: StyleColor? {
    get { textColor.map(StyleColor.init) }
    set { textColor = newValue.map(UIColor.init) }
  }

  var styledFont: StyleFont? {
    get { font.map(StyleFont.init) }
    set { font = newValue.map(UIFont.styled) }
  }

  var styledTextAlignment: TextAlignment {
    get { TextAlignment(textAlignment) }
    set { textAlignment = NSTextAlignment(newValue) }
  }
}
#endif
