/// A bar: navigation bar, tab bar, toolbar, search bar (`bar-tint-color`, `bar-style`,
/// `translucent`, `shadow-image`).
public protocol BarStylable: Stylable {
  var barTintColor: StyleColor { get set }
  var barStyle: BarStyle { get set }
  var isTranslucent: Bool { get set }
  var shadowImage: StyleImage? { get set }
}

/// A tab bar's item tints (`selected-image-tint-color`, `unselected-item-tint-color`).
public protocol TabBarStylable: Stylable {
  var selectedImageTintColor: StyleColor { get set }
  var unselectedItemTintColor: StyleColor { get set }
}

/// A switch's color when on (`on-tint-color`).
public protocol OnTintStylable: Stylable {
  var onTintColor: StyleColor { get set }
}

/// A switch's or slider's thumb (`thumb-tint-color`).
public protocol ThumbTintStylable: Stylable {
  var thumbTintColor: StyleColor { get set }
}

/// A slider's track (`minimum-track-tint-color`, `maximum-track-tint-color`).
public protocol TrackTintStylable: Stylable {
  var minimumTrackTintColor: StyleColor { get set }
  var maximumTrackTintColor: StyleColor { get set }
}

/// A progress view's colors (`progress-tint-color`, `track-tint-color`).
public protocol ProgressTintStylable: Stylable {
  var progressTintColor: StyleColor { get set }
  var trackTintColor: StyleColor { get set }
}

/// A segmented control's selected segment (`selected-segment-tint-color`).
public protocol SegmentStylable: Stylable {
  var selectedSegmentTintColor: StyleColor { get set }
}

/// A table's separators (`separator-color`, `separator-insets`).
public protocol SeparatorStylable: Stylable {
  var separatorColor: StyleColor { get set }
  var separatorInsets: EdgeInsets { get set }
}

/// A table's row height (`row-height`).
public protocol RowHeightStylable: Stylable {
  var rowHeight: Double { get set }
}

/// A navigation bar's large title (`large-title-color`, `large-title-font`: UIKit's
/// `largeTitleTextAttributes`).
public protocol LargeTitleStylable: Stylable {
  var largeTitleColor: StyleColor { get set }
  var largeTitleFont: StyleFont { get set }
}

/// A navigation bar's back indicator (`back-indicator-image`).
public protocol BackIndicatorStylable: Stylable {
  var backIndicatorImage: StyleImage? { get set }
}

/// A tab bar's item layout and selection image (`selection-indicator-image`,
/// `item-spacing`, `item-width`; 0 lets the bar decide).
public protocol TabBarLayoutStylable: Stylable {
  var selectionIndicatorImage: StyleImage? { get set }
  var itemSpacing: Double { get set }
  var itemWidth: Double { get set }
}

/// A search bar's text field background (`search-field-background-image`).
public protocol SearchFieldStylable: Stylable {
  var searchFieldBackgroundImage: StyleImage? { get set }
}

/// A switch's images (`on-image`, `off-image`).
public protocol SwitchImageStylable: Stylable {
  var onImage: StyleImage? { get set }
  var offImage: StyleImage? { get set }
}

/// A slider's end images (`minimum-value-image`, `maximum-value-image`).
public protocol SliderImageStylable: Stylable {
  var minimumValueImage: StyleImage? { get set }
  var maximumValueImage: StyleImage? { get set }
}

/// A progress view's images (`progress-image`, `track-image`).
public protocol ProgressImageStylable: Stylable {
  var progressImage: StyleImage? { get set }
  var trackImage: StyleImage? { get set }
}

/// A table's section index (`section-index-color`, `section-index-background-color`).
public protocol SectionIndexStylable: Stylable {
  var sectionIndexColor: StyleColor { get set }
  var sectionIndexBackgroundColor: StyleColor { get set }
}

/// A table's separator style (`separator-style`).
public protocol SeparatorStyleStylable: Stylable {
  var separatorStyle: SeparatorStyle { get set }
}

/// A scroll view's indicators (`indicator-style`).
public protocol ScrollIndicatorStylable: Stylable {
  var indicatorStyle: ScrollIndicatorStyle { get set }
}
